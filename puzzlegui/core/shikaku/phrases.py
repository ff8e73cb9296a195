"""The English phrases a Shikaku hint nests in its params: clues, cell lists, why a trial fails.

A hint sentence (hints.TEXTS) is one template per rule; its params are plain phrases built here
from the pieces of PIECES ("the 6 at row 2, column 3", "the cells from ... to ...", "... and 3
more cells"), so a translation of the sentence plus a translation of these patterns renders the
whole hint.
"""

from __future__ import annotations

from puzzlegui.core.model import cell_name

from .ladder import Step, rect_of_mask
from .puzzle import Puzzle
from .rules import cells_of_mask

PIECES = {
    "clue": "the {number} at {where}",
    "and": "{first} and {last}",
    "cells-block": "the cells from {first} to {last}",
    "cells-more": "{cells} and {count} more cells",
    "trouble-clash": "{a} and {b} both needing {cells}",
    "trouble-no-room": "{a} with no rectangle at all",
    "trouble-unreached": "{cells} out of reach of every number",
    "trouble-other": "some number with no way to fit",
    "trouble-split": "{cells}, which only {a} can reach, too far apart for one of its rectangles",
}
"""The phrases params are built from, with {fields}."""


def clue_params(puzzle: Puzzle, i: int) -> dict[str, str]:
    """{'number': '6', 'where': 'row 2, column 3'} for clue i."""
    r, c, number = puzzle.clues[i]
    return {"number": str(number), "where": cell_name((r, c))}


def clue_text(puzzle: Puzzle, i: int) -> str:
    """'the 6 at row 2, column 3'."""
    return PIECES["clue"].format(**clue_params(puzzle, i))


def join(items: list[str]) -> str:
    """'a, b and c'."""
    if len(items) == 1:
        return items[0]
    return PIECES["and"].format(first=", ".join(items[:-1]), last=items[-1])


def cells_text(puzzle: Puzzle, mask: int) -> str:
    """A few cells as a person reads them; a block of more than two as its corners."""
    cells = cells_of_mask(mask, puzzle.cols)
    block = rect_of_mask(puzzle, mask)
    if len(cells) > 2 and block.width > 0 and block.mask(puzzle.cols) == mask:
        return PIECES["cells-block"].format(first=cell_name(cells[0]), last=cell_name(cells[-1]))
    if len(cells) > 3:
        shown = join([cell_name(cell) for cell in cells[:2]])
        return PIECES["cells-more"].format(cells=shown, count=len(cells) - 2)
    return join([cell_name(cell) for cell in cells])


def trouble_text(puzzle: Puzzle, step: Step) -> str:
    """What the failing rectangle of a two-way trial would leave behind."""
    kind, cells, clues = step.trouble
    names = [clue_text(puzzle, j) for j in clues]
    if kind == "clash":
        return PIECES["trouble-clash"].format(
            a=names[0], b=names[1], cells=cells_text(puzzle, cells)
        )
    if kind == "no-room":
        return PIECES["trouble-no-room"].format(a=names[0])
    if kind == "split":
        return PIECES["trouble-split"].format(a=names[0], cells=cells_text(puzzle, cells))
    if kind == "unreached":
        return PIECES["trouble-unreached"].format(cells=cells_text(puzzle, cells))
    return PIECES["trouble-other"]
