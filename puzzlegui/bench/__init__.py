"""`puzzle bench`: command-line measuring of the types through their contract, not model code.

solve.py times the solvers over data sets (and holds the shared table helpers), hints.py walks
Hint alone over them, generate.py makes and checks puzzles. Qt-free, like the core."""
