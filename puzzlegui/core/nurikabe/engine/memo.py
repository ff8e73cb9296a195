"""What one search keeps on the Board it made (board.py): the marks it writes as it runs
(`Marks`) and the rules' caches by class (`Memos`, read through `Board.memo`), each cache class
living in the module of the rule that keeps it."""

from __future__ import annotations

from typing import Any, Protocol, TypeVar

from .cuts import Cuts

M = TypeVar("M")


class Memos(dict[type, Any]):
    """A board's caches by class: `board.memo(AreaMemo)` is the board's AreaMemo, made on first
    use. Each cache class lives in the module of the rule that keeps it (what the rule keeps
    between rounds and search nodes), so a rule that wants a cache edits nothing shared; one
    per board, as the search is. `Board.memo` is this dictionary's own lookup, so that a call
    costs no Python frame: the rules ask for their memos on every call."""

    def __missing__(self, kind: type) -> Any:
        made = self[kind] = kind()
        return made


class MemoOf(Protocol):
    """The type of `Board.memo`: a cache class -> this board's instance of it."""

    def __call__(self, kind: type[M], /) -> M: ...


class Marks:
    """The marks one search writes as it runs, on the Board it made (never shared with another):
    a cell is marked when its `tag` equals a fresh `stamp` (analyse, reaches.py, areas.py,
    solver/claims.py), and the lists of one articulation search (`cuts`, cuts.py)."""

    def __init__(self, size: int, neighbours: tuple[tuple[int, ...], ...]) -> None:
        self.tag = [0] * size
        self.stamp = 0
        self.cuts = Cuts(neighbours)


KEPT = 100_000
"""Entries each dictionary a rule keeps in its memo (`Board.memo`) holds at most."""
