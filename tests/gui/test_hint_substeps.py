"""A trial's chain in the window: on the whole step, More opens the sub-steps under the hint's
sentence (numbered, in the player's language), Apply stays, and the stages are counted as
before."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from pytestqt.qtbot import QtBot

from puzzlegui.core.grading import walk_hints
from puzzlegui.core.shikaku import TYPE
from puzzlegui.core.shikaku.textfmt import format_text
from puzzlegui.gui.window_hint import INDENT
from tests.data import data_file
from tests.samples import before_rule

from .helpers import open_window, reveal

ROOT = Path(__file__).parents[2]


def _board_before_a_trial(tmp_path: Path) -> Path:
    """A janko board with the rectangles drawn that come before its first two-way trial."""
    rows = [json.loads(x) for x in data_file("janko/shikaku.jsonl").read_text().splitlines()]
    row = next(r for r in rows if str(r.get("id", "")).startswith("255_"))
    puzzle = TYPE.puzzle_from_json(row["puzzle"])
    state = TYPE.new_state(puzzle)
    for hint in walk_hints(TYPE, puzzle):
        if hint.rule == "two-way-trial":
            break
        state = TYPE.apply_all(state, hint.moves)
    path = tmp_path / "before-trial.txt"
    path.write_text(format_text(puzzle, state), encoding="utf-8")
    return path


def _whole_step(qtbot: QtBot, window: Any) -> None:
    """Hint pressed three times: where to look, the rule, the whole step."""
    for _ in range(3):
        if window.hints.hint is None:
            with qtbot.waitSignal(window.jobs.job_succeeded, timeout=20000):
                window.actions_.hint.trigger()
        else:
            window.actions_.hint.trigger()


def test_more_on_a_trial_opens_its_chain(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, _board_before_a_trial(tmp_path))
    panel = window.side_panel
    _whole_step(qtbot, window)
    reveal(window)
    hint = window.hints.hint
    assert hint is not None
    assert hint.rule == "two-way-trial"
    assert hint.substeps
    assert panel.more_button.isVisible()
    assert panel.apply_button.isVisible()
    before = panel.hint_label.text()
    panel.more_button.click()
    text = panel.hint_label.text()
    assert text.startswith(before)
    assert text != before
    assert "1. Suppose " in text
    assert "a contradiction" in text
    assert not panel.more_button.isVisible()
    assert panel.apply_button.isEnabled()
    assert window.session is not None
    assert window.session.hint_stages == [1, 1, 1]


def test_more_on_a_nested_trial_opens_its_chain_and_apply_sets_the_cell(
    qtbot: QtBot, tmp_path: Path
) -> None:
    board = before_rule("nurikabe", "09-hard-10x10.puzzle", "nested-trial", tmp_path)
    window = open_window(qtbot, board)
    panel = window.side_panel
    _whole_step(qtbot, window)
    reveal(window)
    hint = window.hints.hint
    assert hint is not None
    assert hint.rule.startswith("nested-trial")
    panel.more_button.click()
    text = panel.hint_label.text()
    assert "1. Suppose " in text
    assert "Then the rules run into a contradiction." in text
    ((row, col),) = hint.cells
    before = window.session.state.marks[row * 10 + col] if window.session else None
    panel.apply_button.click()
    assert window.session is not None
    assert window.session.state.marks[row * 10 + col] != before


STALL = ROOT / "tests" / "core" / "nurikabe" / "ladder" / "stall-corner-clues-70-a.puzzle"
"""Our corner-clues-70 at a stall of its hint walk where the step is a nested trial with a
case split inside."""


def test_more_on_a_split_indents_each_cases_lines(qtbot: QtBot) -> None:
    window = open_window(qtbot, STALL)
    panel = window.side_panel
    window.actions_.hint.trigger()  # no rule: the hint waits for the solve behind it, then comes

    def found() -> bool:
        return window.hints.hint is not None and window.hints.hint.rule != "still-solving"

    qtbot.waitUntil(found, timeout=30000)
    for _ in range(2):  # the rule, the whole step
        window.actions_.hint.trigger()
    reveal(window)
    hint = window.hints.hint
    assert hint is not None
    assert hint.rule.startswith("nested-cases")
    panel.more_button.click()
    lines = panel.hint_label.text().splitlines()
    cases = [k for k, line in enumerate(lines) if re.fullmatch(r"\d+\. If .*:", line)]
    assert len(cases) == 2
    for k in cases:
        assert not lines[k].startswith(INDENT)  # the case's own line
        assert lines[k + 1].startswith(INDENT)  # its first line, inside it
    assert lines[-1].startswith(INDENT)
    assert lines[-1].endswith("Then the rules run into a contradiction.")
