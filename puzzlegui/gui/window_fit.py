"""Fitting the window to any size: below a width or height the player goes compact, so the
board keeps most of a small window (at 420 x 320, at least 70 % of the short side).

Compact means: no toolbar (every action stays in the menus), thin margins, and a narrow side
panel whose size, source and rules fold behind a button. The panel sits in a scroll area, so a
sentence longer than the room left is scrolled to, never cut.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtWidgets import QBoxLayout, QFrame, QScrollArea

from .side_panel import SidePanelView
from .window_part import WindowPart

if TYPE_CHECKING:
    from .main_window import PlayerWindow

COMPACT_WIDTH = 720
COMPACT_HEIGHT = 500
"""Below either size (the window's, in device-independent pixels) the player goes compact."""


def panel_area(panel: SidePanelView) -> QScrollArea:
    """The side panel in a scroll area that scrolls up and down only."""
    area = QScrollArea()
    area.setWidget(panel)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
    return area


class WindowFit(WindowPart):
    """Watches the window's size and switches between the roomy and the compact layout."""

    def __init__(self, window: PlayerWindow, layout: QBoxLayout, area: QScrollArea) -> None:
        super().__init__(window)
        self._layout = layout
        self._area = area
        self._roomy_margins = layout.contentsMargins()
        self.compact: bool | None = None
        window.side_panel.hint_shown.connect(self._on_side_panel_hint_shown)
        self.apply(False)

    def _on_side_panel_hint_shown(self) -> None:
        # After the layout has placed the hint box: scroll the panel to it.
        QTimer.singleShot(0, self, self._show_hint_box)

    def _show_hint_box(self) -> None:
        box = self._window.side_panel.hint_box
        if box.isVisible():
            self._area.ensureWidgetVisible(box)

    def follow(self, size: QSize) -> None:
        """The window was resized: compact below the thresholds, roomy above.

        Called from the window's resizeEvent rather than an event filter: a filter can be
        called while the window is torn down, after this object's Python side is gone."""
        self.apply(size.width() < COMPACT_WIDTH or size.height() < COMPACT_HEIGHT)

    def apply(self, compact: bool) -> None:
        """Switch to the compact layout or back (nothing when already so)."""
        if compact == self.compact:
            return
        self.compact = compact
        self._window.actions_.toolbar.setVisible(not compact)
        if compact:
            self._layout.setContentsMargins(2, 2, 2, 2)
            self._layout.setSpacing(2)
        else:
            self._layout.setContentsMargins(self._roomy_margins)
            self._layout.setSpacing(6)
        panel = self._window.side_panel
        panel.set_compact(compact)
        self._window.status_line.set_compact(compact)
        scrollbar = self._area.verticalScrollBar().sizeHint().width()
        self._area.setFixedWidth(panel.width_for(compact) + scrollbar)
