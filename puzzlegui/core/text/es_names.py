"""Spanish names the player shows beside the core's messages that no one type owns: the
difficulty and strategy words, and the level and rule names several types share."""

from __future__ import annotations

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

NAMES_ES: dict[str, str] = {
    "broken rule": "regla rota",
    "from the solution": "de la solución",
    "wrong digit": "dígito erróneo",
    "wrong pencil marks": "marcas de lápiz erróneas",
    "naked pair": "pareja desnuda",
    "naked triple": "trío desnudo",
    "hidden pair": "pareja escondida",
    "hidden triple": "trío escondido",
    "no solution": "sin solución",
    "several solutions": "varias soluciones",
    "solver still working": "el resolvedor sigue trabajando",
    "needs guessing": "hay que adivinar",
    "pairs and triples": "parejas y tríos",
    "single candidate": "candidato único",
    "contradiction": "contradicción",
}
"""Level and rule names several types share (the Latin engine's, the status answers', the
last level's); a name one type alone uses is in that type's texts_es.py."""
