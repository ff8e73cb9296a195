"""Logi-5 hints: each ladder rule as the easiest step of a small board, mistakes first, moves
that agree with the solution, grades that follow Tatham's Solo levels."""

from __future__ import annotations

from pathlib import Path

import pytest

from puzzlegui.bench.hints import spearman
from puzzlegui.core.grading import grade_by_hints
from puzzlegui.core.latin import SetDigit, ToggleCandidate
from puzzlegui.core.logi5 import TYPE
from puzzlegui.core.logi5 import hints as hints_module
from puzzlegui.core.logi5.hints import TEXTS
from puzzlegui.core.logi5.puzzle import Puzzle, State
from puzzlegui.core.model import HintAsk
from tests.core.hint_checks import rule_hint
from tests.data import data_rows

ROOT = Path(__file__).resolve().parents[3]
BOARDS = sorted((ROOT / "boards" / "logi5").glob("*.puzzle"))
TATHAM = "tatham-graded/logi5.jsonl"
TATHAM_LEVELS = ("trivial", "basic", "intermediate", "advanced", "extreme", "unreasonable")

CLAIM_REGIONS = """\
logi5 5
A A A A B
C C A B B
C C B B D
C E E E D
E E D D D
"""
"""The regions of the claiming and pointing boards."""

HIDDEN_SINGLE_ROW = """\
logi5 5
A A A A B
C A C B B
C C C D B
E E D D B
E E E D D
givens:
. . . . .
. . 3 4 .
. . 4 . .
. 2 5 . .
. . . . .
progress:
. 4 . . .
. . 3 4 .
. . 4 . .
4 2 5 . .
. . . . 4
"""

RULE_BOARDS = {
    "hidden-single-region": """\
logi5 5
A B B C C
A A B C C
D A B C E
D A B E E
D D D E E
givens:
. 1 3 5 .
. . . . .
. . 5 . .
. . . . .
. 4 1 2 .
""",
    "hidden-single-row": HIDDEN_SINGLE_ROW,
    "hidden-single-column": HIDDEN_SINGLE_ROW.replace(". . . . 4\n", ". . . 2 4\n"),  # a 2 more
    "claiming": CLAIM_REGIONS
    + """\
givens:
3 . . . 4
. . . . .
. . . . .
. . . . .
2 . . . 1
progress:
3 . . . 4
. . 4 . .
4 . . . .
. 4 . . 2
2 . . 4 1
""",
    "naked-single": """\
logi5 5
A A B B B
C A A B D
C E A B D
C E E D D
C C E E D
givens:
. . . . .
. . . 3 5
. . . . .
1 4 . . .
. . . . .
progress:
. . . . 2
. . . 3 5
. . . . .
1 4 5 2 3
. . . . .
""",
    "naked-pair": """\
logi5 5
A A B B C
A A B B C
A D B C C
D D E E C
D D E E E
givens:
. 3 4 . .
. . . 2 .
. . . . .
. 4 . . .
. . 5 4 .
progress:
   .    3    4    5    .
   .    .    .    2    .
   . [15]    .    .    .
   .    4    2    .    .
   .    2    5    4    .
""",
    "pointing": CLAIM_REGIONS
    + """\
givens:
. . . . .
. . . 5 .
. 1 . 3 .
. 2 . . .
. . . . .
progress:
    .     .     .     .     .
    .     . [124]     5     .
    .     1     .     3  [45]
 [45]     2     .     .     .
    .     . [124]     .     .
""",
    "contradiction": """\
logi5 5
A A B C C
A A B C C
D A B C E
D D B E E
D D B E E
givens:
5 4 . . .
. 2 . . .
. . . . .
. . . 1 .
. . . 5 4
progress:
5 4 . . 1
. 2 . . 5
. . 5 . .
. 5 . 1 .
. . . 5 4
""",
    "hidden-pair": """\
logi5 5
A B B B C
A B C C C
A B C D D
A A E D D
E E E E D
givens:
2 . . 1 .
3 . . . 5
. . . . .
4 . . . .
. . . . .
progress:
    2     .  [45]     1     .
    3     .     1     .     5
    .  [23]  [23]  [45]  [14]
    4     .  [23]  [35]     .
    . [145]  [45] [234]  [23]
""",
}
"""A board (with the player's progress) per rule, where that rule is the easiest step."""

RULE_LEVELS = {
    "hidden-single-region": 1,
    "hidden-single-row": 2,
    "hidden-single-column": 2,
    "naked-single": 2,
    "pointing": 3,
    "claiming": 3,
    "naked-pair": 4,
    "hidden-pair": 4,
    "contradiction": 5,
}


def solution_of(puzzle: Puzzle) -> tuple[int, ...]:
    """The digits of the puzzle's one solution."""
    result = TYPE.solve(puzzle)
    assert result.status.value == "solved"
    assert result.solution is not None
    return result.solution.digits


def agrees(state: State, solution: tuple[int, ...]) -> bool:
    """Every written digit is the solution's, every marked cell keeps its digit."""
    for i, (digit, mask) in enumerate(zip(state.digits, state.marks, strict=True)):
        if digit and digit != solution[i]:
            return False
        if not digit and mask and not mask >> (solution[i] - 1) & 1:
            return False
    return True


@pytest.mark.parametrize("rule", sorted(RULE_BOARDS))
def test_each_rule_is_the_easiest_step_of_its_board(rule: str) -> None:
    puzzle, state, hint = rule_hint(TYPE, RULE_BOARDS[rule], rule, RULE_LEVELS[rule])
    assert hint.cells
    assert hint.text[0].isupper()
    after = state
    for move in hint.moves:
        after = TYPE.apply(after, move)
    assert agrees(after, solution_of(puzzle))
    assert TYPE.check(puzzle, after) == []


def test_an_elimination_names_the_candidate_removed() -> None:
    puzzle, state = TYPE.parse(RULE_BOARDS["pointing"])
    hint = TYPE.hint(HintAsk(puzzle, state))
    assert hint is not None
    assert "remove candidate 1 from row 4, column 5 and row 5, column 5" in hint.text
    assert all(isinstance(m, ToggleCandidate) for m in hint.moves)
    assert 1 not in {m.digit for m in hint.moves}


def test_a_wrong_digit_is_pointed_out_first() -> None:
    puzzle, state = TYPE.parse(RULE_BOARDS["hidden-single-region"])
    solution = solution_of(puzzle)
    wrong = next(d for d in range(1, 6) if d != solution[24] and d not in (1, 2, 4))
    state = TYPE.apply(state, SetDigit((4, 4), wrong))
    hint = TYPE.hint(HintAsk(puzzle, state))
    assert hint is not None
    assert hint.rule == "wrong-digit"
    assert hint.cells == ((4, 4),)
    assert hint.moves == (SetDigit((4, 4), 0),)
    assert hint.text == f"The {wrong} at row 5, column 5 is not in the solution."


def test_pencil_marks_that_leave_out_the_digit_are_a_mistake() -> None:
    puzzle, state = TYPE.parse(RULE_BOARDS["hidden-single-region"])
    solution = solution_of(puzzle)
    other = next(d for d in range(1, 6) if d != solution[0])
    state = TYPE.apply(state, ToggleCandidate((0, 0), other))
    hint = TYPE.hint(HintAsk(puzzle, state))
    assert hint is not None
    assert hint.rule == "marks-miss-digit"
    assert hint.cells == ((0, 0),)


def test_a_broken_rule_comes_before_anything_else() -> None:
    puzzle, state = TYPE.parse(RULE_BOARDS["hidden-single-region"])
    state = TYPE.apply(state, SetDigit((0, 0), 1))  # a second 1 in row 1
    hint = TYPE.hint(HintAsk(puzzle, state))
    assert hint is not None
    assert hint.rule == "broken-rule"
    assert hint.moves == (SetDigit((0, 0), 0),)
    assert (0, 1) in hint.reason_cells


def test_a_solved_board_has_no_hint() -> None:
    puzzle, _ = TYPE.parse(RULE_BOARDS["hidden-single-region"])
    state = TYPE.new_state(puzzle)
    for i, digit in enumerate(solution_of(puzzle)):
        if not puzzle.givens[i]:
            state = TYPE.apply(state, SetDigit(divmod(i, 5), digit))
    assert TYPE.hint(HintAsk(puzzle, state)) is None


def test_the_sentences_come_from_one_table() -> None:
    for rule in RULE_BOARDS:
        assert rule in TEXTS
    assert "from-solution" in TEXTS


@pytest.mark.parametrize("path", BOARDS, ids=[p.stem for p in BOARDS])
def test_pressing_hint_alone_solves_every_board(path: Path) -> None:
    puzzle, state = TYPE.parse(path.read_text())
    solution = solution_of(puzzle)
    for _ in range(200):
        hint = TYPE.hint(HintAsk(puzzle, state))
        if hint is None:
            break
        assert not hint.from_solution
        for move in hint.moves:
            state = TYPE.apply(state, move)
        assert agrees(state, solution)
    assert TYPE.is_solved(puzzle, state)


@pytest.mark.parametrize("path", BOARDS, ids=[p.stem for p in BOARDS])
def test_the_fast_grade_equals_the_hint_walk(path: Path) -> None:
    puzzle, _ = TYPE.parse(path.read_text())
    grade = TYPE.grade(puzzle)
    assert grade == TYPE.grade(puzzle)
    assert grade.level == grade_by_hints(TYPE, puzzle).level
    assert grade.label == TYPE.levels[grade.level - 1]


def test_grades_rise_with_tathams_levels() -> None:
    theirs, ours = [], []
    for row in data_rows(TATHAM):
        theirs.append(next(i for i, name in enumerate(TATHAM_LEVELS) if name in row["source"]))
        ours.append(TYPE.grade(TYPE.puzzle_from_json(row["puzzle"])).level)
    rho = spearman([float(t) for t in theirs], [float(o) for o in ours])
    assert rho is not None
    assert rho >= 0.6


def test_without_a_rule_the_step_comes_from_the_solution(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(hints_module, "LADDER", ())
    puzzle, state = TYPE.parse(RULE_BOARDS["hidden-single-region"])
    hint = TYPE.hint(HintAsk(puzzle, state))
    assert hint is not None
    assert hint.rule == "from-solution"
    assert hint.from_solution
    assert hint.level == len(TYPE.levels)
    (move,) = hint.moves
    assert isinstance(move, SetDigit)
    assert move.digit == solution_of(puzzle)[move.cell[0] * 5 + move.cell[1]]
    assert "the solution has" in hint.text
