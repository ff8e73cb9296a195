"""The Nurikabe deduction engine: the compact board and its analysis (board.py), the named
deductions run to a fixpoint (deduce.py) and the rules and structures they stand on (areas,
reaches, shapes, blocks, walls, fence, span, cuts, wallgraph, implied, fixpoints). The hint
ladder (ladder/) and the solver (solver/) both build on it; it imports neither."""
