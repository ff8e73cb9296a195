"""Clue statistics of `puzzle bench --generate --published` (bench/clue_stats.py)."""

from __future__ import annotations

import json
from pathlib import Path

from puzzlegui.bench.clue_stats import clue_stats, published, summary


def test_numbers_per_cell_small_share_and_half_turn_symmetry() -> None:
    board = {"rows": 3, "cols": 4, "clues": [[0, 0, 1], [2, 3, 5], [1, 1, 2]]}
    stats = clue_stats(board)
    assert (stats.clues, stats.cells, stats.numbers) == (3, 12, (1, 5, 2))
    assert not stats.symmetric  # (1, 1) has no partner at (1, 2)
    board["clues"].append([1, 2, 4])
    assert clue_stats(board).symmetric
    assert summary([clue_stats(board)]) == ("0.333", "3.00", "50%", "100%")


def test_calcudoku_cages_and_logi5_givens() -> None:
    cages = [{"op": "+", "target": 3, "cells": [[0, 0], [0, 1]]},
             {"op": "+", "target": 3, "cells": [[1, 0], [1, 1]]}]  # fmt: skip
    stats = clue_stats({"n": 2, "cages": cages})
    assert (stats.clues, stats.numbers, stats.symmetric) == (2, (2, 2), True)
    givens = clue_stats({"n": 2, "regions": [[0, 0], [1, 1]], "givens": [[1, 0], [0, 0]]})
    assert (givens.clues, givens.numbers, givens.symmetric) == (1, (), False)


def test_published_rows_of_the_size_or_else_the_nearest(tmp_path: Path) -> None:
    rows = [
        {"type": "nurikabe", "puzzle": {"rows": r, "cols": c, "clues": [[0, 0, 3]]}}
        for r, c in ((5, 5), (5, 5), (5, 5), (7, 7), (9, 9))
    ]
    path = tmp_path / "nurikabe.jsonl"
    path.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
    assert published(path, "nurikabe", 5, 5)[0] == "3 published 5x5"
    label, stats = published(path, "nurikabe", 8, 8)
    assert label.startswith("5 published of the nearest size")
    assert len(stats) == 5
