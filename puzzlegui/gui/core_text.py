"""The core's texts in the player's language: violations, hint sentences, rules, levels.

The core keeps one English table per type, keyed by a stable code (`Violation.code`, `Hint.rule`)
with `{param}` fields. This module holds the Spanish tables and renders from code and params;
for English, or a key a table lacks, the core's own text is used.
Params that are English phrases ("row 3, column 5", "from ... to ...") are translated by pattern.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from puzzlegui.core import hint_names
from puzzlegui.core.model import AnyPuzzleType, Hint, Violation

from . import i18n

VIOLATIONS_ES: dict[str, str] = {
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
}

HINTS_ES: dict[str, dict[str, str]] = {
    "shikaku": {
        "broken-rule": "{why} Borra el rectángulo {rect}.",
        "not-in-solution": "El rectángulo {rect} no forma parte de la solución; bórralo.",
        "one-fit": "La pista {number} en {where} solo cabe en un rectángulo, {rect}: cualquier "
        "otro rectángulo de {number} casillas que la contenga saldría de la cuadrícula, "
        "incluiría otro número o cruzaría un rectángulo ya dibujado.",
        "shared-cells": "La pista {number} en {where} solo puede ser el rectángulo {rect}: "
        "cualquier forma de dibujar {others} cubre {cells}.",
        "only-clue": "La pista {number} en {where} debe ser el rectángulo {rect}: ningún otro "
        "número alcanza {cells}, y solo ese rectángulo lo cubre.",
        "chain": "Reduce primero {others}: quita cada rectángulo que cruce casillas que otro "
        "número debe cubrir o que deje fuera una casilla que solo su número alcanza, y repite; "
        "entonces la pista {number} en {where} solo puede ser el rectángulo {rect}.",
        "two-way-trial": "Hechas las reglas más fáciles, a la pista {number} en {where} le "
        "quedan dos rectángulos; el rectángulo {other_rect} dejaría {trouble}, así que debe ser "
        "el rectángulo {rect}.",
        "trial-elimination": "Prueba cada rectángulo que le queda a cada número y quita los "
        "que hacen fallar la cadena, como con {others}; vuelve a encadenar y repite: la pista "
        "{number} en {where} solo puede ser el rectángulo {rect}.",
        "from-solution": "Ninguna regla encuentra el siguiente rectángulo; la solución tiene "
        "{rect} para la pista {number} en {where}.",
    },
    "nurikabe": {
        "broken-rule": "{why} La marca en {cell} es errónea; bórrala.",
        "wrong-wall": "El muro en {cell} no está en la solución.",
        "wrong-dot": "El punto en {cell} es un error: la solución tiene un muro ahí.",
        "complete-island": "La isla del {number} en {where} está completa, así que las casillas "
        "libres a su alrededor, como {cell}, son muro.",
        "between-clues": "La casilla libre en {cell} toca las islas de las pistas en {where} y "
        "{other}, que no pueden unirse, así que es muro.",
        "join-too-large": "La casilla libre en {cell} uniría a la isla del {number} en {where} "
        "más casillas de las que admite, así que es muro.",
        "unreachable": "Ninguna pista puede llegar a {cell} con las casillas que le faltan, así "
        "que es muro.",
        "island-one-way": "A la isla del {number} en {where} le faltan {missing} casilla(s) y "
        "solo puede crecer por {cell}.",
        "dot-one-way": "Las casillas de isla en {where} deben llegar a una pista y solo pueden "
        "salir por {cell}.",
        "walls-one-way": "Los muros en {where} deben unirse a los demás y solo pueden salir por "
        "{cell}.",
        "pool-2x2": "Los muros en {where} formarían un bloque de 2x2 con {cell}, así que es "
        "casilla de isla.",
        "island-must-use": "Todas las formas de completar la isla del {number} en {where} usan "
        "{cell}, así que es casilla de isla.",
        "island-borders": "Todas las formas de completar la isla del {number} en {where} tocan "
        "{cell}, así que es muro.",
        "no-shape-reaches": "Ninguna forma de completar una isla cubre {cell}, así que es muro.",
        "wall-cut": "Sin {cell}, los muros en {where} no podrían unirse a los demás, así que es "
        "muro.",
        "wall-pocket": "Ningún muro puede llegar a {cell} sin cruzar una isla, así que es casilla "
        "de isla.",
        "wall-count": "Solo hacen falta {count} muros y justo esas casillas pueden unirse a "
        "ellos, así que {cell} y las demás libres entre ellas son muro.",
        "far-from-walls": "Solo faltan {count} muro(s), y {cell} está más lejos que eso de todo "
        "lugar que debe tener un muro, así que es casilla de isla.",
        "wall-span-wall": "Unos muros unidos que llegan a p filas y q columnas necesitan p + q - 1 "
        "casillas, y el puzle solo tiene {count} muros: ninguna forma de isla que quepa con ellos "
        "llega a {cell}, así que es muro.",
        "wall-span-island": "Unos muros unidos que llegan a p filas y q columnas necesitan "
        "p + q - 1 casillas, y el puzle solo tiene {count} muros: la única forma de isla que cabe "
        "con ellos llena su caja, así que {cell} es casilla de isla.",
        "trial-wall": "Si {cell} fuera casilla de isla, las reglas llevarían pronto a una "
        "contradicción, así que es muro.",
        "trial-island": "Si {cell} fuera muro, las reglas llevarían pronto a una contradicción, "
        "así que es casilla de isla.",
        "deep-trial-wall": "Si {cell} fuera casilla de isla, seguir todas las reglas hasta el "
        "final lleva a una contradicción, así que es muro.",
        "deep-trial-island": "Si {cell} fuera muro, seguir todas las reglas hasta el final lleva "
        "a una contradicción, así que es casilla de isla.",
        "cases-wall": "La isla del {number} en {where} puede completarse de {count} maneras; "
        "siguiendo las reglas, todas las que no llevan a una contradicción hacen de {cell} un "
        "muro.",
        "cases-island": "La isla del {number} en {where} puede completarse de {count} maneras; "
        "siguiendo las reglas, todas las que no llevan a una contradicción hacen de {cell} una "
        "casilla de isla.",
        "from-solution-wall": "Ninguna regla de la escalera encuentra el siguiente paso; la "
        "solución tiene un muro en {cell}.",
        "from-solution-island": "Ninguna regla de la escalera encuentra el siguiente paso; la "
        "solución tiene una casilla de isla en {cell}.",
    },
    "logi5": {
        "broken-rule": "{why} Borra el {digit} en {where}.",
        "wrong-digit": "El {digit} en {where} no está en la solución.",
        "marks-miss-digit": "Las marcas a lápiz en {where} no incluyen el dígito que va ahí.",
        "hidden-single-region": "En la región {region}, el {digit} solo cabe en {where}: "
        "cada otra casilla está llena o ve un {digit} ({cells}).",
        "hidden-single-row": "En la fila {line}, el {digit} solo cabe en {where}: "
        "cada otra casilla está llena o ve un {digit} ({cells}).",
        "hidden-single-column": "En la columna {line}, el {digit} solo cabe en {where}: "
        "cada otra casilla está llena o ve un {digit} ({cells}).",
        "naked-single": "Solo el {digit} cabe en {where}: todos los demás dígitos ya están en "
        "su fila, columna o región.",
        "pointing": "En la región {region}, el {digit} debe ir en {line}, así que quita el "
        "candidato {digit} de {targets}.",
        "claiming": "En {line}, el {digit} debe ir en la región {region}, así que quita el "
        "candidato {digit} de {targets}.",
        "naked-pair": "{cells} solo admiten {digits} entre ellas, así que quita {digits} del "
        "resto de {house}: {targets}.",
        "naked-triple": "{cells} solo admiten {digits} entre ellas, así que quita {digits} del "
        "resto de {house}: {targets}.",
        "hidden-pair": "En {house}, {digits} solo caben en {cells}, así que quita sus otros "
        "candidatos.",
        "hidden-triple": "En {house}, {digits} solo caben en {cells}, así que quita sus otros "
        "candidatos.",
        "contradiction": "Si {where} tuviera {digit}, los singles pronto dejarían alguna casilla "
        "o dígito sin sitio, así que quita el candidato {digit} de ahí.",
        "from-solution": "Ninguna regla de la escalera encuentra el siguiente paso; la solución "
        "tiene {digit} en {where}.",
    },
    "calcudoku": {
        "broken-rule": "{message} El {digit} en {where} está mal: bórralo.",
        "wrong-digit": "El {digit} en {where} no está en la solución.",
        "wrong-marks": "Las marcas a lápiz en {where} no incluyen el dígito que necesita esta "
        "casilla.",
        "single-cell-cage": "La jaula en {where} tiene una casilla, así que lleva su resultado "
        "{digit}.",
        "cage-forces-digit": "La jaula {clue} en {cage} se puede formar {ways}, y toda forma pone "
        "{digit} en {target}.",
        "cage-fillings": "La jaula {clue} en {cage} se puede formar {ways}, así que quita "
        "{removed}.",
        "single-candidate": "El único dígito que queda para {where} es {digit}: su fila, su "
        "columna y los pasos anteriores descartan todos los demás.",
        "hidden-single": "En {house}, el {digit} solo cabe en {where}.",
        "naked-pair": "En {house}, {cells} solo admiten {digits} entre ellas, así que quita "
        "{removed}.",
        "naked-triple": "En {house}, {cells} solo admiten {digits} entre ellas, así que quita "
        "{removed}.",
        "hidden-pair": "En {house}, {digits} solo caben en {cells}, así que quita {removed}.",
        "hidden-triple": "En {house}, {digits} solo caben en {cells}, así que quita {removed}.",
        "cage-line": "La jaula {clue} en {cage} se puede formar {ways}, y toda forma pone "
        "{digits} de {house} dentro de la jaula, así que quita {digits} de {cells}.",
        "contradiction": "Escribir {digit} en {where} lleva a una contradicción: los singles y "
        "rellenos de jaula que siguen dejan alguna casilla o jaula sin nada, así que quita "
        "{digit} de ahí.",
        "from-solution": "Ninguna regla encuentra el siguiente paso; la solución tiene {digit} "
        "en {where}.",
    },
    "hashi": {
        "broken-rule": "{why} Quita el puente entre {a} y {b}.",
        "wrong-bridge": "El puente entre {a} y {b} no está en la solución.",
        "too-many": "La solución tiene menos puentes entre {a} y {b}.",
        "wrong-mark": "La solución tiene un puente entre {a} y {b}; quita la marca.",
        "island-finished": "El {number} en {where} tiene todos sus puentes, así que ninguno más "
        "puede llegarle.",
        "capacity": "Al {number} en {where} solo le caben unos pocos puentes más, así que algunos "
        "de sus vecinos pueden recibir menos; {then}",
        "island-full": "El {number} en {where} necesita todos los puentes que sus vecinos aún "
        "pueden aceptar.",
        "every-direction": "El {number} en {where} necesita más de lo que sus otros enlaces "
        "pueden llevar, así que envía al menos un puente en cada una de sus {open} direcciones "
        "abiertas.",
        "island-spread": "El {number} en {where} no puede llegar a su número sin más puentes en "
        "este enlace.",
        "crossing": "El puente entre {a} y {b} cierra el paso entre {c} y {d}.",
        "isolation": "{count} puente(s) entre {a} y {b} aislarían un grupo de {size} islas del "
        "resto; {then}",
        "connection": "Sin un puente entre {a} y {b} las islas quedarían divididas en dos partes "
        "que nunca se podrían unir.",
        "trial": "Con {count} puente(s) entre {a} y {b} las reglas pronto llevan a una "
        "contradicción; {then}",
        "from-solution": "Ninguna regla de la escalera encuentra el siguiente paso; la solución "
        "tiene {count} puente(s) entre {a} y {b}.",
        "then-bridges": "así que {a} y {b} reciben {count} puente(s).",
        "then-none": "así que no hay puente entre {a} y {b}.",
    },
}

RULES_ES: dict[str, str] = {
    "hashi": "Une las islas con puentes horizontales y verticales de modo que cada isla tenga "
    "tantos puentes como indica su número. Como mucho dos puentes unen un par de islas, los "
    "puentes nunca se cruzan y todas las islas quedan conectadas.",
    "nurikabe": "Sombrea muros de modo que cada número esté en una isla de exactamente esa "
    "cantidad de casillas, cada isla tenga un solo número, todos los muros estén unidos y "
    "ningún bloque de 2x2 sea todo muro.",
    "shikaku": "Divide la cuadrícula en rectángulos siguiendo sus líneas. Cada rectángulo "
    "contiene exactamente un número, y ese número es su área en casillas.",
    "calcudoku": "Escribe un dígito del 1 al N en cada casilla sin repetir dígitos en una fila "
    "o columna. Los dígitos de cada jaula dan su resultado con su operación: + suma, * "
    "producto, - el mayor menos los demás, / el mayor dividido por el menor.",
    "logi5": "Escribe un dígito del 1 al N en cada casilla. Ningún dígito puede repetirse en "
    "una fila, una columna o una de las regiones marcadas. Los dígitos dados no cambian.",
}

WORDS_ES: dict[str, str] = {
    "easy": "fácil",
    "medium": "media",
    "hard": "difícil",
    "tricky": "complicada",
    "fiendish": "diabólica",
    "extreme": "extrema",
    "unreasonable": "irrazonable",
    "expert": "experta",
    "default": "predeterminado",
    "seed": "semilla",
    "stochastic": "estocástica",
    "backtracking": "vuelta atrás",
}

LEVELS_ES: dict[str, str] = {
    "complete island": "isla completa",
    "between islands": "entre islas",
    "unreachable": "inalcanzable",
    "one way out": "una sola salida",
    "no 2x2 pool": "sin bloques de 2x2",
    "island shapes": "formas de isla",
    "wall connectivity": "conexión de muros",
    "short trial": "prueba corta",
    "deep trial": "prueba profunda",
    "island cases": "casos de isla",
    "one fit": "un solo encaje",
    "chain": "cadena",
    "shared cells": "casillas compartidas",
    "only clue": "única pista",
    "two-way trial": "prueba de dos caminos",
    "trial elimination": "eliminación por prueba",
    "needs guessing": "hay que adivinar",
    "hidden single in a region": "único escondido en una región",
    "single in a row, column or cell": "único en una fila, columna o casilla",
    "region and line intersection": "cruce de región y línea",
    "pairs and triples": "parejas y tríos",
    "trial and contradiction": "prueba y contradicción",
    "island full": "isla llena",
    "island spread": "isla repartida",
    "isolation": "aislamiento",
    "connection": "conexión",
    "trial": "prueba",
    "single-cell cage": "jaula de una casilla",
    "cage fillings": "rellenos de jaula",
    "single candidate": "candidato único",
    "hidden single": "único escondido",
    "cage in one line": "jaula en una línea",
    "contradiction": "contradicción",
}

RULE_NAMES_ES: dict[str, str] = {
    "broken rule": "regla rota",
    "wrong bridge": "puente erróneo",
    "too many bridges": "demasiados puentes",
    "wrong marker": "marca errónea",
    "island finished": "isla terminada",
    "island capacity": "capacidad de la isla",
    "every direction": "en todas las direcciones",
    "crossing": "cruce",
    "from the solution": "de la solución",
    "wrong wall": "muro erróneo",
    "wrong dot": "punto erróneo",
    "join too large": "unión demasiado grande",
    "island's one way out": "única salida de la isla",
    "dot's one way out": "única salida del punto",
    "walls' one way out": "única salida de los muros",
    "island must use": "casillas que la isla debe usar",
    "island borders": "bordes de la isla",
    "no shape reaches": "ninguna forma llega",
    "wall cut": "corte de muros",
    "wall pocket": "bolsa de muros",
    "wall count": "cuenta de muros",
    "far from the walls": "lejos de los muros",
    "wall span": "extensión de los muros",
    "wrong rectangle": "rectángulo erróneo",
    "wrong digit": "dígito erróneo",
    "wrong pencil marks": "marcas de lápiz erróneas",
    "cage forces a digit": "la jaula fuerza un dígito",
    "naked pair": "pareja desnuda",
    "naked triple": "trío desnudo",
    "hidden pair": "pareja escondida",
    "hidden triple": "trío escondido",
    "hidden single in a row": "único escondido en una fila",
    "hidden single in a column": "único escondido en una columna",
    "pointing": "señalamiento",
    "claiming": "reclamo",
    "no solution": "sin solución",
    "several solutions": "varias soluciones",
    "solver still working": "el resolvedor sigue trabajando",
}
"""Rule names (a hint's title) that are not also level names (LEVELS_ES has those)."""

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

_PHRASES: Sequence[tuple[re.Pattern[str], str]] = [
    # Whole sentences some hints nest in a param (Hashi's {then}).
    (
        re.compile(r"^so (.+) and (.+) get (\d+) bridge\(s\)\.$"),
        r"así que \1 y \2 reciben \3 puente(s).",
    ),
    (
        re.compile(r"^so there is no bridge between (.+) and (.+)\.$"),
        r"así que no hay puente entre \1 y \2.",
    ),
    # Phrases Shikaku's hints nest in {others}, {cells} and {trouble} (shikaku/phrases.py).
    (re.compile(r"\bthe (\d+) at "), r"la pista \1 en "),
    (re.compile(r"\bthe cells from (.+?) to (.+?)(?=,|$)"), r"las casillas de \1 a \2"),
    (re.compile(r"(\d+) more cells\b"), r"\1 casillas más"),
    (re.compile(r" both needing "), " necesitando ambas "),
    (re.compile(r" with no rectangle at all"), " sin ningún rectángulo"),
    (re.compile(r" out of reach of every number"), " fuera del alcance de todos los números"),
    (re.compile(r"^some number with no way to fit$"), "algún número sin forma de encajar"),
    (
        re.compile(r", which only (.+?) can reach, too far apart for one of its rectangles"),
        r", que solo \1 alcanza, demasiado separadas para uno de sus rectángulos",
    ),
    (re.compile(r"\bfrom (.+?) to (.+)$"), r"de \1 a \2"),
    (re.compile(r"\brow (\d+)"), r"fila \1"),
    (re.compile(r"\bcolumn (\d+)"), r"columna \1"),
    (re.compile(r"\bregion (\w+)"), r"región \1"),
    (re.compile(r"\bthe cage\b"), "la jaula"),
    (re.compile(r" and "), " y "),
    (re.compile(r" or "), " o "),
    (re.compile(r"\bfrom\b"), "de"),
    (re.compile(r"^none$"), "ninguna"),
    # Calcudoku's {ways}: "only with {1, 2} or {3}", "in only 12 ways".
    (re.compile(r"^only with "), "solo con "),
    (re.compile(r"^in only (\d+) ways$"), r"solo de \1 formas"),
]


def spanish_phrase(text: str) -> str:
    """An English param phrase ("row 3, column 5 and row 3, column 6") in Spanish."""
    for pattern, replacement in _PHRASES:
        text = pattern.sub(replacement, text)
    return text


def _fill(template: str, params: Mapping[str, Any], extra: Mapping[str, str]) -> str | None:
    values = {k: spanish_phrase(v) if isinstance(v, str) else v for k, v in params.items()}
    values.update(extra)
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError):
        return None


def violation_text(violation: Violation) -> str:
    """A violation's message in the player's language."""
    template = VIOLATIONS_ES.get(violation.code) if i18n.is_spanish() else None
    if template is None:
        return violation.message
    return _fill(template, violation.params, {}) or violation.message


def hint_text(ptype: AnyPuzzleType, hint: Hint, violations: Sequence[Violation] = ()) -> str:
    """A hint's sentence in the player's language; `violations` render a quoted rule message."""
    table = {**HINTS_ES.get(ptype.name, {}), **STATUS_ES}
    template = table.get(hint.rule) if i18n.is_spanish() else None
    if template is None:
        return hint.text
    extra: dict[str, str] = {}
    for key in ("why", "message"):  # these params quote a violation's English message
        quoted = hint.params.get(key)
        if isinstance(quoted, str):
            found = next((v for v in violations if v.message == quoted), None)
            extra[key] = violation_text(found) if found is not None else quoted
    return _fill(template, hint.params, extra) or hint.text


def rules_text(ptype: AnyPuzzleType) -> str:
    """A type's rules in the player's language."""
    if i18n.is_spanish():
        return RULES_ES.get(ptype.name, ptype.rules_text)
    return ptype.rules_text


def word(text: str) -> str:
    """A difficulty, strategy or grade (a ladder level's name) from the core in the player's
    language."""
    if i18n.is_spanish():
        return WORDS_ES.get(text) or LEVELS_ES.get(text, text)
    return text


def rule_title(ptype: AnyPuzzleType, hint: Hint) -> str:
    """A hint's title, its own rule's name and level, in the player's language."""
    english = hint_names.rule_name(ptype, hint.rule)
    if not i18n.is_spanish():
        return hint_names.title(ptype, hint)
    name = RULE_NAMES_ES.get(english) or LEVELS_ES.get(english, english)
    if hint.level >= 1 and not hint.from_solution:
        return f"Nivel {hint.level}: {name}"
    return name[0].upper() + name[1:]


def menu_word(text: str) -> str:
    """A difficulty name as a menu shows it: translated, with a capital first letter."""
    translated = word(text)
    return translated[:1].upper() + translated[1:]


def level_name(ptype: AnyPuzzleType, level: int, english: str) -> str:
    """The name of a hint level (1-based) of a type in the player's language."""
    if i18n.is_spanish():
        return LEVELS_ES.get(english, english)
    return english
