"""The crossing rule's pockets in one flood and its kept border walks, against the plain
computations they replace (a flood per kind, a scan for the groups beside, a fresh walk)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

from puzzlegui.core.nurikabe.engine.areas import areas_of
from puzzlegui.core.nurikabe.engine.board import Board
from puzzlegui.core.nurikabe.engine.cells import UNKNOWN, WALL, WHITE, Cells, Contradiction
from puzzlegui.core.nurikabe.engine.islands import analyse
from puzzlegui.core.nurikabe.puzzle import make_puzzle
from puzzlegui.core.nurikabe.solver.crossing import _room
from puzzlegui.core.nurikabe.solver.pocket import (
    EDGE,
    ISLANDS,
    WALLS,
    Contours,
    Port,
    border,
    components,
    layers,
    pockets,
    wall_groups,
)
from tests.core.nurikabe.engine.nurikabe_boards import blank_board

STEP_ROW = (-1, 0, 1, 0)
STEP_COL = (0, 1, 0, -1)


def _random_walks(
    rng: random.Random, boards: int, count: int
) -> Iterator[tuple[Board, list[Cells]]]:
    """`boards` random walks, each on a board of 3 to 8 rows and 3 to 9 columns."""
    for _ in range(boards):
        yield _random_walk(rng, rng.randint(3, 8), rng.randint(3, 9), count)


def _random_walk(rng: random.Random, rows: int, cols: int, count: int) -> tuple[Board, list[Cells]]:
    """A board with a few clues and `count` states, each a few cells away from the last (so
    that pockets come back with other things around them), none joining the two clues."""
    clues = [(r, c, rng.randint(1, 6)) for r, c in ((0, 0), (rows - 1, cols - 1))]
    board = Board(make_puzzle(rows, cols, clues))
    v = board.start()
    states: list[Cells] = []
    while len(states) < count:
        last = v.copy()
        for _ in range(rng.randint(1, 4)):
            i = rng.randrange(board.size)
            if not board.clue[i]:
                v[i] = rng.choice((UNKNOWN, UNKNOWN, WALL, WALL, WHITE))
        try:
            analyse(board, v)
        except Contradiction:
            v = last
            continue
        states.append(v.copy())
    return board, states


def _plain_beside(
    board: Board, v: Cells, region: list[int], walls: list[int], owner: list[int]
) -> tuple[dict[int, set[Port]], dict[int, set[int]]]:
    """The groups beside each pocket and the pockets beside each wall group, cell by cell."""
    groups: dict[int, set[Port]] = {}
    of_walls: dict[int, set[int]] = {}
    for j in range(board.size):
        if v[j] != UNKNOWN:
            continue
        here = groups.setdefault(region[j], set())
        for n in board.neighbours[j]:
            if v[n] == WALL:
                here.add((WALLS, walls[n]))
                of_walls.setdefault(walls[n], set()).add(region[j])
            elif v[n] != UNKNOWN:
                here.add((ISLANDS, owner[n]))
    return groups, of_walls


def _at(board: Board, row: int, col: int) -> int:
    return row * board.cols + col if 0 <= row < board.rows and 0 <= col < board.cols else -1


def _plain_border(
    board: Board, region: list[int], r: int, v: Cells, walls: list[int], owner: list[int]
) -> list[tuple[Port, int]] | None:
    """The walk round pocket r (region on the right), None unless it met every outer side."""
    start = region.index(r)
    cell, side = start, 0
    ports: list[tuple[Port, int]] = []
    while True:
        row, col = divmod(cell, board.cols)
        out = _at(board, row + STEP_ROW[side], col + STEP_COL[side])
        port = (
            (EDGE, 0)
            if out < 0
            else (WALLS, walls[out])
            if v[out] == WALL
            else (ISLANDS, owner[out])
        )
        ports.append((port, cell))
        ahead = (side + 1) % 4
        nxt = _at(board, row + STEP_ROW[ahead], col + STEP_COL[ahead])
        if nxt < 0 or region[nxt] != r:
            side = ahead
        else:
            diagonal = _at(
                board, nxt // board.cols + STEP_ROW[side], nxt % board.cols + STEP_COL[side]
            )
            if diagonal >= 0 and region[diagonal] == r:
                cell, side = diagonal, (side + 3) % 4
            else:
                cell = nxt
        if (cell, side) == (start, 0):
            break
    outer = 0  # every side of the pocket facing out, counted cell by cell
    for i in range(board.size):
        if region[i] == r:
            row, col = divmod(i, board.cols)
            for d in range(4):
                j = _at(board, row + STEP_ROW[d], col + STEP_COL[d])
                outer += j < 0 or region[j] != r
    return ports if len(ports) == outer else None


def test_one_flood_finds_the_pockets_and_what_lies_beside_them() -> None:
    rng = random.Random(21)
    compared = 0
    for board, states in _random_walks(rng, 60, 20):
        for v in states:
            owner = analyse(board, v).owner
            walls = components(board, v, WALL)
            region = components(board, v, UNKNOWN)
            found = pockets(board, v, walls, owner)
            assert found.region == region
            assert [sorted(cells) for cells in found.cells] == [
                [i for i in range(board.size) if region[i] == r] for r in range(max(region) + 1)
            ]
            assert (found.groups, found.of_walls) == _plain_beside(board, v, region, walls, owner)
            compared += 1
    assert compared == 1200


def test_kept_walks_give_the_borders_of_a_fresh_walk() -> None:
    rng = random.Random(683)
    holes = walks = kept = 0
    for board, states in _random_walks(rng, 60, 30):
        for v in states:
            owner = analyse(board, v).owner
            walls = components(board, v, WALL)
            found = pockets(board, v, walls, owner)
            for r in range(len(found.cells)):
                want = _plain_border(board, found.region, r, v, walls, owner)
                assert border(board, found, r, v, walls, owner) == want
                holes += want is None
                walks += 1
        kept += len(board.memo(Contours))
    assert holes > 100
    assert walks > 2 * kept  # most walks were met before
    assert kept > 500


def _plain_distances(
    board: Board, region: list[int], sources: list[int], cap: int
) -> dict[int, int]:
    """How many pocket cells a shortest path from `sources` to each pocket cell holds (up to
    `cap`), breadth-first cell by cell."""
    dist = dict.fromkeys(sources, 1)
    ring = list(sources)
    while ring:
        nxt = []
        for i in ring:
            for j in board.neighbours[i]:
                if j not in dist and region[j] == region[i] and dist[i] < cap:
                    dist[j] = dist[i] + 1
                    nxt.append(j)
        ring = nxt
    return dist


def test_layers_hold_the_cells_a_breadth_first_search_finds_at_each_distance() -> None:
    rng = random.Random(1055)
    compared = 0
    for board, states in _random_walks(rng, 40, 10):
        for v in states:
            found = pockets(board, v, components(board, v, WALL), analyse(board, v).owner)
            for r, cells in enumerate(found.cells):
                sources = rng.sample(cells, min(len(cells), rng.randint(1, 3)))
                cap = rng.randint(1, 8)
                dist = _plain_distances(board, found.region, sources, cap)
                got = layers(board, found.mask(board, r), board.mask(sources), cap)
                assert len(got) == max(dist.values())
                for steps, near in enumerate(got, 1):
                    assert near == board.mask(i for i, d in dist.items() if d <= steps)
                compared += 1
    assert compared > 500


def _groups(labels: list[int]) -> set[frozenset[int]]:
    """The cells of each label (-1 left out)."""
    out: dict[int, set[int]] = {}
    for i, g in enumerate(labels):
        if g >= 0:
            out.setdefault(g, set()).add(i)
    return {frozenset(cells) for cells in out.values()}


def test_wall_groups_built_on_kept_labels_are_the_wall_components() -> None:
    rng = random.Random(690)
    compared = 0
    for _ in range(40):
        rows, cols = rng.randint(2, 9), rng.randint(2, 9)
        board = blank_board(rows, cols)
        v = board.start()
        path = [v.copy()]  # a search's walk: add walls, back up to an earlier board, go on
        for _ in range(60):
            if rng.random() < 0.2:
                v = rng.choice(path).copy()
            for _ in range(rng.randint(1, 5)):
                v[rng.randrange(1, board.size)] = rng.choice((WALL, WALL, WALL, WHITE, UNKNOWN))
            path.append(v.copy())
            labels, count = wall_groups(board, v)
            plain = components(board, v, WALL)
            assert _groups(labels) == _groups(plain)
            assert count == max(plain) + 1
            assert sorted(set(labels) - {-1}) == list(range(count))
            compared += 1
    assert compared == 2400


def test_room_on_masks_counts_the_reach_in_each_pocket() -> None:
    rng = random.Random(687)
    compared = 0
    for board, states in _random_walks(rng, 60, 10):
        for v in states:
            info = analyse(board, v)
            try:
                areas = areas_of(board, v, info)
            except Contradiction:
                continue
            found = pockets(board, v, components(board, v, WALL), info.owner)
            want: dict[tuple[int, int], int] = {}
            for k, isl in enumerate(info.islands):
                if isl.clue and isl.liberties:
                    counts = Counter(found.region[j] for j in areas.get(k, []))
                    for r in {found.region[j] for j in isl.liberties}:
                        want[k, r] = min(isl.missing, counts[r])
            assert _room(board, v, info, found) == want
            compared += bool(want)
    assert compared > 300
