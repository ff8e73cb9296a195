"""Hints answer for the board (no solution, several, solved), never wait for the solve, are
titled by their own rule, and reason from the rules rather than the player's pencil marks."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from puzzlegui.core import answers, hint_names, registry
from puzzlegui.core.formats.loader import read_board
from puzzlegui.core.latin import SetDigit, ToggleCandidate
from puzzlegui.core.model import HintAsk, SolveResult, SolveStatus
from tests.cli.test_boards_and_cli import run_cli

BOARDS = Path(__file__).resolve().parents[2] / "boards"


@pytest.mark.parametrize(
    ("text", "status", "words"),
    [
        ("hashi 3x1\n1 . 2\n", 1, "no solution"),
        ("shikaku 2x2\n3 .\n. 3\n", 1, "no solution"),
        ("shikaku 2x2\n2 .\n. 2\n", 3, "more than one solution"),
    ],
)
def test_puzzle_hint_answers_for_the_board(
    tmp_path: Path, text: str, status: int, words: str
) -> None:
    path = tmp_path / "odd.txt"
    path.write_text(text, encoding="utf-8")
    code, out, _ = run_cli(["hint", str(path)])
    assert code == status
    assert words in out
    assert "solved" not in out


def test_puzzle_hint_on_a_solved_board_says_so(tmp_path: Path) -> None:
    path = tmp_path / "done.txt"
    path.write_text("shikaku 2x2\n4 .\n. .\nprogress:\nr1c1:r2c2\n", encoding="utf-8")
    code, out, _ = run_cli(["hint", str(path)])
    assert (code, out) == (0, "Nothing to do: the board is solved.\n")


def test_a_hint_never_solves_when_told_not_to_wait() -> None:
    ptype = registry.get("nurikabe")
    puzzle = ptype.puzzle_from_json({"rows": 10, "cols": 10, "clues": [[1, 1, 37], [2, 2, 36]]})
    calls: list[float | None] = []

    def solve(*_: object, **options: float | None) -> SolveResult[object]:
        calls.append(options.get("seconds"))
        return SolveResult(SolveStatus.TIMEOUT, [], 0, 0.0)

    store = answers.Answers(seconds=0)
    assert answers.answer(puzzle, solve, store) is None
    found = ptype.hint(HintAsk(puzzle, ptype.new_state(puzzle), None, store))
    assert calls == []
    assert found is not None
    assert found.rule in ("still-solving", *hint_names.rule_names(ptype))


def test_titles_name_the_rule_not_the_level() -> None:
    board = read_board(BOARDS / "calcudoku" / "01-easy-3x3.puzzle")
    ptype, puzzle = board.ptype, board.puzzle
    solution = ptype.solve(puzzle).solution
    assert solution is not None
    cell = next(divmod(i, puzzle.n) for i, d in enumerate(solution.digits))
    wrong = 1 + solution.digit(cell) % puzzle.n
    found = ptype.hint(HintAsk(puzzle, ptype.apply(ptype.new_state(puzzle), SetDigit(cell, wrong))))
    assert found is not None
    assert found.rule in ("wrong-digit", "broken-rule")
    assert hint_names.title(ptype, found) == f"Level 1: {found.rule.replace('-', ' ')}"
    hashi = read_board(BOARDS / "hashi" / "01-easy-7x7.puzzle")
    first = hashi.ptype.hint(HintAsk(hashi.puzzle, hashi.state))
    assert first is not None
    assert first.rule == "every-direction"
    assert hint_names.title(hashi.ptype, first) == "Level 1: every direction"


def test_hashi_reasons_are_the_islands_the_rule_read() -> None:
    # Hints 2 and 3 on this board had lit the island at row 1, column 2 from an earlier step.
    # An island step lights its island first, then only what narrowed its own links: a
    # neighbour across one of them, or the ends of a bridge crossing one (issue 35).
    board = read_board(BOARDS / "hashi" / "01-easy-7x7.puzzle")
    ptype, state, puzzle = board.ptype, board.state, board.puzzle
    for _ in range(4):
        found = ptype.hint(HintAsk(puzzle, state))
        assert found is not None
        if "where" in found.params:
            row, col = re.findall(r"\d+", str(found.params["where"]))
            where = (int(row) - 1, int(col) - 1)
            assert found.reason_cells[0] == where, found.text
            links = puzzle.island_links[puzzle.index[where]]
            near = {end for k in links for end in puzzle.edge(k)}
            near |= {end for k in links for x in puzzle.crossings[k] for end in puzzle.edge(x)}
            assert set(found.reason_cells) <= near, found.text
        for move in found.moves:
            state = ptype.apply(state, move)


def test_calcudoku_hints_do_not_build_on_pencil_marks() -> None:
    # An 8+ cage in an L can be {1, 3, 4}, {2, 2, 4} or {2, 3, 3}; marks {1, 3} in its corner
    # (wrong: the solution has 2 there) must not make a hint claim {1, 3, 4} is the only way.
    ptype = registry.get("calcudoku")
    grid = [[2, 1, 3, 4], [4, 2, 1, 3], [1, 3, 4, 2], [3, 4, 2, 1]]
    groups = [
        [(0, 0), (1, 0), (1, 1)], [(0, 1), (0, 2)], [(0, 3), (1, 3)], [(1, 2), (2, 2)],
        [(2, 0), (3, 0)], [(2, 1), (3, 1)], [(2, 3), (3, 3), (3, 2)],
    ]  # fmt: skip
    cages = [
        {"op": "+", "target": sum(grid[r][c] for r, c in cells), "cells": [list(x) for x in cells]}
        for cells in groups
    ]
    puzzle = ptype.puzzle_from_json({"n": 4, "cages": cages})
    state = ptype.new_state(puzzle)
    for digit in (1, 3):
        state = ptype.apply(state, ToggleCandidate((0, 0), digit))
    told = 0
    store = answers.Answers(seconds=0)
    for _ in range(30):
        found = ptype.hint(HintAsk(puzzle, state, None, store))
        if found is None or not found.moves:
            break
        assert "only with {1, 3, 4}" not in found.text, found.text
        if str(found.params.get("cage")) == "row 1, column 1":  # str(): the English
            assert "{2, 2, 4}" in found.text or "ways" in found.text, found.text
            told += 1
        for move in found.moves:
            state = ptype.apply(state, move)
    assert told  # some hint spoke of the 8+ cage
