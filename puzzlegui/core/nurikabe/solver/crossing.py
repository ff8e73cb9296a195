"""The crossing rule of the Nurikabe solver: a wall path and an island path cannot cross.

Take a pocket R (a region of free cells, pocket.py) without holes and walk once around its
border, listing the groups beside it in order. A group of walls that can reach another group
of walls only through R must do so by a path of new walls inside R; a clue-less island that can
reach an island it may join only through R must do so by a path of island cells inside R. Such a
path runs from one stretch of the border to another and parts R in two sides (R's cells and
their joins form a plane graph with the border on its outer face), and no path of the other kind
can cross it. So for every way to place the path's two ends, some side must still work: a side
fails when the walls beside it are all shut in R and beside no cell of the other side (they
could not join the rest), when the islands beside it are all clue-less and shut in (they could
reach no clue), when a wall group shut in on that side is more free cells away from every
other wall group of its side than walls are left, or when the pocket cells along that side (on
the side or on the path) are more than the islands beside it may take plus the walls left. If
every placement fails, the board is a contradiction. First, every pocket holds at least its size
less what the islands beside it may still take there, and these minimums must fit in the walls
left (each pocket's budget is the walls left less the others' minimums). This is how a person
settles janko 0683: the walls shut in by the 51 must cross the top-right pocket to reach the
others, while a clue-less island beyond must cross it to reach the 51, and the 51 needs almost
all of the pocket. Cost: O(cells) for the labels, then per shut-in group O(runs^2) ends, each
side looked at in O(runs), a breadth-first search per wall group (runs: stretches of the border
beside one group; a few dozen at most).
"""

from __future__ import annotations

from puzzlegui.core.nurikabe.solver.pocket import (
    ISLANDS,
    WALLS,
    Pockets,
    Port,
    Run,
    border,
    layers,
    pockets,
    runs,
    wall_groups,
    walls_at_least,
)

from ..engine.areas import area_masks
from ..engine.deduce import WALL, Analysis, Assignment, Board, Cells, Contradiction

FEW = 20
"""The rule runs once at most this many walls are missing: with many walls left, paths have
room and it costs a round's worth of labelling for nothing. The search is chaotic in this
value (janko 0683; docs/nurikabe-notes.md, "Measured choices")."""

MIN_CELLS = 300
"""Smaller boards are left alone: their searches are short, and on the smallest public rows the
rule saved almost no nodes for more time (docs/nurikabe-notes.md, "Measured choices")."""


def paths_cross(board: Board, v: Cells, info: Analysis) -> Assignment:
    """Contradiction when a path of walls or of island cells that must cross a pocket would
    cut off cells of the other kind."""
    left = board.walls_needed - v.count(WALL)
    if board.size >= MIN_CELLS and left <= FEW:
        check_pockets(board, v, info)
    return []


def check_pockets(board: Board, v: Cells, info: Analysis) -> None:
    """Contradiction when the pockets need more walls than are left, or when a path of walls
    or of island cells must cross a pocket in a way that cuts off the other kind."""
    left = board.walls_needed - v.count(WALL)
    if v.count(WALL) < 2:
        return
    walls, count = wall_groups(board, v)
    if count < 2:
        return
    found = pockets(board, v, walls, info.owner)
    region, groups = found.region, found.groups
    islands = _shut_islands(info, region, groups)
    shut_walls = _shut_walls(groups, found.of_walls, count)
    least = walls_at_least(found, _room(board, v, info, found))
    needed = sum(least.values())
    if needed > left:
        raise Contradiction  # the pockets together need more walls than are left
    for r in set(islands.values()) | set(shut_walls.values()):
        ports = border(board, found, r, v, walls, info.owner)
        if ports is None:
            continue  # a pocket with a hole: paths may go round it
        pocket = Pocket(
            board, info, found.mask(board, r), runs(ports), count, left - needed + least[r]
        )
        pocket.islands = {k for k, rk in islands.items() if rk == r}
        pocket.walls = {g for g, rg in shut_walls.items() if rg == r}
        if pocket.crossed():
            raise Contradiction


def _room(board: Board, v: Cells, info: Analysis, found: Pockets) -> dict[tuple[int, int], int]:
    """How many cells each clued island may still take in each pocket: its missing count, or
    fewer if fewer cells of the pocket are in its reach (areas.py)."""
    room: dict[tuple[int, int], int] = {}
    areas = area_masks(board, v, info)
    for k, isl in enumerate(info.islands):
        if isl.clue and isl.liberties:
            area = areas[k] if isl.missing else 0
            for r in {found.region[j] for j in isl.liberties}:
                room[k, r] = min(isl.missing, (area & found.mask(board, r)).bit_count())
    return room


def _shut_islands(
    info: Analysis, region: list[int], groups: dict[int, set[Port]]
) -> dict[int, int]:
    """Clue-less islands with one pocket through which they can reach an island they may
    join (through any other they reach none): island -> pocket."""
    out: dict[int, int] = {}
    for k, isl in enumerate(info.islands):
        if isl.clue:
            continue
        useful = {
            r
            for r in {region[j] for j in isl.liberties}
            if any(kind == ISLANDS and may_join(info, k, j) for kind, j in groups[r])
        }
        if len(useful) == 1:
            out[k] = useful.pop()
    return out


def _shut_walls(
    groups: dict[int, set[Port]], pockets: dict[int, set[int]], count: int
) -> dict[int, int]:
    """Wall groups with one pocket through which they can reach another: group -> pocket."""
    out: dict[int, int] = {}
    for g, beside in pockets.items():  # a group beside no pocket has no way out
        useful = {r for r in beside if any(kind == WALLS and h != g for kind, h in groups[r])}
        if len(useful) == 1:
            out[g] = useful.pop()
    return out


def may_join(info: Analysis, k: int, j: int) -> bool:
    """Whether clue-less island k may join island j (a clued one only if both fit in its
    clue, with at least one cell between them)."""
    isl = info.islands[j]
    return j != k and (not isl.clue or len(isl.cells) + len(info.islands[k].cells) + 1 <= isl.clue)


class Pocket:
    """One pocket's border (as runs) and the groups shut in it: clue-less islands and wall
    groups that can reach a partner only through it."""

    def __init__(
        self,
        board: Board,
        info: Analysis,
        inside: int,
        border: list[Run],
        count: int,
        left: int,
    ):
        self.board, self.info, self.inside, self.runs = board, info, inside, border
        self.wall_groups, self.left = count, left
        self.islands: set[int] = set()
        self.walls: set[int] = set()
        self._layers: dict[int, list[int]] = {}

    def crossed(self) -> bool:
        """Whether some shut-in island or wall group cannot reach a partner at all."""
        for k in self.islands:
            partners = {
                j for (kind, j), _ in self.runs if kind == ISLANDS and may_join(self.info, k, j)
            }
            if self._blocked((ISLANDS, k), partners):
                return True
        for g in self.walls:
            others = {h for (kind, h), _ in self.runs if kind == WALLS and h != g}
            if self._blocked((WALLS, g), others):
                return True
        return False

    def _blocked(self, start: Port, partners: set[int]) -> bool:
        """Whether every path from `start` to a partner (same kind) fails a side."""
        n, border = len(self.runs), self.runs
        for a in (a for a in range(n) if border[a][0] == start):
            for b in range(n):
                port, cells = border[b]
                if port[0] != start[0] or port[1] not in partners:
                    continue
                lo, hi = min(a, b), max(a, b)
                side, rest = border[lo + 1 : hi], border[hi + 1 :] + border[:lo]
                if self._possible(start, port, cells, side, rest):
                    return False
        return True

    def _possible(
        self, start: Port, end: Port, cells: list[int], side: list[Run], rest: list[Run]
    ) -> bool:
        """Whether a path from `start` to the stretch `end` (its pocket cells `cells`) leaves
        both sides workable."""
        kind = start[0]
        if kind == WALLS and self._cost(start[1], cells) > self.left:
            return False  # this path alone needs more walls than are left
        extra = 0  # a wall path takes no island cells; an island path, its island's room
        if kind == ISLANDS:
            isl = self.info.islands[end[1]]
            extra = isl.missing if isl.clue else self.board.size
        return not any(
            self._fails(one, other, 1 - kind) or self._crowded(one, other, extra)
            for one, other in ((side, rest), (rest, side))
        )

    def _fails(self, side: list[Run], rest: list[Run], kind: int) -> bool:
        """Whether the groups of `kind` beside `side` are cut off from what they must reach."""
        here = {h for (other, h), _ in side if other == kind}
        away = {h for (other, h), _ in rest if other == kind}
        if kind == ISLANDS:
            return bool(here) and here <= self.islands and not here & away
        if here and here <= self.walls and not here & away and len(here) < self.wall_groups:
            return True
        for g in (here - away) & self.walls:
            targets = [c for (other, h), cells in side if other == WALLS and h != g for c in cells]
            if self._cost(g, targets) > self.left:
                return True
        return False

    def _crowded(self, side: list[Run], rest: list[Run], extra: int) -> bool:
        """Whether the pocket cells along `side` need more walls than are left: each lies on
        that side or on the path, and those the islands beside the side (and `extra`, what the
        path's own island may take) cannot take must be walls."""
        cells = {c for _, stretch in side for c in stretch}
        return len(cells) - self._capacity(side, rest) - extra > self.left

    def _capacity(self, side: list[Run], rest: list[Run]) -> int:
        """How many cells the islands beside `side` may still take. A clue-less island shut in
        this pocket and beside this side only adds none (it must join an island of this side or
        the path's); any other clue-less island may lead anywhere: no bound."""
        away = {h for (kind, h), _ in rest if kind == ISLANDS}
        total = 0
        for k in {h for (kind, h), _ in side if kind == ISLANDS}:
            isl = self.info.islands[k]
            if isl.clue:
                total += isl.missing
            elif k not in self.islands or k in away:
                return self.board.size
        return total

    def _cost(self, g: int, targets: list[int]) -> int:
        """The fewest pocket cells a path from wall group g to one of `targets` holds (more
        than the walls left: left + 1)."""
        reach = self._layers.get(g)
        if reach is None:
            sources = self.board.mask(  # a set: a cell may face g on two sides
                {c for (kind, h), cells in self.runs if kind == WALLS and h == g for c in cells}
            )
            reach = layers(self.board, self.inside, sources, self.left + 1)
            self._layers[g] = reach
        goal = self.board.mask(set(targets))
        for steps, near in enumerate(reach, 1):
            if near & goal:
                return steps
        return self.left + 1
