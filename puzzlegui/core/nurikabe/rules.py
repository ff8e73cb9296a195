"""The rules of Nurikabe as checks on a half-done board.

Only what is wrong already is flagged: a 2x2 block of walls, an island (dots and clues joined)
with two clues or more cells than its clue, a region of non-wall cells closed off by walls that
cannot hold the islands of its clues or that holds a dot and no clue, and walls that can no
longer all join (they lie in separate groups of wall and empty cells). A finished board needs
nothing more: with no empty cell left the same checks say the walls are joined and every island
has its size.

For the final answer empty cells count as island cells: a board is complete when every cell is
marked or when exactly the right number of walls is placed (see `is_complete`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from puzzlegui.core.checking import never_raising
from puzzlegui.core.model import Cell, MessageTable, Shape, Violation
from puzzlegui.core.text.values import Place

from .puzzle import Mark, Puzzle, State

MESSAGES = MessageTable(
    {
        "nurikabe.pool-2x2": "The walls at {where} and its three neighbours form a 2x2 block.",
        "nurikabe.island-two-clues": "The island through {where} holds {count} clues.",
        "nurikabe.island-too-large": "The island of clue {clue} at {where} has {size} cells.",
        "nurikabe.island-too-small": (
            "The {size} cells walled in around {where} cannot hold islands of {total} cells."
        ),
        "nurikabe.island-without-clue": (
            "The island cells around {where} are walled off from every clue."
        ),
        "nurikabe.walls-divided": "The walls around {where} can no longer join the others.",
    },
    shapes={"nurikabe.pool-2x2": Shape.AREA},
)

ISLAND, WALL, EMPTY = 0, 1, 2


def neighbour_table(rows: int, cols: int) -> tuple[tuple[int, ...], ...]:
    """The flat indices of the orthogonal neighbours of every flat cell (a puzzle keeps its
    own: `Puzzle.neighbours`)."""
    table = []
    for r in range(rows):
        for c in range(cols):
            i = r * cols + c
            near = []
            if r > 0:
                near.append(i - cols)
            if c + 1 < cols:
                near.append(i + 1)
            if r + 1 < rows:
                near.append(i + cols)
            if c > 0:
                near.append(i - 1)
            table.append(tuple(near))
    return tuple(table)


def flat_components(
    member: Callable[[int], bool], size: int, neighbours: tuple[tuple[int, ...], ...]
) -> list[list[int]]:
    """Connected groups of the flat cells for which `member` is true."""
    return mask_components([member(i) for i in range(size)], neighbours)


def mask_components(
    inside: Sequence[int], neighbours: tuple[tuple[int, ...], ...]
) -> list[list[int]]:
    """Connected groups of the flat cells marked true (non-zero) in `inside` (the rules check
    runs three of these a move: a list lookup, not a call per cell, keeps a large board's move
    quick)."""
    seen = [not cell for cell in inside]
    groups: list[list[int]] = []
    for start in range(len(inside)):
        if seen[start]:
            continue
        seen[start] = True
        group = [start]
        for i in group:  # the list grows while we walk it: a breadth-first search
            for j in neighbours[i]:
                if not seen[j]:
                    seen[j] = True
                    group.append(j)
        groups.append(group)
    return groups


def classes(puzzle: Puzzle, state: State) -> list[int]:
    """ISLAND, WALL or EMPTY for every flat cell (clue cells are island cells)."""
    out = [EMPTY if m is Mark.EMPTY else WALL if m is Mark.WALL else ISLAND for m in state.marks]
    for i in puzzle.clue_index:
        out[i] = ISLAND
    return out


def _check(puzzle: Puzzle, state: State) -> list[Violation]:
    """Every rule broken now; [] for a board that is right so far."""
    if (state.rows, state.cols) != (puzzle.rows, puzzle.cols):
        return []
    kind = classes(puzzle, state)
    found = _pools(puzzle, kind)
    found += _islands(puzzle, kind)
    found += _regions(puzzle, kind)
    found += _walls(puzzle, kind)
    return found


check = never_raising(_check)


def _cells(puzzle: Puzzle, group: list[int]) -> list[Cell]:
    return [divmod(i, puzzle.cols) for i in sorted(group)]


def _at_first(puzzle: Puzzle, code: str, group: list[int]) -> Violation:
    """The violation `code` on the cells of `group`, placed at its first cell."""
    return MESSAGES.violation(
        code, _cells(puzzle, group), where=Place(divmod(min(group), puzzle.cols))
    )


def _pools(puzzle: Puzzle, kind: list[int]) -> list[Violation]:
    cols, found = puzzle.cols, []
    wall = [k == WALL for k in kind]
    for r in range(puzzle.rows - 1):
        upper, lower = wall[r * cols : (r + 1) * cols], wall[(r + 1) * cols : (r + 2) * cols]
        pairs = [a and b for a, b in zip(upper, lower, strict=True)]  # walls stacked two high
        for c in range(cols - 1):
            if pairs[c] and pairs[c + 1]:
                i = r * cols + c
                block = [i, i + 1, i + cols, i + cols + 1]
                found.append(
                    MESSAGES.violation(
                        "nurikabe.pool-2x2", _cells(puzzle, block), where=Place((r, c))
                    )
                )
    return found


def _clues_in(puzzle: Puzzle, group: list[int]) -> list[tuple[int, int]]:
    """(flat index, number) of the clues in `group`, in board order."""
    cols, at = puzzle.cols, puzzle.clue_at
    return sorted((i, at[divmod(i, cols)]) for i in group if i in puzzle.clue_index)


def _islands(puzzle: Puzzle, kind: list[int]) -> list[Violation]:
    found: list[Violation] = []
    table = puzzle.neighbours
    for group in mask_components([k == ISLAND for k in kind], table):
        clues = _clues_in(puzzle, group)
        cells = _cells(puzzle, group)
        if len(clues) >= 2:
            where = Place(divmod(clues[0][0], puzzle.cols))
            found.append(
                MESSAGES.violation(
                    "nurikabe.island-two-clues", cells, where=where, count=len(clues)
                )
            )
        elif clues and len(group) > clues[0][1]:
            index, number = clues[0]
            found.append(
                MESSAGES.violation(
                    "nurikabe.island-too-large",
                    cells,
                    clue=number,
                    where=Place(divmod(index, puzzle.cols)),
                    size=len(group),
                )
            )
    return found


def _regions(puzzle: Puzzle, kind: list[int]) -> list[Violation]:
    found: list[Violation] = []
    table = puzzle.neighbours
    for group in mask_components([k != WALL for k in kind], table):
        clues = _clues_in(puzzle, group)
        total = sum(number for _, number in clues)
        if clues and total > len(group):
            found.append(
                MESSAGES.violation(
                    "nurikabe.island-too-small",
                    _cells(puzzle, group),
                    size=len(group),
                    where=Place(divmod(clues[0][0], puzzle.cols)),
                    total=total,
                )
            )
        elif not clues:
            dots = [i for i in group if kind[i] == ISLAND]
            if dots:
                found.append(_at_first(puzzle, "nurikabe.island-without-clue", dots))
    return found


def _walls(puzzle: Puzzle, kind: list[int]) -> list[Violation]:
    table = puzzle.neighbours
    groups = mask_components([k != ISLAND for k in kind], table)
    walled = [[i for i in g if kind[i] == WALL] for g in groups]
    walled = sorted((w for w in walled if w), key=len, reverse=True)
    # the largest group stays; the others are cut off from it
    return [_at_first(puzzle, "nurikabe.walls-divided", walls) for walls in walled[1:]]


def filled(puzzle: Puzzle, state: State) -> State:
    """The state with every empty cell read as an island cell (a dot)."""
    marks = tuple(
        Mark.DOT if m is Mark.EMPTY and i not in puzzle.clue_index else m
        for i, m in enumerate(state.marks)
    )
    return State(state.rows, state.cols, marks, state.clue_cells)


def is_complete(puzzle: Puzzle, state: State) -> bool:
    """Every non-clue cell is marked, or exactly as many walls stand as the answer has."""
    walls = sum(1 for m in state.marks if m is Mark.WALL)
    if walls == puzzle.rows * puzzle.cols - puzzle.island_total:
        return True
    return all(m is not Mark.EMPTY or i in state.clue_cells for i, m in enumerate(state.marks))


def is_solved(puzzle: Puzzle, state: State) -> bool:
    """Complete and, with empty cells read as island cells, no rule broken."""
    return is_complete(puzzle, state) and not check(puzzle, filled(puzzle, state))
