"""Write generated Nurikabe boards to boards/nurikabe/ (NN-<difficulty>-<WxH>.txt), each proved
unique by the solver and graded by the hint ladder.

Usage: python scripts/nurikabe_generate_boards.py FIRST_NUMBER DIFFICULTY:SIZE:SEED ...
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from puzzlegui.core.model import GenerateOptions, SolveStatus
from puzzlegui.core.nurikabe import TYPE

BOARDS = Path(__file__).resolve().parents[1] / "boards" / "nurikabe"


def main() -> None:
    """Generate one board per DIFFICULTY:SIZE:SEED argument, numbered from FIRST_NUMBER."""
    number = int(sys.argv[1])
    for spec in sys.argv[2:]:
        difficulty, size, seed = spec.split(":")
        n = int(size)
        puzzle = TYPE.generate(GenerateOptions(n, n, difficulty), random.Random(int(seed)))
        assert TYPE.solve(puzzle, limit=2).status is SolveStatus.SOLVED
        grade = TYPE.grade(puzzle)
        head = (
            f"# made with puzzlegui.core.nurikabe.generate (seed {seed}); one solution "
            f"(solver, limit=2); grade {grade.level} ({grade.label})\n"
        )
        path = BOARDS / f"{number:02d}-{difficulty}-{n}x{n}.txt"
        path.write_text(head + TYPE.format(puzzle))
        sys.stdout.write(f"{path.name}: grade {grade.level} {grade.label}\n")
        number += 1


if __name__ == "__main__":
    main()
