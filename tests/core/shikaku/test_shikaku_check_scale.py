"""The Shikaku check without pairwise comparison gives exactly the answers of the plain
pairwise definition (issue 13), on random small boards and random, overlapping rectangles."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from puzzlegui.core.shikaku import rules
from puzzlegui.core.shikaku.deduce import MaskRects
from puzzlegui.core.shikaku.puzzle import Puzzle, Rect, State, make_puzzle


def reference(puzzle: Puzzle, state: State) -> list[tuple[str, tuple[tuple[int, int], ...]]]:
    """The rules as written: every pair compared, every rectangle's clues by its cells."""
    rects = [r for r in state.sorted_rects() if r.fits(puzzle.rows, puzzle.cols)]
    found = []
    for i, a in enumerate(rects):
        for b in rects[i + 1 :]:
            shared = sorted(set(a.cells()) & set(b.cells()))
            if shared:
                found.append(("shikaku.overlap", tuple(shared)))
    for rect in rects:
        clues = [cell for cell in rect.cells() if cell in puzzle.clue_at]
        if not clues:
            found.append(("shikaku.no-clue", tuple(rect.cells())))
        elif len(clues) > 1:
            found.append(("shikaku.several-clues", tuple(clues)))
        elif puzzle.clue_at[clues[0]] != rect.area:
            found.append(("shikaku.wrong-area", tuple(rect.cells())))
    covered = {cell for rect in rects for cell in rect.cells()}
    if all(cell in covered for cell in puzzle.clue_at):
        missing = [(r, c) for r in range(puzzle.rows) for c in range(puzzle.cols)]
        missing = [cell for cell in missing if cell not in covered]
        if missing:
            found.append(("shikaku.uncovered", tuple(missing)))
    return found


@st.composite
def boards(draw: st.DrawFn) -> tuple[Puzzle, State]:
    rows, cols = draw(st.integers(1, 7)), draw(st.integers(1, 7))
    cells = st.tuples(st.integers(0, rows - 1), st.integers(0, cols - 1))
    spots = draw(st.sets(cells, max_size=8))
    puzzle = make_puzzle(rows, cols, [(r, c, draw(st.integers(1, 6))) for r, c in spots])
    rects = set()
    for _ in range(draw(st.integers(0, 10))):
        top, left = draw(cells)
        height = draw(st.integers(1, rows - top))
        width = draw(st.integers(1, cols - left))
        rects.add(Rect(top, left, height, width))
    return puzzle, State(rows, cols, frozenset(rects))


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(boards())
def test_the_check_agrees_with_the_pairwise_rules(board: tuple[Puzzle, State]) -> None:
    puzzle, state = board
    found = [(v.code, tuple(sorted(v.cells))) for v in rules.check(puzzle, state)]
    assert found == [(code, tuple(sorted(cells))) for code, cells in reference(puzzle, state)]
    covered = {cell for rect in state.rects for cell in rect.cells()}
    assert rules.is_complete(puzzle, state) == (len(covered) == puzzle.rows * puzzle.cols)


@given(boards())
@pytest.mark.slow
def test_a_mask_gives_back_its_rectangle(board: tuple[Puzzle, State]) -> None:
    puzzle, state = board
    for rect in state.rects:
        assert MaskRects(puzzle.cols)[rect.mask(puzzle.cols)] == rect
