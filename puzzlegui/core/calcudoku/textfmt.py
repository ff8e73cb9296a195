"""Calcudoku in our text format (see docs/formats/calcudoku.md) and the header-less layout.

calcudoku 4
a a b c         <- the cage of each cell: any word, one per cage
...
cages:
a 12+           <- a cage's name and clue: 12+ 3- 24* (or 24x) 2/ 5= or a bare 5
...
progress:       <- optional: the player's digits and pencil marks ([135])
"""

from __future__ import annotations

import re

from puzzlegui.core.formats.text import (
    Line,
    TextBoard,
    Token,
    checked_name,
    grid_text,
    optional_grid,
    parse_square_board,
    parse_square_seed,
    section_grid,
)
from puzzlegui.core.latin import MAX_N, parse_progress, progress_text
from puzzlegui.core.model import BoardFormatError, Cell

from .puzzle import Cage, Puzzle, State, cage_name, cage_problem, make_puzzle, new_state

SECTIONS = ("cages", "progress")
_CLUE = re.compile(r"(\d{1,12})([-+*xX/=]?)")


def parse(text: str) -> tuple[Puzzle, State]:
    """Our text format -> (puzzle, state)."""
    board, n = parse_square_board(text, "calcudoku", SECTIONS, "Calcudoku", MAX_N)
    puzzle = _puzzle(board, n)
    lines = optional_grid(board, "progress", n, n)
    return puzzle, new_state(puzzle) if lines is None else parse_progress(lines, n)


def _puzzle(board: TextBoard, n: int) -> Puzzle:
    lines = section_grid(board, "", n, n, "cage grid")
    where: dict[str, list[Cell]] = {}
    first: dict[str, Token] = {}
    for r, line in enumerate(lines):
        for c, token in enumerate(line):
            where.setdefault(checked_name(token, "a cage"), []).append((r, c))
            first.setdefault(token.text, token)
    if "cages" not in board.sections:
        raise BoardFormatError("the 'cages:' section is missing", board.last_line, 1)
    clues = _clues(board.section("cages"), where)
    for name, token in first.items():
        if name not in clues:
            raise token.error(f"cage '{name}' has no clue in the 'cages:' section")
    cages = [Cage(op, target, tuple(where[name]), name) for name, (op, target) in clues.items()]
    puzzle = make_puzzle(n, cages)
    problem = cage_problem(n, puzzle.cages)
    if problem is not None:
        (r, c), why = problem
        raise lines[r][c].error(f"cages: {why}")
    return puzzle


def _clues(lines: list[Line], where: dict[str, list[Cell]]) -> dict[str, tuple[str, int]]:
    clues: dict[str, tuple[str, int]] = {}
    for line in lines:
        if len(line) != 2:
            bad = line[2] if len(line) > 2 else line[0]
            raise bad.error("a cage line is the cage's name and its clue, e.g. 'a 12+'")
        name, clue = line
        if name.text not in where:
            raise name.error(f"no cell of the grid is in cage '{name.text}'")
        if name.text in clues:
            raise name.error(f"cage '{name.text}' has two clues")
        clues[name.text] = _clue(clue, len(where[name.text]))
    return clues


def _clue(token: Token, size: int) -> tuple[str, int]:
    match = _CLUE.fullmatch(token.text)
    if match is None:
        raise token.error(f"'{token.text}' is not a clue (12+, 3-, 24*, 2/, 5= or 5)")
    target, op = int(match[1]), match[2].replace("x", "*").replace("X", "*")
    if not op:
        if size != 1:
            raise token.error(f"a bare number is for a one-cell cage; this one has {size} cells")
        op = "="
    return op, target


def format_text(puzzle: Puzzle, state: State | None = None) -> str:
    """(puzzle, state) -> our text format; `progress:` only when the state has marks."""
    n = puzzle.n
    names = [cage.name or cage_name(k) for k, cage in enumerate(puzzle.cages)]
    grid = [[names[puzzle.cage_of[r * n + c]] for c in range(n)] for r in range(n)]
    clues = "\n".join(
        f"{name} {cage.clue()}" for name, cage in zip(names, puzzle.cages, strict=True)
    )
    text = f"calcudoku {n}\n{grid_text(grid)}\ncages:\n{clues}\n"
    return text + progress_text(state)


def parse_seed(text: str) -> tuple[Puzzle, State]:
    """The header-less layout: the same file without its first line (n = words of a row)."""
    return parse_square_seed(text, "calcudoku", parse)
