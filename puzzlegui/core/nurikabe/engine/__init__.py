"""The Nurikabe deduction engine: the compact board (its values in cells.py, the bit tricks on it
in bits.py, a puzzle's tables in board.py, what a search keeps on them in memo.py, its islands
in islands.py), the named deductions run to a fixpoint (deduce.py) and the rules and structures
they stand on (areas, reaches, shapes, blocks, walls, fence, span, cuts, wallgraph, implied,
fixpoints). The hint ladder (ladder/) and
the solver (solver/) both build on it; it imports neither."""
