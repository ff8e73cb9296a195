"""The generator's judge: which cells a clue layout leaves undecided by the ladder's rules.

For the medium and hard levels (ladder levels 1-7) this is the solver's `deduce.propagate`,
whose rules are those of levels 1-7 (island shapes and wall connectivity included), run to a
fixpoint from the empty board; its fixpoint is the one the ladder's walk reaches (a test
compares them). For easy boards only levels 1-5 may be used: their rules are applied in turn
until none decides a cell, after a first round on the whole board only where the cells decided
since changed what a rule reads (`basic`). With deep trials (level 10), one trial at a time
between propagations, as the ladder's walk takes them. Growth tries several clue cells per
change and moves clues on one answer, so most islands keep the cells and the area they had: the
island facts `propagate` caches on its Board are shared by every clue layout of one answer (a
clue cell holds the same number, its island's size, in all of them). Cost: one propagation per
layout, milliseconds; deep trials add a propagation per free cell tried. A change of a board
the rules decided is first screened from the answer itself, the cells near the change left open
(`Judge.screened`): most such changes are refused there, at a third of the cost. The judge only
steers growth; every puzzle is still graded by `hints.grade` and proven unique by the solver.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import compress

from ..engine.areas import AreaMemo, cells_of
from ..engine.bits import mask_of
from ..engine.deduce import (
    UNKNOWN,
    WALL,
    WHITE,
    Analysis,
    Assignment,
    Board,
    Cells,
    Contradiction,
    Island,
    analyse,
    assign,
    propagate,
    reanalyse,
)
from ..ladder.rungs import LADDER, apply_steps, deep_trial_steps, pool_steps
from ..puzzle import Puzzle
from .reach import Reaches, reached

BASIC = 5
"""The highest ladder level of the basic rules (easy boards); above it, `propagate` judges."""
WALLS = 7
"""The ladder level of wall connectivity, the last one before trials."""
KEPT = 4
"""Answers whose shared island facts are kept at once (a growth step tries a few)."""
SCREEN = 2
"""Steps from a changed cell within which `Judge.screened` leaves cells open."""
WIDE_SCREEN = 8
"""Steps of `Judge.screened`'s second screen, for the layouts the first passes: on boards above
20 a side most of those the full judgement refuses (it leaves open cells farther than SCREEN
from the change), and a screen this wide refuses most of them at a fraction of a full
judgement's cost (docs/generation-notes.md, "A second, wider screen")."""

Facts = tuple[int, int, int]
"""Island facts as bit masks (areas.py `island_masks`)."""


class SizedBoard(Board):
    """A Board whose size-only tables (2x2 blocks, masks, neighbours) are those of an earlier
    board of the same size: growth judges thousands of layouts of one size, and building the
    tables was a sixth of an easy judgement (docs/generation-notes.md)."""

    def __init__(self, puzzle: Puzzle, tables: SizedBoard | None) -> None:
        self.tables = tables
        if tables is not None:
            # Puzzle.neighbours is a cached property: the table of the size is the same.
            vars(puzzle).setdefault("neighbours", tables.neighbours)
        super().__init__(puzzle)

    def _tables(self) -> None:
        """Copy the tables of `tables`, or make them (and remember their names)."""
        if self.tables is None:
            before = set(vars(self))
            super()._tables()
            self.names = sorted(set(vars(self)) - before)
            return
        self.names = self.tables.names
        for name in self.names:
            setattr(self, name, getattr(self.tables, name))


class Judge:
    """Undecided cells of clue layouts of one answer, with the island facts they share."""

    def __init__(self, top: int) -> None:
        self.top = top
        """The highest ladder level used: up to BASIC, the basic rules; 7, `propagate`; 9,
        `propagate` and deep trials (the ladder's level 10, which includes levels 8 and 9)."""
        self.caches: dict[tuple[int, ...], dict[object, Facts]] = {}
        self.base: tuple[list[int], dict[int, int]] | None = None
        """The answer and clues (by cell) of the last layout the rules decided in full."""
        self.tables: SizedBoard | None = None
        """The first board judged, whose size-only tables later boards of its size share."""

    def board(self, puzzle: Puzzle, answer: list[int]) -> Board:
        """A board of `puzzle` sharing the size's tables and the island facts of `answer`."""
        tables = self.tables
        if tables is not None and (tables.rows, tables.cols) != (puzzle.rows, puzzle.cols):
            tables = None
        board = SizedBoard(puzzle, tables)
        if self.tables is None:
            self.tables = board
        key = tuple(answer)
        if key not in self.caches and len(self.caches) >= KEPT:
            self.caches.clear()
        board.memo(AreaMemo).facts = self.caches.setdefault(key, {})
        return board

    def run(self, board: Board, v: Cells) -> bool:
        """Apply the rules up to `top` to `v` (in place); False on a contradiction."""
        try:
            if self.top > WALLS:
                with_trials(board, v)
            elif self.top > BASIC:
                propagate(board, v)
            elif self.top == BASIC:
                basic(board, v)
            else:
                basic_rounds(board, v, self.top)
        except Contradiction:
            return False
        return True

    def deduced(self, puzzle: Puzzle, answer: list[int]) -> tuple[Board, Cells] | None:
        """The board and what the rules up to `top` decide on it; None on a contradiction.
        `answer` (island number per cell) names the facts shared: one set per answer."""
        board = self.board(puzzle, answer)
        v = board.start()
        if not self.run(board, v):
            return None
        if UNKNOWN not in v:
            self.base = (answer.copy(), dict(_clue_cells(puzzle)))
        return board, v

    def screened(self, puzzle: Puzzle, answer: list[int]) -> list[int] | None:
        """`undecided` for a change of a board the rules decided: None (refused) unless every
        cell is decided, found first by a cheap screen.

        The screen starts from `answer` itself with the cells near what changed since the last
        board decided in full (`base`) left open, and applies the same rules. The cells kept
        agree with the one solution whenever the rules decide the whole board from the empty
        one, and a rule decides no less on a board with more cells decided, so a layout the
        screen leaves open is one the full judgement would leave open too; a layout the
        screen decides is screened again with a wider window (WIDE_SCREEN steps, where that
        leaves at most half of the board open), then judged in full (a screen may miss an
        opening far from the change)."""
        if self.base is None:
            return self.undecided(puzzle, answer)
        if not self.decides_near(puzzle, answer):
            return None
        if not self.decides_near(puzzle, answer, WIDE_SCREEN, len(answer) // 2):
            return None
        return self.undecided(puzzle, answer)

    def decides_near(
        self, puzzle: Puzzle, answer: list[int], steps: int = SCREEN, most: int | None = None
    ) -> bool:
        """True when the rules decide the cells within `steps` steps of what changed since
        `base` once every other cell holds its answer (a screen of `screened`). With `most`,
        also True, unscreened, when more than `most` cells are that near: a screen that leaves
        most of the board open costs about what the full judgement it would spare does."""
        assert self.base is not None
        board = self.board(puzzle, answer)
        near = _near(board, _changed(self.base, answer, puzzle), steps)
        if most is not None and len(near) > most:
            return True
        v = board.start()
        for i, k in enumerate(answer):
            if not v[i] and i not in near:
                v[i] = WHITE if k >= 0 else WALL
        return self.run(board, v) and UNKNOWN not in v

    def rebase(self, puzzle: Puzzle, answer: list[int]) -> None:
        """Take `puzzle` as the layout later screens compare with (`base`)."""
        self.base = (answer.copy(), dict(_clue_cells(puzzle)))

    def needs_trials(self, puzzle: Puzzle, answer: list[int], most: float) -> bool:
        """True when the rules up to `top` leave from one to `most` cells open and the deep
        trials, going on from where they stopped, decide every cell (`finished_by_trials`)."""
        found = self.deduced(puzzle, answer)
        if found is None:
            return False
        left = found[1].count(UNKNOWN)
        return 0 < left <= most and finished_by_trials(*found)

    def solves(self, puzzle: Puzzle, answer: list[int]) -> bool:
        """True when the rules decide every cell: a proof that `answer` is the one solution."""
        return self.undecided(puzzle, answer) == []

    def undecided(self, puzzle: Puzzle, answer: list[int]) -> list[int] | None:
        """The cells left undecided (None on a contradiction); [] proves a single solution."""
        found = self.deduced(puzzle, answer)
        if found is None:
            return None
        return [i for i, x in enumerate(found[1]) if x == UNKNOWN]


def basic_rounds(board: Board, v: Cells, top: int) -> None:
    """Apply the ladder's rules of levels 1..`top` in turn until none decides a cell, each
    round on the whole board (for levels 1-5 the judge runs `basic`, which reaches the same
    cells looking only at what each round changed; this is the reference it is tested
    against).

    One analysis serves a whole round: a rule's deductions from it stay true once other rules
    have decided more cells (they may only miss what the next round finds). The next round's
    analysis is the last one updated with the cells decided since (`reanalyse`: the same
    islands as a fresh one, found from the changed cells only)."""
    info = analyse(board, v)
    while True:
        before = v[:]
        for rule in LADDER[:top]:
            apply_steps(v, list(rule(board, v, info)))
        if v == before:
            return
        info = reanalyse(board, v, info, before)


def with_trials(board: Board, v: Cells) -> None:
    """`propagate`, then one deep trial of the ladder at a time, until neither decides a cell."""
    while True:
        propagate(board, v)
        if UNKNOWN not in v:
            return
        step = next(deep_trial_steps(board, v, analyse(board, v)), None)
        if step is None:
            return
        assign(board, v, step.decided)


def finished_by_trials(board: Board, v: Cells) -> bool:
    """True when the deep trials, with `propagate` between (`with_trials`), decide every cell
    of `v`, a board `propagate` has already brought to its fixpoint (in place): what
    `Judge(9).solves` finds, without its first propagation from the empty board (which
    reaches the same fixpoint), the larger part of its cost at 15x15."""
    try:
        with_trials(board, v)
    except Contradiction:
        return False
    return UNKNOWN not in v


def _clue_cells(puzzle: Puzzle) -> list[tuple[int, int]]:
    """(cell, number) of every clue."""
    return [(r * puzzle.cols + c, n) for r, c, n in puzzle.clues]


def _changed(base: tuple[list[int], dict[int, int]], answer: list[int], puzzle: Puzzle) -> set[int]:
    """The cells whose colour or clue differs from `base`'s, with every cell of an island
    holding one of them (its size or its clue changed)."""
    old, old_clues = base
    clues = dict(_clue_cells(puzzle))
    cells = {i for i, (a, b) in enumerate(zip(old, answer, strict=True)) if (a < 0) != (b < 0)}
    cells |= {i for i in old_clues.keys() | clues.keys() if old_clues.get(i) != clues.get(i)}
    islands = {answer[i] for i in cells if answer[i] >= 0}
    return cells | {i for i, k in enumerate(answer) if k in islands}


def _near(board: Board, cells: set[int], steps: int) -> set[int]:
    """The cells within `steps` steps of `cells`."""
    seen, edge = set(cells), list(cells)
    for _ in range(steps):
        edge = [j for i in edge for j in board.neighbours[i] if j not in seen]
        seen.update(edge)
    return seen


# The easy judge's fixpoint (`basic`). `basic_rounds` applies every basic rule to the whole
# board each round (a pass over every island, a reach search of every growing island, a
# grouping of every wall), 13-48 rounds a judgement at 30x30 and 40x40. `basic` runs a first
# round wherever a cell is free (on a screen's board, only beside its few free cells), then
# only where the cells decided since changed what a rule reads: complete island and one way
# out on the islands `reanalyse` rebuilt or trimmed (`Analysis.fresh`), between islands beside
# the islands that grew, no 2x2 pool on the blocks of the new walls; when those find nothing,
# unreachable (each growing island's reach on bit masks, kept while what it looked at is
# unchanged, reach.py), then the walls' one way out on the groups beside the cells decided
# since (walked with the board's marks, not a dictionary). Each rule reads
# the board as its round found it. Each adds only cells true in every solution and decides no
# less on a board with more cells decided, so any order that applies them until none decides a
# cell reaches the same fixpoint (test_nurikabe_basic.py compares the two cell for cell).


def basic(board: Board, v: Cells) -> None:
    """The basic rules (ladder levels 1-5) applied to `v` (in place) until none decides a
    cell: the same fixpoint as `basic_rounds(board, v, 5)`; Contradiction where the cells the
    rules decide clash."""
    info = _open_islands(board, v)
    free = list(compress(range(board.size), map(UNKNOWN.__eq__, v)))
    before = v[:]
    reaches = Reaches()
    # The first round, every rule wherever a cell is free.
    decided = _islands(info.islands)
    decided += _between(board, info, range(len(info.islands)))
    decided += _unreachable(board, v, info, reaches)
    decided += _wall_ways(board, v, free)
    decided += [cell for step in pool_steps(board, v, info) for cell in step.decided]
    written = _write(v, decided)
    pending: list[int] = []  # cells decided since the walls' one way out last looked
    while True:
        board.stop()
        if written:
            changed = sorted(written)  # as `changed_cells(v, before)`, without a board pass
            info = reanalyse(board, v, info, before, changed)
            info.base = None  # the engine's reaches read it; ours (reach.py) do not
            before = v[:]
            pending += changed
            decided = _islands(info.fresh or [])
            decided += _between(board, info, {info.owner[i] for i in changed if v[i] == WHITE})
            decided += _pools(board, v, [i for i in changed if v[i] == WALL])
            if decided:
                written = _write(v, decided)
                continue
        # The island rules found nothing: unreachable, then the walls' one way out (costlier).
        decided = _unreachable(board, v, info, reaches)
        if not decided:
            decided = _wall_ways(board, v, pending)
            pending = []
            if not decided:
                return
        written = _write(v, decided)


def _open_islands(board: Board, v: Cells) -> Analysis:
    """The analysis of `v` without the islands that touch no free cell, on a board with few
    free cells (a screen's): such an island can neither grow nor join another, and no basic
    rule reads it (they read islands' free neighbours, the islands beside a free cell, and
    what the growing ones reach through free and island cells). The islands kept are those of
    `analyse` (same cells, order and numbers among themselves); their cells alone are white
    on the board `analyse` is given, the other island cells walls."""
    nbs, free = board.neighbours, v.count(UNKNOWN)
    if free * OPEN_SHARE > board.size:
        return analyse(board, v)
    open_cells = compress(range(board.size), map(UNKNOWN.__eq__, v))  # in C
    near = [n for i in open_cells for n in nbs[i] if v[n] == WHITE]
    masked = v.translate(_PALE)  # island cells to walls, then the islands of `near` back
    for i in near:  # a flood of each island beside a free cell
        if masked[i] != WHITE:
            masked[i] = WHITE
            near.extend(n for n in nbs[i] if v[n] == WHITE and masked[n] != WHITE)
    return analyse(board, masked)


OPEN_SHARE = 4
"""`_open_islands` analyses the whole board when more than 1 / OPEN_SHARE of it is free (most
islands then touch a free cell)."""

_PALE = bytes.maketrans(bytes((UNKNOWN, WALL, WHITE)), bytes((UNKNOWN, WALL, WALL)))
"""A board's island cells to walls (bytes.translate)."""


def _islands(islands: list[Island]) -> Assignment:
    """Complete island and one way out, on `islands`."""
    out: Assignment = []
    for isl in islands:
        if isl.clue and isl.missing == 0:
            out.extend((j, WALL) for j in isl.liberties)
        elif len(isl.liberties) == 1:
            out.append((isl.liberties[0], WHITE))
    return out


def _between(board: Board, info: Analysis, grown: Iterable[int]) -> Assignment:
    """Between islands, at the free neighbours of the islands `grown` (by number): after the
    first round those that grew, as only they have new neighbours or a new size. As the
    ladder's rule: a free cell beside two islands, one clued, is wall when both are clued or
    joining them would make the clued one larger than its number."""
    islands, owner, nbs = info.islands, info.owner, board.neighbours
    out: Assignment = []
    for k in grown:
        for j in islands[k].liberties:
            near = set(map(owner.__getitem__, nbs[j]))
            near.discard(-1)
            if len(near) < 2:
                continue
            clued = [islands[o].clue for o in near if islands[o].clue]
            if len(clued) > 1 or (
                clued and 1 + sum(len(islands[o].cells) for o in near) > clued[0]
            ):
                out.append((j, WALL))
    return out


def _unreachable(board: Board, v: Cells, info: Analysis, reaches: Reaches) -> Assignment:
    """Unreachable: the free cells outside every growing island's reach (reach.py)."""
    found = reached(board, mask_of(v, WALL), info, reaches)
    return [(j, WALL) for j in cells_of(mask_of(v, UNKNOWN) & ~found)]


def _wall_ways(board: Board, v: Cells, changed: list[int]) -> Assignment:
    """One way out for walls: a group of walls holding or touching a cell decided since,
    smaller than all the walls, with a single free neighbour grows there (no other group's
    ways out changed)."""
    nbs, marks = board.neighbours, board.marks
    tag, first = marks.tag, marks.stamp + 1  # a fresh stamp per walk, from `first` on
    stamp = first
    out: Assignment = []
    for c in changed:
        for start in (c, *nbs[c]):
            if v[start] == WALL and tag[start] < first:
                exit = _one_way(board, v, start, first, stamp)
                stamp += 1
                if exit >= 0:
                    out.append((exit, WALL))
    marks.stamp = stamp
    return out


def _one_way(board: Board, v: Cells, start: int, first: int, stamp: int) -> int:
    """The one free cell beside the group of walls holding `start` when the group is smaller
    than all the walls, else -1. Breadth first from `start`, tagging the walls met with
    `stamp` (the walks of one `_wall_ways` tag theirs from `first` on), and stopping at the
    second free cell: most groups have several, near the cells that changed, so a board of
    walls fixed around a few open cells (a screen) is not walked. A wall an earlier walk met
    is in a group that walk left at its second free cell."""
    nbs, tag = board.neighbours, board.marks.tag
    tag[start] = stamp
    group, exit = [start], -1
    for i in group:  # the list grows while we walk it
        for n in nbs[i]:
            x = v[n]
            if x == WALL:
                seen = tag[n]
                if seen < first:
                    tag[n] = stamp
                    group.append(n)
                elif seen != stamp:
                    return -1
            elif x == UNKNOWN and n != exit:
                if exit >= 0:
                    return -1
                exit = n
    return exit if len(group) < board.walls_needed else -1


def _pools(board: Board, v: Cells, walls: list[int]) -> Assignment:
    """No 2x2 pool, on the blocks holding one of the new `walls`: the free cell of a block of
    three walls is island."""
    out: Assignment = []
    for w in walls:
        for a, b, c in board.around[w]:
            x, y, z = v[a], v[b], v[c]
            # Two walls and a free cell: values 1, 1, 0 (UNKNOWN, WALL, WHITE are 0, 1, 2).
            if x + y + z == 2 and x | y | z == WALL:
                out.append((a if x == UNKNOWN else b if y == UNKNOWN else c, WHITE))
    return out


def _write(v: Cells, decided: Assignment) -> list[int]:
    """Write the round's cells; Contradiction when one clashes with a decided cell. The cells
    it changed, each once."""
    written = []
    for i, value in decided:
        x = v[i]
        if x == UNKNOWN:
            v[i] = value
            written.append(i)
        elif x != value:
            raise Contradiction
    return written
