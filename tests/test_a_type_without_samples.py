"""A type that ships no sample boards (no boards/<name>/) passes every test that walks the
registered types: the template type (core/template), registered for the test, goes through the
checks that read samples, on the boards its own generator makes (tests/samples.py). The GUI's
side (Open Sample, How to Play, a hint in Spanish) is tests/gui/test_a_view_without_samples.py.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from puzzlegui.core import registry
from puzzlegui.core.formats.loader import read_board
from puzzlegui.core.model import SolveStatus
from puzzlegui.core.template import TYPE as TEMPLATE
from tests import samples, test_desktop
from tests.cli import test_boards_and_cli, test_cli_engines
from tests.core import (
    test_contract,
    test_difficulty,
    test_entering,
    test_input_limits,
    test_rewind,
    test_wrong_cells,
)
from tests.core.formats import test_formats_fuzz, test_loader
from tests.library import test_history_trials, test_store

NAME = TEMPLATE.name


@pytest.fixture
def registered(monkeypatch: pytest.MonkeyPatch) -> None:
    """The template in the registry for the test, as a sixth type with no samples."""
    assert not (samples.SHIPPED / NAME).exists()
    monkeypatch.setattr(registry, "NAMES", (*registry.NAMES, NAME))
    assert registry.get(NAME) is TEMPLATE


@pytest.mark.usefixtures("registered")
def test_a_type_without_samples_gets_boards_from_its_generator() -> None:
    paths = samples.sample_paths(NAME)
    assert len(paths) == samples.MADE
    assert not any(path.is_relative_to(samples.SHIPPED) for path in paths)
    assert samples.sample_paths(NAME) == paths  # made once a run
    assert paths[-1] in samples.every_sample()
    for path in paths:
        board = read_board(path)
        assert board.ptype is TEMPLATE
        assert board.ptype.solve(board.puzzle, limit=2).status is SolveStatus.SOLVED
    sizes = {TEMPLATE.size(read_board(path).puzzle) for path in paths}
    assert len(sizes) == 1  # two boards of one size, as tests/gui/test_i18n.py wants


def _each_board(check: Callable[[Path], None]) -> Callable[[Path], None]:
    def run(tmp_path: Path) -> None:
        for path in samples.sample_paths(NAME):
            check(path)

    return run


json_limit = test_input_limits.test_the_json_reader_refuses_one_past_the_declared_limit


def first_board_solves() -> None:
    test_contract.first_board(TEMPLATE)  # asserts one solution


def desktop_type(tmp_path: Path) -> None:
    """Each type's first sample is of the board file type (needs shared-mime-info and gio)."""
    if not (shutil.which("update-mime-database") and shutil.which("gio")):
        pytest.skip("needs shared-mime-info and gio")
    test_desktop.test_the_samples_and_a_headed_board_are_of_the_board_type_for_the_desktop(tmp_path)


CHECKS: dict[str, Callable[[Path], None]] = {
    "six boards": lambda _: test_boards_and_cli.test_every_type_has_at_least_six_boards(),
    "solves uniquely, cli output checks": _each_board(
        test_boards_and_cli.test_board_solves_uniquely_and_cli_output_checks
    ),
    "hint json": lambda _: test_cli_engines.test_hint_json_has_every_field_and_a_consistent_move(
        NAME
    ),
    "hint stages": lambda _: test_cli_engines.test_hint_json_carries_its_stages(NAME),
    "grade json": lambda _: test_cli_engines.test_grade_json_is_a_level_and_its_label(NAME),
    "wrong cells": lambda _: test_wrong_cells.test_the_solution_itself_has_nothing_wrong(NAME),
    "a sample board": lambda _: test_formats_fuzz.test_every_type_has_a_sample_board(),
    "history": lambda _: test_history_trials.test_batched_states_equal_one_move_at_a_time(NAME),
    "one game": lambda _: test_store.test_a_board_from_a_file_a_url_or_an_id_is_one_game(),
    "json limit": lambda _: json_limit(NAME),
    "contract sample": lambda _: first_board_solves(),
    "json round trip": _each_board(test_loader.test_json_form_round_trips),
    "draft and back": lambda _: test_entering.test_a_puzzle_made_a_draft_and_back_is_the_same(NAME),
    "entered sample": lambda _: test_entering.test_a_sample_is_unique_and_graded(NAME),
    "last correct position": lambda _: test_rewind.test_the_last_position_the_solution_bears_out(
        NAME
    ),
    "score in its grade": lambda _: test_difficulty.test_a_board_scores_within_its_grades_unit(),
    "desktop file type": desktop_type,
}
"""Each check that reads a type's samples, run on the template's made boards (the generate
command's check reads none, and runs its boards in worker processes, where the registry is
not patched)."""


@pytest.mark.usefixtures("registered")
@pytest.mark.parametrize("check", CHECKS)
def test_the_sample_checks_hold_for_a_type_without_samples(check: str, tmp_path: Path) -> None:
    CHECKS[check](tmp_path)
