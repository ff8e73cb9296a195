"""The rules of Logi-5 as checks: a digit twice in a row, column or region, a given changed,
a digit out of range. An unfinished grid without such a fault is never flagged."""

from __future__ import annotations

from puzzlegui.core.checking import never_raising
from puzzlegui.core.latin import cells_of, line_houses, repeats
from puzzlegui.core.model import MessageTable, Violation
from puzzlegui.core.text.values import Place

from .puzzle import Puzzle, State

MESSAGES = MessageTable(
    {
        "logi5.row-repeat": "Digit {digit} appears more than once in row {line}.",
        "logi5.column-repeat": "Digit {digit} appears more than once in column {line}.",
        "logi5.region-repeat": "Digit {digit} appears more than once in region {region}.",
        "logi5.given-changed": "The given {given} at {where} was changed.",
        "logi5.digit-out-of-range": "Digit {digit} at {where} is out of range (1 to {n}).",
        "logi5.symmetric-too-hard": "No {side}x{side} Logi-5 with symmetric clues is fiendish: "
        "every one solved without guessing is at most hard. Choose a larger square, or clues "
        "that are not symmetric.",
    }
)


def _check(puzzle: Puzzle, state: State) -> list[Violation]:
    n, digits = puzzle.n, state.digits
    found: list[Violation] = []
    for i, given in enumerate(puzzle.givens):
        if given and digits[i] != given:
            cell = divmod(i, n)
            found.append(
                MESSAGES.violation("logi5.given-changed", [cell], given=given, where=Place(cell))
            )
    for i, digit in enumerate(digits):
        if digit > n:
            cell = divmod(i, n)
            found.append(
                MESSAGES.violation(
                    "logi5.digit-out-of-range", [cell], digit=digit, where=Place(cell), n=n
                )
            )
    rows, cols = line_houses(n)
    for code, houses in (("logi5.row-repeat", rows), ("logi5.column-repeat", cols)):
        for h, digit, cells in repeats(digits, houses):
            found.append(MESSAGES.violation(code, cells_of(n, cells), digit=digit, line=h + 1))
    for h, digit, cells in repeats(digits, puzzle.region_cells):
        found.append(
            MESSAGES.violation(
                "logi5.region-repeat", cells_of(n, cells), digit=digit, region=puzzle.name_of(h)
            )
        )
    return found


check = never_raising(_check)
"""Every rule broken now; [] for a grid that is right so far."""


def is_complete(puzzle: Puzzle, state: State) -> bool:
    """Every cell holds a digit."""
    return all(state.digits)


def is_solved(puzzle: Puzzle, state: State) -> bool:
    """Every cell filled and no rule broken."""
    return is_complete(puzzle, state) and not check(puzzle, state)
