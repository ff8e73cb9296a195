"""Checks every test of the core's messages shares: a violation or hint renders in every
language, the English renderer gives the core's own sentence, and Spanish keeps no English."""

from __future__ import annotations

import re

from puzzlegui.core.model import AnyPuzzleType, Hint, Violation
from puzzlegui.core.text.en import ENGLISH
from puzzlegui.core.text.es import SPANISH

ENGLISH_WORDS = re.compile(
    r"\b(the|and|or|row|column|cells?|is|at|of|so|with|from|to|bridges?|walls?|islands?|only|"
    r"none|fits|remove|rectangles?|cages?|clues?|digits?|level|solution|every|would|can|must|"
    r"needs?|there|its|but|more|than|ways?|region|pencil|marks?|group|groups|one|two)\b",
    re.IGNORECASE,
)
"""Words of the English sentences that never appear in Spanish ones."""


def english_left(text: str) -> list[str]:
    """The tell-tale English words in `text`."""
    return ENGLISH_WORDS.findall(text)


def violation_reads(violation: Violation) -> str:
    """The violation's Spanish message, after checking that English renders its message and
    that the Spanish keeps no English word."""
    assert ENGLISH.violation(violation.code, violation.params) == violation.message
    spanish = SPANISH.violation(violation.code, violation.params)
    assert not english_left(spanish), f"{violation.code}: English in {spanish!r}"
    return spanish


def hint_reads(ptype: AnyPuzzleType, hint: Hint) -> str:
    """The hint's Spanish sentence, after the same checks."""
    assert ENGLISH.hint(ptype.name, hint.rule, hint.params) == hint.text
    spanish = SPANISH.hint(ptype.name, hint.rule, hint.params)
    assert not english_left(spanish), f"{ptype.name} {hint.rule}: English in {spanish!r}"
    return spanish
