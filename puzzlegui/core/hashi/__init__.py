"""Hashiwokakero: join the islands with bridges so each carries its number and all connect."""

from __future__ import annotations

from puzzlegui.core.cancel import CancelToken
from puzzlegui.core.grading import grade_by_hints
from puzzlegui.core.model import Grade, PuzzleType, grid_size, unless_solved

from . import generate, hints, jsonfmt, puzzle, rules, solver, strategies, textfmt
from .ladder import LEVELS
from .puzzle import Move, Puzzle, State


def _grade(board: Puzzle, cancel: CancelToken | None = None) -> Grade:
    return grade_by_hints(TYPE, board, cancel)


TYPE = PuzzleType[Puzzle, State, Move](
    name="hashi",
    title="Hashiwokakero",
    rules_text=(
        "Join the islands with horizontal and vertical bridges so that each island has as many "
        "bridges as its number. At most two bridges join a pair of islands, bridges never cross, "
        "and all islands end up connected."
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
    levels=LEVELS,
    hint=unless_solved(rules.is_solved, hints.hint),
    rule_names=hints.RULE_NAMES,
    grade=_grade,
    generate=generate.generate_for,
    difficulties=generate.DIFFICULTIES,
    levels_of={name: frozenset(lv) for name, lv in generate.LEVELS_OF.items()},
    default_size=(10, 10),
    symmetric_clues=False,
    size_range=(7, 30),
)
