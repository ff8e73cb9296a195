"""The solver's global rules and `settle`, the rules to a fixpoint: the named deductions of
`deduce` plus rules the hint ladder does not use (the block count of euler.py, far-from-walls of
walls.py, claim-cuts of claims.py, paths-cross of crossing.py; on boards that are mostly island
the fence rule of fence.py; with fewer walls than rows + columns the wall-tree and wall-span
rules; the ring rule when the walls could not close a ring round the largest island), chosen
once per board.
"""

from __future__ import annotations

from ..engine.deduce import GLOBAL_RULES, Analysis, Board, Cells, Known, Rule, propagate_from
from ..engine.fence import fence_too_long
from ..engine.fixpoints import Fixpoints
from ..engine.implied import Implied
from ..engine.span import applies as span_applies
from ..engine.span import wall_span
from ..engine.walls import far_from_walls, scarce
from .claims import claim_cuts
from .crossing import paths_cross
from .euler import block_count
from .ring import applies as ring_applies
from .ring import ring_rule
from .tree import wall_tree

SOLVER_RULES: tuple[tuple[str, Rule], ...] = (
    ("block-count", block_count),
    *GLOBAL_RULES,
    ("far-from-walls", far_from_walls),
    ("claim-cuts", claim_cuts),
    ("paths-cross", paths_cross),
)
"""The global rules of `propagate` and three only the solver uses (not in the hint ladder)."""

SCARCE_WALL_RULES = (*SOLVER_RULES, ("fence-too-long", fence_too_long))
"""The solver's rules and the fence rule, for boards that are mostly island (walls.scarce)."""


FEW_WALL_RULES = (("wall-tree", wall_tree), ("wall-span", wall_span), *SCARCE_WALL_RULES)
"""The wall-tree and wall-span rules first, for boards whose walls are too few to span the board
(tree.py, span.py)."""


def settle(board: Board, v: Cells, rounds: int = 0, known: Known | None = None) -> Analysis:
    """`propagate` with the solver's rules (from `known`, the analysis of an earlier state),
    what the search's root trials implied (implied.py) and the boards those rules found nothing
    on before (fixpoints.py)."""
    implied, fixed = board.memo(Implied), board.memo(Fixpoints)
    return propagate_from(board, v, known, rounds, rules_for(board), implied, fixed)


class ChosenRules:
    """The solver's global rules for one board, once chosen (the board's memo of `rules_for`)."""

    def __init__(self) -> None:
        self.rules: tuple[tuple[str, Rule], ...] | None = None


def rules_for(board: Board) -> tuple[tuple[str, Rule], ...]:
    """The solver's global rules for this board: more of them the fewer walls it has."""
    chosen = board.memo(ChosenRules)
    if chosen.rules is None:
        chosen.rules = _choose_rules(board)
    return chosen.rules


def _choose_rules(board: Board) -> tuple[tuple[str, Rule], ...]:
    """The rules of `rules_for`, chosen once per board (settle runs per node and probe)."""
    if span_applies(board):
        rules = FEW_WALL_RULES
    else:
        rules = SCARCE_WALL_RULES if scarce(board) else SOLVER_RULES
    return (("ring", ring_rule), *rules) if ring_applies(board) else rules
