"""What one deduction of the Calcudoku ladder found: the digit it places or the candidates it
keeps, the cells it rests on, and the words that fill its sentence; plus the small helpers that
name cells, digits and lines the way a player reads them (1-based)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from puzzlegui.core.latin import digits_of
from puzzlegui.core.model import cell_name


@dataclass(frozen=True)
class Finding:
    """One step: `place` > 0 writes that digit in cells[0]; else each target cell keeps `keep`."""

    rule: str
    level: int
    cells: tuple[int, ...]
    reason: tuple[int, ...]
    place: int = 0
    keep: tuple[int, ...] = ()
    params: Mapping[str, str] = field(default_factory=dict)


@dataclass
class Board:
    """The flat view a rule looks at: size, digits written and the candidates of every cell."""

    n: int
    digits: list[int]
    cand: list[int]

    def houses(self) -> list[tuple[str, list[int]]]:
        """Every row, then every column, with its name ("row 3") and cell indices."""
        n = self.n
        rows = [(f"row {r + 1}", list(range(r * n, r * n + n))) for r in range(n)]
        cols = [(f"column {c + 1}", list(range(c, n * n, n))) for c in range(n)]
        return rows + cols


def where(n: int, index: int) -> str:
    """A flat index as 'row 3, column 5'."""
    return cell_name(divmod(index, n))


def join(words: Sequence[str]) -> str:
    """'a', 'a and b', 'a, b and c'."""
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def cells_text(n: int, cells: Iterable[int]) -> str:
    """Several cells by name."""
    return join([where(n, c) for c in cells])


def digits_text(mask: int) -> str:
    """The digits of a mask: '3', '1 and 2', '1, 2 and 4'."""
    return join([str(d) for d in digits_of(mask)])


def removals_text(n: int, cells: Sequence[int], before: Sequence[int], keep: Sequence[int]) -> str:
    """'3 from row 1, column 2; 4 and 5 from row 2, column 2', grouping cells losing the same."""
    groups: dict[int, list[int]] = {}
    for c, old, new in zip(cells, before, keep, strict=True):
        groups.setdefault(old & ~new, []).append(c)
    return "; ".join(f"{digits_text(m)} from {cells_text(n, cs)}" for m, cs in groups.items())
