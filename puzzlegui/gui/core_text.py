"""The core's texts in the player's language. The core renders them (core/text: one table of
templates per language, keyed by the codes violations and hints carry); the player only picks
the language."""

from __future__ import annotations

from puzzlegui.core import hint_names
from puzzlegui.core.model import AnyPuzzleType, Hint, Violation
from puzzlegui.core.text.en import ENGLISH
from puzzlegui.core.text.es import SPANISH, names
from puzzlegui.core.text.es_names import WORDS_ES
from puzzlegui.core.text.render import Language, MissingText

from . import i18n


def language() -> Language:
    """The renderer of the player's language."""
    return SPANISH if i18n.is_spanish() else ENGLISH


def violation_text(violation: Violation) -> str:
    """A violation's message in the player's language."""
    try:
        return language().violation(violation.code, violation.params)
    except MissingText:  # a code with no template (tests/core/text/test_texts.py forbids it)
        return violation.message


def hint_text(ptype: AnyPuzzleType, hint: Hint) -> str:
    """A hint's sentence in the player's language (a violation it quotes included)."""
    try:
        return language().hint(ptype.name, hint.rule, hint.params)
    except MissingText:  # a rule with no template (tests/core/text/test_texts.py forbids it)
        return hint.text


def substep_texts(hint: Hint) -> list[tuple[int, str]]:
    """The sentences of the chain behind a hint (a trial's sub-steps), in the player's
    language, each with its depth inside the cases of a split (model.SubStep)."""
    found = []
    for step in hint.substeps:
        try:
            text = language().value(step.phrase)
        except MissingText:  # a code with no template (tests/core/text/test_texts.py forbids it)
            text = str(step.phrase)
        found.append((step.depth, text[:1].upper() + text[1:]))
    return found


def rules_text(ptype: AnyPuzzleType) -> str:
    """A type's rules in the player's language."""
    spanish = ptype.translations.get("es") if i18n.is_spanish() else None
    return ptype.rules_text if spanish is None else spanish.rules


def word(text: str) -> str:
    """A difficulty, strategy or grade (a ladder level's name) from the core in the player's
    language."""
    if i18n.is_spanish():
        return WORDS_ES.get(text) or names().get(text, text)
    return text


def rule_title(ptype: AnyPuzzleType, hint: Hint) -> str:
    """A hint's title, its own rule's name and level, in the player's language."""
    english = hint_names.rule_name(ptype, hint.rule)
    return language().title(english, hint.level, hint.from_solution)


def rule_name(ptype: AnyPuzzleType, hint: Hint) -> str:
    """A hint's rule's name alone ('island full'), in the player's language."""
    return language().rule_name(hint_names.rule_name(ptype, hint.rule))


def menu_word(text: str) -> str:
    """A difficulty name as a menu shows it: translated, with a capital first letter."""
    translated = word(text)
    return translated[:1].upper() + translated[1:]
