"""Checks the hint tests of several types share."""

from __future__ import annotations

from typing import Any

from puzzlegui.core.model import AnyPuzzleType, Hint, HintAsk


def rule_hint(ptype: AnyPuzzleType, text: str, rule: str, level: int) -> tuple[Any, Any, Hint]:
    """(puzzle, state, hint) of the board `text`, whose hint is `rule` at `level`: a deduction
    (not from the solution) with moves and a sentence that names a row."""
    puzzle, state = ptype.parse(text)
    hint = ptype.hint(HintAsk(puzzle, state))
    assert hint is not None
    assert hint.rule == rule
    assert hint.level == level
    assert not hint.from_solution
    assert hint.moves
    assert "row " in hint.text
    return puzzle, state, hint
