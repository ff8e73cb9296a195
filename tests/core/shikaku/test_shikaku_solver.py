"""The Shikaku solver on the data sets, on puzzles with none or two solutions, on cancel; the
deduction rules one by one; the random cut; every shipped board."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from puzzlegui.core.model import SolveStatus
from puzzlegui.core.shikaku import TYPE
from puzzlegui.core.shikaku.cut import random_partition
from puzzlegui.core.shikaku.deduce import (
    RULES,
    initial_candidates,
    only_clue,
    propagate,
    shared_cells,
)
from puzzlegui.core.shikaku.generate import difficulty_of
from puzzlegui.core.shikaku.ladder import grade_level
from puzzlegui.core.shikaku.puzzle import make_puzzle
from tests.data import data_rows

ROOT = Path(__file__).resolve().parents[3]
BOARDS = sorted((ROOT / "boards" / "shikaku").glob("*.puzzle"))


def janko_sample() -> list[dict[str, Any]]:
    """The first five janko rows and the five smallest."""
    rows = data_rows("janko/shikaku.jsonl")
    small = sorted(rows[5:], key=lambda row: row["puzzle"]["rows"] * row["puzzle"]["cols"])
    return rows[:5] + small[:5]


def assert_solves_to_given(row: dict[str, Any]) -> None:
    """The row's puzzle solves uniquely to the row's solution, which passes check."""
    puzzle = TYPE.puzzle_from_json(row["puzzle"])
    result = TYPE.solve(puzzle, limit=2)
    assert result.status is SolveStatus.SOLVED, row["id"]
    state = result.solutions[0]
    assert TYPE.solution_to_json(puzzle, state) == row["solution"]
    assert TYPE.check(puzzle, state) == []
    assert TYPE.is_solved(puzzle, state)


def test_pzprjs_solved_row() -> None:
    (row,) = data_rows("pzprjs/shikaku.jsonl")
    assert_solves_to_given(row)


def test_janko_rows() -> None:
    for row in janko_sample():
        assert_solves_to_given(row)


def test_janko_row_with_two_solutions_is_multiple() -> None:
    rows = data_rows("janko/shikaku.jsonl")
    row = next(r for r in rows if r["id"] == "127_16x22")
    puzzle = TYPE.puzzle_from_json(row["puzzle"])
    result = TYPE.solve(puzzle, limit=2)
    assert result.status is SolveStatus.MULTIPLE  # the data set's own answer is one of them
    assert all(TYPE.is_solved(puzzle, state) for state in result.solutions)


def test_two_solutions_give_multiple() -> None:
    puzzle, _ = TYPE.parse("shikaku 2x2\n2 .\n. 2\n")
    result = TYPE.solve(puzzle, limit=2)
    assert result.status is SolveStatus.MULTIPLE
    assert len(result.solutions) == 2
    assert TYPE.solve(puzzle, limit=1).status is SolveStatus.SOLVED


@pytest.mark.parametrize(
    "text",
    [
        "shikaku 2x2\n3 .\n. .\n",  # areas do not add up
        "shikaku 4x1\n. 1 3 .\n",  # the 3 fits nowhere
        "shikaku 3x3\n3 . 3\n. . .\n3 . .\n",  # adds up, yet the cover fails
    ],
)
def test_impossible_puzzles_give_no_solution(text: str) -> None:
    puzzle, _ = TYPE.parse(text)
    result = TYPE.solve(puzzle, limit=2)
    assert result.status is SolveStatus.NO_SOLUTION
    assert result.solutions == []


@pytest.mark.parametrize("path", BOARDS, ids=lambda p: p.name)
def test_board_solves_uniquely(path: Path) -> None:
    puzzle, state = TYPE.parse(path.read_text())
    assert not state.rects
    result = TYPE.solve(puzzle, limit=2)
    assert result.status is SolveStatus.SOLVED
    assert TYPE.check(puzzle, result.solutions[0]) == []
    assert TYPE.is_solved(puzzle, result.solutions[0])


def test_boards_cover_the_sizes_and_difficulties() -> None:
    assert len(BOARDS) >= 9
    assert any(int(p.stem.split("x")[-1]) >= 25 for p in BOARDS)
    for path in BOARDS:
        level = grade_level(TYPE.parse(path.read_text())[0])
        assert difficulty_of(level) == path.name.split("-")[1], path.name
    assert {p.name.split("-")[1] for p in BOARDS} == set(TYPE.difficulties)


# --- the deduction rules -------------------------------------------------------------------------


def candidates(text: str) -> tuple[list[list[int]], int]:
    """The initial candidates of a puzzle and its full mask."""
    puzzle, _ = TYPE.parse(text)
    return initial_candidates(puzzle)[0], puzzle.full_mask


def test_initial_candidates_hold_one_clue() -> None:
    cand, _ = candidates("shikaku 3x1\n2 . 1\n")
    assert cand == [[0b011], [0b100]]


def test_shared_cells_closes_a_decided_cell() -> None:
    # the 3 must take the top row, so the 2 below cannot reach up into it
    cand, full = candidates("shikaku 3x2\n3 . .\n. 2 .\n")
    assert len(cand[1]) == 3
    assert shared_cells(cand, full) is True
    assert cand[1] == [0b011_000, 0b110_000]


def test_shared_cells_finds_two_clues_claiming_a_cell() -> None:
    cand, full = candidates("shikaku 3x1\n2 . 2\n")
    assert shared_cells(cand, full) is None


def test_only_clue_claims_a_cell_nobody_else_reaches() -> None:
    # r1c3 can only be reached by the 2 below it, which must then stand upright
    cand, full = candidates("shikaku 3x2\n4 . .\n. . 2\n")
    assert len(cand[1]) == 2
    assert only_clue(cand, full) is True
    assert cand[1] == [0b100_100]


def test_only_clue_finds_an_unreachable_cell() -> None:
    cand, full = candidates("shikaku 3x1\n1 . 1\n")
    assert only_clue(cand, full) is None


# --- the random cut -------------------------------------------------------------------------------


def test_partition_covers_the_grid_once() -> None:
    rects = random_partition(9, 7, random.Random(3), 8)
    cells = [cell for rect in rects for cell in rect.cells()]
    assert len(cells) == len(set(cells)) == 63
    assert all(rect.area <= 9 for rect in rects)


def _one_rule_at_a_time(cand: list[list[int]], full: int) -> bool:
    """The rules as they stood before the sweep: one pass of a rule, the first rule again after
    any change, to a fixpoint (the reference propagate must agree with)."""
    level = 0
    while level < len(RULES):
        result = RULES[level][1](cand, full, None)
        if result is None:
            return False
        level = 0 if result else level + 1
    return True


@pytest.mark.parametrize("seed", range(4))
def test_propagate_reaches_the_fixpoint_of_the_rules_one_at_a_time(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(40):
        rows, cols = rng.randint(4, 12), rng.randint(4, 12)
        rects = random_partition(rows, cols, rng, 8)
        clues = [(*rng.choice(rect.cells()), rect.area) for rect in rects]
        puzzle = make_puzzle(rows, cols, clues)
        cand, _ = initial_candidates(puzzle)
        if not all(cand):
            continue
        fast, slow = [list(m) for m in cand], [list(m) for m in cand]
        held = propagate(fast, puzzle.full_mask)
        assert held == _one_rule_at_a_time(slow, puzzle.full_mask)
        if held:
            assert [sorted(m) for m in fast] == [sorted(m) for m in slow]
