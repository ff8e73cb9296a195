"""One step for a stuck Hashiwokakero player: a broken rule first, then a mistake, else the
easiest deduction of the ladder (ladder.py) from the player's bridges and markers, else a bridge
from the solution.

The player's bridges are lower bounds (two bridges may still go where one is drawn) and markers
are "no bridge". The ladder runs from level 1 up; a step that changes no bridge or marker (a link
capped from two to one) is applied silently and the scan starts again at level 1, so the hint is
the first step that gives a move, told by the hardest step of its chain and lit by the islands
that step read. The solution comes from answers.py (never waited for in the player). Cost: a few
scans of O(links) per silent step.
"""

from __future__ import annotations

from puzzlegui.core import answers
from puzzlegui.core.cancel import CancelToken
from puzzlegui.core.grading import grade_by_hints
from puzzlegui.core.model import Cell, Grade, Hint, HintAsk
from puzzlegui.core.text.values import Phrase, Place, Places

from .deduce import HIGH, LOW, Network, range_mask
from .hintgrade import walk_from
from .ladder import LEVELS, Step, island_step, valid
from .puzzle import LinkMove, Puzzle, SetBridges, State, ToggleMark
from .rules import check, is_solved
from .solver import solve

TEXTS = {
    "broken-rule": "{why} Take away the bridge between {a} and {b}.",
    "wrong-bridge": "The bridge between {a} and {b} is not in the solution.",
    "too-many": "The solution has fewer bridges between {a} and {b}.",
    "wrong-mark": "The solution has a bridge between {a} and {b}; remove the marker.",
    "island-finished": "The {number} at {where} has all its bridges, so no more can join it.",
    "capacity": "The {number} at {where} has room for only so many more bridges, so some of its "
    "neighbours can take fewer; {then}",
    "island-full": "The {number} at {where} needs every bridge its neighbours can still take.",
    "every-direction": "The {number} at {where} has {open} open directions, and without any "
    "one of them the others cannot carry enough bridges, so it sends at least one bridge in "
    "each.",
    "island-spread": "The {number} at {where} cannot reach its number without more bridges "
    "toward {others}.",
    "crossing": "The bridge between {a} and {b} blocks the way between {c} and {d}.",
    "isolation": "{bridges} between {a} and {b} would close off a group of {size} islands "
    "from the rest; {then}",
    "connection": "Without a bridge between {a} and {b} the islands would split into two parts "
    "that can never meet.",
    "trial": "With {bridges} between {a} and {b} the rules soon run into a contradiction; {then}",
    "from-solution": "No rule of the ladder finds the next step; the solution has {bridges} "
    "between {a} and {b}.",
}
"""Every hint sentence, keyed by rule, with {param} fields (one table, for translation)."""

PHRASES = {
    "hashi.then-bridges": "so {a} and {b} get {bridges}.",
    "hashi.bridges-one": "one bridge",
    "hashi.bridges-many": "{count} bridges",
    "hashi.then-none": "so there is no bridge between {a} and {b}.",
}
"""What a step's sentence ends with, its {then}: the move it gives; a count of bridges, in the
singular or the plural."""

RULE_NAMES = {
    "broken-rule": "broken rule",
    "wrong-bridge": "wrong bridge",
    "too-many": "too many bridges",
    "wrong-mark": "wrong marker",
    "island-finished": "island finished",
    "capacity": "island capacity",
    "island-full": "island full",
    "every-direction": "every direction",
    "island-spread": "island spread",
    "crossing": "crossing",
    "isolation": "isolation",
    "connection": "connection",
    "trial": "trial",
    "from-solution": "from the solution",
}
"""Each rule's name, the hint's title."""


def _from_solution(puzzle: Puzzle, state: State, solution: State) -> Hint | None:
    for k, count in enumerate(solution.bridges):
        if count > state.bridges[k]:
            a, b = puzzle.edge(k)
            move = SetBridges(a, b, count)
            params = {"count": count, "bridges": bridges(count), "a": Place(a), "b": Place(b)}
            text = TEXTS["from-solution"].format(**params)
            return Hint(
                (move,),
                (a, b),
                (),
                "from-solution",
                len(LEVELS),
                text,
                params,
                True,
                ((a, b),),
            )
    return None


def _broken_rule(puzzle: Puzzle, state: State, solution: State | None) -> Hint | None:
    for violation in check(puzzle, state):
        for a, b in violation.edges:
            k = puzzle.link_between(a, b)
            if solution is None or state.bridges[k] > solution.bridges[k]:
                keep = 0 if solution is None else solution.bridges[k]
                why = Phrase(violation.code, violation.params)
                params = {"why": why, "a": Place(a), "b": Place(b)}
                text = TEXTS["broken-rule"].format(**params)
                move = SetBridges(a, b, keep)
                return Hint(
                    (move,),
                    (a, b),
                    violation.cells,
                    "broken-rule",
                    1,
                    text,
                    params,
                    edges=((a, b),),
                )
    return None


def _mistake(puzzle: Puzzle, state: State, solution: State) -> Hint | None:
    for k, count in enumerate(state.bridges):
        a, b = puzzle.edge(k)
        names = {"a": Place(a), "b": Place(b)}
        move: LinkMove
        if count > solution.bridges[k]:
            rule = "wrong-bridge" if solution.bridges[k] == 0 else "too-many"
            move = SetBridges(a, b, solution.bridges[k])
        elif k in state.marks and solution.bridges[k]:
            rule, move = "wrong-mark", ToggleMark(a, b)
        else:
            continue
        return Hint(
            (move,), (a, b), (), rule, 1, TEXTS[rule].format(**names), names, edges=((a, b),)
        )
    return None


def domains(puzzle: Puzzle, state: State, net: Network) -> list[int]:
    """Each link's possible counts given the player's bridges (at least) and markers (none)."""
    dom = net.initial()
    for k, count in enumerate(state.bridges):
        if k in state.marks and count == 0:
            dom[k] = 1
        elif count:
            dom[k] &= range_mask(count, 2)
    return dom


def deduced(ask: HintAsk[Puzzle, State]) -> Hint | None:
    """The easiest ladder step that gives the player a move, or None (Cancelled when the ask's
    `cancel` is set or its deadline passes: a 200x200 board takes thousands of steps)."""
    puzzle, state, cancel = ask.puzzle, ask.state, ask.cancel
    net = Network.of(puzzle)
    dom = domains(puzzle, state, net)
    if not valid(net, dom):
        return None
    used: list[Step] = []
    around: list[tuple[int, ...]] = []  # each step's neighbours that narrowed its links
    walk = walk_from(net, dom)  # the ladder's steps in its order, without a rescan per step
    for step in walk.easiest(len(LEVELS) - 1):
        if cancel is not None:
            cancel.raise_if_cancelled()
        around.append(_narrowed_by(net, dom, step, state.marks))
        for k, mask in step.masks.items():
            walk.set(k, mask)
        used.append(step)
        moves = _moves(puzzle, state, dom, step.masks)
        if moves:
            return _explain(puzzle, used, moves, around)
    return None


def _narrowed_by(
    net: Network, dom: list[int], step: Step, marks: frozenset[int]
) -> tuple[int, ...]:
    """The islands that narrowed the links a "what its links can carry" step reads: the far end
    of a link that can no longer carry two bridges (its number, its bridges or a marker), and
    the ends of a sure bridge crossing it; each only when the step would not hold with that
    link wide open. Without them "needs every bridge its neighbours can still take" did not
    say which neighbours. A marker is the island's own fact: it needs no neighbour."""
    if step.rule not in CARRY_RULES:
        return ()
    i = step.islands[0]
    found: list[int] = []
    for k in net.at[i]:
        if HIGH[dom[k]] == 2 or k in marks or _holds_without(net, dom, step, k):
            continue
        found += [x for x in net.ends[k] if x != i]
        found += [x for other in net.cross[k] if LOW[dom[other]] for x in net.ends[other]]
    return tuple(dict.fromkeys(found))


CARRY_RULES = ("island-full", "every-direction", "island-spread")
"""The island rules that read what the island's links can still carry."""


def _any_island_step(net: Network, dom: list[int], i: int, low: int, high: int) -> Step | None:
    """The island rule's first step at island i, whatever its level (finished, full, every
    way; spread; capacity)."""
    for level in (1, 2, 3):
        step = island_step(net, dom, i, low, high, level)
        if step is not None:
            return step
    return None


def _holds_without(net: Network, dom: list[int], step: Step, link: int) -> bool:
    """Whether the island rule, applied to the island until it finds nothing more, still
    makes the step's moves with `link` open to what the island's own number allows."""
    i = step.islands[0]
    wide = dom[:]
    wide[link] = range_mask(LOW[dom[link]], min(2, net.need[i]))
    for _ in net.at[i]:  # each round settles at least one link, or stops
        low = sum(LOW[wide[k]] for k in net.at[i])
        high = sum(HIGH[wide[k]] for k in net.at[i])
        if not low <= net.need[i] <= high or low == high:
            break
        again = _any_island_step(net, wide, i, low, high)
        if again is None:
            break
        _narrow(wide, again.masks)
    for k, mask in step.masks.items():  # what the moves say: at least LOW, or none at all
        if LOW[wide[k]] < LOW[mask] or (mask == 1 and wide[k] != 1):
            return False
    return True


def _narrow(dom: list[int], masks: dict[int, int]) -> None:
    for k, mask in masks.items():
        dom[k] = mask


def _moves(puzzle: Puzzle, state: State, dom: list[int], changed: dict[int, int]) -> list[LinkMove]:
    moves: list[LinkMove] = []
    for k in changed:
        a, b = puzzle.edge(k)
        if LOW[dom[k]] > state.bridges[k]:
            moves.append(SetBridges(a, b, LOW[dom[k]]))
        elif dom[k] == 1 and state.bridges[k] == 0 and k not in state.marks:
            moves.append(ToggleMark(a, b))
    return moves


def _explain(
    puzzle: Puzzle, used: list[Step], moves: list[LinkMove], around: list[tuple[int, ...]]
) -> Hint:
    """The hint for the last step, told by the hardest step of its chain."""
    at = max(reversed(range(len(used))), key=lambda n: used[n].level)
    key = used[at]
    params = _params(puzzle, key)
    first = moves[0]
    ends = {"a": Place(first.a), "b": Place(first.b)}
    if isinstance(first, SetBridges):
        then = {"count": first.count, "bridges": bridges(first.count), **ends}
        params["then"] = Phrase("hashi.then-bridges", then)
    else:
        params["then"] = Phrase("hashi.then-none", ends)
    text = TEXTS[key.rule].format(**params)
    text = text[:1].upper() + text[1:]  # 'one bridge between ...' opens the sentence
    targets: list[Cell] = []
    for move in moves:
        targets += [move.a, move.b]
    near = tuple(puzzle.cell(i) for i in around[at])
    reasons = tuple(dict.fromkeys((*reason_cells(puzzle, key), *near)))
    edges = tuple((m.a, m.b) for m in moves)
    return Hint(
        tuple(moves),
        tuple(dict.fromkeys(targets)),
        reasons,
        key.rule,
        key.level,
        text,
        params,
        edges=edges,
    )


def reason_cells(puzzle: Puzzle, step: Step) -> tuple[Cell, ...]:
    """The cells the step's rule read: its islands, else the ends of the links it names (for a
    crossing, the sure bridge's: the link it blocks is where the move goes)."""
    if step.islands:
        return tuple(puzzle.cell(i) for i in step.islands)
    if step.rule == "crossing":
        return puzzle.edge(step.links[0])
    ends = [cell for k in step.links for cell in puzzle.edge(k)]
    return tuple(dict.fromkeys(ends))


def bridges(count: object) -> Phrase:
    """'one bridge' or '2 bridges'."""
    return Phrase("hashi.bridges-one" if count == 1 else "hashi.bridges-many", {"count": count})


def _params(puzzle: Puzzle, step: Step) -> dict[str, object]:
    params: dict[str, object] = dict(step.params)
    if "count" in params:
        params["bridges"] = bridges(params["count"])
    if step.islands:
        island = puzzle.cell(step.islands[0])
        params["where"] = Place(island)
        ends = [end for k in sorted(step.masks) for end in puzzle.edge(k) if end != island]
        params["others"] = Places.of(ends)  # the islands its changed links lead to
    if step.links:
        a, b = puzzle.edge(step.links[-1])
        params["a"], params["b"] = Place(a), Place(b)
        if len(step.links) > 1:
            c, d = puzzle.edge(step.links[-1])
            a, b = puzzle.edge(step.links[0])
            params.update(a=Place(a), b=Place(b), c=Place(c), d=Place(d))
    elif step.masks:
        a, b = puzzle.edge(next(iter(step.masks)))
        params.setdefault("a", Place(a))
        params.setdefault("b", Place(b))
    return params


hint = answers.hint_in_order(is_solved, solve, _broken_rule, _mistake, deduced, _from_solution)
"""None on a solved board; the board's status when it has no solution or several; else a
broken rule, a mistake, the easiest deduction, or a step of the solution."""


def walk_grade(puzzle: Puzzle, cancel: CancelToken | None = None, /) -> Grade:
    """The hint walk's grade (grading.grade_by_hints): the type's hint as the player has it,
    pressed until the board is solved, imported when asked (the type is declared from this
    module). Each hint checks the board's rules and mistakes and rescans it, so on a dense
    60x60 board the walk takes seconds; `grade` gives the same answer without that."""
    from puzzlegui.core.hashi import TYPE

    return grade_by_hints(TYPE, puzzle, cancel)


def grade(puzzle: Puzzle, cancel: CancelToken | None = None, /) -> Grade:
    """The type's grade: the hint walk's (`walk_grade`), found by hintgrade.grade, which takes
    the same steps without rescanning (and falls back on the walk itself for a puzzle that has
    no solution or several)."""
    from .hintgrade import grade as same_steps

    return same_steps(puzzle, cancel)
