"""Trial mode, as puzz.link has it: Edit > Start Trial, then every later move shows in violet;
Accept Trial keeps them, Discard Trial takes them all back, each in one step. Trials nest, and
undo works inside one (undoing past its start closes it). The trials live in the session as the
boards they began from (`GameSession.trials`, saved as moves by `trial_moves`)."""

from __future__ import annotations

from .window_part import WindowHost, WindowPart


class TrialControls(WindowPart):
    """The three trial actions in the Edit menu and the sentence that says a trial is open."""

    def __init__(self, window: WindowHost) -> None:
        super().__init__(window)
        self.start = self._action(self.tr("Start &Trial"), self._on_start_triggered, "Ctrl+T")
        self.accept = self._action(
            self.tr("&Accept Trial"), self._on_accept_triggered, "Ctrl+Shift+T"
        )
        self.discard = self._action(self.tr("D&iscard Trial"), self._on_discard_triggered, "Ctrl+D")
        for action in (self.start, self.accept, self.discard):
            action.setEnabled(False)
        window.game_started.connect(self._on_window_game_started)
        menu = window.actions_.edit_menu
        before = window.actions_.restart
        menu.insertActions(before, [self.start, self.accept, self.discard])
        menu.insertSeparator(before)

    def _on_window_game_started(self) -> None:
        session = self._window.session
        if session is not None:
            session.changed.connect(self._on_session_changed)
        self._on_session_changed()

    def _on_session_changed(self) -> None:
        session = self._window.session
        depth = session.trial_depth if session is not None else 0
        playing = session is not None and not session.solved
        self.start.setEnabled(playing)
        self.accept.setEnabled(playing and depth > 0)
        self.discard.setEnabled(depth > 0)
        if depth:
            self._window.side_panel.show_trial(
                self.tr("Trial %1 open: its moves show in violet.").replace("%1", str(depth))
            )
        else:
            self._window.side_panel.show_trial("")

    def _on_start_triggered(self) -> None:
        if self._window.session is not None:
            self._window.session.begin_trial(self.tr("Start trial"))

    def _on_accept_triggered(self) -> None:
        if self._window.session is not None:
            self._window.session.accept_trial(self.tr("Accept trial"))

    def _on_discard_triggered(self) -> None:
        if self._window.session is not None:
            self._window.session.discard_trial(self.tr("Discard trial"))
