"""Hint reasons on small Latin boards, judged by brute force (minimal_reasons.py): the reason
cells of every step force it, and every cell a sentence names is lit. Minimality (no reason
cell could be dropped) is measured, not asserted: with the rows, columns and regions always in
force, a global argument often makes a rule's reason cell needless (docs/hint-reasons.md)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator

import pytest

from puzzlegui.core import registry
from puzzlegui.core.hashi.puzzle import SetBridges
from puzzlegui.core.latin import SetDigit
from puzzlegui.core.model import Hint
from tests.data import data_file

from . import hint_audit as audit
from . import minimal_reasons as mr
from . import minimal_reasons_hashi as hashi_judge

TRIAL_RULES = {"contradiction"}
"""Trials cite their starting cell only; the propagation behind them is not yet a reason."""

_CELL = re.compile(r"row (\d+), column (\d+)")


def _cases(type_name: str, files: tuple[str, ...], rows: int) -> Iterator[audit.Case]:
    ptype = registry.get(type_name)
    found = 0
    for name in files:
        for line in data_file(name).read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            if row["puzzle"]["n"] > 6 or row.get("solution") is None:
                continue
            puzzle = ptype.puzzle_from_json(row["puzzle"])
            solution = ptype.solution_from_json(puzzle, row["solution"])
            yield audit.Case(f"{name} {row.get('id', '')}", ptype, puzzle, solution)
            found += 1
            if found == rows:
                return


@pytest.mark.slow
@pytest.mark.parametrize(
    ("type_name", "files"),
    [
        ("logi5", ("janko/logi5.jsonl", "tatham-graded/logi5.jsonl")),
        ("calcudoku", ("tatham-graded/calcudoku.jsonl", "janko/calcudoku.jsonl")),
    ],
)
def test_reasons_force_the_step_and_every_named_cell_is_lit(
    type_name: str, files: tuple[str, ...]
) -> None:
    judged = 0
    for case in _cases(type_name, files, 6):
        board = mr.board_of(type_name, case.puzzle)
        for state, hint in audit.walk(case):
            if hint.from_solution or hint.rule in TRIAL_RULES:
                continue
            where = f"{case.name} ({hint.rule}): {hint.text}"
            assert mr.judge(board, state, hint).sufficient, where
            named = {(int(r) - 1, int(c) - 1) for r, c in _CELL.findall(hint.text)}
            assert named <= set(hint.reason_cells) | set(hint.cells), where
            judged += 1
    assert judged > 50


def _hint(moves: tuple[SetDigit, ...], reason: tuple[tuple[int, int], ...]) -> Hint:
    cells = tuple(m.cell for m in moves)
    return Hint(moves, cells, reason, "hidden-single", 2, "", {}, False)


def test_the_judge_finds_a_reason_missing_and_a_reason_too_many() -> None:
    rows = [{"op": "+", "target": 6, "cells": [[r, c] for c in range(3)]} for r in range(3)]
    puzzle = registry.get("calcudoku").puzzle_from_json({"n": 3, "cages": rows})
    board = mr.board_of("calcudoku", puzzle)
    state = registry.get("calcudoku").new_state(puzzle)
    digits = [1, 2, 0, 0, 0, 0, 0, 0, 0]
    state = type(state)(3, tuple(digits), state.marks, state.givens)
    move = (SetDigit((0, 2), 3),)
    assert mr.judge(board, state, _hint(move, ((0, 0), (0, 1)))) == mr.Verdict(True, [])
    assert not mr.judge(board, state, _hint(move, ((0, 0),))).sufficient
    extra = mr.judge(board, state, _hint(move, ((0, 0), (0, 1), (1, 1))))
    assert extra == mr.Verdict(True, [(1, 1)])


HASHI_WHOLE_NETWORK = {"isolation", "connection", "trial"}
"""Rules that read a group of islands or the whole network: the Hashi judge sees connection
only among reason islands (minimal_reasons_hashi.py), so it cannot judge them."""


def test_hashi_island_steps_light_every_neighbour_they_read_and_no_more() -> None:
    # "needs every bridge its neighbours can still take" lit the island alone (93 of 313
    # hints did not force their step); now the neighbours that narrowed its links are lit,
    # each only when the step needs it.
    ptype = registry.get("hashi")
    lines = data_file("tatham-graded/hashi.jsonl").read_text(encoding="utf-8").splitlines()
    judged = 0
    for line in lines[:6]:
        row = json.loads(line)
        case = audit.Case(row["id"], ptype, ptype.puzzle_from_json(row["puzzle"]), None)
        for state, hint in audit.walk(case):
            if hint.from_solution or hint.rule in HASHI_WHOLE_NETWORK:
                continue
            where = f"{row['id']} ({hint.rule}): {hint.text} {hint.reason_cells}"
            verdict = hashi_judge.judge(state, hint)
            assert verdict.sufficient, where
            if hint.rule != "crossing":  # a bridge is a fact at both its ends, both lit
                assert verdict.needless == [], where
            judged += 1
    assert judged > 50


def test_the_hashi_judge_finds_a_neighbour_missing() -> None:
    # A 1 and a 3 side by side, the 3 with one other way out (to a 2): the 3 needs the
    # 2's both bridges only because the 1 can take one bridge at most.
    puzzle = registry.get("hashi").puzzle_from_json(
        {"rows": 1, "cols": 5, "islands": [[0, 0, 1], [0, 2, 3], [0, 4, 2]]}
    )
    state = registry.get("hashi").new_state(puzzle)
    move = SetBridges((0, 2), (0, 4), 2)
    hint = Hint((move,), ((0, 2), (0, 4)), ((0, 2),), "island-full", 1, "", {}, False)
    assert not hashi_judge.judge(state, hint).sufficient
    full = Hint((move,), ((0, 2), (0, 4)), ((0, 2), (0, 0)), "island-full", 1, "", {}, False)
    assert hashi_judge.judge(state, full) == mr.Verdict(True, [])
