"""What the puzz.link and Tatham codec tests share: the hypothesis settings of their round trips
and a decoded puzzle's clue grid drawn as the references draw it."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, settings

FAST = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def picture(puzzle: dict[str, Any], key: str, between: str) -> list[str]:
    """The clue grid of `puzzle[key]` as rows of '.' or the number, `between` each two cells."""
    grid = [["."] * puzzle["cols"] for _ in range(puzzle["rows"])]
    for r, c, n in puzzle[key]:
        grid[r][c] = str(n)
    return [between.join(row) for row in grid]
