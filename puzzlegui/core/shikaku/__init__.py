"""Shikaku: divide the grid into rectangles, each holding one clue equal to its area."""

from __future__ import annotations

from puzzlegui.core.cancel import CancelToken
from puzzlegui.core.model import Grade, PuzzleType, grid_size, levels_by_difficulty, unless_solved

from . import generate, hints, jsonfmt, ladder, puzzle, rules, solver, strategies, textfmt
from .puzzle import Move, Puzzle, State


def _grade(board: Puzzle, cancel: CancelToken | None = None) -> Grade:
    level = ladder.grade_level(board, cancel)
    return Grade(level, hints.LEVELS[level - 1], len(board.clues))


TYPE = PuzzleType[Puzzle, State, Move](
    name="shikaku",
    title="Shikaku",
    rules_text=(
        "Divide the grid into rectangles along the grid lines. Every rectangle holds exactly "
        "one number, and that number is its area in cells."
    ),
    parse=textfmt.parse,
    format=textfmt.format_text,
    parse_seed=textfmt.parse_seed,
    puzzle_from_json=jsonfmt.puzzle_from_json,
    puzzle_to_json=jsonfmt.puzzle_to_json,
    solution_from_json=jsonfmt.solution_from_json,
    solution_to_json=jsonfmt.solution_to_json,
    size=grid_size,
    new_state=puzzle.new_state,
    apply=puzzle.apply,
    apply_all=puzzle.apply_all,
    progress=lambda board, state: puzzle.progress(state),
    parse_move=puzzle.parse_move,
    moves_to=lambda board, state: puzzle.moves_to(state),
    clear_notes=puzzle.clear_notes,
    check=rules.check,
    is_complete=rules.is_complete,
    is_solved=rules.is_solved,
    wrong_cells=puzzle.wrong_cells,
    solve=solver.solve,
    strategies=strategies.STRATEGIES,
    solve_strategy=strategies.solve_strategy,
    levels=hints.LEVELS,
    hint=unless_solved(rules.is_solved, hints.hint),
    rule_names=hints.RULE_NAMES,
    grade=_grade,
    generate=generate.generate_for,
    difficulties=generate.DIFFICULTIES,
    levels_of=levels_by_difficulty(
        generate.DIFFICULTIES, len(hints.LEVELS), generate.difficulty_of
    ),
    default_size=(10, 10),
    symmetric_clues=True,
    size_range=(5, 30),
)
