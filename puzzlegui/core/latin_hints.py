"""Named deductions on Latin-square candidates, one step at a time, for hints and grading.

The one Latin engine of Logi-5 and Calcudoku, as Tatham's latin.c is shared by Solo and Keen. A
house is a group of n cells that holds every digit once (a row, a column, a Logi-5 region). Each
finder scans the houses in order and returns the first `Step` it sees, or None:

- hidden single: a digit fits one cell only of a house (Tatham's Solo "trivial" in a block, and
  "basic" in rows and columns); naked single: a cell has one candidate left ("basic");
- intersection: a digit's cells in one house all lie inside a second house, so it leaves the
  rest of that second house (pointing / claiming, Solo's "intermediate");
- naked and hidden subsets of two or three cells ("advanced"), one rule over every house
  (Logi-5) or both rules house by house (Calcudoku, `subsets_by_house`);
- contradiction: a candidate whose trial placement makes the propagation fail (a short forcing
  chain, standing in for Solo's "extreme" level): the singles, or a type's own (`trial_by`).

A type adds finders of its own (Calcudoku's cages) with the same signature; latin_ladder.py
orders them, walks them and makes a step into the player's moves, the same for both types.
The candidates come from the player's marks: a written digit is its own candidate and removes
itself from its peers; an empty cell holds its pencil marks, or every digit when it has none.
A finder costs O(houses x n) for singles and intersections, O(houses x C(n, k)) for subsets of
size k, one propagation per candidate tried for contradiction.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from contextvars import ContextVar
from dataclasses import dataclass
from functools import cached_property
from itertools import combinations

from puzzlegui.core.latin import naked_groups, singles_fixpoint
from puzzlegui.core.text.values import House


@dataclass(frozen=True)
class HouseSet:
    """The houses of a square: cells (flat indices) and a kind ("row", "column", "region")."""

    n: int
    houses: tuple[tuple[int, ...], ...]
    kinds: tuple[str, ...]

    @cached_property
    def peers(self) -> tuple[tuple[int, ...], ...]:
        """For each cell, the other cells sharing a house with it."""
        found: list[set[int]] = [set() for _ in range(self.n * self.n)]
        for house in self.houses:
            for c in house:
                found[c].update(house)
        return tuple(tuple(sorted(s - {c})) for c, s in enumerate(found))

    @cached_property
    def masks(self) -> tuple[int, ...]:
        """Each house as a bitset of its cells."""
        return tuple(sum(1 << c for c in house) for house in self.houses)

    @cached_property
    def crossing(self) -> tuple[tuple[int, ...], ...]:
        """For each house, the other houses sharing two cells or more with it."""
        return tuple(
            tuple(
                b
                for b, other in enumerate(self.masks)
                if b != a and (mine & other).bit_count() >= 2
            )
            for a, mine in enumerate(self.masks)
        )

    @cached_property
    def _by_kind(self) -> dict[str, tuple[int, ...]]:
        return {k: tuple(h for h, x in enumerate(self.kinds) if x == k) for k in set(self.kinds)}

    def of_kind(self, kind: str) -> tuple[int, ...]:
        """The indices of the houses of one kind."""
        return self._by_kind.get(kind, ())

    @property
    def full(self) -> int:
        """The mask of every digit."""
        return (1 << self.n) - 1


@dataclass(frozen=True)
class Step:
    """One deduction: digits to write, candidates to remove, and why.

    `rule` is a generic key ("hidden-single", "naked-single", "intersection", "naked-subset",
    "hidden-subset", "contradiction") or a type's own; `house` (and `other` for an
    intersection) index `HouseSet.houses`; `group` indexes a type's own groups (a Calcudoku
    cage); `digits` is the mask the step is about; `reason` holds the cells that justify it.
    """

    rule: str
    house: int
    digits: int
    placements: tuple[tuple[int, int], ...] = ()
    eliminations: tuple[tuple[int, int], ...] = ()
    reason: tuple[int, ...] = ()
    other: int = -1
    group: int = -1

    @property
    def targets(self) -> tuple[int, ...]:
        """The cells the step changes."""
        return tuple(c for c, _ in self.placements) + tuple(c for c, _ in self.eliminations)


def house_label(hs: HouseSet, h: int) -> House:
    """'row 3' or 'column 2' for a line; a region's label is its type's own."""
    return House("row" if hs.kinds[h] == "row" else "column", h % hs.n + 1)


def subset_rule(step: Step) -> str:
    """'naked-pair', 'hidden-triple', ... for a subset step."""
    kind = step.rule.split("-")[0]
    return f"{kind}-{'pair' if step.digits.bit_count() == 2 else 'triple'}"


Finder = Callable[[list[int], list[int], HouseSet], Step | None]
"""(candidates, written digits (0 empty), houses) -> the first step of one rule, or None."""


def bits(mask: int) -> list[int]:
    """The 0-based digit indices set in `mask`."""
    return [d for d in range(mask.bit_length()) if mask >> d & 1]


def effective_candidates(digits: Sequence[int], marks: Sequence[int], hs: HouseSet) -> list[int]:
    """A mask per cell: a written digit alone; else the marks (or all) minus the peers' digits."""
    cand = []
    for c, digit in enumerate(digits):
        if digit:
            cand.append(1 << (digit - 1))
            continue
        mask = marks[c] or hs.full
        for p in hs.peers[c]:
            if digits[p]:
                mask &= ~(1 << (digits[p] - 1))
        cand.append(mask)
    return cand


def _blockers(d: int, cells: Sequence[int], placed: Sequence[int], hs: HouseSet) -> list[int]:
    """A written peer holding digit d+1 for each of `cells` that has one."""
    found: list[int] = []
    for c in cells:
        p = next((p for p in hs.peers[c] if placed[p] == d + 1), -1)
        if p >= 0 and p not in found:
            found.append(p)
    return found


def _once_only(cand: list[int], placed: list[int], house: Sequence[int]) -> int:
    """The digits (mask) that fit exactly one empty cell of the house and are not written."""
    once = twice = written = 0
    for c in house:
        m = cand[c]
        if placed[c]:
            written |= m
        else:
            twice |= once & m
            once |= m
    return once & ~twice & ~written


def hidden_single(kind: str) -> Finder:
    """The finder of digits that fit one empty cell only of a house of `kind`."""

    def find(cand: list[int], placed: list[int], hs: HouseSet) -> Step | None:
        for h in hs.of_kind(kind):
            house = hs.houses[h]
            hidden = _once_only(cand, placed, house)
            if not hidden:
                continue
            m = hidden & -hidden
            d = m.bit_length() - 1
            cell = next(c for c in house if not placed[c] and cand[c] & m)
            others = [c for c in house if not placed[c] and c != cell]
            reason = tuple(_blockers(d, others, placed, hs))
            return Step("hidden-single", h, m, ((cell, d + 1),), (), reason)
        return None

    return find


def naked_single(cand: list[int], placed: list[int], hs: HouseSet) -> Step | None:
    """An empty cell with one candidate left."""
    for c, m in enumerate(cand):
        if not placed[c] and m and m & (m - 1) == 0:
            d = m.bit_length() - 1
            reason = [p for p in hs.peers[c] if placed[p] and placed[p] != d + 1]
            first = {placed[p]: p for p in reversed(reason)}  # one peer per other digit
            return Step("naked-single", -1, m, ((c, d + 1),), (), tuple(sorted(first.values())))
    return None


def intersection(cand: list[int], placed: list[int], hs: HouseSet) -> Step | None:
    """A digit confined, inside house A, to cells of house B leaves the rest of B."""
    for a, house in enumerate(hs.houses):
        crossing = hs.crossing[a]
        if not crossing:
            continue
        for d in range(hs.n):
            bit = 1 << d
            where = 0
            for c in house:
                if cand[c] & bit:
                    if placed[c]:
                        where = 0
                        break
                    where |= 1 << c
            if where & (where - 1) == 0:
                continue
            for b in crossing:
                if where & ~hs.masks[b]:
                    continue
                hit = [c for c in hs.houses[b] if cand[c] & bit and not placed[c]]
                hit = [c for c in hit if not where >> c & 1 and c not in house]
                if hit:
                    cells = tuple(c for c in house if where >> c & 1)
                    return Step("intersection", a, bit, (), tuple((c, bit) for c in hit), cells, b)
    return None


def naked_in(cand: list[int], placed: list[int], h: int, hs: HouseSet, size: int) -> Step | None:
    """`size` cells of house h whose candidates together are `size` digits, which leave the
    house's other cells."""
    empty = [c for c in hs.houses[h] if not placed[c]]
    small = [c for c in empty if 2 <= cand[c].bit_count() <= size]
    for group, union in naked_groups(cand, small, size):
        hit = tuple((c, cand[c] & union) for c in empty if c not in group and cand[c] & union)
        if hit:
            return Step("naked-subset", h, union, (), hit, group)
    return None


def hidden_in(cand: list[int], placed: list[int], h: int, hs: HouseSet, size: int) -> Step | None:
    """`size` digits that fit only `size` cells of house h, which lose their other digits."""
    empty = [c for c in hs.houses[h] if not placed[c]]
    free = 0
    for c in empty:
        free |= cand[c]
    for digits in combinations(bits(free), size):
        mask = sum(1 << d for d in digits)
        where = [c for c in empty if cand[c] & mask]
        if len(where) != size:
            continue
        hit = tuple((c, cand[c] & ~mask) for c in where if cand[c] & ~mask)
        if hit:
            return Step("hidden-subset", h, mask, (), hit, tuple(where))
    return None


HouseRule = Callable[[list[int], list[int], int, HouseSet, int], Step | None]
"""(candidates, written digits, house index, houses, size) -> a step in that house, or None."""


def in_each_house(rule: HouseRule, size: int) -> Finder:
    """The finder that tries `rule` on every house in turn."""

    def find(cand: list[int], placed: list[int], hs: HouseSet) -> Step | None:
        for h in range(len(hs.houses)):
            step = rule(cand, placed, h, hs, size)
            if step is not None:
                return step
        return None

    return find


def naked_subset(size: int) -> Finder:
    """The finder of `size` cells of a house whose candidates together are `size` digits."""
    return in_each_house(naked_in, size)


def hidden_subset(size: int) -> Finder:
    """The finder of `size` digits that fit only `size` cells of a house (which lose the rest)."""
    return in_each_house(hidden_in, size)


def subsets_by_house(sizes: Sequence[int]) -> Finder:
    """Naked then hidden subsets house by house, for each size in turn (one rule, as Keen's
    set elimination is)."""

    def find(cand: list[int], placed: list[int], hs: HouseSet) -> Step | None:
        for size in sizes:
            for h in range(len(hs.houses)):
                step = naked_in(cand, placed, h, hs, size) or hidden_in(cand, placed, h, hs, size)
                if step is not None:
                    return step
        return None

    return find


Holds = Callable[[list[int], HouseSet], bool]
"""Propagate deductions on candidates in place; False on a contradiction."""


def singles_hold(cand: list[int], hs: HouseSet) -> bool:
    """The singles of every house to a fixpoint; False on a contradiction."""
    return singles_fixpoint(cand, hs.houses, hs.full)


TRIAL_TICK: ContextVar[Callable[[], None] | None] = ContextVar("TRIAL_TICK", default=None)
"""Called before each trial of a `trial_by` finder when set (it raises when the work must
stop): a finder's trials on a 9x9 board take a tenth of a second, and the finder signature
has no room for a clock. latin_ladder.easiest_step sets it around its finders."""


def trial_by(holds: Holds) -> Finder:
    """The finder of a candidate that, written in its cell, makes `holds` fail (a one-level
    forcing chain, tried on cells with the fewest candidates first)."""

    def find(cand: list[int], placed: list[int], hs: HouseSet) -> Step | None:
        order = sorted(
            (m.bit_count(), c) for c, m in enumerate(cand) if not placed[c] and m & (m - 1)
        )
        tick = TRIAL_TICK.get()
        for _, c in order:
            for d in bits(cand[c]):
                if tick is not None:
                    tick()
                trial = cand[:]
                trial[c] = 1 << d
                if not holds(trial, hs):
                    return Step("contradiction", -1, 1 << d, (), ((c, 1 << d),), (c,))
        return None

    return find


contradiction = trial_by(singles_hold)
"""A candidate whose trial makes the singles run into a contradiction."""
