"""The Spanish of the phrases Logi-5 and Calcudoku share (latin_hints.HIDDEN_SINGLE_PHRASES),
by code after the type's prefix."""

from __future__ import annotations

HIDDEN_SINGLE_ES = {
    "filled-one": "la otra casilla llena tiene otro dígito",
    "filled-many": "las otras {count} casillas llenas tienen otros dígitos",
    "seen-one": "el {digit} en {cells} ve {others}",
    "seen-many": "los {digit} en {cells} ven {others}",
    "marked-one": "{cells} ya no tiene el {digit} entre sus marcas a lápiz",
    "marked-many": "{cells} ya no tienen el {digit} entre sus marcas a lápiz",
    "others-one": "la otra casilla vacía",
    "others-many": "las otras casillas vacías",
    "ruled-by": " (los dígitos en {cells} descartan los demás)",
    "ruled-none": "",
    "pencil-none": "",
    "pencil-one": " Aplicar anota {left} en {cell}, que aún no tiene marcas a lápiz.",
    "pencil-many": " Aplicar anota los candidatos que quedan en las casillas que aún no tienen "
    "marcas: {cells}.",
    "pencil-cell": "{left} en {cell}",
}
"""Each part of a hidden single's reason, in the singular and the plural."""
