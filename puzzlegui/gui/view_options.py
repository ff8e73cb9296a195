"""The player's view options, kept between sessions: View > Show Errors Live, High Contrast, Show
Timer and Shade Finished Islands, Rectangles and Cages; and Puzzle > Pause, which stops the
clock and hides the board.

ViewOptions is the one owner of the live-errors flag: it is the checked state of View > Show
Errors Live, written to the preferences and handed to each board view from here only."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from . import accessibility
from .window_part import WindowHost, WindowPart


class ViewOptions(WindowPart):
    """The theme, timer, shading and pause actions and what they do."""

    def __init__(self, window: WindowHost) -> None:
        super().__init__(window)
        prefs = window.preferences
        self.high_contrast = self._toggle(
            self.tr("&High Contrast"), self._on_high_contrast_toggled, prefs.high_contrast
        )
        self.show_timer = self._toggle(
            self.tr("Show &Timer"), self._on_show_timer_toggled, prefs.show_timer
        )
        self.shade_finished = self._toggle(
            self.tr("&Shade Finished Islands, Rectangles and Cages"),
            self._on_shade_finished_toggled,
            prefs.shade_finished,
        )
        self._live_errors = window.actions_.live_errors  # made with the View menu's first entry
        self._live_errors.setChecked(prefs.live_errors)
        self.pause = self._toggle(self.tr("&Pause"), self._on_pause_toggled, False, "F6")
        menu = window.actions_.view_menu
        menu.addSeparator()
        menu.addActions([self.show_timer, self.shade_finished, self.high_contrast])
        window.actions_.puzzle_menu.insertAction(window.actions_.solver_lab, self.pause)
        self._live_errors.toggled.connect(self._on_live_errors_toggled)
        window.game_started.connect(self._on_window_game_started)
        window.side_panel.time_label.setVisible(prefs.show_timer)
        app = QApplication.instance()
        if isinstance(app, QApplication) and prefs.high_contrast:
            accessibility.apply_theme(app, True)

    @property
    def live_errors(self) -> bool:
        """True when mistakes are painted red as they happen."""
        return self._live_errors.isChecked()

    def set_live_errors(self, on: bool) -> None:
        """Show errors live, or not (the menu, the preferences and the board follow)."""
        self._live_errors.setChecked(on)

    def _on_window_game_started(self) -> None:
        self.pause.setChecked(False)  # a new game starts running
        view = self._window.board_view
        if view is not None:
            view.set_shade_finished(self.shade_finished.isChecked())
            view.set_show_errors(self.live_errors)

    def _on_live_errors_toggled(self, checked: bool) -> None:
        window = self._window
        window.preferences.live_errors = checked
        if window.board_view is not None:
            window.board_view.set_show_errors(checked)
        window.show_status()

    def _on_high_contrast_toggled(self, checked: bool) -> None:
        self._window.preferences.high_contrast = checked
        app = QApplication.instance()
        if isinstance(app, QApplication):
            accessibility.apply_theme(app, checked)

    def _on_show_timer_toggled(self, checked: bool) -> None:
        self._window.preferences.show_timer = checked
        self._window.side_panel.time_label.setVisible(checked)

    def _on_shade_finished_toggled(self, checked: bool) -> None:
        self._window.preferences.shade_finished = checked
        if self._window.board_view is not None:
            self._window.board_view.set_shade_finished(checked)

    def _on_pause_toggled(self, checked: bool) -> None:
        session, view = self._window.session, self._window.board_view
        if session is None or view is None:
            return
        session.hold(checked)
        window = self._window.widget
        if not checked and window.isVisible() and not window.isMinimized():
            session.resume()
        view.update()
        self._window.side_panel.show_time(session.elapsed_ms())
