"""Shikaku's texts in Spanish: a model.Translation, which names the parts."""

from __future__ import annotations

from puzzlegui.core.model import Translation

TRANSLATION = Translation(
    rules=(
        "Divide la cuadrícula en rectángulos siguiendo sus líneas. Cada rectángulo contiene "
        "exactamente un número, y ese número es su área en casillas."
    ),
    messages={
        "shikaku.overlap": "Los rectángulos {first} y {second} se solapan.",
        "shikaku.no-clue": "El rectángulo {rect} no contiene ninguna pista.",
        "shikaku.several-clues": "El rectángulo {rect} contiene {count} pistas, no una.",
        "shikaku.wrong-area": "El rectángulo {rect} tiene {area} casillas pero su pista en {where} "
        "es {number}.",
        "shikaku.uncovered": "{uncovered}; la primera en {where}.",
        "shikaku.uncovered-one": "1 casilla no está en ningún rectángulo",
        "shikaku.uncovered-many": "{count} casillas no están en ningún rectángulo",
        "shikaku.clue": "la pista {number} en {where}",
        "shikaku.cells-block": "las casillas de {first} a {last}",
        "shikaku.cells-more": "{cells} y {count} casillas más",
        "shikaku.trouble-clash": "{a} y {b} necesitando ambas {cells}",
        "shikaku.trouble-no-room": "{a} sin ningún rectángulo",
        "shikaku.trouble-unreached": "{cells} fuera del alcance de todos los números",
        "shikaku.trouble-other": "algún número sin forma de encajar",
        "shikaku.trouble-split": "{cells}, que solo {a} alcanza, demasiado separadas para uno de "
        "sus rectángulos",
        "shikaku.sub-trial": "supón que {a} toma el rectángulo {rect}.",
        "shikaku.sub-shared-cells": "{a} pierde sus rectángulos que cruzan casillas que otro "
        "número debe cubrir.",
        "shikaku.sub-only-clue": "{a} pierde sus rectángulos que no cubren casillas que solo él "
        "alcanza.",
        "shikaku.sub-more": "... y {count} pasos más como estos.",
        "shikaku.sub-trouble": "queda {trouble}: una contradicción, así que {a} no puede tomar "
        "el rectángulo {rect}.",
    },
    hints={
        "broken-rule": "{why} Borra el rectángulo {rect}.",
        "not-in-solution": "El rectángulo {rect} no forma parte de la solución; bórralo.",
        "one-fit": "La pista {number} en {where} solo cabe en un rectángulo, {rect}: cualquier "
        "otro rectángulo de {number} casillas que la contenga saldría de la cuadrícula, incluiría "
        "otro número o cruzaría un rectángulo ya dibujado.",
        "shared-cells": "La pista {number} en {where} solo puede ser el rectángulo {rect}: "
        "cualquier forma de dibujar {others} cubre {cells}.",
        "only-clue": "La pista {number} en {where} debe ser el rectángulo {rect}: ningún otro "
        "número alcanza {cells}, y solo ese rectángulo lo cubre.",
        "chain": "Reduce primero {others}: quita cada rectángulo que cruce casillas que otro "
        "número debe cubrir o que deje fuera una casilla que solo su número alcanza, y repite; "
        "entonces la pista {number} en {where} solo puede ser el rectángulo {rect}.",
        "two-way-trial": "Hechas las reglas más fáciles, a la pista {number} en {where} le quedan "
        "dos rectángulos; el rectángulo {other_rect} dejaría {trouble}, así que debe ser el "
        "rectángulo {rect}.",
        "trial-elimination": "Prueba cada rectángulo que le queda a cada número y quita los que "
        "hacen fallar la cadena, como con {others}; vuelve a encadenar y repite: la pista {number} "
        "en {where} solo puede ser el rectángulo {rect}.",
        "from-solution": "Ninguna regla encuentra el siguiente rectángulo; la solución tiene "
        "{rect} para la pista {number} en {where}.",
    },
    names={
        "wrong rectangle": "rectángulo erróneo",
        "one fit": "un solo encaje",
        "chain": "cadena",
        "shared cells": "casillas compartidas",
        "only clue": "única pista",
        "two-way trial": "prueba de dos caminos",
        "trial elimination": "eliminación por prueba",
    },
    controls=(
        "Arrastra de una esquina a la otra para colocar un rectángulo (su tamaño se ve mientras "
        "arrastras); haz clic dentro de un rectángulo para quitarlo. Teclado: Espacio marca una "
        "esquina, muévete, Espacio otra vez coloca el rectángulo; Retroceso quita el que está bajo"
        " el cursor; Escape cancela. Las teclas 1 a 6 colorean el rectángulo bajo el cursor (la "
        "misma tecla otra vez o 0 quita el color). Bordes, como en Rectangles de Tatham: haz clic "
        "en la línea entre dos casillas (o Ctrl+flecha) para trazar o borrar un borde; los bordes "
        "que cierran un rectángulo lo forman, y borrar un lado de un rectángulo lo abre."
    ),
    view={
        "Corner marked: move to the opposite corner and press Space.": (
            "Esquina marcada: ve a la esquina opuesta y pulsa Espacio."
        ),
    },
)
