"""Generation is reproducible: the same seed gives the same puzzle, another seed another one
(for the Latin types, whose generators are fast at 5x5)."""

from __future__ import annotations

import random

import pytest

from puzzlegui.core import registry
from puzzlegui.core.model import GenerateJob, GenerateOptions


@pytest.mark.parametrize(("name", "difficulty"), [("calcudoku", "medium"), ("logi5", "hard")])
def test_the_same_seed_gives_the_same_puzzle(name: str, difficulty: str) -> None:
    ptype = registry.get(name)
    options = GenerateOptions(5, 5, difficulty)
    first = ptype.generate(GenerateJob(options, random.Random(42)))
    assert ptype.generate(GenerateJob(options, random.Random(42))) == first
    assert ptype.generate(GenerateJob(options, random.Random(43))) != first
