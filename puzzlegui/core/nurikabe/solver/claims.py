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
from ..engine.deduce import UNKNOWN, WHITE, Analysis, Assignment, Board, Cells
from ..engine.memo import KEPT
from ..engine.shapes import MAX_MISSING


class ClaimCuts(dict[tuple[tuple[int, ...], tuple[int, ...], frozenset[int]], list[int]]):
    """The cells parting a claimed group from its island by (cells, reach, group), kept on a
    board (`Board.memo`) and dropped whole past KEPT entries."""


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
    kept = board.memo(ClaimCuts)
    cuts = kept.get(key)
    if cuts is None:
        cuts = _search(board, cells, found, required)
        if len(kept) >= KEPT:
            kept.clear()
        kept[key] = cuts
    return [j for j in cuts if v[j] == UNKNOWN]


def _search(
    board: Board, cells: list[int], found: list[int], required: frozenset[int]
) -> list[int]:
    """The cells of `found` whose removal parts a required cell from `cells`."""
    marks = board.marks
    marks.stamp += 1
    tag, stamp = marks.tag, marks.stamp
    weight = [0] * board.size
    for i in cells:
        tag[i] = stamp
    for j in found:
        tag[j] = stamp
    for j in required:
        weight[j] = 1
    marks.cuts.run(tag, stamp, cells[0], weight, board.stop)
    cut = marks.cuts.cut
    return [j for j in found if cut[j]]
