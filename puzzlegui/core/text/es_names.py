"""The Spanish names the player shows beside the core's messages: each type's rules, the
difficulty, strategy and ladder level names, and the hint rules' names (a hint's title)."""

from __future__ import annotations

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
