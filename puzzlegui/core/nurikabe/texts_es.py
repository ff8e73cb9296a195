"""Nurikabe's texts in Spanish: a model.Translation, which names the parts."""

from __future__ import annotations

from puzzlegui.core.model import Translation

TRANSLATION = Translation(
    rules=(
        "Sombrea muros de modo que cada número esté en una isla de exactamente esa cantidad de "
        "casillas, cada isla tenga un solo número, todos los muros estén unidos y ningún bloque de "
        "2x2 sea todo muro."
    ),
    messages={
        "nurikabe.pool-2x2": "Los muros en {where} y sus tres vecinos forman un bloque de 2x2.",
        "nurikabe.needs-one": "falta una casilla más",
        "nurikabe.needs-many": "faltan {missing} casillas más",
        "nurikabe.walls-left-one": "falta un muro más",
        "nurikabe.walls-left-many": "faltan {count} muros más",
        "nurikabe.near-none": "",
        "nurikabe.near-one": " (a la pista en {cells} le faltan casillas o tiene el camino "
        "cerrado)",
        "nurikabe.near-many": " (a las pistas en {cells} les faltan casillas o tienen el camino "
        "cerrado)",
        "nurikabe.sub-suppose-wall": "supón que {cell} es muro.",
        "nurikabe.sub-suppose-island": "supón que {cell} es casilla de isla.",
        "nurikabe.sub-then-wall": "entonces {cell} debe ser muro: como casilla de isla llevaría "
        "las reglas a una contradicción.",
        "nurikabe.sub-then-island": "entonces {cell} debe ser casilla de isla: como muro llevaría "
        "las reglas a una contradicción.",
        "nurikabe.sub-contradiction": "entonces las reglas llevan a una contradicción.",
        "nurikabe.sub-case-wall": "si {cell} es muro:",
        "nurikabe.sub-case-island": "si {cell} es casilla de isla:",
        "nurikabe.sub-either": "sea {other} muro o casilla de isla, las reglas coinciden: {then}",
        "nurikabe.sub-way-breaks": "si la isla toma {cells}, las reglas llevan a una "
        "contradicción.",
        "nurikabe.sub-way-stands": "si la isla toma {cells}, las reglas no llevan a ninguna "
        "contradicción.",
        "nurikabe.sub-way-wall": "si la isla toma {cells}, las reglas hacen de {cell} un muro.",
        "nurikabe.sub-way-island": "si la isla toma {cells}, las reglas hacen de {cell} una "
        "casilla de isla.",
        "nurikabe.given-marks": "Con las marcas en {cells}",
        "nurikabe.given-board": "Con las marcas del tablero",
        "nurikabe.rounds-one": "una ronda",
        "nurikabe.rounds-many": "{count} rondas",
        "nurikabe.sub-round-wall": "entonces {walls} debe ser muro.",
        "nurikabe.sub-round-walls": "entonces {walls} deben ser muros.",
        "nurikabe.sub-round-island": "entonces {islands} debe ser casilla de isla.",
        "nurikabe.sub-round-islands": "entonces {islands} deben ser casillas de isla.",
        "nurikabe.sub-round-both": "entonces van muros en {walls} y casillas de isla en {islands}.",
        "nurikabe.island-two-clues": "La isla que pasa por {where} contiene {count} pistas.",
        "nurikabe.island-too-large": "La isla de la pista {clue} en {where} tiene {size} casillas.",
        "nurikabe.island-too-small": "Las {size} casillas encerradas alrededor de {where} no "
        "pueden contener islas de {total} casillas.",
        "nurikabe.island-without-clue": "Las casillas de isla alrededor de {where} están aisladas "
        "de toda pista.",
        "nurikabe.walls-divided": "Los muros alrededor de {where} ya no pueden unirse a los demás.",
    },
    hints={
        "broken-rule": "{why} La marca en {cell} es errónea; bórrala.",
        "wrong-wall": "El muro en {cell} no está en la solución.",
        "wrong-dot": "El punto en {cell} es un error: la solución tiene un muro ahí.",
        "complete-island": "La isla del {number} en {where} está completa, así que las casillas "
        "libres a su alrededor, como {cell}, son muro.",
        "between-clues": "La casilla libre en {cell} toca las islas de las pistas en {where} y "
        "{other}, que no pueden unirse, así que es muro.",
        "join-too-large": "La casilla libre en {cell} uniría a la isla del {number} en {where} más "
        "casillas de las que admite, así que es muro.",
        "unreachable": "Ninguna pista puede llegar a {cell} con las casillas que le faltan{near}, "
        "así que es muro.",
        "island-one-way": "A la isla del {number} en {where} le {needs} y solo puede crecer por "
        "{cell}.",
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
        "wall-count": "Solo hacen falta {count} muros y justo esas casillas pueden unirse a ellos, "
        "así que {cell} y las demás libres entre ellas son muro.",
        "far-from-walls": "Solo {walls_left}, y {cell} está más lejos que eso de todo lugar que "
        "debe tener un muro, así que es casilla de isla.",
        "wall-span-wall": "Unos muros unidos que llegan a p filas y q columnas necesitan p + q - 1 "
        "casillas, y el puzle solo tiene {count} muros: ninguna forma de isla que quepa con ellos "
        "llega a {cell}, así que es muro.",
        "wall-span-island": "Unos muros unidos que llegan a p filas y q columnas necesitan p + q - "
        "1 casillas, y el puzle solo tiene {count} muros: la única forma de isla que cabe con "
        "ellos llena su caja, así que {cell} es casilla de isla.",
        "trial-wall": "Si {cell} fuera casilla de isla, las reglas llevarían pronto a una "
        "contradicción, así que es muro.",
        "trial-island": "Si {cell} fuera muro, las reglas llevarían pronto a una contradicción, "
        "así que es casilla de isla.",
        "chain-wall": "{given}, si {cell} fuera casilla de isla, las reglas llevarían a una "
        "contradicción en {within}, así que es muro.",
        "chain-island": "{given}, si {cell} fuera muro, las reglas llevarían a una "
        "contradicción en {within}, así que es casilla de isla.",
        "few-cases-wall": "La isla del {number} en {where} solo puede completarse de {count} "
        "maneras; siguiendo las reglas, todas las que no llevan a una contradicción hacen de "
        "{cell} un muro.",
        "few-cases-island": "La isla del {number} en {where} solo puede completarse de {count} "
        "maneras; siguiendo las reglas, todas las que no llevan a una contradicción hacen de "
        "{cell} una casilla de isla.",
        "deep-trial-wall": "Si {cell} fuera casilla de isla, seguir todas las reglas hasta el "
        "final lleva a una contradicción, así que es muro.",
        "deep-trial-island": "Si {cell} fuera muro, seguir todas las reglas hasta el final lleva a "
        "una contradicción, así que es casilla de isla.",
        "cases-wall": "La isla del {number} en {where} puede completarse de {count} maneras; "
        "siguiendo las reglas, todas las que no llevan a una contradicción hacen de {cell} un "
        "muro.",
        "cases-island": "La isla del {number} en {where} puede completarse de {count} maneras; "
        "siguiendo las reglas, todas las que no llevan a una contradicción hacen de {cell} una "
        "casilla de isla.",
        "nested-trial-wall": "Si {cell} fuera casilla de isla, probar las demás casillas una a "
        "una bajo esa suposición lleva a una contradicción, así que es muro.",
        "nested-trial-island": "Si {cell} fuera muro, probar las demás casillas una a una bajo "
        "esa suposición lleva a una contradicción, así que es casilla de isla.",
        "nested-cases-wall": "Si {cell} fuera casilla de isla, probar las demás casillas una a "
        "una bajo esa suposición deja {other}, que no puede ser ni muro ni casilla de isla: en "
        "ambos casos las reglas llevan a una contradicción, así que {cell} es muro.",
        "nested-cases-island": "Si {cell} fuera muro, probar las demás casillas una a una bajo "
        "esa suposición deja {other}, que no puede ser ni muro ni casilla de isla: en ambos "
        "casos las reglas llevan a una contradicción, así que {cell} es casilla de isla.",
        "from-solution-wall": "Ninguna regla de la escalera encuentra el siguiente paso; la "
        "solución tiene un muro en {cell}.",
        "from-solution-island": "Ninguna regla de la escalera encuentra el siguiente paso; la "
        "solución tiene una casilla de isla en {cell}.",
    },
    names={
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
        "complete island": "isla completa",
        "between islands": "entre islas",
        "unreachable": "inalcanzable",
        "one way out": "una sola salida",
        "no 2x2 pool": "sin bloques de 2x2",
        "island shapes": "formas de isla",
        "wall connectivity": "conexión de muros",
        "short trial": "prueba corta",
        "forcing chain": "cadena forzada",
        "few ways": "pocas maneras",
        "deep trial": "prueba profunda",
        "island cases": "casos de isla",
        "nested trial": "prueba anidada",
    },
    controls=(
        "Clic izquierdo: muro, otra vez vacío. Clic derecho: un punto para una casilla de isla "
        "segura. Arrastra para dar a cada casilla recorrida la nueva marca de la primera. Teclado:"
        " Espacio pone o quita un muro, D o punto un punto, Retroceso borra. Las teclas 1 a 6 "
        "colorean la isla bajo el cursor (su pista y los puntos unidos a ella); la misma tecla "
        "otra vez o 0 quita el color."
    ),
)
