"""The template's texts in Spanish: rules, violations by code, hints by rule, names, and its
board view's controls (gui/boards/template.py)."""

from __future__ import annotations

from puzzlegui.core.model import Translation

TRANSLATION = Translation(
    rules="Rellena todas las casillas salvo los huecos.",
    messages={"template.filled-hole": "El hueco en {where} está relleno."},
    hints={
        "filled-hole": "El hueco en {where} debe quedar vacío: vacíalo.",
        "empty-cell": "La casilla en {where} está vacía y no es un hueco: rellénala.",
    },
    names={"filled hole": "hueco relleno", "empty cell": "casilla vacía"},
    controls=(
        "Haz clic en una casilla para rellenarla; otro clic la vacía. Deja vacíos los huecos "
        "marcados con una cruz."
    ),
)
