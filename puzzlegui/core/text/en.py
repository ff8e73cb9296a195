"""English: the templates are each type's own tables (`PuzzleType.texts`) and answers.TEXTS;
this module adds the small functions that name cells, lists, rectangles and houses."""

from __future__ import annotations

from collections.abc import Sequence

from puzzlegui.core import answers, registry
from puzzlegui.core.model import AnyPuzzleType

from .render import Language
from .values import Cell


def _ptype(name: str) -> AnyPuzzleType | None:
    return registry.get(name) if registry.canonical(name) else None


class English(Language):
    """The core's own language: its sentences are what `Hint.text` and `Violation.message`
    hold."""

    code = "en"
    level_word = "Level"

    def message(self, code: str) -> str | None:
        ptype = _ptype(code.split(".")[0])
        return None if ptype is None else ptype.texts.messages.get(code)

    def hint_sentence(self, type_name: str, rule: str) -> str | None:
        found = _ptype(type_name)
        table = found.texts.hints if found is not None else {}
        return table.get(rule) or answers.TEXTS.get(rule)

    def rule_name(self, english: str) -> str:
        return english

    def cell(self, cell: Cell) -> str:
        return f"row {cell[0] + 1}, column {cell[1] + 1}"

    def join(self, words: Sequence[str], how: str) -> str:
        if not words:
            return "none"
        if how != "and":  # "a or b or c", as a cage's ways read; "a; b" for groups
            return f"{how} ".join(words) if how == ";" else f" {how} ".join(words)
        if len(words) == 1:
            return words[0]
        return ", ".join(words[:-1]) + f" {how} " + words[-1]

    def span(self, first: str, last: str) -> str:
        return f"from {first} to {last}"

    def house(self, kind: str, label: str) -> str:
        return f"{kind} {label}"


ENGLISH = English()
