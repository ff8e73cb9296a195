"""`puzzle bench --generate --largest`: the type's largest sizes (the top of its size range and
the largest published board of --published), after the presets for 'all'; a published size
the generator does not take is said in a line, not generated."""

from __future__ import annotations

import argparse
import io
import json
from pathlib import Path

from puzzlegui.cli import bench_cmd
from puzzlegui.core import presets, registry

from .test_boards_and_cli import run_cli

BENCH = ["bench", "--generate", "logi5", "--count", "1", "--difficulty", "easy", "--jobs", "1"]


def logi5_row(n: int) -> str:
    """A published Logi-5 row of n x n (only its size and givens are read)."""
    givens = [[0] * n for _ in range(n)]
    return json.dumps({"type": "logi5", "puzzle": {"n": n, "regions": givens, "givens": givens}})


def made_sizes(out: str) -> list[str]:
    """The board sizes of the tables printed, in order."""
    return [line.split()[1].rstrip(",") for line in out.splitlines() if line.startswith("logi5 ")]


def test_largest_makes_the_top_of_the_range_and_the_largest_published(tmp_path: Path) -> None:
    published = tmp_path / "logi5.jsonl"
    published.write_text("\n".join([logi5_row(4), logi5_row(5), logi5_row(4)]) + "\n")
    status, out, err = run_cli([*BENCH, "--largest", "--published", str(published)])
    assert status == 0, err
    assert made_sizes(out) == ["7x7", "5x5"]


def test_a_published_size_beyond_the_generator_is_said_not_made(tmp_path: Path) -> None:
    published = tmp_path / "logi5.jsonl"
    published.write_text(logi5_row(9) + "\n" + logi5_row(5) + "\n")
    status, out, err = run_cli([*BENCH, "--largest", "--published", str(published)])
    assert status == 0, err
    assert made_sizes(out) == ["7x7"]
    assert "the largest published board, 9x9, is beyond the generator's sizes (4 to 7" in out


def test_all_with_largest_comes_after_the_presets() -> None:
    """For 'all', each type's preset sizes and then its largest ones not among them."""
    ptype = registry.get("logi5")
    args = argparse.Namespace(size=None, generate="all", largest=True, published=None)
    presets_only = argparse.Namespace(**{**vars(args), "largest": None})
    high = ptype.size_range[1]
    shown = [f"{c}x{r}" for r, c in presets.preset_sizes(ptype)]
    assert bench_cmd._bench_sizes(ptype, presets_only, io.StringIO()) == shown
    largest = bench_cmd._bench_sizes(ptype, args, io.StringIO())
    assert largest == shown + ([f"{high}x{high}"] if f"{high}x{high}" not in shown else [])


def test_largest_and_size_together_are_refused() -> None:
    status, _, err = run_cli([*BENCH, "--largest", "--size", "5"])
    assert status == 2
    assert "--largest and --size" in err
