"""Nurikabe: wall off islands, one clue each and as large as its clue, with every wall joined.

The map, top to bottom (a layer imports only the layers below it; tests/core/nurikabe/
test_layers.py checks the engine, solver and ladder, and the tests mirror these folders):

- this module declares the type (`TYPE`) from its roles;
- generate/: puzzles made to a difficulty, judged by the ladder and graded by hints.py;
- the contract's other roles: hints.py (a Hint and the grade, from the ladder and the
  solver), textfmt.py and jsonfmt.py (formats), strategies.py (the seed's plain searches),
  complete.py (finished islands, for the board's colour aid);
- ladder/: the hint ladder, declared once in rungs.py (`RUNGS`: key, label, rule; a rung's
  level is its place), with its trials (trials.py), island cases (cases.py), the `Step` a rule
  finds (step.py) and the work a game's hints carry between presses (handover.py);
- solver/: the face (`solve`, `solutions`) over the portfolio (portfolio.py: our search, a
  restarting one, the SAT model, a helper process racing them), the depth-first search
  (dfs.py) with its probing (probing.py) and clock (clock.py), the rule set it propagates
  (ruleset.py) and the solver's own rules (claims, crossing, euler, pocket, ring, stairs, tree);
- engine/: the compact board (cells.py: `Cells` and its values; bits.py: the bit tricks on
  it; board.py: `Board`, the puzzle's tables; memo.py: a search's marks and memos on it;
  islands.py: `analyse`) and the named deductions run to a fixpoint (deduce.py) with the rules
  and structures beneath them (areas, reaches, shapes, blocks, walls, fence, span, cuts,
  wallgraph, implied, fixpoints). A rule that keeps work between rounds defines its cache
  class in its own module and asks the board for it (`board.memo(AreaMemo)`, memo.py): adding
  one edits nothing shared;
- where the engine's vocabulary comes from (the values, `Cells`, `Assignment`, `Contradiction`,
  `Board`, `Analysis`, `Island`): inside the engine, from the module that defines it; above
  it, all from one place: from those modules if a module uses nothing else of the engine
  (ladder/step.py, solver/asp.py and satmodel.py, the solver's face), else from the module
  whose work it calls, which hands it on: deduce.py, the engine's entry (its `__all__`; the
  ladder, hints.py, generate/ and the solver's rules, which are deduce.py's kind), and in the
  search dfs.py (for restarts, fork, race, portfolio, engines) and probing.py (for exchange). No
  module of the package is imported by more than 15 others (test_layers.py counts them);
- puzzle.py and rules.py at the bottom: the puzzle, the player's State and moves, and the rule
  check, which every layer above reads.
"""

from __future__ import annotations

from puzzlegui.core.declare import declare
from puzzlegui.core.model import PuzzleType

from .puzzle import Move, Puzzle, State

RULES = (
    "Shade walls so that every number sits in an island of exactly that many cells, each "
    "island holds one number, all walls are joined, and no 2x2 block is all wall."
)
TYPE: PuzzleType[Puzzle, State, Move] = declare(__name__, "Nurikabe", RULES, symmetric_clues=True)
