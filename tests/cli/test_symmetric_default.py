"""Symmetric clues by default where the type declares it (its generate module's SYMMETRIC):
Shikaku only; `--symmetric` and `--no-symmetric` override it in `puzzle generate` and `puzzle
bench --generate`, and the presets and puzzles of the day follow the default."""

from __future__ import annotations

import pytest

from puzzlegui.bench.clue_stats import clue_stats
from puzzlegui.core import presets, registry

from .test_boards_and_cli import run_cli

SHIKAKU = ["generate", "shikaku", "--size", "8x7", "--difficulty", "easy", "--seed", "3"]


def symmetric_layout(text: str) -> bool:
    """Whether the generated Shikaku text's clues are symmetric under a half turn."""
    ptype = registry.get("shikaku")
    puzzle, _ = ptype.parse(text)
    return clue_stats(ptype.puzzle_to_json(puzzle)).symmetric


@pytest.mark.parametrize("name", registry.NAMES)
def test_only_shikaku_is_symmetric_by_default(name: str) -> None:
    ptype = registry.get(name)
    assert ptype.symmetric_by_default is (name == "shikaku")
    assert ptype.symmetric_clues or not ptype.symmetric_by_default


def test_generate_is_symmetric_by_default_and_both_flags_are_honoured() -> None:
    _, default, _ = run_cli(SHIKAKU)
    _, asked, _ = run_cli([*SHIKAKU, "--symmetric"])
    status, plain, err = run_cli([*SHIKAKU, "--no-symmetric"])
    assert status == 0, err
    assert default == asked
    assert "seed 3, easy, symmetric, grade" in default.splitlines()[1]
    assert symmetric_layout(default)
    assert "seed 3, easy, not symmetric, grade" in plain.splitlines()[1]
    assert not symmetric_layout(plain)


def test_no_symmetric_is_accepted_by_a_type_without_symmetric_clues() -> None:
    status, out, err = run_cli(["generate", "calcudoku", "--seed", "1", "--no-symmetric"])
    assert status == 0, err
    assert "symmetric" not in out  # Calcudoku has no clue layout to note
    status, _, err = run_cli(["generate", "calcudoku", "--seed", "1", "--symmetric"])
    assert status == 2
    assert "Calcudoku puzzles cannot be made with symmetric clues" in err


def test_bench_generate_follows_the_default_and_the_flags() -> None:
    bench = ["bench", "--generate", "shikaku", "--size", "6", "--count", "1"]
    bench += ["--difficulty", "easy"]
    status, default, _ = run_cli(bench)
    assert status == 0
    assert default.startswith("shikaku 6x6, symmetric, method default")
    status, plain, _ = run_cli([*bench, "--no-symmetric"])
    assert status == 0
    assert plain.startswith("shikaku 6x6, method default")
    status, out, err = run_cli(["bench", "--no-symmetric", "some.jsonl"])
    assert (status, out) == (2, "")
    assert "--symmetric only go with --generate" in err


@pytest.mark.parametrize("name", registry.NAMES)
def test_presets_and_daily_puzzles_follow_the_type_default(name: str) -> None:
    ptype = registry.get(name)
    made = [preset.options.symmetric for preset in presets.presets(ptype)]
    assert made == [ptype.symmetric_by_default] * len(made)
    assert presets.daily_options(ptype).symmetric is ptype.symmetric_by_default


def test_options_no_puzzle_can_have_are_refused_at_once() -> None:
    """A symmetric 4x4 Logi-5 is never fiendish (PuzzleType.refusal): `generate` says so and
    exits 2 instead of searching until its timeout; `bench --generate` leaves that difficulty
    out with the reason and makes the others."""
    asked = ["logi5", "--size", "4", "--symmetric"]
    status, out, err = run_cli(["generate", *asked, "--difficulty", "fiendish"])
    assert (status, out) == (2, "")
    assert "No 4x4 Logi-5 with symmetric clues is fiendish" in err
    status, out, err = run_cli(["bench", "--generate", *asked, "--count", "1"])
    assert status == 0, err
    assert "logi5 4x4, fiendish: none made. No 4x4 Logi-5 with symmetric" in out
    rows = [line.split()[0] for line in out.splitlines()]
    assert [d for d in ("easy", "medium", "hard", "fiendish") if d in rows] == [
        "easy",
        "medium",
        "hard",
    ]
    status, _, err = run_cli(["bench", "--generate", *asked, "--difficulty", "fiendish"])
    assert status == 2
    assert "is fiendish" in err


def test_bench_generate_all_symmetric_skips_the_types_without_symmetric_clues() -> None:
    """`bench --generate all --symmetric` goes on past Calcudoku (no symmetric clues) to the
    types after it, saying what it left out; one TYPE without them is still a usage error."""
    bench = ["bench", "--generate", "all", "--symmetric", "--size", "7", "--count", "1"]
    status, out, err = run_cli([*bench, "--difficulty", "easy"])
    assert status == 0, err
    assert "calcudoku: none made, Calcudoku puzzles have no symmetric clues" in out
    assert "logi5 7x7, symmetric" in out
    status, _, err = run_cli(["bench", "--generate", "calcudoku", "--symmetric", "--count", "1"])
    assert status == 2
    assert "cannot be made with symmetric clues" in err
