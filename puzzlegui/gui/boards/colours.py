"""The colours a board paints with, from the widget's palette (light or dark theme)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor, QPalette

TINTS = ("#a7c7f4", "#b5e8a4", "#f4e3a0", "#d5b3f0", "#a0e6e0", "#c9d1dc", "#e8d5b0", "#b8e0c8")
"""Soft colours for regions and rectangles; blended with the background for dark themes."""


_high_contrast = False


def set_high_contrast(on: bool) -> None:
    """Boards made or repainted from now on use the high-contrast colours (or not)."""
    global _high_contrast
    _high_contrast = on


def high_contrast() -> bool:
    """True while the high-contrast theme is on."""
    return _high_contrast


@dataclass(frozen=True)
class BoardColours:
    """The colours a board paints with, taken from the widget's palette (light or dark)."""

    background: QColor
    ink: QColor
    grid: QColor
    faint: QColor
    error: QColor
    error_fill: QColor
    cursor: QColor
    highlight: QColor
    reason: QColor
    solved: QColor
    player: QColor
    dark: bool

    @classmethod
    def from_palette(cls, palette: QPalette) -> BoardColours:
        """Colours readable on the palette's base colour."""
        base = palette.color(QPalette.ColorRole.Base)
        ink = palette.color(QPalette.ColorRole.Text)
        dark = base.lightness() < 128
        grid = QColor(ink)
        grid.setAlpha(200)
        faint = QColor(ink)
        faint.setAlpha(70)
        error = QColor("#ff6b6b") if dark else QColor("#d11a1a")
        error_fill = mix(base, error, 0.45 if dark else 0.32)
        cursor = QColor(palette.color(QPalette.ColorRole.Highlight))
        # See-through enough that a clue or digit under a hint's light still reads (contrast of
        # at least 4.5 between the ink and the paper beneath it: tests/gui/test_conventions.py);
        # the frames painted with the fills show where the light is.
        highlight = QColor("#ffa000")
        highlight.setAlpha(110)
        reason = QColor("#2a9df4")
        reason.setAlpha(90)
        solved = QColor("#3fae49")
        player = QColor("#8ab4ff") if dark else QColor("#1f4fa8")
        if _high_contrast:  # opaque lines, saturated marks, a yellow cursor
            grid, faint = QColor(ink), QColor(ink)
            faint.setAlpha(170)
            # Error digits are drawn on the error fill: a pale fill under dark red on white, a
            # deep one under light red on black (dark red on dark red could not be read).
            error = QColor("#ff8080") if dark else QColor("#b00000")
            error_fill = mix(base, QColor("#ff0000"), 0.3 if dark else 0.18)
            cursor = QColor("#ffff00") if dark else QColor("#0000ff")
            player = QColor("#00e5ff") if dark else QColor("#0000c0")
            highlight.setAlpha(120)
            reason.setAlpha(110)
        return cls(
            base,
            ink,
            grid,
            faint,
            error,
            error_fill,
            cursor,
            highlight,
            reason,
            solved,
            player,
            dark,
        )

    def finished(self) -> QColor:
        """The shade of what the player has finished (an island, a rectangle): soft green."""
        return mix(self.background, self.solved, 0.45 if self.dark else 0.3)

    def painted(self, number: int) -> QColor:
        """The player's colour `number` (1..6) for a rectangle or island: a light shade of a
        hue, darker on a dark palette, each far from the others."""
        hue = PLAYER_HUES[(number - 1) % len(PLAYER_HUES)]
        return mix(self.background, QColor(hue), 0.5 if self.dark else 0.35)

    def trial(self, outer: bool = False) -> QColor:
        """The see-through violet over what a trial has changed (lighter for an outer trial
        while an inner one is open)."""
        colour = QColor("#b36bff" if self.dark else "#8e44ad")
        alpha = 120 if _high_contrast else 80
        colour.setAlpha(alpha // 2 if outer else alpha)
        return colour

    def same_digit(self) -> QColor:
        """The soft fill of every cell holding the digit under the cursor."""
        return mix(self.background, QColor("#ffb300"), 0.4 if self.dark else 0.6)

    def tint(self, index: int) -> QColor:
        """A soft colour for region or rectangle `index`, toned down on a dark background."""
        colour = QColor(TINTS[index % len(TINTS)])
        if self.dark:
            colour = colour.darker(260)
        return colour


PLAYER_HUES = ("#e6194b", "#3cb44b", "#4363d8", "#f58231", "#911eb4", "#42d4f4")
"""Six hues told apart by most eyes (after Sasha Trubetskoy's list of distinct colours)."""


def mix(a: QColor, b: QColor, t: float) -> QColor:
    """The opaque colour a fraction `t` of the way from `a` to `b`."""
    return QColor(
        round(a.red() + (b.red() - a.red()) * t),
        round(a.green() + (b.green() - a.green()) * t),
        round(a.blue() + (b.blue() - a.blue()) * t),
    )


__all__ = ["TINTS", "BoardColours", "mix"]
