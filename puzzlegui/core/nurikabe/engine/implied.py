"""What the solver's root trials found, kept as implications for every later propagation.

A probe's trial that survives sets one cell (the literal) on a board B and reaches a fixpoint F
by sound rules: every cell of F is implied by B and the literal. So on any later board that
extends B (every cell decided on B is decided alike), the literal still implies F, and a
propagation that has decided the literal may write F in at once instead of deriving it again,
round by round. On a large board one literal can set off a cascade of hundreds of cells
through many rounds of the costly global rules (janko 0690's figures: docs/nurikabe-notes.md),
and the root's probes run into the same cascade again and again: from neighbouring literals
that imply one another, and in each later probing pass.

Why it is sound: an entry is used only on a board that extends the board it was learned on
(checked with the boards read as numbers, as in wallgraph.py: a base fits a state when
`base & ~state` is 0), and there F follows from the literal. What it changes: a propagation
may reach a larger fixpoint than the rules alone would (each added cell a true consequence),
so probing may decide more, never anything false.

Only the root's trials are learned (solver/probing.py): their boards are implied by the puzzle
alone, so their entries hold on every board of the search. Entries learned below the root hold
only in the learning node's subtree; measured, they gained little (docs/nurikabe-notes.md).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # each search's Board holds one Implied (Board.memo)
    from .cells import Assignment, Cells

Literal = tuple[int, int]
"""(cell, value): one cell decided one way."""


class Implied:
    """Each learned literal's implied cells and the board (as a number) it was learned on."""

    def __init__(self) -> None:
        self.entries: dict[Literal, tuple[int, Assignment]] = {}
        self._last: tuple[bytes, int] = (b"", 0)  # the last base and its number: probes share it

    def learn(self, base: Cells, literal: Literal, implied: Assignment) -> None:
        """Keep what `literal` implied on the board `base` (replacing what it implied on an
        earlier one: the later base is the larger, at the root)."""
        state = bytes(base)
        if state != self._last[0]:
            self._last = (state, int.from_bytes(state, "little"))
        self.entries[literal] = (self._last[1], implied)

    def found(self, v: Cells, changed: list[int]) -> Iterator[Assignment]:
        """What the cells `changed` of `v`, as decided there, imply on `v` (the entries learned
        on a board `v` extends). `v` may gain cells while this runs (it only grows)."""
        number = -1
        for cell in changed:
            entry = self.entries.get((cell, v[cell]))
            if entry is None:
                continue
            if number < 0:
                number = int.from_bytes(bytes(v), "little")
            base, implied = entry
            if not base & ~number:
                yield implied
