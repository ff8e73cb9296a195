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

from puzzlegui.core.latin import line_houses, singles_fixpoint
from puzzlegui.core.latin_hints import Finder, HouseSet, Step, trial_by

from .cagefit import CageFit


def single_cell_cage(fit: CageFit) -> Finder:
    """The finder of an empty one-cell cage, which holds its target."""

    def find(cand: list[int], placed: list[int], hs: HouseSet) -> Step | None:
        for k, (cage, cells) in enumerate(zip(fit.cages, fit.cells, strict=True)):
            if len(cells) == 1 and not placed[cells[0]] and 1 <= cage.target <= hs.n:
                bit = 1 << (cage.target - 1)
                return Step("single-cell-cage", -1, bit, ((cells[0], cage.target),), group=k)
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
            reason = tuple(cells)
            forced = [(c, u) for c, u in changed if u & (u - 1) == 0]
            if forced:
                c, u = forced[0]
                place = ((c, u.bit_length()),)
                return Step("cage-forces-digit", -1, u, place, (), reason, group=k)
            gone = tuple((c, cand[c] & ~u) for c, u in changed)
            return Step("cage-fillings", -1, 0, (), gone, reason, group=k)
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


def cage_trial(fit: CageFit) -> Finder:
    """The finder of a candidate whose trial, under singles and cage fillings, fails."""
    return trial_by(lambda cand, hs: holds(fit, cand))
