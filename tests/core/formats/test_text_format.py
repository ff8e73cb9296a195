"""The shared tokenizer: comments, sections, sizes, and errors that name line and column."""

from __future__ import annotations

import pytest

from puzzlegui.core.formats import text
from puzzlegui.core.model import BoardFormatError


def test_tokens_keep_line_and_column() -> None:
    lines = text.tokenize("hashi 3x2\n\n  2 . 12  # comment\n#only a comment\n")
    assert [[(t.text, t.line, t.column) for t in line] for line in lines] == [
        [("hashi", 1, 1), ("3x2", 1, 7)],
        [("2", 3, 3), (".", 3, 5), ("12", 3, 7)],
    ]


def test_hash_inside_a_token_is_not_a_comment() -> None:
    assert [t.text for t in text.tokenize("a#b x")[0]] == ["a#b", "x"]


def test_sections_split_and_unknown_section_is_reported() -> None:
    board = text.split_board("t 2\n1 2\nprogress:\n3 4\n", ["progress"])
    assert [[t.text for t in line] for line in board.section("")] == [["1", "2"]]
    assert [[t.text for t in line] for line in board.section("progress")] == [["3", "4"]]
    with pytest.raises(BoardFormatError) as info:
        text.split_board("t 2\n1 2\n  extra:\n", ["progress"])
    assert (info.value.line, info.value.column) == (3, 3)


@pytest.mark.parametrize(
    ("size", "expected"), [("7x5", (5, 7)), ("6", (6, 6)), ("10X12", (12, 10))]
)
def test_sizes_are_width_by_height(size: str, expected: tuple[int, int]) -> None:
    assert text.parse_size(text.Token(size, 1, 7)) == expected


@pytest.mark.parametrize("size", ["7y5", "x", "0x3", "3x3x3", "-4", "999"])
def test_bad_sizes_name_the_token(size: str) -> None:
    with pytest.raises(BoardFormatError) as info:
        text.parse_size(text.Token(size, 1, 7))
    assert (info.value.line, info.value.column) == (1, 7)


def test_grid_with_a_short_row_points_at_it() -> None:
    board = text.split_board("t 3x2\n1 2 3\n4 5\n", [])
    with pytest.raises(BoardFormatError) as info:
        text.grid_lines(board.section(""), 2, 3, "the grid")
    assert (info.value.line, info.value.column) == (3, 3)
    assert "2 entries, expected 3" in str(info.value)


def test_missing_rows_are_reported_after_the_last_one() -> None:
    board = text.split_board("t 2x3\n1 2\n", [])
    with pytest.raises(BoardFormatError) as info:
        text.grid_lines(board.section(""), 3, 2, "the grid")
    assert info.value.line == 3
    assert "found 1 rows, expected 3" in str(info.value)


def test_error_text_names_file_line_and_column() -> None:
    err = BoardFormatError("bad clue", 4, 9).with_source("boards/x.txt")
    assert str(err) == "boards/x.txt:4:9: bad clue"


@pytest.mark.parametrize("word", ["²", "٣", "1²"])
def test_non_ascii_digits_are_a_format_error(word: str) -> None:
    with pytest.raises(BoardFormatError):
        text.parse_int(text.Token(word, 2, 4), 1, 9, "clue")
    with pytest.raises(BoardFormatError):
        text.parse_size(text.Token(word, 1, 7))


def test_first_word_skips_comments() -> None:
    assert text.first_word("# made by hand\n\n  logi5 5 # type\n") == "logi5"
    assert text.first_word("# nothing\n") == ""
