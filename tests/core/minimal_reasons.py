"""Are a hint's reasons enough, and each one needed? A check by brute force on small Latin boards
(Logi-5, Calcudoku), independent of the hint ladder.

A hint's step is *forced* by a set of cells when it holds in every completion of the board that
keeps the rules (each row, column and Logi-5 region holds every digit once) and the facts at
those cells: a written digit (given or not), an empty cell's pencil marks (the digits it may
still hold), and a Calcudoku cage whose cells are all among them. (With every cage in force a
unique puzzle forces every step with no facts at all, so a cage counts only when the reason
covers it.) The reasons are *sufficient* when the step is forced by all of
them, and *minimal* when dropping any one leaves a completion that breaks the step.

The step a hint makes is read from its moves: a written digit claims the cell holds it; a pencil
mark taken away claims the cell never holds that digit; marks written in a cell that showed none
claim it holds none of the digits left out (less those a written peer already rules out, which
the player sees).

The search is a small constraint solver of its own (forward checking of the houses, cage
fillings listed from the clue, fewest-choices-first branching), so it shares no code with the
ladder it judges. Cost: a few milliseconds a check on a 5x5 or 6x6 board.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import product
from typing import Any

from puzzlegui.core.latin import SetDigit, ToggleCandidate
from puzzlegui.core.model import Cell, Hint

Cage = tuple[tuple[int, ...], Callable[[Sequence[int]], bool]]
"""A cage's flat cell indices and its test on their digits."""


@dataclass(frozen=True)
class Board:
    """The clues of a small Latin board: its size, houses and cages."""

    n: int
    houses: tuple[tuple[int, ...], ...]
    cages: tuple[Cage, ...] = ()

    @property
    def full(self) -> int:
        """Every digit's bit."""
        return (1 << self.n) - 1


def board_of(type_name: str, puzzle: Any) -> Board:
    """The clues of a Logi-5 or Calcudoku puzzle."""
    n = puzzle.n
    rows = tuple(tuple(range(r * n, r * n + n)) for r in range(n))
    cols = tuple(tuple(range(c, n * n, n)) for c in range(n))
    if type_name == "logi5":
        labels = sorted(set(puzzle.regions))
        regions = tuple(
            tuple(i for i, x in enumerate(puzzle.regions) if x == label) for label in labels
        )
        return Board(n, rows + cols + regions)
    cages = tuple((tuple(r * n + c for r, c in cage.cells), cage.holds) for cage in puzzle.cages)
    return Board(n, rows + cols, cages)


def facts(state: Any, cells: Sequence[Cell]) -> dict[int, int]:
    """The digits (a mask) each of `cells` may hold by what the board shows there."""
    n = state.n
    found: dict[int, int] = {}
    for r, c in cells:
        i = r * n + c
        if state.digits[i]:
            found[i] = 1 << (state.digits[i] - 1)
        elif state.marks[i]:
            found[i] = state.marks[i]
    return found


def claims(state: Any, hint: Hint, board: Board) -> list[tuple[int, int]]:
    """(cell, digits it may hold) for each thing the hint's moves assert."""
    n = state.n
    said: list[tuple[int, int]] = []
    written: dict[int, int] = {}
    for move in hint.moves:
        i = move.cell[0] * n + move.cell[1]
        if isinstance(move, SetDigit) and move.digit:
            said.append((i, 1 << (move.digit - 1)))
        elif isinstance(move, ToggleCandidate):
            bit = 1 << (move.digit - 1)
            if state.marks[i] & bit:
                said.append((i, board.full & ~bit))
            else:
                written[i] = written.get(i, 0) | bit
    for i, kept in written.items():
        seen = 0
        for house in board.houses:
            if i in house:
                for p in house:
                    if state.digits[p]:
                        seen |= 1 << (state.digits[p] - 1)
        said.append((i, kept | seen))
    return said


def forced(
    board: Board, known: dict[int, int], said: Sequence[tuple[int, int]], cells: set[int]
) -> bool:
    """True when no completion keeping `known` and the cages inside `cells` breaks `said`."""
    cages = tuple(cage for cage in board.cages if set(cage[0]) <= cells)
    board = Board(board.n, board.houses, cages)
    for cell, allowed in said:
        domains = [board.full] * (board.n * board.n)
        for i, mask in known.items():
            domains[i] &= mask
        domains[cell] &= ~allowed
        if _solve(board, domains):
            return False
    return True


@dataclass
class Verdict:
    """What the check found for one hint."""

    sufficient: bool
    needless: list[Cell]


def judge(board: Board, state: Any, hint: Hint) -> Verdict:
    """Whether the hint's reasons force its step, and which of them could be dropped."""
    said = claims(state, hint, board)
    reasons = list(dict.fromkeys(hint.reason_cells))
    if not forced(board, facts(state, reasons), said, _flat(state.n, reasons)):
        return Verdict(False, [])
    needless = []
    for cell in reasons:
        rest = [x for x in reasons if x != cell]
        if forced(board, facts(state, rest), said, _flat(state.n, rest)):
            needless.append(cell)
    return Verdict(True, needless)


def _flat(n: int, cells: Sequence[Cell]) -> set[int]:
    return {r * n + c for r, c in cells}


def _solve(board: Board, domains: list[int]) -> bool:
    """True when some completion fits the domains (a depth-first search)."""
    if not _propagate(board, domains):
        return False
    open_cells = [i for i, m in enumerate(domains) if m & (m - 1)]
    if not open_cells:
        return True
    cell = min(open_cells, key=lambda i: domains[i].bit_count())
    mask = domains[cell]
    while mask:
        bit = mask & -mask
        mask ^= bit
        trial = domains[:]
        trial[cell] = bit
        if _solve(board, trial):
            return True
    return False


def _propagate(board: Board, domains: list[int]) -> bool:
    """Singles of every house and the cages' fillings, to a fixpoint; False on a dead end."""
    changed = True
    while changed:
        changed = False
        for house in board.houses:
            result = _house(board, house, domains)
            if result is None:
                return False
            changed |= result
        for cells, test in board.cages:
            result = _cage(board, cells, test, domains)
            if result is None:
                return False
            changed |= result
    return True


def _house(board: Board, house: Sequence[int], domains: list[int]) -> bool | None:
    changed = False
    for i in house:
        m = domains[i]
        if not m:
            return None
        if m & (m - 1) == 0:
            for p in house:
                if p != i and domains[p] & m:
                    domains[p] &= ~m
                    changed = True
                    if not domains[p]:
                        return None
    for d in range(board.n):
        bit = 1 << d
        where = [i for i in house if domains[i] & bit]
        if not where:
            return None
        if len(where) == 1 and domains[where[0]] != bit:
            domains[where[0]] = bit
            changed = True
    return changed


_CAGE_LIMIT = 20_000
"""Cages whose domains allow more fillings than this are left to the search."""


def _cage(
    board: Board, cells: Sequence[int], test: Callable[[Sequence[int]], bool], domains: list[int]
) -> bool | None:
    sizes = 1
    for i in cells:
        sizes *= domains[i].bit_count()
    if sizes > _CAGE_LIMIT:
        return False
    n = board.n
    options = [[d + 1 for d in range(n) if domains[i] >> d & 1] for i in cells]
    support = [0] * len(cells)
    for values in product(*options):
        if not test(values) or not _distinct_in_lines(n, cells, values):
            continue
        for j, v in enumerate(values):
            support[j] |= 1 << (v - 1)
    if not all(support):
        return None
    changed = False
    for j, i in enumerate(cells):
        if domains[i] != support[j]:
            domains[i] = support[j]
            changed = True
    return changed


def _distinct_in_lines(n: int, cells: Sequence[int], values: Sequence[int]) -> bool:
    seen: set[tuple[str, int, int]] = set()
    for i, v in zip(cells, values, strict=True):
        for key in (("r", i // n, v), ("c", i % n, v)):
            if key in seen:
                return False
            seen.add(key)
    return True
