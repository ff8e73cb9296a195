"""The named deductions of Calcudoku, easiest first, shared by the hints and the grade.

The ladder follows Tatham's Keen solver (reference/tatham-ids.md section 3), split finer for a
player: (1) a one-cell cage holds its target; (2) cage fillings: a digit that no filling of the
cage fitting the candidates puts at a cell leaves it (Keen's Normal cage step); (3) a cell with
one candidate left; (4) a digit with one place left in a row or column; (5) naked and hidden
pairs and triples (Keen Hard); (6) a digit that every filling of a cage puts in one row or column
of the cage leaves the rest of that line (Keen Hard's cross-cage step); (7) a candidate whose
trial ends in a contradiction goes (trial.py, the short form of Keen Extreme's forcing chains);
(8) needs guessing.

The candidates a rule sees are the player's: an empty cell's pencil marks (all digits when it
has none) less the digits already written in its row and column. The grade is the hardest level
the walk of easiest steps needs, the same walk as pressing Hint alone (grading.walk_hints) without
the mistake checks, which a walk of sound steps never triggers.

Cost: each step rescans the ladder from the bottom; cage fillings are cached per cage and mask
(cagefit.py), so a 9x9 walk of ~200 steps takes a few tenths of a second.
"""

from __future__ import annotations

from collections.abc import Callable

from puzzlegui.core.cancel import CancelToken
from puzzlegui.core.latin import SetDigit, ToggleCandidate, digits_of

from .cagefit import CageFit, cage_fit
from .finding import Board, Finding, cells_text, digits_text, removals_text, where
from .lines import hidden_single, single_candidate, subsets
from .puzzle import Move, Puzzle, State, apply
from .trial import trial

LEVELS: tuple[str, ...] = (
    "single-cell cage",
    "cage fillings",
    "single candidate",
    "hidden single",
    "pairs and triples",
    "cage in one line",
    "contradiction",
    "needs guessing",
)
"""Labels of the ladder's levels 1..8."""


def candidates(puzzle: Puzzle, state: State) -> list[int]:
    """Each cell's candidates: its digit, or its marks (all when none) less its lines' digits."""
    n, full = puzzle.n, (1 << puzzle.n) - 1
    rows, cols = [0] * n, [0] * n
    for i, d in enumerate(state.digits):
        if d:
            rows[i // n] |= 1 << (d - 1)
            cols[i % n] |= 1 << (d - 1)
    cand = []
    for i, d in enumerate(state.digits):
        if d:
            cand.append(1 << (d - 1))
        else:
            cand.append((state.marks[i] or full) & ~rows[i // n] & ~cols[i % n])
    return cand


def single_cell_cage(fit: CageFit, board: Board, level: int) -> Finding | None:
    """An empty one-cell cage holds its target."""
    for cage, cells in zip(fit.cages, fit.cells, strict=True):
        if len(cells) == 1 and not board.digits[cells[0]] and 1 <= cage.target <= board.n:
            params = {"where": where(board.n, cells[0]), "digit": str(cage.target)}
            return Finding("single-cell-cage", level, (cells[0],), (), cage.target, (), params)
    return None


def cage_fillings(fit: CageFit, board: Board, level: int) -> Finding | None:
    """The first cage whose fitting fillings fix a digit or rule candidates out."""
    n, cand, digits = board.n, board.cand, board.digits
    for k, cells in enumerate(fit.cells):
        if all(digits[c] for c in cells):
            continue
        kept = fit.kept(k, cand)
        if not kept:
            continue
        union = fit.union(k, kept)
        changed = [(c, u) for c, u in zip(cells, union, strict=True) if u != cand[c]]
        if not changed:
            continue
        params = _cage_params(fit, k, kept)
        forced = [(c, u) for c, u in changed if u & (u - 1) == 0]
        if forced:
            c, u = forced[0]
            params |= {"target": where(n, c), "digit": str(u.bit_length())}
            return Finding(
                "cage-forces-digit", level, (c,), tuple(cells), u.bit_length(), (), params
            )
        targets = [c for c, _ in changed]
        keep = tuple(u for _, u in changed)
        params["removed"] = removals_text(n, targets, [cand[c] for c in targets], keep)
        return Finding("cage-fillings", level, tuple(targets), tuple(cells), 0, keep, params)
    return None


def _cage_params(fit: CageFit, k: int, kept: list[int]) -> dict[str, str]:
    sets = fit.digit_sets(k, kept)
    if len(sets) <= 4:
        ways = "only with " + " or ".join("{" + ", ".join(map(str, s)) + "}" for s in sets)
    else:
        ways = f"in only {len(sets)} ways"
    cage = fit.cages[k]
    return {"clue": cage.shown(), "cage": where(fit.n, fit.cells[k][0]), "ways": ways}


def _lines_of(n: int, cells: list[int]) -> list[tuple[str, list[int], list[int]]]:
    """(line name, the line's cells, positions j of the cage's cells in it) per line it meets."""
    lines = []
    for r in sorted({c // n for c in cells}):
        house = list(range(r * n, r * n + n))
        lines.append((f"row {r + 1}", house, [j for j, c in enumerate(cells) if c // n == r]))
    for col in sorted({c % n for c in cells}):
        house = list(range(col, n * n, n))
        lines.append((f"column {col + 1}", house, [j for j, c in enumerate(cells) if c % n == col]))
    return lines


def cage_line(fit: CageFit, board: Board, level: int) -> Finding | None:
    """A digit every filling puts in one row (column) of a cage leaves the rest of that line."""
    n, cand, digits = board.n, board.cand, board.digits
    for k, cells in enumerate(fit.cells):
        kept = fit.kept(k, cand)
        if not kept:
            continue
        for name, house, inside in _lines_of(n, cells):
            outside = [c for c in house if c not in cells and not digits[c]]
            must = _union(cand, outside)
            for t in kept:
                if not must:
                    break
                line = 0
                for j in inside:
                    line |= t >> (j * n)
                must &= line
            if must:
                targets = [c for c in outside if cand[c] & must]
                keep = tuple(cand[c] & ~must for c in targets)
                params = _cage_params(fit, k, kept) | {
                    "digits": digits_text(must),
                    "house": name,
                    "cells": cells_text(n, targets),
                }
                return Finding("cage-line", level, tuple(targets), tuple(cells), 0, keep, params)
    return None


def _union(cand: list[int], cells: list[int]) -> int:
    total = 0
    for c in cells:
        total |= cand[c]
    return total


Rule = Callable[[CageFit, Board, int], Finding | None]

RULES: tuple[Rule, ...] = (
    single_cell_cage,
    cage_fillings,
    lambda fit, board, level: single_candidate(board, level),
    lambda fit, board, level: hidden_single(board, level),
    lambda fit, board, level: subsets(board, level),
    cage_line,
    trial,
)
"""The rule of each level but the last, easiest first."""


def next_finding(puzzle: Puzzle, state: State, top: int | None = None) -> Finding | None:
    """The easiest step the ladder (up to level `top`) finds from the player's digits and
    marks; None if stuck."""
    board = Board(puzzle.n, list(state.digits), candidates(puzzle, state))
    fit = cage_fit(puzzle)
    for level, rule in enumerate(RULES[:top], start=1):
        found = rule(fit, board, level)
        if found is not None:
            return found
    return None


def moves_for(state: State, cand: list[int], finding: Finding) -> tuple[Move, ...]:
    """The moves that make a finding: write the digit, or take the ruled-out pencil marks away
    (writing the marks that are left in a cell that has none yet)."""
    n = state.n
    if finding.place:
        return (SetDigit(divmod(finding.cells[0], n), finding.place),)
    moves: list[Move] = []
    for c, keep in zip(finding.cells, finding.keep, strict=True):
        cell = divmod(c, n)
        if state.marks[c]:
            moves.extend(
                ToggleCandidate(cell, d) for d in digits_of(cand[c] & ~keep & state.marks[c])
            )
        else:
            moves.extend(ToggleCandidate(cell, d) for d in digits_of(keep))
    return tuple(moves)


def grade(
    puzzle: Puzzle, cancel: CancelToken | None = None, top: int | None = None
) -> tuple[int, int]:
    """(the hardest level the walk of easiest steps needs, the number of steps). With `top`,
    the walk uses levels up to `top` only and answers the last level when they get stuck (a
    generator asking "is this at most hard?" skips the costly trials)."""
    size = puzzle.n * puzzle.n
    state = State(puzzle.n, (0,) * size, (0,) * size, (0,) * size)
    hardest, steps = 1, 0
    while not all(state.digits):
        if cancel is not None:
            cancel.raise_if_cancelled()
        found = next_finding(puzzle, state, top)
        if found is None:
            return len(LEVELS), steps
        hardest, steps = max(hardest, found.level), steps + 1
        for move in moves_for(state, candidates(puzzle, state), found):
            state = apply(state, move)
    return hardest, steps
