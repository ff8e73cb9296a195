"""Make a tatham-graded data set of one's own with Debian's sgt-puzzles: Tatham's generators
at each of their levels, one JSONL row per puzzle (shared/data/FORMAT.md, `source` naming the
level as shared/data/tatham-graded does), so `puzzle bench --hints` ranks our grade against his
level on puzzles no one tuned against.

    apt-get install sgt-puzzles
    python scripts/tatham_graded.py hashi 30 > /tmp/hashi.jsonl
    puzzle bench --hints /tmp/hashi.jsonl

Rows carry no solution (null): Tatham's generators prove it unique at their level, and the
hint walk needs none.
"""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

from puzzlegui.core.formats.tatham import decode

GAMES: dict[str, tuple[str, list[tuple[str, str]]]] = {
    "hashi": (
        "bridges",
        [
            (f"{n}x{n}i30e10m2d{d}", name)
            for n in (10, 15)
            for d, name in enumerate(("easy", "medium", "hard"))
        ],
    ),
    "calcudoku": (
        "keen",
        [
            (f"{n}d{d}", name)
            for n in (5, 7, 9)
            for d, name in zip("enhx", ("easy", "normal", "hard", "extreme"), strict=True)
        ],
    ),
    "logi5": (
        "solo",
        [
            (f"5jd{d}", name)
            for d, name in zip(
                "tbiae", ("trivial", "basic", "intermediate", "advanced", "extreme"), strict=True
            )
        ],
    ),
}


def rows(type_name: str, count: int) -> list[dict[str, Any]]:
    """`count` rows per setting of the type's game."""
    game, settings = GAMES[type_name]
    out: list[dict[str, Any]] = []
    for params, level in settings:
        made = subprocess.run(
            [f"/usr/games/sgt-{game}", "--generate", str(count), params],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.split()
        for game_id in made:
            out.append(
                {
                    "type": type_name,
                    "source": f"tatham-{game} {params} ({level})",
                    "id": game_id,
                    "puzzle": decode(game_id).puzzle,
                    "solution": None,
                    "notes": "made by scripts/tatham_graded.py",
                }
            )
    return out


if __name__ == "__main__":
    for row in rows(sys.argv[1], int(sys.argv[2])):
        sys.stdout.write(json.dumps(row) + "\n")
