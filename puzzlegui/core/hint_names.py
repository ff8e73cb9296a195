"""A hint's title: its own rule's name and level, from the `RULE_NAMES` table of the type's
hints module (and answers.py's for the status answers), never the label of the ladder level
the rule happens to sit on."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from puzzlegui.core import answers
from puzzlegui.core.model import AnyPuzzleType, Hint


def rule_names(kind: AnyPuzzleType) -> Mapping[str, str]:
    """Every rule key of `kind`'s hints -> its English name, and the status answers'."""
    return {**kind.rule_names, **answers.RULE_NAMES}


def rule_name(kind: Any, rule: str) -> str:
    """The English name of one rule (the key, spaced, when the table lacks it)."""
    return rule_names(kind).get(rule, rule.replace("-", " "))


def title(kind: Any, hint: Hint) -> str:
    """'Level 3: hidden single', or the bare name for a status answer or a step of the solution."""
    name = rule_name(kind, hint.rule)
    if hint.level >= 1 and not hint.from_solution:
        return f"Level {hint.level}: {name}"
    return name[0].upper() + name[1:]
