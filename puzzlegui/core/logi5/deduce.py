"""The named deductions of Logi-5, easiest first, and the grade of a puzzle: the hardest rule
needed to solve it without guessing (Tatham grades Solo the same way)."""

from __future__ import annotations

from collections.abc import Callable

from puzzlegui.core.latin import singles_fixpoint, subsets_pass

from .puzzle import Puzzle
from .solver import initial_candidates

Rule = Callable[[Puzzle, list[int]], bool]


def singles(puzzle: Puzzle, cand: list[int]) -> bool:
    """Naked and hidden singles in rows, columns and regions; True if a mark went."""
    before = cand[:]
    singles_fixpoint(cand, puzzle.houses, (1 << puzzle.n) - 1)
    return cand != before


def subsets(puzzle: Puzzle, cand: list[int]) -> bool:
    """Naked and hidden pairs and triples; True if a mark went."""
    return subsets_pass(cand, puzzle.houses, puzzle.n)


RULES: tuple[tuple[str, Rule], ...] = (("singles", singles), ("subsets", subsets))
"""(name, rule), easiest first; the grade of a puzzle is 1 + the index of its hardest rule."""


def grade(puzzle: Puzzle) -> int:
    """1 singles suffice, 2 subsets needed, 3 guessing needed (or no solution)."""
    cand = initial_candidates(puzzle)
    hardest = 0
    while not all(m & (m - 1) == 0 for m in cand):
        for level, (_, rule) in enumerate(RULES):
            if rule(puzzle, cand):
                hardest = max(hardest, level)
                break
        else:
            return len(RULES) + 1
        if 0 in cand:
            return len(RULES) + 1
    return hardest + 1
