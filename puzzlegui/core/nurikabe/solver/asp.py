"""An answer-set model of Nurikabe on clingo: the portfolio's engine of another kind
(engines.py), a complete search that fails on other boards than ours.

The encoding (ENCODING) is over cell numbers: each cell is a wall or owned by one clue whose
number reaches it (Manhattan distance below the clue); a clue owns its own cell and exactly its
number of cells; a cell owned by a clue beside a cell that is not a wall makes that cell the
same clue's (so islands never touch and hold one clue each); no 2x2 block of walls; exactly
cells - sum(clues) walls. Connectivity is what answer sets give for free: a cell is reached
from its clue through cells the clue owns, and every owned cell must be reached; the walls are
reached from the first wall in cell order through walls, and every wall must be. Reachability
is a least fixpoint, so no cycle of cells can support itself (clasp's unfounded-set check), and
the count constraints cut the islands short.

Two ways to solve, both in clingo's own thread (`solve(async_=True)`):
- in turns (one core, `solutions`): each solve asks for one answer; once found it is excluded
  (a rule with the answer as its body) and the next solve looks for another, so the end of a
  solve with no answer proves that the answers met are all. A solve is paused between turns
  and goes on at the next: clasp keeps what it learned.
- beside ours (two cores, `list_all`): one solve enumerating every answer, run to its end in
  clingo's thread, so the proof that no other answer exists follows the first answer at once,
  without waiting for our thread to start a second solve (docs/nurikabe-notes.md, "The ASP
  model's proof without a poll").
clingo calls release the GIL, so on two cores the solve runs beside our search in this
process. Every answer is checked by the caller against the rules before it is trusted
(engines.py).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator

import clingo

from ..engine.board import Board
from ..engine.cells import WALL, WHITE, Cells

ENCODING = """
cell(0..S-1) :- size(S).
adj(K,K+1) :- cell(K), cell(K+1), (K+1) \\ C != 0, cols(C).
adj(K,K+C) :- cell(K), cell(K+C), cols(C).
adj(L,K) :- adj(K,L).
own(I,A) :- clue(I,A,_).
{ own(I,K) : may(I,K) } 1 :- cell(K), not clue(_,K,_).
white(K) :- own(_,K).
w(K) :- cell(K), not white(K).
:- own(I,K), adj(K,L), white(L), not own(I,L).
:- clue(I,_,N), not N { own(I,K) } N.
:- walls(T), not T { w(K) } T.
:- w(K), w(K+1), w(K+C), w(K+C+1), adj(K,K+1), cols(C).
reach(I,A) :- clue(I,A,_).
reach(I,L) :- reach(I,K), adj(K,L), own(I,L).
:- own(I,K), not reach(I,K).
before(K+1) :- w(K), cell(K+1).
before(K+1) :- before(K), cell(K+1).
wreach(K) :- w(K), not before(K).
wreach(L) :- wreach(K), adj(K,L), w(L).
:- w(K), not wreach(K).
#show w/1.
"""
"""The rules (see the module text); the facts: size, cols, walls, clue(Index, Cell, N) and
may(Index, Cell) for the cells its island may hold (`reach`)."""


def facts(board: Board, stop: Callable[[], None] | None = None) -> str:
    """The board as facts for ENCODING; `stop` (raising when the work must end) is called once
    a clue (a clue's cells cost up to O(cells))."""
    lines = [f"size({board.size}).", f"cols({board.cols}).", f"walls({board.walls_needed})."]
    clues = [(i, n) for i, n in enumerate(board.clue) if n]
    near = near_clues(board)
    for j, (at, n) in enumerate(clues):
        if stop is not None:
            stop()
        lines.append(f"clue({j},{at},{n}).")
        lines.extend(f"may({j},{k})." for k in reach(board, at, n, near))
    return "\n".join(lines)


def near_clues(board: Board) -> list[int]:
    """For each cell, how many clues are on it or beside it."""
    count = [0] * board.size
    nbs = board.neighbours
    for i, m in enumerate(board.clue):
        if m:
            for y in (i, *nbs[i]):
                count[y] += 1
    return count


def reach(board: Board, at: int, n: int, near: list[int] | None = None) -> list[int]:
    """The cells the island of the clue at `at` (number `n`) may hold but `at`: those within
    n - 1 steps of it through cells that are no clue and touch no other clue's cell (an island
    is joined and touches no other island). `near` is `near_clues(board)` (made once for all
    clues: making the barred cells anew for each clue was O(clues x cells), minutes of no
    clock read on a 200x200 board of 1s)."""
    nbs = board.neighbours
    if near is None:
        near = near_clues(board)
    own = {at, *nbs[at]}
    out, ring, seen = [], [at], {at}
    for _ in range(n - 1):
        ring = [y for i in ring for y in nbs[i] if y not in seen and near[y] <= (y in own)]
        seen.update(ring)
        ring = list(dict.fromkeys(ring))
        out.extend(ring)
    return out


class Pause(clingo.Propagator):
    """A propagator that only lets the solve be paused where it stands (one core: the engines
    take turns): clasp asks it at every decision, and it waits while `go` is clear. A pause
    keeps the whole search (its nogoods, its heuristic, its restart schedule); a cancel and a
    new solve would start the restart schedule over."""

    def __init__(self) -> None:
        self.go = threading.Event()
        self.go.set()

    def decide(self, thread_id: int, assignment: clingo.Assignment, fallback: int) -> int:
        """clasp's own choice, once the solve may go on."""
        if not self.go.is_set():
            self.go.wait()
        return fallback


class AspModel:
    """The model of one board on a clingo Control, solved in turns (`solutions`)."""

    def __init__(
        self,
        board: Board,
        pausable: bool = False,
        stop: Callable[[], None] | None = None,
        listing: bool = False,
    ) -> None:
        self.board = board
        # one thread, no output; one answer a solve (the next is asked for after excluding
        # it), or every answer when made for `list_all` (`listing`)
        self.models = 0 if listing else 1
        self.control = clingo.Control([f"--models={self.models}", "--warn=none"])
        self.control.add("base", [], ENCODING + facts(board, stop))
        self.pause_point: Pause | None = None
        if pausable:  # asked at every decision: only where the engines take turns
            self.pause_point = Pause()
            self.control.register_propagator(self.pause_point)
        self.grounded = False
        self.handle: clingo.SolveHandle | None = None
        self.pause = 0.0  # seconds a turn waits on the solve (`solutions`)
        self.answer: Cells | None = None  # set in clingo's thread by `_on_model`
        self.pending: list[Cells] = []  # answers found, excluded, not yet passed on
        self.wall_literal: dict[int, int] = {}  # made by the first exclusion (`_exclude`)
        self.shown: list[list[clingo.Symbol]] = []  # `list_all`'s answers, as clingo gave them
        self.news: Callable[[], None] | None = None  # called by `list_all`'s solve

    def ground(self) -> None:
        """Ground the program (milliseconds on 15x15; the first turn does it)."""
        self.control.ground([("base", [])])
        self.grounded = True

    def solutions(self, pause: float) -> Iterator[Cells | None]:
        """Every answer as a compact board, with None after each `pause` seconds (wall clock;
        the caller may change `self.pause` between turns) that clingo's thread searched
        without an end: the solve is paused there (when pausable) or cancelled, and goes on
        at the next turn (one core: the engines take turns)."""
        self.pause = pause
        if not self.grounded:
            self.ground()
            yield None  # grounding was this turn's work
        while True:
            if self.pending:
                yield self.pending.pop()
                continue
            self.begin()
            assert self.handle is not None
            if not self.handle.wait(self.pause):
                if self.pause_point is not None:
                    self.pause_point.go.clear()  # the solve stops at its next decision
                else:
                    self._stop()
                yield None
                if self.pause_point is not None:
                    self.pause_point.go.set()
                continue
            result = self.handle.get()
            self.handle = None
            self._take()
            if not self.pending and not result.interrupted:
                return  # no answer beyond those excluded: the search is over

    def begin(self) -> None:
        """Start a solve in clingo's thread, unless one runs."""
        if self.handle is None:
            self.handle = self.control.solve(on_model=self._on_model, async_=True)

    def list_all(self, news: Callable[[], None] | None = None) -> None:
        """Start one solve that lists every answer in clingo's thread (in `listed`) and runs
        to its end there: the proof that there is no other follows the last answer without
        any call from ours (two cores; `over` says when it has ended). `news` is called in
        clingo's thread after each answer and at the end."""
        self.news = news
        if self.models:  # made for solves of one answer: every answer now
            self.control.configuration.solve.models = 0  # type: ignore[union-attr]
        self.handle = self.control.solve(
            on_model=self._on_listed, on_finish=self._on_finish, async_=True
        )

    def _on_finish(self, result: clingo.SolveResult) -> None:
        """Say the solve has ended (called in clingo's thread)."""
        if self.news is not None:
            self.news()

    def over(self) -> bool:
        """True when `list_all`'s solve has listed every answer (not when it was cancelled).
        Looked at before `listed` is read: once over, the list is complete."""
        handle = self.handle
        return handle is not None and handle.wait(0) and handle.get().exhausted

    def _on_listed(self, model: clingo.Model) -> None:
        """Append the answer's symbols to `shown` (called in clingo's thread). They are read
        in the caller's thread (`answer_of`): beside a search holding the interpreter lock, each
        call into clingo from this thread waits up to a switch interval (5 ms) to get it back,
        and reading a board's symbols is hundreds of calls."""
        self.shown.append(list(model.symbols(shown=True)))
        if self.news is not None:
            self.news()

    @property
    def listed(self) -> list[Cells]:
        """`list_all`'s answers so far, as compact boards."""
        return [self.answer_of(symbols) for symbols in list(self.shown)]

    def answer_of(self, symbols: list[clingo.Symbol]) -> Cells:
        """An answer's shown symbols (the walls) as a compact board."""
        walls = {s.arguments[0].number for s in symbols}
        return bytearray(WALL if i in walls else WHITE for i in range(self.board.size))

    def _on_model(self, model: clingo.Model) -> None:
        """Keep the answer (called in clingo's thread)."""
        self.answer = self._cells(model)

    def _cells(self, model: clingo.Model) -> Cells:
        """The answer as a compact board."""
        return self.answer_of(list(model.symbols(shown=True)))

    def _exclude(self, answer: Cells) -> None:
        """Rule out this answer in every later solve."""
        if not self.wall_literal:
            for atom in self.control.symbolic_atoms.by_signature("w", 1):
                if not atom.is_fact:  # a fact is the same in every answer
                    self.wall_literal[atom.symbol.arguments[0].number] = atom.literal
        body = [lit if answer[k] == WALL else -lit for k, lit in self.wall_literal.items()]
        with self.control.backend() as backend:
            backend.add_rule([], body)

    def _take(self) -> None:
        """Move the answer of the solve just over (if any) to `pending`, excluded from now on."""
        answer, self.answer = self.answer, None
        if answer is not None:
            self._exclude(answer)
            self.pending.append(answer)

    def _stop(self) -> None:
        """Cancel the running solve, keeping an answer it found meanwhile."""
        handle, self.handle = self.handle, None
        if handle is not None:
            handle.cancel()
            handle.wait()
            self._take()

    def close(self) -> None:
        """Stop the solve, if any (the Control is freed with the object)."""
        handle, self.handle = self.handle, None
        if self.pause_point is not None:
            self.pause_point.go.set()  # a paused solve must reach the cancel, which waits for it
        if handle is not None:
            handle.cancel()
            handle.wait()
