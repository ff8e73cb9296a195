"""Nurikabe hints: each ladder rule is the easiest step on a board made for it, mistakes come
first, hint moves agree with the solution, and grading is deterministic and matches the
one-hint-at-a-time walk of grading.grade_by_hints."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from puzzlegui.core.grading import after_hints, grade_by_hints, walk_hints
from puzzlegui.core.model import HintAsk
from puzzlegui.core.nurikabe import TYPE
from puzzlegui.core.nurikabe.hints import TEXTS
from puzzlegui.core.nurikabe.ladder import trials
from puzzlegui.core.nurikabe.puzzle import Mark, Puzzle, SetMark, State
from tests.data import data_rows

ROOT = Path(__file__).resolve().parents[3]
BOARDS = sorted((ROOT / "boards" / "nurikabe").glob("*.puzzle"))

# The puzzles several of the boards below start from.
SIX_BY_SIX_A = """\
nurikabe 6x6
. . . . . .
. . . 3 . .
. 2 . . . .
. . . . . .
. 3 . . 1 .
. . . . . .
"""

SIX_BY_SIX_B = """\
nurikabe 6x6
4 . 3 . . .
. . . . . 2
. . . . . .
. . . . . .
3 . . . . .
. . . 3 . 3
"""

SEVEN_BY_SEVEN_A = """\
nurikabe 7x7
. . 8 . . . 7
. . . . 2 . .
. . 2 . . . .
. . . . . . .
. . . . . . .
6 . . . . . .
. . . . . . .
"""

SEVEN_BY_SEVEN_B = """\
nurikabe 7x7
2 . . . . . 1
. . . . 5 . .
. . 1 . . . .
. . . . 5 . .
. . 5 . . . .
. . . . . . .
. . 1 . . . 2
"""

# Each board (with the player's marks so far) was met on a hint walk of a real puzzle, at the
# point where this rule was the easiest step.
EASIEST = {
    "complete-island": SIX_BY_SIX_A,
    "between-clues": SIX_BY_SIX_B,
    "join-too-large": SEVEN_BY_SEVEN_A
    + """\
progress:
. + . . . . .
+ . x . . . .
+ . . . . . .
. . . . . . .
. . . . . . .
. . . . . . .
. . . . . x .
""",
    "unreachable": SIX_BY_SIX_B
    + """\
progress:
. x . . . .
. . . . . .
. . . . . .
. . . . . .
. . . . . .
. . . . x .
""",
    "island-one-way": SIX_BY_SIX_B
    + """\
progress:
. x . . . .
. . . . . .
. . . x x .
. . x . x .
. . . . . .
. . . . x .
""",
    "walls-one-way": SIX_BY_SIX_B
    + """\
progress:
. x . . . .
+ . . . . .
. . . x x .
. . x . x .
. . . . . +
. . . . x .
""",
    "dot-one-way": SIX_BY_SIX_B
    + """\
progress:
. x . + x +
+ x x + x .
+ + x x x x
x x x + x +
. . . . x +
. . . . x .
""",
    "pool-2x2": SIX_BY_SIX_A
    + """\
progress:
x x . . . x
x . . . . .
. . . . . x
. x . . x x
. . . x . x
. . . x x x
""",
    "island-must-use": SIX_BY_SIX_A
    + """\
progress:
x x . . . x
x + x . . .
x . x . + x
. x . . x x
. . . x . x
. . . x x x
""",
    "island-borders": """\
nurikabe 7x7
. . . . 5 . .
2 . . 6 . . .
. . . . . . .
. . . . . . .
. . . . 2 . .
. . . . . 6 .
. . . 4 . . .
progress:
. x x x . + .
. . . . x . .
. . . . . . .
. . . . . . .
x . . . . x .
x . . . x . .
. . . . . . .
""",
    "no-shape-reaches": SEVEN_BY_SEVEN_B
    + """\
progress:
. . . . . x .
. x x . . . x
. x . x x . .
. . x . . . .
. + . . . . .
. . x . . x .
. x . x . . .
""",
    "wall-cut": SEVEN_BY_SEVEN_B
    + """\
progress:
. x + + . x .
+ x x . . . x
x x . x x . .
. . x . . . .
. + . . . . .
. . x . . x .
x x . x . . .
""",
    "wall-pocket": SEVEN_BY_SEVEN_A
    + """\
progress:
. + . . . . .
+ . x . . x +
+ x . . . . +
+ . . x . . .
x x . . . . .
. . . . . . .
. . . . . x .
""",
    "trial-wall": SEVEN_BY_SEVEN_B
    + """\
progress:
. x + + + x .
+ x x + . x x
x x . x x + x
. . x x . + x
. + . x + x x
. . x x + x +
x x . x x x .
""",
    "trial-island": """\
nurikabe 8x8
. . . . . 4 . .
. . . 3 . . . .
2 . . . . . . .
. . . 6 . . . .
. 3 . . . . . 1
. . 1 . . . . .
. . . . . 3 . .
. . . 3 . . . .
progress:
x x x x x . . .
+ x + . x . . .
. x + x x . . x
x x x . + . . x
+ . x . + + x .
+ x . x . x . x
x x x x . . + .
x + + . x . . x
""",
    "far-from-walls": """\
nurikabe 6x7
.  .  .  1  .  1
.  .  .  .  .  .
.  .  .  .  .  .
.  .  .  .  .  .
34  .  .  .  .  .
.  .  .  .  .  .
.  .  .  .  .  .
progress:
. . x . x .
. . . x x x
. . . . . .
. . . . . .
. . . . . .
. . . . . .
. . . . . .
""",
    "wall-span-wall": """\
nurikabe 5x5
. . . . .
. 4 . . .
. . . . .
2 . . . 12
. . . . .
progress:
. + . . .
. . x . .
x x . . .
. . . . .
. x . . .
""",
    "chain-wall": SEVEN_BY_SEVEN_A
    + """\
progress:
+ + . + x x .
+ + x x . x +
+ x . x + x +
+ x + x x x +
x x x . . . +
. . . . . . .
. . . . . x .
""",
}


# A hard 10x10 of `puzzle generate nurikabe --difficulty hard --seed 1000 --count 2`, the second.
EASIEST["chain-island"] = """\
nurikabe 10x10
. 2 . . . . . . . 6
. . 5 . . . . . . .
. . . . . . . . . .
2 . . . . . . 4 . 4
. . . 1 . . . . . .
. . . . . . 1 . . .
3 . . 2 . 1 . 5 . .
. . . . . . . . . .
. . . 2 . . . . . .
2 . . . . . . . . 4
progress:
+ . x x x x x . . .
x x . + x + + + . .
+ x + + x x x x x .
. x + x x + + . x .
x x x . x + x x . +
+ + x x x x . x . .
. x + . x . x . x .
x x x x x x x + x +
+ x + . x + + + x +
. x x x x x x x . .
"""

# Deep trial: states of the hint walks of boards made here (data/nurikabe-typical.jsonl) where
# it is the easiest rung; the few-ways rung below it settles most other deep-trial states.
EASIEST["deep-trial-island"] = """\
nurikabe 15x10
. . . . . . . . . . . . . . .
7 . . . 2 . . . 3 . 3 . 3 . .
. . . . . . . . . 5 . . . . .
. 1 . 1 . 1 . . . . . . . . .
1 . 6 . 1 . 3 . . . . . . 2 .
. . . . . . . . . . . 5 . . .
1 . . . . . . . . . . . . . .
. . . . . . . 1 . . . . 3 . .
. 1 . 2 . 2 . . . . 2 . . . .
1 . . . . . . . 1 . . . . . 2
progress:
+ + + + x x x x x x + + x x x
. + + x . + x + . x . x . + x
x x x x x x x + x . x x x + x
x . x . x . x x x + . + . x x
. x . x . x . + x . . . x . .
x x + x x x x + x . . . x . x
. x + + + + x x . + . . x . x
x x x x x x x . x . x x . + x
x . x . x . + x x . . . . x .
. x x + x x x x . x x x x . .
"""
EASIEST["deep-trial-wall"] = """\
nurikabe 10x10
3 . 1 . . 1 . . . .
. . . 1 . . . 3 . .
. . 2 . 1 . . . . .
. . . . . . . . 1 .
. . . . 1 . . . . .
3 . . 1 . . 4 . . .
. . . . . 2 . 4 . .
. . . 5 . . . . . .
. . . . . . . . 1 .
2 . . . . . 3 . . .
progress:
. x . x x . x . . x
+ x x . x x . . + .
+ x . x . x . x x x
x x + x x x + x . x
+ x x x . x + . x x
. + x . x x . x . .
x x . x . . x . + .
. + + . x . x . x x
. x . + . . . x . x
. . x . . . . . x x
"""


def solution(puzzle: Puzzle) -> State:
    """The puzzle's unique solution."""
    result = TYPE.solve(puzzle, limit=2)
    assert result.solution is not None
    assert len(result.solutions) == 1
    return result.solution


def agrees(puzzle: Puzzle, moves: tuple[SetMark, ...], answer: State) -> bool:
    """Every move puts on its cell the mark of the answer (a dot for island, a wall)."""
    return all(answer.mark(m.cell) is m.mark for m in moves)


@pytest.mark.slow
@pytest.mark.parametrize("rule", sorted(EASIEST))
def test_each_rule_is_the_easiest_step_on_its_board(rule: str) -> None:
    puzzle, state = TYPE.parse(EASIEST[rule])
    hint = TYPE.hint(HintAsk(puzzle, state))
    assert hint is not None
    assert hint.rule == rule
    assert 1 <= hint.level < len(TYPE.levels)
    assert hint.moves
    assert agrees(puzzle, hint.moves, solution(puzzle))
    assert hint.text.endswith(".")
    assert "row " in hint.text


def test_every_sentence_fills_from_its_params() -> None:
    puzzle, state = TYPE.parse(EASIEST["between-clues"])
    hint = TYPE.hint(HintAsk(puzzle, state))
    assert hint is not None
    assert TEXTS[hint.rule].format(**hint.params) == hint.text


def test_a_wrong_wall_is_pointed_out_first() -> None:
    puzzle, state = TYPE.parse(EASIEST["complete-island"])
    answer = solution(puzzle)
    cell = next(
        divmod(i, puzzle.cols)
        for i, m in enumerate(answer.marks)
        if m is Mark.DOT and i not in puzzle.clue_index
    )
    hint = TYPE.hint(HintAsk(puzzle, TYPE.apply(state, SetMark(cell, Mark.WALL))))
    assert hint is not None
    assert hint.rule in {"wrong-wall", "broken-rule"}
    assert hint.cells == (cell,)
    assert hint.moves == (SetMark(cell, Mark.EMPTY),)


def test_a_broken_rule_comes_before_anything_else() -> None:
    puzzle, state = TYPE.parse(EASIEST["complete-island"])
    for cell in ((0, 0), (0, 1), (1, 0), (1, 1)):
        state = TYPE.apply(state, SetMark(cell, Mark.WALL))
    hint = TYPE.hint(HintAsk(puzzle, state))
    assert hint is not None
    assert hint.rule == "broken-rule"
    assert "2x2" in hint.text
    assert hint.moves[0].mark is Mark.EMPTY


def test_a_wrong_dot_is_pointed_out() -> None:
    puzzle, state = TYPE.parse(EASIEST["complete-island"])
    answer = solution(puzzle)
    index = answer.marks.index(Mark.WALL)
    cell = divmod(index, puzzle.cols)
    hint = TYPE.hint(HintAsk(puzzle, TYPE.apply(state, SetMark(cell, Mark.DOT))))
    assert hint is not None
    assert hint.rule in {"wrong-dot", "broken-rule"}
    assert hint.cells == (cell,)


def test_hints_from_random_right_states_agree_with_the_solution() -> None:
    rng = random.Random(7)
    for path in BOARDS[:4]:
        puzzle, _ = TYPE.parse(path.read_text())
        answer = solution(puzzle)
        for _ in range(5):
            marks = [m if rng.random() < 0.3 else Mark.EMPTY for m in answer.marks]
            state = State(puzzle.rows, puzzle.cols, tuple(marks), puzzle.clue_index)
            hint = TYPE.hint(HintAsk(puzzle, state))
            if hint is None:
                assert TYPE.is_solved(puzzle, state)
                continue
            assert agrees(puzzle, hint.moves, answer), hint.text


def test_the_hint_walk_finishes_and_a_solved_board_has_no_hint() -> None:
    puzzle, _ = TYPE.parse(BOARDS[0].read_text())
    hints = walk_hints(TYPE, puzzle)
    state = after_hints(TYPE, puzzle, hints)
    assert TYPE.is_solved(puzzle, state)
    assert TYPE.hint(HintAsk(puzzle, state)) is None


@pytest.mark.slow
def test_a_stuck_ladder_takes_a_step_from_the_solution(monkeypatch: pytest.MonkeyPatch) -> None:
    # The hardest board of boards/ needs a nested trial; with the hint's allowance of
    # propagations cut to its floor, the trial rungs give up there and the solution is consulted.
    nested = TYPE.levels.index("nested trial") + 1
    hard = next(p for p in BOARDS if TYPE.grade(TYPE.parse(p.read_text())[0]).level == nested)
    monkeypatch.setattr(trials, "HINT_WORK", 0)
    puzzle, _ = TYPE.parse(hard.read_text())
    hints = walk_hints(TYPE, puzzle)
    stuck = [h for h in hints if h.from_solution]
    assert stuck
    assert stuck[0].level == len(TYPE.levels)
    assert stuck[0].rule.startswith("from-solution")
    assert agrees(puzzle, stuck[0].moves, solution(puzzle))


@pytest.mark.slow
def test_a_nested_trial_hint_shows_its_chain_and_agrees_with_the_solution() -> None:
    nested = TYPE.levels.index("nested trial") + 1
    hard = next(p for p in BOARDS if TYPE.grade(TYPE.parse(p.read_text())[0]).level == nested)
    puzzle, _ = TYPE.parse(hard.read_text())
    hints = walk_hints(TYPE, puzzle)
    assert not any(h.from_solution for h in hints)
    found = [h for h in hints if h.rule.startswith("nested-trial")]
    assert found
    for hint in found:
        assert agrees(puzzle, hint.moves, solution(puzzle))
        first, *middle, last = hint.substeps
        assert first.cells == hint.cells  # the supposition is about the hint's own cell
        assert "suppose" in str(first.phrase)
        assert "contradiction" in str(last.phrase)
        assert [c for s in middle for c in s.cells] == list(hint.reason_cells)


def test_levels_end_with_needs_guessing() -> None:
    assert len(TYPE.levels) >= 4
    assert TYPE.levels[-1] == "needs guessing"


@pytest.mark.parametrize("path", BOARDS[:5], ids=lambda p: p.name)
def test_grade_is_deterministic_and_matches_the_hint_walk(path: Path) -> None:
    puzzle, _ = TYPE.parse(path.read_text())
    first = TYPE.grade(puzzle)
    assert TYPE.grade(puzzle) == first
    assert grade_by_hints(TYPE, puzzle).level == first.level
    assert first.label == TYPE.levels[first.level - 1]


@pytest.mark.slow
def test_a_published_board_stuck_after_island_cases_walks_by_nested_trials() -> None:
    # janko 0956 (10x10, 8 clues): before the nested trial the ladder ran out of rules on it
    # and Hint took steps from the solution.
    row = next(r for r in data_rows("janko/nurikabe.jsonl") if "/0956." in r["id"])
    puzzle = TYPE.puzzle_from_json(row["puzzle"])
    hints = walk_hints(TYPE, puzzle)
    assert TYPE.is_solved(puzzle, after_hints(TYPE, puzzle, hints))
    assert not any(h.from_solution for h in hints)
    assert any(h.rule.startswith("nested-trial") for h in hints)
