"""The pool claims of the `unreachable` rule (areas.py `pool_claims`) on bit masks: a 2x2 block
whose cells only one clued island reaches (the others walls, or free cells no island reaches)
and that holds no island cell must get one of its reached cells from that island. The same
answer as `pool_claims`, found with a few big-integer operations per island instead of a loop
over every block: with the cells reached as a mask (bit i for cell i, see `Board.bits`),
shifting a mask right by 1, cols and cols + 1 lines each block's four cells up on the bit of
its top-left cell. Cost: O(islands x cells / 64) word operations, plus O(1) per block found.
"""

from __future__ import annotations

from .bits import mask_of
from .board import Board
from .cells import UNKNOWN, WALL, WHITE, Cells
from .memo import KEPT

Claims = dict[int, frozenset[frozenset[int]]]
"""For each clued island, the groups of cells (of 2x2 blocks) it must take one of."""


class PoolGroups(dict[tuple[int, int], frozenset[frozenset[int]]]):
    """The claimed groups of `pool_claims_given` by (blocks, their reached cells), kept on a
    board (`Board.memo`) and dropped whole past KEPT entries."""


def pool_claims_masked(board: Board, v: Cells, areas: dict[int, int]) -> Claims:
    """`areas.pool_claims`, given each island's reached cells as a mask."""
    everyone = twice = 0
    for mask in areas.values():
        twice |= everyone & mask
        everyone |= mask
    return pool_claims_given(board, areas, mask_of(v, WHITE), everyone, twice)


def pool_claims_given(
    board: Board, areas: dict[int, int], white: int, everyone: int, twice: int
) -> Claims:
    """`pool_claims_masked`, given the white cells, the cells some island reaches and those two
    or more reach (masks)."""
    cols, starts = board.cols, board.block_starts
    once = everyone & ~twice
    # A claimed block holds no white cell nor one two islands reach, and two cells reached
    # by one island only: blocks with two cells reached once are the candidates, and an
    # island with fewer than two cells in them claims nothing (most islands, at one AND).
    candidates = starts & _two(once, cols) & ~_spread_up(twice | white, cols)
    if not candidates:
        return {}
    near = once & _spread_down(candidates, cols)  # each candidate's cells reached once
    out: Claims = {}
    kept = board.memo(PoolGroups)
    for k, mask in board.paced(areas.items()):
        only = mask & near
        if only & (only - 1) == 0:
            continue  # fewer than two cells in candidate blocks: no block can have two
        # A candidate's other cells are free and reached by no island: the island claims
        # it when it reaches each of the candidate's cells reached once.
        tops = candidates & ~_spread_up(near & ~mask, cols)
        if tops:
            # The same blocks and cells give the same groups: keep the object (and its hash,
            # as it is part of the island-facts key).
            key = (tops, only & _spread_down(tops, cols))
            groups = kept.get(key)
            if groups is None:
                if len(kept) >= KEPT:
                    kept.clear()
                kept[key] = groups = _groups(cols, tops, only)
            out[k] = groups
    return out


def pool_corners(board: Board, v: Cells) -> int:
    """The top-left cells (a mask) of the 2x2 blocks holding three walls and one free cell:
    for each corner, the blocks whose free cell is there and whose other three are walls."""
    cols, walls, free = board.cols, mask_of(v, WALL), mask_of(v, UNKNOWN)
    shifts = (0, 1, cols, cols + 1)
    corners = 0
    for k in range(4):
        term = board.block_starts
        for j, shift in enumerate(shifts):
            term &= (free if j == k else walls) >> shift
        corners |= term
    return corners


def _two(mask: int, cols: int) -> int:
    """The top-left cells of the blocks holding two or more cells of `mask`."""
    a, b, c, d = mask, mask >> 1, mask >> cols, mask >> (cols + 1)
    return (a & (b | c | d)) | (b & (c | d)) | (c & d)


def _spread_up(mask: int, cols: int) -> int:
    """The top-left cells of the blocks holding a cell of `mask` (and other cells)."""
    return mask | mask >> 1 | mask >> cols | mask >> (cols + 1)


def _spread_down(tops: int, cols: int) -> int:
    """The cells of the blocks with top-left cell in `tops`."""
    return tops | tops << 1 | tops << cols | tops << (cols + 1)


def _groups(cols: int, tops: int, only: int) -> frozenset[frozenset[int]]:
    """The cells of `only` in each block with top-left cell in `tops`."""
    groups = []
    while tops:
        low = tops & -tops
        tops ^= low
        i = low.bit_length() - 1
        groups.append(frozenset(j for j in (i, i + 1, i + cols, i + cols + 1) if only >> j & 1))
    return frozenset(groups)
