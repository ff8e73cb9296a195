"""One step for a stuck Calcudoku player: a mistake first, else the easiest deduction.

In order: (a) a rule already broken (a repeat, a cage that misses or can no longer make its
target) is pointed at, and the wrong digit among its cells is cleared; (b) a digit that differs
from the solution, or pencil marks that leave out the cell's digit, are pointed out; (c) the
easiest rule of the ladder (ladder.py) that applies to the player's digits and marks; (d) when
no rule applies, the digit of the solution in the cell with fewest candidates, saying so.
Sentences come from TEXTS, keyed by rule, with `{param}` fields.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from puzzlegui.core import answers
from puzzlegui.core.grading import graded
from puzzlegui.core.latin import SetDigit, ToggleCandidate
from puzzlegui.core.latin_hints import (
    HIDDEN_SINGLE_PHRASES,
    Step,
    hidden_single_why,
    house_label,
    pencil_note,
    reason_of,
    ruled_by,
    subset_rule,
    trace_singles,
)
from puzzlegui.core.latin_ladder import (
    board_step,
)
from puzzlegui.core.model import Cell, Hint, HintAsk, SubStep
from puzzlegui.core.text.values import Digits, DigitSet, Listed, Phrase, Place, Places

from . import ladder
from .cagefit import cage_fit
from .deduce import cage_narrowing, step_reason
from .ladder import LEVELS, candidates, house_set
from .puzzle import Move, Puzzle, State
from .rules import check, is_solved
from .solver import solve

TEXTS: dict[str, str] = {
    "broken-rule": "{message} The {digit} at {where} is wrong: clear it.",
    "wrong-digit": "The {digit} at {where} is not in the solution.",
    "wrong-marks": "The pencil marks at {where} leave out the digit this cell needs.",
    "single-cell-cage": "The cage at {where} has one cell, so it holds its target {digit}.",
    "cage-forces-digit": "The cage {clue} at {cage} can be made {ways}{ruled}, and every way "
    "puts {digit} at {target}.",
    "cage-fillings": "The cage {clue} at {cage} can be made {ways}{ruled}, so remove "
    "{removed}.{pencil}",
    "single-candidate": "The only digit left for {where} is {digit}: its row and column and the "
    "steps before rule out every other digit.",
    "hidden-single": "In {house}, {digit} fits only at {where}: {why}.",
    "naked-pair": "In {house}, {cells} hold only {digits} between them{ruled}, so remove "
    "{removed}.{pencil}",
    "naked-triple": "In {house}, {cells} hold only {digits} between them{ruled}, so remove "
    "{removed}.{pencil}",
    "hidden-pair": "In {house}, {digits} fit only in {cells}{ruled}, so remove {removed}.{pencil}",
    "hidden-triple": "In {house}, {digits} fit only in {cells}{ruled}, so remove "
    "{removed}.{pencil}",
    "cage-line": "The cage {clue} at {cage} can be made {ways}{ruled}, and every way puts "
    "{digits} in {house} inside the cage, so remove {digits} from {cells}.{pencil}",
    "contradiction": "Writing {digit} at {where} leads to a contradiction: the singles and "
    "cage fillings that follow leave {trouble}, so remove {digit} there (More shows the "
    "chain).{pencil}",
    "from-solution": "No rule finds the next step; the solution has {digit} at {where}.",
}

PHRASES = {
    "calcudoku.ways-few": "only with {sets}",
    "calcudoku.ways-many": "in only {count} ways",
    "calcudoku.ways-all": "in {count} ways",
    "calcudoku.removal": "{digits} from {cells}",
    **{f"calcudoku.{code}": text for code, text in HIDDEN_SINGLE_PHRASES.items()},
    "calcudoku.trouble-some": "some cell or cage with nothing",
    "calcudoku.trouble-empty": "{where} with no digit left",
    "calcudoku.trouble-no-place": "no place for the {digit} in {house}",
    "calcudoku.trouble-cage-none": "the cage {clue} at {cage} with no way to be made",
    "calcudoku.sub-trial": "suppose {where} holds {digit}.",
    "calcudoku.sub-naked": "then {where} can only hold {digit}.",
    "calcudoku.sub-hidden": "then in {house} the {digit} fits only at {where}.",
    "calcudoku.sub-empty": "then {where} has no digit left: a contradiction.",
    "calcudoku.sub-no-place": "then in {house} the {digit} has no place left: a contradiction.",
    "calcudoku.sub-cage": "then the ways left to make the cage {clue} at {cage} narrow its "
    "cells, {where} among them.",
    "calcudoku.sub-cage-none": "then the cage {clue} at {cage} can no longer be made: a "
    "contradiction.",
}
"""The phrases the params nest: a cage's ways, the candidates a step removes from some cells,
the parts of a hidden single's reason and the digits that narrow a cage or a subset."""

RULE_NAMES = {
    "broken-rule": "broken rule",
    "wrong-digit": "wrong digit",
    "wrong-marks": "wrong pencil marks",
    "single-cell-cage": "single-cell cage",
    "cage-forces-digit": "cage forces a digit",
    "cage-fillings": "cage fillings",
    "single-candidate": "single candidate",
    "hidden-single": "hidden single",
    "naked-pair": "naked pair",
    "naked-triple": "naked triple",
    "hidden-pair": "hidden pair",
    "hidden-triple": "hidden triple",
    "cage-line": "cage in one line",
    "contradiction": "contradiction",
    "from-solution": "from the solution",
}
"""Each rule's name, the hint's title."""


def make_hint(
    rule: str,
    level: int,
    moves: tuple[Move, ...],
    cells: tuple[Cell, ...],
    reason: tuple[Cell, ...],
    params: dict[str, Any],
) -> Hint:
    """A Hint whose text is the table's sentence for `rule`."""
    text = TEXTS[rule].format(**params)
    return Hint(moves, cells, reason, rule, level, text, params, rule == "from-solution")


def _broken_rule(puzzle: Puzzle, state: State, known: State | None) -> Hint | None:
    solution = None if known is None else known.digits
    n = puzzle.n
    for violation in check(puzzle, state):
        filled = [c for c in violation.cells if state.digits[c[0] * n + c[1]]]
        filled = [c for c in filled if not state.givens[c[0] * n + c[1]]]
        if not filled:
            continue
        wrong = [c for c in filled if solution and _digit(state, c) != solution[c[0] * n + c[1]]]
        target = (wrong or filled[::-1])[0]
        params = {
            "message": Phrase(violation.code, violation.params),
            "digit": _digit(state, target),
            "where": Place(target),
        }
        move = SetDigit(target, 0)
        return make_hint("broken-rule", 1, (move,), (target,), violation.cells, params)
    return None


def _digit(state: State, cell: Cell) -> int:
    return state.digits[cell[0] * state.n + cell[1]]


def _mistake(puzzle: Puzzle, state: State, known: State) -> Hint | None:
    solution = known.digits
    n = puzzle.n
    for i, digit in enumerate(state.digits):
        if digit and digit != solution[i] and not state.givens[i]:
            cell = divmod(i, n)
            params = {"digit": digit, "where": Place(cell)}
            return make_hint("wrong-digit", 1, (SetDigit(cell, 0),), (cell,), (), params)
    for i, marks in enumerate(state.marks):
        if not state.digits[i] and marks and not marks >> (solution[i] - 1) & 1:
            cell = divmod(i, n)
            move = ToggleCandidate(cell, solution[i])
            return make_hint("wrong-marks", 1, (move,), (cell,), (), {"where": Place(cell)})
    return None


def _deduced(ask: HintAsk[Puzzle, State]) -> Hint | None:
    """The easiest step the rules find from the written digits (latin_hints.board_step)."""
    puzzle, state, cancel, store = ask.puzzle, ask.state, ask.cancel, ask.answers
    found = board_step(state, house_set(puzzle.n), ladder.ladder_of(puzzle, store), cancel)
    if found is None:
        return None
    placed, hs = list(state.digits), house_set(puzzle.n)
    step = reason_of(found.step, placed, hs)
    step = step_reason(cage_fit(puzzle, store), step, found.cand, placed, hs)
    rule, reason, params = _explain(puzzle, step, found.cand, placed, store)
    params["pencil"] = pencil_note("calcudoku", step, state.marks, found.cand)
    n = puzzle.n
    cells = tuple(divmod(c, n) for c in step.targets)
    substeps: tuple[SubStep, ...] = ()
    if step.rule == "contradiction":
        substeps, params["trouble"], met = _trial_chain(puzzle, step, found.cand, store)
        reason = tuple(dict.fromkeys((*reason, *met)))
    reason_cells = tuple(divmod(c, n) for c in reason)
    hint = make_hint(rule, found.level, found.moves, cells, reason_cells, params)
    return replace(hint, substeps=substeps) if substeps else hint


def _trial_chain(
    puzzle: Puzzle, step: Step, cand: list[int], store: answers.Answers | None
) -> tuple[tuple[SubStep, ...], Phrase, list[int]]:
    """A trial's sub-steps (singles and cage fillings one at a time, to the first
    contradiction met), the contradiction as a phrase for the sentence, and the cells it
    names (a cell left empty, a cage's first cell)."""
    n, fit, hs = puzzle.n, cage_fit(puzzle, store), house_set(puzzle.n)
    c, bit = step.eliminations[0]
    trial = cand[:]
    trial[c] = bit
    _held, events = trace_singles(trial, hs, cage_narrowing(fit))
    digit = Digits.of_mask(bit)
    found = [SubStep(Phrase("calcudoku.sub-trial", {"where": _where(n, c), "digit": digit}))]
    trouble = Phrase("calcudoku.trouble-some", {})
    met: list[int] = []
    for kind, cell, d, h in events:
        params: dict[str, Any] = {"digit": Digits.of_mask(1 << d) if d >= 0 else digit}
        at: list[int] = [cell] if cell >= 0 else []
        if cell >= 0:
            params["where"] = _where(n, cell)
        if kind.startswith("cage"):
            params |= {"clue": fit.cages[h].shown(), "cage": _where(n, fit.cells[h][0])}
            at.append(fit.cells[h][0])
        elif h >= 0:
            params["house"] = house_label(hs, h)
        found.append(SubStep(Phrase(f"calcudoku.sub-{kind}", params), _cells_of(n, at)))
        if kind in ("empty", "no-place", "cage-none"):
            trouble, met = Phrase(f"calcudoku.trouble-{kind}", params), at
    return tuple(found), trouble, met


def _cells_of(n: int, indices: Sequence[int]) -> tuple[Cell, ...]:
    return tuple(divmod(c, n) for c in dict.fromkeys(indices))


def _explain(
    puzzle: Puzzle,
    step: Step,
    cand: list[int],
    placed: list[int],
    store: answers.Answers | None = None,
) -> tuple[str, tuple[int, ...], dict[str, Any]]:
    """The Calcudoku rule key, reason cells and sentence fields of a step."""
    n = puzzle.n
    params: dict[str, Any] = {"digit": Digits.of_mask(step.digits)}
    params["where"] = _where(n, step.targets[0])
    if step.group >= 0 and step.rule != "single-cell-cage":
        params = _cage_params(puzzle, step, cand, store)
    if step.rule == "naked-single":
        return "single-candidate", step.reason, params
    hs = house_set(n)
    if step.rule == "hidden-single":
        params |= {
            "house": house_label(hs, step.house),
            "why": hidden_single_why("calcudoku", step, placed, hs),
        }
        return step.rule, step.reason, params
    if step.rule in ("naked-subset", "hidden-subset"):
        params = {
            "cells": _cells(n, step.focus),
            "digits": Digits.of_mask(step.digits),
            "house": house_label(hs, step.house),
            "removed": _removals(n, step.eliminations),
            "ruled": ruled_by("calcudoku", step, hs),
        }
        return subset_rule(step), step.reason, params
    if step.rule == "cage-line":
        params |= {
            "digits": Digits.of_mask(step.digits),
            "house": house_label(hs, step.house),
            "cells": _cells(n, [c for c, _ in step.eliminations]),
        }
    return step.rule, step.reason, params


def _cage_params(
    puzzle: Puzzle, step: Step, cand: list[int], store: answers.Answers | None
) -> dict[str, Any]:
    """The cage's clue, first cell and ways, plus what the step does to it."""
    fit, k, n = cage_fit(puzzle, store), step.group, puzzle.n
    sets = fit.digit_sets(k, fit.kept(k, cand) or [])
    every = fit.kept(k, [fit.full] * len(cand))
    if len(sets) <= 4:
        listed = Listed(tuple(DigitSet(tuple(s)) for s in sets), "or")
        ways = Phrase("calcudoku.ways-few", {"sets": listed})
    elif every is not None and len(fit.digit_sets(k, every)) == len(sets):
        ways = Phrase("calcudoku.ways-all", {"count": len(sets)})  # no "only": it is every way
    else:
        ways = Phrase("calcudoku.ways-many", {"count": len(sets)})
    params = {
        "clue": fit.cages[k].shown(),
        "cage": _where(n, fit.cells[k][0]),
        "ways": ways,
        "ruled": _ruled_outside(puzzle, step, fit.cells[k]),
    }
    if step.placements:
        params |= {"target": _where(n, step.targets[0]), "digit": Digits.of_mask(step.digits)}
    elif step.rule == "cage-fillings":
        params["removed"] = _removals(n, step.eliminations)
    return params


def _ruled_outside(puzzle: Puzzle, step: Step, cage: list[int]) -> Phrase:
    """' (the digits at ... rule out the others)' for a cage step's reason cells outside the
    cage (the written digits that narrowed its fillings), or nothing."""
    outside = [c for c in step.reason if c not in cage]
    if not outside:
        return Phrase("calcudoku.ruled-none", {})
    return Phrase("calcudoku.ruled-by", {"cells": _cells(puzzle.n, outside)})


def _where(n: int, index: int) -> Place:
    return Place(divmod(index, n))


def _cells(n: int, indices: Sequence[int]) -> Places:
    return Places.of(divmod(c, n) for c in indices)


def _removals(n: int, eliminations: Sequence[tuple[int, int]]) -> Listed:
    """'3 from row 1, column 2; 4 and 5 from row 2, column 2', grouping cells losing the same."""
    groups: dict[int, list[int]] = {}
    for c, gone in eliminations:
        groups.setdefault(gone, []).append(c)
    removals = [
        Phrase("calcudoku.removal", {"digits": Digits.of_mask(m), "cells": _cells(n, cs)})
        for m, cs in groups.items()
    ]
    return Listed(tuple(removals), ";")


def _from_solution(puzzle: Puzzle, state: State, known: State) -> Hint | None:
    solution = known.digits
    cand = candidates(puzzle, state)
    empty = [i for i, d in enumerate(state.digits) if not d]
    if not empty:
        return None
    i = min(empty, key=lambda j: (cand[j].bit_count(), j))
    cell = divmod(i, puzzle.n)
    params = {"digit": solution[i], "where": Place(cell)}
    return make_hint(
        "from-solution", len(LEVELS), (SetDigit(cell, solution[i]),), (cell,), (), params
    )


hint = answers.hint_in_order(is_solved, solve, _broken_rule, _mistake, _deduced, _from_solution)
grade = graded(LEVELS, ladder.grade)
"""None on a solved board; the board's status when it has no solution or several; else a
broken rule, a mistake, the easiest deduction, or a digit of the solution."""
