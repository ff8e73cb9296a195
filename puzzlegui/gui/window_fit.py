"""Fitting the window to any size: below a width or height the player goes compact, so the
board keeps most of a small window (at 420 x 320, at least 70 % of the short side).

Compact means: no toolbar (every action stays in the menus), thin margins, and a narrow side
panel whose size, source and rules fold behind a button. The panel sits in a scroll area, so a
sentence longer than the room left is scrolled to, never cut.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtWidgets import QBoxLayout, QFrame, QScrollArea

from .side_panel import SidePanelView
from .window_part import WindowHost, WindowPart

COMPACT_WIDTH = 720
COMPACT_HEIGHT = 500
"""Below either size (the window's, in device-independent pixels) the player goes compact."""

LARGE_HEIGHT = 900
"""From this height up, the side panel's text grows with the window, in quarter steps up to
1.5 times (a maximised window on a 1920 x 1080 screen gets 1.25)."""


def panel_scale(height: int) -> float:
    """The side panel's text scale for a window `height` pixels high."""
    if height < LARGE_HEIGHT:
        return 1.0
    return min(1.5, 1.0 + 0.25 * ((height - LARGE_HEIGHT) // 150 + 1))


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

    def __init__(self, window: WindowHost, layout: QBoxLayout, area: QScrollArea) -> None:
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
        scale = 1.0 if self.compact else panel_scale(size.height())
        panel = self._window.side_panel
        if scale != panel.scale:
            panel.set_scale(scale)
            self._fit_area()

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
        if compact:
            panel.set_scale(1.0)
        self._fit_area()

    def _fit_area(self) -> None:
        panel = self._window.side_panel
        scrollbar = self._area.verticalScrollBar().sizeHint().width()
        self._area.setFixedWidth(panel.width_for(bool(self.compact)) + scrollbar)
