"""The sample boards a test reads for a type: the ones boards/<name>/ ships, or, for a type that
ships none (a new type may start without), boards its own generator makes: seeded, small, one
difficulty and one size, written once a test run to a private folder. Tests that walk every
type take their boards from here, so a type without samples passes them (the template does:
tests/test_a_type_without_samples.py)."""

from __future__ import annotations

import random
import tempfile
from pathlib import Path

from puzzlegui.core import registry
from puzzlegui.core.model import AnyPuzzleType, GenerateJob, GenerateOptions

SHIPPED = Path(__file__).resolve().parents[1] / "boards"

MADE = 6
"""How many boards a type without samples gets: as many as a shipped type has at least."""


def sample_paths(kind: str | AnyPuzzleType) -> list[Path]:
    """The type's sample boards, easiest first: shipped, else made by its generator."""
    ptype = registry.get(kind) if isinstance(kind, str) else kind
    shipped = sorted((SHIPPED / ptype.name).glob("*.puzzle"))
    if shipped:
        return shipped
    if ptype.name not in _made:
        _made[ptype.name] = made(ptype)
    return list(_made[ptype.name])


def every_sample() -> list[Path]:
    """The sample boards of every registered type, in menu order."""
    return [path for name in registry.NAMES for path in sample_paths(name)]


_made: dict[str, tuple[Path, ...]] = {}
"""The boards made so far this run, by type name."""


def made(ptype: AnyPuzzleType) -> tuple[Path, ...]:
    """MADE boards of the type from its own generator (seeds 0 to MADE - 1), all of one small
    size (two boards of one size: tests/gui/test_i18n.py copies one's answer into another),
    named as samples are (NN-difficulty-RxC.puzzle)."""
    side = max(ptype.size_range[0], min(*ptype.default_size, 6))
    difficulty = ptype.difficulties[0]
    folder = Path(tempfile.mkdtemp(prefix="puzzlegui-samples-")) / ptype.name
    folder.mkdir()
    paths = []
    for seed in range(MADE):
        options = GenerateOptions(side, side, difficulty)
        puzzle = ptype.generate(GenerateJob(options, random.Random(seed)))
        path = folder / f"{seed + 1:02d}-{difficulty}-{side}x{side}.puzzle"
        path.write_text(ptype.format(puzzle), encoding="utf-8")
        paths.append(path)
    return tuple(paths)


def before_rule(kind: str, board: str, rule: str, folder: Path) -> Path:
    """The shipped board `board` of type `kind` with the hints before the first one whose rule
    starts with `rule` applied, written to `folder` (a board that opens on that hint)."""
    from puzzlegui.core.grading import walk_hints

    ptype = registry.get(kind)
    puzzle, state = ptype.parse((SHIPPED / kind / board).read_text(encoding="utf-8"))
    for hint in walk_hints(ptype, puzzle):
        if hint.rule.startswith(rule):
            break
        state = ptype.apply_all(state, hint.moves)
    path = folder / f"before-{rule}.puzzle"
    path.write_text(ptype.format(puzzle, state), encoding="utf-8")
    return path
