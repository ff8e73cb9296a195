"""One deduction of the Nurikabe hint ladder (`Step`), shared by the ladder's rules (ladder.py)
and its case analysis (cases.py)."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.cells import UNKNOWN, Cells, Contradiction
from ..engine.islands import Island

Case = tuple[int, int, list[tuple[int, int]], dict[int, int]]
"""One case of a split: the cell, its value, the cells probing then decided (in order) and
those of them decided alike both ways, each with its probed cell."""


@dataclass
class Step:
    """One deduction: cells decided, its rule and level, the cells that justify it, params.

    `places` name flat cells for the sentence ("where", "other"); `params` are plain values;
    `chain`, for a nested trial, the inner trials' cells and the values they forced (trials.py);
    for a forcing chain, the cells each round of the rules decided, in order, `round_sizes`
    saying how many each round holds (trials.py); `ways`, for a few-ways case analysis, each
    way's cells and whether it stands (True) or runs into a contradiction (cases.py);
    `either`, for a nested trial with probing inside, the chain's cells that a probe decided
    alike both ways, each with the probed cell (probed.py); `cases`, for a nested trial with
    a case split inside, the split cell's two values, each with its own chain and cells
    decided alike, both of which ran into a contradiction (probed.py).
    """

    level: int
    rule: str
    decided: list[tuple[int, int]]
    reasons: list[int]
    places: dict[str, int] = field(default_factory=dict)
    params: dict[str, object] = field(default_factory=dict)
    chain: list[tuple[int, int]] = field(default_factory=list)
    round_sizes: list[int] = field(default_factory=list)
    ways: list[tuple[tuple[int, ...], bool]] = field(default_factory=list)
    either: dict[int, int] = field(default_factory=dict)
    cases: list[Case] = field(default_factory=list)


def apply_steps(v: Cells, steps: list[Step]) -> None:
    """Write the steps' decided cells into `v`; Contradiction if one clashes with a decided cell."""
    for step in steps:
        for i, value in step.decided:
            if v[i] == UNKNOWN:
                v[i] = value
            elif v[i] != value:
                raise Contradiction


def clue_cell(clue: list[int], isl: Island) -> int:
    """The clue cell of a clued island (its first cell otherwise)."""
    return next((i for i in isl.cells if clue[i]), isl.cells[0])


def sizes(isl: Island) -> dict[str, object]:
    """The sentence parameters of an island: its number and the cells it still misses."""
    return {"number": isl.clue, "missing": max(isl.missing, 0)}
