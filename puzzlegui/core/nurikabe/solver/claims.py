"""The claim-cut rule of the Nurikabe solver: a clue-less group of island cells that only one
clue can reach (areas.py `claimed`) must end up in that clue's island, and the island lies
within the cells the clue can still reach. So a free cell whose loss would cut a claimed group
off from the island, inside that reach, must be island (an articulation point, cuts.py, with
the claimed cells weighted). The shapes rule already does this for islands missing few cells;
this one covers the large islands (janko 0683: a 51 that must swallow the clue-less groups of
a walled pocket). Cost: one articulation search per island with a claim, O(cells in reach).
"""

from __future__ import annotations

from ..engine.areas import areas_of, claims_of
from ..engine.board import KEPT, UNKNOWN, WHITE, Analysis, Assignment, Board, Cells
from ..engine.shapes import MAX_MISSING


def claim_cuts(board: Board, v: Cells, info: Analysis) -> Assignment:
    """Free cells without which a claimed clue-less group could not join its island: island."""
    big = [isl.clue and isl.missing > MAX_MISSING for isl in info.islands]
    if not any(big) or all(isl.clue for isl in info.islands):
        return []
    areas = areas_of(board, v, info)
    out: Assignment = []
    for k, required in claims_of(board, info, areas).items():
        if big[k]:
            out.extend(
                (j, WHITE) for j in _cuts(board, v, info.islands[k].cells, areas[k], required)
            )
    return out


def _cuts(
    board: Board, v: Cells, cells: list[int], found: list[int], required: frozenset[int]
) -> list[int]:
    """The free cells of `found` whose removal parts a required cell from `cells` (the search's
    answer depends on the cells, the reach and the group only, so it is kept by those)."""
    key = (tuple(cells), tuple(found), required)
    cuts = board.scratch.claim_cuts.get(key)
    if cuts is None:
        cuts = _search(board, cells, found, required)
        if len(board.scratch.claim_cuts) >= KEPT:
            board.scratch.claim_cuts.clear()
        board.scratch.claim_cuts[key] = cuts
    return [j for j in cuts if v[j] == UNKNOWN]


def _search(
    board: Board, cells: list[int], found: list[int], required: frozenset[int]
) -> list[int]:
    """The cells of `found` whose removal parts a required cell from `cells`."""
    board.scratch.stamp += 1
    tag, stamp = board.scratch.tag, board.scratch.stamp
    weight = [0] * board.size
    for i in cells:
        tag[i] = stamp
    for j in found:
        tag[j] = stamp
    for j in required:
        weight[j] = 1
    board.scratch.cuts.run(tag, stamp, cells[0], weight)
    cut = board.scratch.cuts.cut
    return [j for j in found if cut[j]]
