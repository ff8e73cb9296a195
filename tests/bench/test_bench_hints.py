"""`puzzle bench --hints`: Hint alone on every row of a tiny JSONL written from boards/, the
printed table's columns, the --json fields, and Spearman's rho on hand-made lists."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from puzzlegui.bench import hints as bench_hints
from puzzlegui.bench.hints import average_ranks, source_level, spearman
from puzzlegui.core.formats.jsonfmt import read_dataset
from puzzlegui.core.formats.loader import read_board
from tests.cli.test_boards_and_cli import run_cli

BOARDS = Path(__file__).resolve().parents[2] / "boards"

HINT_FIELDS = {
    "source", "id", "type", "size", "status", "by_rules", "hints", "median_ms", "max_ms",
    "first_ms", "total_ms", "grade", "label", "source_level", "score", "hardest_rule",
}  # fmt: skip


def write_rows(path: Path, rows: list[tuple[str, str]]) -> Path:
    """A JSONL data set of the given (board file, source) pairs, solutions left out."""
    lines = []
    for name, source in rows:
        board = read_board(BOARDS / name)
        puzzle = board.ptype.puzzle_to_json(board.puzzle)
        row = {"type": board.ptype.name, "source": source, "id": name, "puzzle": puzzle}
        lines.append(json.dumps(row) + "\n")
    path.write_text("".join(lines), encoding="utf-8")
    return path


@pytest.fixture
def three_rows(tmp_path: Path) -> Path:
    """Two Logi-5 boards with Tatham levels in their source, and a Nurikabe (hint is part of
    every type's contract, so it is walked like the others)."""
    return write_rows(
        tmp_path / "three.jsonl",
        [
            ("logi5/01-easy-5x5.puzzle", "tatham-solo 5jdt (trivial, 2-way rotational symmetry)"),
            ("logi5/03-hard-5x5.puzzle", "tatham-solo 5jda (advanced, 2-way rotational symmetry)"),
            ("nurikabe/01-easy-7x7.puzzle", "boards"),
        ],
    )


def test_table_has_its_columns_a_row_per_size_and_the_correlation(three_rows: Path) -> None:
    status, out, _ = run_cli(["bench", "--hints", "--jobs", "1", str(three_rows)])
    assert status == 0
    lines = out.splitlines()
    assert lines[0].split("  ")[0] == "type"
    for column in ("size", "rows", "by rules", "median hints", "median ms/hint",
                   "worst ms/hint", "timeouts", "grades (level: rows)"):  # fmt: skip
        assert column in lines[0]
    assert lines[1].split()[:4] == ["logi5", "5x5", "2", "2"]
    assert lines[2].split()[:3] == ["logi5", "all", "2"]
    assert "(100%)" in lines[1]
    assert any(line.startswith("logi5 levels: 1 hidden single in a region") for line in lines)
    assert any(line.startswith("logi5: Spearman 1.00") for line in lines)
    assert any(line.split()[:2] == ["trivial", "->"] for line in lines)
    assert any(line.split()[:4] == ["nurikabe", "7x7", "1", "1"] for line in lines)


def test_by_file_prints_one_table_per_file(tmp_path: Path) -> None:
    first = write_rows(tmp_path / "a.jsonl", [("logi5/01-easy-5x5.puzzle", "boards")])
    second = write_rows(tmp_path / "b.jsonl", [("nurikabe/01-easy-7x7.puzzle", "boards")])
    status, out, _ = run_cli(
        ["bench", "--hints", "--by-file", "--jobs", "1", str(first), str(second)]
    )
    assert status == 0
    parts = out.split("== ")[1:]
    assert [part.splitlines()[0] for part in parts] == [str(first), str(second)]
    assert "logi5" in parts[0]
    assert "nurikabe" not in parts[0]
    assert "nurikabe" in parts[1]
    assert "logi5" not in parts[1]
    status, out, _ = run_cli(["bench", "--by-file", "--jobs", "1", str(first), str(second)])
    assert status == 0
    assert [line for line in out.splitlines() if line.startswith("== ")] == [
        f"== {first}",
        f"== {second}",
    ]


def test_size_keeps_only_the_rows_of_that_size(three_rows: Path) -> None:
    status, out, _ = run_cli(["bench", "--size", "7", "--jobs", "1", str(three_rows)])
    assert status == 0
    assert [line.split()[:3] for line in out.splitlines()[1:3]] == [
        ["nurikabe", "7x7", "1"],
        ["nurikabe", "all", "1"],
    ]
    assert "logi5" not in out
    status, _, err = run_cli(["bench", "--size", "7y", str(three_rows)])
    assert status == 2
    assert err.startswith("puzzle: --size: ")


def test_grades_are_ranked_against_peer_ms_and_cells(tmp_path: Path) -> None:
    path = write_rows(
        tmp_path / "peers.jsonl",
        [("logi5/01-easy-5x5.puzzle", "boards"), ("logi5/03-hard-5x5.puzzle", "boards")],
    )
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    for row, ms in zip(rows, (1.5, 40.0), strict=True):
        row["peer_ms"] = ms
    path.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
    status, out, _ = run_cli(["bench", "--hints", "--jobs", "1", str(path)])
    assert status == 0
    assert "logi5: Spearman 1.00 (peer_ms vs our grade, 2 rows)" in out.splitlines()
    assert "cells vs our grade" not in out  # both 5x5: a tie, rho undefined, not printed


def test_json_prints_one_line_per_row_with_its_fields(three_rows: Path) -> None:
    status, out, _ = run_cli(["bench", "--hints", "--json", "--jobs", "1", str(three_rows)])
    assert status == 0
    rows = [json.loads(line) for line in out.splitlines()]
    assert [row["type"] for row in rows] == ["logi5", "logi5", "nurikabe"]
    assert all(set(row) == HINT_FIELDS for row in rows)
    easy, hard, nurikabe = rows
    assert easy["status"] == "solved"
    assert easy["by_rules"] is True
    assert easy["hints"] > 0
    assert easy["max_ms"] >= easy["median_ms"] > 0
    assert easy["first_ms"] > 0
    assert easy["source_level"] == "trivial"
    assert hard["source_level"] == "advanced"
    assert easy["grade"] < hard["grade"]
    assert hard["label"] == "region and line intersection"
    assert nurikabe["status"] == "solved"
    assert nurikabe["hints"] > 0


def test_type_filter_and_a_calcudoku_row(tmp_path: Path) -> None:
    path = write_rows(
        tmp_path / "mixed.jsonl",
        [("calcudoku/02-easy-4x4.puzzle", "boards"), ("logi5/01-easy-5x5.puzzle", "boards")],
    )
    status, out, _ = run_cli(["bench", "--hints", "--type", "calcudoku", str(path)])
    assert status == 0
    assert [line.split()[:3] for line in out.splitlines()[1:3]] == [
        ["calcudoku", "4x4", "1"],
        ["calcudoku", "all", "1"],
    ]
    assert "logi5" not in out
    assert "Spearman" not in out


def test_a_row_out_of_time_is_reported_not_waited_for(three_rows: Path) -> None:
    row = next(iter(read_dataset(three_rows)))
    walk = bench_hints.walk_row(row, seconds=-1.0)
    assert walk.status == "timeout"
    assert walk.grade is None
    assert walk.to_json()["by_rules"] is False


def test_hints_refuses_generate_options(three_rows: Path) -> None:
    status, _, err = run_cli(["bench", "--hints", "--count", "3", str(three_rows)])
    assert status == 2
    assert "--count" in err


def test_average_ranks_share_ties() -> None:
    assert average_ranks([10.0, 20.0, 20.0, 30.0]) == [1.0, 2.5, 2.5, 4.0]
    assert average_ranks([3.0, 1.0, 2.0]) == [3.0, 1.0, 2.0]
    assert average_ranks([5.0, 5.0, 5.0]) == [2.0, 2.0, 2.0]


def test_spearman_perfect_reversed_and_tied() -> None:
    assert spearman([1.0, 2.0, 3.0, 4.0], [10.0, 20.0, 35.0, 99.0]) == pytest.approx(1.0)
    assert spearman([1.0, 2.0, 3.0, 4.0], [4.0, 3.0, 2.0, 1.0]) == pytest.approx(-1.0)
    # ranks (1, 2.5, 2.5, 4) and (1, 3, 2, 4): covariance 4.5, spreads 4.5 and 5
    assert spearman([1.0, 2.0, 2.0, 3.0], [1.0, 3.0, 2.0, 4.0]) == pytest.approx(4.5 / 22.5**0.5)


def test_spearman_is_undefined_without_spread() -> None:
    assert spearman([1.0, 1.0, 1.0], [1.0, 2.0, 3.0]) is None
    assert spearman([1.0], [2.0]) is None
    with pytest.raises(ValueError, match="same length"):
        spearman([1.0, 2.0], [1.0])


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("tatham-keen 5de (easy)", ("easy", 1)),
        ("tatham-keen 9du (unreasonable)", ("unreasonable", 5)),
        ("tatham-bridges 10x10i30e10m2d2 (hard)", ("hard", 3)),
        ("tatham-solo 5jdb (basic, 2-way rotational symmetry)", ("basic", 2)),
        ("tatham-rect 10x10 (no difficulty levels)", None),
        ("SmilingWayne/puzzlekit-dataset:assets/data/KenKen/KenKen_dataset.json", None),
    ],
)
def test_source_level_reads_tatham_sources(source: str, expected: tuple[str, int] | None) -> None:
    assert source_level(source) == expected


def test_shares_read_100_percent_only_when_whole() -> None:
    assert bench_hints.percent(218, 219) == "99.5%"
    assert bench_hints.percent(3, 3) == "100%"
    assert bench_hints.percent(0, 3) == "0%"
    assert bench_hints.percent(1, 2000) == "0.1%"
