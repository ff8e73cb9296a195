"""Spanish: the renderer over each type's own Spanish tables (core/<type>/texts_es.py, the
type's `translations["es"]`), the status answers' sentences, the names several types share
(es_names.py), and the small functions that name cells, lists, rectangles and houses."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from puzzlegui.core import registry
from puzzlegui.core.model import Translation

from .es_names import NAMES_ES
from .render import Language
from .values import Cell

STATUS_ES: dict[str, str] = {
    "no-solution": "Este tablero no tiene solución: ninguna forma de llenarlo cumple todas las "
    "reglas, así que ningún paso puede llevar al final.",
    "several-solutions": "Este tablero tiene más de una solución, así que ningún paso se puede "
    "demostrar: las reglas solas no pueden saber cuál estás construyendo.",
    "still-solving": "Ninguna regla encuentra el siguiente paso desde aquí y la solución aún "
    "no se conoce: el resolvedor sigue trabajando en este tablero. Vuelve a pedir en un "
    "momento.",
}
"""The Spanish of answers.TEXTS, the answers that speak of the board rather than a step."""


def translation(type_name: str) -> Translation | None:
    """The Spanish a registered type declares, None for a name the registry lacks."""
    if registry.canonical(type_name) is None:
        return None
    return registry.get(type_name).translations.get("es")


@cache
def names() -> dict[str, str]:
    """Every level and rule name's Spanish, by English name: the types' own and the shared."""
    found = dict(NAMES_ES)
    for ptype in registry.all_types():
        spanish = ptype.translations.get("es")
        found.update(spanish.names if spanish is not None else {})
    return found


class Spanish(Language):
    """Spanish, from the types' tables and the ones above."""

    code = "es"
    level_word = "Nivel"

    def message(self, code: str) -> str | None:
        spanish = translation(code.split(".")[0])
        return None if spanish is None else spanish.messages.get(code)

    def hint_sentence(self, type_name: str, rule: str) -> str | None:
        spanish = translation(type_name)
        own = spanish.hints.get(rule) if spanish is not None else None
        return own or STATUS_ES.get(rule)

    def rule_name(self, english: str) -> str:
        return names().get(english, english)

    def cell(self, cell: Cell) -> str:
        return f"fila {cell[0] + 1}, columna {cell[1] + 1}"

    def join(self, words: Sequence[str], how: str) -> str:
        if not words:
            return "ninguna"
        if how != "and":
            return "; ".join(words) if how == ";" else " o ".join(words)
        if len(words) == 1:
            return words[0]
        return ", ".join(words[:-1]) + " y " + words[-1]

    def span(self, first: str, last: str) -> str:
        return f"de {first} a {last}"

    def house(self, kind: str, label: str) -> str:
        return f"{HOUSES_ES[kind]} {label}"


HOUSES_ES = {"row": "fila", "column": "columna", "region": "región"}

SPANISH = Spanish()
