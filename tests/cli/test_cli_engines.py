"""`puzzle hint`, `grade`, `generate` and `bench` through the command line, on every type."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from puzzlegui.core import hint_names, registry
from puzzlegui.core.formats.loader import parse_board, read_board
from tests.cli.test_boards_and_cli import run_cli
from tests.data import data_file
from tests.samples import before_rule, sample_paths


def first_board(name: str) -> Path:
    """The easiest shipped board of a type."""
    return sample_paths(name)[0]


@pytest.mark.parametrize("name", registry.NAMES)
def test_hint_json_has_every_field_and_a_consistent_move(name: str) -> None:
    path = first_board(name)
    status, out, _ = run_cli(["hint", "--json", str(path)])
    assert status == 0
    data = json.loads(out)
    assert set(data) >= {"rule", "level", "text", "moves", "cells", "reason_cells"}
    assert data["moves"]
    assert data["text"]
    board = read_board(path)
    state = board.state
    for text in data["moves"]:
        state = board.ptype.apply(state, board.ptype.parse_move(text))
    assert board.ptype.check(board.puzzle, state) == []


@pytest.mark.parametrize("name", registry.NAMES)
def test_hint_json_carries_its_stages(name: str) -> None:
    status, out, _ = run_cli(["hint", "--json", str(first_board(name))])
    assert status == 0
    data = json.loads(out)
    area = {tuple(c) for c in data["area"]}  # where to look: the reasons, not the answer
    assert area == {tuple(c) for c in data["reason_cells"] or data["cells"]}
    assert data["rule_name"] == hint_names.rule_name(registry.get(name), data["rule"])


@pytest.mark.parametrize("name", registry.NAMES)
def test_grade_json_is_a_level_and_its_label(name: str) -> None:
    ptype = registry.get(name)
    status, out, _ = run_cli(["grade", "--json", str(first_board(name))])
    assert status == 0
    data = json.loads(out)
    assert 1 <= data["level"] <= len(ptype.levels)
    assert data["label"] == ptype.levels[data["level"] - 1]


@pytest.mark.parametrize("name", registry.NAMES)
def test_generate_with_a_seed_repeats_and_solves_uniquely(name: str, tmp_path: Path) -> None:
    ptype = registry.get(name)
    rows, _cols = ptype.default_size
    small = max(ptype.size_range[0], min(rows, 6))
    args = ["generate", name, "--size", str(small), "--difficulty", ptype.difficulties[0]]
    status, first, _ = run_cli([*args, "--seed", "7"])
    assert status == 0
    _, again, _ = run_cli([*args, "--seed", "7"])
    assert first == again
    board = parse_board(first)
    assert board.ptype.solve(board.puzzle).status.value == "solved"
    status, listing, _ = run_cli([*args, "--seed", "8", "--count", "2", "-o", str(tmp_path)])
    assert status == 0
    assert len(listing.split()) == 2


def test_bench_prints_a_table_and_json_rows() -> None:
    path = data_file("pzprjs/logi5.jsonl")
    status, out, _ = run_cli(["bench", str(path)])
    assert status == 0
    assert out.splitlines()[0].split()[:4] == ["type", "size", "count", "solved"]
    status, out, _ = run_cli(["bench", "--json", str(path)])
    row = json.loads(out.splitlines()[0])
    assert row["status"] == "solved"
    assert row["correct"] is True


def test_generate_rejects_bad_options() -> None:
    status, _, err = run_cli(["generate", "logi5", "--difficulty", "impossible"])
    assert status == 2
    assert "--difficulty" in err
    status, _, err = run_cli(["generate", "nope"])
    assert status == 2
    assert "unknown type" in err


def test_hint_text_lists_a_trials_chain(tmp_path: Path) -> None:
    path = before_rule("nurikabe", "09-hard-10x10.puzzle", "nested-trial", tmp_path)
    status, out, _ = run_cli(["hint", str(path)])
    assert status == 0
    lines = out.splitlines()
    assert lines[1].startswith("  rule: nested-trial-")
    chain = [line for line in lines if line[:4].strip().rstrip(".").isdigit()]
    assert chain[0].startswith("  1. Suppose ")
    assert chain[-1].endswith("Then the rules run into a contradiction.")
