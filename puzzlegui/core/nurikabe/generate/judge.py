"""The generator's judge: which cells a clue layout leaves undecided by the ladder's rules.

For the medium and hard levels (ladder levels 1-7) this is the solver's `deduce.propagate`,
whose rules are those of levels 1-7 (island shapes and wall connectivity included), run to a
fixpoint from the empty board; its fixpoint is the one the ladder's walk reaches (a test
compares them). For easy boards only levels 1-5 may be used: their rules are applied in turn
until none decides a cell. With deep trials (level 10), one trial at a time between
propagations, as the ladder's walk takes them. Growth tries several clue cells per change and
moves clues on one answer, so most islands keep the cells and the area they had: the island
facts `propagate` caches on its Board are shared by every clue layout of one answer (a clue
cell holds the same number, its island's size, in all of them). Cost: one propagation per
layout, milliseconds; deep trials add a propagation per free cell tried. A change of a board
the rules decided is first screened from the answer itself, the cells near the change left
open (`Judge.screened`): most such changes are refused there, at a third of the cost. The
judge only steers growth; every puzzle is still graded by `hints.grade` and proven unique by
the solver.
"""

from __future__ import annotations

from ..engine.areas import AreaMemo
from ..engine.deduce import (
    UNKNOWN,
    WALL,
    WHITE,
    Board,
    Cells,
    Contradiction,
    analyse,
    assign,
    propagate,
    reanalyse,
)
from ..ladder.rungs import LADDER, apply_steps, deep_trial_steps
from ..puzzle import Puzzle

BASIC = 5
"""The highest ladder level of the basic rules (easy boards); above it, `propagate` judges."""
WALLS = 7
"""The ladder level of wall connectivity, the last one before trials."""
KEPT = 4
"""Answers whose shared island facts are kept at once (a growth step tries a few)."""
SCREEN = 2
"""Steps from a changed cell within which `Judge.screened` leaves cells open."""

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
            else:
                basic(board, v, self.top)
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
        screen decides is judged in full (the screen may miss an opening far from the change)."""
        if self.base is None:
            return self.undecided(puzzle, answer)
        if not self.decides_near(puzzle, answer):
            return None
        return self.undecided(puzzle, answer)

    def decides_near(self, puzzle: Puzzle, answer: list[int]) -> bool:
        """True when the rules decide the cells near what changed since `base` once every
        other cell holds its answer (the screen of `screened`)."""
        assert self.base is not None
        board = self.board(puzzle, answer)
        v = board.start()
        near = _near(board, _changed(self.base, answer, puzzle), SCREEN)
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


def basic(board: Board, v: Cells, top: int) -> None:
    """Apply the ladder's rules of levels 1..`top` in turn until none decides a cell.

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
