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

Claims = dict[int, frozenset[frozenset[int]]]
"""For each clued island, the groups of cells (of 2x2 blocks) it must take one of."""


def pool_claims_masked(board: Board, v: list[int], areas: dict[int, int]) -> Claims:
    """`areas.pool_claims`, given each island's reached cells as a mask."""
    everyone = twice = 0
    for mask in areas.values():
        twice |= everyone & mask
        everyone |= mask
    out: Claims = {}
    cols, kept = board.cols, board.scratch.pool_groups
    # A block is kept from island k by a cell another island reaches, one reached twice or an
    # island cell: by a reached or island cell but the ones only k reaches that are free.
    white = mask_of(v, WHITE)
    anyone = everyone | white
    for k, mask in areas.items():
        only = mask ^ (mask & twice)
        if only & (only - 1) == 0:
            continue  # fewer than two cells: no block can have two
        # Work in the rows of `only` and one more on each side (the blocks that can hold two
        # of its cells, and their cells): whole rows, so the shifts below line up as on the
        # board, on integers a few rows long.
        shift = max((only & -only).bit_length() - 1 - cols, 0) // cols * cols
        window = (1 << ((only.bit_length() - 1) // cols * cols + 2 * cols - shift)) - 1
        only_here = only >> shift
        bad = (anyone >> shift) & window ^ only_here | (white & only) >> shift
        tops = _tops(cols, only_here, bad)
        if tops:
            tops = (tops & board.block_starts >> shift) << shift
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


def _tops(cols: int, only: int, bad: int) -> int:
    """The top-left cells of the blocks holding two cells of `only` and none of `bad`."""
    blocked = bad | bad >> 1
    blocked |= blocked >> cols
    either, both = only | only >> 1, only & only >> 1  # of a block's top two cells
    two = both | both >> cols | (either & either >> cols)
    return two & ~blocked


def _groups(cols: int, tops: int, only: int) -> frozenset[frozenset[int]]:
    """The cells of `only` in each block with top-left cell in `tops`."""
    groups = []
    while tops:
        low = tops & -tops
        tops ^= low
        i = low.bit_length() - 1
        groups.append(frozenset(j for j in (i, i + 1, i + cols, i + cols + 1) if only >> j & 1))
    return frozenset(groups)
