"""The pool claims of the `unreachable` rule (areas.py `pool_claims`) on bit masks: a 2x2 block
whose cells only one clued island reaches (the others walls, or free cells no island reaches)
and that holds no island cell must get one of its reached cells from that island. The same
answer as `pool_claims`, found with a few big-integer operations per island instead of a loop
over every block: with the cells reached as a mask (bit i for cell i, see `Board.bits`),
shifting a mask right by 1, cols and cols + 1 lines each block's four cells up on the bit of
its top-left cell. Cost: O(islands x cells / 64) word operations, plus O(1) per block found.
"""

from __future__ import annotations

from puzzlegui.core.nurikabe.board import KEPT, WHITE, Board, mask_of

from .board import Cells

Claims = dict[int, frozenset[frozenset[int]]]
"""For each clued island, the groups of cells (of 2x2 blocks) it must take one of."""


def pool_claims_masked(board: Board, v: Cells, areas: dict[int, int]) -> Claims:
    """`areas.pool_claims`, given each island's reached cells as a mask."""
    everyone = twice = 0
    for mask in areas.values():
        twice |= everyone & mask
        everyone |= mask
    out: Claims = {}
    cols, starts, kept = board.cols, board.block_starts, board.scratch.pool_groups
    white = mask_of(v, WHITE)
    for k, mask in areas.items():
        only = mask & ~twice
        if only & (only - 1) == 0:
            continue  # fewer than two cells: no block can have two
        bad = (everyone & ~mask) | twice | white  # island cells, cells another island reaches
        blocked = bad | bad >> 1 | bad >> cols | bad >> (cols + 1)
        a, b, c, d = only, only >> 1, only >> cols, only >> (cols + 1)
        two = (a & (b | c | d)) | (b & (c | d)) | (c & d)
        tops = starts & two & ~blocked
        if tops:
            # The same blocks and cells give the same groups: keep the object (and its hash,
            # as it is part of the island-facts key).
            key = (tops, only & (tops | tops << 1 | tops << cols | tops << (cols + 1)))
            groups = kept.get(key)
            if groups is None:
                if len(kept) >= KEPT:
                    kept.clear()
                kept[key] = groups = _groups(cols, tops, only)
            out[k] = groups
    return out


def _groups(cols: int, tops: int, only: int) -> frozenset[frozenset[int]]:
    """The cells of `only` in each block with top-left cell in `tops`."""
    groups = []
    while tops:
        low = tops & -tops
        tops ^= low
        i = low.bit_length() - 1
        groups.append(frozenset(j for j in (i, i + 1, i + cols, i + cols + 1) if only >> j & 1))
    return frozenset(groups)
