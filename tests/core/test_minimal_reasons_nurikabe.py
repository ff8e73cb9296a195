"""Issue 35: a Nurikabe hint's reasons force its step by the same rule (the judge is
minimal_reasons_nurikabe.py), for every rule whose reason is a few cells, on every hint walked
on small boards of boards/. The rules whose reason is most of the board (unreachable, the
island shapes, wall cut) are measured by scripts/hint_reasons.py, not held here."""

from __future__ import annotations

from pathlib import Path

import pytest

from puzzlegui.core.nurikabe import TYPE
from puzzlegui.core.nurikabe.textfmt import parse

from . import hint_audit as audit
from . import minimal_reasons_nurikabe as judge

BOARDS = Path(__file__).resolve().parents[2] / "boards" / "nurikabe"
SMALL = ["01-easy-7x7", "04-medium-7x7", "05-medium-8x8", "07-hard-8x8"]
HELD = {
    "complete-island",
    "between-clues",
    "join-too-large",
    "island-one-way",
    "dot-one-way",
    "walls-one-way",
    "pool-2x2",
}
"""The rules whose reasons must force their step."""


@pytest.mark.parametrize("name", SMALL)
def test_local_reasons_force_their_step(name: str) -> None:
    puzzle, _ = parse((BOARDS / f"{name}.puzzle").read_text())
    case = audit.Case(name, TYPE, puzzle, None)
    judged, short = 0, []
    for state, hint in audit.walk(case):
        if hint.rule not in HELD or not judge.judged(hint):
            continue
        judged += 1
        if not judge.judge(puzzle, state, hint).sufficient:
            short.append(f"{hint.text} reasons {hint.reason_cells}")
    assert judged > 0
    assert not short, short[:3]
