"""Logi-5 in our text format (see docs/formats/logi5.md) and the seed's header-less layout.

logi5 5
A A B B B       <- the region of each cell: any word, one per region
...
givens:
. 2 . . .       <- a digit, or '.' for an empty cell
...
progress:       <- optional: the player's digits and pencil marks ([135])
"""

from __future__ import annotations

from puzzlegui.core.formats.text import (
    TextBoard,
    checked_name,
    grid_text,
    optional_grid,
    parse_int,
    parse_square_board,
    parse_square_seed,
    section_grid,
)
from puzzlegui.core.latin import MAX_N, parse_progress, progress_text
from puzzlegui.core.model import BoardFormatError

from .puzzle import Puzzle, State, new_state, region_problem, renumber

SECTIONS = ("givens", "progress")


def parse(text: str) -> tuple[Puzzle, State]:
    """Our text format -> (puzzle, state)."""
    board, n = parse_square_board(text, "logi5", SECTIONS, "Logi-5", MAX_N)
    puzzle = _puzzle(board, n)
    lines = optional_grid(board, "progress", n, n)
    return puzzle, new_state(puzzle) if lines is None else parse_progress(lines, n, puzzle.givens)


def _puzzle(board: TextBoard, n: int) -> Puzzle:
    lines = section_grid(board, "", n, n, "regions")
    names: dict[str, int] = {}
    labels = [
        names.setdefault(checked_name(t, "a region"), len(names)) for line in lines for t in line
    ]
    regions = renumber(labels)
    problem = region_problem(n, regions)
    if problem is not None:
        (r, c), why = problem
        raise lines[r][c].error(f"regions: {why}")
    if "givens" not in board.sections:
        raise BoardFormatError("the 'givens:' section is missing", board.last_line, 1)
    rows = section_grid(board, "givens", n, n, "givens")
    givens = [0 if t.text == "." else parse_int(t, 1, n, "given") for line in rows for t in line]
    ordered = sorted(names, key=lambda name: regions[labels.index(names[name])])
    return Puzzle(n, regions, tuple(givens), tuple(ordered))


def format_text(puzzle: Puzzle, state: State | None = None) -> str:
    """(puzzle, state) -> our text format; `progress:` only when the state has marks."""
    n = puzzle.n
    regions = [[puzzle.name_of(puzzle.regions[r * n + c]) for c in range(n)] for r in range(n)]
    givens = [[str(g) if g else "." for g in puzzle.givens[r * n : r * n + n]] for r in range(n)]
    text = f"logi5 {n}\n{grid_text(regions)}\ngivens:\n{grid_text(givens)}\n"
    return text + progress_text(state)


def parse_seed(text: str) -> tuple[Puzzle, State]:
    """The header-less layout: the same file without its first line (n = words of a row)."""
    return parse_square_seed(text, "logi5", parse)
