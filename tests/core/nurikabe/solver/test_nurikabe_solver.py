"""The Nurikabe solver: data-set rows solve to their solutions, uniqueness, no solution, cancel,
the deductions alone, and every shipped board."""

from __future__ import annotations

from pathlib import Path

import pytest

from puzzlegui.core.model import SolveStatus
from puzzlegui.core.nurikabe import TYPE
from puzzlegui.core.nurikabe.puzzle import make_puzzle
from tests.core.rule_checks import solves_to_its_solution
from tests.data import data_rows

ROOT = Path(__file__).resolve().parents[4]
BOARDS = sorted((ROOT / "boards" / "nurikabe").glob("*.puzzle"))


def small_janko(count: int) -> list[dict[str, object]]:
    """The `count` smallest janko boards (the file's order breaks ties)."""
    data = data_rows("janko/nurikabe.jsonl")
    return sorted(data, key=lambda r: r["puzzle"]["rows"] * r["puzzle"]["cols"])[:count]  # type: ignore[index]


def test_pzprjs_and_janko_rows_solve_to_their_solution() -> None:
    for row in data_rows("pzprjs/nurikabe.jsonl") + small_janko(10):
        solves_to_its_solution(TYPE, row, seconds=20)


def test_two_solutions_give_multiple() -> None:
    puzzle = make_puzzle(2, 2, [(0, 0, 2)])
    result = TYPE.solve(puzzle, limit=2)
    assert result.status is SolveStatus.MULTIPLE
    assert len(result.solutions) == 2
    assert result.solutions[0] != result.solutions[1]
    for state in result.solutions:
        assert TYPE.is_solved(puzzle, state)


@pytest.mark.parametrize(
    "clues",
    [[(0, 0, 5), (1, 1, 1)], [(0, 0, 1), (0, 1, 1)], [(0, 0, 4), (2, 2, 4)], [(0, 0, 1)]],
)
def test_impossible_boards_give_no_solution(clues: list[tuple[int, int, int]]) -> None:
    puzzle = make_puzzle(3, 3, clues)
    assert TYPE.solve(puzzle, limit=2).status is SolveStatus.NO_SOLUTION


def test_node_limit_gives_timeout() -> None:
    # docs/nurikabe_hard_boards.py's seed 1 at 13x15 (clues 9 and 169, more than one answer):
    # dozens of SAT turns (a node each). (An 8x8 with two 9s used to be here: it has no solution,
    # which the SAT model sees at once; then janko 0029 and 0753, which the ring and wall-tree
    # rules now settle at the root; then corner-clues-31, which the SAT model's line clauses
    # now solve in one turn.)
    puzzle = make_puzzle(13, 15, [(0, 12, 9), (10, 6, 169)])
    assert TYPE.solve(puzzle, limit=2, max_nodes=2).status is SolveStatus.TIMEOUT


def test_there_are_boards() -> None:
    assert len(BOARDS) >= 6
    sizes = [TYPE.parse(path.read_text())[0] for path in BOARDS]
    assert any(p.rows >= 15 and p.cols >= 15 for p in sizes)


@pytest.mark.slow
@pytest.mark.parametrize("path", BOARDS, ids=[p.name for p in BOARDS])
def test_boards_have_one_solution(path: Path) -> None:
    puzzle, state = TYPE.parse(path.read_text())
    assert state == TYPE.new_state(puzzle)
    result = TYPE.solve(puzzle, limit=2, seconds=20)
    assert result.status is SolveStatus.SOLVED, path.name
    assert result.solution is not None
    assert TYPE.check(puzzle, result.solution) == []
    assert TYPE.is_solved(puzzle, result.solution)
