"""A hint's title: its own rule's name and level, from the `RULE_NAMES` table of the type's
hints module (and answers.py's for the status answers), never the label of the ladder level
the rule happens to sit on."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from puzzlegui.core import answers
from puzzlegui.core.model import AnyPuzzleType, Hint


def rule_names(ptype: AnyPuzzleType) -> Mapping[str, str]:
    """Every rule key of `ptype`'s hints -> its English name, and the status answers'."""
    return {**ptype.rule_names, **answers.RULE_NAMES}


def rule_name(ptype: Any, rule: str) -> str:
    """The English name of one rule (the key, spaced, when the table lacks it)."""
    return rule_names(ptype).get(rule, rule.replace("-", " "))


def title(ptype: Any, hint: Hint) -> str:
    """'Level 3: hidden single', or the bare name for a status answer or a step of the solution."""
    name = rule_name(ptype, hint.rule)
    if hint.level >= 1 and not hint.from_solution:
        return f"Level {hint.level}: {name}"
    return name[0].upper() + name[1:]
