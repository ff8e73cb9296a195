"""Entering a Logi-5 from paper: regions of cells (as many as the side) and given digits."""

from __future__ import annotations

from puzzlegui.core.drafts import Draft, Editing, group_grid, number_grid

from .puzzle import Puzzle


def region_letter(region: int) -> str:
    """A, B, C...: a region's name in the text format."""
    return chr(ord("A") + region)


def _to_text(draft: Draft) -> str:
    regions = group_grid(draft, region_letter)
    return f"logi5 {draft.rows}\n{regions}\ngivens:\n{number_grid(draft)}\n"


def _draft_of(puzzle: Puzzle) -> Draft:
    n = puzzle.n
    cells = [(r, c) for r in range(n) for c in range(n)]
    numbers = {cell: g for cell, g in zip(cells, puzzle.givens, strict=True) if g}
    groups = dict(zip(cells, puzzle.regions, strict=True))
    return Draft(n, n, numbers, groups, {})


EDITING = Editing(lambda rows, cols: (1, rows), "regions", True, _to_text, _draft_of)
