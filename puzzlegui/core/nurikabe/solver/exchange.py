"""Two processes probing the same root (race.py): ours goes forward through the candidates, the
helper backward, and each tells the other what its probes decided (`fact cell:value,...`) and
which cells it probed without result (`nothing cell`), so that on a large board, where the root's
probing is most of the work (janko 0690, 1055), the two share it instead of both doing it all.

Why it is sound: a fact either side's root probing finds is implied by the puzzle alone (both
start from the empty board, and neither assumes anything at its root), so the other may write it
into its own root at any time; if it disagrees with a cell there, the board has no solution.
Skipping a cell the other side probed without result is never unsound: probing only adds
facts; it may leave the root with fewer, which the search then finds by branching. A message
lost or late costs time, never an answer.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .probing import UNKNOWN, Analysis, Assignment, Board, Cells, Contradiction, decide

if TYPE_CHECKING:
    from .probing import Kept


class Exchange:
    """One side's end: `send` writes a line to the other side, `pump` reads the lines waiting
    (and passes ours to `hear`); `backward` for the helper's order."""

    def __init__(self, send: Callable[[str], None], pump: Callable[[], None], backward: bool):
        self.send, self.pump, self.backward = send, pump, backward
        self.facts: Assignment = []  # heard, not yet written into our root
        self.heard: set[str] = set()  # the kinds of line heard (what the two shared)
        self.skip: dict[int, int] = {}  # probed by the other side without result, this pass:
        # the probe's score there (solver.Scores), so that branching still knows the cell

    def hear(self, word: str, rest: str) -> None:
        """Take one of the other side's lines (any other word is not ours: left alone)."""
        if word == "fact":
            for pair in rest.split(","):
                cell, _, value = pair.partition(":")
                self.facts.append((int(cell), int(value)))
        elif word == "nothing":
            cell, _, score = rest.partition(" ")
            self.skip[int(cell)] = int(score)
        else:
            return
        self.heard.add(word)

    def order(self, cells: list[int]) -> list[int]:
        """The candidates of a new probing pass in this side's order."""
        self.skip.clear()  # what the other side found nothing for, it found on an older board
        return cells[::-1] if self.backward else cells

    def take(self, board: Board, v: Cells, info: Analysis, kept: Kept) -> Analysis:
        """Write the other side's facts heard so far into `v`, settled (Contradiction when one
        disagrees with `v`: the board has no solution); the analysis of `v` after."""
        self.pump()
        fresh: dict[int, int] = {}
        for cell, value in self.facts:
            known = fresh.get(cell, v[cell])
            if known == UNKNOWN:
                fresh[cell] = value
            elif known != value:
                raise Contradiction
        self.facts.clear()
        return decide(board, v, info, list(fresh.items()), kept.trials) if fresh else info

    def skips(self, cell: int, scores: dict[int, int] | None) -> bool:
        """True when the other side probed `cell` without result in this pass (its score
        there goes into `scores`)."""
        score = self.skip.get(cell)
        if score is not None and scores is not None and score:
            scores[cell] = score
        return score is not None

    def tell(self, cell: int, decided: Assignment, scores: dict[int, int] | None) -> None:
        """What our probe of `cell` decided (and its score, when it decided nothing)."""
        if decided:
            self.send("fact " + ",".join(f"{c}:{x}" for c, x in decided))
        else:
            self.send(f"nothing {cell} {0 if scores is None else scores.get(cell, 0)}")
