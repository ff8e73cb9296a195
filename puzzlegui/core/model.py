"""The shared vocabulary of every puzzle type: cells, violations, hints, solve results, errors,
and the `PuzzleType` protocol that each of the five types implements once."""

from __future__ import annotations

import enum
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

from .oneline import QUOTE_LIMIT, one_line

Cell = tuple[int, int]
"""(row, column), both 0-based from the top-left."""

Edge = tuple[Cell, Cell]
"""Two cells joined by something: a Hashi bridge between two islands, a shared border."""


def cell_name(cell: Cell) -> str:
    """A cell as a person reads it: 1-based, 'row 3, column 5'."""
    return f"row {cell[0] + 1}, column {cell[1] + 1}"


class BoardFormatError(ValueError):
    """Bad input: names the file (when known), the line and column (1-based) and what is wrong."""

    def __init__(
        self, message: str, line: int | None = None, column: int | None = None, source: str = ""
    ) -> None:
        # Messages echo input: keep them one printable line of bounded length (oneline.py).
        message = one_line(message)
        super().__init__(message)
        self.message = message
        self.line = line
        self.column = column
        self.source = one_line(source, QUOTE_LIMIT)

    def with_source(self, source: str) -> BoardFormatError:
        """The same error, naming the file it came from."""
        return BoardFormatError(self.message, self.line, self.column, source)

    def __str__(self) -> str:
        where = self.source or "<input>"
        if self.line is not None:
            where += f":{self.line}"
            if self.column is not None:
                where += f":{self.column}"
        return f"{where}: {self.message}"


@dataclass(frozen=True)
class Violation:
    """One rule broken now: a stable dotted code, the cells and edges at fault, a message."""

    code: str
    message: str
    cells: tuple[Cell, ...] = ()
    edges: tuple[Edge, ...] = ()
    params: Mapping[str, Any] = field(default_factory=dict, compare=False, hash=False)

    def to_json(self) -> dict[str, Any]:
        """The neutral JSON form used by `puzzle check --json`."""
        return {
            "code": self.code,
            "message": self.message,
            "cells": [list(c) for c in self.cells],
            "edges": [[*a, *b] for a, b in self.edges],
        }


class MessageTable:
    """The user-visible text of a type's violations, keyed by code, built in one place."""

    def __init__(self, messages: Mapping[str, str]) -> None:
        self.messages = dict(messages)

    def violation(
        self,
        code: str,
        cells: Sequence[Cell] = (),
        edges: Sequence[Edge] = (),
        **params: Any,
    ) -> Violation:
        """A Violation whose message is the table's text for `code` filled with `params`."""
        message = self.messages[code].format(**params)
        return Violation(code, message, tuple(cells), tuple(edges), dict(params))


class SolveStatus(enum.StrEnum):
    """How a solve ended."""

    SOLVED = "solved"
    NO_SOLUTION = "no-solution"
    MULTIPLE = "multiple"
    TIMEOUT = "timeout"
    CANCELLED = "cancelled"


S = TypeVar("S")


@dataclass
class SolveResult(Generic[S]):
    """The solutions found (up to the limit asked), nodes expanded and time taken."""

    status: SolveStatus
    solutions: list[S]
    nodes: int
    elapsed_ms: float

    @property
    def solution(self) -> S | None:
        """The first solution found, if any."""
        return self.solutions[0] if self.solutions else None


@dataclass(frozen=True)
class Hint:
    """One step for a stuck player: the moves, what to light up, the rule and why.

    `cells` are the target (what changes), `reason_cells` the cells that justify it; `rule` is a
    stable key of the type's hint table and `params` fill its sentence, so it can be translated.
    `from_solution` marks a step taken from the solution because no rule of the ladder applies.
    """

    moves: tuple[Any, ...]
    cells: tuple[Cell, ...]
    reason_cells: tuple[Cell, ...]
    rule: str
    level: int
    text: str
    params: Mapping[str, Any] = field(default_factory=dict, compare=False, hash=False)
    from_solution: bool = False
    edges: tuple[Edge, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """The `puzzle hint --json` form."""
        return {
            "rule": self.rule,
            "level": self.level,
            "text": self.text,
            "moves": [str(m) for m in self.moves],
            "cells": [list(c) for c in self.cells],
            "reason_cells": [list(c) for c in self.reason_cells],
            "from_solution": self.from_solution,
        }


@dataclass(frozen=True)
class Grade:
    """How hard a puzzle is: the hardest ladder level needed without guessing."""

    level: int
    label: str
    steps: int = 0


@dataclass(frozen=True)
class GenerateOptions:
    """What a new puzzle should be: its size, difficulty name, symmetry and method."""

    rows: int
    cols: int
    difficulty: str = "medium"
    symmetric: bool = False
    method: str = "default"


class PuzzleType(Protocol):
    """What every puzzle type offers (Tatham's `struct game`, in Python).

    Puzzle, State and Move are each type's own frozen classes; the protocol speaks of them as
    `Any` so that one registry can hold all five.
    """

    name: str
    title: str
    rules_text: str

    def parse(self, text: str) -> tuple[Any, Any]:
        """Our text format -> (puzzle, state); the state holds any saved progress."""
        ...

    def format(self, puzzle: Any, state: Any | None = None) -> str:
        """(puzzle, state) -> our text format; the progress section only when state has marks."""
        ...

    def parse_seed(self, text: str) -> tuple[Any, Any]:
        """The seed document's own layout (no header line) -> (puzzle, state)."""
        ...

    def puzzle_from_json(self, data: Any) -> Any:
        """The neutral JSON puzzle of shared/data/FORMAT.md -> Puzzle (BoardFormatError if bad)."""
        ...

    def puzzle_to_json(self, puzzle: Any) -> dict[str, Any]:
        """Puzzle -> the neutral JSON puzzle."""
        ...

    def solution_from_json(self, puzzle: Any, data: Any) -> Any:
        """A neutral JSON solution (or failcheck board) -> State."""
        ...

    def solution_to_json(self, puzzle: Any, state: Any) -> dict[str, Any]:
        """State -> the neutral JSON solution."""
        ...

    def new_state(self, puzzle: Any) -> Any:
        """The state before any move: nothing marked."""
        ...

    def apply(self, state: Any, move: Any) -> Any:
        """A new state with the move made; the old one is untouched (undo keeps it)."""
        ...

    def progress(self, puzzle: Any, state: Any) -> float:
        """How much of the board the player has decided, from 0 to 1 (cells marked, digits
        written, islands complete: what the type can tell without the solution)."""
        ...

    def apply_all(self, state: Any, moves: Iterable[Any]) -> Any:
        """The state after the moves in order, as `apply` one by one would make it, but
        copied once (replaying a long game's history stays linear in its length)."""
        ...

    def parse_move(self, text: str) -> Any:
        """A move from its short string form (`str(move)`); BoardFormatError if bad."""
        ...

    def moves_to(self, puzzle: Any, state: Any) -> list[Any]:
        """Moves that rebuild `state` from `new_state(puzzle)`."""
        ...

    def check(self, puzzle: Any, state: Any) -> list[Violation]:
        """Every rule broken now; empty for a state that is right so far. Never raises."""
        ...

    def is_complete(self, puzzle: Any, state: Any) -> bool:
        """Every cell, island or clue has its answer (right or wrong)."""
        ...

    def is_solved(self, puzzle: Any, state: Any) -> bool:
        """Complete and no violation."""
        ...

    def solve(
        self,
        puzzle: Any,
        *,
        limit: int = 2,
        cancel: Any = None,
        seconds: float | None = None,
        max_nodes: int | None = None,
    ) -> SolveResult[Any]:
        """Solutions up to `limit` (2 proves uniqueness), as States."""
        ...

    # Strategies, hints, grades and generation (issues 3, 4 and 5).
    strategies: tuple[str, ...]
    """Names of the seed's own searches, for `--strategy`."""
    levels: tuple[str, ...]
    """Labels of the hint ladder's levels 1..K; the last is "needs guessing"."""
    difficulties: tuple[str, ...]
    """Difficulty names `generate` accepts, easiest first."""
    default_size: tuple[int, int]
    """(rows, cols) of a new puzzle when no size is asked for."""
    size_range: tuple[int, int]
    """The smallest and largest side `generate` accepts."""
    symmetric_clues: bool
    """True when `generate` honours GenerateOptions.symmetric (clues in half-turn pairs)."""

    def solve_strategy(
        self,
        name: str,
        puzzle: Any,
        *,
        limit: int = 1,
        cancel: Any = None,
        seconds: float | None = None,
        max_nodes: int | None = None,
    ) -> SolveResult[Any]:
        """Solve with one of the seed's own searches, reporting nodes and time."""
        ...

    def hint(self, puzzle: Any, state: Any, cancel: Any = None) -> Hint | None:
        """One step: a mistake first, else the easiest deduction; None when solved."""
        ...

    def grade(self, puzzle: Any, cancel: Any = None) -> Grade:
        """The hardest ladder level needed to solve without guessing."""
        ...

    def generate(
        self,
        options: GenerateOptions,
        rng: random.Random,
        cancel: Any = None,
        progress: Callable[[float], None] | None = None,
    ) -> Any:
        """A new puzzle with one solution and the requested grade, reproducible from rng."""
        ...
