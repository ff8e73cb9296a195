"""The shared libraries an ELF file asks for (DT_NEEDED) and where it looks first (RUNPATH).

Read from the section headers, as `readelf -d` shows them, so that finding what Qt's platform
plugin needs takes no tool beyond Python; 32- and 64-bit, either byte order.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

_SHT_DYNAMIC = 6
_DT_NEEDED, _DT_RPATH, _DT_RUNPATH = 1, 15, 29


@dataclass(frozen=True)
class Dynamic:
    """What the dynamic section of one file names."""

    needed: tuple[str, ...]
    search: tuple[Path, ...]
    """RUNPATH (or RPATH) folders, with $ORIGIN replaced by the file's own folder."""


def read_dynamic(path: Path) -> Dynamic:
    """The DT_NEEDED names and search folders of a shared library; ValueError if not ELF.

    Only the headers, the dynamic section and its string table are read, not the whole file.
    """
    with path.open("rb") as file:
        ident = file.read(64)
        if ident[:4] != b"\x7fELF" or ident[4] not in (1, 2) or ident[5] not in (1, 2):
            raise ValueError(f"{path}: not an ELF file")
        wide, order = ident[4] == 2, "<" if ident[5] == 1 else ">"
        sections = _sections(file, ident, wide, order)
        needed: list[str] = []
        search: list[Path] = []
        for kind, offset, size, link in sections:
            if kind != _SHT_DYNAMIC:
                continue
            strings = _read(file, sections[link][1], sections[link][2])
            for tag, value in _entries(_read(file, offset, size), wide, order):
                if tag == _DT_NEEDED:
                    needed.append(_string(strings, value))
                elif tag in (_DT_RPATH, _DT_RUNPATH):
                    search.extend(_folders(_string(strings, value), path.parent))
    return Dynamic(tuple(needed), tuple(search))


def _read(file: BinaryIO, offset: int, size: int) -> bytes:
    file.seek(offset)
    return file.read(size)


def _sections(
    file: BinaryIO, ident: bytes, wide: bool, order: str
) -> list[tuple[int, int, int, int]]:
    """(type, offset, size, link) of every section header."""
    if wide:
        (start,) = struct.unpack_from(order + "Q", ident, 0x28)
        size, count = struct.unpack_from(order + "HH", ident, 0x3A)
        layout = order + "IIQQQQII"
    else:
        (start,) = struct.unpack_from(order + "I", ident, 0x20)
        size, count = struct.unpack_from(order + "HH", ident, 0x2E)
        layout = order + "IIIIIIII"
    table = _read(file, start, size * count)
    found = []
    for index in range(count):
        fields = struct.unpack_from(layout, table, index * size)
        found.append((fields[1], fields[4], fields[5], fields[6]))
    return found


def _entries(block: bytes, wide: bool, order: str) -> list[tuple[int, int]]:
    """The (tag, value) pairs of a dynamic section, up to DT_NULL."""
    layout = order + ("qQ" if wide else "iI")
    step = struct.calcsize(layout)
    pairs = []
    for start in range(0, len(block) - step + 1, step):
        tag, value = struct.unpack_from(layout, block, start)
        if tag == 0:
            break
        pairs.append((tag, value))
    return pairs


def _string(data: bytes, start: int) -> str:
    return data[start : data.index(b"\0", start)].decode("utf-8", "replace")


def _folders(text: str, origin: Path) -> list[Path]:
    return [
        Path(part.replace("${ORIGIN}", str(origin)).replace("$ORIGIN", str(origin)))
        for part in text.split(":")
        if part
    ]
