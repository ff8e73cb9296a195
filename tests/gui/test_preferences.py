"""Preferences: each setting reads its default at first, keeps what is set across instances, and
reads a flag written as text by another QSettings backend."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from puzzlegui.gui.preferences import Preferences

TEXTS = {
    "last_folder": "",
    "export_folder": "",
    "print_choice": "",
    "pencil_key": "P",
    "language": "",
    "new_puzzle_type": "",
}
FLAGS = {
    "live_errors": True,
    "show_timer": True,
    "shade_finished": False,
    "high_contrast": False,
    "remove_candidates": False,
    "right_click_pencil": True,
    "make_ahead": True,
}


def test_defaults_then_set_values_survive_a_new_instance() -> None:
    QSettings().remove("new_puzzle/make_ahead")  # the tests' own setting (conftest.py)
    first = Preferences()
    for name, default in {**TEXTS, **FLAGS}.items():
        assert getattr(first, name) == default, name
    for name in TEXTS:
        setattr(first, name, f"{name}-value")
    for name, default in FLAGS.items():
        setattr(first, name, not default)
    first.sync()
    again = Preferences()
    for name in TEXTS:
        assert getattr(again, name) == f"{name}-value", name
    for name, default in FLAGS.items():
        assert getattr(again, name) is (not default), name


def test_an_emptied_text_reads_its_default_and_a_text_flag_reads_as_bool() -> None:
    QSettings().setValue("input/pencil_key", "")
    QSettings().setValue("view/live_errors", "false")
    QSettings().setValue("view/high_contrast", "true")
    preferences = Preferences()
    assert preferences.pencil_key == "P"
    assert preferences.live_errors is False
    assert preferences.high_contrast is True
