"""Nurikabe: wall off islands, one clue each and as large as its clue, with every wall joined."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import Any

from puzzlegui.core.cancel import CancelToken
from puzzlegui.core.model import GenerateOptions, Grade, Hint, SolveResult, Violation

from . import hints, jsonfmt, rules, solver, textfmt
from . import strategies as seed_search
from .generate import DEFAULT_SIZE, DIFFICULTIES, SIZE_RANGE, generate_for
from .puzzle import Move, Puzzle, State, apply, apply_all, moves_to, new_state, parse_move
from .puzzle import progress as _progress


class NurikabeType:
    """The Nurikabe PuzzleType."""

    name = "nurikabe"
    title = "Nurikabe"
    rules_text = (
        "Shade walls so that every number sits in an island of exactly that many cells, each "
        "island holds one number, all walls are joined, and no 2x2 block is all wall."
    )

    def parse(self, text: str) -> tuple[Puzzle, State]:
        """Our text format -> (puzzle, state)."""
        return textfmt.parse(text)

    def format(self, puzzle: Puzzle, state: State | None = None) -> str:
        """(puzzle, state) -> our text format."""
        return textfmt.format_text(puzzle, state)

    def parse_seed(self, text: str) -> tuple[Puzzle, State]:
        """The seed layout (rows of 1-9, . and #) -> (puzzle, state)."""
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
        """Nothing marked."""
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
        return moves_to(puzzle, state)

    def check(self, puzzle: Puzzle, state: State) -> list[Violation]:
        """Every rule broken now."""
        return rules.check(puzzle, state)

    def is_complete(self, puzzle: Puzzle, state: State) -> bool:
        """Every cell marked, or exactly the answer's number of walls placed."""
        return rules.is_complete(puzzle, state)

    def is_solved(self, puzzle: Puzzle, state: State) -> bool:
        """Complete and no rule broken (empty cells read as island)."""
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

    strategies: tuple[str, ...] = seed_search.STRATEGIES
    """The seed's backtracking: `seed` as written, `seed-closed` with early rule checks."""

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
        """Solve with one of the seed's searches, reporting nodes and time."""
        return seed_search.solve_strategy(
            name, puzzle, limit=limit, cancel=cancel, seconds=seconds, max_nodes=max_nodes
        )

    levels: tuple[str, ...] = hints.LEVELS
    """Labels of the hint ladder's levels 1..K; the last is "needs guessing"."""

    def hint(self, puzzle: Puzzle, state: State, cancel: CancelToken | None = None) -> Hint | None:
        """A mistake first, else the easiest deduction, else a step from the solution."""
        return hints.hint(puzzle, state, cancel)

    def grade(self, puzzle: Puzzle, cancel: CancelToken | None = None) -> Grade:
        """The hardest ladder level needed to solve without guessing."""
        return hints.grade(puzzle, cancel)

    difficulties: tuple[str, ...] = DIFFICULTIES
    """Difficulty names `generate` accepts, easiest first."""
    symmetric_clues = False  # its generator has no symmetric mode
    default_size: tuple[int, int] = DEFAULT_SIZE
    """(rows, cols) of a new puzzle when no size is asked for."""
    size_range: tuple[int, int] = SIZE_RANGE
    """The smallest and largest side `generate` accepts."""

    def generate(
        self,
        options: GenerateOptions,
        rng: random.Random,
        cancel: CancelToken | None = None,
        progress: Callable[[float], None] | None = None,
    ) -> Puzzle:
        """A new puzzle with one solution whose grade is the difficulty asked."""
        return generate_for(options, rng, cancel, progress)


TYPE = NurikabeType()
