"""Are a Hashi hint's reasons enough, and each one needed? A check by brute force, independent of
the hint ladder (the Hashi part of minimal_reasons.py, which judges the Latin types).

The facts at a reason island are its number (the bridges it ends with), the bridges drawn on
its links (at least that many) and its links' "no bridge" markers (none there). A completion
sets a count 0..2 on every link that touches a reason island or that the step names, and
keeps: each reason island's number, no two links with bridges crossing, and no closed group
(a set of reason islands joined by bridges with no bridge leaving it) short of the whole board.
Islands outside the reason are free: a group that holds one is taken to be able to go on
through it (the judge does not build the rest of the board), so connection is read only where
the reason is. The step is *forced* when no completion breaks it; the reasons are *sufficient*
when they force it and *minimal* when dropping any one island leaves a completion that breaks
it. A step's claim: a bridge count set by a move holds at least that many, a marker put holds
none.

Cost: a depth-first search over a few links; milliseconds a hint.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from puzzlegui.core.hashi.puzzle import Puzzle, SetBridges, State, ToggleMark
from puzzlegui.core.model import Cell, Hint

from .minimal_reasons import Verdict


@dataclass(frozen=True)
class Claim:
    """The link a step speaks of, and the counts it says the link may hold."""

    link: int
    allowed: frozenset[int]


def claims(state: State, hint: Hint) -> list[Claim]:
    """What each of the hint's moves asserts."""
    puzzle = state.puzzle
    said = []
    for move in hint.moves:
        if isinstance(move, SetBridges):
            k = puzzle.link_between(move.a, move.b)
            if move.count > state.bridges[k]:
                said.append(Claim(k, frozenset(range(move.count, 3))))
            elif move.count < state.bridges[k]:
                said.append(Claim(k, frozenset(range(move.count + 1))))
        elif isinstance(move, ToggleMark):
            k = puzzle.link_between(move.a, move.b)
            if k not in state.marks:
                said.append(Claim(k, frozenset({0})))
    return said


def forced(state: State, reasons: Sequence[Cell], said: Sequence[Claim]) -> bool:
    """True when no completion keeping the facts at `reasons` breaks any of `said`."""
    puzzle = state.puzzle
    known = {puzzle.index[c] for c in reasons if c in puzzle.index}
    for claim in said:
        links = sorted({k for i in known for k in puzzle.island_links[i]} | {claim.link})
        domains = {k: _domain(state, known, k) for k in links}
        domains[claim.link] = [v for v in domains[claim.link] if v not in claim.allowed]
        if _search(puzzle, known, links, domains, {}):
            return False
    return True


def judge(state: State, hint: Hint) -> Verdict:
    """Whether the hint's reasons force its step, and which of them could be dropped."""
    said = claims(state, hint)
    reasons = list(dict.fromkeys(hint.reason_cells))
    if not said or not forced(state, reasons, said):
        return Verdict(False, [])
    needless = [c for c in reasons if forced(state, [x for x in reasons if x != c], said)]
    return Verdict(True, needless)


def _domain(state: State, known: set[int], k: int) -> list[int]:
    a, b = state.puzzle.links[k]
    if a not in known and b not in known:
        return [0, 1, 2]  # a link the step names, between free islands: no fact on it
    if k in state.marks:
        return [0]
    return list(range(state.bridges[k], 3))


def _search(
    puzzle: Puzzle,
    known: set[int],
    links: list[int],
    domains: dict[int, list[int]],
    chosen: dict[int, int],
) -> bool:
    """True when some completion of the links fits the facts."""
    if not _possible(puzzle, known, domains, chosen):
        return False
    if len(chosen) == len(links):
        return _open(puzzle, known, chosen)
    k = links[len(chosen)]
    for value in domains[k]:
        if value and any(chosen.get(x) for x in puzzle.crossings[k]):
            continue
        chosen[k] = value
        if _search(puzzle, known, links, domains, chosen):
            return True
        del chosen[k]
    return False


def _possible(
    puzzle: Puzzle, known: set[int], domains: dict[int, list[int]], chosen: dict[int, int]
) -> bool:
    """Each reason island can still end with its number."""
    for i in known:
        low = high = 0
        for k in puzzle.island_links[i]:
            if k in chosen:
                low += chosen[k]
                high += chosen[k]
            else:
                options = domains.get(k, [0])
                low, high = low + min(options, default=0), high + max(options, default=0)
        if not low <= puzzle.numbers[i] <= high:
            return False
    return True


def _open(puzzle: Puzzle, known: set[int], chosen: dict[int, int]) -> bool:
    """No group of reason islands is closed off short of the whole board."""
    seen: set[int] = set()
    for start in known:
        if start in seen:
            continue
        group, todo, free = {start}, [start], False
        while todo:
            i = todo.pop()
            for k in puzzle.island_links[i]:
                if not chosen.get(k):
                    continue
                j = next(x for x in puzzle.links[k] if x != i)
                if j not in known:
                    free = True
                elif j not in group:
                    group.add(j)
                    todo.append(j)
        seen |= group
        if not free and len(group) < len(puzzle.numbers):
            return False
    return True
