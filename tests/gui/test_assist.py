"""Hint, Solve and Check against solution on the real window, run in threads: lights in two
colours, the sentence beside the board, Apply as one undo step, "solved with help", wrong marks
crossed out without revealing the rest, and the status bar's word on odd puzzles."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF
from pytestqt.qtbot import QtBot

from puzzlegui.core import registry
from puzzlegui.core.model import SolveStatus
from puzzlegui.gui.main_window import PlayerWindow
from tests.samples import sample_paths

from .helpers import BOARDS, colour_at, grab, open_window, playing, shown_hint, view_of

SHIKAKU = BOARDS / "shikaku" / "01-easy-7x7.puzzle"
LOGI5 = BOARDS / "logi5" / "01-easy-5x5.puzzle"


def ask_hint(qtbot: QtBot, window: PlayerWindow) -> None:
    """Press Hint and wait until the hint shows beside the board."""
    shown_hint(qtbot, window)
    assert window.side_panel.hint_box.isVisibleTo(window)


def run_board_job(qtbot: QtBot, window: PlayerWindow, action_name: str) -> None:
    """Trigger an action that runs a board job and wait for its result."""
    with qtbot.waitSignal(window.jobs.job_succeeded):
        getattr(window.actions_, action_name).trigger()


def check_solution(qtbot: QtBot, window: PlayerWindow) -> None:
    """Check against the solution, which the window finds in the background on opening."""
    session = window.session
    assert session is not None
    # The hint's job reports before its thread ends: wait for both, then the press itself
    # must start no job (the solution was found already).
    qtbot.waitUntil(lambda: session.solution is not None and not window.jobs.busy)
    window.actions_.check_solution.trigger()
    assert not window.jobs.busy


def test_a_hint_lights_target_and_reasons_in_two_colours(qtbot: QtBot, artifacts: Path) -> None:
    window = open_window(qtbot, LOGI5)
    ask_hint(qtbot, window)
    hint = window.hints.hint
    assert hint is not None
    assert hint.text in window.side_panel.hint_label.text()
    view = view_of(window)
    target = next(iter(hint.cells))
    reason = next(c for c in hint.reason_cells if c not in hint.cells)
    image = grab(view, artifacts / "hint-logi5.png")
    corner = view.cell_size * 0.15  # away from the digits painted in the cell
    lit = colour_at(image, view, view.cell_rect(target).topLeft() + QPointF(corner, corner))
    why = colour_at(image, view, view.cell_rect(reason).topLeft() + QPointF(corner * 2, corner * 2))
    assert lit.red() > lit.blue() + 40, lit.name()  # amber
    assert why.blue() > why.red() + 20, why.name()  # blue


def test_apply_makes_the_move_as_one_step_and_hint_again_gives_the_next(qtbot: QtBot) -> None:
    window, session = playing(qtbot, SHIKAKU)
    ask_hint(qtbot, window)
    first = window.hints.hint
    assert first is not None
    window.side_panel.apply_button.click()
    assert session.undo_stack.count() == 1
    assert not window.side_panel.hint_box.isVisibleTo(window)
    assert view_of(window).highlights == ()
    ask_hint(qtbot, window)
    second = window.hints.hint
    assert second is not None
    assert second.moves != first.moves
    window.actions_.undo.trigger()
    assert session.state == session.ptype.new_state(session.puzzle)


def test_a_mistake_is_hinted_first(qtbot: QtBot) -> None:
    window, session = playing(qtbot, SHIKAKU)
    session.apply_text("+r1c1:r1c1")  # no clue in this rectangle
    ask_hint(qtbot, window)
    hint = window.hints.hint
    assert hint is not None
    assert (0, 0) in hint.cells
    assert hint.rule in ("broken-rule", "not-in-solution")


def test_solve_fills_the_solution_as_one_undoable_step(qtbot: QtBot) -> None:
    window, session = playing(qtbot, SHIKAKU)
    session.apply_text("+r1c1:r1c1")
    run_board_job(qtbot, window, "solve")
    assert session.solved
    assert session.solved_with_help
    assert "help" in window.side_panel.status_label.text()
    assert window.actions_.undo.isEnabled()
    window.actions_.undo.trigger()
    assert not session.solved
    assert session.moves() == ["+r1c1:r1c1"]


def test_check_against_solution_marks_only_wrong_moves(qtbot: QtBot) -> None:
    window, session = playing(qtbot, SHIKAKU)
    right = session.ptype.moves_to(session.puzzle, session.ptype.solve(session.puzzle).solution)[0]
    session.apply(right)
    session.apply_text("+r7c1:r7c1")  # the clue 2 alone: short, but no cell of it is wrong
    session.apply_text("+r7c3:r7c3")  # a cell of the 3's rectangle (or the 2's) on its own
    check_solution(qtbot, window)
    assert view_of(window).wrong_cells == ((6, 2),)
    assert "1" in window.statusBar().currentMessage()
    session.apply_text("+r7c4:r7c4")  # any change clears the crosses
    assert view_of(window).wrong_cells == ()
    window.actions_.check_solution.trigger()  # the solution is kept: no second job
    assert view_of(window).wrong_cells == ((6, 2), (6, 3))


@pytest.mark.parametrize(
    ("board", "status", "words"),
    [
        ("shikaku 2x2\n2 .\n. 2\n", SolveStatus.MULTIPLE, "several solutions"),
        ("shikaku 2x2\n3 .\n. .\n", SolveStatus.NO_SOLUTION, "no solution"),
    ],
)
def test_odd_puzzles_are_reported_in_the_status_bar(
    qtbot: QtBot, tmp_path: Path, board: str, status: SolveStatus, words: str
) -> None:
    path = tmp_path / "odd.txt"
    path.write_text(board, encoding="utf-8")
    window, session = playing(qtbot, path)
    assert session.ptype.solve(session.puzzle).status is status
    run_board_job(qtbot, window, "solve")
    assert words in window.statusBar().currentMessage()
    assert not session.solved


def test_a_hint_for_a_replaced_board_is_dropped(qtbot: QtBot) -> None:
    window = open_window(qtbot, SHIKAKU)
    window.actions_.hint.trigger()
    with qtbot.waitSignal(window.jobs.busy_changed, check_params_cb=lambda busy: not busy):
        window.files.open_path(LOGI5)
    assert window.hints.hint is None
    assert not window.side_panel.hint_box.isVisibleTo(window)


def test_closing_mid_job_cancels_waits_and_saves(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    ptype = registry.get("shikaku")

    def slow_solve(puzzle: object, **options: object):  # type: ignore[no-untyped-def]
        cancel = options["cancel"]
        while not cancel.cancelled:  # type: ignore[attr-defined]
            pass
        return ptype.solve(puzzle, limit=1)

    window = PlayerWindow()
    qtbot.addWidget(window)
    assert window.files.open_path(SHIKAKU)
    window.show()
    session = window.session
    assert session is not None
    first = str(ptype.moves_to(session.puzzle, ptype.solve(session.puzzle).solution)[0])
    assert session.apply_text(first)
    monkeypatch.setitem(vars(ptype), "solve", lambda puzzle, **o: slow_solve(puzzle, **o))
    window.actions_.solve.trigger()
    assert window.jobs.busy
    window.close()
    assert not window.jobs.busy
    record = window.library.current
    assert record is not None
    steps = window.library.library.steps(record.id)
    assert [s.moves for s in steps] == [(first,)]
    assert window.library.library.game(record.id).undo_index == 1


@pytest.mark.slow
@pytest.mark.parametrize("name", registry.NAMES)
def test_every_type_hints_applies_checks_and_solves(qtbot: QtBot, name: str) -> None:
    window, session = playing(qtbot, sample_paths(name)[0])
    ask_hint(qtbot, window)
    assert window.hints.hint is not None
    assert window.side_panel.hint_label.text()
    window.side_panel.apply_button.click()
    assert session.undo_stack.count() == 1
    check_solution(qtbot, window)
    assert view_of(window).wrong_cells == ()  # a hinted move is right
    assert "agrees" in window.statusBar().currentMessage()
    run_board_job(qtbot, window, "solve")
    assert session.solved
    assert session.solved_with_help
