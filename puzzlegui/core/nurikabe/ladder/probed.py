"""A nested trial whose inner trials are the solver's probing, and, failing that, one case
split inside it: the last steps a hint looks for with the solution known, before it copies a
cell from the solution.

On the published boards whose search must branch (janko 0683, 0687, 0688) the hint walk stalls
where no single trial refutes a value and the nested rung (trials.nested_steps: suppositions
beside growing islands, inner trials that refute a value) finds nothing. Supposing a free cell
anywhere and then probing inside that supposition as the solver does (each free cell beside a
growing island tried both ways; a refuted value gives the other, and cells both values decide
alike take that value) refutes a cell at many of those stalls; where it does not, the
supposition's probing may leave one cell that can be neither value: each value, probed in
turn, runs into a contradiction (docs/nurikabe-notes.md, "Nested trials with the solver's
probing"). That is bifurcation on paper, one or two levels deep, and what the solver's search
does at its first nodes: sound as any trial is (every inner step is the rules or a case split
on one cell), and its chain and cases are the step's sub-steps.

Only the value the solution does not have is supposed (the other never fails), so the scan
runs with the solution known: a player's hint, never a grade. Bounded by an Allowance of
propagations (every probe two, every supposition and case one).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from ..solver.dfs import Activity, branch_cell
from ..solver.probing import (
    UNKNOWN,
    WALL,
    WHITE,
    Analysis,
    Board,
    Cells,
    Contradiction,
    Scores,
    assign,
    candidates,
    decide,
    nearby,
    probed,
)
from ..solver.ruleset import settle
from .step import Case, Step
from .trials import Allowance, Chain

Either = dict[int, int]
"""For each cell of a chain that a probe decided alike both ways: the probed cell."""


@dataclass
class Probing:
    """What probing found inside one supposition (or case): the cells it decided in order,
    those decided alike with their probed cell, the probes' scores and conflicts (where the
    solver would branch next), and the board and analysis it stopped at."""

    activity: Activity
    chain: Chain = field(default_factory=list)
    either: Either = field(default_factory=dict)
    scores: Scores = field(default_factory=dict)
    end: tuple[Cells, Analysis] | None = None


def probed_steps(
    board: Board, free: list[int], v: Cells, level: int, answer: Cells, allowance: Allowance
) -> Iterator[Step]:
    """The first free cell whose wrong value (the one `answer` does not have) the rules and
    probing inside it refute: first in the order of `free` with probing near what the
    supposition decided (as the solver's search below its root: cheap, and it finds most),
    then with every cell probed and, where that stops short, one case split, the suppositions
    that decided the most in the first pass first (they are the nearest to a contradiction). A
    step gives the answer's value, with its chain (`Step.chain`, `Step.either`) and cases
    (`Step.cases`). Each propagation spends one of `allowance`; nothing when it runs out."""
    left: dict[int, int] = {}  # the free cells each supposition's near probing left
    for near in (True, False):
        if not near:
            free = sorted(free, key=left.__getitem__)
        for j in free:
            supposed = (j, WALL if answer[j] == WHITE else WHITE)
            found = _suppose(board, v, supposed, allowance, near)
            if found is None:
                return
            if found.end is None:  # the supposition ran into a contradiction
                yield _step(level, (j, answer[j]), found, [])
                return
            cases = [] if near else _split(board, found.end, found, allowance)
            if cases is None:
                return
            if cases:
                yield _step(level, (j, answer[j]), found, cases)
                return
            left[j] = found.end[0].count(UNKNOWN)


def _step(level: int, decided: tuple[int, int], found: Probing, cases: list[Case]) -> Step:
    """The step of a refuted supposition; with `cases`, the split cell is the sentence's
    "other" and among the reasons."""
    places = {"other": cases[0][0]} if cases else {}
    reasons = list(dict.fromkeys([i for i, _ in found.chain] + list(places.values())))
    rule = "nested-cases" if cases else "nested-trial"
    return Step(
        level, rule, [decided], reasons, places, chain=found.chain, either=found.either, cases=cases
    )


def _suppose(
    board: Board, v: Cells, supposed: tuple[int, int], allowance: Allowance, near: bool
) -> Probing | None:
    """Probing after `supposed` on `v` (`near`: only near what it decided; else every
    candidate first), its `end` None when it ran into a contradiction; None when the allowance
    ran out first."""
    if not allowance.spend():
        return None
    w, found = v.copy(), Probing(activity=Activity(board.size))
    try:
        assign(board, w, [supposed])
        info = settle(board, w)
        if _probe(board, w, info, v if near else None, allowance, found) is None:
            return None
    except Contradiction:
        found.end = None
    return found


def _split(
    board: Board, end: tuple[Cells, Analysis], found: Probing, allowance: Allowance
) -> list[Case] | None:
    """The two cases of the cell the solver would branch on where `found`'s probing stopped
    (`end`), each probed near it, when both run into a contradiction ([] when one does not);
    None when the allowance ran out first."""
    w, info = end
    cell = branch_cell(board, w, info, found.scores, found.activity)
    cases: list[Case] = []
    for value in (WALL, WHITE):
        if not allowance.spend():
            return None
        case, inner = w.copy(), Probing(Activity(board.size))
        try:
            assign(board, case, [(cell, value)])
            settled = settle(board, case)
            if _probe(board, case, settled, w, allowance, inner) is None:
                return None
            return []  # this case stands: no split here
        except Contradiction:
            cases.append((cell, value, inner.chain, inner.either))
    return cases


def _probe(
    board: Board,
    w: Cells,
    info: Analysis,
    before: Cells | None,
    allowance: Allowance,
    found: Probing,
) -> Analysis | None:
    """Probe passes on `w` until one decides nothing (every candidate, or with `before` only
    those near what changed since it, as the solver's search below its root), recording what
    they decide in `found`; the analysis at the end (also kept in `found.end`), None when the
    allowance ran out. Contradiction when both values of a probed cell fail."""
    while UNKNOWN in w:
        near = None if before is None else nearby(board, before, w)
        before = w.copy()
        for k in candidates(info):
            if w[k] != UNKNOWN or (near is not None and k not in near):
                continue
            if not allowance.spend(2):
                return None
            info = _probe_one(board, w, info, k, found)
        if before == w:
            break
    found.end = (w, info)
    return info


def _probe_one(board: Board, w: Cells, info: Analysis, k: int, found: Probing) -> Analysis:
    """Probe cell k of `w` and write in what it decides."""
    decided = probed(board, w, k, found.scores, info)
    if not decided:
        return info
    found.chain.extend(decided)
    if len(decided) > 1 or decided[0][0] != k:  # both values of k decide these alike
        found.either.update(dict.fromkeys((i for i, _ in decided), k))
    else:
        found.activity.hit([k])  # one value of k refuted: where the solver would look
    return decide(board, w, info, decided, {})
