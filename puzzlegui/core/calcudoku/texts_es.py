"""Calcudoku's texts in Spanish: a model.Translation, which names the parts."""

from __future__ import annotations

from puzzlegui.core.model import Translation
from puzzlegui.core.text.latin_es import HIDDEN_SINGLE_ES

TRANSLATION = Translation(
    rules=(
        "Escribe un dígito del 1 al N en cada casilla sin repetir dígitos en una fila o columna. "
        "Los dígitos de cada jaula dan su resultado con su operación: + suma, * producto, - el "
        "mayor menos los demás, / el mayor dividido por el menor."
    ),
    messages={
        "calcudoku.digit-out-of-range": "El dígito {digit} en {where} está fuera de rango (1 a "
        "{n}).",
        "calcudoku.row-repeat": "El dígito {digit} aparece más de una vez en la fila {line}.",
        "calcudoku.column-repeat": "El dígito {digit} aparece más de una vez en la columna {line}.",
        "calcudoku.cage-wrong": "La jaula {clue} en {where} no da su resultado.",
        "calcudoku.cage-impossible": "La jaula {clue} en {where} ya no puede dar su resultado.",
        "calcudoku.ways-few": "solo con {sets}",
        "calcudoku.ways-many": "solo de {count} formas",
        "calcudoku.ways-all": "de {count} formas",
        **{f"calcudoku.{code}": text for code, text in HIDDEN_SINGLE_ES.items()},
        "calcudoku.trouble-some": "alguna casilla o jaula sin nada",
        "calcudoku.trouble-empty": "{where} sin ningún dígito",
        "calcudoku.trouble-no-place": "al {digit} sin sitio en la {house}",
        "calcudoku.trouble-cage-none": "la jaula {clue} en {cage} sin forma de hacerse",
        "calcudoku.sub-trial": "supón que {where} tiene {digit}.",
        "calcudoku.sub-naked": "entonces {where} solo puede tener {digit}.",
        "calcudoku.sub-hidden": "entonces en la {house} el {digit} solo cabe en {where}.",
        "calcudoku.sub-empty": "entonces {where} se queda sin dígitos: una contradicción.",
        "calcudoku.sub-no-place": "entonces en la {house} el {digit} no tiene sitio: una "
        "contradicción.",
        "calcudoku.sub-cage": "entonces las formas que quedan de hacer la jaula {clue} en {cage} "
        "reducen sus casillas, entre ellas {where}.",
        "calcudoku.sub-cage-none": "entonces la jaula {clue} en {cage} ya no se puede hacer: una "
        "contradicción.",
        "calcudoku.removal": "{digits} de {cells}",
    },
    hints={
        "broken-rule": "{message} El {digit} en {where} está mal: bórralo.",
        "wrong-digit": "El {digit} en {where} no está en la solución.",
        "wrong-marks": "Las marcas a lápiz en {where} no incluyen el dígito que necesita esta "
        "casilla.",
        "single-cell-cage": "La jaula en {where} tiene una casilla, así que lleva su resultado "
        "{digit}.",
        "cage-forces-digit": "La jaula {clue} en {cage} se puede formar {ways}{ruled}, y toda "
        "forma pone {digit} en {target}.",
        "cage-fillings": "La jaula {clue} en {cage} se puede formar {ways}{ruled}, así que quita "
        "{removed}.{pencil}",
        "single-candidate": "El único dígito que queda para {where} es {digit}: su fila, su "
        "columna y los pasos anteriores descartan todos los demás.",
        "hidden-single": "En la {house}, el {digit} solo cabe en {where}: {why}.",
        "naked-pair": "En la {house}, {cells} solo admiten {digits} entre ellas{ruled}, así que "
        "quita {removed}.{pencil}",
        "naked-triple": "En la {house}, {cells} solo admiten {digits} entre ellas{ruled}, así "
        "que quita {removed}.{pencil}",
        "hidden-pair": "En la {house}, {digits} solo caben en {cells}{ruled}, así que quita "
        "{removed}.{pencil}",
        "hidden-triple": "En la {house}, {digits} solo caben en {cells}{ruled}, así que quita "
        "{removed}.{pencil}",
        "cage-line": "La jaula {clue} en {cage} se puede formar {ways}{ruled}, y toda forma pone "
        "{digits} de la {house} dentro de la jaula, así que quita {digits} de {cells}.{pencil}",
        "contradiction": "Escribir {digit} en {where} lleva a una contradicción: los singles y "
        "rellenos de jaula que siguen dejan {trouble}, así que quita {digit} de ahí (Más muestra "
        "la cadena).{pencil}",
        "from-solution": "Ninguna regla encuentra el siguiente paso; la solución tiene {digit} en "
        "{where}.",
    },
    names={
        "cage forces a digit": "la jaula fuerza un dígito",
        "single-cell cage": "jaula de una casilla",
        "cage fillings": "rellenos de jaula",
        "hidden single": "único escondido",
        "cage in one line": "jaula en una línea",
    },
    controls=(
        "Haz clic en una casilla y escribe un dígito; Retroceso, Espacio o 0 la borran. P activa o"
        " desactiva el modo lápiz para candidatos; Mayús+dígito siempre escribe un candidato. M "
        "rellena todos los candidatos que la fila y la columna aún permiten (un solo paso para "
        "deshacer); Editar > Quitar candidatos al escribir un dígito saca el dígito que escribes "
        "de los candidatos de su fila y su columna. Un clic derecho elige una casilla para "
        "candidatos (Editar > Preferencias); Mayús+M quita los candidatos que un dígito descarta. "
        "Ctrl+1 a Ctrl+6 colorea una casilla; Ctrl+0 quita el color."
    ),
)
