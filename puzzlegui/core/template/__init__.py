"""The template type (the role of Tatham's nullgame.c): a tiny but real puzzle, "fill every
cell but the holes", whose folder is the recipe for a new type. It is not in the registry (no
player sees it); tests/core/test_contract.py declares it beside the registered types and runs
every contract test on it.

Copy this folder to core/<name>/, keep the module names (each is a role, with the role's
names: core/declare.py lists them), and follow docs/architecture.md's "Adding a type".
"""

from __future__ import annotations

from puzzlegui.core.declare import declare
from puzzlegui.core.model import PuzzleType

from .puzzle import Move, Puzzle, State

RULES = "Fill every cell of the grid but the holes."
TYPE: PuzzleType[Puzzle, State, Move] = declare(__name__, "Template", RULES)
