"""One renderer, any language: a message's template looked up by its code in the language's
tables, its params rendered by the language's small functions (a cell, a list, a rectangle, a
house, a nested phrase). en.py and es.py are the two languages."""

from __future__ import annotations

import string
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any

from .values import Cell, Digits, DigitSet, House, Listed, Phrase, Place, Places, Span


class MissingText(KeyError):
    """A language has no template for a code the core sent."""


class Language(ABC):
    """A language's tables (templates by code) and the small functions that name things.

    Subclasses give `message` (violations and nested phrases, by dotted code), `hint_sentence`
    (a type's hint sentences and the status answers, by rule) and the naming functions."""

    code = ""
    level_word = ""

    @abstractmethod
    def message(self, code: str) -> str | None:
        """The template of a violation or a nested phrase ('hashi.crossing-bridges')."""

    @abstractmethod
    def hint_sentence(self, type_name: str, rule: str) -> str | None:
        """The template of hint `rule` of the type `type_name` (or of a status answer)."""

    @abstractmethod
    def rule_name(self, english: str) -> str:
        """A hint rule's or ladder level's name (a title) from its English name."""

    @abstractmethod
    def cell(self, cell: Cell) -> str:
        """'row 3, column 5' (1-based)."""

    @abstractmethod
    def join(self, words: Sequence[str], how: str) -> str:
        """'a, b and c' (how 'and'), 'a or b' (how 'or'), 'a; b' (how ';'); none when empty."""

    @abstractmethod
    def span(self, first: str, last: str) -> str:
        """A rectangle from its two named corners."""

    @abstractmethod
    def house(self, kind: str, label: str) -> str:
        """'row 3', 'column 2', 'region B'."""

    def cells(self, names: Sequence[str]) -> str:
        """Cells listed: 'a and b'; from three on, each name holding a comma of its own, with
        semicolons between them ('a; b and c'), so that a row is not read as the last cell's."""
        if len(names) < 3:
            return self.join(names, "and")
        return self.join(["; ".join(names[:-1]), names[-1]], "and")

    def value(self, value: Any) -> str:
        """One param as this language says it."""
        if isinstance(value, Place):
            return self.cell(value.cell)
        if isinstance(value, Places):
            return self.cells([self.cell(c) for c in value.cells])
        if isinstance(value, Span):
            return self.span(self.cell(value.first), self.cell(value.last))
        if isinstance(value, Digits):
            return self.join([str(d) for d in value.digits], "and")
        if isinstance(value, DigitSet):
            return "{" + ", ".join(map(str, value.digits)) + "}"
        if isinstance(value, House):
            return self.house(value.kind, str(value.label))
        if isinstance(value, Listed):
            return self.join([self.value(v) for v in value.items], value.how)
        if isinstance(value, Phrase):
            return self.fill(self._template(self.message(value.code), value.code), value.params)
        return str(value)

    def fill(self, template: str, params: Mapping[str, Any]) -> str:
        """`template` with its fields rendered from `params` (MissingText if one is absent)."""
        wanted = {name for _, name, _, _ in string.Formatter().parse(template) if name}
        absent = wanted - set(params)
        if absent:
            raise MissingText(f"{self.code}: no param {sorted(absent)} for {template!r}")
        return template.format(**{k: self.value(params[k]) for k in wanted})

    def sentence(self, template: str, params: Mapping[str, Any]) -> str:
        """A whole sentence: filled, with a capital first letter."""
        text = self.fill(template, params)
        return text[:1].upper() + text[1:]

    def violation(self, code: str, params: Mapping[str, Any]) -> str:
        """A violation's message."""
        return self.sentence(self._template(self.message(code), code), params)

    def hint(self, type_name: str, rule: str, params: Mapping[str, Any]) -> str:
        """A hint's sentence."""
        template = self._template(self.hint_sentence(type_name, rule), f"{type_name} hint {rule}")
        return self.sentence(template, params)

    def title(self, english_name: str, level: int, from_solution: bool) -> str:
        """'Level 3: hidden single', or the bare name (capitalised) for a status or a step of
        the solution."""
        name = self.rule_name(english_name)
        if level >= 1 and not from_solution:
            return f"{self.level_word} {level}: {name}"
        return name[:1].upper() + name[1:]

    def _template(self, found: str | None, what: str) -> str:
        if found is None:
            raise MissingText(f"{self.code}: no template for {what}")
        return found
