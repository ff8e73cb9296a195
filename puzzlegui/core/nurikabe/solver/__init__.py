"""The Nurikabe solver's face: `solve` and `solutions` for the puzzle type's contract.

Inside: the depth-first search (dfs.py) with its failed-literal probing (probing.py) on the
rules of ruleset.py (the engine's deductions plus the solver's own: claims, crossing, euler,
pocket, ring, stairs, tree); a second search that restarts (restarts.py); the SAT model
(satmodel.py); the portfolio that runs them (portfolio.py), in a helper process when there is
a core to spare (race.py, standby.py), sharing what the root's probing found (exchange.py).
"""

from __future__ import annotations

from .dfs import solutions, solve

__all__ = ["solutions", "solve"]
