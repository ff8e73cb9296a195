"""Hashiwokakero hints: each ladder rule where it is the easiest step, mistakes first, moves that
agree with the solution, deterministic grades."""

from __future__ import annotations

import pytest

from puzzlegui.core.hashi import TYPE
from puzzlegui.core.hashi.puzzle import Puzzle, SetBridges, State, ToggleMark
from puzzlegui.core.model import Hint, HintAsk
from tests.core.hint_checks import rule_hint

BOARDS = {
    "island-full": "hashi 7x5\n. . . . . . .\n. . 2 . 5 . 1\n. . . . . . .\n. . 2 . 5 . 1\n"
    ". . . . . . .\n",
    "every-direction": "hashi 6x6\n. 3 . 2 . .\n. . . . . .\n. . . 3 . .\n. 2 . . . .\n"
    ". . . . . .\n1 . . 3 . .\n",
    "island-spread": "hashi 4x3\n. 2 . 2\n. . . .\n. 1 . 1\n",
    "isolation": "hashi 5x5\n. 1 . 1 .\n. . . . .\n. 2 . 2 .\n. . . . .\n. 2 . 2 .\n",
}
LEVEL_OF = {"island-full": 1, "every-direction": 1, "island-spread": 2, "isolation": 3}


def solution(puzzle: Puzzle) -> State:
    """The unique solution."""
    result = TYPE.solve(puzzle, limit=2)
    assert result.solution is not None
    assert len(result.solutions) == 1
    return result.solution


def agrees(puzzle: Puzzle, hint: Hint, answer: State) -> bool:
    """True when every move of the hint is true of the solution."""
    for move in hint.moves:
        count = answer.count(move.a, move.b)
        if isinstance(move, SetBridges) and move.count > count:
            return False
        if isinstance(move, ToggleMark) and count:
            return False
    return True


@pytest.mark.parametrize("rule", sorted(BOARDS))
def test_rule_is_the_easiest_step(rule: str) -> None:
    puzzle, _, hint = rule_hint(TYPE, BOARDS[rule], rule, LEVEL_OF[rule])
    assert agrees(puzzle, hint, solution(puzzle))


def test_a_wrong_bridge_is_pointed_out_first() -> None:
    puzzle, state = TYPE.parse(BOARDS["isolation"])
    state = TYPE.apply(state, SetBridges((0, 1), (0, 3), 1))
    hint = TYPE.hint(HintAsk(puzzle, state))
    assert hint is not None
    assert hint.rule in ("wrong-bridge", "broken-rule")
    assert hint.moves == (SetBridges((0, 1), (0, 3), 0),)
    assert "row 1, column 2" in hint.text


def test_a_wrong_marker_is_pointed_out() -> None:
    puzzle, state = TYPE.parse(BOARDS["island-full"])
    state = TYPE.apply(state, ToggleMark((1, 4), (1, 6)))
    hint = TYPE.hint(HintAsk(puzzle, state))
    assert hint is not None
    assert hint.rule == "wrong-mark"
    assert hint.moves == (ToggleMark((1, 4), (1, 6)),)


@pytest.mark.parametrize("path", ["01-easy-7x7.puzzle", "03-medium-10x10.puzzle"])
def test_hint_walk_agrees_with_the_solution_and_finishes(path: str) -> None:
    from tests.core.hashi.test_hashi_solver import ROOT

    puzzle, state = TYPE.parse((ROOT / "boards" / "hashi" / path).read_text())
    answer = solution(puzzle)
    for _ in range(500):
        hint = TYPE.hint(HintAsk(puzzle, state))
        if hint is None:
            break
        assert agrees(puzzle, hint, answer), hint.text
        assert not hint.from_solution
        for move in hint.moves:
            state = TYPE.apply(state, move)
    assert TYPE.is_solved(puzzle, state)
    assert TYPE.hint(HintAsk(puzzle, state)) is None


def test_grading_is_deterministic_and_in_range() -> None:
    puzzle, _ = TYPE.parse(BOARDS["isolation"])
    first = TYPE.grade(puzzle)
    assert first == TYPE.grade(puzzle)
    assert first.level == 3
    assert first.label == TYPE.levels[2]
    assert TYPE.levels[-1] == "needs guessing"


@pytest.mark.slow
def test_an_island_spread_hint_names_the_islands_its_links_lead_to() -> None:
    """The 'island spread' sentence names where the bridges go, not 'this link'."""
    from puzzlegui.core import registry
    from puzzlegui.core.grading import walk_hints
    from tests.cli.test_boards_and_cli import ROOT

    ptype = registry.get("hashi")
    seen = 0
    for path in sorted((ROOT / "boards" / "hashi").glob("*"))[:8]:
        puzzle, _ = ptype.parse(path.read_text(encoding="utf-8"))
        for found in walk_hints(ptype, puzzle):
            if found.rule != "island-spread":
                continue
            seen += 1
            assert "this link" not in found.text
            others = found.params["others"].cells
            assert others
            shown = set(found.cells) | set(found.reason_cells)
            assert set(others) <= shown  # it names only cells the board lights
    assert seen
