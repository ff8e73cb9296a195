"""`puzzle bench --generate`: a few puzzles per difficulty made in-process and checked; the
printed table's columns, the --json fields, the stochastic fill table and usage errors."""

from __future__ import annotations

import json

import pytest

from puzzlegui.bench.generate import canonical_layout
from puzzlegui.core import registry
from tests.cli.test_boards_and_cli import run_cli

GENERATE_FIELDS = {
    "type", "difficulty", "size", "method", "seed", "status", "ms", "unique", "grade", "label",
    "expected_grade",
}  # fmt: skip
COLUMNS = ("difficulty", "count", "failures", "not unique", "off grade", "median ms", "worst ms")


def table_rows(out: str) -> dict[str, list[str]]:
    """The table's rows by their first word (difficulty or 'all')."""
    lines = out.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("difficulty"))
    rows = {}
    for line in lines[start + 1 :]:
        if line.startswith("levels:"):
            break
        rows[line.split()[0]] = line.split()
    return rows


@pytest.mark.slow
def test_logi5_three_per_difficulty_pass_and_count_layouts() -> None:
    status, out, _ = run_cli(["bench", "--generate", "logi5", "--count", "3"])
    assert status == 0
    assert out.startswith("logi5 5x5, method default, seeds 0..2 per difficulty")
    header = out.splitlines()[1]
    for column in (*COLUMNS, "layouts", "grades (level: count)"):
        assert column in header
    rows = table_rows(out)
    assert list(rows) == ["easy", "medium", "hard", "fiendish", "all"]
    for name, cells in rows.items():
        assert cells[1:5] == (["12", "0", "0", "0"] if name == "all" else ["3", "0", "0", "0"])
    assert rows["easy"][-1] == "1:3"
    assert rows["medium"][-1] == "2:3"
    assert 1 <= int(rows["easy"][7]) <= 3


def test_calcudoku_4x4_has_no_layout_column_and_json_fields() -> None:
    status, out, _ = run_cli(["bench", "--generate", "calcudoku", "--size", "4", "--count", "3"])
    assert status == 0
    assert "layouts" not in out.splitlines()[1]
    rows = table_rows(out)
    assert list(rows) == ["easy", "medium", "hard", "extreme", "all"]
    assert rows["all"][1:5] == ["12", "0", "0", "0"]
    status, out, _ = run_cli(
        ["bench", "--generate", "calcudoku", "--size", "4x4", "--count", "2",
         "--difficulty", "hard", "--seed", "5", "--json"]
    )  # fmt: skip
    assert status == 0
    lines = [json.loads(line) for line in out.splitlines()]
    assert [line["seed"] for line in lines] == [5, 6]
    for line in lines:
        assert set(line) == GENERATE_FIELDS
        assert line["status"] == "ok"
        assert line["unique"] is True
        assert line["expected_grade"] is True
        assert line["label"] == "cage in one line"
        assert line["size"] == "4x4"
        assert line["difficulty"] == "hard"
        assert line["ms"] > 0


def test_symmetric_generation_is_asked_of_a_type_that_has_it() -> None:
    args = ["bench", "--generate", "shikaku", "--size", "6", "--count", "2", "--symmetric"]
    status, out, _ = run_cli([*args, "--difficulty", "easy"])
    assert status == 0
    assert out.startswith("shikaku 6x6, symmetric, method default, seeds 0..1 per difficulty")
    assert table_rows(out)["easy"][1:5] == ["2", "0", "0", "0"]


@pytest.mark.slow
def test_logi5_stochastic_compares_the_solution_fills() -> None:
    status, out, _ = run_cli(
        ["bench", "--generate", "logi5", "--method", "stochastic", "--count", "3",
         "--difficulty", "easy"]
    )  # fmt: skip
    assert status == 0
    assert "method stochastic" in out.splitlines()[0]
    assert "solution fill of 3 empty random 5x5 layouts" in out
    fills = out.split("solution fill")[1].splitlines()
    assert fills[1].split()[:3] == ["fill", "method", "layouts"]
    assert [line.split()[:2] for line in fills[2:]] == [["default", "3"], ["stochastic", "3"]]


@pytest.mark.parametrize(
    "args",
    [
        ["--generate", "nope"],
        ["--generate", "hashi", "--method", "stochastic"],
        ["--generate", "logi5", "--difficulty", "impossible"],
        ["--generate", "logi5", "--size", "3"],
        ["--generate", "logi5", "--count", "0"],
        ["--generate", "calcudoku", "--symmetric"],
        ["--symmetric", "some.jsonl"],
        ["--generate", "logi5", "some.jsonl"],
        ["--count", "3", "some.jsonl"],
        [],
    ],
)
def test_bad_generate_usage_exits_2(args: list[str]) -> None:
    status, out, err = run_cli(["bench", *args])
    assert status == 2
    assert out == ""
    assert err.startswith("puzzle: ")


def test_accepted_levels_come_from_each_types_mapping() -> None:
    assert registry.get("logi5").levels_of["fiendish"] == {4, 5}  # never 6, needs guessing
    assert registry.get("logi5").levels_of["easy"] == {1}
    assert registry.get("calcudoku").levels_of["easy"] == {1, 2, 3, 4}
    assert registry.get("calcudoku").levels_of["extreme"] == {7}  # never 8, needs guessing
    assert registry.get("hashi").levels_of["hard"] == {3, 4}
    assert registry.get("shikaku").levels_of["hard"] == {5, 6}
    assert registry.get("nurikabe").levels_of["medium"] == {6, 7}


def test_relabelled_layouts_are_one_layout() -> None:
    assert canonical_layout([[2, 2], [0, 0]]) == canonical_layout([[0, 0], [1, 1]])
    assert canonical_layout([[0, 1], [0, 1]]) != canonical_layout([[0, 0], [1, 1]])
