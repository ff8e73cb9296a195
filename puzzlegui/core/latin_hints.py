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
from dataclasses import dataclass, replace
from functools import cached_property
from itertools import combinations

from puzzlegui.core.latin import naked_groups, singles_fixpoint
from puzzlegui.core.text.values import Digits, House, Listed, Phrase, Place, Places


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
    cage); `digits` is the mask the step is about; `reason` holds the cells whose digits and
    pencil marks force it; `focus` the cells the sentence is about (a subset's cells, where an
    intersection's digit must go), when they are not all reasons.
    """

    rule: str
    house: int
    digits: int
    placements: tuple[tuple[int, int], ...] = ()
    eliminations: tuple[tuple[int, int], ...] = ()
    reason: tuple[int, ...] = ()
    other: int = -1
    group: int = -1
    focus: tuple[int, ...] = ()

    @property
    def targets(self) -> tuple[int, ...]:
        """The cells the step changes."""
        return tuple(c for c, _ in self.placements) + tuple(c for c, _ in self.eliminations)


def house_label(hs: HouseSet, h: int) -> House:
    """'row 3' or 'column 2' for a line; a region's label is its type's own."""
    return House("row" if hs.kinds[h] == "row" else "column", h % hs.n + 1)


HIDDEN_SINGLE_PHRASES = {
    "filled-one": "the other filled cell holds another digit",
    "filled-many": "the {count} other filled cells hold other digits",
    "seen-one": "the {digit} at {cells} sees {others}",
    "seen-many": "the {digit}s at {cells} see {others}",
    "marked-one": "{cells} has lost the {digit} from its pencil marks",
    "marked-many": "{cells} have lost the {digit} from their pencil marks",
    "others-one": "the other empty cell",
    "others-many": "the other empty cells",
    "ruled-by": " (the digits at {cells} rule out the others)",
    "ruled-none": "",
    "pencil-none": "",
    "pencil-one": " Apply pencils in {left} at {cell}, which shows no pencil marks yet.",
    "pencil-many": " Apply pencils in the candidates left at the cells that show none yet: "
    "{cells}.",
    "pencil-cell": "{left} at {cell}",
}
"""The parts of a reason, by code after the type's prefix ('logi5.filled-one'): why a digit
fits no other cell of a house, each part in the singular and the plural (no 'cell(s)'); and
the written digits that narrow a subset's cells; what Apply pencils in at cells that show no
pencil marks (removing a candidate there means writing the ones left)."""


def confined_why(
    prefix: str, step: Step, keep: Sequence[int], placed: Sequence[int], hs: HouseSet
) -> Listed:
    """Why the step's digit fits no cell of its house but `keep`, in parts: the house's other
    written cells, the written digits that see its other empty cells, and the cells whose
    pencil marks lost the digit (the step's reason, as confined_reason found it)."""
    n, house = hs.n, set(hs.houses[step.house])
    digit = Digits.of_mask(step.digits)
    filled = [c for c in step.reason if c in house and placed[c]]
    seen = [c for c in step.reason if c not in house]
    marked = [c for c in step.reason if c in house and not placed[c] and c not in keep]
    blocked = [c for c in house if not placed[c] and c not in keep and c not in marked]
    parts: list[Phrase] = []
    if filled:
        count = "one" if len(filled) == 1 else "many"
        parts.append(Phrase(f"{prefix}.filled-{count}", {"count": len(filled)}))
    if seen:
        others = Phrase(f"{prefix}.others-{'one' if len(blocked) == 1 else 'many'}", {})
        count = "one" if len(seen) == 1 else "many"
        places = Places.of(divmod(c, n) for c in seen)
        params = {"digit": digit, "cells": places, "others": others}
        parts.append(Phrase(f"{prefix}.seen-{count}", params))
    if marked:
        count = "one" if len(marked) == 1 else "many"
        places = Places.of(divmod(c, n) for c in marked)
        parts.append(Phrase(f"{prefix}.marked-{count}", {"cells": places, "digit": digit}))
    return Listed(tuple(parts), "and")


def hidden_single_why(prefix: str, step: Step, placed: Sequence[int], hs: HouseSet) -> Listed:
    """Why a hidden single's digit fits only its cell (confined_why)."""
    return confined_why(prefix, step, (step.placements[0][0],), placed, hs)


def ruled_by(prefix: str, step: Step, hs: HouseSet) -> Phrase:
    """' (the digits at ... rule out the others)': the reason cells outside a subset's house
    that narrow its cells, or nothing."""
    outside = [c for c in step.reason if c not in hs.houses[step.house]]
    if not outside:
        return Phrase(f"{prefix}.ruled-none", {})
    return Phrase(f"{prefix}.ruled-by", {"cells": Places.of(divmod(c, hs.n) for c in outside)})


def pencil_note(prefix: str, step: Step, marks: Sequence[int], cand: Sequence[int]) -> Phrase:
    """' Apply pencils in 1, 2 and 4 at row 1, column 3, ...': the candidates left that Apply
    writes at the step's cells that show no pencil marks (latin_ladder.step_moves), or
    nothing."""
    n = round(len(cand) ** 0.5)
    left = [(c, cand[c] & ~mask) for c, mask in step.eliminations if not marks[c]]
    if not left:
        return Phrase(f"{prefix}.pencil-none", {})
    if len(left) == 1:
        c, mask = left[0]
        return Phrase(f"{prefix}.pencil-one", {"left": Digits.of_mask(mask), "cell": _place(n, c)})
    cells = tuple(
        Phrase(f"{prefix}.pencil-cell", {"left": Digits.of_mask(m), "cell": _place(n, c)})
        for c, m in left
    )
    return Phrase(f"{prefix}.pencil-many", {"cells": Listed(cells, ";")})


def _place(n: int, c: int) -> Place:
    return Place(divmod(c, n))


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


def explain(
    pairs: Sequence[tuple[int, int]], placed: Sequence[int], hs: HouseSet
) -> tuple[int, ...]:
    """Few cells whose facts rule out each (cell, digit index) of `pairs`: a written cell rules
    out every digit but its own; a written digit rules itself out of the cells it sees; what
    neither covers, the cell's pencil marks must (the cell itself is a reason). Greedy: the
    cell ruling out the most pairs first, then any cell the others make needless is dropped."""
    covers: dict[int, set[tuple[int, int]]] = {}
    for c, d in pairs:
        if placed[c]:
            covers.setdefault(c, set()).add((c, d))
            continue
        for p in hs.peers[c]:
            if placed[p] == d + 1:
                covers.setdefault(p, set()).add((c, d))
    left = set().union(*covers.values()) if covers else set()
    chosen: list[int] = []
    while left:
        best = max(covers, key=lambda p: (len(covers[p] & left), -p))
        chosen.append(best)
        left -= covers[best]
    for p in list(chosen):
        rest = set().union(*(covers[q] for q in chosen if q != p))
        if covers[p] <= rest:
            chosen.remove(p)
    got = set().union(*(covers[q] for q in chosen)) if chosen else set()
    own = [c for c, d in pairs if (c, d) not in got]
    return (*chosen, *dict.fromkeys(own))


def reason_of(step: Step, placed: Sequence[int], hs: HouseSet) -> Step:
    """The step with its whole reason: every cell whose digit or pencil marks it needs (the
    finders leave the search for them to the one step a hint shows: a grade walks thousands).
    A hidden single or an intersection: why the digit fits no other cell of its house; a naked
    single: why each other digit left the cell; a subset: its cells, and why the digits they
    lost (naked) or the other cells of the house (hidden) are ruled out."""
    house = hs.houses[step.house] if step.house >= 0 else ()
    d = step.digits.bit_length() - 1
    if step.rule == "hidden-single":
        reason = confined_reason(d, (step.placements[0][0],), house, placed, hs)
    elif step.rule == "intersection":
        reason = confined_reason(d, step.focus, house, placed, hs)
    elif step.rule == "naked-single":
        c = step.placements[0][0]
        reason = explain([(c, e) for e in range(hs.n) if e != d], placed, hs)
    elif step.rule == "naked-subset":
        lost = [(c, e) for c in step.focus for e in bits(hs.full & ~step.digits)]
        reason = tuple(dict.fromkeys((*step.focus, *explain(lost, placed, hs))))
    elif step.rule == "hidden-subset":
        rest = [(c, e) for c in house if c not in step.focus for e in bits(step.digits)]
        reason = tuple(dict.fromkeys((*step.focus, *explain(rest, placed, hs))))
    else:
        return step
    return replace(step, reason=reason)


def confined_reason(
    d: int, keep: Sequence[int], house: Sequence[int], placed: Sequence[int], hs: HouseSet
) -> tuple[int, ...]:
    """Why digit d+1 fits no cell of `house` but those of `keep`: the house's other written
    cells, a few written d+1 that see its other empty cells, and the empty cells none sees,
    whose pencil marks have lost d+1 already (explain)."""
    return explain([(c, d) for c in house if c not in keep], placed, hs)


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
            return Step("hidden-single", h, m, ((cell, d + 1),))  # reason: reason_of
        return None

    return find


def naked_single(cand: list[int], placed: list[int], hs: HouseSet) -> Step | None:
    """An empty cell with one candidate left."""
    for c, m in enumerate(cand):
        if not placed[c] and m and m & (m - 1) == 0:
            d = m.bit_length() - 1
            return Step("naked-single", -1, m, ((c, d + 1),))  # reason: reason_of
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
                    cells = [c for c in house if where >> c & 1]
                    gone = tuple((c, bit) for c in hit)
                    return Step("intersection", a, bit, (), gone, (), b, focus=tuple(cells))
    return None


def naked_in(cand: list[int], placed: list[int], h: int, hs: HouseSet, size: int) -> Step | None:
    """`size` cells of house h whose candidates together are `size` digits, which leave the
    house's other cells."""
    empty = [c for c in hs.houses[h] if not placed[c]]
    small = [c for c in empty if 2 <= cand[c].bit_count() <= size]
    for group, union in naked_groups(cand, small, size):
        hit = tuple((c, cand[c] & union) for c in empty if c not in group and cand[c] & union)
        if hit:
            return Step("naked-subset", h, union, (), hit, group, focus=group)
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
            return Step("hidden-subset", h, mask, (), hit, tuple(where), focus=tuple(where))
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


class TrialFinder:
    """The finder of a candidate that, written in its cell, makes `holds` fail (a one-level
    forcing chain, tried on cells with the fewest candidates first). Called as a Finder it
    reads no clock; `run` is given one (`tick`, raising when the work must stop), called
    before each trial: a finder's trials on a 9x9 board take a tenth of a second."""

    def __init__(self, holds: Holds) -> None:
        self.holds = holds

    def __call__(self, cand: list[int], placed: list[int], hs: HouseSet) -> Step | None:
        return self.run(cand, placed, hs, None)

    def run(
        self,
        cand: list[int],
        placed: list[int],
        hs: HouseSet,
        tick: Callable[[], None] | None,
    ) -> Step | None:
        """The first contradicting candidate's step, or None."""
        order = sorted(
            (m.bit_count(), c) for c, m in enumerate(cand) if not placed[c] and m & (m - 1)
        )
        for _, c in order:
            for d in bits(cand[c]):
                if tick is not None:
                    tick()
                trial = cand[:]
                trial[c] = 1 << d
                if not self.holds(trial, hs):
                    return Step("contradiction", -1, 1 << d, (), ((c, 1 << d),), (c,))
        return None


def trial_by(holds: Holds) -> Finder:
    """The finder of a candidate that, written in its cell, makes `holds` fail."""
    return TrialFinder(holds)


Event = tuple[str, int, int, int]
"""One step of a traced trial: (kind, cell, digit index, house); kind "naked" (the cell's one
digit left), "hidden" (the digit's one place left in the house), "empty" (a cell with no digit
left) or "no-place" (a digit with no place left in the house); -1 where it has none."""


Narrow = Callable[[list[int], list[Event]], bool | None]
"""A type's own narrowing for a traced trial (Calcudoku's cages): one step on the candidates,
its event appended; None when it has none, False on a contradiction."""


def trace_singles(
    cand: list[int], hs: HouseSet, more: Narrow | None = None
) -> tuple[bool, list[Event]]:
    """The singles of singles_hold, one at a time in reading order, after a trial (the cells
    with one digit already, the trial's among them, make no event), then `more` when the
    singles are done; False at the first contradiction met, with the events that led to it
    (the chain a trial opens as sub-steps). The same fixpoint as the bulk propagation, so it
    fails exactly when that does."""
    quiet = {c for c, m in enumerate(cand) if _single(m)}  # known before: no event of theirs
    settled = [False] * len(cand)
    events: list[Event] = []
    while True:
        found = _next_naked(cand, hs, settled, events, quiet)
        if found is None:
            found = _next_hidden(cand, hs, events, quiet)
        if found is None and more is not None:
            found = more(cand, events)
        if found is not None:
            if not found:
                return False, events
            continue
        return True, events


def _single(mask: int) -> bool:
    return mask != 0 and mask & (mask - 1) == 0


def _next_naked(
    cand: list[int], hs: HouseSet, settled: list[bool], events: list[Event], quiet: set[int]
) -> bool | None:
    """Settle the first cell with one digit left: it leaves its peers. None if there is none,
    False on a cell left empty."""
    for c, m in enumerate(cand):
        if settled[c] or not _single(m):
            continue
        settled[c] = True
        if c not in quiet:
            events.append(("naked", c, m.bit_length() - 1, -1))
        for p in hs.peers[c]:
            if cand[p] & m:
                cand[p] &= ~m
                if not cand[p]:
                    events.append(("empty", p, -1, -1))
                    return False
        return True
    return None


def _next_hidden(
    cand: list[int], hs: HouseSet, events: list[Event], quiet: set[int]
) -> bool | None:
    """Write the first digit with one place left in a house (its cell then settles quietly: the
    event said it). None if there is none, False on a digit with no place left."""
    for h, house in enumerate(hs.houses):
        for d in range(hs.n):
            bit = 1 << d
            where = [c for c in house if cand[c] & bit]
            if not where:
                events.append(("no-place", -1, d, h))
                return False
            if len(where) == 1 and cand[where[0]] != bit:
                cand[where[0]] = bit
                quiet.add(where[0])
                events.append(("hidden", where[0], d, h))
                return True
    return None


contradiction = trial_by(singles_hold)
"""A candidate whose trial makes the singles run into a contradiction."""
