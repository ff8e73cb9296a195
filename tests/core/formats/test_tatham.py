"""Tatham game IDs: the reference's worked examples, the graded data sets, refusals, fuzzing."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from puzzlegui.core.formats import puzzlink, tatham
from puzzlegui.core.formats.encoding import cells_by_label, label_regions
from puzzlegui.core.model import BoardFormatError
from tests.core.formats.codec_cases import FAST, picture
from tests.data import DATA, data_rows

GRADED = DATA / "tatham-graded"

BRIDGES = "7x7m2:2e1g2e2g1b5b4h1a4b2"
KEEN = "4:aa_a_3a4__a_a,a5s2d2m12d2m6s2"
RECT = "5x5:4b3c3e5a2c4c4a"
SOLO = "5j:4f5_3g2_3f3,c__d__acba_aa__a_da"
EXAMPLES = [BRIDGES, KEEN, RECT, SOLO]


def test_bridges_example() -> None:
    decoded = tatham.decode(BRIDGES)
    assert decoded.type == "hashi"
    assert decoded.progress is None
    expected = ["2.....1", ".......", "2.....2", ".......", "1..5..4", ".......", ".1.4..2"]
    assert picture(decoded.puzzle, "islands", "") == expected


def test_keen_example() -> None:
    decoded = tatham.decode(KEEN)
    assert decoded.type == "calcudoku"
    cages = [
        (c["op"], c["target"], [tuple(x) for x in c["cells"]]) for c in decoded.puzzle["cages"]
    ]
    assert cages == [
        ("+", 5, [(0, 0), (0, 1), (1, 0)]),
        ("-", 2, [(0, 2), (0, 3)]),
        ("/", 2, [(1, 1), (2, 1)]),
        ("*", 12, [(1, 2), (1, 3)]),
        ("/", 2, [(2, 0), (3, 0)]),
        ("*", 6, [(2, 2), (3, 1), (3, 2)]),
        ("-", 2, [(2, 3), (3, 3)]),
    ]


def test_rect_example() -> None:
    decoded = tatham.decode(RECT)
    assert decoded.type == "shikaku"
    assert picture(decoded.puzzle, "clues", "") == ["4..3.", "..3..", "...5.", "2...4", "...4."]


def test_solo_jigsaw_example() -> None:
    decoded = tatham.decode(SOLO)
    assert decoded.type == "logi5"
    puzzle = decoded.puzzle
    assert ["".join(map(str, row)) for row in puzzle["regions"]] == [
        *["00001", "02111", "22231", "24433", "44433"]
    ]
    assert puzzle["givens"] == [
        *[[4, 0, 0, 0, 0], [0, 0, 5, 3, 0], [0, 0, 0, 0, 0], [0, 2, 3, 0, 0], [0, 0, 0, 0, 3]]
    ]


@pytest.mark.parametrize("game_id", EXAMPLES)
def test_examples_encode_back_to_the_same_id(game_id: str) -> None:
    decoded = tatham.decode(game_id)
    assert tatham.encode(decoded.type, decoded.puzzle) == game_id
    assert tatham.looks_like(game_id)


def test_every_graded_id_decodes_and_re_encodes() -> None:
    rows = data_rows("tatham-graded/*.jsonl")
    for row in rows:
        decoded = tatham.decode(row["id"])
        assert decoded.type == row["type"]
        assert decoded.puzzle == row["puzzle"], row["id"]
        again = tatham.encode(decoded.type, decoded.puzzle)
        assert tatham.decode(again).puzzle == row["puzzle"]
        assert again == row["id"]


@pytest.mark.parametrize(
    "text",
    [f"bridges:{BRIDGES}", f"Keen:{KEEN}", f"rect:{RECT}", f"rectangles:{RECT}", f"solo:{SOLO}"],
)
def test_an_optional_game_name_prefix(text: str) -> None:
    assert tatham.looks_like(text)
    assert tatham.decode(text) == tatham.decode(text.split(":", 1)[1])


def test_prefix_settles_what_the_parameters_leave_open() -> None:
    assert tatham.decode("bridges:7x7:2e1g2e2g1b5b4h1a4b2") == tatham.decode(BRIDGES)
    assert tatham.decode("7x7i30e10m2d2:2e1g2e2g1b5b4h1a4b2") == tatham.decode(BRIDGES)
    assert tatham.decode("4dnm:" + KEEN[2:]).puzzle == tatham.decode(KEEN).puzzle


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("7x7i30e10m2d2#test1", "random-seed"),
        ("7x7m3:2e1g2e2g1b5b4h1a4b2", "at most 3 bridges"),
        ("7x7m1:2e1g2e2g1b5b4h1a4b2", "at most 1 bridges"),
        ("7x7m2L:2e1g2e2g1b5b4h1a4b2", "forbids loops"),
        ("7x7m2:Ae1g2e2g1b5b4h1a4b2", "more than 2 bridges"),
        ("7x7m2:2e1g2e2g1b5b4h1a4b", "covers 48 of 49"),
        ("7x7m2:2e1g2e2g1b5b4h1a4b2a", "longer"),
        ("7x7m2:2e1g2e2g1b5b4h1a4b22", "longer"),
        ("7x7m2:2e1g2e2g1b5b4h1a4b!", "unexpected character"),
        ("3x3m2:11g", "touch"),
        ("3x3m2:1h", "at least 2 islands"),
        ("2x2m2:1b1", "from 3"),
        ("4:aa_a_3a4__a_a,a5s2d2m12d2m6", "expected a clue"),
        ("4:aa_a_3a4__a_a,a5s2d2m12d2m6s2a1", "more clues"),
        ("4:aa_a_3a4__a_a,a5s2d2m12d2m6x2", "expected a clue"),
        ("4:aa_a_3a4__a_,a5s2d2m12d2m6s2", "cut short"),
        ("4:aa_a_3a4__a_a_,a5s2d2m12d2m6s2", "too long"),
        ("4:aa_a_3a4__a_a", "expected ','"),
        ("4:aa_a_3a4__a_A,a5", "unexpected character"),
        ("4:a99999_,a1", "out of range"),
        ("4:aa_a_3a4__a_a,s5s2d2m12d2m6s2", "needs a cage of 2"),
        ("12:_,a1", "from 3 to 9"),
        ("5x5:4b3c3e5a2c4c4", "covers 24 of the 25"),
        ("5x5:4b3c3e5a2c4c4ab", "longer"),
        ("5x5:4!", "unexpected character"),
        ("5x5:0x", "clue at row 1, column 1 is 0"),
        ("1x1:1", "at least 2 cells"),
        ("5jx:4f5_3g2_3f3,c__d__acba_aa__a_da", "diagonals"),
        ("5jk:4f5_3g2_3f3,c__d__acba_aa__a_da", "killer"),
        ("5j:4f5_3g2_3f3", "jigsaw regions"),
        ("5j:4f5_3g2_3f9,c__d__acba_aa__a_da", "not from 1 to 5"),
        ("5j:4f5_3g2_3f3,b___d__acba_aa__a_da", "5 regions of 5 cells"),
        ("5j:4f5_3g2_3f3,c__d__acba_aa__a_da,x", "after the regions"),
        ("solo:4x4:abc", "not jigsaw Solo parameters"),
        ("7x7m2", "not a Tatham game ID"),
        ("net:5x5:abc", "unknown game name"),
        ("5q:abc", "cannot tell which game"),
        ("7x7m99999999999:a", "too large"),
    ],
)
def test_bad_ids_name_the_problem(text: str, words: str) -> None:
    with pytest.raises(BoardFormatError, match=words):
        tatham.decode(text)


@pytest.mark.parametrize(
    ("type_name", "puzzle", "words"),
    [
        ("hashi", {"rows": 3, "cols": 3, "islands": [[0, 0, 9], [2, 2, 1]]}, "not 1 to 8"),
        ("hashi", {"rows": 3, "cols": 3, "islands": [[0, 0, 1], [0, 1, 1]]}, "touch"),
        ("hashi", {"rows": 2, "cols": 3, "islands": [[0, 0, 1], [0, 2, 1]]}, "at least 3x3"),
        ("nurikabe", {"rows": 2, "cols": 2, "clues": []}, "no game"),
        ("shikaku", {"rows": 1, "cols": 1, "clues": [[0, 0, 1]]}, "at least 2 cells"),
        ("calcudoku", {"n": 10, "cages": []}, "sizes 3 to 9"),
        ("logi5", {"n": 2, "regions": [[0, 1], [1, 0]], "givens": [[0, 0], [0, 0]]}, "connected"),
    ],
)
def test_encode_refuses_what_an_id_cannot_hold(
    type_name: str, puzzle: dict[str, Any], words: str
) -> None:
    with pytest.raises(BoardFormatError, match=words):
        tatham.encode(type_name, puzzle)


def test_keen_refuses_long_subtraction_and_keeps_one_cell_cages() -> None:
    cages: list[dict[str, Any]] = [
        {"op": "-", "target": 1, "cells": [[0, 0], [0, 1], [0, 2]]},
        {"op": "+", "target": 12, "cells": [[r, c] for r in (1, 2) for c in range(3)]},
    ]
    with pytest.raises(BoardFormatError, match="2 cells"):
        tatham.encode("calcudoku", {"n": 3, "cages": cages})
    cages[0] = {"op": "*", "target": 6, "cells": [[0, 0], [0, 1]]}
    cages.append({"op": "=", "target": 3, "cells": [[0, 2]]})
    decoded = tatham.decode(tatham.encode("calcudoku", {"n": 3, "cages": cages}))
    assert decoded.puzzle["cages"][1] == cages[2]


def test_factors_calcudoku_goes_to_keen_and_back() -> None:
    factors = puzzlink.decode("https://puzz.link/p?factors/5/5/rvvcm9jf54653-28ca2833-14").puzzle
    assert tatham.decode(tatham.encode("calcudoku", factors)).puzzle == factors


@st.composite
def partitions(draw: st.DrawFn, low: int, high: int) -> tuple[int, list[list[int]]]:
    """An n x n grid cut into connected regions by random internal walls."""
    n = draw(st.integers(low, high))
    walls = draw(st.lists(st.booleans(), min_size=2 * n * n, max_size=2 * n * n))
    density = draw(st.sampled_from([0, 1, 2, 4]))
    open_ = [not (w and i % 4 < density) for i, w in enumerate(walls)]
    label = label_regions(n, n, lambda a, b: open_[2 * (a[0] * n + a[1]) + (a[0] != b[0])])
    return n, label


@pytest.mark.slow
@FAST
@given(partitions(3, 9), st.data())
def test_keen_cages_round_trip(shape: tuple[int, list[list[int]]], data: st.DataObject) -> None:
    n, label = shape
    cages = []
    for cells in cells_by_label(label):
        ops = ["+", "*", "-", "/"] if len(cells) == 2 else ["+", "*"]
        op = "=" if len(cells) == 1 else data.draw(st.sampled_from(ops))
        target = data.draw(st.integers(1, 10**6))
        cages.append({"op": op, "target": target, "cells": [list(cell) for cell in cells]})
    puzzle = {"n": n, "cages": cages}
    assert tatham.decode(tatham.encode("calcudoku", puzzle)).puzzle == puzzle


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(st.integers(2, 31), st.booleans(), st.data())
def test_solo_round_trip_with_row_or_column_regions(
    n: int, by_rows: bool, data: st.DataObject
) -> None:
    regions = [[r if by_rows else c for c in range(n)] for r in range(n)]
    flat = data.draw(st.lists(st.integers(0, n), min_size=n * n, max_size=n * n))
    givens = [flat[r * n : (r + 1) * n] for r in range(n)]
    puzzle = {"n": n, "regions": regions, "givens": givens}
    assert tatham.decode(tatham.encode("logi5", puzzle)).puzzle == puzzle


@pytest.mark.slow
@FAST
@given(st.integers(1, 40), st.integers(1, 40), st.data())
def test_rect_and_bridges_round_trip(height: int, width: int, data: st.DataObject) -> None:
    cells = st.tuples(st.integers(0, height - 1), st.integers(0, width - 1))
    spots = sorted(data.draw(st.sets(cells, max_size=30)))
    clues = [[r, c, data.draw(st.integers(1, 500))] for r, c in spots]
    rect = {"rows": height, "cols": width, "clues": clues}
    if height * width >= 2:
        assert tatham.decode(tatham.encode("shikaku", rect)).puzzle == rect
    islands = [[r, c, n % 8 + 1] for r, c, n in clues if r % 2 == 0 and c % 2 == 0]
    bridges = {"rows": height, "cols": width, "islands": islands}
    if height >= 3 and width >= 3 and len(islands) >= 2:
        assert tatham.decode(tatham.encode("hashi", bridges)).puzzle == bridges


def test_looks_like_tells_ids_from_other_text() -> None:
    assert tatham.looks_like("7x7i30e10m2d2#test1")
    assert tatham.looks_like("  5j:a5f2b4a5b1f4a,aca_a_aa_acbaa_ba_c\n")
    assert not tatham.looks_like("hashi 7x5\n2 . 3\n")
    assert not tatham.looks_like("https://puzz.link/p?hashi/5/5/4g2i3h23k3g1g3g4g3")
    assert not tatham.looks_like("net:5x5:abc")
    assert not tatham.looks_like("")
