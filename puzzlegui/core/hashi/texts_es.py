"""Hashiwokakero's texts in Spanish: a model.Translation, which names the parts."""

from __future__ import annotations

from puzzlegui.core.model import Translation

TRANSLATION = Translation(
    rules=(
        "Une las islas con puentes horizontales y verticales de modo que cada isla tenga tantos "
        "puentes como indica su número. Como mucho dos puentes unen un par de islas, los puentes "
        "nunca se cruzan y todas las islas quedan conectadas."
    ),
    messages={
        "hashi.too-many-bridges": "La isla en {cell} tiene {count} puentes pero su número es "
        "{number}.",
        "hashi.too-few-bridges": "La isla en {cell} necesita {number} puentes pero puede alcanzar "
        "como mucho {most}.",
        "hashi.crossing-bridges": "El puente de {a} a {b} cruza el puente de {c} a {d}.",
        "hashi.more-than-two": "Hay {count} puentes entre {a} y {b}; como mucho dos pueden unir un "
        "par de islas.",
        "hashi.closed-group": "El grupo de {size} islas alrededor de {cell} está terminado pero "
        "aislado de las demás islas.",
        "hashi.not-connected": "Todas las islas tienen sus puentes, pero forman {groups} grupos "
        "separados en lugar de uno.",
        "hashi.missing-bridges": "La isla en {cell} tiene {count} puentes pero su número es "
        "{number}.",
        "hashi.then-bridges": "así que {a} y {b} reciben {bridges}.",
        "hashi.bridges-one": "un puente",
        "hashi.bridges-many": "{count} puentes",
        "hashi.then-none": "así que no hay puente entre {a} y {b}.",
    },
    hints={
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
        "every-direction": "El {number} en {where} tiene {open} direcciones abiertas y, si "
        "falta una cualquiera de ellas, las demás no pueden llevar bastantes puentes, así que "
        "envía al menos un puente en cada una.",
        "island-spread": "El {number} en {where} no puede llegar a su número sin más puentes "
        "hacia {others}.",
        "crossing": "El puente entre {a} y {b} cierra el paso entre {c} y {d}.",
        "isolation": "{bridges} entre {a} y {b} aislarían un grupo de {size} islas del "
        "resto; {then}",
        "connection": "Sin un puente entre {a} y {b} las islas quedarían divididas en dos partes "
        "que nunca se podrían unir.",
        "trial": "Con {bridges} entre {a} y {b} las reglas pronto llevan a una "
        "contradicción; {then}",
        "from-solution": "Ninguna regla de la escalera encuentra el siguiente paso; la solución "
        "tiene {bridges} entre {a} y {b}.",
    },
    names={
        "wrong bridge": "puente erróneo",
        "too many bridges": "demasiados puentes",
        "wrong marker": "marca errónea",
        "island finished": "isla terminada",
        "island capacity": "capacidad de la isla",
        "every direction": "en todas las direcciones",
        "crossing": "cruce",
        "island full": "isla llena",
        "island spread": "isla repartida",
        "isolation": "aislamiento",
        "connection": "conexión",
        "trial": "prueba",
    },
    controls=(
        "Pulsa en una isla y arrastra hacia una vecina: un puente; otra vez: dos; otra vez: "
        "ninguno. Arrastrar con el botón derecho marca 'sin puente'. Teclado: pon el cursor en una"
        " isla; Mayús+flecha cambia el puente en esa dirección, Ctrl+flecha pone o quita la marca "
        "'sin puente'. Un clic en una isla (o Intro sobre ella) la marca como hecha: queda "
        "sombreada hasta otro clic. La marca es una jugada: Deshacer la retira y la partida la "
        "guarda. Ctrl+1 a Ctrl+6 sobre una isla colorea toda su red de puentes; Ctrl+0 quita el "
        "color."
    ),
)
