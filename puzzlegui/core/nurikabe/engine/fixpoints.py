"""Boards on which the solver's global rules found nothing, so that a propagation that stalls on
one of them again returns at once instead of running every global rule again.

Why it is exact: each rule is a function of the board alone (its caches only save work), so
on a board where all of them found nothing they find nothing again, and the propagation ends
there as it would after running them. Boards do come back in a search (how often is measured
in docs/nurikabe-notes.md, "Boards as bytes, fixpoints kept, fewer collections"). Only the
solver passes one (ruleset.py `settle`): the hint ladder's propagations run other rules.
"""

from __future__ import annotations

MEMORY = 8 << 20
"""Bytes of boards kept at most (the oldest are dropped first)."""

MOST = 16_384
"""Boards kept at most, however small."""


class Fixpoints:
    """The boards (as bytes) the solver's global rules found nothing on, oldest first."""

    def __init__(self) -> None:
        self.boards: dict[bytes, None] = {}

    def __contains__(self, state: bytes) -> bool:
        return state in self.boards

    def add(self, state: bytes) -> None:
        """Keep `state`, dropping the oldest board when full."""
        if len(self.boards) >= min(MOST, MEMORY // max(1, len(state))):
            del self.boards[next(iter(self.boards))]
        self.boards[state] = None
