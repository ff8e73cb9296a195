"""The Calcudoku solver: data-set rows solve to their solutions, uniqueness, no solution,
cancel, and every shipped board."""

from __future__ import annotations

from pathlib import Path

from puzzlegui.core.calcudoku import TYPE
from puzzlegui.core.calcudoku.generate import difficulty_of
from puzzlegui.core.model import SolveStatus
from tests.core.rule_checks import solves_to_its_solution
from tests.data import data_rows

ROOT = Path(__file__).resolve().parents[3]
BOARDS = sorted((ROOT / "boards" / "calcudoku").glob("*.puzzle"))


def test_pzprjs_factors_row() -> None:
    (row,) = data_rows("pzprjs/calcudoku.jsonl")
    solves_to_its_solution(TYPE, row)


def test_small_janko_rows() -> None:
    small = [row for row in data_rows("janko/calcudoku.jsonl") if row["puzzle"]["n"] <= 6][:6]
    assert small
    for row in small:
        solves_to_its_solution(TYPE, row)


def test_first_janko_rows_and_a_seven_cell_cage() -> None:
    data = data_rows("janko/calcudoku.jsonl")
    big = [r for r in data if max(len(c["cells"]) for c in r["puzzle"]["cages"]) >= 6]
    for row in data[:3] + big[:1]:
        solves_to_its_solution(TYPE, row)


def test_tatham_rows() -> None:
    for row in data_rows("tatham-graded/calcudoku.jsonl")[::3]:
        solves_to_its_solution(TYPE, row)


def test_one_big_cage_gives_multiple() -> None:
    cells = [[0, 0], [0, 1], [1, 0], [1, 1]]
    puzzle = TYPE.puzzle_from_json({"n": 2, "cages": [{"op": "+", "target": 6, "cells": cells}]})
    result = TYPE.solve(puzzle)
    assert result.status is SolveStatus.MULTIPLE
    assert all(TYPE.is_solved(puzzle, s) for s in result.solutions)


def test_impossible_cages_give_no_solution() -> None:
    cages = [
        {"op": "=", "target": 1, "cells": [[0, 0]]},
        {"op": "=", "target": 1, "cells": [[0, 1]]},
        {"op": "+", "target": 3, "cells": [[1, 0], [1, 1]]},
    ]
    puzzle = TYPE.puzzle_from_json({"n": 2, "cages": cages})
    assert TYPE.solve(puzzle).status is SolveStatus.NO_SOLUTION


def test_enough_boards_with_the_named_sizes() -> None:
    assert len(BOARDS) >= 6
    sizes = {path.stem.rsplit("-", 1)[1] for path in BOARDS}
    assert {"3x3", "4x4", "5x5", "6x6", "9x9"} <= sizes


def test_boards_grade_as_their_names_say() -> None:
    for path in BOARDS:
        named = path.stem.split("-")[1]
        assert difficulty_of(TYPE.grade(TYPE.parse(path.read_text())[0]).level) == named, path.name
