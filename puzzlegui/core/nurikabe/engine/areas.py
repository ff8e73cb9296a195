"""The island-area deductions of Nurikabe (the solver's `unreachable` rule): how far each
clue can still grow (a breadth-first search bounded by the cells it still needs, never beside
another clue's island), the clue-less groups and 2x2 blocks only one clue can serve, and what
the island's possible shapes (shapes.py) or its articulation points (cuts.py) force. Cost:
O(cells) per clue and round; shape facts are cached between rounds and search nodes.
"""

from __future__ import annotations

import struct
from itertools import chain, filterfalse
from operator import attrgetter
from typing import NamedTuple

from .bits import mask_of
from .blocks import pool_claims_given
from .board import Board
from .cells import UNKNOWN, WALL, WHITE, Assignment, Cells, Contradiction
from .islands import Analysis, Island
from .memo import KEPT
from .reaches import Reach, island_reaches
from .shapes import MAX_MISSING, MaskFacts, TooMany, island_shapes, masked_facts


def unreachable(board: Board, v: Cells, info: Analysis) -> Assignment:
    """Distance from each clue: cells no clue reaches are walls; an exact fit is island; a
    clue-less group only one clue reaches belongs to it (its shapes must take the group)."""
    known = round_of(board, v, info)
    clueless = board.mask(chain.from_iterable(isl.cells for isl in known.clueless))
    claims = claims_of(board, info, known.areas)
    hits = pool_claims_given(board, known.masks, known.white, known.everyone, known.twice)
    reached = whites = walls = 0
    last = board.memo(AreaMemo).last_facts
    for k, r in known.reaches.items():
        first = r.cells[0]
        claim = (clueless & r.rim, claims.get(k, NO_CELLS), hits.get(k, NO_GROUPS))
        kept = last.get(first)
        # The same reach (object) and claim as the island's last time: the same facts.
        if kept is None or kept[0] is not r or kept[1] != claim:
            board.stop()  # thousands of islands' shapes on a large board
            facts = _facts(board, v, info, k, r, claim, (r.area, clueless))
            last[first] = (r, claim, facts)
        else:
            facts = kept[2]
        common, beside, union = facts
        reached |= union
        whites |= common
        walls |= beside
    unknown = mask_of(v, UNKNOWN)
    out: Assignment = [(j, WHITE) for j in cells_of(whites & unknown)]
    out.extend((j, WALL) for j in cells_of((walls | ~reached) & unknown))
    return out


def _facts(
    board: Board,
    v: Cells,
    info: Analysis,
    k: int,
    r: Reach,
    claim: tuple[int, frozenset[int], frozenset[frozenset[int]]],
    masks: tuple[int, int],
) -> MaskFacts:
    """`island_masks` of island k (`r`: its reach), looked up first in the board's cache. Its
    key: the island's cells and its area (as kept with the reach), and `claim`: the clue-less
    island cells in or beside the area (a mask: all the shapes see of the clue-less islands,
    and the area's white cells; the area's cells beside one are not enough, as a shape beside
    a clue-less cell out of reach is no shape), the cells and the blocks claimed by the
    island. `masks`: the area and the clue-less island cells."""
    key = (*r.key, *claim)
    kept = board.memo(AreaMemo).facts
    facts = kept.get(key)
    if facts is None:
        _, required, groups = claim
        facts = island_masks(board, v, info, k, r.found, masks, required, groups)
        if len(kept) > CACHE_SIZE:
            kept.clear()
        kept[key] = facts
    return facts


SPARSE = 64
"""Up to this many cells a mask is read bit by bit: each step costs a pass over the whole
integer, so many cells of a large board (an island's reach of 20 000 cells) are read word by
word instead, in one pass (the bit-by-bit loop took 0.05 s there, with no clock read)."""


def cells_of(mask: int) -> list[int]:
    """The cells of a bit mask, in board order."""
    if mask.bit_count() > SPARSE:
        return _cells_by_words(mask)
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def _cells_by_words(mask: int) -> list[int]:
    data = mask.to_bytes((mask.bit_length() + 63) // 64 * 8, "little")
    out = []
    for index, (word,) in enumerate(struct.iter_unpack("<Q", data)):
        base = index * 64 - 1
        while word:
            low = word & -word
            out.append(base + low.bit_length())
            word ^= low
    return out


NO_CELLS: frozenset[int] = frozenset()
NO_GROUPS: frozenset[frozenset[int]] = frozenset()


def areas_of(board: Board, v: Cells, info: Analysis) -> dict[int, list[int]]:
    """The cells each growing clued island could still take (Contradiction if too few); the
    last answer is kept, as two rules of one round ask it for the same board."""
    return round_of(board, v, info).areas


def area_masks(board: Board, v: Cells, info: Analysis) -> dict[int, int]:
    """`areas_of` with each island's cells as a bit mask (`Board.bits`)."""
    return round_of(board, v, info).masks


_CLUE = attrgetter("clue")


class Round(NamedTuple):
    """The areas of one board (`areas_of`) and what the rules sharing them ask of them: the
    analysis and board (as bytes) they are of, the areas as lists and as masks and the reaches
    by island, the white cells, the cells some area holds and those two or more hold (masks),
    and the clue-less islands."""

    info: Analysis
    state: bytes
    areas: dict[int, list[int]]
    masks: dict[int, int]
    reaches: dict[int, Reach]
    white: int
    everyone: int
    twice: int
    clueless: list[Island]


class AreaMemo:
    """What this module keeps on a board between rounds and search nodes (`Board.memo`), each
    dictionary dropped whole past a bound: `facts`, island facts as masks by their key
    (`_facts`; a generator's judge may hand the boards of one answer the same dictionary,
    generate/judge.py); `areas`, the last `round_of` answer; `claims`, the last `claims_of`
    answer (analysis, areas, claims); `last_facts`, by an island's first cell its last reach,
    claim and facts (`unreachable`); `needed`, the cells an island cannot do without by (cells,
    reach) (`_must_take`)."""

    def __init__(self) -> None:
        self.facts: dict[object, MaskFacts] = {}
        self.areas: Round | None = None
        self.claims: tuple[Analysis, dict[int, list[int]], dict[int, frozenset[int]]] | None = None
        self.last_facts: dict[int, tuple[Reach, object, MaskFacts]] = {}
        self.needed: dict[tuple[tuple[int, ...], tuple[int, ...]], list[int]] = {}


def round_of(board: Board, v: Cells, info: Analysis) -> Round:
    """The `Round` of a board, the last one kept (two rules of one round ask for it)."""
    state = bytes(v)
    kept = board.memo(AreaMemo)
    memo = kept.areas
    if memo is not None and memo.info is info and memo.state == state:
        return memo
    white = mask_of(v, WHITE)
    areas: dict[int, list[int]] = {}
    masks: dict[int, int] = {}
    everyone = twice = 0
    islands = info.islands
    reaches = island_reaches(board, v, info)
    for k, r in board.paced(reaches.items()):
        if len(r.found) < islands[k].missing:
            raise Contradiction
        areas[k] = r.found
        masks[k] = area = r.area
        twice |= everyone & area
        everyone |= area
    clueless = list(filterfalse(_CLUE, islands))  # in C: most islands are clued
    memo = Round(info, state, areas, masks, reaches, white, everyone, twice, clueless)
    kept.areas = memo
    return memo


def clue_touch(board: Board, info: Analysis) -> list[int]:
    """For each free cell, the clued island beside it: -1 none, k one, -2 two or more (the free
    cells beside an island are its liberties, so this costs O(liberties))."""
    touch = [-1] * board.size
    for k, isl in enumerate(info.islands):
        if not isl.clue:
            continue
        for j in isl.liberties:
            touch[j] = k if touch[j] == -1 else -2
    return touch


def pool_claims(
    board: Board, v: Cells, areas: dict[int, list[int]]
) -> dict[int, frozenset[frozenset[int]]]:
    """For each clued island, the 2x2 blocks (their free cells) that only it can keep from
    becoming a pool: the island must take one of those cells."""
    count, who = [0] * board.size, [-1] * board.size
    for k, found in board.paced(areas.items(), lambda item: len(item[1]) + 1):
        for j in found:
            count[j] += 1
            who[j] = k
    hits: dict[int, set[frozenset[int]]] = {}
    for block in board.paced(board.blocks):
        owner, cells = -1, []
        for i in block:
            if v[i] == WHITE or count[i] > 1 or (count[i] and owner >= 0 and who[i] != owner):
                break
            if count[i]:
                owner = who[i]
                cells.append(i)
        else:
            if owner >= 0 and len(cells) > 1:
                hits.setdefault(owner, set()).add(frozenset(cells))
    return {k: frozenset(groups) for k, groups in hits.items()}


def claims_of(
    board: Board, info: Analysis, areas: dict[int, list[int]]
) -> dict[int, frozenset[int]]:
    """`claimed`, the last answer kept (unreachable and claim-cuts ask it in the same round)."""
    kept = board.memo(AreaMemo)
    memo = kept.claims
    if memo is not None and memo[0] is info and memo[1] is areas:
        return memo[2]
    known = kept.areas
    if known is None or known.areas is not areas:
        claims = claimed(info, areas)
    else:  # the same, with each area as a bit mask instead of a set
        claims = _claimed_masked(board, info, known)
    kept.claims = (info, areas, claims)
    return claims


def _claimed_masked(board: Board, info: Analysis, known: Round) -> dict[int, frozenset[int]]:
    """`claimed`, given the areas as masks: a clue-less island belongs to the area holding its
    first cell when one area alone does (one AND per area with those first cells)."""
    if not known.clueless:
        return {}
    firsts = board.mask(isl.cells[0] for isl in known.clueless)
    if firsts & ~known.everyone:
        raise Contradiction  # a clue-less group no clue reaches
    single = firsts & ~known.twice
    if not single:
        return {}
    islands, owner = info.islands, info.owner
    by_area: dict[int, set[int]] = {}
    for k, mask in known.masks.items():
        hit = mask & single
        while hit:
            low = hit & -hit
            hit ^= low
            by_area.setdefault(k, set()).update(islands[owner[low.bit_length() - 1]].cells)
    return {k: frozenset(cells) for k, cells in by_area.items()}


def claimed(info: Analysis, areas: dict[int, list[int]]) -> dict[int, frozenset[int]]:
    """For each clued island, the clue-less island cells no other clue can reach
    (Contradiction for a clue-less group no clue reaches)."""
    reach = {k: set(found) for k, found in areas.items()}
    claims: dict[int, set[int]] = {}
    for isl in info.islands:
        if isl.clue:
            continue
        by = [k for k, cells in reach.items() if isl.cells[0] in cells]
        if not by:
            raise Contradiction
        if len(by) == 1:
            claims.setdefault(by[0], set()).update(isl.cells)
    return {k: frozenset(cells) for k, cells in claims.items()}


def reach(
    board: Board,
    v: Cells,
    info: Analysis,
    k: int,
    seen: list[int],
    touch: list[int] | None = None,
) -> list[int]:
    """The cells island k could still take: within its missing count, never beside another
    (`touch`, from `clue_touch`, saves looking at the neighbours of every cell)."""
    nbs, owner, islands = board.neighbours, info.owner, info.islands
    budget = info.islands[k].missing
    for i in info.islands[k].cells:
        seen[i] = k
    frontier, found = list(info.islands[k].cells), []
    for _ in range(budget):
        nxt = []
        for i in frontier:
            for j in nbs[i]:
                if seen[j] == k or v[j] == WALL:
                    continue
                seen[j] = k
                if v[j] == UNKNOWN and (
                    _touches_other(nbs[j], owner, islands, k)
                    if touch is None
                    else touch[j] != -1 and touch[j] != k
                ):
                    continue  # beside another clued island: taking it would join the two
                nxt.append(j)
        found.extend(nxt)
        frontier = nxt
        if not frontier:
            break
    return found


Facts = tuple[list[int], list[int], list[int]]
"""What one island's area tells: cells it must take, cells that must be wall, cells in reach."""

CACHE_SIZE = 100_000
"""Island facts remembered between rounds and search nodes (the area of most islands does not
change from one round to the next)."""


def island_facts(
    board: Board,
    v: Cells,
    info: Analysis,
    k: int,
    found: list[int],
    required: frozenset[int] = frozenset(),
    groups: frozenset[frozenset[int]] = frozenset(),
) -> Facts:
    """The facts of island k (`found`: its reach) from its shapes when they are few, else
    from its reach."""
    masks = (board.mask(found), mask_of(v, WHITE))  # all white cells
    facts = island_masks(board, v, info, k, found, masks, required, groups)
    return (cells_of(facts[0]), cells_of(facts[1]), cells_of(facts[2]))


def island_masks(
    board: Board,
    v: Cells,
    info: Analysis,
    k: int,
    found: list[int],
    masks: tuple[int, int],
    required: frozenset[int] = frozenset(),
    groups: frozenset[frozenset[int]] = frozenset(),
) -> MaskFacts:
    """`island_facts` as bit masks (`masks`: the island's area, the white cells or at least
    those of clue-less islands)."""
    isl, area = info.islands[k], masks[0]
    if len(found) == isl.missing:
        return area, 0, area
    if isl.missing <= MAX_MISSING:
        try:
            return by_shapes(board, info, k, masks, required, groups)
        except TooMany:
            pass  # too many shapes to list: fall back to the cheaper rule below
    return board.mask(_must_take(board, v, isl, found)), 0, area


def by_shapes(
    board: Board,
    info: Analysis,
    k: int,
    masks: tuple[int, int],
    required: frozenset[int] = frozenset(),
    groups: frozenset[frozenset[int]] = frozenset(),
) -> MaskFacts:
    """List island k's shapes (`masks`: its area, white cells as in `island_masks`) that take
    every required cell and a cell of every group: the cells common to all, the cells beside
    all, the cells of some shape, as masks (Contradiction when none; TooMany when too many to
    list)."""
    isl = info.islands[k]
    facts = masked_facts(
        isl.cells,
        isl.missing,
        board.near,
        *masks,
        board.mask(required),
        tuple(map(board.mask, groups)),
    )
    if facts is None:
        raise Contradiction
    return facts


def listed_shapes(
    board: Board, v: Cells, info: Analysis, k: int, risky: set[int]
) -> list[tuple[int, ...]]:
    """Every way island k can take its missing cells (TooMany when there are too many)."""
    owner, islands, nbs = info.owner, info.islands, board.neighbours

    def allowed(j: int) -> bool:
        if v[j] == UNKNOWN:
            return not _touches_other(nbs[j], owner, islands, k)
        return v[j] == WHITE and not islands[owner[j]].clue

    isl = islands[k]
    return island_shapes(isl.cells, isl.missing, nbs, allowed, lambda j: v[j] == WHITE, risky)


def _must_take(board: Board, v: Cells, isl: Island, found: list[int]) -> list[int]:
    """The cells the island cannot do without: removing one leaves it too little room (the
    search depends on the island's cells and reach only, so its answer is kept by those)."""
    key = (tuple(isl.cells), tuple(found))
    kept = board.memo(AreaMemo).needed
    needed = kept.get(key)
    if needed is None:
        needed = _needed(board, isl, found)
        if len(kept) >= KEPT:
            kept.clear()
        kept[key] = needed
    return [j for j in needed if v[j] == UNKNOWN]


def _needed(board: Board, isl: Island, found: list[int]) -> list[int]:
    """The cells of `found` whose removal leaves the island less room than its clue."""
    marks = board.marks
    marks.stamp += 1
    tag, stamp = marks.tag, marks.stamp
    for i in isl.cells:
        tag[i] = stamp
    for j in found:
        tag[j] = stamp
    marks.cuts.run(tag, stamp, isl.cells[0], board.ones, board.stop)
    # Without j the island has room for its cells and found, less j and what j cuts off.
    spare, cut = len(isl.cells) + len(found) - 1 - isl.clue, marks.cuts.cut
    return [j for j in found if cut[j] > spare]


def _touches_other(near: tuple[int, ...], owner: list[int], islands: list[Island], k: int) -> bool:
    for n in near:
        o = owner[n]
        if o >= 0 and o != k and islands[o].clue:
            return True
    return False
