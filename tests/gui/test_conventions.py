"""What Tatham and puzz.link players reach for, on the real window: a right click picks a cell
for pencil marks, the digit under the cursor lit everywhere, a checklist of finished digits,
Clear Wrong Candidates, shaded finished cages, outer trials still shown, the clock standing
behind a modal dialog, the banner beside the board, high-contrast errors that read, undo icons
that are not Back and Forward, and a first window sized to the screen."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QDialog, QStyle
from pytestqt.qtbot import QtBot

from puzzlegui.core.latin import SetDigit
from puzzlegui.gui import window_fit
from puzzlegui.gui.boards import colours as board_colours
from puzzlegui.gui.boards.colours import BoardColours, mix
from puzzlegui.gui.main_window import first_size
from tests.samples import sample_paths

from .helpers import click, colour_at, grab, playing, solution_moves, view_of
from .test_candidates import LATIN, first


def empty_cell(session) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    return next(divmod(i, session.state.n) for i, d in enumerate(session.state.digits) if not d)


@pytest.mark.parametrize("name", LATIN)
def test_a_right_click_picks_a_cell_for_pencil_marks(qtbot: QtBot, name: str) -> None:
    window, session = playing(qtbot, first(name))
    view = view_of(window)
    cell = empty_cell(session)
    click(qtbot, view, view.cell_center(cell), Qt.MouseButton.RightButton)
    assert view.notes_now()
    qtbot.keyClick(view, Qt.Key.Key_1)
    assert session.state.digit(cell) == 0
    assert 1 in session.state.candidates(cell)
    click(qtbot, view, view.cell_center(cell))  # a left click: big digits again
    assert not view.notes_now()
    qtbot.keyClick(view, Qt.Key.Key_2)
    assert session.state.digit(cell) == 2


def test_the_old_way_is_a_preference(qtbot: QtBot) -> None:
    window, session = playing(qtbot, first("calcudoku"))
    window.preferences.right_click_pencil = False
    try:
        window.files.open_path(first("logi5"))
        session, view = window.session, view_of(window)
        assert session is not None
        cell = empty_cell(session)
        click(qtbot, view, view.cell_center(cell), Qt.MouseButton.RightButton)
        qtbot.keyClick(view, Qt.Key.Key_1)
        assert session.state.digit(cell) == 1
    finally:
        window.preferences.right_click_pencil = True


def test_the_digit_under_the_cursor_is_lit_everywhere(qtbot: QtBot, artifacts: Path) -> None:
    window, session = playing(qtbot, first("logi5"))
    view = view_of(window)
    solution = [m for m in solution_moves(window) if isinstance(m, SetDigit) and m.digit == 1]
    session.apply_moves(solution[:3], "three ones")
    click(qtbot, view, view.cell_center(solution[0].cell))
    lit = set(view.same_digit_cells())
    ones = {divmod(i, view.cols) for i, d in enumerate(session.state.digits) if d == 1}
    assert lit == ones
    assert len(lit) >= 3
    image = grab(view, artifacts / "same-digit.png")
    other = next(c for c in view.visible_cells() if session.state.digit(c) == 0)
    lit_colour = colour_at(image, view, near_corner(view, solution[1].cell))
    assert lit_colour != colour_at(image, view, near_corner(view, other))
    assert lit_colour.red() > lit_colour.blue()  # the soft yellow


def near_corner(view, cell):  # type: ignore[no-untyped-def]
    """A point inside the cell near its top-left corner, clear of digits and marks."""
    rect = view.cell_rect(cell)
    return rect.topLeft() + (rect.bottomRight() - rect.topLeft()) * 0.12


def test_the_checklist_strikes_a_digit_once_it_is_finished(qtbot: QtBot) -> None:
    window, session = playing(qtbot, first("calcudoku"))
    view = view_of(window)
    assert [done for _, done in view.digit_checklist()] == [False] * view.rows
    ones = [m for m in solution_moves(window) if isinstance(m, SetDigit) and m.digit == 1]
    session.apply_moves(ones, "every one")
    assert dict(view.digit_checklist())["1"] is True
    assert not dict(view.digit_checklist())["2"]
    label = window.side_panel.checklist_label
    assert label.isVisibleTo(window)
    assert "<s" in label.text()
    assert "1" in label.accessibleName()


def test_the_checklist_is_hidden_on_boards_without_digits(qtbot: QtBot) -> None:
    from .helpers import BOARDS

    window, _ = playing(qtbot, sorted((BOARDS / "hashi").glob("*.puzzle"))[0])
    assert not window.side_panel.checklist_label.isVisibleTo(window)


def test_clear_wrong_candidates_is_one_step(qtbot: QtBot) -> None:
    window, session = playing(qtbot, first("logi5"))
    view = view_of(window)
    window.candidate_controls.fill.trigger()
    cell = empty_cell(session)
    digit = session.state.candidates(cell)[0]
    session.apply(SetDigit(cell, digit))  # written without removing its candidates
    row_mates = [(cell[0], c) for c in range(view.cols) if (cell[0], c) != cell]
    assert any(digit in session.state.candidates(c) for c in row_mates)
    steps = session.undo_stack.count()
    prune = window.candidate_controls.prune
    assert prune.isEnabled()
    assert prune.shortcut().toString() == "Shift+M"
    prune.trigger()
    assert not any(digit in session.state.candidates(c) for c in row_mates)
    assert session.undo_stack.count() == steps + 1
    window.actions_.undo.trigger()
    assert any(digit in session.state.candidates(c) for c in row_mates)


def test_a_finished_cage_is_shaded(qtbot: QtBot, artifacts: Path) -> None:
    window, session = playing(qtbot, first("calcudoku"))
    view = view_of(window)
    window.view_options.shade_finished.setChecked(True)
    try:
        cage = max(session.puzzle.cages, key=lambda cage: len(cage.cells))
        wanted = {m.cell: m for m in solution_moves(window) if isinstance(m, SetDigit)}
        session.apply_moves([wanted[c] for c in cage.cells], "a cage")
        index = session.puzzle.cages.index(cage)
        assert index in view.done_cages
        image = grab(view, artifacts / "finished-cage.png")
        rect = view.cell_rect(cage.cells[-1])
        at = rect.bottomRight() - (rect.bottomRight() - rect.topLeft()) * 0.1
        assert colour_at(image, view, at) == view.colours.finished()
    finally:
        window.view_options.shade_finished.setChecked(False)


def test_outer_trials_keep_a_trial_colour(qtbot: QtBot) -> None:
    window, session = playing(qtbot, first("logi5"))
    view = view_of(window)
    moves = [m for m in solution_moves(window) if isinstance(m, SetDigit)][:2]
    window.trial_controls.start.trigger()
    session.apply(moves[0])
    window.trial_controls.start.trigger()
    session.apply(moves[1])
    assert view.trial_cells == {moves[1].cell}
    assert view.outer_trial_cells == {moves[0].cell}
    assert view.colours.trial(outer=True).alpha() < view.colours.trial().alpha()


def test_the_clock_stands_behind_a_modal_dialog(qtbot: QtBot) -> None:
    window, session = playing(qtbot, first("logi5"))
    assert session.running
    dialog = QDialog(window)
    dialog.setModal(True)
    dialog.open()
    qtbot.waitUntil(lambda: not session.running)
    dialog.reject()
    qtbot.waitUntil(lambda: session.running)
    dialog.deleteLater()


def test_the_banner_never_covers_a_cell(qtbot: QtBot) -> None:
    window, session = playing(qtbot, first("calcudoku"))
    view = view_of(window)
    window.resize(960, 680)
    qtbot.waitUntil(lambda: view.height() > 0)
    session.apply_moves(solution_moves(window), "solve")
    assert session.solved
    qtbot.waitUntil(lambda: bool(view.banner))
    box = view.banner_rect(200, view.banner_height())
    assert not box.intersects(view.board_rect())
    assert box.bottom() <= view.height()


def contrast(a: QColor, b: QColor) -> float:
    """The WCAG contrast ratio of two colours."""

    def luminance(c: QColor) -> float:
        def channel(v: float) -> float:
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

        return (
            0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())
        )

    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.mark.parametrize("dark", [False, True])
def test_high_contrast_error_digits_read_on_their_fill(dark: bool) -> None:
    palette = QPalette()
    palette.setColor(QPalette.ColorRole.Base, QColor("black" if dark else "white"))
    palette.setColor(QPalette.ColorRole.Text, QColor("white" if dark else "black"))
    board_colours.set_high_contrast(True)
    try:
        colours = BoardColours.from_palette(palette)
    finally:
        board_colours.set_high_contrast(False)
    assert contrast(colours.error, colours.error_fill) >= 4.5


def test_undo_and_redo_are_not_back_and_forward(qtbot: QtBot) -> None:
    window, _ = playing(qtbot, first("logi5"))
    style = window.style()
    back = style.standardIcon(QStyle.StandardPixmap.SP_ArrowBack).pixmap(16).toImage()
    undo = window.actions_.undo.icon()
    assert not undo.isNull()
    assert undo.pixmap(16).toImage() != back
    assert window.actions_.redo.icon().pixmap(16).toImage() != undo.pixmap(16).toImage()


def test_the_first_window_takes_most_of_a_large_screen() -> None:
    assert first_size(QSize(1920, 1050)) == QSize(1440, 788)
    assert first_size(QSize(1280, 800)) == QSize(960, 680)
    assert first_size(QSize(800, 600)) == QSize(720, 540)


def test_the_side_panel_grows_with_a_tall_window(qtbot: QtBot) -> None:
    window, _ = playing(qtbot, first("logi5"))
    panel = window.side_panel
    assert window_fit.panel_scale(700) == 1.0
    assert window_fit.panel_scale(1000) == 1.25
    small = panel.status_label.font().pointSizeF()
    window.resize(1400, 1000)
    qtbot.waitUntil(lambda: panel.scale == 1.25)
    assert panel.status_label.font().pointSizeF() > small
    window.resize(900, 640)
    qtbot.waitUntil(lambda: panel.scale == 1.0)


def test_a_keyboard_corner_label_leaves_the_clue_and_no_trace(
    qtbot: QtBot, artifacts: Path
) -> None:
    from puzzlegui.gui.boards.shikaku import place_label

    from .helpers import BOARDS

    window, session = playing(qtbot, sorted((BOARDS / "shikaku").glob("*.puzzle"))[2])
    view = view_of(window)
    clue = next(iter(session.puzzle.clues))
    view.setFocus()
    view.cursor_cell = (clue[0], min(clue[1], view.cols - 3))
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    preview = view.preview()
    assert preview is not None
    area = view.rect_area(preview)
    box = QRectF(0, 0, 80, 20)
    place_label(box, area, QRectF(view.rect()))
    assert not box.intersects(area.adjusted(1, 1, -1, -1))
    wide = grab(view, artifacts / "shikaku-corner-wide.png")
    label_point = QPointF(area.left() + 4, area.top() - 6)
    if area.top() < 30:  # the label went below
        label_point = QPointF(area.left() + 4, area.bottom() + 6)
    assert colour_at(wide, view, label_point) == view.colours.cursor
    qtbot.keyClick(view, Qt.Key.Key_Left)
    qtbot.keyClick(view, Qt.Key.Key_Left)
    qtbot.keyClick(view, Qt.Key.Key_Up if view.cursor_cell[0] else Qt.Key.Key_Down)
    narrow = grab(view, artifacts / "shikaku-corner-narrow.png")
    assert colour_at(narrow, view, label_point + QPointF(area.width() - 10, 0)) != (
        view.colours.cursor
    )


@pytest.mark.slow
@pytest.mark.parametrize("name", ["logi5", "nurikabe"])
def test_back_to_the_last_correct_position_is_one_step(qtbot: QtBot, name: str) -> None:
    from puzzlegui.core.rewind import last_correct

    window, session = playing(qtbot, sample_paths(name)[1])
    right = solution_moves(window)
    solution = session.ptype.solve(session.puzzle).solution
    session.apply_moves(right[:2], "two right")
    good = session.state
    # a wrong answer: a right move's answer spoilt by the next right one on another cell
    wrong = next(
        m
        for m in wrong_moves(session)
        if session.ptype.wrong_cells(session.puzzle, session.ptype.apply(good, m), solution)
    )
    session.apply(wrong)
    session.apply(right[2])
    steps = session.undo_stack.count()
    with qtbot.waitSignal(window.jobs.job_succeeded, timeout=20_000):
        window.actions_.rewind.trigger()  # the solution is not known yet: a job finds it
    qtbot.waitUntil(lambda: session.undo_stack.count() == steps + 1)
    assert session.ptype.moves_to(session.puzzle, session.state) == session.ptype.moves_to(
        session.puzzle, good
    )
    assert "wrong move" in window.statusBar().currentMessage()
    window.actions_.undo.trigger()
    assert session.ptype.wrong_cells(session.puzzle, session.state, solution)
    assert last_correct(session.ptype, session.puzzle, [good], solution).index == 0


def wrong_moves(session):  # type: ignore[no-untyped-def]
    from puzzlegui.core.gestures import Button, Digit, Tap

    rows, cols = session.ptype.size(session.puzzle)
    for r in range(rows):
        for c in range(cols):
            for gesture in (Tap((r, c), Button.PRIMARY), Digit((r, c), 1, False, False)):
                yield from session.ptype.interpret(session.puzzle, session.state, gesture) or []


def test_ctrl_digit_colours_a_hashi_network_and_latin_cells(qtbot: QtBot, artifacts: Path) -> None:
    from puzzlegui.core.hashi.puzzle import SetBridges, network_colours

    from .helpers import BOARDS

    window, session = playing(qtbot, sorted((BOARDS / "hashi").glob("*.puzzle"))[0])
    view = view_of(window)
    bridge = next(m for m in solution_moves(window) if isinstance(m, SetBridges))
    session.apply(bridge)
    view.setFocus()
    view.cursor_cell = bridge.a
    qtbot.keyClick(view, Qt.Key.Key_3, Qt.KeyboardModifier.ControlModifier)
    shown = network_colours(session.puzzle, session.state)
    a, b = session.puzzle.index[bridge.a], session.puzzle.index[bridge.b]
    assert shown[a] == shown[b] == 3  # the colour shows on the whole network
    image = grab(view, artifacts / "hashi-network-colour.png")
    other_end = view.cell_rect(bridge.b)
    inside = other_end.center() - QPointF(other_end.width() * 0.3, 0)  # left of the number
    assert colour_at(image, view, inside) == view.colours.painted(3)
    qtbot.keyClick(view, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert not session.state.colours
    window.files.open_path(first("logi5"))
    session, view = window.session, view_of(window)
    assert session is not None
    cell = empty_cell(session)
    view.setFocus()
    view.cursor_cell = cell
    qtbot.keyClick(view, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    assert session.state.colour(cell) == 2
    assert session.state.digit(cell) == 0  # a colour, not a digit
    assert str(session.ptype.moves_to(session.puzzle, session.state)[-1]).endswith("#2")


def test_shikaku_borders_by_clicks_on_lines(qtbot: QtBot, artifacts: Path) -> None:
    from puzzlegui.core.shikaku.puzzle import Rect

    from .helpers import BOARDS

    window, session = playing(qtbot, sorted((BOARDS / "shikaku").glob("*.puzzle"))[0])
    view = view_of(window)

    def on_line(a: tuple[int, int], b: tuple[int, int]) -> QPointF:
        return view.border_line(a, b).center()

    # close the top-left 1x2 region with three borders: right, and below both cells
    for a, b in (((0, 1), (0, 2)), ((0, 0), (1, 0)), ((0, 1), (1, 1))):
        qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=on_line(a, b).toPoint())
    assert Rect(0, 0, 1, 2) in session.state.rects
    grab(view, artifacts / "shikaku-borders.png")
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=on_line((0, 1), (0, 2)).toPoint())
    assert Rect(0, 0, 1, 2) not in session.state.rects  # its side erased: it opens
    assert ((0, 0), (1, 0)) in session.state.borders
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=view.cell_center((3, 3)).toPoint())
    assert Rect(3, 3, 1, 1) in session.state.rects  # a click mid-cell is as before


def test_a_hint_shows_where_to_look_then_the_rule_then_the_step(qtbot: QtBot) -> None:
    window, session = playing(qtbot, first("logi5"))
    view, panel = view_of(window), window.side_panel
    with qtbot.waitSignal(window.jobs.job_succeeded):
        window.actions_.hint.trigger()
    hint = window.hints.hint
    assert hint is not None
    assert window.hints.stage == 1  # where to look: the reasons, lightly, no rule, no move
    assert hint.reason_cells
    assert not set(hint.cells) <= set(hint.reason_cells)
    assert set(view.reason_highlights) == set(hint.reason_cells)  # not the answer's cell
    assert not view.hint_moves
    assert panel.more_button.isVisibleTo(window)
    assert not panel.apply_button.isVisibleTo(window)
    assert not panel.hint_level_label.text()
    panel.more_button.click()  # the rule: its name, still no move
    assert window.hints.stage == 2
    assert "rule" in panel.hint_label.text()
    assert not view.hint_moves
    window.actions_.hint.trigger()  # the whole step, with Apply
    assert window.hints.stage == 3
    assert view.hint_moves == hint.moves
    assert panel.apply_button.isVisibleTo(window)
    assert panel.hint_level_label.text()
    assert session.hint_stages == [1, 1, 1]
    steps = session.undo_stack.count()
    panel.apply_button.click()
    assert session.undo_stack.count() == steps + 1
    assert window.hints.stage == 0  # the board changed: the next Hint starts again


def test_the_side_panel_shows_the_difficulty_and_its_reason(qtbot: QtBot) -> None:
    window, _ = playing(qtbot, first("logi5"))
    label = window.side_panel.difficulty_label
    qtbot.waitUntil(lambda: bool(label.text()), timeout=20_000)
    found = window.difficulty.shown
    assert found is not None
    assert f"{found.score:.2f}" in label.text()
    assert f"of {found.steps} steps" in label.text()
    assert label.isVisibleTo(window)


@pytest.mark.parametrize("high", [False, True])
def test_ink_under_a_hints_light_still_reads(high: bool) -> None:
    board_colours.set_high_contrast(high)
    try:
        colours = BoardColours.from_palette(QPalette())
    finally:
        board_colours.set_high_contrast(False)
    for light in (colours.highlight, colours.reason):
        share = light.alphaF()
        ink = mix(colours.ink, QColor(light.rgb()), share)
        paper = mix(colours.background, QColor(light.rgb()), share)
        assert contrast(ink, paper) >= 4.5, light.name()
