"""Replay from the Games window, the hint stages kept with the game and counted in Statistics,
and the score kept with the game and sortable in the Games window: driven through the real
widgets."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from puzzlegui.core import replay
from puzzlegui.gui.dialogs import replay as replay_dialog
from puzzlegui.gui.dialogs.games import SORT_ROLE, GamesDialog
from puzzlegui.gui.dialogs.replay import HARDEST_MARK, ReplayDialog
from puzzlegui.gui.main_window import PlayerWindow
from puzzlegui.library.records import Step

from .helpers import BOARDS
from .test_library import CALCUDOKU, LOGI5, recording_window, saved

NURIKABE = BOARDS / "nurikabe" / "02-easy-10x10.puzzle"


def press(qtbot: QtBot, button: object) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # type: ignore[arg-type]


def hint_to_stage(qtbot: QtBot, window: PlayerWindow, stage: int) -> None:
    """Press Hint until the hint shown is at `stage`."""
    for _ in range(stage):
        window.actions_.hint.trigger()
        qtbot.waitUntil(lambda: window.hints.hint is not None and not window.hints._job)


def apply_hints(qtbot: QtBot, window: PlayerWindow, count: int) -> None:
    """Play `count` steps by Hint (to the whole step) and Apply, as a player."""
    for _ in range(count):
        hint_to_stage(qtbot, window, 3)
        press(qtbot, window.side_panel.apply_button)


def games_window(qtbot: QtBot, window: PlayerWindow) -> GamesDialog:
    saved(qtbot, window)
    dialog = window.library_commands.show_games()
    qtbot.waitExposed(dialog)
    return dialog


def open_replay(qtbot: QtBot, dialog: GamesDialog, type_name: str) -> ReplayDialog:
    row = next(
        r
        for r in range(dialog.model.rowCount())
        if dialog.model.index(r, 1).data(SORT_ROLE) == type_name
    )
    dialog.table.selectRow(row)
    press(qtbot, dialog.replay_button)
    found = dialog.findChildren(ReplayDialog)
    assert len(found) == 1
    replayed = found[0]
    qtbot.waitExposed(replayed)
    return replayed


@pytest.mark.slow
def test_a_game_replays_move_by_move_with_what_the_ladder_says(
    qtbot: QtBot, artifacts: Path
) -> None:
    window = recording_window(qtbot)
    assert window.files.open_path(LOGI5)
    apply_hints(qtbot, window, 3)
    session = window.session
    assert session is not None
    played = session.state
    dialog = games_window(qtbot, window)
    replayed = open_replay(qtbot, dialog, "logi5")
    qtbot.waitUntil(lambda: len(replayed.marks) == 3, timeout=20_000)
    assert [m.kind for m in replayed.marks] == [replay.RULE] * 3
    assert not replayed.progress.isVisible()
    assert replayed.index == 0
    press(qtbot, replayed.forward_button)
    assert replayed.index == 1
    assert replayed.mark_text(replayed.marks[0]) in replayed.position.text()
    assert replayed.board.highlights  # the step's cells are lit
    press(qtbot, replayed.last_button)
    assert replayed.session.state == played  # the game's own moves, in order
    press(qtbot, replayed.back_button)
    assert replayed.index == 2
    hardest = replay.summary(replayed.marks).hardest
    assert hardest is not None
    assert replayed.step_list.item(hardest + 1).text().startswith(HARDEST_MARK)
    press(qtbot, replayed.hardest_button)
    assert replayed.index == hardest + 1
    assert "step" in replayed.summary.text()
    replayed.speed_box.setCurrentIndex(replayed.speed_box.count() - 1)  # the fastest
    press(qtbot, replayed.play_button)  # plays on from the start after the end
    qtbot.waitUntil(lambda: replayed.index == 3 and not replayed.timer.isActive())
    replayed.grab().save(str(artifacts / "replay-window.png"))
    replayed.step_list.setCurrentRow(1)  # a step picked in the list
    assert replayed.index == 1
    replayed.close()
    qtbot.waitUntil(lambda: not dialog.findChildren(ReplayDialog))  # deleted on close


def test_marks_show_as_they_come_and_the_reading_can_be_stopped(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(replay_dialog, "READ_SLICE_SECONDS", 0.0)  # a job for each step
    window = recording_window(qtbot)
    assert window.files.open_path(NURIKABE)
    session = window.session
    assert session is not None
    solution = session.ptype.solve(session.puzzle).solution
    for move in reversed(session.ptype.moves_to(session.puzzle, solution)):  # far from the ladder
        session.apply(move)
    dialog = games_window(qtbot, window)
    replayed = open_replay(qtbot, dialog, "nurikabe")
    qtbot.waitUntil(lambda: len(replayed.marks) >= 2)
    assert " \u2014 " in replayed.step_list.item(2).text()  # shown before the reading ends
    press(qtbot, replayed.stop_button)
    qtbot.waitUntil(lambda: not replayed.progress.isVisible())
    assert len(replayed.marks) < len(replayed.steps)  # it stopped before the end
    assert not replayed.hardest_button.isEnabled()
    assert replayed.summary.text() == "Reading stopped."
    press(qtbot, replayed.last_button)  # the replay itself goes on without the marks
    assert replayed.session.solved


def test_hint_stages_are_kept_with_the_game_and_counted(qtbot: QtBot) -> None:
    window = recording_window(qtbot)
    assert window.files.open_path(LOGI5)
    hint_to_stage(qtbot, window, 1)  # a nudge only
    current = window.library.current
    assert current is not None
    qtbot.waitUntil(lambda: window.library.library.game(current.id).hint_stages == (1, 0, 0))
    apply_hints(qtbot, window, 1)  # then a new hint opened to the whole step
    session = window.session
    assert session is not None
    assert session.hint_stages == [2, 1, 1]
    dialog = games_window(qtbot, window)
    record = window.library.current
    assert record is not None
    assert window.library.library.game(record.id).hint_stages == (2, 1, 1)
    dialog.tabs.setCurrentWidget(dialog.stats)
    table = dialog.stats.table
    heads = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    row = [table.item(0, c).text() for c in range(table.columnCount())]
    counts = dict(zip(heads, row, strict=True))
    assert (counts["Hints: where"], counts["Hints: rule"], counts["Hints: step"]) == ("2", "1", "1")
    dialog.close()
    again = recording_window(qtbot)  # a restart: the counts go on from where they were
    assert again.files.open_path(LOGI5)
    assert again.session is not None
    assert again.session.hint_stages == [2, 1, 1]


def test_the_score_is_kept_and_sorts_the_games_window(qtbot: QtBot) -> None:
    window = recording_window(qtbot)
    scores = {}
    for path in (LOGI5, BOARDS / "logi5" / "03-hard-5x5.puzzle"):
        with qtbot.waitSignal(window.difficulty.scored, timeout=20_000):
            assert window.files.open_path(path)
        assert window.difficulty.shown is not None
        record = window.library.current
        assert record is not None
        scores[record.id] = window.difficulty.shown.score
        assert window.library.library.game(record.id).score == scores[record.id]
    dialog = games_window(qtbot, window)
    header = dialog.table.horizontalHeader()
    column = 8
    assert dialog.model.headerData(column, Qt.Orientation.Horizontal) == "Score"
    header.setSortIndicator(column, Qt.SortOrder.DescendingOrder)
    shown = [dialog.model.index(r, column).data(SORT_ROLE) for r in range(dialog.model.rowCount())]
    assert shown == sorted(scores.values(), reverse=True)
    assert dialog.model.index(0, column).data() == f"{max(scores.values()):.2f}"


@pytest.mark.slow
@pytest.mark.parametrize("name", ["hashi", "nurikabe", "shikaku", "calcudoku", "logi5"])
def test_every_type_replays_its_ladder_steps(qtbot: QtBot, name: str) -> None:
    window = recording_window(qtbot)
    assert window.files.open_path(sorted((BOARDS / name).glob("*"))[0])
    apply_hints(qtbot, window, 2)
    dialog = games_window(qtbot, window)
    replayed = open_replay(qtbot, dialog, name)
    qtbot.waitUntil(lambda: len(replayed.marks) == 2, timeout=20_000)
    assert [m.kind for m in replayed.marks] == [replay.RULE, replay.RULE]
    press(qtbot, replayed.last_button)
    assert window.session is not None
    assert replayed.session.state == window.session.state


def test_a_game_whose_steps_do_not_play_back_is_said_not_replayed(qtbot: QtBot) -> None:
    window = recording_window(qtbot)
    assert window.files.open_path(LOGI5)
    apply_hints(qtbot, window, 1)
    record = window.library.current
    assert record is not None
    assert window.files.open_path(CALCUDOKU)  # the damaged game is not the one being played
    dialog = games_window(qtbot, window)
    library = window.library.library
    stored = library.game(record.id)
    library.save(stored, 0, [Step("bad", ("r9c9=zz",))])  # a flipped byte in a move
    assert dialog.replay(record.id) is None
    assert dialog.summary.text().startswith("This game cannot be replayed: ")
    assert "\n" not in dialog.summary.text()
    assert not dialog.findChildren(ReplayDialog)
