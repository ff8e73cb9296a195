"""Helpers of the text-format tests: a board with one line replaced, and a refusal that names
the line and column (one check, or a test over a table of them)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from puzzlegui.core.model import BoardFormatError


def replaced_line(text: str, number: int, new: str) -> str:
    """`text` with its line `number` (1-based) replaced by `new`."""
    lines = text.splitlines()
    lines[number - 1] = new
    return "\n".join(lines) + "\n"


def refused_at(parse: Callable[[str], Any], text: str, line: int, column: int) -> BoardFormatError:
    """`parse(text)` raises BoardFormatError at (line, column); the error, for more checks."""
    with pytest.raises(BoardFormatError) as info:
        parse(text)
    assert (info.value.line, info.value.column) == (line, column), info.value.message
    return info.value


def refusal_test(
    parse: Callable[[str], Any], cases: list[tuple[str, int, int]]
) -> Callable[[str, int, int], None]:
    """A test (assign it to a `test_` name) that `parse` refuses each (text, line, column) of
    `cases` at that line and column."""

    @pytest.mark.parametrize(("text", "line", "column"), cases)
    def test(text: str, line: int, column: int) -> None:
        refused_at(parse, text, line, column)

    return test
