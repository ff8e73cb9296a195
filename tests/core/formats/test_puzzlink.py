"""puzz.link URLs and pzprv3 files: the reference's worked examples, the pzprjs data, bad input."""

from __future__ import annotations

import contextlib
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from puzzlegui.core.formats import puzzlink, tatham
from puzzlegui.core.formats.encoding import read_numbers, write_numbers
from puzzlegui.core.model import BoardFormatError
from tests.core.formats.codec_cases import FAST, picture
from tests.data import DATA, data_rows

PZPRJS = DATA / "pzprjs"

NURIKABE = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"
HASHI = "https://puzz.link/p?hashi/5/5/4g2i3h23k3g1g3g4g3"
SHIKAKU = "https://puzz.link/p?shikaku/6/6/j3g56h6t6h23g5j"
FACTORS = "https://puzz.link/p?factors/5/5/rvvcm9jf54653-28ca2833-14"
SUDOKU = "https://puzz.link/p?sudoku/4/4/g1k23k3g"
EXAMPLES = [NURIKABE, HASHI, SHIKAKU, FACTORS, SUDOKU]


def test_nurikabe_example() -> None:
    decoded = puzzlink.decode(NURIKABE)
    assert decoded.type == "nurikabe"
    assert decoded.progress is None
    expected = [". 5 . . .", ". . 2 . .", ". . . . .", ". . 1 . .", ". . . 3 ."]
    assert picture(decoded.puzzle, "clues", " ") == expected


def test_hashi_example() -> None:
    decoded = puzzlink.decode(HASHI)
    assert decoded.type == "hashi"
    expected = ["4 . 2 . .", ". 3 . . 2", "3 . . . .", ". 3 . 1 .", "3 . 4 . 3"]
    assert picture(decoded.puzzle, "islands", " ") == expected


def test_shikaku_example() -> None:
    decoded = puzzlink.decode(SHIKAKU)
    expected = [
        *[". . . . 3 .", "5 6 . . 6 .", ". . . . . .", ". . . . . ."],
        *[". 6 . . 2 3", ". 5 . . . ."],
    ]
    assert decoded.type == "shikaku"
    assert picture(decoded.puzzle, "clues", " ") == expected


def test_factors_example_is_a_product_calcudoku() -> None:
    decoded = puzzlink.decode(FACTORS)
    assert decoded.type == "calcudoku"
    cages = decoded.puzzle["cages"]
    assert decoded.puzzle["n"] == 5
    assert [(c["op"], c["target"]) for c in cages][:6] == [
        ("=", 5),
        ("*", 4),
        ("*", 6),
        ("*", 5),
        ("*", 3),
        ("*", 40),
    ]
    assert cages[5]["cells"] == [[1, 2], [2, 2], [3, 2]]
    assert cages[12] == {"op": "*", "target": 20, "cells": [[4, 2], [4, 3], [4, 4]]}


def test_sudoku_4x4_example_reads_as_latin_square_with_boxes() -> None:
    decoded = puzzlink.decode(SUDOKU)
    assert decoded.type == "logi5"
    assert decoded.puzzle["givens"] == [[0, 1, 0, 0], [0, 0, 0, 2], [3, 0, 0, 0], [0, 0, 3, 0]]
    assert decoded.puzzle["regions"] == [[0, 0, 1, 1], [0, 0, 1, 1], [2, 2, 3, 3], [2, 2, 3, 3]]


@pytest.mark.parametrize("url", EXAMPLES)
def test_examples_encode_back_to_the_same_url(url: str) -> None:
    decoded = puzzlink.decode(url)
    assert puzzlink.encode(decoded.type, decoded.puzzle) == url


@pytest.mark.parametrize(
    "url",
    [
        "https://puzz.link/p?bridges/5/5/4g2i3h23k3g1g3g4g3",
        "http://pzv.jp/p.html?hashikake/5/5/4g2i3h23k3g1g3g4g3",
        "http://indi.s58.xrea.com/pzpr/v3/p.html?hashi_edit/5/5/4g2i3h23k3g1g3g4g3",
        "https://puzz.link/p?type=player&hashi_play/5/5/4g2i3h23k3g1g3g4g3/",
        "https://puzz.link/p?a=b&type=editor&hashi/v:/5/5/4g2i3h23k3g1g3g4g3",
        "hashi/5/5/4g2i3h23k3g1g3g4g3",
        "  hashi/5/5/4g2i3h23k3g1g3g4g3\n",
    ],
)
def test_url_variants_load_the_same_hashi(url: str) -> None:
    assert puzzlink.looks_like(url)
    assert puzzlink.decode(url) == puzzlink.decode(HASHI)


def test_file_in_url_example_carries_progress() -> None:
    url = (
        "https://puzz.link/p?pzprv3/nurikabe/3/3/%23%20%23%20.%20/1%20%23%203%20/%23%20%23%20.%20//"
    )
    decoded = puzzlink.decode(url)
    assert decoded.puzzle == {"rows": 3, "cols": 3, "clues": [[1, 0, 1], [1, 2, 3]]}
    assert decoded.progress == {"grid": ["##.", ".#.", "##."]}
    assert puzzlink.decode("https://puzz.link/p?type=editor&v:/" + url.split("?")[1]) == decoded


def rows(pattern: str) -> list[dict[str, Any]]:
    """Every row of the pzprjs data files matching `pattern`; skip when the data is absent."""
    return data_rows(f"pzprjs/{pattern}")


def test_every_pzprjs_id_decodes_and_encodes_back() -> None:
    for row in rows("*.jsonl"):
        decoded = puzzlink.decode(row["id"])
        assert decoded.type == row["type"]
        assert decoded.puzzle == row["puzzle"], row["id"]
        assert puzzlink.encode(decoded.type, decoded.puzzle) == row["id"]


def check_file(text: str, row: dict[str, Any]) -> None:
    """The decoded pzprv3 text gives the row's puzzle and its board as progress."""
    decoded = puzzlink.decode(text)
    board: dict[str, Any] = row["board"] if "board" in row else row["solution"]
    assert decoded.type == row["type"]
    if row["pzprv3"].count("/") == 3:  # header only: an empty board of the right size
        assert decoded.puzzle == {"rows": 5, "cols": 5, "islands": []}
        assert decoded.progress is None
        return
    assert decoded.puzzle == row["puzzle"], row["pzprv3"]
    assert decoded.progress is not None
    if "board" not in row and row["type"] == "shikaku":
        assert decoded.progress["rects"] == board["rects"]
    else:
        assert decoded.progress == board, row["pzprv3"]


def test_every_pzprv3_string_decodes_to_the_rows_puzzle_and_progress() -> None:
    for row in rows("*.jsonl"):
        check_file(row["pzprv3"], row)


def test_pzprv3_as_a_saved_file_with_newlines() -> None:
    for row in rows("*.jsonl"):
        text = row["pzprv3"].replace("/", "\n") + '\ninfo:{\n  "metadata": {}\n}\n'
        assert puzzlink.looks_like(text)
        check_file(text, row)


def test_shikaku_progress_shapes() -> None:
    for row in rows("shikaku-failchecks.jsonl"):
        progress = puzzlink.decode(row["pzprv3"]).progress
        assert progress is not None
        assert progress["regions"] == row["board"]["regions"]


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("https://puzz.link/p?slither/5/5/abc", "not one of puzzlegui's puzzles"),
        ("https://puzz.link/p?sudoku/5/5/", "no Logi-5"),
        ("https://puzz.link/p?nurikabe/5/5/g.", "'?' clue"),
        ("https://puzz.link/p?nurikabe/5/5/g5k2o1k3gg", "more data"),
        ("https://puzz.link/p?nurikabe/5/5/g5kA", "unexpected character"),
        ("https://puzz.link/p?nurikabe/5/5/-1", "hex digits"),
        ("https://puzz.link/p?nurikabe/5", "cut short"),
        ("https://puzz.link/p?nurikabe/5/x/", "must be a number"),
        ("https://puzz.link/p?nurikabe/5/99999999999/", "too large"),
        ("https://puzz.link/p?nurikabe/5/0/", "from 1"),
        ("https://puzz.link/p?factors/5/5/rvvcm9", "cut short"),
        ("https://puzz.link/p?factors/5/5/rvvcm9jf54653-28ca2833", "has no clue"),
        ("https://puzz.link/p?factors/5/4/", "square"),
        ("https://puzz.link/p?", "no puzzle type"),
        ("pzprv3/slither/3/3/", "not one of"),
        ("pzprv3/nurikabe/3", "number of columns"),
        ("pzprv3/nurikabe/2/2/1 2 3 /", "entries"),
        ("pzprv3/hashikake/3/3/1 . 1 /. . . /. . . /1 0 /", "does not reach"),
        ("pzprv3/hashikake/3/3/1 . 1 /. . . /. . . /1 1 /0 0 /0 0 /0 1 0 /", "does not join"),
        ("pzprv3/shikaku/2/2/2 . /. 2 /7 /", "edge mark"),
    ],
)
def test_bad_input_names_the_problem(text: str, words: str) -> None:
    with pytest.raises(BoardFormatError, match=words):
        puzzlink.decode(text)


@pytest.mark.parametrize(
    ("type_name", "puzzle", "words"),
    [
        ("calcudoku", {"n": 1, "cages": [{"op": "+", "target": 1, "cells": [[0, 0]]}]}, "product"),
        ("logi5", {"n": 2, "regions": [[0, 0], [1, 1]], "givens": [[0, 0], [0, 0]]}, "no Logi-5"),
        ("hashi", {"rows": 2, "cols": 2, "islands": [[0, 0, -1]]}, "cannot hold"),
        ("nurikabe", {"rows": 2}, '"cols"'),
        ("sudoku", {"rows": 2, "cols": 2, "clues": []}, "unknown puzzle type"),
        ("shikaku", {"rows": 2, "cols": 2, "clues": [[2, 0, 1]]}, "outside"),
    ],
)
def test_encode_refuses_what_puzz_link_cannot_hold(
    type_name: str, puzzle: dict[str, Any], words: str
) -> None:
    with pytest.raises(BoardFormatError, match=words):
        puzzlink.encode(type_name, puzzle)


def test_logi5_with_pentomino_regions_is_refused_and_one_with_boxes_is_written() -> None:
    pentominoes = tatham.decode("5j:4f5_3g2_3f3,c__d__acba_aa__a_da").puzzle
    with pytest.raises(BoardFormatError, match="no Logi-5"):
        puzzlink.encode("logi5", pentominoes)
    assert puzzlink.encode("logi5", puzzlink.decode(SUDOKU).puzzle) == SUDOKU


def test_looks_like_tells_urls_from_other_text() -> None:
    assert puzzlink.looks_like(FACTORS)
    assert puzzlink.looks_like("pzprv3/nurikabe/5/5/. 5 . . . /")
    assert not puzzlink.looks_like("nurikabe 5x5\n. 5 . . .\n")
    assert not puzzlink.looks_like("7x7m2:2e1g2e2g1b5b4h1a4b2")
    assert not puzzlink.looks_like('{"type": "hashi"}')
    assert not puzzlink.looks_like("")


@FAST
@given(st.lists(st.one_of(st.none(), st.integers(0, 1126351)), max_size=60))
def test_number16_round_trip(values: list[int | None]) -> None:
    text = write_numbers(values)
    expected = {i: v for i, v in enumerate(values) if v is not None}
    assert read_numbers(text, len(values), 1) == expected


@pytest.mark.slow
@FAST
@given(st.integers(1, 7), st.integers(1, 7), st.data())
def test_cell_puzzles_round_trip(height: int, width: int, data: st.DataObject) -> None:
    cells = st.tuples(st.integers(0, height - 1), st.integers(0, width - 1))
    spots = data.draw(st.sets(cells, max_size=height * width))
    clues = sorted([r, c, data.draw(st.integers(0, 5000))] for r, c in spots)
    puzzle = {"rows": height, "cols": width, "clues": clues}
    assert puzzlink.decode(puzzlink.encode("shikaku", puzzle)).puzzle == puzzle


def test_mutated_pzprv3_rows_give_board_format_error_only() -> None:
    for row in rows("*.jsonl"):
        text = row["pzprv3"]
        for at in range(0, len(text), 3):
            for insert in ("", "9", "-", "/", " ", "x"):
                with contextlib.suppress(BoardFormatError):
                    puzzlink.decode(text[:at] + insert + text[at + 1 :])
