"""Spanish: every template of the core's messages by code, and the small functions that name
cells, lists, rectangles and houses. Hint sentences are in es_hints.py, names in es_names.py."""

from __future__ import annotations

from collections.abc import Sequence

from .es_hints import HINTS_ES
from .es_names import LEVELS_ES, RULE_NAMES_ES
from .render import Language
from .values import Cell

MESSAGES_ES: dict[str, str] = {
    # Violations.
    "calcudoku.digit-out-of-range": "El dígito {digit} en {where} está fuera de rango (1 a {n}).",
    "calcudoku.row-repeat": "El dígito {digit} aparece más de una vez en la fila {line}.",
    "calcudoku.column-repeat": "El dígito {digit} aparece más de una vez en la columna {line}.",
    "calcudoku.cage-wrong": "La jaula {clue} en {where} no da su resultado.",
    "calcudoku.cage-impossible": "La jaula {clue} en {where} ya no puede dar su resultado.",
    "hashi.too-many-bridges": "La isla en {cell} tiene {count} puentes pero su número es {number}.",
    "hashi.too-few-bridges": "La isla en {cell} necesita {number} puentes pero puede alcanzar "
    "como mucho {most}.",
    "hashi.crossing-bridges": "El puente de {a} a {b} cruza el puente de {c} a {d}.",
    "hashi.more-than-two": "Hay {count} puentes entre {a} y {b}; como mucho dos pueden unir "
    "un par de islas.",
    "hashi.closed-group": "El grupo de {size} islas alrededor de {cell} está terminado pero "
    "aislado de las demás islas.",
    "hashi.not-connected": "Todas las islas tienen sus puentes, pero forman {groups} grupos "
    "separados en lugar de uno.",
    "hashi.missing-bridges": "La isla en {cell} tiene {count} puentes pero su número es {number}.",
    "logi5.row-repeat": "El dígito {digit} aparece más de una vez en la fila {line}.",
    "logi5.column-repeat": "El dígito {digit} aparece más de una vez en la columna {line}.",
    "logi5.region-repeat": "El dígito {digit} aparece más de una vez en la región {region}.",
    "logi5.given-changed": "Se cambió el dato {given} en {where}.",
    "logi5.digit-out-of-range": "El dígito {digit} en {where} está fuera de rango (1 a {n}).",
    "nurikabe.pool-2x2": "Los muros en {where} y sus tres vecinos forman un bloque de 2x2.",
    "nurikabe.island-two-clues": "La isla que pasa por {where} contiene {count} pistas.",
    "nurikabe.island-too-large": "La isla de la pista {clue} en {where} tiene {size} casillas.",
    "nurikabe.island-too-small": "Las {size} casillas encerradas alrededor de {where} no "
    "pueden contener islas de {total} casillas.",
    "nurikabe.island-without-clue": "Las casillas de isla alrededor de {where} están aisladas "
    "de toda pista.",
    "nurikabe.walls-divided": "Los muros alrededor de {where} ya no pueden unirse a los demás.",
    "shikaku.overlap": "Los rectángulos {first} y {second} se solapan.",
    "shikaku.no-clue": "El rectángulo {rect} no contiene ninguna pista.",
    "shikaku.several-clues": "El rectángulo {rect} contiene {count} pistas, no una.",
    "shikaku.wrong-area": "El rectángulo {rect} tiene {area} casillas pero su pista en {where} "
    "es {number}.",
    "shikaku.uncovered": "{count} casilla(s) no están en ningún rectángulo; la primera en {where}.",
    # Phrases the params nest: Hashi's {then}.
    "hashi.then-bridges": "así que {a} y {b} reciben {count} puente(s).",
    "hashi.then-none": "así que no hay puente entre {a} y {b}.",
    # Shikaku's clues, cell lists and why a trial fails (shikaku/phrases.py).
    "shikaku.clue": "la pista {number} en {where}",
    "shikaku.cells-block": "las casillas de {first} a {last}",
    "shikaku.cells-more": "{cells} y {count} casillas más",
    "shikaku.trouble-clash": "{a} y {b} necesitando ambas {cells}",
    "shikaku.trouble-no-room": "{a} sin ningún rectángulo",
    "shikaku.trouble-unreached": "{cells} fuera del alcance de todos los números",
    "shikaku.trouble-other": "algún número sin forma de encajar",
    "shikaku.trouble-split": "{cells}, que solo {a} alcanza, demasiado separadas para uno de "
    "sus rectángulos",
    # Calcudoku's ways to make a cage and the candidates a step removes.
    "calcudoku.ways-few": "solo con {sets}",
    "calcudoku.ways-many": "solo de {count} formas",
    "calcudoku.removal": "{digits} de {cells}",
}
"""Violations and nested phrases, by dotted code."""

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


class Spanish(Language):
    """Spanish, from the tables above."""

    code = "es"
    level_word = "Nivel"

    def message(self, code: str) -> str | None:
        return MESSAGES_ES.get(code)

    def hint_sentence(self, type_name: str, rule: str) -> str | None:
        return HINTS_ES.get(type_name, {}).get(rule) or STATUS_ES.get(rule)

    def rule_name(self, english: str) -> str:
        return RULE_NAMES_ES.get(english) or LEVELS_ES.get(english, english)

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
