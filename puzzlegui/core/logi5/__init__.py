"""Logi-5: fill the grid so each row, column and region holds every digit once."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import Any

from puzzlegui.core.cancel import CancelToken
from puzzlegui.core.latin import latin_moves_to, latin_progress, parse_latin_move
from puzzlegui.core.model import GenerateOptions, Grade, Hint, SolveResult, Violation

from . import deduce, hints, jsonfmt, rules, solver, textfmt
from . import generate as making
from . import strategies as seed_search
from .puzzle import Move, Puzzle, State, apply, apply_all, new_state


class Logi5Type:
    """The Logi-5 PuzzleType."""

    name = "logi5"
    title = "Logi-5"
    rules_text = (
        "Write a digit from 1 to N in every cell. No digit may repeat in a row, a column or "
        "one of the outlined regions. The given digits stay as they are."
    )
    strategies = seed_search.STRATEGIES
    levels = deduce.LEVELS
    difficulties = making.DIFFICULTIES
    symmetric_clues = True
    default_size = making.DEFAULT_SIZE
    size_range = making.SIZE_RANGE

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
        """The givens placed, nothing else."""
        return new_state(puzzle)

    def apply(self, state: State, move: Move) -> State:
        """A new state with the move made."""
        return apply(state, move)

    def progress(self, puzzle: Puzzle, state: State) -> float:
        """How much of the board is decided, 0 to 1 (for the game library)."""
        return latin_progress(state)

    def apply_all(self, state: State, moves: Iterable[Move]) -> State:
        """The state after the moves in order (one copy: a long replay stays linear)."""
        return apply_all(state, moves)

    def parse_move(self, text: str) -> Move:
        """A move from its string form."""
        return parse_latin_move(text)

    def moves_to(self, puzzle: Puzzle, state: State) -> list[Move]:
        """Moves that rebuild `state` from the new state."""
        return latin_moves_to(state)

    def check(self, puzzle: Puzzle, state: State) -> list[Violation]:
        """Every rule broken now."""
        return rules.check(puzzle, state)

    def is_complete(self, puzzle: Puzzle, state: State) -> bool:
        """Every cell holds a digit."""
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

    def hint(self, puzzle: Puzzle, state: State, cancel: CancelToken | None = None) -> Hint | None:
        """A broken rule or mistake first, else the easiest deduction; None when solved."""
        return hints.hint(puzzle, state, cancel)

    def grade(self, puzzle: Puzzle, cancel: CancelToken | None = None) -> Grade:
        """The hardest ladder level the easiest-hint walk needs (the same as grade_by_hints)."""
        level, steps = deduce.grade_puzzle(puzzle, cancel=cancel)
        return Grade(level, self.levels[level - 1], steps)

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
        """Solve with the seed's "stochastic" repair or its ordered "backtracking"."""
        return seed_search.solve_strategy(
            name, puzzle, limit=limit, cancel=cancel, seconds=seconds, max_nodes=max_nodes
        )

    def generate(
        self,
        options: GenerateOptions,
        rng: random.Random,
        cancel: CancelToken | None = None,
        progress: Callable[[float], None] | None = None,
    ) -> Puzzle:
        """A new puzzle with one solution and the asked difficulty."""
        return making.generate(options, rng, cancel, progress)


TYPE = Logi5Type()
