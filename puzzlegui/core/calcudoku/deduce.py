"""The named deductions of Calcudoku's own, the cages, as finders of the shared Latin engine
(latin_hints.py), which holds the Latin-square ones (singles, subsets, the trial):

- single-cell cage: a one-cell cage holds its target;
- cage fillings: a digit that no filling of the cage fitting the candidates puts at a cell
  leaves it (Keen's Normal cage step); when one digit is left the cage forces it;
- cage in one line: a digit that every filling of a cage puts in one row or column of the cage
  leaves the rest of that line (Keen Hard's cross-cage step);
- `holds`: singles and cage fillings propagated in bulk, the trial's test (the short form of
  Keen Extreme's forcing chains) and the generator's quick judge.

Each finder returns the first cage (in puzzle order) where its rule changes something; the
step's `group` is the cage. Cost: cage fillings are cached per cage and candidate mask
(cagefit.py), so a scan is a few dictionary lookups per cage.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from puzzlegui.core.latin import line_houses, singles_fixpoint
from puzzlegui.core.latin_hints import Event, Finder, HouseSet, Narrow, Step, explain, trial_by

from .cagefit import CageFit


def single_cell_cage(fit: CageFit) -> Finder:
    """The finder of an empty one-cell cage, which holds its target."""

    def find(cand: list[int], placed: list[int], hs: HouseSet) -> Step | None:
        for k, (cage, cells) in enumerate(zip(fit.cages, fit.cells, strict=True)):
            if len(cells) == 1 and not placed[cells[0]] and 1 <= cage.target <= hs.n:
                bit = 1 << (cage.target - 1)
                place = ((cells[0], cage.target),)
                return Step("single-cell-cage", -1, bit, place, (), (cells[0],), group=k)
        return None

    return find


def cage_fillings(fit: CageFit) -> Finder:
    """The finder of the first cage whose fitting fillings fix a digit or rule candidates out."""

    def find(cand: list[int], placed: list[int], hs: HouseSet) -> Step | None:
        for k, cells in enumerate(fit.cells):
            if all(placed[c] for c in cells):
                continue
            kept = fit.kept(k, cand)
            if not kept:
                continue
            union = fit.union(k, kept)
            changed = [(c, u) for c, u in zip(cells, union, strict=True) if u != cand[c]]
            if not changed:
                continue
            forced = [(c, u) for c, u in changed if u & (u - 1) == 0]
            if forced:
                c, u = forced[0]
                place = ((c, u.bit_length()),)
                reason = tuple(cells)  # the whole reason: step_reason
                return Step("cage-forces-digit", -1, u, place, (), reason, group=k)
            gone = tuple((c, cand[c] & ~u) for c, u in changed)
            return Step("cage-fillings", -1, 0, (), gone, tuple(cells), group=k)
        return None

    return find


def cage_line(fit: CageFit) -> Finder:
    """The finder of a digit every filling puts in one row (column) of a cage, which leaves the
    rest of that line."""

    def find(cand: list[int], placed: list[int], hs: HouseSet) -> Step | None:
        for k, cells in enumerate(fit.cells):
            kept = fit.kept(k, cand)
            if not kept:
                continue
            for h, inside in _lines_of(hs.n, cells):
                outside = [c for c in hs.houses[h] if c not in cells and not placed[c]]
                must = _in_line(kept, inside, _union(cand, outside), hs.n)
                if must:
                    gone = tuple((c, cand[c] & must) for c in outside if cand[c] & must)
                    return Step("cage-line", h, must, (), gone, tuple(cells), group=k)
        return None

    return find


Keeps = Callable[[int], bool]
"""Whether a packed filling of a cage agrees with a step."""


def step_reason(fit: CageFit, step: Step, cand: list[int], placed: list[int], hs: HouseSet) -> Step:
    """A cage step with its whole reason (cage_reason), found for the one step a hint shows
    (a grade walks thousands); any other step as it is."""
    if step.rule not in ("cage-forces-digit", "cage-fillings", "cage-line"):
        return step
    k, n = step.group, fit.n
    cells = fit.cells[k]
    keeps: Keeps
    if step.rule == "cage-forces-digit":
        c, digit = step.placements[0]
        keeps = _keeps_digit(n, cells.index(c), 1 << (digit - 1))
    elif step.rule == "cage-fillings":
        keeps = _keeps_within(n, [(cells.index(c), cand[c] & ~m) for c, m in step.eliminations])
    else:
        inside = [j for j, c in enumerate(cells) if c in hs.houses[step.house]]
        keeps = _keeps_in_line(n, inside, step.digits)
    return replace(step, reason=cage_reason(fit, k, cand, placed, hs, keeps))


def cage_reason(
    fit: CageFit, k: int, cand: list[int], placed: list[int], hs: HouseSet, keeps: Keeps
) -> tuple[int, ...]:
    """The cage's cells, and the few cells whose digits or pencil marks rule out every filling
    of the cage that would break the step (a filling the candidates allow never does): for each
    such filling, one (cell, digit) it needs that the candidates no longer hold, preferring
    those already chosen (latin_hints.explain). A cage too large to list its fillings is
    explained by every candidate its cells have lost."""
    cells = fit.cells[k]
    every = fit.kept(k, [hs.full] * len(cand))
    n = fit.n
    if every is None:
        pairs = [(c, d) for c in cells for d in range(n) if not cand[c] >> d & 1]
        return tuple(dict.fromkeys((*cells, *explain(pairs, placed, hs))))
    breaking = [_lost(t, cells, cand, n) for t in every if not keeps(t)]
    chosen: list[tuple[int, int]] = []
    for gone in breaking:
        if gone and not gone & set(chosen):
            chosen.append(min(gone))
    outside = [p for p in explain(chosen, placed, hs) if p not in cells]
    for p in list(outside):  # drop a written digit the others make needless
        rest = [q for q in outside if q != p]
        ruled = _ruled(rest, cells, cand, placed, hs)  # once, not once per filling
        if all(gone & ruled for gone in breaking):
            outside = rest
    return (*cells, *outside)


def _lost(t: int, cells: list[int], cand: list[int], n: int) -> set[tuple[int, int]]:
    """The (cell, digit index) a packed filling needs that the candidates no longer hold."""
    return {
        (c, d)
        for j, c in enumerate(cells)
        for d in range(n)
        if t >> (j * n + d) & 1 and not cand[c] >> d & 1
    }


def _ruled(
    outside: list[int], cells: list[int], cand: list[int], placed: list[int], hs: HouseSet
) -> set[tuple[int, int]]:
    """The lost (cell, digit index) of a cage that its own cells (their digits and pencil
    marks) and the written digits `outside` rule out."""
    found = set()
    for c in cells:
        for d in range(hs.n):
            if cand[c] >> d & 1:
                continue
            seen = [p for p in hs.peers[c] if placed[p] == d + 1]
            if placed[c] or not seen or any(p in outside for p in seen):
                found.add((c, d))
    return found


def _keeps_digit(n: int, j: int, bit: int) -> Keeps:
    """A filling keeps the step when it puts the digit `bit` at position j."""
    return lambda t: bool(t >> (j * n) & bit)


def _keeps_within(n: int, kept: list[tuple[int, int]]) -> Keeps:
    """A filling keeps the step when each position j holds one of its digits `mask`."""
    return lambda t: all(t >> (j * n) & mask for j, mask in kept)


def _keeps_in_line(n: int, inside: list[int], must: int) -> Keeps:
    """A filling keeps the step when it puts every digit of `must` at the positions `inside`."""

    def keeps(t: int) -> bool:
        line = 0
        for j in inside:
            line |= t >> (j * n)
        return line & must == must

    return keeps


def lines_pass(fit: CageFit, cand: list[int]) -> bool:
    """Every cage-in-one-line elimination at once (level 6 in bulk, for the generator's fixpoint);
    True if any candidate went."""
    n = fit.n
    changed = False
    for k, cells in enumerate(fit.cells):
        kept = fit.kept(k, cand)
        if not kept:
            continue
        for h, inside in _lines_of(n, cells):
            line = range(h * n, h * n + n) if h < n else range(h - n, n * n, n)
            outside = [c for c in line if c not in cells]
            must = _in_line(kept, inside, _union(cand, outside), n)
            for c in outside:
                if cand[c] & must:
                    cand[c] &= ~must
                    changed = True
    return changed


def _lines_of(n: int, cells: list[int]) -> list[tuple[int, list[int]]]:
    """(house index, positions j of the cage's cells in it) per row, then column, it meets."""
    rows = [
        (r, [j for j, c in enumerate(cells) if c // n == r])
        for r in sorted({c // n for c in cells})
    ]
    cols = [
        (n + x, [j for j, c in enumerate(cells) if c % n == x])
        for x in sorted({c % n for c in cells})
    ]
    return rows + cols


def _in_line(kept: list[int], inside: list[int], must: int, n: int) -> int:
    """The digits of `must` that every packed filling puts at one of the positions `inside`."""
    for t in kept:
        if not must:
            break
        line = 0
        for j in inside:
            line |= t >> (j * n)
        must &= line
    return must


def _union(cand: list[int], cells: list[int]) -> int:
    total = 0
    for c in cells:
        total |= cand[c]
    return total


def holds(fit: CageFit, cand: list[int]) -> bool:
    """Propagate singles and cage fillings in place; False on a contradiction."""
    rows, cols = line_houses(fit.n)
    houses = rows + cols
    while True:
        if not singles_fixpoint(cand, houses, fit.full):
            return False
        changed = False
        for k, cells in enumerate(fit.cells):
            kept = fit.kept(k, cand)
            if kept is None:
                continue
            if not kept:
                return False
            for c, u in zip(cells, fit.union(k, kept), strict=True):
                if u != cand[c]:
                    cand[c], changed = u, True
        if not changed:
            return True


def cage_narrowing(fit: CageFit) -> Narrow:
    """One cage's fillings narrowing its cells, for a traced trial (trace_singles): the event
    ("cage", first cell narrowed, -1, cage), or ("cage-none", -1, -1, cage) when no filling
    fits any more."""

    def narrow(cand: list[int], events: list[Event]) -> bool | None:
        for k, cells in enumerate(fit.cells):
            kept = fit.kept(k, cand)
            if kept is None:
                continue
            if not kept:
                events.append(("cage-none", -1, -1, k))
                return False
            changed = [
                (c, u) for c, u in zip(cells, fit.union(k, kept), strict=True) if u != cand[c]
            ]
            if changed:
                for c, u in changed:
                    cand[c] = u
                events.append(("cage", changed[0][0], -1, k))
                return True
        return None

    return narrow


def cage_trial(fit: CageFit) -> Finder:
    """The finder of a candidate whose trial, under singles and cage fillings, fails."""
    return trial_by(lambda cand, hs: holds(fit, cand))
