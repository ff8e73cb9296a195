"""The Spanish of every type's hint sentences (each hints.py's TEXTS), by type and rule."""

from __future__ import annotations

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
        "pointing": "En la región {region}, el {digit} debe ir en la {line}, así que quita el "
        "candidato {digit} de {targets}.",
        "claiming": "En la {line}, el {digit} debe ir en la región {region}, así que quita el "
        "candidato {digit} de {targets}.",
        "naked-pair": "{cells} solo admiten {digits} entre ellas, así que quita {digits} del "
        "resto de la {house}: {targets}.",
        "naked-triple": "{cells} solo admiten {digits} entre ellas, así que quita {digits} del "
        "resto de la {house}: {targets}.",
        "hidden-pair": "En la {house}, {digits} solo caben en {cells}, así que quita sus otros "
        "candidatos.",
        "hidden-triple": "En la {house}, {digits} solo caben en {cells}, así que quita sus otros "
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
        "hidden-single": "En la {house}, el {digit} solo cabe en {where}.",
        "naked-pair": "En la {house}, {cells} solo admiten {digits} entre ellas, así que quita "
        "{removed}.",
        "naked-triple": "En la {house}, {cells} solo admiten {digits} entre ellas, así que quita "
        "{removed}.",
        "hidden-pair": "En la {house}, {digits} solo caben en {cells}, así que quita {removed}.",
        "hidden-triple": "En la {house}, {digits} solo caben en {cells}, así que quita {removed}.",
        "cage-line": "La jaula {clue} en {cage} se puede formar {ways}, y toda forma pone "
        "{digits} de la {house} dentro de la jaula, así que quita {digits} de {cells}.",
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
    },
}
"""Each type's hint sentences by rule, with the fields of its English TEXTS."""
