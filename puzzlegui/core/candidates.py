"""The player's candidate helpers on Latin squares (Calcudoku, Logi-5): "fill all candidates"
(Tatham's M key) and removing a digit's candidates from the cells that see it when it is entered.

A house is a row, a column or (Logi-5) a region: a group of cells that holds each digit once.
Calcudoku's cages are not houses, since a cage may repeat a digit in different rows and columns;
the only cells of a cage that can never share a digit are those in one row or column, which the
row and column houses already cover. Both helpers return moves, so the player's session makes
them as one undo step. Cost: O(cells x houses per cell).
"""

from __future__ import annotations

from collections.abc import Sequence

from .latin import LatinMove, LatinState, SetDigit, ToggleCandidate, line_houses
from .model import Cell


def houses_of(n: int, regions: Sequence[int] = ()) -> list[list[int]]:
    """Rows, columns and (when given, one label per cell) regions, as flat cell indices."""
    rows, cols = line_houses(n)
    groups: dict[int, list[int]] = {}
    for i, region in enumerate(regions):
        groups.setdefault(region, []).append(i)
    return rows + cols + list(groups.values())


def peers(houses: Sequence[Sequence[int]], index: int) -> set[int]:
    """The cells sharing a house with cell `index` (not the cell itself)."""
    seen = {i for house in houses if index in house for i in house}
    seen.discard(index)
    return seen


def possible(state: LatinState, houses: Sequence[Sequence[int]], index: int) -> int:
    """The mask of digits no peer of the empty cell `index` holds."""
    full = (1 << state.n) - 1
    taken = 0
    for other in peers(houses, index):
        if state.digits[other]:
            taken |= 1 << (state.digits[other] - 1)
    return full & ~taken


def fill_moves(state: LatinState, houses: Sequence[Sequence[int]]) -> list[LatinMove]:
    """Moves that give every empty cell exactly the candidates its houses still allow (as
    Tatham's M key does, marks a player removed by hand come back)."""
    moves: list[LatinMove] = []
    for index, digit in enumerate(state.digits):
        if digit:
            continue
        change = state.marks[index] ^ possible(state, houses, index)
        cell = divmod(index, state.n)
        moves.extend(
            ToggleCandidate(cell, d) for d in range(1, state.n + 1) if change >> (d - 1) & 1
        )
    return moves


def eliminate_moves(
    state: LatinState, houses: Sequence[Sequence[int]], cell: Cell, digit: int
) -> list[LatinMove]:
    """Moves that remove `digit`'s candidate from every cell sharing a house with `cell`."""
    bit = 1 << (digit - 1)
    index = cell[0] * state.n + cell[1]
    return [
        ToggleCandidate(divmod(other, state.n), digit)
        for other in sorted(peers(houses, index))
        if not state.digits[other] and state.marks[other] & bit
    ]


def enter_moves(
    state: LatinState, houses: Sequence[Sequence[int]], cell: Cell, digit: int
) -> list[LatinMove]:
    """Write `digit` in `cell`, then remove its candidate from the cell's peers."""
    return [SetDigit(cell, digit), *eliminate_moves(state, houses, cell, digit)]


def prune_moves(state: LatinState, houses: Sequence[Sequence[int]]) -> list[LatinMove]:
    """Moves that remove every candidate a digit in the same row, column or region rules out
    (the player's "clear wrong candidates now"); candidates no digit contradicts stay."""
    moves: list[LatinMove] = []
    for index, digit in enumerate(state.digits):
        wrong = 0 if digit else state.marks[index] & ~possible(state, houses, index)
        cell = divmod(index, state.n)
        moves.extend(
            ToggleCandidate(cell, d) for d in range(1, state.n + 1) if wrong >> (d - 1) & 1
        )
    return moves
