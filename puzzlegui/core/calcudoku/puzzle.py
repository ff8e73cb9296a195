"""Calcudoku (KenKen): a Latin square cut into cages, each with a target and an operation.

Operations as the seed defines them: `+` the sum, `*` the product, `-` the largest value minus
all the others (any number of cells), `/` the larger of two cells divided by the smaller, `=` a
one-cell cage holding its target. The State, moves and `apply` are the shared Latin ones.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property

from puzzlegui.core.latin import (
    ClearCandidates,
    LatinMove,
    LatinState,
    SetDigit,
    ToggleCandidate,
    apply_latin,
    first_split,
    new_latin_state,
)
from puzzlegui.core.model import Cell

from .fillings import meets

State = LatinState
Move = LatinMove
__all__ = ["Cage", "ClearCandidates", "Move", "Puzzle", "SetDigit", "State", "ToggleCandidate"]

OPERATIONS = "+-*/="


SYMBOLS = {"+": "+", "-": "\u2212", "*": "\u00d7", "/": "\u00f7", "=": ""}
"""Each operation's sign as a reader knows it (the text form writes - * / in ASCII)."""


@dataclass(frozen=True)
class Cage:
    """A cage: its operation, target and cells (sorted); `name` is the word of the text file."""

    op: str
    target: int
    cells: tuple[Cell, ...]
    name: str = field(default="", compare=False)

    def clue(self) -> str:
        """The clue as written: `12+`, `3-`, `24*`, `2/`, or `5` for a one-cell cage."""
        return str(self.target) if self.op == "=" else f"{self.target}{self.op}"

    def shown(self) -> str:
        """The clue as the board draws it and sentences name it, with the signs of SYMBOLS."""
        return str(self.target) + SYMBOLS[self.op]

    def holds(self, values: Sequence[int]) -> bool:
        """True when the values (one per cell) meet the target."""
        return meets(self.op, self.target, values)


def cage_name(index: int) -> str:
    """a, b, ... z, aa, ab, ...: the names given to cages that come without one."""
    name = ""
    index += 1
    while index:
        index, rest = divmod(index - 1, 26)
        name = chr(ord("a") + rest) + name
    return name


def cage_problem(n: int, cages: Sequence[Cage]) -> tuple[Cell, str] | None:
    """The first cell of a cage that breaks the rules (cover, shape, size), and why."""
    owner = [-1] * (n * n)
    for k, cage in enumerate(cages):
        if cage.op not in OPERATIONS:
            return cage.cells[0], f"'{cage.op}' is not an operation (+ - * / =)"
        if cage.op == "/" and len(cage.cells) != 2:
            return cage.cells[0], "a '/' cage has exactly two cells"
        if cage.op == "=" and len(cage.cells) != 1:
            return cage.cells[0], "an '=' cage has exactly one cell"
        for r, c in cage.cells:
            if not (0 <= r < n and 0 <= c < n):
                return (r, c), f"the cell is off the {n}x{n} board"
            if owner[r * n + c] >= 0:
                return (r, c), "the cell is in two cages"
            owner[r * n + c] = k
    if -1 in owner:
        return divmod(owner.index(-1), n), "the cell is in no cage"
    split = first_split(n, owner)
    if split is not None:
        return split, "this cage is in more than one piece"
    return None


@dataclass(frozen=True)
class Puzzle:
    """n x n cells and the cages (ordered by their first cell, row-major)."""

    n: int
    cages: tuple[Cage, ...]

    @cached_property
    def cage_of(self) -> tuple[int, ...]:
        """The cage index of each cell, row-major."""
        owner = [0] * (self.n * self.n)
        for k, cage in enumerate(self.cages):
            for r, c in cage.cells:
                owner[r * self.n + c] = k
        return tuple(owner)


def make_puzzle(n: int, cages: Sequence[Cage]) -> Puzzle:
    """A Puzzle with its cages' cells sorted and the cages in order of their first cell."""
    tidy = [Cage(c.op, c.target, tuple(sorted(c.cells)), c.name) for c in cages]
    return Puzzle(n, tuple(sorted(tidy, key=lambda cage: cage.cells)))


def new_state(puzzle: Puzzle) -> State:
    """Every cell empty."""
    return new_latin_state(puzzle.n)


def apply(state: State, move: Move) -> State:
    """The state after `move`; ValueError if it is not allowed (a bad digit or cell)."""
    return apply_latin(state, move)
