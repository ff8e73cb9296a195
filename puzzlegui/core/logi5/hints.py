"""One step for a stuck Logi-5 player: a broken rule first, then a mistake, else the easiest
deduction from the player's digits and pencil marks, else a digit from the solution.

A broken rule (a repeat) is cleared at a cell the solution does not hold; a mistake is a digit
the solution does not hold, or pencil marks that leave out the cell's digit. Deductions are the
ladder of ladder.py (Tatham's Solo ladder) run on the candidates the player's marks allow; an
elimination is given as pencil-mark moves. Cost: one solve and one ladder scan.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from puzzlegui.core import answers
from puzzlegui.core.cancel import CancelToken
from puzzlegui.core.grading import graded
from puzzlegui.core.latin import SetDigit
from puzzlegui.core.latin_hints import (
    HIDDEN_SINGLE_PHRASES,
    HouseSet,
    Step,
    confined_why,
    effective_candidates,
    hidden_single_why,
    pencil_note,
    reason_of,
    ruled_by,
    trace_singles,
)
from puzzlegui.core.latin_ladder import (
    board_step,
    mistake_moves,
)
from puzzlegui.core.model import Cell, Hint, HintAsk, SubStep
from puzzlegui.core.text.values import Digits, House, Phrase, Place, Places

from .ladder import GUESSING, LADDER, LEVELS, grade_puzzle, houses_of, rule_name
from .puzzle import Move, Puzzle, State
from .rules import check, is_solved
from .solver import solve

TEXTS = {
    "broken-rule": "{why} Clear the {digit} at {where}.",
    "wrong-digit": "The {digit} at {where} is not in the solution.",
    "marks-miss-digit": "The pencil marks at {where} leave out the digit that goes there.",
    "hidden-single-region": "In region {region}, the {digit} fits only at {where}: {why}.",
    "hidden-single-row": "In row {line}, the {digit} fits only at {where}: {why}.",
    "hidden-single-column": "In column {line}, the {digit} fits only at {where}: {why}.",
    "naked-single": "Only {digit} fits at {where}: every other digit is already in its row, "
    "column or region.",
    "pointing": "In region {region}, the {digit} must go in {line} ({why}), so remove "
    "candidate {digit} from {targets}.{pencil}",
    "claiming": "In {line}, the {digit} must go in region {region} ({why}), so remove "
    "candidate {digit} from {targets}.{pencil}",
    "naked-pair": "{cells} hold only {digits} between them{ruled}, so remove {digits} from the "
    "rest of {house}: {targets}.{pencil}",
    "naked-triple": "{cells} hold only {digits} between them{ruled}, so remove {digits} from "
    "the rest of {house}: {targets}.{pencil}",
    "hidden-pair": "In {house}, {digits} fit only at {cells}{ruled}, so remove their other "
    "candidates.{pencil}",
    "hidden-triple": "In {house}, {digits} fit only at {cells}{ruled}, so remove their other "
    "candidates.{pencil}",
    "contradiction": "If {where} held {digit}, the singles would soon leave {trouble}, so "
    "remove candidate {digit} from it (More shows the chain).{pencil}",
    "from-solution": "No rule of the ladder finds the next step; the solution has {digit} at "
    "{where}.",
}
"""Every hint sentence, keyed by rule, with {param} fields (one table, for translation)."""

PHRASES = {
    **{f"logi5.{code}": text for code, text in HIDDEN_SINGLE_PHRASES.items()},
    "logi5.trouble-some": "some cell or digit without a place",
    "logi5.trouble-empty": "{where} with no digit left",
    "logi5.trouble-no-place": "no place for the {digit} in {house}",
    "logi5.sub-trial": "suppose {where} holds {digit}.",
    "logi5.sub-naked": "then {where} can only hold {digit}.",
    "logi5.sub-hidden": "then in {house} the {digit} fits only at {where}.",
    "logi5.sub-empty": "then {where} has no digit left: a contradiction.",
    "logi5.sub-no-place": "then in {house} the {digit} has no place left: a contradiction.",
}
"""The phrases the params nest: the parts of a hidden single's reason; a trial's first
contradiction and the chain of singles that leads to it (its sub-steps)."""

RULE_NAMES = {
    "broken-rule": "broken rule",
    "wrong-digit": "wrong digit",
    "marks-miss-digit": "wrong pencil marks",
    "hidden-single-region": "hidden single in a region",
    "hidden-single-row": "hidden single in a row",
    "hidden-single-column": "hidden single in a column",
    "naked-single": "single candidate",
    "pointing": "pointing",
    "claiming": "claiming",
    "naked-pair": "naked pair",
    "naked-triple": "naked triple",
    "hidden-pair": "hidden pair",
    "hidden-triple": "hidden triple",
    "contradiction": "contradiction",
    "from-solution": "from the solution",
}
"""Each rule's name, the hint's title."""

_MISTAKE_LEVEL = 1


def _make(
    moves: Sequence[Move],
    cells: Sequence[Cell],
    reason: Sequence[Cell],
    rule: str,
    level: int,
    /,
    **params: Any,
) -> Hint:
    text = TEXTS[rule].format(**params)
    text = text[0].upper() + text[1:]
    return Hint(
        tuple(moves), tuple(cells), tuple(reason), rule, level, text, params,
        rule == "from-solution",
    )  # fmt: skip


def _broken_rule(puzzle: Puzzle, state: State, known: State | None) -> Hint | None:
    solution = None if known is None else known.digits
    n = puzzle.n
    for violation in check(puzzle, state):
        free = [(r, c) for r, c in violation.cells if not puzzle.givens[r * n + c]]
        if not free:
            continue
        wrong = [x for x in free if solution and solution[x[0] * n + x[1]] != state.digit(x)]
        cell = (wrong or free)[-1]
        digit = state.digit(cell)
        return _make(
            [SetDigit(cell, 0)], [cell], violation.cells, "broken-rule", _MISTAKE_LEVEL,
            why=Phrase(violation.code, violation.params), digit=digit, where=Place(cell),
        )  # fmt: skip
    return None


def _mistake(puzzle: Puzzle, state: State, known: State) -> Hint | None:
    solution = known.digits
    found = mistake_moves(state, solution)
    if found is None:
        return None
    c, move = found
    cell = divmod(c, puzzle.n)
    if isinstance(move, SetDigit):
        return _make(
            [move], [cell], [], "wrong-digit", _MISTAKE_LEVEL,
            digit=state.digits[c], where=Place(cell),
        )  # fmt: skip
    return _make([move], [cell], [], "marks-miss-digit", _MISTAKE_LEVEL, where=Place(cell))


def _deduction(ask: HintAsk[Puzzle, State]) -> Hint | None:
    """The easiest step the rules find from the written digits (latin_hints.board_step)."""
    puzzle, state, cancel = ask.puzzle, ask.state, ask.cancel
    hs = houses_of(puzzle)
    found = board_step(state, hs, LADDER, cancel)
    if found is None:
        return None
    step = reason_of(found.step, state.digits, hs)
    params = step_params(puzzle, step, hs, state.digits)
    params["pencil"] = pencil_note("logi5", step, state.marks, found.cand)
    reason = _cells(puzzle, step.reason)
    substeps: tuple[SubStep, ...] = ()
    if step.rule == "contradiction":
        substeps, params["trouble"], met = _trial_chain(puzzle, step, found.cand, hs)
        reason = list(dict.fromkeys([*reason, *met]))
    hint = _make(
        found.moves, _cells(puzzle, step.targets), reason,
        rule_name(step, hs), found.level, **params,
    )  # fmt: skip
    return replace(hint, substeps=substeps) if substeps else hint


def _trial_chain(
    puzzle: Puzzle, step: Step, cand: list[int], hs: HouseSet
) -> tuple[tuple[SubStep, ...], Phrase, list[Cell]]:
    """A trial's sub-steps (the singles one at a time, to the first contradiction met), the
    contradiction as a phrase for the sentence, and the cell it names (none for a house)."""
    n = puzzle.n
    c, bit = step.eliminations[0]
    trial = cand[:]
    trial[c] = bit
    _held, events = trace_singles(trial, hs)
    digit = Digits.of_mask(bit)
    found = [SubStep(Phrase("logi5.sub-trial", {"where": Place(divmod(c, n)), "digit": digit}))]
    trouble = Phrase("logi5.trouble-some", {})
    met: list[Cell] = []
    for kind, cell, d, h in events:
        params: dict[str, Any] = {"digit": Digits.of_mask(1 << d) if d >= 0 else digit}
        cells: tuple[Cell, ...] = ()
        if cell >= 0:
            params["where"] = Place(divmod(cell, n))
            cells = (divmod(cell, n),)
        if h >= 0:
            params["house"] = house_name(puzzle, hs, h)
        found.append(SubStep(Phrase(f"logi5.sub-{kind}", params), cells))
        if kind == "empty":
            trouble, met = Phrase("logi5.trouble-empty", params), list(cells)
        elif kind == "no-place":
            trouble = Phrase("logi5.trouble-no-place", params)
    return tuple(found), trouble, met


def _cells(puzzle: Puzzle, indices: Sequence[int]) -> list[Cell]:
    return [divmod(i, puzzle.n) for i in dict.fromkeys(indices)]


def house_name(puzzle: Puzzle, hs: HouseSet, h: int) -> House:
    """'row 3', 'column 2' or 'region B'."""
    n = puzzle.n
    if hs.kinds[h] == "region":
        return House("region", puzzle.name_of(h - 2 * n))
    return House("row" if hs.kinds[h] == "row" else "column", h % n + 1)


def step_params(puzzle: Puzzle, step: Step, hs: HouseSet, placed: Sequence[int]) -> dict[str, Any]:
    """The {param} fields of a step's sentence (`placed`: the written digits it was found on)."""
    n = puzzle.n
    digits = Digits.of_mask(step.digits)
    params: dict[str, Any] = {"digit": digits, "digits": digits}
    if step.targets:
        params["where"] = Place(divmod(step.targets[0], n))
    if step.eliminations:
        params["targets"] = Places.of(_cells(puzzle, [c for c, _ in step.eliminations]))
    params["cells"] = Places.of(_cells(puzzle, step.focus or step.reason))
    houses = [h for h in (step.house, step.other) if h >= 0]
    for h in houses:
        if hs.kinds[h] == "region":
            params["region"] = puzzle.name_of(h - 2 * n)
        else:
            params["line"] = house_name(puzzle, hs, h) if step.other >= 0 else h % n + 1
    if houses:
        params["house"] = house_name(puzzle, hs, houses[0])
    if step.rule == "hidden-single":
        params["why"] = hidden_single_why("logi5", step, placed, hs)
    elif step.rule == "intersection":
        params["why"] = confined_why("logi5", step, step.focus, placed, hs)
    elif step.rule.endswith("-subset"):
        params["ruled"] = ruled_by("logi5", step, hs)
    return params


def _from_solution(puzzle: Puzzle, state: State, known: State) -> Hint | None:
    solution = known.digits
    hs = houses_of(puzzle)
    cand = effective_candidates(state.digits, state.marks, hs)
    empty = [c for c, d in enumerate(state.digits) if not d]
    if not empty:
        return None
    c = min(empty, key=lambda i: (cand[i].bit_count(), i))  # the least surprising cell
    cell = divmod(c, puzzle.n)
    return _make(
        [SetDigit(cell, solution[c])], [cell], [], "from-solution", GUESSING,
        digit=solution[c], where=Place(cell),
    )  # fmt: skip


hint = answers.hint_in_order(is_solved, solve, _broken_rule, _mistake, _deduction, _from_solution)


def _walk(puzzle: Puzzle, cancel: CancelToken | None = None) -> tuple[int, int]:
    return grade_puzzle(puzzle, cancel=cancel)


grade = graded(LEVELS, _walk)
"""None on a solved board; the board's status when it has no solution or several; else a
broken rule, a mistake, the easiest deduction, or a digit of the solution."""
