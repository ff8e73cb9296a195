"""Our search in both of its probing modes from one root (one core): the root is settled and
probed once, then two searches go on below it, the plain one (each node probes near what its
branch decided, dfs.py) and the wide one (each node probes every candidate, the race helper's
mode, race.py), each with its own conflict weights from the root's, taking turns with the ASP
model (engines.Turns).

Why both: they stall on different boards, and neither can tell from where it stands that the
other would do better. Probing near misses the refutations a branch causes far from itself
(a count over a region none of the nearby cells sees: janko 0683 takes the plain search 3x
the time of the wide one), and probing wide pays every candidate's two trials at every node
where nothing far changes (0688: the other way round, 3x). Rules chosen from what a node sees
were tried (docs/nurikabe-notes.md, "Both probing modes on one core"): the trees move both
ways by large factors, so the choice is made by construction, in turns, instead: the pair
ends when the first of its two searches ends, and each alone proves the answer.
"""

from __future__ import annotations

from collections.abc import Iterator

from puzzlegui.core.cancel import Budget

from ..engine.implied import Implied
from .clock import Clock
from .dfs import (
    UNKNOWN,
    Activity,
    Board,
    Cells,
    Contradiction,
    branch_cell,
    children,
    run,
)
from .probing import Kept, Scores, probe
from .ruleset import settle


class Fork:
    """The root's search (`plain`: settle and probe the root, then the plain search below it)
    and, once the root is probed, the wide search below the same root (`wide`, None until
    then). Each pauses (yields None) after every `pause` seconds of this thread's CPU."""

    def __init__(
        self, board: Board, budget: Budget, pause: float, root: list[Cells] | None = None
    ) -> None:
        self.board, self.budget, self.pause, self.root = board, budget, pause, root
        self.wide: Iterator[Cells | None] | None = None

    def plain(self) -> Iterator[Cells | None]:
        """Every solution (None at pauses): the root, then the plain search below it; the
        wide search is made as the root's probing ends."""
        board, budget = self.board, self.budget
        budget.tick()  # the root is a node, as in dfs.steps
        budget.check()
        v = board.start()
        activity, clock, kept = Activity(board.size), Clock(self.pause), Kept()
        scores: Scores = {}
        try:
            info = settle(board, v)
            if UNKNOWN in v:
                probing = probe(board, v, info, budget, None, scores, activity, clock, kept)
                info = yield from probing
        except Contradiction:
            return
        if self.root is not None:
            self.root.append(v.copy())  # settled and probed: what any solution agrees with
        if UNKNOWN not in v:
            yield v
            return
        cell = branch_cell(board, v, info, scores, activity)
        # The wide search's own nodes: the kept trials' boards are written to by the search
        # that pops them, so the wide one settles its two children afresh.
        other = _board(board)
        stack = children(other, v, info, cell, scores, Kept())
        self.wide = run(other, budget, stack, _copy(activity), Clock(self.pause), wide=True)
        yield from run(board, budget, children(board, v, info, cell, scores, kept), activity, clock)


def _board(board: Board) -> Board:
    """A Board of the same puzzle for the wide search: a board's marks and rules' caches serve
    one search (engine/board.py), and two searches taking turns on one would overwrite each
    other's (the kept reaches, articulation searches and island facts keep only the latest).
    It keeps what the root's probes implied (implied.py): facts of the puzzle, no longer
    learned once the root is probed."""
    other = Board(board.puzzle)
    other.stop = board.stop
    other.memo(Implied).entries = dict(board.memo(Implied).entries)
    return other


def _copy(activity: Activity) -> Activity:
    """A second search's conflict weights, starting from what the root's probing learned."""
    other = Activity(len(activity.weight))
    other.weight = list(activity.weight)
    other.step = activity.step
    return other
