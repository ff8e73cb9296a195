"""The template type (the role of Tatham's nullgame.c): a tiny but real puzzle, "fill every
cell but the holes", whose folder is the recipe for a new type. It is not in the registry (no
player sees it); tests/core/test_contract.py declares it beside the registered types and runs
every contract test on it.

Copy this folder to core/<name>/, keep the module names (each is a role, with the role's
function names: core/declare.py lists them), and follow docs/architecture.md's "Adding a type".
"""

from __future__ import annotations

from puzzlegui.core.declare import Ladder, Roles, declare
from puzzlegui.core.model import PuzzleType, grid_size

from . import (
    edit,
    generate,
    hints,
    jsonfmt,
    puzzle,
    rules,
    solver,
    strategies,
    textfmt,
    texts_es,
)
from .puzzle import Move, Puzzle, State

RULES = "Fill every cell of the grid but the holes."
TYPE: PuzzleType[Puzzle, State, Move] = declare(
    ("template", "Template", RULES),
    Roles(textfmt, jsonfmt, rules, puzzle, solver, strategies, hints, generate),
    grid_size,
    Ladder(hints.LEVELS, hints.grade),
    generate.generate,
    {"easy": frozenset({1})},
    {"es": texts_es.SPANISH},
    max_side=textfmt.MAX_SIDE,
    editing=edit.EDITING,
)
