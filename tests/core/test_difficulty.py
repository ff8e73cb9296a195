"""The difficulty score: the level dominates, more hard steps and more steps above the first
level score higher, a step from the solution counts as the top level; `puzzle grade --json`
carries it with its reason."""

from __future__ import annotations

import json

import pytest

from puzzlegui.core import registry
from puzzlegui.core.answers import Answers
from puzzlegui.core.difficulty import difficulty, score_of
from puzzlegui.core.formats.loader import read_board
from puzzlegui.core.grading import after_hints, walk_hints
from puzzlegui.core.model import Hint
from tests.cli.test_boards_and_cli import ROOT, run_cli
from tests.core.test_rewind import first_board, positions, wrong_answer
from tests.samples import sample_paths

LOGI5 = registry.get("logi5")


def steps(*levels: int, solution_at: int = -1) -> list[Hint]:
    return [
        Hint((), (), (), f"rule-{lv}", lv, "", from_solution=(i == solution_at))
        for i, lv in enumerate(levels)
    ]


def test_the_level_dominates_then_hard_steps_then_their_share() -> None:
    one_hard = score_of(LOGI5, steps(1, 1, 1, 3))
    two_hard = score_of(LOGI5, steps(1, 1, 3, 3))
    harder_level = score_of(LOGI5, steps(1, 1, 1, 4))
    more_middle = score_of(LOGI5, steps(2, 2, 1, 3))
    assert one_hard.score < two_hard.score < harder_level.score
    assert one_hard.score < more_middle.score < harder_level.score
    assert int(one_hard.score) == one_hard.level == 3
    assert two_hard.hard_steps == 2
    assert one_hard.rule == "rule-3"


def test_size_alone_does_not_raise_the_score() -> None:
    small = score_of(LOGI5, steps(1, 2, 1, 3))
    large = score_of(LOGI5, steps(1, 2, 1, 3) * 5)  # the same kind of walk, five times longer
    assert abs(small.score - large.score) < 1e-9
    assert score_of(LOGI5, steps(1, 1)).score == score_of(LOGI5, steps(*[1] * 40)).score


def test_a_step_from_the_solution_is_the_top_level() -> None:
    found = score_of(LOGI5, steps(1, 2, 1, solution_at=1))
    assert found.level == len(LOGI5.levels)


@pytest.mark.slow
def test_a_board_scores_within_its_grades_unit() -> None:
    for name in registry.NAMES:
        ptype = registry.get(name)
        path = sample_paths(name)[2]
        puzzle, _ = ptype.parse(path.read_text(encoding="utf-8"))
        found = difficulty(ptype, puzzle)
        assert found.level <= found.score < found.level + 1
        assert found.steps > 0


def test_grade_json_has_the_score_and_its_reason() -> None:
    path = sorted((ROOT / "boards" / "logi5").glob("*"))[6]
    status, out, _ = run_cli(["grade", "--json", str(path)])
    assert status == 0
    data = json.loads(out)
    assert data["level"] <= data["score"] < data["level"] + 1
    assert data["reason"].startswith("needed '")


@pytest.mark.parametrize("name", registry.NAMES)
def test_a_grades_walk_gets_the_players_hints(name: str) -> None:
    """A grade's walk skips looking for broken rules and mistakes (HintAsk.by_hints): its own
    moves make none, so it must get the very steps the player's walk gets (their reasons may
    be left out: Nurikabe does not search for them)."""
    ptype = registry.get(name)
    for path in sample_paths(name)[:3]:
        puzzle = read_board(path).puzzle
        graded = walk_hints(ptype, puzzle, None, None, Answers(), graded=True)
        played = walk_hints(ptype, puzzle, None, None, Answers())
        assert [(h.rule, h.level, h.moves) for h in graded] == [
            (h.rule, h.level, h.moves) for h in played
        ]
        assert graded
        assert ptype.is_solved(puzzle, after_hints(ptype, puzzle, graded))


@pytest.mark.parametrize("name", registry.NAMES)
def test_a_grades_walk_from_a_played_board_still_finds_the_mistake(name: str) -> None:
    """Only a walk from the empty board skips the checks: a board given to it may hold a
    mistake, and its first hint says so, as the player's does."""
    ptype, puzzle, solution = first_board(name)
    start = positions(ptype, puzzle, ptype.moves_to(puzzle, solution)[:3])[-1]
    wrong = wrong_answer(ptype, puzzle, solution, start)
    graded = walk_hints(ptype, puzzle, wrong, None, Answers(), graded=True)
    played = walk_hints(ptype, puzzle, wrong, None, Answers())
    assert graded[0] == played[0]
    before = walk_hints(ptype, puzzle, start, None, Answers(), graded=True)
    assert graded[0] != before[0]  # the move made a difference: the hint is about it
