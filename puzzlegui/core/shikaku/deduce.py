"""The named deductions of Shikaku, on candidate rectangles held as cell bitmasks.

Each clue starts with every rectangle of its area that holds it and no other clue (the seed's
first two sieves). Then, to a fixpoint:

- shared-cells: the cells all candidates of a clue share are that clue's; any candidate of
  another clue touching them goes (a clue down to one candidate is the special case);
- only-clue: a cell that the candidates of only one clue reach belongs to that clue, so its
  candidates missing that cell go; a cell no clue reaches is a contradiction;

ladder.py builds the graded hint steps (one fit, one round of each rule, the chain, a
two-way trial) on top of these.

The seed's third sieve (a candidate overlapping every candidate of another clue goes) is implied
by shared-cells for rectangles: such a candidate lies on one side of the other clue, and every
candidate of that clue reaching that side shares the clue's neighbour cell there.
A pass costs a few big-int operations per candidate. A rule returns None on a contradiction,
else whether it removed anything.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence

from puzzlegui.core.cancel import Budget

from .puzzle import Puzzle, Rect, clue_prefix_counts

Candidates = list[list[int]]
"""For each clue (in puzzle order), the bitmasks of the rectangles it may still take."""

Stop = Callable[[], None]
"""Raises when the work must end (a Budget's check_time)."""

Rule = Callable[[Candidates, int, Stop | None], bool | None]


def divisor_shapes(number: int, rows: int, cols: int) -> list[tuple[int, int]]:
    """Every (height, width) with height * width == number that fits the grid."""
    return [
        (h, number // h)
        for h in range(1, min(number, rows) + 1)
        if number % h == 0 and number // h <= cols
    ]


class MaskRects:
    """The Rect of a rectangle's mask, read from its lowest and highest cells.

    Not a dict keyed by mask: Python hashes an int modulo 2**61 - 1, so `m << 61` and `m` share a
    hash, and the masks of one shape slid along a wide board collide in long chains (figures in
    docs/shikaku-notes.md)."""

    def __init__(self, cols: int) -> None:
        self.cols = cols

    def __getitem__(self, mask: int) -> Rect:
        top, left = divmod((mask & -mask).bit_length() - 1, self.cols)
        bottom, right = divmod(mask.bit_length() - 1, self.cols)
        return Rect(top, left, bottom - top + 1, right - left + 1)


def initial_candidates(
    puzzle: Puzzle, budget: Budget | None = None
) -> tuple[Candidates, MaskRects]:
    """Each clue's rectangles holding it and no other clue, and the Rect of every mask.

    Clues inside a rectangle are counted on a prefix-sum table in O(1), not by AND-ing with the
    clue mask (O(cells) per rectangle, too slow on the largest boards: docs/shikaku-notes.md)."""
    rows, cols = puzzle.rows, puzzle.cols
    count = clue_prefix_counts(puzzle)
    cand: Candidates = []
    for r, c, number in puzzle.clues:
        if budget is not None:
            budget.check()
        masks: list[int] = []
        for h, w in divisor_shapes(number, rows, cols):
            base = Rect(0, 0, h, w).mask(cols)
            for top in range(max(0, r - h + 1), min(r, rows - h) + 1):
                above, below = count[top], count[top + h]
                for left in range(max(0, c - w + 1), min(c, cols - w) + 1):
                    right = left + w
                    if below[right] - below[left] - above[right] + above[left] == 1:
                        masks.append(base << (top * cols + left))
        cand.append(masks)
    return cand, MaskRects(cols)


def and_all(masks: Sequence[int]) -> int:
    """The cells every mask has (0 for none)."""
    result = -1
    for mask in masks:
        result &= mask
    return result if masks else 0


def or_all(masks: Iterable[int]) -> int:
    """The cells any mask has."""
    result = 0
    for mask in masks:
        result |= mask
    return result


def _paced(cand: Candidates, stop: Stop | None) -> Iterable[list[int]]:
    """Each clue's candidates, calling `stop` each time PACE candidates have gone by: a rule's
    pass over a 200x200 board's candidates (each a mask of the whole board) took up to 0.16 s
    of CPU between two reads of the clock. A pass shorter than PACE is the list itself:
    stepping a generator once per clue was a large share of a solve on large boards
    (docs/shikaku-notes.md, "Published sizes")."""
    if stop is None or len(cand) + sum(map(len, cand)) < PACE:
        return cand
    return _paced_steps(cand, stop)


def _paced_steps(cand: Candidates, stop: Stop) -> Iterator[list[int]]:
    work = 0
    for masks in cand:
        work += len(masks) + 1
        if work >= PACE:
            stop()
            work = 0
        yield masks


PACE = 4096
"""Candidates between two clock reads in a rule's pass (each costs a whole-board mask
operation, a microsecond or two at 200x200)."""


def shared_cells(cand: Candidates, full: int, stop: Stop | None = None) -> bool | None:
    """Cells every candidate of a clue covers are closed to the other clues."""
    musts = [and_all(masks) for masks in _paced(cand, stop)]
    taken = 0
    for must in musts:
        if taken & must:
            return None
        taken |= must
    # The cells closed to a clue (`taken & ~must`) once per clue, not once per candidate:
    # the candidates' pass is most of a solve on large boards.
    blocks = [taken & ~must for must in musts]
    kept_lists = [
        [m for m in masks if not m & block] if len(masks) > 1 else masks
        for masks, block in zip(_paced(cand, stop), blocks, strict=True)
    ]
    return _narrow(cand, kept_lists)


def shared_cells_sweep(cand: Candidates, full: int, stop: Stop | None = None) -> bool | None:
    """`shared_cells` with each clue's narrowing seen by the clues after it in the same pass
    (what propagate uses: the same fixpoint in fewer passes; a hint's chain shows the rule one
    pass at a time, as `shared_cells` applies it)."""
    musts = [masks[0] if len(masks) == 1 else and_all(masks) for masks in _paced(cand, stop)]
    taken = 0
    for must in musts:
        if taken & must:
            return None
        taken |= must
    changed = False
    for i, masks in enumerate(_paced(cand, stop)):
        if len(masks) == 1:
            continue
        must = musts[i]
        block = taken & ~must
        kept = [m for m in masks if not m & block]
        if len(kept) != len(masks):
            if not kept:
                return None
            cand[i] = kept
            changed = True
            # Narrowed candidates share more cells; none of them is closed (kept avoids block).
            taken |= and_all(kept)
    return changed


def only_clue(cand: Candidates, full: int, stop: Stop | None = None) -> bool | None:
    """A cell only one clue can reach is that clue's; a cell none can reach is a contradiction."""
    unions = [masks[0] if len(masks) == 1 else or_all(masks) for masks in _paced(cand, stop)]
    once = twice = 0
    for union in unions:
        twice |= once & union
        once |= union
    if full & ~once:
        return None
    alone = once & ~twice
    needs = [alone & union for union in unions]
    kept_lists = [
        [m for m in masks if m & need == need] if need and len(masks) > 1 else masks
        for masks, need in zip(_paced(cand, stop), needs, strict=True)
    ]
    return _narrow(cand, kept_lists)


def _narrow(cand: Candidates, kept_lists: list[list[int]]) -> bool | None:
    """Keep only `kept_lists[i]` of each clue's candidates: True if any went, None if a clue
    has none left."""
    changed = False
    for i, kept in enumerate(kept_lists):
        if len(kept) != len(cand[i]):
            if not kept:
                return None
            cand[i] = kept
            changed = True
    return changed


RULES: tuple[tuple[str, Rule], ...] = (
    ("shared-cells", shared_cells),
    ("only-clue", only_clue),
)
"""(name, rule), cheapest first."""
SWEEPS: tuple[Rule, ...] = (shared_cells_sweep, only_clue)
"""The rules as propagate applies them (RULES' fixpoint, in fewer passes)."""


def propagate(
    cand: Candidates, full: int, rules: int = len(RULES), budget: Budget | None = None
) -> bool:
    """Apply the first `rules` rules to a fixpoint, in rounds of one pass of each, cheapest
    first, until a round changes nothing; False on a contradiction. Each pass looks at
    `budget`: a large board needs thousands of passes at its first node. (Going back to the
    first rule after every change reached the same fixpoint more slowly.)"""
    stop = None if budget is None else budget.check_time
    changed = True
    while changed:
        changed = False
        for rule in SWEEPS[:rules]:
            if budget is not None:
                budget.check()
            result = rule(cand, full, stop)
            if result is None:
                return False
            changed = changed or result
    return True
