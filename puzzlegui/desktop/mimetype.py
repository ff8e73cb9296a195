"""The board file type for file managers (shared-mime-info XML), made from the types'
declarations, so a new type is known by its folder and registry line alone: the `.puzzle` files
the player saves and exports and the samples are; text boards by their first word (a type's
declared `magic`, maybe after comment lines); the seeds' layouts by the extension naming their
type or one of its aliases. A board is a text file (sub-class-of), so text editors may open it
too; the player never claims text/plain itself."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from xml.sax.saxutils import quoteattr

from puzzlegui.core import registry
from puzzlegui.core.model import AnyPuzzleType

NAME = "text/x-puzzlegui-board"
HEAD = """<?xml version="1.0" encoding="UTF-8"?>
<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">
  <mime-type type="text/x-puzzlegui-board">
    <comment>Logic puzzle board</comment>
    <comment xml:lang="es">Tablero de rompecabezas lógico</comment>
    <sub-class-of type="text/plain"/>
    <icon name="puzzlegui"/>
    <glob pattern="*.puzzle"/>
"""
TAIL = """  </mime-type>
</mime-info>
"""


def text(types: Sequence[AnyPuzzleType] | None = None) -> str:
    """The MIME type's XML for `types` (the registry's by default)."""
    types = registry.all_types() if types is None else types
    globs = [f"    <glob pattern={quoteattr('*.' + name)}/>\n" for name in _extensions(types)]
    magic = [m for ptype in types for m in ptype.magic]
    starts = [_match("0", m) for m in magic]  # the first line
    later = [_match("0:512", "\\n" + m) for m in magic]  # after comment lines
    inner = "".join(starts + later)
    return HEAD + "".join(globs) + f'    <magic priority="60">\n{inner}    </magic>\n' + TAIL


def _extensions(types: Sequence[AnyPuzzleType]) -> Iterator[str]:
    """Each type's name, then its aliases (registry.ALIASES), in the types' order."""
    for ptype in types:
        yield ptype.name
        yield from (alias for alias, name in registry.ALIASES.items() if name == ptype.name)


def _match(offset: str, value: str) -> str:
    return f'      <match type="string" offset="{offset}" value={quoteattr(value)}/>\n'
