"""The islands a player has finished: for the board's colour aid, which shades them.

An island is finished when the cells not marked wall around one clue form a group exactly as
large as the clue, holding no other clue, with only walls and the board's edge around it: its
cells can be nothing but that island. Cost: one pass over the cells.
"""

from __future__ import annotations

from puzzlegui.core.grid import components, neighbours
from puzzlegui.core.model import Cell

from .puzzle import Mark, Puzzle, State


def complete_islands(puzzle: Puzzle, state: State) -> list[list[Cell]]:
    """The cells of every finished island."""
    rows, cols = puzzle.rows, puzzle.cols
    open_cells = [
        (r, c) for r in range(rows) for c in range(cols) if state.mark((r, c)) != Mark.WALL
    ]

    def linked(cell: Cell) -> list[Cell]:
        return [n for n in neighbours(cell, rows, cols) if state.mark(n) != Mark.WALL]

    clue_at = puzzle.clue_at
    finished = []
    for group in components(open_cells, linked):
        clues = [clue_at[cell] for cell in group if cell in clue_at]
        if len(clues) == 1 and clues[0] == len(group):
            finished.append(group)
    return finished
