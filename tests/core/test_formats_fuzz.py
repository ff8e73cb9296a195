"""Random bytes never break a type's text readers: each raises BoardFormatError or parses, both
bare and after the type's own header line."""

from __future__ import annotations

import contextlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from puzzlegui.core import registry
from puzzlegui.core.model import BoardFormatError

HEADERS = {
    "calcudoku": "calcudoku 3\n",
    "hashi": "hashi 3x3\n",
    "logi5": "logi5 4\n",
    "nurikabe": "nurikabe 4x4\n",
    "shikaku": "shikaku 4x3\n",
}
"""A header line each type reads, so the random bytes reach the grid parser too."""


def test_every_type_has_a_header() -> None:
    assert sorted(HEADERS) == sorted(registry.NAMES)


@pytest.mark.parametrize("name", sorted(HEADERS))
@settings(max_examples=100, deadline=None)
@given(data=st.binary(max_size=100))
def test_random_bytes_give_board_format_error(name: str, data: bytes) -> None:
    ptype = registry.get(name)
    text = data.decode("utf-8", errors="replace")
    for parse in (ptype.parse, ptype.parse_seed):
        with contextlib.suppress(BoardFormatError):
            parse(text)
        with contextlib.suppress(BoardFormatError):
            parse(HEADERS[name] + text)
