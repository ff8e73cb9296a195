"""The crossing rule of the Nurikabe solver: a wall path and an island path cannot cross.

Take a region R of free cells (joined through free cells) without holes, and walk once around
its border, listing the decided cells beside it in order. A group of walls whose free
neighbours all lie in R must join another group of walls by a path of new walls through R; a
clue-less island whose free neighbours all lie in R must join another island (one it may join
without growing too large) by a path of island cells through R. Both paths run inside R from
one border cell to another and share no cell, so (R's cells and their joins form a plane graph
with the border cells on its outer face) their ends may not alternate around the border: if
every possible pair of ends alternates, the board is a contradiction. This is the argument a
person uses in janko 0683: the walls shut in by the 51 must cross the top-right pocket to reach
the others, while a clue-less island at the far side of the pocket must cross it to reach the
51. Cost: one pass over the free cells and the walls (skipped unless some clue-less island and
some group of walls each border only one region), one walk around each such region, and
O(runs^3) for each (island, walls) pair, runs being the stretches of one border group.
"""

from __future__ import annotations

from dataclasses import dataclass

from puzzlegui.core.nurikabe.board import UNKNOWN, WALL, Analysis, Assignment, Board, Contradiction

UP, RIGHT, DOWN, LEFT = 0, 1, 2, 3
STEP_ROW = (-1, 0, 1, 0)
STEP_COL = (0, 1, 0, -1)

Port = tuple[int, int]
"""A border cell of a region: ("wall", group) or ("island", island) as (0, k) / (1, k)."""

WALLS, ISLANDS = 0, 1


def paths_cross(board: Board, v: list[int], info: Analysis) -> Assignment:
    """Contradiction when a path of walls or of island cells that must cross a region of free
    cells would shut off cells of the other kind on one side of it."""
    if v.count(WALL) < 2 or all(isl.clue for isl in info.islands):
        return []
    walls = _labels(board, v, WALL)
    count = max(walls) + 1
    if count < 2:
        return []
    region = _labels(board, v, UNKNOWN)
    near = _neighbours(board, v, region, walls, info.owner)
    islands = _shut_islands(info, region, near)
    groups = _shut_walls(near, count)
    for r in set(islands.values()) & set(groups.values()):
        ports = border(board, region, r, v, walls, info.owner)
        if ports is not None:  # (with a hole, paths may go round it)
            shut = Shut(
                {k for k, rk in islands.items() if rk == r},
                {g for g, rg in groups.items() if rg == r},
                count,
            )
            if _crossed(info, ports, shut):
                raise Contradiction
    return []


def _crossed(info: Analysis, ports: list[Port], shut: Shut) -> bool:
    """Whether some shut-in island or wall group cannot reach a partner without sealing off
    cells of the other kind."""
    runs = _runs(ports)
    for k in shut.islands:
        if _blocked(runs, (ISLANDS, k), _partners(info, k), shut):
            return True
    for g in shut.walls:
        others = {p[1] for p in runs if p[0] == WALLS and p[1] != g}
        if _blocked(runs, (WALLS, g), others, shut):
            return True
    return False


@dataclass
class Shut:
    """What borders one region only: clue-less islands and wall groups whose free neighbours
    all lie in it; and how many wall groups the board has."""

    islands: set[int]
    walls: set[int]
    wall_groups: int


def _runs(ports: list[Port]) -> list[Port]:
    """The border cells with each stretch of one group given once (the walk is a circle)."""
    runs: list[Port] = []
    for port in ports:
        if not runs or runs[-1] != port:
            runs.append(port)
    if len(runs) > 1 and runs[0] == runs[-1]:
        runs.pop()
    return runs


def _blocked(runs: list[Port], start: Port, partners: set[int], shut: Shut) -> bool:
    """Whether every path from the group `start` to one of `partners` (same kind) through the
    region leaves, on one side, groups of the other kind that can no longer join their own."""
    kind = start[0]
    n = len(runs)
    for a in (a for a in range(n) if runs[a] == start):
        for b in (b for b in range(n) if runs[b][0] == kind and runs[b][1] in partners):
            lo, hi = min(a, b), max(a, b)
            side, rest = runs[lo + 1 : hi], runs[hi + 1 :] + runs[:lo]
            if not _sealed(side, rest, 1 - kind, shut) and not _sealed(rest, side, 1 - kind, shut):
                return False
    return True


def _sealed(side: list[Port], rest: list[Port], kind: int, shut: Shut) -> bool:
    """Whether the groups of `kind` beside `side` are cut off: some, all shut in, none also
    beside `rest`, and (walls) other walls exist or (islands) none holds a clue."""
    here = {k for other, k in side if other == kind}
    if not here or here & {k for other, k in rest if other == kind}:
        return False
    if kind == WALLS:
        return here <= shut.walls and len(here) < shut.wall_groups
    return here <= shut.islands


def _labels(board: Board, v: list[int], kind: int) -> list[int]:
    """Component numbers (from 0) of the cells of one kind joined through that kind, -1 else."""
    nbs = board.neighbours
    label = [-1] * board.size
    count = 0
    for start in range(board.size):
        if v[start] != kind or label[start] >= 0:
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


Near = tuple[dict[int, set[Port]], dict[int, set[int]]]
"""For each region, the groups beside it; for each wall group, the regions beside it."""


def _neighbours(
    board: Board, v: list[int], region: list[int], walls: list[int], owner: list[int]
) -> Near:
    """Which islands and wall groups lie beside each region, and which regions beside each
    wall group."""
    beside: dict[int, set[Port]] = {}
    regions: dict[int, set[int]] = {}
    nbs = board.neighbours
    for j, r in enumerate(region):
        if r < 0:
            continue
        here = beside.setdefault(r, set())
        for n in nbs[j]:
            if v[n] == WALL:
                here.add((WALLS, walls[n]))
                regions.setdefault(walls[n], set()).add(r)
            elif v[n] != UNKNOWN:
                here.add((ISLANDS, owner[n]))
    return beside, regions


def _shut_islands(info: Analysis, region: list[int], near: Near) -> dict[int, int]:
    """Clue-less islands with one region through which they can reach an island they may
    join (through any other they reach none): island -> region."""
    out: dict[int, int] = {}
    for k, isl in enumerate(info.islands):
        if isl.clue:
            continue
        partners = {(ISLANDS, j) for j in _partners(info, k)}
        useful = {r for r in {region[j] for j in isl.liberties} if near[0][r] & partners}
        if len(useful) == 1:
            out[k] = useful.pop()
    return out


def _shut_walls(near: Near, count: int) -> dict[int, int]:
    """Wall groups with one region through which they can reach another: group -> region."""
    out: dict[int, int] = {}
    for g in range(count):
        useful = {
            r for r in near[1].get(g, ()) if any(kind == WALLS and h != g for kind, h in near[0][r])
        }
        if len(useful) == 1:
            out[g] = useful.pop()
    return out


def _partners(info: Analysis, k: int) -> set[int]:
    """The islands clue-less island k may join (a clued one only if both fit in its clue,
    with at least one cell between them)."""
    size = len(info.islands[k].cells)
    return {
        j
        for j, isl in enumerate(info.islands)
        if j != k and (not isl.clue or len(isl.cells) + size + 1 <= isl.clue)
    }


def border(
    board: Board, region: list[int], r: int, v: list[int], walls: list[int], owner: list[int]
) -> list[Port] | None:
    """The decided cells beside region r, in order once around it (None if it has a hole)."""
    rows, cols = board.rows, board.cols
    start = region.index(r)  # the first cell in board order: its top side is on the border
    cell, side = start, UP
    ports: list[Port] = []
    sides = 0
    while True:
        sides += 1
        row, col = divmod(cell, cols)
        out = _at(rows, cols, row + STEP_ROW[side], col + STEP_COL[side])
        if out >= 0:
            ports.append((WALLS, walls[out]) if v[out] == WALL else (ISLANDS, owner[out]))
        cell, side = _next_side(rows, cols, region, r, cell, side)
        if (cell, side) == (start, UP):
            break
    return ports if sides == _sides(board, region, r) else None


def _next_side(
    rows: int, cols: int, region: list[int], r: int, cell: int, side: int
) -> tuple[int, int]:
    """The next border side, walking with the region on the right (cells that only touch at a
    corner are not joined, so the walk turns round such a corner)."""
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
    """How many cell sides of region r face a cell outside it or the board's edge."""
    nbs = board.neighbours
    return sum(4 - sum(1 for j in nbs[i] if region[j] == r) for i, x in enumerate(region) if x == r)
