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

from dataclasses import dataclass, field
from itertools import compress

from ..engine.areas import cells_of
from ..engine.bits import mask_of
from ..engine.deduce import UNKNOWN, WALL, Board, Cells

UP = 0
STEP_ROW = (-1, 0, 1, 0)
STEP_COL = (0, 1, 0, -1)
"""Up, right, down, left: the order the walk turns in (clockwise)."""

WALLS, ISLANDS, EDGE = 0, 1, 2

LABELS_KEPT = 16
"""Wall labels `wall_groups` keeps (the last boards it was asked about)."""

WALKS_KEPT = 2_000
"""Walks `contour` keeps at most (each a list as long as its pocket's border)."""

Port = tuple[int, int]
"""What lies beside a pocket: (WALLS, wall group), (ISLANDS, island) or (EDGE, 0) for the
board's edge."""

Run = tuple[Port, list[int]]
"""A stretch of the border beside one group, with the pocket cells along it."""


class WallLabels(list[tuple[int, list[int], int]]):
    """The wall groups of the last boards (walls as a mask, labels, count), latest first,
    kept on a board (`Board.memo`) for `wall_groups`."""


class Contours(dict[int, list[tuple[int, int]] | None]):
    """The walk round a pocket by its cells (`contour`), kept on a board (`Board.memo`)."""


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


def wall_groups(board: Board, v: Cells) -> tuple[list[int], int]:
    """Each wall's group (joined walls share a number, -1 for other cells) and how many
    groups there are. Built on the labels of a kept board whose walls are all walls here
    (`WallLabels`): a search's boards mostly add a few walls to one met before, and
    added walls only join groups or start new ones; the numbers are then not in board order."""
    walls = mask_of(v, WALL)
    kept = board.memo(WallLabels)
    for n, (base, labels, count) in enumerate(kept):
        if base == walls:
            del kept[n]  # to the front
            break
        if not base & ~walls:
            labels, count = _add_walls(board, labels, count, walls & ~base)
            break
    else:
        labels = components(board, v, WALL)
        count = max(labels) + 1
    kept.insert(0, (walls, labels, count))
    del kept[LABELS_KEPT:]
    return labels, count


def _add_walls(board: Board, labels: list[int], count: int, added: int) -> tuple[list[int], int]:
    """`labels` and `count` of `wall_groups` with the walls of mask `added` put in (the
    groups stay numbered 0 to count - 1)."""
    nbs = board.neighbours
    labels = labels.copy()
    parent = list(range(count))  # union-find over group numbers: each points to a lower one
    merged = False
    for c in cells_of(added):
        joined = {_root(parent, labels[j]) for j in nbs[c] if labels[j] >= 0}
        if not joined:
            parent.append(len(parent))  # a new group
            labels[c] = len(parent) - 1
            continue
        low = min(joined)
        for r in joined:
            parent[r] = low
        merged |= len(joined) > 1
        labels[c] = low
    if not merged:
        return labels, len(parent)
    roots = [g for g, up in enumerate(parent) if g == up]
    number = dict(zip(roots, range(len(roots)), strict=True))  # the groups numbered 0, 1, ...
    final = [number[_root(parent, g)] for g in range(len(parent))]
    final.append(-1)  # so that final[-1] is -1: cells off the walls stay -1
    return [final[g] for g in labels], len(roots)


def _root(parent: list[int], g: int) -> int:
    """The group number g was merged into."""
    while parent[g] != g:
        g = parent[g]
    return g


def border(
    board: Board, found: Pockets, r: int, v: Cells, walls: list[int], owner: list[int]
) -> list[tuple[Port, int]] | None:
    """The groups (and the board's edge) beside pocket r, each with the pocket cell it faces,
    in order once around the pocket (None if it has a hole)."""
    sides = contour(board, found, r)
    if sides is None:
        return None
    return [
        (
            (EDGE, 0)
            if out < 0
            else (WALLS, walls[out])
            if v[out] == WALL
            else (ISLANDS, owner[out]),
            cell,
        )
        for out, cell in sides
    ]


def contour(board: Board, found: Pockets, r: int) -> list[tuple[int, int]] | None:
    """The sides of pocket r facing out, in order once around it, each as the cell beyond it
    (-1: the board's edge) and the pocket cell (None if the pocket has a hole). Kept by the
    pocket's cells (`Contours`): a search meets the same pocket again and again."""
    cells = found.mask(board, r)
    kept = board.memo(Contours)
    if cells in kept:
        return kept[cells]
    walk = _walk(board, found.region, r)
    sides = walk if len(walk) == _sides(board, cells) else None
    if len(kept) >= WALKS_KEPT:
        kept.clear()
    kept[cells] = sides
    return sides


def _walk(board: Board, region: list[int], r: int) -> list[tuple[int, int]]:
    """The walk of `contour` from the top side of pocket r's first cell back to it."""
    rows, cols = board.rows, board.cols
    start = region.index(r)  # the first cell in board order: its top side is on the border
    cell, side = start, UP
    sides: list[tuple[int, int]] = []
    while True:
        row, col = divmod(cell, cols)
        sides.append((_at(rows, cols, row + STEP_ROW[side], col + STEP_COL[side]), cell))
        cell, side = _next_side(rows, cols, region, r, cell, side)
        if (cell, side) == (start, UP):
            return sides


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


def _sides(board: Board, cells: int) -> int:
    """How many cell sides of the cells of a mask face a cell outside it or the board's edge:
    four per cell, less two per pair of joined cells (across: a cell and the next in its
    row; down: a cell and the one below)."""
    across = cells & cells >> 1 & board.not_last
    down = cells & cells >> board.cols
    return 4 * cells.bit_count() - 2 * (across.bit_count() + down.bit_count())


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


def layers(board: Board, inside: int, sources: int, cap: int) -> list[int]:
    """The cells of `inside` that a path from `sources` through `inside` reaches holding at
    most 1, 2, ... `cap` cells (the source included), as masks, until they stop growing."""
    out = [sources]
    near = sources
    for _ in range(cap - 1):
        grown = board.spread(near) & inside
        if grown == near:
            break
        near = grown
        out.append(near)
    return out


@dataclass
class Pockets:
    """The pockets of a board: each cell's pocket (-1 for a decided cell), each pocket's
    cells, the groups beside each pocket and the pockets beside each wall group; `masks`,
    the cells of the pockets asked about as masks."""

    region: list[int]
    cells: list[list[int]]
    groups: dict[int, set[Port]]
    of_walls: dict[int, set[int]]
    masks: dict[int, int] = field(default_factory=dict)

    def mask(self, board: Board, r: int) -> int:
        """Pocket r's cells as a mask (kept in `masks`)."""
        out = self.masks.get(r)
        if out is None:
            out = self.masks[r] = board.mask(self.cells[r])
        return out


def pockets(board: Board, v: Cells, walls: list[int], owner: list[int]) -> Pockets:
    """The pockets of a board (numbered by their first cells in board order), and what lies
    beside each, found in one flood (`walls`: the wall groups, `owner`: the islands)."""
    nbs = board.neighbours
    region = [-1] * board.size
    cells: list[list[int]] = []
    groups: dict[int, set[Port]] = {}
    of_walls: dict[int, set[int]] = {}
    for start in compress(range(board.size), map(UNKNOWN.__eq__, v)):
        if region[start] >= 0:
            continue
        r = len(cells)
        region[start] = r
        members = [start]
        near_walls: set[int] = set()
        near_islands: set[int] = set()
        for i in members:  # the list grows as the flood goes: breadth-first
            for j in nbs[i]:
                x = v[j]
                if x == UNKNOWN:
                    if region[j] < 0:
                        region[j] = r
                        members.append(j)
                elif x == WALL:
                    near_walls.add(walls[j])
                else:
                    near_islands.add(owner[j])
        cells.append(members)
        groups[r] = {(WALLS, g) for g in near_walls} | {(ISLANDS, k) for k in near_islands}
        for g in near_walls:
            of_walls.setdefault(g, set()).add(r)
    return Pockets(region, cells, groups, of_walls)


def walls_at_least(found: Pockets, room: dict[tuple[int, int], int]) -> dict[int, int]:
    """For each pocket, the fewest walls it can hold: its island cells all join islands beside
    it, so it holds at least its size less what those may still take there (`room`, by
    (island, pocket); an island missing from it is a clue-less one, which may grow into any
    clue's island: no bound)."""
    out: dict[int, int] = {}
    for r, cells in enumerate(found.cells):
        total = 0
        for kind, k in found.groups[r]:
            if kind == ISLANDS:
                total += room.get((k, r), len(found.region))
        out[r] = max(0, len(cells) - total)
    return out
