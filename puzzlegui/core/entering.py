"""The verdict on a puzzle being entered from paper, as the editor shows it while the player
types: what the type's parser says is wrong, or no solution, exactly one (with its grade), or
several (with the cells where two solutions differ)."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any

from .cancel import CancelToken
from .drafts import Draft
from .model import AnyPuzzleType, BoardFormatError, Cell, SolveStatus


class Verdict(enum.Enum):
    """What the entered puzzle is, so far."""

    EMPTY = "empty"
    INCOMPLETE = "incomplete"
    NONE = "none"
    UNIQUE = "unique"
    SEVERAL = "several"
    UNKNOWN = "unknown"
    """The solver ran out of time or was stopped."""


@dataclass(frozen=True)
class Checked:
    """The verdict, the puzzle when it parsed, the parser's message when not, the cells where
    two solutions differ (several), and the grade's label (unique)."""

    verdict: Verdict
    puzzle: Any = None
    message: str = ""
    differ: tuple[Cell, ...] = ()
    grade: str = ""


def parse_draft(ptype: AnyPuzzleType, draft: Draft) -> Any:
    """The draft as a puzzle of the type; BoardFormatError says what is missing or wrong."""
    if ptype.editing is None:
        raise BoardFormatError(f"{ptype.title} puzzles cannot be entered")
    puzzle, _ = ptype.parse(ptype.editing.to_text(draft))
    return puzzle


def check_draft(
    ptype: AnyPuzzleType, draft: Draft, cancel: CancelToken | None = None, seconds: float = 10
) -> Checked:
    """Parse, count solutions up to two, grade a unique one."""
    if not draft.numbers and not draft.groups:
        return Checked(Verdict.EMPTY)
    try:
        puzzle = parse_draft(ptype, draft)
    except BoardFormatError as error:
        return Checked(Verdict.INCOMPLETE, message=error.message)
    result = ptype.solve(puzzle, limit=2, cancel=cancel, seconds=seconds)
    if result.status is SolveStatus.NO_SOLUTION:
        return Checked(Verdict.NONE, puzzle)
    if result.status is SolveStatus.MULTIPLE and len(result.solutions) >= 2:
        first, second = result.solutions[:2]
        return Checked(Verdict.SEVERAL, puzzle, differ=differing(ptype, puzzle, first, second))
    if result.status is not SolveStatus.SOLVED:
        return Checked(Verdict.UNKNOWN, puzzle)
    grade = ptype.grade(puzzle, cancel)
    return Checked(Verdict.UNIQUE, puzzle, grade=grade.label)


def differing(ptype: AnyPuzzleType, puzzle: Any, first: Any, second: Any) -> tuple[Cell, ...]:
    """The cells where two solutions disagree (each one's answers the other contradicts)."""
    cells = set(ptype.wrong_cells(puzzle, first, second))
    cells.update(ptype.wrong_cells(puzzle, second, first))
    return tuple(sorted(cells))
