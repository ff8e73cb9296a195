"""The Latin rules of the Calcudoku ladder, over rows and columns: a cell with one candidate left
(naked single), a digit with one place left in a line (hidden single), and naked and hidden
pairs and triples (Tatham's latin.c set elimination, level Hard in Keen). Each returns the first
instance, scanning rows then columns, that changes something.

Cost: O(n^2) per single rule; subsets try every pair and triple of a line, O(n^4) on a 9x9 at
worst, a few milliseconds.
"""

from __future__ import annotations

from itertools import combinations

from .finding import Board, Finding, cells_text, digits_text, removals_text, where


def single_candidate(board: Board, level: int) -> Finding | None:
    """An empty cell with one candidate left gets it."""
    n = board.n
    for i, m in enumerate(board.cand):
        if not board.digits[i] and m and m & (m - 1) == 0:
            r, c = divmod(i, n)
            peers = [*range(r * n, r * n + n), *range(c, n * n, n)]
            reason = tuple(j for j in peers if board.digits[j])
            params = {"where": where(n, i), "digit": str(m.bit_length())}
            return Finding("single-candidate", level, (i,), reason, m.bit_length(), (), params)
    return None


def hidden_single(board: Board, level: int) -> Finding | None:
    """A digit with one place left in a row or column goes there."""
    for name, house in board.houses():
        placed = 0
        for c in house:
            if board.digits[c]:
                placed |= 1 << (board.digits[c] - 1)
        for d in range(board.n):
            if placed >> d & 1:
                continue
            spots = [c for c in house if not board.digits[c] and board.cand[c] >> d & 1]
            if len(spots) == 1:
                params = {"digit": str(d + 1), "house": name, "where": where(board.n, spots[0])}
                reason = tuple(house)
                return Finding("hidden-single", level, (spots[0],), reason, d + 1, (), params)
    return None


def subsets(board: Board, level: int) -> Finding | None:
    """Naked then hidden pairs, then triples, in rows and columns."""
    for size in (2, 3):
        for name, house in board.houses():
            open_cells = [c for c in house if not board.digits[c]]
            found = _naked(board, name, open_cells, size, level)
            if found is None:
                found = _hidden(board, name, open_cells, size, level)
            if found is not None:
                return found
    return None


def _naked(board: Board, name: str, open_cells: list[int], size: int, level: int) -> Finding | None:
    cand = board.cand
    for group in combinations(open_cells, size):
        union = 0
        for c in group:
            union |= cand[c]
        if union.bit_count() != size:
            continue
        targets = [c for c in open_cells if c not in group and cand[c] & union]
        if targets:
            keep = tuple(cand[c] & ~union for c in targets)
            return _subset(board, "naked", name, group, union, targets, keep, level)
    return None


def _hidden(
    board: Board, name: str, open_cells: list[int], size: int, level: int
) -> Finding | None:
    cand = board.cand
    free = 0
    for c in open_cells:
        free |= cand[c]
    for digits in combinations([d for d in range(board.n) if free >> d & 1], size):
        mask = sum(1 << d for d in digits)
        group = [c for c in open_cells if cand[c] & mask]
        if len(group) != size:
            continue
        targets = [c for c in group if cand[c] & ~mask]
        if targets:
            keep = tuple(cand[c] & mask for c in targets)
            return _subset(board, "hidden", name, group, mask, targets, keep, level)
    return None


def _subset(
    board: Board,
    kind: str,
    name: str,
    group: tuple[int, ...] | list[int],
    mask: int,
    targets: list[int],
    keep: tuple[int, ...],
    level: int,
) -> Finding:
    n = board.n
    before = [board.cand[c] for c in targets]
    params = {
        "cells": cells_text(n, group),
        "digits": digits_text(mask),
        "house": name,
        "count": ("two", "three")[len(group) - 2],
        "removed": removals_text(n, targets, before, keep),
    }
    rule = f"{kind}-{'pair' if len(group) == 2 else 'triple'}"
    return Finding(rule, level, tuple(targets), tuple(group), 0, keep, params)
