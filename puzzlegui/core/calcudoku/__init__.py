"""Calcudoku: no digit twice in a row or column, and every cage makes its target."""

from __future__ import annotations

from puzzlegui.core import latin
from puzzlegui.core.cancel import CancelToken
from puzzlegui.core.model import Grade, PuzzleType, levels_by_difficulty, square_size, unless_solved

from . import deduce, generate, hints, jsonfmt, puzzle, rules, solver, strategies, textfmt
from .puzzle import Move, Puzzle, State


def _grade(board: Puzzle, cancel: CancelToken | None = None) -> Grade:
    level, steps = deduce.grade(board, cancel)
    return Grade(level, deduce.LEVELS[level - 1], steps)


TYPE = PuzzleType[Puzzle, State, Move](
    name="calcudoku",
    title="Calcudoku",
    rules_text=(
        "Write a digit from 1 to N in every cell so that no digit repeats in a row or column. "
        "The digits of each cage make its target with its operation: + sum, * product, "
        "- the largest minus the others, / the larger divided by the smaller."
    ),
    parse=textfmt.parse,
    format=textfmt.format_text,
    parse_seed=textfmt.parse_seed,
    puzzle_from_json=jsonfmt.puzzle_from_json,
    puzzle_to_json=jsonfmt.puzzle_to_json,
    solution_from_json=jsonfmt.solution_from_json,
    solution_to_json=jsonfmt.solution_to_json,
    size=square_size,
    new_state=puzzle.new_state,
    apply=puzzle.apply,
    apply_all=puzzle.apply_all,
    progress=lambda board, state: latin.latin_progress(state),
    parse_move=latin.parse_latin_move,
    moves_to=lambda board, state: latin.latin_moves_to(state),
    clear_notes=latin.latin_clear_notes,
    check=rules.check,
    is_complete=rules.is_complete,
    is_solved=rules.is_solved,
    wrong_cells=latin.latin_wrong_cells,
    solve=solver.solve,
    strategies=strategies.STRATEGIES,
    solve_strategy=strategies.solve_strategy,
    levels=deduce.LEVELS,
    hint=unless_solved(rules.is_solved, hints.hint),
    rule_names=hints.RULE_NAMES,
    grade=_grade,
    generate=generate.generate,
    difficulties=generate.DIFFICULTIES,
    levels_of=levels_by_difficulty(
        generate.DIFFICULTIES, len(deduce.LEVELS), generate.difficulty_of
    ),
    default_size=generate.DEFAULT_SIZE,
    symmetric_clues=False,
    size_range=generate.SIZE_RANGE,
    square_only=True,
)
