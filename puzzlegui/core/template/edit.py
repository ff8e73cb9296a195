"""Entering a template puzzle from paper: a 1 typed in a cell makes it a hole."""

from __future__ import annotations

from puzzlegui.core.drafts import Draft, Editing

from .puzzle import Puzzle


def _to_text(draft: Draft) -> str:
    rows = (
        " ".join("x" if (r, c) in draft.numbers else "." for c in range(draft.cols))
        for r in range(draft.rows)
    )
    return f"template {draft.cols}x{draft.rows}\n" + "\n".join(rows) + "\n"


def _draft_of(puzzle: Puzzle) -> Draft:
    return Draft(puzzle.rows, puzzle.cols, dict.fromkeys(puzzle.holes, 1))


EDITING = Editing(lambda rows, cols: (1, 1), "", False, _to_text, _draft_of)
