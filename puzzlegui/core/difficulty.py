"""A difficulty a player can read: a continuous score from the hint walk (the steps a player
pressing Hint alone is given), with its reason in words.

Two sources of difficulty, after Pelánek's human-solver model: how hard the hardest step is,
and how much of the solve leans on hard steps. The score is
`level + 0.5 * hardest_share + 0.49 * above_share`, where `level` is the hardest ladder level
used (the top level when a step had to come from the solution), `hardest_share` the share of
the steps that needed that level (0 when it is the first level) and `above_share` the share of
the steps above the first level. Shares, not counts, so a larger board of the same kind does not
score higher for its size alone. The level dominates by construction (the added terms stay
below 1), so the score orders puzzles as the grade does and tells apart those of one grade; the
weights only split that unit between the two shares and are not fitted to any data set.
Cost: one hint walk, as a grade by hints.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from .answers import Answers
from .cancel import CancelToken
from .grading import walk_hints
from .model import AnyPuzzleType, Hint


@dataclass(frozen=True)
class Difficulty:
    """The score and what it is made of: the hardest level and its rule, how many steps
    needed it, how many steps above the first level, and how many steps in all."""

    score: float
    level: int
    label: str
    rule: str
    hard_steps: int
    above_first: int
    steps: int

    def to_json(self) -> dict[str, Any]:
        """The `puzzle grade --json` form of the score and its parts."""
        return {
            "score": round(self.score, 2),
            "hardest_rule": self.rule,
            "hard_steps": self.hard_steps,
            "steps_above_level_1": self.above_first,
            "steps": self.steps,
        }


def difficulty(ptype: AnyPuzzleType, puzzle: Any, cancel: CancelToken | None = None) -> Difficulty:
    """The score of a puzzle from the hint walk on its empty board."""
    hints = walk_hints(ptype, puzzle, None, cancel, Answers(), graded=True)
    return score_of(ptype, hints)


def score_of(ptype: AnyPuzzleType, hints: list[Hint]) -> Difficulty:
    """The score of a walk's hints."""
    top = len(ptype.levels)
    levels = [top if h.from_solution else h.level for h in hints] or [1]
    level = max(levels)
    hard = levels.count(level)
    above = sum(1 for lv in levels if lv > 1)
    hardest_share = hard / len(levels) if level > 1 else 0.0
    score = level + 0.5 * hardest_share + 0.49 * above / len(levels)
    rules = Counter(h.rule for h, lv in zip(hints, levels, strict=False) if lv == level)
    rule = rules.most_common(1)[0][0] if rules else ""
    return Difficulty(score, level, ptype.levels[level - 1], rule, hard, above, len(hints))
