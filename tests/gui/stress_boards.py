"""Made-up boards of every type, any size, with moves that fill them row by row: the partial
repaint test plays them (they were gui/move_latency.py's boards, which now plays any type's
solution from the registry)."""

from __future__ import annotations

import random
from collections.abc import Callable

LATIN_MAX = 9


def _grid(size: int, cell: Callable[[int, int], str]) -> str:
    return "\n".join(" ".join(cell(r, c) for c in range(size)) for r in range(size)) + "\n"


def shikaku_board(size: int) -> tuple[str, list[str]]:
    """A 2 on every other cell; moves draw 1x2 rectangles row by row."""
    clues = _grid(size, lambda r, c: "2" if (r * size + c) % 2 == 0 else ".")
    text = f"shikaku {size}x{size}\n{clues}"
    moves = []
    for number in range(size * size // 2):
        r, c = divmod(2 * number, size)
        moves.append(f"+r{r + 1}c{c + 1}:r{r + 1}c{c + 2}")
    return text, moves


def shikaku_cut(rows: int, cols: int, rng: random.Random) -> str:
    """A Shikaku cut into random rectangles of up to 4x4, one clue in each (solvable by
    construction)."""
    grid = [["."] * cols for _ in range(rows)]
    taken = [[False] * cols for _ in range(rows)]
    for r in range(rows):
        for c in range(cols):
            if taken[r][c]:
                continue
            width, limit = 1, rng.randint(1, 4)
            while width < limit and c + width < cols and not taken[r][c + width]:
                width += 1
            height = min(rng.randint(1, 4), rows - r)
            for rr in range(r, r + height):
                for cc in range(c, c + width):
                    taken[rr][cc] = True
            grid[r + rng.randrange(height)][c + rng.randrange(width)] = str(width * height)
    return "\n".join([f"shikaku {rows}x{cols}", *(" ".join(row) for row in grid)]) + "\n"


def nurikabe_board(size: int) -> tuple[str, list[str]]:
    """A 1 on every fourth cell of every fourth row; moves put walls row by row."""
    clues = _grid(size, lambda r, c: "1" if r % 4 == c % 4 == 0 else ".")
    text = f"nurikabe {size}x{size}\n{clues}"
    cells = [(r, c) for r in range(size) for c in range(size) if not r % 4 == c % 4 == 0]
    return text, [f"r{r + 1}c{c + 1}=x" for r, c in cells]


def hashi_board(size: int) -> tuple[str, list[str]]:
    """An island on every other cell of every other row; moves lay single bridges."""
    text = f"hashi {size}x{size}\n" + _grid(size, lambda r, c: "2" if r % 2 == c % 2 == 0 else ".")
    pairs = [(r + 1, c + 1) for r in range(0, size, 2) for c in range(0, size - 2, 2)]
    return text, [f"r{r}c{c}-r{r}c{c + 2}=1" for r, c in pairs]


def latin_board(name: str, size: int) -> tuple[str, list[str]]:
    """Digit boards: Logi-5 with one region per row, Calcudoku with one '=' cage per cell."""
    n = min(size, LATIN_MAX)
    letters = "abcdefghi"
    if name == "logi5":
        regions = _grid(n, lambda r, c: letters[r].upper())
        text = f"logi5 {n}\n{regions}givens:\n" + _grid(n, lambda r, c: ".")
    else:
        cages = _grid(n, lambda r, c: f"{letters[r]}{c}")
        clues = "\n".join(f"{letters[r]}{c} {(r + c) % n + 1}" for r in range(n) for c in range(n))
        text = f"calcudoku {n}\n{cages}cages:\n{clues}\n"
    moves = [f"r{r + 1}c{c + 1}={(r + c) % n + 1}" for r in range(n) for c in range(n)]
    return text, moves


BOARDS: dict[str, Callable[[int], tuple[str, list[str]]]] = {
    "shikaku": shikaku_board,
    "nurikabe": nurikabe_board,
    "hashi": hashi_board,
    "logi5": lambda size: latin_board("logi5", size),
    "calcudoku": lambda size: latin_board("calcudoku", size),
}
