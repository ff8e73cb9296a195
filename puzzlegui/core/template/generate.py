"""New template puzzles: a grid with a few random holes (any such grid has one solution)."""

from __future__ import annotations

from puzzlegui.core.attempts import found
from puzzlegui.core.model import GenerateJob

from .puzzle import Puzzle

DIFFICULTIES: tuple[str, ...] = ("easy",)
LEVELS_OF = {"easy": (1,)}
"""The ladder levels each difficulty accepts."""
DEFAULT_SIZE = (5, 5)
SIZE_RANGE = (2, 12)


def generate(job: GenerateJob, /) -> Puzzle:
    """A rows x cols grid with up to a quarter of its cells holes."""
    options, rng = job.options, job.rng
    if job.cancel is not None:
        job.cancel.raise_if_cancelled()
    cells = [(r, c) for r in range(options.rows) for c in range(options.cols)]
    holes = rng.sample(cells, rng.randint(0, len(cells) // 4))
    return found(Puzzle(options.rows, options.cols, frozenset(holes)), job.progress)
