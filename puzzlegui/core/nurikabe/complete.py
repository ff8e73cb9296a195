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


def painted_cells(puzzle: Puzzle, state: State) -> dict[Cell, int]:
    """The player's colour of each cell: a colour given on a cell spreads over the island the
    player has marked there (see marked_island); where two colours meet, the later cell's (in
    reading order) wins."""
    colour_of: dict[Cell, int] = {}
    for index, colour in sorted(state.colours):
        for cell in marked_island(puzzle, state, divmod(index, state.cols)):
            colour_of[cell] = colour
    return colour_of


def marked_island(puzzle: Puzzle, state: State, start: Cell) -> set[Cell]:
    """The cells joined side by side to `start` through clues and dots (none for a wall)."""
    if state.mark(start) == Mark.WALL:
        return set()
    seen, todo = {start}, [start]
    while todo:
        for near in neighbours(todo.pop(), puzzle.rows, puzzle.cols):
            island = near in puzzle.clue_at or state.mark(near) == Mark.DOT
            if island and near not in seen:
                seen.add(near)
                todo.append(near)
    return seen
