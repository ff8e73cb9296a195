"""Solver scratch state belongs to one search (issue 14 item 5): each Board carries its own
marks and memos (`Board.memo`), and two searches of one puzzle stepped in turns (as a superseded
hint and the next one may run) each still find exactly the answer."""

from __future__ import annotations

import json
from pathlib import Path

from puzzlegui.core.cancel import Budget
from puzzlegui.core.nurikabe.engine.areas import AreaMemo
from puzzlegui.core.nurikabe.engine.board import Board
from puzzlegui.core.nurikabe.engine.cells import WALL
from puzzlegui.core.nurikabe.puzzle import make_puzzle
from puzzlegui.core.nurikabe.rules import neighbour_table
from puzzlegui.core.nurikabe.solver.dfs import steps

HARD = Path(__file__).resolve().parents[4] / "data" / "nurikabe-hard.jsonl"


def _row(name: str) -> dict[str, object]:
    for line in HARD.read_text(encoding="utf-8").splitlines():
        row: dict[str, object] = json.loads(line)
        if row["id"] == name:
            return row
    raise AssertionError(name)


def test_two_boards_of_one_puzzle_share_no_scratch() -> None:
    puzzle = make_puzzle(5, 5, [(0, 0, 3), (4, 4, 2)])
    a, b = Board(puzzle), Board(puzzle)
    assert a.marks is not b.marks
    assert a.marks.tag is not b.marks.tag
    assert a.marks.cuts is not b.marks.cuts
    assert a.memo(AreaMemo) is not b.memo(AreaMemo)
    assert a.memo(AreaMemo) is a.memo(AreaMemo)
    assert a.neighbours == neighbour_table(5, 5)  # the puzzle's own table, no module cache


def test_two_searches_of_one_puzzle_stepped_in_turns_each_find_the_one_answer() -> None:
    row = _row("few-clues-23")  # about 40 nodes for our search alone: many turns each
    p = row["puzzle"]
    assert isinstance(p, dict)
    puzzle = make_puzzle(p["rows"], p["cols"], [tuple(c) for c in p["clues"]])
    grid = row["solution"]["grid"]  # type: ignore[index]
    expected = bytearray(WALL if ch == "#" else 2 for line in grid for ch in line)
    searches = [steps(Board(puzzle), Budget(seconds=60), pause=1e-9) for _ in range(2)]
    found: list[list[bytearray]] = [[], []]
    running, turns = [True, True], 0
    while any(running):
        for k, search in enumerate(searches):
            if not running[k]:
                continue
            step = next(search, DONE)
            turns += 1
            if step is DONE:
                running[k] = False
            elif step is not None:  # None: the search paused, its work not done
                found[k].append(step)
    assert turns > 4  # they really took turns
    assert found == [[expected], [expected]]


DONE: list[int] = []
"""What `next` gives for a search that is over."""
