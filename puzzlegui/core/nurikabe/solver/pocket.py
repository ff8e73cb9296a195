"""Pockets: the regions of free cells (joined through free cells) of a Nurikabe board, the
decided cells beside each in order once around its border, and distances inside one.

The border walk is contour following on the cell grid (as in image processing: keep the region
on the right, turn right when the cell ahead is outside, left when the cell ahead and the one
diagonally beyond are inside); cells that only touch at a corner are not joined, so the walk
goes round such a corner. It visits every side of a region facing out exactly once when the
region has no hole, which is how a hole is detected. Cost: O(cells) for the labels, O(sides)
for a walk, O(pocket cells) for a distance search.
"""

from __future__ import annotations

from collections import Counter
from itertools import compress
from operator import and_

from ..board import UNKNOWN, WALL, Board, Cells

UP = 0
STEP_ROW = (-1, 0, 1, 0)
STEP_COL = (0, 1, 0, -1)
"""Up, right, down, left: the order the walk turns in (clockwise)."""

WALLS, ISLANDS, EDGE = 0, 1, 2

Port = tuple[int, int]
"""What lies beside a pocket: (WALLS, wall group), (ISLANDS, island) or (EDGE, 0) for the
board's edge."""

Run = tuple[Port, list[int]]
"""A stretch of the border beside one group, with the pocket cells along it."""


def components(board: Board, v: Cells, kind: int) -> list[int]:
    """Component numbers (from 0) of the cells of one kind joined through that kind, -1 else."""
    nbs = board.neighbours
    label = [-1] * board.size
    count = 0
    for start in compress(range(board.size), map(kind.__eq__, v)):
        if label[start] >= 0:
            continue
        label[start] = count
        stack = [start]
        while stack:
            i = stack.pop()
            for j in nbs[i]:
                if label[j] < 0 and v[j] == kind:
                    label[j] = count
                    stack.append(j)
        count += 1
    return label


def border(
    board: Board, region: list[int], r: int, v: Cells, walls: list[int], owner: list[int]
) -> list[tuple[Port, int]] | None:
    """The groups (and the board's edge) beside pocket r, each with the pocket cell it faces,
    in order once around the pocket (None if it has a hole)."""
    rows, cols = board.rows, board.cols
    start = region.index(r)  # the first cell in board order: its top side is on the border
    cell, side = start, UP
    ports: list[tuple[Port, int]] = []
    sides = 0
    while True:
        sides += 1
        row, col = divmod(cell, cols)
        out = _at(rows, cols, row + STEP_ROW[side], col + STEP_COL[side])
        if out < 0:
            ports.append(((EDGE, 0), cell))
        else:
            port = (WALLS, walls[out]) if v[out] == WALL else (ISLANDS, owner[out])
            ports.append((port, cell))
        cell, side = _next_side(rows, cols, region, r, cell, side)
        if (cell, side) == (start, UP):
            break
    return ports if sides == _sides(board, region, r) else None


def _next_side(
    rows: int, cols: int, region: list[int], r: int, cell: int, side: int
) -> tuple[int, int]:
    """The next border side, walking with the pocket on the right."""
    ahead = (side + 1) % 4
    row, col = divmod(cell, cols)
    nxt = _at(rows, cols, row + STEP_ROW[ahead], col + STEP_COL[ahead])
    if nxt < 0 or region[nxt] != r:
        return cell, ahead  # turn right round this cell
    row, col = divmod(nxt, cols)
    diagonal = _at(rows, cols, row + STEP_ROW[side], col + STEP_COL[side])
    if diagonal >= 0 and region[diagonal] == r:
        return diagonal, (side + 3) % 4  # turn left
    return nxt, side


def _at(rows: int, cols: int, row: int, col: int) -> int:
    """The flat cell at (row, col), or -1 off the board."""
    return row * cols + col if 0 <= row < rows and 0 <= col < cols else -1


def _sides(board: Board, region: list[int], r: int) -> int:
    """How many cell sides of pocket r face a cell outside it or the board's edge: four per
    cell, less two per pair of joined cells (counted over shifted rows of flags)."""
    cols = board.cols
    inside = list(map(r.__eq__, region))
    pairs = sum(map(and_, inside, inside[cols:])) + sum(map(and_, inside, inside[1:]))
    pairs -= sum(inside[c] and inside[c + 1] for c in range(cols - 1, board.size - 1, cols))
    return int(4 * sum(inside) - 2 * pairs)


def runs(ports: list[tuple[Port, int]]) -> list[Run]:
    """The border as stretches beside one group each (the walk is a circle: a stretch that
    ends the walk and one that starts it are one)."""
    out: list[Run] = []
    for port, cell in ports:
        if out and out[-1][0] == port:
            out[-1][1].append(cell)
        else:
            out.append((port, [cell]))
    if len(out) > 1 and out[0][0] == out[-1][0]:
        out[0][1].extend(out.pop()[1])
    return out


def distances(board: Board, region: list[int], sources: list[int], cap: int) -> dict[int, int]:
    """For pocket cells up to `cap` cells away, how many pocket cells a path from one of
    `sources` to it holds (the source and the cell included)."""
    nbs = board.neighbours
    dist = dict.fromkeys(sources, 1)
    ring = list(dist)
    for steps in range(2, cap + 1):
        nxt = []
        for i in ring:
            for j in nbs[i]:
                if j not in dist and region[j] == region[i]:
                    dist[j] = steps
                    nxt.append(j)
        if not nxt:
            break
        ring = nxt
    return dist


def beside(
    board: Board, v: Cells, region: list[int], walls: list[int], owner: list[int]
) -> tuple[dict[int, set[Port]], dict[int, set[int]]]:
    """The groups beside each pocket, and the pockets beside each wall group."""
    groups: dict[int, set[Port]] = {}
    pockets: dict[int, set[int]] = {}
    nbs = board.neighbours
    for j in compress(range(board.size), map(UNKNOWN.__eq__, v)):
        r = region[j]
        here = groups.setdefault(r, set())
        for n in nbs[j]:
            if v[n] == WALL:
                here.add((WALLS, walls[n]))
                pockets.setdefault(walls[n], set()).add(r)
            elif v[n] != UNKNOWN:
                here.add((ISLANDS, owner[n]))
    return groups, pockets


def walls_at_least(
    region: list[int], groups: dict[int, set[Port]], room: dict[tuple[int, int], int]
) -> dict[int, int]:
    """For each pocket, the fewest walls it can hold: its island cells all join islands beside
    it, so it holds at least its size less what those may still take there (`room`, by
    (island, pocket); an island missing from it is a clue-less one, which may grow into any
    clue's island: no bound)."""
    size = Counter(region)
    del size[-1]
    out: dict[int, int] = {}
    for r, cells in size.items():
        total = 0
        for kind, k in groups[r]:
            if kind == ISLANDS:
                total += room.get((k, r), len(region))
        out[r] = max(0, cells - total)
    return out
