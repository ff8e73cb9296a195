"""The game library in the player: every route to a new game keeps the previous one, and each
earlier game comes back with its moves and its whole undo history."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from puzzlegui.core.cancel import PLAYING
from puzzlegui.core.formats.loader import read_board
from puzzlegui.gui.dialogs import prompts
from puzzlegui.gui.dialogs.games import ID_ROLE, SORT_ROLE
from puzzlegui.gui.dialogs.new_puzzle import NewPuzzleDialog
from puzzlegui.gui.library_grading import GradeJobs
from puzzlegui.gui.main_window import PlayerWindow

from .helpers import BOARDS, click, view_of
from .test_dialogs_jobs import generate

LOGI5 = BOARDS / "logi5" / "01-easy-5x5.puzzle"
CALCUDOKU = BOARDS / "calcudoku" / "02-easy-4x4.puzzle"
NURIKABE_URL = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"


@dataclass(frozen=True)
class Snapshot:
    """What must survive a switch: the moves on the board and the undo stack around them."""

    moves: list[str]
    index: int
    count: int

    @staticmethod
    def of(window: PlayerWindow) -> Snapshot:
        session = window.session
        assert session is not None
        stack = session.undo_stack
        return Snapshot(session.moves(), stack.index(), stack.count())


def recording_window(qtbot: QtBot) -> PlayerWindow:
    window = PlayerWindow()
    qtbot.addWidget(window)
    window.resize(900, 640)
    window.show()
    qtbot.waitExposed(window)
    return window


def type_digit(qtbot: QtBot, window: PlayerWindow, cell: tuple[int, int], key: Qt.Key) -> None:
    """Click an empty cell of a Latin board and type a digit, like a player."""
    view = view_of(window)
    click(qtbot, view, view.cell_center(cell))
    qtbot.keyClick(view, key)


def saved(qtbot: QtBot, window: PlayerWindow) -> None:
    """Wait until the library has the game as it stands."""
    qtbot.waitUntil(
        lambda: window.library.current is not None and not window.library._pending.isActive()
    )


def play_a_solution_move(window: PlayerWindow) -> None:
    """Make the first move of the solution (any type)."""
    session = window.session
    assert session is not None
    solution = session.ptype.solve(session.puzzle).solution
    assert session.apply_text(str(session.ptype.moves_to(session.puzzle, solution)[0]))


def pick(menu: QMenu, matches: object) -> None:
    """Open a File submenu and pick the entry whose data matches (in a submenu too)."""
    menu.aboutToShow.emit()
    found = [a for a in menu.findChildren(QAction) if matches(a.data())]  # type: ignore[operator]
    found += [a for a in menu.actions() if a not in found and matches(a.data())]  # type: ignore[operator]
    menu.triggered.emit(found[0])  # what the menu says when an entry, or a submenu's, is picked


def test_every_route_keeps_the_earlier_games_with_their_undo_history(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    mine = tmp_path / "mine.txt"  # samples are not recent files: a board of the player's own
    mine.write_text(LOGI5.read_text())
    window = recording_window(qtbot)
    monkeypatch.setattr(prompts, "ask_open_path", lambda _parent, _folder: mine)
    window.actions_.open.trigger()  # route: Open
    type_digit(qtbot, window, (0, 0), Qt.Key.Key_1)
    type_digit(qtbot, window, (0, 3), Qt.Key.Key_3)
    window.actions_.undo.trigger()  # one step undone: redo must survive too
    logi5 = Snapshot.of(window)
    assert logi5 == Snapshot(["r1c1=1"], 1, 2)
    saved(qtbot, window)

    QGuiApplication.clipboard().setText(NURIKABE_URL)  # route: paste
    window.share.paste.trigger()
    assert window.session is not None
    assert window.session.ptype.name == "nurikabe"
    play_a_solution_move(window)
    nurikabe = Snapshot.of(window)
    saved(qtbot, window)

    pick(window.actions_.samples_menu, lambda d: d == str(CALCUDOKU))  # route: sample
    type_digit(qtbot, window, (0, 0), Qt.Key.Key_2)
    calcudoku = Snapshot.of(window)
    saved(qtbot, window)

    def run_dialog(dialog: NewPuzzleDialog) -> bool:
        dialog.type_box.setCurrentIndex(dialog.type_box.findData("logi5"))
        generate(qtbot, dialog, "77", "easy")
        return True

    monkeypatch.setattr(prompts, "run_dialog", run_dialog)
    window.actions_.new.trigger()  # route: New Puzzle
    assert window.session is not None
    assert window.session.path is None
    generated = window.session.puzzle
    play_a_solution_move(window)
    made = Snapshot.of(window)
    saved(qtbot, window)

    pick(window.actions_.recent_menu, lambda d: d == str(mine.resolve()))  # route: Open Recent
    assert Snapshot.of(window) == logi5
    window.actions_.redo.trigger()
    assert Snapshot.of(window) == Snapshot(["r1c1=1", "r1c4=3"], 2, 2)
    window.actions_.undo.trigger()

    window.library_commands.previous.trigger()  # the previous game, one keystroke away
    assert window.session is not None
    assert window.session.puzzle == generated
    assert Snapshot.of(window) == made

    for wanted in (calcudoku, nurikabe):
        pick(window.library_commands.recent_menu, lambda _d: True)
        menu = window.library_commands.recent_menu
        for action in menu.actions():
            window.library.open_game(action.data())
            if Snapshot.of(window) == wanted:
                break
        assert Snapshot.of(window) == wanted
    games, skipped = window.library.games()
    assert len(games) == 4
    assert skipped == []


def test_reopening_a_half_played_file_resumes_it_with_its_time(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = recording_window(qtbot)
    assert window.files.open_path(LOGI5)
    type_digit(qtbot, window, (0, 0), Qt.Key.Key_1)
    assert window.session is not None
    window.session.set_elapsed_ms(95_000)
    target = tmp_path / "half.txt"
    assert window.files.save_to(target)
    assert window.files.open_path(CALCUDOKU)
    assert window.files.open_path(target)
    assert window.session.moves() == ["r1c1=1"]
    assert window.session.elapsed_ms() >= 95_000
    assert window.session.undo_stack.count() == 1


def test_a_board_file_with_progress_starts_a_game_that_can_undo_to_empty(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = recording_window(qtbot)
    text = LOGI5.read_text() + "progress:\nr1c1=1\n"
    target = tmp_path / "with-progress.txt"
    target.write_text(text.replace("progress:\nr1c1=1\n", ""))
    assert window.files.open_path(target)
    assert window.session is not None
    state = window.session.ptype.apply(
        window.session.state, window.session.ptype.parse_move("r1c1=1")
    )
    target.write_text(window.session.ptype.format(window.session.puzzle, state))
    window.library.delete(window.library.current.id)  # type: ignore[union-attr]
    assert window.files.open_path(target)
    assert window.session.moves() == ["r1c1=1"]
    window.actions_.undo.trigger()
    assert window.session.moves() == []


def test_a_failed_write_is_said_and_play_goes_on(qtbot: QtBot) -> None:
    window = recording_window(qtbot)
    assert window.files.open_path(LOGI5)
    saved(qtbot, window)
    path = window.library.library.path
    path.rename(path.with_name("elsewhere"))
    path.mkdir()  # the file replaced by a directory
    type_digit(qtbot, window, (0, 0), Qt.Key.Key_1)
    qtbot.waitUntil(lambda: "Cannot save" in window.statusBar().currentMessage())
    assert window.session is not None
    assert window.session.moves() == ["r1c1=1"]
    window.library._retry.setInterval(10)
    window.library._retry.start()
    qtbot.waitUntil(lambda: "saved again" in window.statusBar().currentMessage())
    assert path.is_file()
    assert list(path.parent.glob("games.sqlite3.damaged-*"))  # the directory, kept aside
    record = window.library.current
    assert record is not None
    assert [s.moves for s in window.library.library.steps(record.id)] == [("r1c1=1",)]


def test_the_games_window_works_by_keyboard(qtbot: QtBot, artifacts: Path) -> None:
    window = recording_window(qtbot)
    assert window.files.open_path(LOGI5)
    type_digit(qtbot, window, (0, 0), Qt.Key.Key_1)
    assert window.files.open_path(CALCUDOKU)
    saved(qtbot, window)
    dialog = window.library_commands.show_games()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)  # shortcuts need the active window
    table = dialog.table
    assert dialog.model.rowCount() == 2
    dialog.type_box.setCurrentIndex(dialog.type_box.findData("logi5"))  # filter by type
    assert dialog.model.rowCount() == 1
    dialog.grab().save(str(artifacts / "games-window.png"))
    dialog.type_box.setCurrentIndex(0)
    table.setFocus()
    table.selectRow(0)
    qtbot.keyClick(table, Qt.Key.Key_Delete)  # the calcudoku, last played, is first
    assert dialog.model.rowCount() == 1
    qtbot.keyClick(table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # undo the delete
    assert dialog.model.rowCount() == 2
    row = next(r for r in range(2) if dialog.model.index(r, 1).data(SORT_ROLE) == "logi5")
    table.setFocus()
    table.selectRow(row)
    table.setCurrentIndex(dialog.model.index(row, 1))
    qtbot.keyClick(table, Qt.Key.Key_Return)  # Enter opens
    assert window.session is not None
    assert window.session.ptype.name == "logi5"
    assert window.session.moves() == ["r1c1=1"]
    assert not dialog.isVisible()


def test_after_a_restart_the_previous_game_is_the_last_one_played(qtbot: QtBot) -> None:
    first = recording_window(qtbot)
    assert first.files.open_path(LOGI5)
    type_digit(qtbot, first, (0, 0), Qt.Key.Key_1)
    assert first.files.open_path(CALCUDOKU)
    saved(qtbot, first)
    again = recording_window(qtbot)  # a new window knows no previous game of its own
    assert again.files.open_path(CALCUDOKU)
    again.library_commands.previous.trigger()
    assert again.session is not None
    assert again.session.ptype.name == "logi5"
    assert again.session.moves() == ["r1c1=1"]


def test_trial_steps_keep_the_recorded_history_in_step(qtbot: QtBot) -> None:
    window = recording_window(qtbot)
    assert window.files.open_path(LOGI5)
    session = window.session
    assert session is not None
    session.apply_text("r1c1=1")
    session.begin_trial()
    session.apply_text("r1c4=3")
    session.discard_trial()
    session.apply_text("r2c2=2")
    session.undo()
    before = Snapshot.of(window)
    assert len(session.history) == session.undo_stack.count()
    saved(qtbot, window)
    assert window.files.open_path(CALCUDOKU)
    assert window.files.open_path(LOGI5)
    assert Snapshot.of(window) == before
    assert window.session is not None
    window.session.redo()
    assert window.session.moves() == ["r1c1=1", "r2c2=2"]
    window.session.undo()
    window.session.undo()  # the discarded trial comes back
    assert window.session.moves() == ["r1c1=1", "r1c4=3"]


def test_an_open_trial_comes_back_after_a_switch_and_after_a_restart(qtbot: QtBot) -> None:
    window = recording_window(qtbot)
    assert window.files.open_path(LOGI5)
    type_digit(qtbot, window, (0, 0), Qt.Key.Key_1)
    window.trial_controls.start.trigger()  # Edit > Start Trial
    type_digit(qtbot, window, (0, 3), Qt.Key.Key_3)
    saved(qtbot, window)
    assert window.files.open_path(CALCUDOKU)  # switch away: no trial on this game
    assert window.session is not None
    assert window.session.trial_depth == 0
    assert window.files.open_path(LOGI5)  # and back
    session = window.session
    assert session is not None
    assert session.trial_depth == 1
    assert view_of(window).trial_cells == {(0, 3)}  # painted as the trial's move
    saved(qtbot, window)
    again = recording_window(qtbot)  # a restart: a new window on the same library
    assert again.files.open_path(LOGI5)
    assert again.session is not None
    assert again.session.trial_depth == 1
    assert again.session.moves() == ["r1c1=1", "r1c4=3"]
    again.trial_controls.discard.trigger()  # the trial's moves go, the rest stays
    assert again.session.moves() == ["r1c1=1"]
    assert again.session.trial_depth == 0


def test_a_game_opened_from_a_file_is_graded_in_the_background(qtbot: QtBot) -> None:
    window = recording_window(qtbot)
    assert window.files.open_path(LOGI5)
    session = window.session
    assert session is not None
    record = window.library.current
    assert record is not None
    assert record.grade == ""  # opening did not wait for the grade
    with qtbot.waitSignal(window.library.graded, timeout=20_000) as graded:
        pass
    assert graded.args == [record.id]
    wanted = session.ptype.grade(session.puzzle).label
    assert window.library.library.game(record.id).grade == wanted
    type_digit(qtbot, window, (0, 0), Qt.Key.Key_1)
    saved(qtbot, window)  # a later save keeps the grade
    assert window.library.library.game(record.id).grade == wanted
    dialog = window.library_commands.show_games()
    qtbot.addWidget(dialog)
    row = next(
        r for r in range(dialog.model.rowCount())
        if dialog.model.index(r, 0).data(ID_ROLE) == record.id
    )  # fmt: skip
    dialog.model.index(row, 0).data(Qt.ItemDataRole.DecorationRole)  # drawn when on screen
    assert dialog.model.index(row, 3).data() == wanted  # the grade column (English)
    assert dialog.model.index(row, 4).data().endswith("%")  # progress as a share of the board
    assert dialog.model.index(row, 4).data() != "0%"


def test_the_background_grade_waits_while_the_player_is_helped(qtbot: QtBot) -> None:
    """A hint or the game's score holds PLAYING; the library's grade (the same ladder walk)
    waits for it rather than halving its share of the interpreter, then still finishes."""
    board = read_board(BOARDS / "nurikabe" / "20-hard-15x15.puzzle")
    grading = GradeJobs()
    with qtbot.waitSignal(grading.graded, timeout=20_000) as graded, PLAYING.hold():
        grading.start(board.ptype, board.puzzle, 7)
        with qtbot.waitSignal(grading.graded, timeout=1_000, raising=False) as early:
            pass
        assert not early.signal_triggered  # alone this grade takes about 0.1 s
    assert graded.args == [7, board.ptype.grade(board.puzzle).label]
    grading.shutdown()
