"""The rules of Shikaku as checks on the drawn rectangles.

A drawn rectangle is the player's final word on its cells, so it is wrong at once if it overlaps
another, holds no clue, holds two or more, or has an area other than its clue. Uncovered cells are
only flagged once every clue lies in some rectangle (before that the board is just unfinished).
The check never compares every pair of rectangles: an owner grid filled row slice by row slice
finds overlaps, and a prefix-sum table counts the clues in a rectangle in O(1), so a check costs
O(rows of the rectangles + cells) (a 200x200 board with 10 000 rectangles: docs/input-limits.md).
"""

from __future__ import annotations

from itertools import combinations

from puzzlegui.core.checking import never_raising
from puzzlegui.core.model import Cell, MessageTable, Violation
from puzzlegui.core.text.values import Phrase, Place, Span

from .puzzle import ClueIndex, Puzzle, Rect, State

MESSAGES = MessageTable(
    {
        "shikaku.overlap": "The rectangles {first} and {second} overlap.",
        "shikaku.no-clue": "The rectangle {rect} holds no clue.",
        "shikaku.several-clues": "The rectangle {rect} holds {count} clues, not one.",
        "shikaku.wrong-area": "The rectangle {rect} has {area} cells but its clue at {where} "
        "is {number}.",
        "shikaku.uncovered": "{uncovered}, the first at {where}.",
        "shikaku.uncovered-one": "1 cell lies in no rectangle",
        "shikaku.uncovered-many": "{count} cells lie in no rectangle",
    }
)


def describe(rect: Rect) -> Span:
    """A rectangle as a person reads it: its corners."""
    return Span((rect.row, rect.col), rect.bottom_right)


def cells_of_mask(mask: int, cols: int) -> list[Cell]:
    """The cells of a bitmask, row-major."""
    cells: list[Cell] = []
    while mask:
        low = mask & -mask
        cells.append(divmod(low.bit_length() - 1, cols))
        mask ^= low
    return cells


def _check(puzzle: Puzzle, state: State) -> list[Violation]:
    """Every rule broken now; [] for a board that is right so far."""
    rows, cols = puzzle.rows, puzzle.cols
    rects = [r for r in state.sorted_rects() if r.fits(rows, cols)]
    owner = [-1] * (rows * cols)
    found = _overlaps(rects, owner, cols)
    index = puzzle.clue_index
    faults = index.faults
    if len(faults) > 4 * len(rects) + 1000:
        faults.clear()  # rectangles long erased: keep the memo about the size of the board
    for rect in rects:
        known = faults.get(rect)
        if known is None:
            known = faults[rect] = _clue_faults(puzzle, index, rect)
        found.extend(known)
    if all(owner[r * cols + c] >= 0 for r, c, _ in puzzle.clues):
        missing = owner.count(-1)
        if missing:
            first = owner.index(-1)
            cells = [divmod(i, cols) for i in range(first, len(owner)) if owner[i] < 0]
            found.append(
                MESSAGES.violation(
                    "shikaku.uncovered",
                    cells,
                    count=missing,
                    uncovered=_uncovered(missing),
                    where=Place(cells[0]),
                )
            )
    return found


def _uncovered(count: int) -> Phrase:
    """'1 cell lies' or 'n cells lie' in no rectangle."""
    return Phrase(
        "shikaku.uncovered-one" if count == 1 else "shikaku.uncovered-many", {"count": count}
    )


check = never_raising(_check)


def _overlaps(rects: list[Rect], owner: list[int], cols: int) -> list[Violation]:
    """Fill `owner` (cell -> first rectangle covering it) row slice by row slice, and report
    every overlapping pair. Cost: O(rows of every rectangle) slice operations, plus the cells
    of the rectangles that overlap something: never a comparison of every pair."""
    involved: set[int] = set()
    for k, rect in enumerate(rects):
        for r in range(rect.row, rect.row + rect.height):
            start = r * cols + rect.col
            end = start + rect.width
            if max(owner[start:end]) < 0:
                owner[start:end] = [k] * rect.width
                continue
            involved.add(k)
            for i in range(start, end):
                if owner[i] < 0:
                    owner[i] = k
                else:
                    involved.add(owner[i])
    return _overlap_pairs(rects, sorted(involved)) if involved else []


def _overlap_pairs(rects: list[Rect], involved: list[int]) -> list[Violation]:
    """The overlapping pairs among the rectangles that overlap something, in sorted order."""
    at: dict[Cell, list[int]] = {}
    for k in involved:
        for cell in rects[k].cells():
            at.setdefault(cell, []).append(k)
    pairs = {(a, b) for ks in at.values() if len(ks) > 1 for a, b in combinations(ks, 2)}
    found: list[Violation] = []
    for a, b in sorted(pairs):
        first, second = rects[a], rects[b]
        found.append(
            MESSAGES.violation(
                "shikaku.overlap",
                _common(first, second).cells(),
                first=describe(first),
                second=describe(second),
            )
        )
    return found


def _common(a: Rect, b: Rect) -> Rect:
    top, left = max(a.row, b.row), max(a.col, b.col)
    bottom = min(a.row + a.height, b.row + b.height)
    right = min(a.col + a.width, b.col + b.width)
    return Rect(top, left, bottom - top, right - left)


def _clue_faults(puzzle: Puzzle, index: ClueIndex, rect: Rect) -> list[Violation]:
    count = index.clues_in(rect)
    if count == 0:
        return [MESSAGES.violation("shikaku.no-clue", rect.cells(), rect=describe(rect))]
    if count > 1:
        cells = index.cells_in(rect, count)
        return [
            MESSAGES.violation("shikaku.several-clues", cells, rect=describe(rect), count=count)
        ]
    (cell,) = index.cells_in(rect, 1)
    number = puzzle.clue_at[cell]
    if number == rect.area:
        return []
    return [
        MESSAGES.violation(
            "shikaku.wrong-area",
            rect.cells(),
            rect=describe(rect),
            area=rect.area,
            where=Place(cell),
            number=number,
        )
    ]


def is_complete(puzzle: Puzzle, state: State) -> bool:
    """Every cell lies in some rectangle (row slices of a byte per cell: no big masks)."""
    rows, cols = puzzle.rows, puzzle.cols
    covered = bytearray(rows * cols)
    for rect in state.rects:
        if rect.fits(rows, cols):
            ones = b"\x01" * rect.width
            for r in range(rect.row, rect.row + rect.height):
                start = r * cols + rect.col
                covered[start : start + rect.width] = ones
    return covered.count(0) == 0


def is_solved(puzzle: Puzzle, state: State) -> bool:
    """Every cell covered and no rule broken."""
    return is_complete(puzzle, state) and not check(puzzle, state)
