"""Move records: the text each type's moves write from their declared form, and the one-cell
move reader."""

from __future__ import annotations

import re
from dataclasses import dataclass

import pytest

from puzzlegui.core.hashi.puzzle import SetBridges, ToggleDone
from puzzlegui.core.latin import ClearCandidates, SetDigit, ToggleCandidate
from puzzlegui.core.model import BoardFormatError
from puzzlegui.core.moves import MoveRecord, read_cell_move
from puzzlegui.core.nurikabe.puzzle import Mark, SetMark
from puzzlegui.core.palette import PaintCell
from puzzlegui.core.shikaku.puzzle import Paint, Rect, ToggleBorder


@pytest.mark.parametrize(
    ("move", "text"),
    [
        (SetDigit((2, 4), 4), "r3c5=4"),
        (ToggleCandidate((0, 0), 2), "r1c1+2"),
        (ClearCandidates((9, 10)), "r10c11-"),
        (PaintCell((2, 4), 0), "r3c5#0"),
        (SetBridges((0, 1), (0, 4), 2), "r1c2-r1c5=2"),
        (ToggleDone((0, 1)), "r1c2*"),
        (SetMark((2, 4), Mark.WALL), "r3c5=x"),
        (Paint(Rect(1, 2, 3, 4), 2), "#r2c3:r4c6=2"),  # a Rect is a tuple, but not a cell
        (ToggleBorder((0, 0), (0, 1)), "|r1c1:r1c2"),
    ],
)
def test_a_move_writes_its_declared_form(move: object, text: str) -> None:
    assert str(move) == text
    assert f"{move}" == text


def test_a_form_with_a_format_spec_is_refused_when_the_class_is_made() -> None:
    with pytest.raises(TypeError, match="may only name fields"):

        @dataclass(frozen=True)
        class Padded(MoveRecord, form="{digit:>3}"):
            digit: int


def test_a_one_cell_move_reads_its_cell_or_names_the_forms() -> None:
    pattern = re.compile(r"r(\d{1,3})c(\d{1,3})=(\d)")
    cell, match = read_cell_move(pattern, " r3c5=4 ", "r3c5=4")
    assert (cell, match[3]) == ((2, 4), "4")
    with pytest.raises(BoardFormatError, match=r"'r3c5\+4' is not a move \(r3c5=4\)"):
        read_cell_move(pattern, "r3c5+4", "r3c5=4")
