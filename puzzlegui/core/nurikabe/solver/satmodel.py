"""A CDCL SAT model of Nurikabe with lazy connectivity cuts (python-sat's Glucose 4): the back end
of the solver's portfolio (portfolio.py) for boards our search finds hard.

Variables: a wall variable per cell, and an island variable per cell and clue that can reach it
(Manhattan distance below the clue). Each cell is a wall or in exactly one island; the clue cell
is in its island; a cell of island j beside a cell that is not a wall makes that cell island j
(so islands never touch and an island has one clue); no 2x2 block of walls; exactly
cells - sum(clues) walls and exactly k cells in an island of clue k (sequential counters); the
cells already decided (our root's) are unit clauses. The walls' rows and columns (tree.py's
count, `line_clauses`): the lines holding walls are a band of rows and one of columns, at most
walls + 1 of them, and when exactly that many each line's walls are one run (few-clue boards'
walls are thin trees; figures: docs/nurikabe-notes.md). Only connectivity is left to check,
lazily:
a part of island j apart from its clue needs a cell beside it in island j or none of its cells
in island j, and a group of walls apart from the rest needs a wall beside it or none at its
first cell (one cell or two joined cells of an island or of the walls, cut off from the rest,
are ruled out in advance: `neighbour_clauses`). A valid answer is blocked and the search goes
on, so every solution is found and the end of the search proves there are no more.
(docs/nurikabe_sat_peer.py is the plainer peer: wall variables only, island sizes and clues
checked by cuts.)
"""

from __future__ import annotations

import gc
from collections.abc import Iterator

from pysat.card import (  # type: ignore[import-untyped, import-not-found, unused-ignore]
    CardEnc,
    EncType,
    ITotalizer,
)
from pysat.solvers import Solver  # type: ignore[import-untyped, import-not-found, unused-ignore]

from ..engine.board import Board
from ..engine.cells import WALL, WHITE, Cells
from ..rules import mask_components

CHUNK = 300
"""Conflicts per call of the SAT solver between looks at the clock (a few ms on 10x10)."""

Clause = list[int]


class SatModel:
    """The model of one board, solved a chunk of conflicts at a time."""

    def __init__(self, board: Board, decided: Cells | None = None, meet: bool = True) -> None:
        self.board = board
        # incremental mode: cuts come between solves (fewer conflicts: docs/nurikabe-notes.md)
        self.solver = Solver(name="glucose4", incr=True)
        self.cuts = 0
        self.member = members(board, decided)
        # Tens of thousands of clause lists live only until the solver has them: the garbage
        # collector is kept out meanwhile (it would walk every object of the program several
        # times, milliseconds a board), and they are freed before it is back.
        collecting = gc.isenabled()
        gc.disable()
        try:
            self.solver.append_formula(static_clauses(board, self.member, decided, meet))
        finally:
            if collecting:
                gc.enable()

    def solutions(self) -> Iterator[Cells | None]:
        """Every solution as a compact board, with None after each chunk of conflicts and each
        round of cuts that found none (so the caller can look at its clock or do other work)."""
        board, solver = self.board, self.solver
        while True:
            solver.conf_budget(CHUNK)
            outcome = solver.solve_limited()
            if outcome is None:
                yield None
                continue
            if not outcome:
                return
            model = solver.get_model()
            wall = [model[i] > 0 for i in range(board.size)]
            new = cuts_for(board, self.member, model, wall)
            for clause in new:
                solver.add_clause(clause)
            self.cuts += len(new)
            if new:
                yield None  # cut rounds can be many: give the caller its turn
            else:
                yield bytearray(WALL if w else WHITE for w in wall)
                solver.add_clause([-(i + 1) if w else i + 1 for i, w in enumerate(wall)])

    def close(self) -> None:
        """Free the solver."""
        self.solver.delete()


Members = list[dict[int, int]]
"""For each cell, its island variables: clue index -> variable."""


def members(board: Board, decided: Cells | None) -> Members:
    """The island variables: cell i may be in island j when j's clue reaches it (and it is not
    a wall already)."""
    cols = board.cols
    clues = [(i, n) for i, n in enumerate(board.clue) if n]
    top = board.size
    out: Members = [{} for _ in range(board.size)]
    for j, (at, n) in enumerate(clues):
        r0, c0 = divmod(at, cols)
        for i in range(board.size):
            near = abs(i // cols - r0) + abs(i % cols - c0) < n
            if near and (decided is None or decided[i] != WALL):
                top += 1
                out[i][j] = top
    return out


def static_clauses(
    board: Board, member: Members, decided: Cells | None, meet: bool = True
) -> list[Clause]:
    """The clauses known before any answer (see the module text), the meet count if `meet`."""
    out: list[Clause] = [[-(a + 1), -(b + 1), -(c + 1), -(d + 1)] for a, b, c, d in board.blocks]
    for j, (at, _) in enumerate((i, n) for i, n in enumerate(board.clue) if n):
        out.append([member[at][j]])
    for i in range(board.size):
        own = list(member[i].values())
        out.append([i + 1, *own])
        out.extend([-(i + 1), -x] for x in own)
        out.extend([-a, -b] for k, a in enumerate(own) for b in own[k + 1 :])
        for y in board.neighbours[i]:
            for j, x in member[i].items():
                other = member[y].get(j)
                out.append([-x, y + 1] if other is None else [-x, y + 1, other])
    out.extend(neighbour_clauses(board, member))
    if decided is not None:
        out.extend([i + 1 if x == WALL else -(i + 1)] for i, x in enumerate(decided) if x)
    top = max([board.size, *(x for m in member for x in m.values())])
    counts = [(list(range(1, board.size + 1)), board.walls_needed)]
    for j, n in enumerate(n for n in board.clue if n):
        counts.append(([m[j] for m in member if j in m], n))
    for lits, bound in counts:
        counter = CardEnc.equals(lits=lits, bound=bound, top_id=top, encoding=EncType.seqcounter)
        top = max(top, counter.nv)
        out.extend(counter.clauses)
    lines = line_clauses(board, top)
    top = max([top, *(abs(x) for clause in lines for x in clause)])
    out.extend(lines)
    if meet:
        out.extend(meet_clauses(board, member, top))
    return out


def neighbour_clauses(board: Board, member: Members) -> list[Clause]:
    """Connectivity seen from one cell or two joined cells, known before any answer: island j
    and the walls are each joined, so a part of one smaller than the whole has a cell of it
    beside it. A cell of island j other than its clue has a neighbour in island j; two joined
    cells of island j, when its clue is over 2, have a third beside them; with two walls or
    more a wall has a wall beside it, with three or more two joined walls have a third. The
    lazy cuts still check the whole; these spare the solver most of what they would refute."""
    nbs, out = board.neighbours, []
    sizes = [n for n in board.clue if n]
    for i in range(board.size):
        if not board.clue[i]:
            for j, x in member[i].items():
                out.append([-x, *(member[y][j] for y in nbs[i] if j in member[y])])
        if board.walls_needed >= 2:
            out.append([-(i + 1), *(y + 1 for y in nbs[i])])
    for a, b in ((i, y) for i in range(board.size) for y in nbs[i] if i < y):
        around = sorted({z for c in (a, b) for z in nbs[c]} - {a, b})
        for j, x in member[a].items():
            if j in member[b] and sizes[j] > 2:
                out.append([-x, -member[b][j], *(member[z][j] for z in around if j in member[z])])
        if board.walls_needed > 2:
            out.append([-(a + 1), -(b + 1), *(z + 1 for z in around)])
    return out


def line_clauses(board: Board, top: int) -> list[Clause]:
    """The walls' rows and columns (tree.py), for variables from top + 1 on: a variable per line,
    true when it holds a wall; joined walls hold an unbroken band of rows and one of columns;
    walls spanning p rows and q columns number at least p + q - 1, so at most walls + 1 lines
    hold one; and when exactly that many do (the walls are a tree of the lines), each line's
    walls are one unbroken run."""
    rows, cols, walls = board.rows, board.cols, board.walls_needed
    if walls < 1 or rows + cols < walls + 1:
        return []  # no walls, or too few lines for the count to bind (bands alone: no gain)
    lines = _lines(board)
    held = list(range(top + 1, top + 1 + len(lines)))
    top += len(lines)
    out: list[Clause] = []
    for x, line in zip(held, lines, strict=True):
        out.append([-x, *(i + 1 for i in line)])
        out.extend([-(i + 1), x] for i in line)
    out.extend(_band_clauses(held[:rows]) + _band_clauses(held[rows:]))
    total = ITotalizer(lits=held, ubound=walls + 1, top_id=top)
    out.extend(total.cnf.clauses)
    if len(lines) > walls + 1:
        out.append([-total.rhs[walls + 1]])  # not walls + 2 lines
    tight = total.top_id + 1
    out.append([-total.rhs[walls], tight])  # walls + 1 lines: a tree
    total.delete()
    out.extend(_run_clauses(lines, tight))
    return out


MEET_ENC = EncType.seqcounter
MEET_CLUES = 8
"""The most clues for `meet_clauses` (a variable per line and clue, a clause per pair of clues):
the count binds on boards with few, huge islands."""


def meet_clauses(board: Board, member: Members, top: int) -> list[Clause]:
    """The islands each line meets, counted, for variables from top + 1 on. Along a line the
    islands it meets are parted by runs of walls, so a line meeting k islands holds at least
    k - 1 runs of walls, and a line holding a wall at least one; joined walls hold at most
    walls + 1 runs in all (a wall joins its row's run and its column's run, and the graph of
    runs is joined: tree.py's count, run by run). So over all lines, with a variable per line
    and island (it meets the island) and one per line (it holds a wall and meets at most one
    island): their count is at most walls + 1 + the lines. A line of walls alone counts 0, not
    1: the bound stays sound. This is the count that closes in an island between two others
    (few-clues-13to15-3: 53 000 conflicts to prove it unique without, 1 500 with)."""
    if not meet_applies(board):
        return []
    clues = sum(1 for n in board.clue if n)
    out: list[Clause] = []
    counted: list[int] = []
    for line in _lines(board):
        meets = []
        for j in range(clues):
            xs = [member[i][j] for i in line if j in member[i]]
            if xs:
                top += 1
                out.extend([-x, top] for x in xs)
                out.append([-top, *xs])
                meets.append(top)
        held, lone = top + 1, top + 2
        top += 2
        out.append([-held, *(i + 1 for i in line)])
        out.extend([-(i + 1), held] for i in line)
        out.extend([-held, *(m for m in meets if m != one), lone] for one in meets)
        if not meets:
            out.append([-held, lone])
        out.append([-lone, held])
        out.extend([-lone, -a, -b] for k, a in enumerate(meets) for b in meets[k + 1 :])
        counted.extend([*meets, lone])
    bound = board.walls_needed + 1 + board.rows + board.cols
    if bound < len(counted):
        count = CardEnc.atmost(lits=counted, bound=bound, top_id=top, encoding=MEET_ENC)
        out.extend(count.clauses)
    return out


def meet_applies(board: Board) -> bool:
    """True when `meet_clauses` gives clauses: walls, and 2 to MEET_CLUES clues."""
    clues = sum(1 for n in board.clue if n)
    return board.walls_needed >= 1 and 2 <= clues <= MEET_CLUES


def _lines(board: Board) -> list[list[int]]:
    """The cells of each row, then of each column."""
    rows, cols = board.rows, board.cols
    lines = [[r * cols + c for c in range(cols)] for r in range(rows)]
    return lines + [[r * cols + c for r in range(rows)] for c in range(cols)]


def _band_clauses(held: list[int]) -> list[Clause]:
    """Lines (in order) holding walls are an unbroken band: two of them hold every one between."""
    n = len(held)
    return [
        [-held[a], -held[c], held[b]]
        for a in range(n)
        for c in range(a + 2, n)
        for b in range(a + 1, c)
    ]


def _run_clauses(lines: list[list[int]], tight: int) -> list[Clause]:
    """When `tight` holds, the walls of each line are one unbroken run. Per cell two variables:
    a wall up to it, and a run ended before it (a wall earlier, this cell none), which forbids a
    wall from then on; unit propagation fills the cells between two walls of a line."""
    out: list[Clause] = []
    top = tight
    for line in lines:
        seen = ended = 0
        for k, i in enumerate(line):
            if k:
                top += 1
                out.append([-seen, i + 1, top])  # a wall before, none here: the run ended
                if ended:
                    out.append([-ended, top])
                out.append([-tight, -top, -(i + 1)])
                ended = top
            top += 1
            out.append([-(i + 1), top])
            if seen:
                out.append([-seen, top])
            seen = top
    return out


def groups(board: Board, inside: list[bool]) -> list[list[int]]:
    """The groups of joined cells where `inside` holds."""
    return mask_components(inside, board.neighbours)


def cuts_for(board: Board, member: Members, model: list[int], wall: list[bool]) -> list[Clause]:
    """The connectivity clauses this answer breaks (none: it is valid)."""
    out: list[Clause] = []
    clue, nbs = board.clue, board.neighbours
    for group in groups(board, [not w for w in wall]):
        clued = [i for i in group if clue[i]]
        if clued:
            continue  # one clue (the clauses keep islands apart) and the right size
        j = next(k for k, x in member[group[0]].items() if model[x - 1] > 0)
        inside = set(group)
        border = {y for i in group for y in nbs[i] if y not in inside and j in member[y]}
        ways = [member[y][j] for y in sorted(border)]
        out.extend([-member[i][j], *ways] for i in group)
    wall_groups = groups(board, wall)
    if len(wall_groups) > 1:
        for group in wall_groups:
            beside = sorted({j for i in group for j in nbs[i] if not wall[j]})
            out.append([-(group[0] + 1), *(b + 1 for b in beside)])
    return out


__all__ = [
    "SatModel",
    "cuts_for",
    "line_clauses",
    "meet_applies",
    "meet_clauses",
    "neighbour_clauses",
    "static_clauses",
]
