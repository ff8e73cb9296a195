"""The Hashiwokakero rules as live checks: what is wrong already, never what is merely unfinished.

`check` runs on every move; it costs one pass over the links and one union-find.
`check_answer` judges a position as a final answer (as puz.link's answer check does), so it
also reports islands still short of bridges and a split network.
"""

from __future__ import annotations

from puzzlegui.core.grid import UnionFind
from puzzlegui.core.model import Cell, Edge, MessageTable, Violation
from puzzlegui.core.text.values import Place

from .puzzle import MAX_PER_PAIR, Puzzle, State

MESSAGES = MessageTable(
    {
        "hashi.too-many-bridges": "The island at {cell} has {count} bridges but its number is "
        "{number}.",
        "hashi.too-few-bridges": "The island at {cell} needs {number} bridges but can reach at "
        "most {most}.",
        "hashi.crossing-bridges": "The bridge from {a} to {b} crosses the bridge from {c} to {d}.",
        "hashi.more-than-two": "There are {count} bridges between {a} and {b}; at most two may "
        "join a pair of islands.",
        "hashi.closed-group": "The group of {size} islands around {cell} is finished but cut off "
        "from the other islands.",
        "hashi.not-connected": "Every island has its bridges, but they form {groups} separate "
        "groups instead of one.",
        "hashi.missing-bridges": "The island at {cell} has {count} bridges but its number is "
        "{number}.",
    }
)


def _edge_names(edge: Edge) -> tuple[Place, Place]:
    return Place(edge[0]), Place(edge[1])


def check(puzzle: Puzzle, state: State) -> list[Violation]:
    """Every rule broken now; empty for a position that can still be completed. Never raises."""
    totals = state.totals()
    found = _pair_rules(puzzle, state)
    found += _count_rules(puzzle, state, totals)
    found += _group_rules(puzzle, state, totals)
    return found


def check_answer(puzzle: Puzzle, state: State) -> list[Violation]:
    """`check` plus the end-of-game rules: every island at its number, one connected network."""
    found = check(puzzle, state)
    totals = state.totals()
    for i, number in enumerate(puzzle.numbers):
        if totals[i] < number:
            cell = puzzle.cell(i)
            found.append(
                MESSAGES.violation(
                    "hashi.missing-bridges",
                    [cell],
                    cell=Place(cell),
                    count=totals[i],
                    number=number,
                )
            )
    codes = {v.code for v in found}
    groups = _groups(puzzle, state)
    if len(groups) > 1 and not codes & {"hashi.not-connected", "hashi.closed-group"}:
        found.append(_split_violation(puzzle, groups))
    return found


def _pair_rules(puzzle: Puzzle, state: State) -> list[Violation]:
    found: list[Violation] = []
    bridges = state.bridges
    for k, count in enumerate(bridges):
        if not count:
            continue
        edge = puzzle.edge(k)
        if count > MAX_PER_PAIR:
            a, b = _edge_names(edge)
            found.append(
                MESSAGES.violation("hashi.more-than-two", list(edge), [edge], count=count, a=a, b=b)
            )
        for other in puzzle.crossings[k]:
            if other > k and bridges[other]:
                second = puzzle.edge(other)
                a, b = _edge_names(edge)
                c, d = _edge_names(second)
                cells = [*edge, *second]
                found.append(
                    MESSAGES.violation(
                        "hashi.crossing-bridges", cells, [edge, second], a=a, b=b, c=c, d=d
                    )
                )
    return found


def room_left(puzzle: Puzzle, state: State, totals: list[int], link: int, island: int) -> int:
    """How many more bridges `link` could still take, seen from `island`."""
    bridges = state.bridges
    if link in state.marks or any(bridges[o] for o in puzzle.crossings[link]):
        return 0
    a, b = puzzle.links[link]
    other = b if a == island else a
    free = puzzle.numbers[other] - totals[other]
    return max(0, min(MAX_PER_PAIR - bridges[link], free))


def _count_rules(puzzle: Puzzle, state: State, totals: list[int]) -> list[Violation]:
    found: list[Violation] = []
    for i, number in enumerate(puzzle.numbers):
        total = totals[i]
        cell = puzzle.cell(i)
        edges = [puzzle.edge(k) for k in puzzle.island_links[i] if state.bridges[k]]
        if total > number:
            found.append(
                MESSAGES.violation(
                    "hashi.too-many-bridges",
                    [cell],
                    edges,
                    cell=Place(cell),
                    count=total,
                    number=number,
                )
            )
        elif total < number:
            most = total + sum(
                room_left(puzzle, state, totals, k, i) for k in puzzle.island_links[i]
            )
            if most < number:
                found.append(
                    MESSAGES.violation(
                        "hashi.too-few-bridges",
                        [cell],
                        edges,
                        cell=Place(cell),
                        number=number,
                        most=most,
                    )
                )
    return found


def _groups(puzzle: Puzzle, state: State) -> list[list[int]]:
    """The islands joined by bridges, as groups of island indices."""
    union = UnionFind(len(puzzle.islands))
    for k, (a, b) in enumerate(puzzle.links):
        if state.bridges[k]:
            union.union(a, b)
    groups: dict[int, list[int]] = {}
    for i in range(len(puzzle.islands)):
        groups.setdefault(union.find(i), []).append(i)
    return list(groups.values())


def _group_rules(puzzle: Puzzle, state: State, totals: list[int]) -> list[Violation]:
    groups = _groups(puzzle, state)
    if len(groups) < 2:
        return []
    numbers = puzzle.numbers
    closed = [g for g in groups if all(totals[i] == numbers[i] for i in g)]
    if len(closed) == len(groups):
        return [_split_violation(puzzle, groups)]
    found: list[Violation] = []
    for group in closed:
        cells = [puzzle.cell(i) for i in group]
        found.append(
            MESSAGES.violation(
                "hashi.closed-group",
                cells,
                _group_edges(puzzle, state, group),
                size=len(group),
                cell=Place(cells[0]),
            )
        )
    return found


def _group_edges(puzzle: Puzzle, state: State, group: list[int]) -> list[Edge]:
    members = set(group)
    return [
        puzzle.edge(k) for k, (a, _) in enumerate(puzzle.links) if state.bridges[k] and a in members
    ]


def _split_violation(puzzle: Puzzle, groups: list[list[int]]) -> Violation:
    """The network is in pieces: name every island outside the largest group."""
    largest = max(groups, key=len)
    cells: list[Cell] = [puzzle.cell(i) for g in groups if g is not largest for i in g]
    return MESSAGES.violation("hashi.not-connected", cells, groups=len(groups))


def is_complete(puzzle: Puzzle, state: State) -> bool:
    """Every island has exactly its number of bridges."""
    return state.totals() == list(puzzle.numbers)


def is_solved(puzzle: Puzzle, state: State) -> bool:
    """Complete and no rule broken."""
    return is_complete(puzzle, state) and not check(puzzle, state)
