"""Logi-5's texts in Spanish: a model.Translation, which names the parts."""

from __future__ import annotations

from puzzlegui.core.model import Translation
from puzzlegui.core.text.latin_es import HIDDEN_SINGLE_ES

TRANSLATION = Translation(
    rules=(
        "Escribe un dígito del 1 al N en cada casilla. Ningún dígito puede repetirse en una fila, "
        "una columna o una de las regiones marcadas. Los dígitos dados no cambian."
    ),
    messages={
        "logi5.row-repeat": "El dígito {digit} aparece más de una vez en la fila {line}.",
        "logi5.column-repeat": "El dígito {digit} aparece más de una vez en la columna {line}.",
        "logi5.region-repeat": "El dígito {digit} aparece más de una vez en la región {region}.",
        "logi5.given-changed": "Se cambió el dato {given} en {where}.",
        "logi5.digit-out-of-range": "El dígito {digit} en {where} está fuera de rango (1 a {n}).",
        "logi5.symmetric-too-hard": "Ningún Logi-5 de {side}x{side} con pistas simétricas es "
        "diabólico: todos los que se resuelven sin adivinar son como mucho difíciles. Elige un "
        "cuadrado mayor o pistas que no sean simétricas.",
        **{f"logi5.{code}": text for code, text in HIDDEN_SINGLE_ES.items()},
        "logi5.trouble-some": "alguna casilla o dígito sin sitio",
        "logi5.trouble-empty": "{where} sin ningún dígito",
        "logi5.trouble-no-place": "al {digit} sin sitio en la {house}",
        "logi5.sub-trial": "supón que {where} tiene {digit}.",
        "logi5.sub-naked": "entonces {where} solo puede tener {digit}.",
        "logi5.sub-hidden": "entonces en la {house} el {digit} solo cabe en {where}.",
        "logi5.sub-empty": "entonces {where} se queda sin dígitos: una contradicción.",
        "logi5.sub-no-place": "entonces en la {house} el {digit} no tiene sitio: una "
        "contradicción.",
    },
    hints={
        "broken-rule": "{why} Borra el {digit} en {where}.",
        "wrong-digit": "El {digit} en {where} no está en la solución.",
        "marks-miss-digit": "Las marcas a lápiz en {where} no incluyen el dígito que va ahí.",
        "hidden-single-region": "En la región {region}, el {digit} solo cabe en {where}: {why}.",
        "hidden-single-row": "En la fila {line}, el {digit} solo cabe en {where}: {why}.",
        "hidden-single-column": "En la columna {line}, el {digit} solo cabe en {where}: {why}.",
        "naked-single": "Solo el {digit} cabe en {where}: todos los demás dígitos ya están en su "
        "fila, columna o región.",
        "pointing": "En la región {region}, el {digit} debe ir en la {line} ({why}), así que "
        "quita el candidato {digit} de {targets}.{pencil}",
        "claiming": "En la {line}, el {digit} debe ir en la región {region} ({why}), así que "
        "quita el candidato {digit} de {targets}.{pencil}",
        "naked-pair": "{cells} solo admiten {digits} entre ellas{ruled}, así que quita {digits} "
        "del resto de la {house}: {targets}.{pencil}",
        "naked-triple": "{cells} solo admiten {digits} entre ellas{ruled}, así que quita "
        "{digits} del resto de la {house}: {targets}.{pencil}",
        "hidden-pair": "En la {house}, {digits} solo caben en {cells}{ruled}, así que quita sus "
        "otros candidatos.{pencil}",
        "hidden-triple": "En la {house}, {digits} solo caben en {cells}{ruled}, así que quita sus "
        "otros candidatos.{pencil}",
        "contradiction": "Si {where} tuviera {digit}, los singles pronto dejarían {trouble}, "
        "así que quita el candidato {digit} de ahí (Más muestra la cadena).{pencil}",
        "from-solution": "Ninguna regla de la escalera encuentra el siguiente paso; la solución "
        "tiene {digit} en {where}.",
    },
    names={
        "hidden single in a row": "único escondido en una fila",
        "hidden single in a column": "único escondido en una columna",
        "pointing": "señalamiento",
        "claiming": "reclamo",
        "hidden single in a region": "único escondido en una región",
        "single in a row, column or cell": "único en una fila, columna o casilla",
        "region and line intersection": "cruce de región y línea",
        "trial and contradiction": "prueba y contradicción",
    },
    controls=(
        "Haz clic en una casilla y escribe un dígito; Retroceso, Espacio o 0 la borran. Los datos "
        "en negrita están fijos. P activa o desactiva el modo lápiz para candidatos; Mayús+dígito "
        "siempre escribe uno. M rellena todos los candidatos que la fila, la columna y la región "
        "aún permiten (un solo paso para deshacer); Editar > Quitar candidatos al escribir un "
        "dígito saca el dígito que escribes de los candidatos de su fila, su columna y su región. "
        "Un clic derecho elige una casilla para candidatos (Editar > Preferencias); Mayús+M quita "
        "los candidatos que un dígito descarta. Ctrl+1 a Ctrl+6 colorea una casilla; Ctrl+0 quita "
        "el color."
    ),
)
