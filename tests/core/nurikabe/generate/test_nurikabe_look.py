"""The look script (scripts/nurikabe_look.py) prints per difficulty the figures the notes quote:
the statistics pooled as `puzzle bench --generate` pools them, and a hash that is the same for
the same puzzles (how boards up to 15 a side were shown unchanged, docs/generation-notes.md)."""

from __future__ import annotations

import re
import statistics
import sys
from types import ModuleType

import pytest

from puzzlegui.core.nurikabe import generate as gen
from puzzlegui.core.nurikabe.puzzle import make_puzzle
from tests.scripts import script


def look() -> ModuleType:
    return script("nurikabe_look")


def run(
    module: ModuleType,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    *args: str,
) -> str:
    monkeypatch.setattr(sys, "argv", ["nurikabe_look.py", *args])
    assert module.main() == 0
    return str(capsys.readouterr().out)


def test_statistics_are_pooled_over_the_puzzles() -> None:
    module = look()
    small = make_puzzle(5, 5, [(0, 0, 1), (2, 2, 2)])
    large = make_puzzle(5, 5, [(0, 0, 4)])
    numbers = [1, 2, 4]
    want = f"{3 / 50:.3f} clues a cell, mean {statistics.mean(numbers):.2f}, 67% small"
    assert module._stats([small, large]) == want


def test_same_seeds_same_hash_and_other_seeds_another(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    module = look()
    first = run(module, monkeypatch, capsys, "7", "medium", "0-2")
    again = run(module, monkeypatch, capsys, "7", "medium", "0-2")
    other = run(module, monkeypatch, capsys, "7", "medium", "2-4")
    hashes = [re.findall(r"hash (\w+)", out) for out in (first, again, other)]
    assert hashes[0] == hashes[1]
    assert len(hashes[0]) == 1
    assert hashes[0] != hashes[2]
    assert len(re.findall(r"seed \d", first)) == 2


def test_set_changes_a_constant_the_tree_has_and_ignores_others(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    module = look()
    monkeypatch.setattr(gen, "SMALL", gen.SMALL)
    run(
        module,
        monkeypatch,
        capsys,
        "7",
        "medium",
        "0-1",
        "--set",
        "SMALL=0.25",
        "--set",
        "NO_SUCH=3",
    )
    assert gen.SMALL == 0.25
    assert not hasattr(gen, "NO_SUCH")
    assert module._value("1,2,3") == (1, 2, 3)
