"""The rules of Calcudoku as checks: a digit out of 1..N, a digit twice in a row or column, a
full cage that misses its target, and a partly filled cage that can no longer reach it (only when
certain: no filling of the cage agrees with its digits)."""

from __future__ import annotations

from puzzlegui.core.checking import never_raising
from puzzlegui.core.latin import cells_of, line_houses, repeats
from puzzlegui.core.model import MessageTable, Shape, Violation
from puzzlegui.core.text.values import Place

from .fillings import TooMany, cage_fillings
from .puzzle import Cage, Puzzle, State

MESSAGES = MessageTable(
    {
        "calcudoku.digit-out-of-range": "Digit {digit} at {where} is out of range (1 to {n}).",
        "calcudoku.row-repeat": "Digit {digit} appears more than once in row {line}.",
        "calcudoku.column-repeat": "Digit {digit} appears more than once in column {line}.",
        "calcudoku.cage-wrong": "The cage {clue} at {where} does not make its target.",
        "calcudoku.cage-impossible": "The cage {clue} at {where} can no longer make its target.",
    },
    shapes={"calcudoku.cage-wrong": Shape.GROUP, "calcudoku.cage-impossible": Shape.GROUP},
)

_SEARCH_NODES = 5_000
"""Give up (report nothing) on a cage whose completion takes longer than this to decide."""


def _check(puzzle: Puzzle, state: State) -> list[Violation]:
    n, digits = puzzle.n, state.digits
    found: list[Violation] = []
    for i, digit in enumerate(digits):
        if digit > n:
            where = Place(divmod(i, n))
            found.append(
                MESSAGES.violation(
                    "calcudoku.digit-out-of-range", [divmod(i, n)], digit=digit, where=where, n=n
                )
            )
    rows, cols = line_houses(n)
    for code, houses in (("calcudoku.row-repeat", rows), ("calcudoku.column-repeat", cols)):
        for h, digit, cells in repeats(digits, houses):
            found.append(MESSAGES.violation(code, cells_of(n, cells), digit=digit, line=h + 1))
    for cage in puzzle.cages:
        fault = _cage_fault(n, cage, [digits[r * n + c] for r, c in cage.cells])
        if fault is not None:
            where = Place(cage.cells[0])
            found.append(MESSAGES.violation(fault, cage.cells, clue=cage.shown(), where=where))
    return found


check = never_raising(_check)
"""Every rule broken now; [] for a grid that is right so far."""


def _cage_fault(n: int, cage: Cage, values: list[int]) -> str | None:
    if not any(values) or max(values) > n:
        return None
    if all(values):
        return None if cage.holds(values) else "calcudoku.cage-wrong"
    full = (1 << n) - 1
    allowed = [1 << (v - 1) if v else full for v in values]
    try:
        fits = cage_fillings(
            n, cage.op, cage.target, cage.cells, allowed, limit=1, max_nodes=_SEARCH_NODES
        )
    except TooMany:
        return None
    return None if fits else "calcudoku.cage-impossible"


def is_complete(puzzle: Puzzle, state: State) -> bool:
    """Every cell holds a digit."""
    return all(state.digits)


def is_solved(puzzle: Puzzle, state: State) -> bool:
    """Every cell filled and no rule broken."""
    return is_complete(puzzle, state) and not check(puzzle, state)
