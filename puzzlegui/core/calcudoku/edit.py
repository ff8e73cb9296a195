"""Entering a Calcudoku from paper: cages of cells, each with its clue (12+, 3-, 24*, 2/, 5)."""

from __future__ import annotations

from puzzlegui.core.drafts import Draft, Editing, group_grid

from .puzzle import Puzzle, cage_name


def _to_text(draft: Draft) -> str:
    cages = sorted(set(draft.groups.values()))
    lines = [f"{cage_name(g)} {draft.labels.get(g, '?')}" for g in cages]
    return (
        f"calcudoku {draft.rows}\n{group_grid(draft, cage_name)}\ncages:\n"
        + "\n".join(lines)
        + "\n"
    )


def _draft_of(puzzle: Puzzle) -> Draft:
    groups = {cell: i for i, cage in enumerate(puzzle.cages) for cell in cage.cells}
    labels = {i: cage.clue() for i, cage in enumerate(puzzle.cages)}
    return Draft(puzzle.n, puzzle.n, {}, groups, labels)


EDITING = Editing(lambda rows, cols: (0, 0), "cages", True, _to_text, _draft_of)
