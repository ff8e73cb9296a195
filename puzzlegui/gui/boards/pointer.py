"""Qt input as the core's gestures (puzzlegui.core.gestures): mouse buttons, the cells a press
passes, and key codes. Nothing here knows a puzzle type; each type's `interpret` decides."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent

from puzzlegui.core.gestures import Button, Digit, Drag, Gesture, Key, Modifier, Press, Tap
from puzzlegui.core.model import Cell

BUTTONS = {
    Qt.MouseButton.LeftButton: Button.PRIMARY,
    Qt.MouseButton.RightButton: Button.SECONDARY,
    Qt.MouseButton.MiddleButton: Button.MIDDLE,
}

PRESSES = {
    Qt.Key.Key_Space: Press.SPACE,
    Qt.Key.Key_Return: Press.ENTER,
    Qt.Key.Key_Enter: Press.ENTER,
    Qt.Key.Key_Backspace: Press.CLEAR,
    Qt.Key.Key_Delete: Press.CLEAR,
    Qt.Key.Key_Period: Press.MARK,
    Qt.Key.Key_D: Press.MARK,
    Qt.Key.Key_Up: Press.UP,
    Qt.Key.Key_Down: Press.DOWN,
    Qt.Key.Key_Left: Press.LEFT,
    Qt.Key.Key_Right: Press.RIGHT,
}

SHIFTED_DIGITS = "!@#$%^&*("
"""What Shift+1..9 types on a US keyboard, so Shift+digit reaches us as a symbol."""


@dataclass
class PointerPress:
    """A mouse press being held: where it began, the cells it has passed, and the board's
    state when it began (a drag is read against it)."""

    button: Button
    qt_button: Qt.MouseButton
    position: QPointF
    state: Any
    cells: list[Cell] = field(default_factory=list)
    made: set[Any] = field(default_factory=set)
    """The moves a live drag has made so far (each is made once)."""

    def gesture(self) -> Gesture:
        """A Tap while the pointer is on its first cell (it may have left and come back), else
        a Drag through the cells passed."""
        if self.cells[-1] == self.cells[0]:
            return Tap(self.cells[0], self.button)
        return Drag(tuple(self.cells), self.button)


def key_gesture(event: QKeyEvent, cell: Cell, *, note: bool, prune: bool) -> Gesture | None:
    """The gesture of a key with the cursor on `cell`, None for a key no board uses. `note`:
    the view's pencil mode; `prune`: the player's Remove Candidates option."""
    key, text = event.key(), event.text()
    modifiers = event.modifiers()
    shift = bool(modifiers & Qt.KeyboardModifier.ShiftModifier)
    if Qt.Key.Key_0 <= key <= Qt.Key.Key_9:
        if modifiers & Qt.KeyboardModifier.ControlModifier:
            return Digit(cell, int(key - Qt.Key.Key_0), colour=True)
        return Digit(cell, int(key - Qt.Key.Key_0), note or shift, prune)
    if text and text in SHIFTED_DIGITS:
        return Digit(cell, SHIFTED_DIGITS.index(text) + 1, True, prune)
    press = PRESSES.get(Qt.Key(key))
    if press is None:
        return None
    if modifiers & Qt.KeyboardModifier.ControlModifier:
        return Key(cell, press, Modifier.CTRL)
    return Key(cell, press, Modifier.SHIFT if shift else Modifier.NONE)
