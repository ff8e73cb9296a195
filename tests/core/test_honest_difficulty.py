"""Issue 37: no difficulty a player can ask for accepts "needs guessing" (the ladder's top
level, a step from the solution), and a generated puzzle of each difficulty is finished by
Hint alone, every step from a rule."""

from __future__ import annotations

import random

import pytest

from puzzlegui.core import registry
from puzzlegui.core.grading import walk_hints
from puzzlegui.core.model import GenerateJob, GenerateOptions

TYPES = [ptype.name for ptype in registry.all_types()]
SMALL = {"hashi": 7, "calcudoku": 4, "logi5": 5, "shikaku": 7, "nurikabe": 5}


@pytest.mark.parametrize("name", TYPES)
def test_no_difficulty_accepts_a_step_from_the_solution(name: str) -> None:
    ptype = registry.get(name)
    top = len(ptype.levels)
    for difficulty, levels in ptype.levels_of.items():
        assert top not in levels, f"{name} {difficulty} accepts '{ptype.levels[-1]}'"


@pytest.mark.parametrize("name", ["hashi", "calcudoku", "logi5"])
def test_hint_alone_finishes_each_difficulty(name: str) -> None:
    ptype = registry.get(name)
    n = SMALL[name]
    for difficulty in ptype.difficulties:
        puzzle = ptype.generate(GenerateJob(GenerateOptions(n, n, difficulty), random.Random(7)))
        hints = walk_hints(ptype, puzzle)
        assert not any(h.from_solution for h in hints), f"{name} {difficulty}"
        state = ptype.new_state(puzzle)
        for hint in hints:
            state = ptype.apply_all(state, hint.moves)
        assert ptype.is_solved(puzzle, state), f"{name} {difficulty}"


@pytest.mark.slow
def test_the_reported_extreme_calcudoku_is_finished_by_hints() -> None:
    # `puzzle generate calcudoku --size 9 --difficulty extreme --seed 1004` once needed a step
    # from the solution (issue 37).
    ptype = registry.get("calcudoku")
    puzzle = ptype.generate(GenerateJob(GenerateOptions(9, 9, "extreme"), random.Random(1004)))
    hints = walk_hints(ptype, puzzle)
    assert hints
    assert not any(h.from_solution for h in hints)
