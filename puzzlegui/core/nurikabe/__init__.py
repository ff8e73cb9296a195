"""Nurikabe: wall off islands, one clue each and as large as its clue, with every wall joined."""

from __future__ import annotations

from puzzlegui.core.model import PuzzleType, grid_size, unless_solved

from . import generate, hints, jsonfmt, puzzle, rules, solver, strategies, textfmt
from .puzzle import Move, Puzzle, State

TYPE = PuzzleType[Puzzle, State, Move](
    name="nurikabe",
    title="Nurikabe",
    rules_text=(
        "Shade walls so that every number sits in an island of exactly that many cells, each "
        "island holds one number, all walls are joined, and no 2x2 block is all wall."
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
    moves_to=puzzle.moves_to,
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
    grade=hints.grade,
    generate=generate.generate_for,
    difficulties=generate.DIFFICULTIES,
    levels_of={name: frozenset(lv) for name, lv in generate.LEVELS_OF.items()},
    default_size=generate.DEFAULT_SIZE,
    symmetric_clues=False,
    size_range=generate.SIZE_RANGE,
)
