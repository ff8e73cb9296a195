"""Calcudoku: no digit twice in a row or column, and every cage makes its target."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import Any

from puzzlegui.core.cancel import CancelToken
from puzzlegui.core.latin import latin_moves_to, latin_progress, parse_latin_move
from puzzlegui.core.model import GenerateOptions, Grade, Hint, SolveResult, Violation

from . import deduce, generate, hints, jsonfmt, rules, solver, strategies, textfmt
from .puzzle import Move, Puzzle, State, apply, apply_all, new_state


class CalcudokuType:
    """The Calcudoku PuzzleType."""

    name = "calcudoku"
    title = "Calcudoku"
    rules_text = (
        "Write a digit from 1 to N in every cell so that no digit repeats in a row or column. "
        "The digits of each cage make its target with its operation: + sum, * product, "
        "- the largest minus the others, / the larger divided by the smaller."
    )
    strategies = strategies.STRATEGIES
    levels = deduce.LEVELS
    difficulties = generate.DIFFICULTIES
    symmetric_clues = False  # its generator has no symmetric mode
    default_size = (6, 6)
    size_range = (4, 9)

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
        """Every cell empty."""
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
        """Solve with one of the seed's searches (see strategies.py)."""
        return strategies.solve_strategy(
            name, puzzle, limit=limit, cancel=cancel, seconds=seconds, max_nodes=max_nodes
        )

    def hint(self, puzzle: Puzzle, state: State, cancel: CancelToken | None = None) -> Hint | None:
        """A mistake first, else the easiest deduction; None when solved."""
        return hints.hint(puzzle, state, cancel)

    def grade(self, puzzle: Puzzle, cancel: CancelToken | None = None) -> Grade:
        """The hardest ladder level needed (the same walk as grading.grade_by_hints, faster)."""
        level, steps = deduce.grade(puzzle, cancel)
        return Grade(level, deduce.LEVELS[level - 1], steps)

    def generate(
        self,
        options: GenerateOptions,
        rng: random.Random,
        cancel: CancelToken | None = None,
        progress: Callable[[float], None] | None = None,
    ) -> Puzzle:
        """A unique puzzle graded as asked, reproducible from rng."""
        low, high = self.size_range
        if options.rows != options.cols or not low <= options.rows <= high:
            raise ValueError(f"Calcudoku squares go from {low} to {high} cells a side")
        return generate.generate(options, rng, cancel, progress)


TYPE = CalcudokuType()
