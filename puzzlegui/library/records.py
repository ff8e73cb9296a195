"""What the library keeps about a game: its steps, its source, its summary row."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import Any

from puzzlegui.core.model import AnyPuzzleType

IN_PROGRESS = "in-progress"
SOLVED = "solved"
SOLVED_WITH_HELP = "solved-with-help"
STATUSES = (IN_PROGRESS, SOLVED, SOLVED_WITH_HELP)


@dataclass(frozen=True)
class Step:
    """One undo step: the moves it made, or (whole) the moves from an empty board to its state."""

    label: str
    moves: tuple[str, ...]
    whole: bool = False


@dataclass(frozen=True)
class Source:
    """Where a game came from: "file" (a path), "link" (URL or ID), "generated", or ""."""

    kind: str = ""
    text: str = ""
    details: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class GameRecord:
    """A game's row: everything but its steps."""

    id: int
    identity: str
    type_name: str
    puzzle_text: str
    rows: int
    cols: int
    source: Source
    grade: str
    elapsed_ms: int
    hints: int
    solve_used: bool
    status: str
    undo_index: int
    created: float
    last_played: float
    deleted: float | None = None
    trials: tuple[tuple[str, ...], ...] = ()
    """The open trials: each one's starting board as moves, outermost first."""
    version: int = 0
    """Bumped by every save: a save is a compare-and-set on it (see docs/reliability.md)."""
    progress: float | None = None
    """The share of the board decided when last saved (None: not known yet)."""
    hint_stages: tuple[int, int, int] = (0, 0, 0)
    """How often a hint was shown to each stage: where to look, the rule, the whole step."""
    score: float | None = None
    """The puzzle's difficulty score (core/difficulty.py; None: not worked out yet)."""

    @property
    def size_text(self) -> str:
        """The board's size as "WIDTHxHEIGHT" (columns first), the order shown everywhere."""
        return f"{self.cols}x{self.rows}"


def identity(ptype: AnyPuzzleType, puzzle: Any) -> str:
    """The game's identity: the type and its givens, as a hash of the canonical text form."""
    text = canonical_text(ptype, puzzle)
    return hashlib.sha256(f"{ptype.name}\n{text}".encode()).hexdigest()


def canonical_text(ptype: AnyPuzzleType, puzzle: Any) -> str:
    """The puzzle without progress in our text form. Written once: reading it back and writing
    it again gives the same text for every board (tests/library/test_store.py holds every
    sample board and every public data row to that), and on a 200x200 board the round trip
    cost a quarter of a second of every resume."""
    return ptype.format(puzzle)


def board_size(ptype: AnyPuzzleType, puzzle: Any) -> tuple[int, int]:
    """Rows and columns, from the type's neutral JSON form ("rows"/"cols" or "n")."""
    data = ptype.puzzle_to_json(puzzle)
    if "rows" in data and "cols" in data:
        return int(data["rows"]), int(data["cols"])
    size = int(data.get("n", 0))
    return size, size


def status_of(solved: bool, solve_used: bool, hints: int) -> str:
    """In progress, solved, or solved with help (Solve or an applied hint)."""
    if not solved:
        return IN_PROGRESS
    return SOLVED_WITH_HELP if solve_used or hints > 0 else SOLVED
