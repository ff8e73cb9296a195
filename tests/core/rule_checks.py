"""Checks the rules and solver tests of every type share: a state's violation codes and their
shape (one board, or a test over a table of them), a board complete and solved, the pzprjs
fail-check rows, moves that rebuild a state, a data row solving to its own solution."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from puzzlegui.core.model import AnyPuzzleType, SolveStatus, Violation
from tests.core.text_checks import violation_reads
from tests.data import data_rows


def with_progress(puzzle: str, progress: str) -> str:
    """A puzzle's text with progress lines added (written on one line, separated by '/')."""
    return puzzle + "progress:\n" + progress.replace("/", "\n") + "\n"


def violations(ptype: AnyPuzzleType, text: str, codes: set[str]) -> list[Violation]:
    """The violations of the board `text`: exactly `codes`, each with cells and a sentence."""
    puzzle, state = ptype.parse(text)
    found = ptype.check(puzzle, state)
    assert {v.code for v in found} == codes, text
    for violation in found:
        assert violation.cells
        assert violation.message.endswith(".")
        violation_reads(violation)
    return found


def rule_table_test(
    ptype: AnyPuzzleType, cases: list[tuple[str, set[str]]]
) -> Callable[[str, set[str]], None]:
    """A test (assign it to a `test_` name) that each (text, codes) of `cases` breaks exactly
    those codes, each violation with cells and a sentence (`violations`)."""

    @pytest.mark.parametrize(("text", "codes"), cases)
    def test(text: str, codes: set[str]) -> None:
        violations(ptype, text, codes)

    return test


def complete_and_solved(ptype: AnyPuzzleType, text: str) -> tuple[Any, Any]:
    """The board `text`, which is complete and solved: its (puzzle, state)."""
    puzzle, state = ptype.parse(text)
    assert ptype.is_complete(puzzle, state)
    assert ptype.is_solved(puzzle, state)
    return puzzle, state


def failcheck_rows(ptype: AnyPuzzleType, name: str) -> Iterator[tuple[dict[str, Any], Any, Any]]:
    """(row, puzzle, state) of each row of pzprjs/<name>-failchecks.jsonl (there are some)."""
    rows = data_rows(f"pzprjs/{name}-failchecks.jsonl")
    assert rows
    for row in rows:
        puzzle = ptype.puzzle_from_json(row["puzzle"])
        yield row, puzzle, ptype.solution_from_json(puzzle, row["board"])


def failchecks_break(ptype: AnyPuzzleType, name: str, expected: dict[str, set[str] | None]) -> None:
    """Each fail-check row breaks a rule of its pzprjs code (`expected`: any of these codes), or
    for a code mapped to None is unfinished and breaks nothing."""
    for row, puzzle, state in failcheck_rows(ptype, name):
        codes = codes_of(ptype, puzzle, state)
        wanted = expected[row["expected_code"]]
        if wanted is None:
            assert not ptype.is_complete(puzzle, state)
            assert codes == set()
        else:
            assert codes & wanted, (row["case"], codes)


def codes_of(ptype: AnyPuzzleType, puzzle: Any, state: Any) -> set[str]:
    """The codes of the rules `state` breaks."""
    return {v.code for v in ptype.check(puzzle, state)}


def rebuild_by_moves(ptype: AnyPuzzleType, text: str) -> list[Any]:
    """The moves to the board `text`: each reads back from its string, and they rebuild it."""
    puzzle, state = ptype.parse(text)
    moves = ptype.moves_to(puzzle, state)
    rebuilt = ptype.new_state(puzzle)
    for move in moves:
        assert ptype.parse_move(str(move)) == move
        rebuilt = ptype.apply(rebuilt, move)
    assert rebuilt == state
    return moves


def solves_to_its_solution(
    ptype: AnyPuzzleType, row: dict[str, Any], seconds: float | None = None
) -> None:
    """A data row's puzzle solves uniquely to the row's own solution, which breaks no rule."""
    puzzle = ptype.puzzle_from_json(row["puzzle"])
    result = ptype.solve(puzzle, limit=2, seconds=seconds)
    assert result.status is SolveStatus.SOLVED, row.get("id")
    assert result.solution is not None
    assert ptype.solution_to_json(puzzle, result.solution) == row["solution"]
    assert ptype.check(puzzle, result.solution) == []
    assert ptype.is_solved(puzzle, result.solution)
