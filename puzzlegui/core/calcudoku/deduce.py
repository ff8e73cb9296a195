"""The named deductions of Calcudoku, easiest first, and the grade of a puzzle: the hardest rule
needed to solve it without guessing (Tatham grades Keen the same way)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from puzzlegui.core.latin import line_houses, singles_fixpoint, subsets_pass

from .puzzle import Puzzle
from .solver import CageEngine

Rule = Callable[[Puzzle, list[int], list[Any]], bool]


def singles(puzzle: Puzzle, cand: list[int], cages: list[Any]) -> bool:
    """Naked and hidden singles in rows and columns; True if a mark went."""
    before = cand[:]
    rows, cols = line_houses(puzzle.n)
    singles_fixpoint(cand, rows + cols, (1 << puzzle.n) - 1)
    return cand != before


def cage_combinations(puzzle: Puzzle, cand: list[int], cages: list[Any]) -> bool:
    """Keep only digits some filling of their cage still uses; True if a mark went."""
    before = cand[:]
    CageEngine(puzzle).propagate(cand, cages)
    return cand != before


def subsets(puzzle: Puzzle, cand: list[int], cages: list[Any]) -> bool:
    """Naked and hidden pairs and triples in rows and columns; True if a mark went."""
    rows, cols = line_houses(puzzle.n)
    return subsets_pass(cand, rows + cols, puzzle.n)


RULES: tuple[tuple[str, Rule], ...] = (
    ("singles", singles),
    ("cage combinations", cage_combinations),
    ("subsets", subsets),
)
"""(name, rule), easiest first."""


def grade(puzzle: Puzzle) -> int:
    """1 singles and cage combinations suffice, 2 subsets needed, 3 guessing needed."""
    cand = [(1 << puzzle.n) - 1] * (puzzle.n * puzzle.n)
    cages = CageEngine(puzzle).start()
    hardest = 0
    while not all(m & (m - 1) == 0 for m in cand):
        for level, (_, rule) in enumerate(RULES):
            if rule(puzzle, cand, cages):
                hardest = max(hardest, level)
                break
        else:
            return len(RULES)
        if 0 in cand:
            return len(RULES)
    return max(hardest, 1)
