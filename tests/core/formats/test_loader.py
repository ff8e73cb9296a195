"""The loader: any text or bytes give a board or a BoardFormatError, never another exception."""

from __future__ import annotations

import contextlib
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from puzzlegui.core import registry
from puzzlegui.core.formats import jsonfmt
from puzzlegui.core.formats.loader import decode, json_text, parse_board, read_board
from puzzlegui.core.model import BoardFormatError
from tests.data import data_file
from tests.samples import every_sample

ROOT = Path(__file__).resolve().parents[3]
BOARDS = every_sample()

HEADERS = st.sampled_from([f"{n} " for n in registry.NAMES] + ["{", ""])
FAST = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@FAST
@given(HEADERS, st.text(max_size=200))
def test_random_text_gives_board_format_error_only(head: str, body: str) -> None:
    with contextlib.suppress(BoardFormatError):
        parse_board(head + body)


@FAST
@given(st.binary(max_size=200), st.sampled_from([None, *registry.NAMES]))
def test_random_bytes_give_board_format_error_only(data: bytes, hint: str | None) -> None:
    with contextlib.suppress(BoardFormatError):
        parse_board(decode(data), hint)


def test_non_utf8_bytes_name_line_and_column() -> None:
    with pytest.raises(BoardFormatError) as info:
        decode(b"hashi 3x3\n1 \xff 2\n", "x.txt")
    assert (info.value.line, info.value.column) == (2, 3)


def test_bad_json_names_line_and_column() -> None:
    with pytest.raises(BoardFormatError) as info:
        parse_board('{"type": "hashi",\n "puzzle": [1,,2]}')
    assert info.value.line == 2


@pytest.mark.parametrize("path", BOARDS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_json_form_round_trips(path: Path) -> None:
    board = read_board(path)
    again = parse_board(json_text(board))
    assert again.ptype is board.ptype
    assert again.puzzle == board.puzzle
    assert again.state == board.state
    assert parse_board(board.text()).puzzle == board.puzzle


@pytest.mark.parametrize("name", registry.NAMES)
def test_first_rows_of_each_data_set_read(name: str) -> None:
    path = data_file(f"janko/{name}.jsonl")
    rows = []
    for row in jsonfmt.read_dataset(path):
        rows.append(row)
        if len(rows) == 3:
            break
    assert rows
    for row in rows:
        state = row.solution_state()
        assert row.ptype.is_solved(row.puzzle, state), row.ident
        one = json.dumps({"type": name, "puzzle": row.row["puzzle"]})
        assert parse_board(one).puzzle == row.puzzle
