"""The shared Latin finders on small squares: each rule alone, the moves a step becomes, and
the grade walk."""

from __future__ import annotations

from puzzlegui.core.latin import ClearCandidates, SetDigit, ToggleCandidate, new_latin_state
from puzzlegui.core.latin_hints import (
    HouseSet,
    Step,
    contradiction,
    effective_candidates,
    hidden_single,
    hidden_subset,
    intersection,
    naked_single,
    naked_subset,
    reason_of,
)
from puzzlegui.core.latin_ladder import (
    apply_step,
    easiest_step,
    grade_walk,
    mistake_moves,
    step_moves,
)


def sudoku4() -> HouseSet:
    """A 4x4 with rows, columns and 2x2 boxes."""
    rows = tuple(tuple(range(r * 4, r * 4 + 4)) for r in range(4))
    cols = tuple(tuple(range(c, 16, 4)) for c in range(4))
    boxes = tuple(
        tuple(r * 4 + c for r in (br, br + 1) for c in (bc, bc + 1))
        for br in (0, 2)
        for bc in (0, 2)
    )
    return HouseSet(4, rows + cols + boxes, ("row",) * 4 + ("column",) * 4 + ("region",) * 4)


def mask(*digits: int) -> int:
    """Digits 1-based -> mask."""
    return sum(1 << (d - 1) for d in digits)


def test_candidates_follow_digits_and_marks() -> None:
    hs = sudoku4()
    digits = [1] + [0] * 15
    marks = [0, mask(1, 2), *[0] * 14]
    cand = effective_candidates(digits, marks, hs)
    assert cand[0] == mask(1)
    assert cand[1] == mask(2)  # its marks less the 1 beside it
    assert cand[15] == mask(1, 2, 3, 4)  # no shared house with the 1


def test_naked_single_names_one_peer_per_other_digit() -> None:
    hs = sudoku4()
    placed = [1, 2, 0, 0, 3, *[0] * 11]
    cand = effective_candidates(placed, [0] * 16, hs)
    step = naked_single(cand, placed, hs)
    assert step is not None
    assert step.placements == ((5, 4),)
    assert set(reason_of(step, placed, hs).reason) == {0, 1, 4}


def test_hidden_single_in_a_region_only() -> None:
    hs = sudoku4()
    placed = [0] * 16
    placed[2] = 1  # row 1 has a 1: the top-left box has it in row 2 only
    placed[9] = 1  # column 2 has a 1
    cand = effective_candidates(placed, [0] * 16, hs)
    step = hidden_single("region")(cand, placed, hs)
    assert step is not None
    assert step.placements == ((4, 1),)
    # The two 1s that see the box's other empty cells, no more: each of them is needed.
    assert set(reason_of(step, placed, hs).reason) == {2, 9}


def test_intersection_clears_the_rest_of_the_line() -> None:
    hs = sudoku4()
    placed = [0] * 16
    cand = [hs.full] * 16
    for c in (4, 5):  # the top-left box keeps 1 in row 1 only
        cand[c] &= ~mask(1)
    step = intersection(cand, placed, hs)
    assert step is not None
    assert step.rule == "intersection"
    assert step.eliminations == ((2, mask(1)), (3, mask(1)))
    assert {2, 3} <= set(hs.houses[step.other])
    # Row 2 keeps its 1 in the top-right box (row 2, columns 3-4): where the sentence says it
    # must go; the row's other cells lost the 1 from their (player's) marks: the reason.
    assert set(step.focus) == {6, 7}
    assert set(reason_of(step, placed, hs).reason) == {4, 5}


def test_naked_and_hidden_pairs() -> None:
    hs = sudoku4()
    placed = [0] * 16
    cand = [hs.full] * 16
    cand[0] = cand[1] = mask(1, 2)
    step = naked_subset(2)(cand, placed, hs)
    assert step is not None
    assert step.digits == mask(1, 2)
    assert (2, mask(1, 2)) in step.eliminations
    cand = [hs.full] * 16
    cand[2] &= ~mask(3, 4)
    cand[3] &= ~mask(3, 4)
    step = hidden_subset(2)(cand, placed, hs)
    assert step is not None
    assert step.eliminations == ((0, mask(1, 2)), (1, mask(1, 2)))


def test_contradiction_removes_a_digit_that_breaks_the_singles() -> None:
    hs = sudoku4()
    placed = [0] * 16
    cand = [hs.full] * 16
    cand[0] = mask(1, 2)
    cand[1] = cand[4] = cand[5] = mask(1, 2, 3)
    cand[2] = cand[3] = mask(3, 4)
    step = contradiction(cand, placed, hs)
    assert step is not None
    assert step.eliminations[0][0] in range(16)


def test_moves_unmark_or_pencil_in_the_rest() -> None:
    state = new_latin_state(4)
    cand = [mask(1, 2, 3)] * 16
    step = Step("intersection", 0, mask(1), (), ((0, mask(1)),), ())
    assert step_moves(step, state, cand) == (
        ToggleCandidate((0, 0), 2),
        ToggleCandidate((0, 0), 3),
    )
    marked = new_latin_state(4)
    marked = type(marked)(4, marked.digits, (mask(1, 3), *marked.marks[1:]), marked.givens)
    assert step_moves(step, marked, cand) == (ToggleCandidate((0, 0), 1),)


def test_mistakes_are_wrong_digits_then_marks() -> None:
    solution = [1, 2, 3, 4] * 4
    state = new_latin_state(4)
    state = type(state)(4, (2, *state.digits[1:]), (0, mask(3), *state.marks[2:]), state.givens)
    assert mistake_moves(state, solution) == (0, SetDigit((0, 0), 0))
    state = type(state)(4, (0,) * 16, state.marks, state.givens)
    assert mistake_moves(state, solution) == (1, ClearCandidates((0, 1)))


def test_grade_walk_finishes_with_singles() -> None:
    hs = sudoku4()
    solution = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1]
    placed = [0 if i % 5 == 0 else d for i, d in enumerate(solution)]
    cand = effective_candidates(placed, [0] * 16, hs)
    ladder = ((hidden_single("region"),), (hidden_single("row"), naked_single))
    level, steps = grade_walk(cand, placed, hs, ladder, lambda: None)
    assert placed == solution
    assert level <= 2
    assert steps == 4


def test_easiest_step_prefers_lower_levels() -> None:
    hs = sudoku4()
    placed = [1, 2, 3, *[0] * 13]
    cand = effective_candidates(placed, [0] * 16, hs)
    found = easiest_step(cand, placed, hs, ((intersection,), (naked_single,)))
    assert found is not None
    level, step = found
    assert level == 1 or step.rule == "naked-single"
    apply_step(cand, placed, step, hs)
