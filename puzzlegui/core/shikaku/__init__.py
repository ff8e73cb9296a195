"""Shikaku: divide the grid into rectangles, each holding one clue equal to its area."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import Any

from puzzlegui.core.cancel import CancelToken
from puzzlegui.core.model import GenerateOptions, Grade, Hint, SolveResult, Violation

from . import hints, jsonfmt, ladder, rules, solver, textfmt
from . import strategies as seed_search
from .generate import DIFFICULTIES, generate_for
from .puzzle import Move, Puzzle, State, apply, apply_all, moves_to, new_state, parse_move
from .puzzle import progress as _progress


class ShikakuType:
    """The Shikaku PuzzleType."""

    name = "shikaku"
    title = "Shikaku"
    rules_text = (
        "Divide the grid into rectangles along the grid lines. Every rectangle holds exactly "
        "one number, and that number is its area in cells."
    )
    strategies = seed_search.STRATEGIES
    levels = hints.LEVELS
    difficulties = DIFFICULTIES
    symmetric_clues = True
    default_size = (10, 10)
    size_range = (5, 30)

    def parse(self, text: str) -> tuple[Puzzle, State]:
        """Our text format -> (puzzle, state)."""
        return textfmt.parse(text)

    def format(self, puzzle: Puzzle, state: State | None = None) -> str:
        """(puzzle, state) -> our text format."""
        return textfmt.format_text(puzzle, state)

    def parse_seed(self, text: str) -> tuple[Puzzle, State]:
        """The header-less layout -> (puzzle, state)."""
        return textfmt.parse_seed(text)

    def puzzle_from_json(self, data: Any) -> Puzzle:
        """The neutral JSON puzzle -> Puzzle."""
        return jsonfmt.puzzle_from_json(data)

    def puzzle_to_json(self, puzzle: Puzzle) -> dict[str, Any]:
        """Puzzle -> the neutral JSON puzzle."""
        return jsonfmt.puzzle_to_json(puzzle)

    def solution_from_json(self, puzzle: Puzzle, data: Any) -> State:
        """A neutral JSON solution -> State."""
        return jsonfmt.solution_from_json(puzzle, data)

    def solution_to_json(self, puzzle: Puzzle, state: State) -> dict[str, Any]:
        """State -> the neutral JSON solution."""
        return jsonfmt.solution_to_json(puzzle, state)

    def new_state(self, puzzle: Puzzle) -> State:
        """No rectangle drawn."""
        return new_state(puzzle)

    def apply(self, state: State, move: Move) -> State:
        """A new state with the move made."""
        return apply(state, move)

    def progress(self, puzzle: Puzzle, state: State) -> float:
        """How much of the board is decided, 0 to 1 (for the game library)."""
        return _progress(state)

    def apply_all(self, state: State, moves: Iterable[Move]) -> State:
        """The state after the moves in order (one copy: a long replay stays linear)."""
        return apply_all(state, moves)

    def parse_move(self, text: str) -> Move:
        """A move from its string form."""
        return parse_move(text)

    def moves_to(self, puzzle: Puzzle, state: State) -> list[Move]:
        """Moves that rebuild `state` from the new state."""
        return moves_to(state)

    def check(self, puzzle: Puzzle, state: State) -> list[Violation]:
        """Every rule broken now."""
        return rules.check(puzzle, state)

    def is_complete(self, puzzle: Puzzle, state: State) -> bool:
        """Every cell lies in a rectangle."""
        return rules.is_complete(puzzle, state)

    def is_solved(self, puzzle: Puzzle, state: State) -> bool:
        """Complete and no rule broken."""
        return rules.is_solved(puzzle, state)

    def solve(
        self,
        puzzle: Puzzle,
        *,
        limit: int = 2,
        cancel: CancelToken | None = None,
        seconds: float | None = None,
        max_nodes: int | None = None,
    ) -> SolveResult[State]:
        """Solutions up to `limit` (2 proves uniqueness)."""
        return solver.solve(
            puzzle, limit=limit, cancel=cancel, seconds=seconds, max_nodes=max_nodes
        )

    def solve_strategy(
        self,
        name: str,
        puzzle: Puzzle,
        *,
        limit: int = 1,
        cancel: CancelToken | None = None,
        seconds: float | None = None,
        max_nodes: int | None = None,
    ) -> SolveResult[State]:
        """Solve with the seed's own search ('seed' or 'seed-branch')."""
        return seed_search.solve_strategy(
            name, puzzle, limit=limit, cancel=cancel, seconds=seconds, max_nodes=max_nodes
        )

    def hint(self, puzzle: Puzzle, state: State, cancel: CancelToken | None = None) -> Hint | None:
        """A mistake to erase, else the easiest deduction; None when solved."""
        if rules.is_solved(puzzle, state):
            return None
        return hints.hint(puzzle, state, cancel)

    def grade(self, puzzle: Puzzle, cancel: CancelToken | None = None) -> Grade:
        """The hardest level the hint walk needs (ladder.grade_level, same as grade_by_hints)."""
        level = ladder.grade_level(puzzle, cancel)
        return Grade(level, hints.LEVELS[level - 1], len(puzzle.clues))

    def generate(
        self,
        options: GenerateOptions,
        rng: random.Random,
        cancel: CancelToken | None = None,
        progress: Callable[[float], None] | None = None,
    ) -> Puzzle:
        """A new puzzle with one solution and the asked difficulty."""
        return generate_for(options, rng, cancel, progress)


TYPE = ShikakuType()
