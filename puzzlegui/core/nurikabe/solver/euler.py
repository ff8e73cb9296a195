"""The block-count rule of the Nurikabe solver: Euler's formula for the answer's walls and islands.

Count the joins between side-by-side cells three ways. The walls (w cells) are joined, so they
hold w - 1 + c joins, c the cycles of the wall graph; no 2x2 block of walls exists, so each cycle
encloses at least one whole island that does not touch the border (c <= such islands). An island
of k cells holds k - 1 + (its 2x2 blocks) + (its holes) joins, and a hole of an island holds all
the walls (they are joined and every other island lies beside them), so there is at most one hole
on the board (h <= 1), and none once a wall touches the border. Counting each cell's four sides
(the border, a join, or a wall beside an island) and adding up gives, for n clues on an N-cell
board with B sides on the border:

    Q - s = N - B/2 - 1 - 2w + n + c - h

where Q counts the 2x2 blocks holding no wall and s the wall sides on the border (a corner wall
has two). Everything on the right but c and h is fixed by the clues, so the blocks free of walls
are counted in advance: 27 + s + c - h for janko 0029 (10x10, clues 37 and 36, 27 walls). A wall
kills the blocks around it, so the walls must lie in few blocks, i.e. in straight lines, which
is how the 27 walls of 0029 can only be a square ring around the 36.

Decisions: when even the most wall-free blocks left (and the fewest border walls) cannot reach
the count, or the fewest cannot get down to it, a contradiction; a free cell whose wall would
leave too few wall-free blocks is island, one whose island would leave too many is a wall.
Cost: a few big-integer operations per round, and a look at each free cell's four blocks when
the count is within four of a bound.
"""

from __future__ import annotations

from ..engine.bits import mask_of
from ..engine.deduce import UNKNOWN, WALL, WHITE, Analysis, Assignment, Board, Cells, Contradiction

LARGEST = 225
"""The largest board (cells) the rule runs on. Measured on the public rows: on boards up to 15x15
it cuts nodes and costs nothing; on janko 0683 (14x24) its decisions sent the search elsewhere
and on 17x17 it cost time a node for nothing (docs/nurikabe-notes.md, "Measured choices")."""

REACH = 4
"""The most one cell can move either bound: four blocks, or a corner's block, two border sides and
the hole."""


def block_count(board: Board, v: Cells, info: Analysis) -> Assignment:
    """Decisions of the block count (see the module text)."""
    if not board.walls_needed or not board.clue_count or min(board.rows, board.cols) < 2:
        return []  # the count is for joined walls, clued islands and 2x2 blocks
    if board.size > LARGEST:
        return []
    target = _target(board, info)
    placed, whites = v.count(WALL), v.count(WHITE)
    # Cheap bounds first: a wall takes at most four blocks and adds at most two border sides,
    # and there are no more all-island blocks than island cells: far from both ends, stop.
    high = len(board.blocks) - 6 * placed - target >= REACH
    low = target - whites >= REACH
    if high and low:
        return []
    walls, free = mask_of(v, WALL), mask_of(v, UNKNOWN)
    sides_lo, sides_hi = _sides(board, walls), _sides(board, walls | free)
    hole = 1 if sides_lo == 0 else 0
    most = _wall_free(board, walls) - sides_lo + hole  # Q, s, c, h at their best for "more"
    least = _wall_free(board, walls | free) - sides_hi - _inner(board, v, info)
    if most < target or least > target:
        raise Contradiction
    out: Assignment = []
    if most - target < REACH:
        out.extend(_islands(board, v, most - target, hole))
    if target - least < REACH:
        out.extend(_walls(board, v, target - least))
    return out


def _target(board: Board, info: Analysis) -> int:
    """N - B/2 - 1 - 2w + n: the right-hand side without c and h."""
    fixed = board.size - board.rows - board.cols - 1 - 2 * board.walls_needed
    return fixed + board.clue_count


def _wall_free(board: Board, walls: int) -> int:
    """How many 2x2 blocks hold no cell of `walls` (a mask)."""
    cols = board.cols
    touched = walls | walls >> 1 | walls >> cols | walls >> (cols + 1)
    return (board.block_starts & ~touched).bit_count()


def _sides(board: Board, cells: int) -> int:
    """How many border sides the cells of a mask have (two for a corner cell)."""
    return (cells & board.edge).bit_count() + (cells & board.corner).bit_count()


def _side_count(i: int, rows: int, cols: int) -> int:
    """How many sides of cell i lie on the border (boards at least 2 wide)."""
    r, c = divmod(i, cols)
    return (r == 0) + (r == rows - 1) + (c == 0) + (c == cols - 1)


def _inner(board: Board, v: Cells, info: Analysis) -> int:
    """How many islands may end up enclosed by a cycle of walls: the clues whose island does
    not touch the border yet (a clue-less group joins one of them)."""
    owner = info.owner
    touching = {owner[i] for i in board.edge_cells if v[i] == WHITE}
    return sum(1 for k, isl in enumerate(info.islands) if isl.clue and k not in touching)


def _islands(board: Board, v: Cells, slack: int, hole: int) -> Assignment:
    """Free cells whose wall would take more than `slack` from the most wall-free blocks."""
    rows, cols = board.rows, board.cols
    out: Assignment = []
    for i, x in enumerate(v):
        if x != UNKNOWN:
            continue
        loss = sum(1 for a, b, c in board.around[i] if WALL not in (v[a], v[b], v[c]))
        sides = _side_count(i, rows, cols)
        loss += sides + (hole if sides else 0)
        if loss > slack:
            out.append((i, WHITE))
    return out


def _walls(board: Board, v: Cells, slack: int) -> Assignment:
    """Free cells whose island would add more than `slack` to the fewest wall-free blocks."""
    rows, cols = board.rows, board.cols
    out: Assignment = []
    for i, x in enumerate(v):
        if x != UNKNOWN:
            continue
        gain = sum(1 for a, b, c in board.around[i] if v[a] == v[b] == v[c] == WHITE)
        if gain + _side_count(i, rows, cols) > slack:
            out.append((i, WALL))
    return out
