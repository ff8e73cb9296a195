"""What the player did on a board, in cells instead of pixels and Qt key codes: the input each
type's `interpret(puzzle, state, gesture)` turns into moves, as Tatham's `interpret_move` does.

The board view translates Qt events into these (the button, the cell under the pointer, the
key) and keeps its own preview (a drag's line or rectangle) and its own modes (pencil mode, a
marked corner); the type decides what the gesture does to the game. `interpret` answers the
moves to make as one step, [] when the gesture is the type's but changes nothing here (a click
on a clue), or None when the type has no use for it (Tatham's MOVE_UNUSED: a key then goes on
to the widgets around the board).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from .model import Cell


class Button(enum.Enum):
    """The mouse button of a tap or a drag."""

    PRIMARY = "primary"
    """The left button."""
    SECONDARY = "secondary"
    """The right button."""
    MIDDLE = "middle"


class Press(enum.Enum):
    """A key other than a digit, by its role on a board."""

    SPACE = "space"
    ENTER = "enter"
    """Return or Enter."""
    CLEAR = "clear"
    """Backspace or Delete."""
    MARK = "mark"
    """Period or D: the second mark, the keyboard's right click."""
    UP = "up"
    DOWN = "down"
    LEFT = "left"
    RIGHT = "right"


class Modifier(enum.Enum):
    """Shift or Ctrl held with a key (Ctrl wins when both are)."""

    NONE = "none"
    SHIFT = "shift"
    CTRL = "ctrl"


STEPS: dict[Press, tuple[int, int]] = {
    Press.UP: (-1, 0),
    Press.DOWN: (1, 0),
    Press.LEFT: (0, -1),
    Press.RIGHT: (0, 1),
}
"""The (row, column) step of each arrow key."""


@dataclass(frozen=True)
class Tap:
    """A press and release on one cell."""

    cell: Cell
    button: Button = Button.PRIMARY


@dataclass(frozen=True)
class Drag:
    """A press on `cells[0]` moved through the other cells (each differs from the one before)
    and released on `cells[-1]`; read against the state where the press began."""

    cells: tuple[Cell, ...]
    button: Button = Button.PRIMARY

    def __post_init__(self) -> None:
        if len(self.cells) < 2:
            raise ValueError("a drag passes at least two cells (one cell is a Tap)")

    @property
    def start(self) -> Cell:
        """Where the press began."""
        return self.cells[0]

    @property
    def end(self) -> Cell:
        """Where the pointer is (or was released)."""
        return self.cells[-1]


@dataclass(frozen=True)
class Digit:
    """A digit key 0-9 with the cursor on `cell`. `note`: write it as a note (pencil mode, or
    Shift held); `prune`: the player's option to take an entered digit out of the notes of the
    cells that see it; `colour`: Ctrl held, the digit is one of the player's colours (1-6, 0
    none) for the cell, island or network there."""

    cell: Cell
    digit: int
    note: bool = False
    prune: bool = False
    colour: bool = False


@dataclass(frozen=True)
class Key:
    """Another key with the cursor on `cell` (arrows without a modifier move the cursor and
    never reach the type)."""

    cell: Cell
    press: Press
    modifier: Modifier = Modifier.NONE


@dataclass(frozen=True)
class Border:
    """A click on the line between two side-by-side cells (Tatham's edge click)."""

    a: Cell
    b: Cell


Gesture = Tap | Drag | Digit | Key | Border


def direction(start: Cell, end: Cell) -> tuple[int, int] | None:
    """The one step (along a row or a column) from `start` toward `end`: along the longer
    distance, along the row on a tie; None when they are the same cell."""
    d_row, d_col = end[0] - start[0], end[1] - start[1]
    if d_row == 0 and d_col == 0:
        return None
    if abs(d_col) >= abs(d_row):
        return (0, 1 if d_col > 0 else -1)
    return (1 if d_row > 0 else -1, 0)


def step_of(key: Key) -> tuple[int, int] | None:
    """The step of an arrow key, None for another key."""
    return STEPS.get(key.press)


__all__ = [
    "STEPS",
    "Border",
    "Button",
    "Digit",
    "Drag",
    "Gesture",
    "Key",
    "Modifier",
    "Press",
    "Tap",
    "direction",
    "step_of",
]
