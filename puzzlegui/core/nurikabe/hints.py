"""One step for a stuck Nurikabe player: a broken rule first, then a wrong mark, else the easiest
deduction of the ladder (ladder.py) from the player's walls and dots, else a cell from the
solution. `grade` walks the same ladder on the compact board, every step of the easiest level
at once: with rules that stay true as cells get decided, its hardest level is the one the
one-hint-at-a-time walk of grading.grade_by_hints reaches, at a fraction of the cost.

Cost: the solution for the mistakes comes from answers.py (solved once, never waited for in the
player), then one scan per level up to the first that finds a step.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import partial
from itertools import groupby, islice

from puzzlegui.core import answers
from puzzlegui.core.cancel import CancelToken
from puzzlegui.core.model import Cell, Grade, Hint, HintAsk, SubStep
from puzzlegui.core.text.values import Phrase, Place, Places

from .engine.deduce import UNKNOWN, WALL, WHITE, Analysis, Board, Cells, Contradiction, analyse
from .ladder import meter
from .ladder.handover import Handover
from .ladder.meter import Meter, Spent
from .ladder.reasons import name_reasons
from .ladder.rungs import (
    LADDER,
    LEVEL,
    LEVELS,
    ONE_AT_A_TIME,
    TRIALS,
    FewWalls,
    StepRule,
    case_steps,
    few_case_steps,
    forcing_chain_steps,
    guided_steps,
    nested_trial_steps,
    probed_guided_steps,
)
from .ladder.step import Step, apply_steps
from .ladder.trials import (
    Allowance,
    TrialMemo,
    TrialWork,
    guided_allowance,
    hint_allowance,
)
from .puzzle import Mark, Move, Puzzle, SetMark, State
from .rules import check, is_solved
from .solver import solve

TEXTS = {
    "broken-rule": "{why} The mark at {cell} is wrong; clear it.",
    "wrong-wall": "The wall at {cell} is not in the solution.",
    "wrong-dot": "The dot at {cell} is wrong: the solution has a wall there.",
    "complete-island": "The island of the {number} at {where} is complete, so the free cells "
    "around it, such as {cell}, are walls.",
    "between-clues": "The free cell at {cell} touches the islands of the clues at {where} and "
    "{other}, which may not join, so it is a wall.",
    "join-too-large": "The free cell at {cell} would join the island of the {number} at {where} "
    "to more cells than it may hold, so it is a wall.",
    "unreachable": "No clue can reach {cell} with the cells it still needs{near}, so it is a wall.",
    "island-one-way": "The island of the {number} at {where} still needs {needs} and can only "
    "grow through {cell}.",
    "dot-one-way": "The island cells at {where} must reach a clue and can only get out through "
    "{cell}.",
    "walls-one-way": "The walls at {where} must join the other walls and can only get out "
    "through {cell}.",
    "pool-2x2": "The walls at {where} would make a 2x2 block with {cell}, so it is an island cell.",
    "island-must-use": "Every way to complete the island of the {number} at {where} uses "
    "{cell}, so it is an island cell.",
    "island-borders": "Every way to complete the island of the {number} at {where} touches "
    "{cell}, so it is a wall.",
    "no-shape-reaches": "No way to complete any island covers {cell}, so it is a wall.",
    "wall-cut": "Without {cell} the walls at {where} could not join the others, so it is a wall.",
    "wall-pocket": "No wall can reach {cell} without crossing an island, so it is an island cell.",
    "wall-count": "Only {count} walls are needed and exactly that many cells can still join "
    "them, so {cell} and the other free ones among them are walls.",
    "far-from-walls": "Only {walls_left} needed, and {cell} is farther than that from every "
    "place that must hold a wall, so it is an island cell.",
    "wall-span-wall": "Joined walls reaching p rows and q columns need p + q - 1 cells, and the "
    "puzzle has only {count} walls: no island shape that fits them reaches {cell}, so it is a "
    "wall.",
    "wall-span-island": "Joined walls reaching p rows and q columns need p + q - 1 cells, and the "
    "puzzle has only {count} walls: the one island shape that fits them fills its box, so "
    "{cell} is an island cell.",
    "trial-wall": "If {cell} were an island cell, the rules would soon run into a "
    "contradiction, so it is a wall.",
    "trial-island": "If {cell} were a wall, the rules would soon run into a contradiction, so "
    "it is an island cell.",
    "chain-wall": "{given}, if {cell} were an island cell, the rules would run into a "
    "contradiction within {within}, so it is a wall.",
    "chain-island": "{given}, if {cell} were a wall, the rules would run into a contradiction "
    "within {within}, so it is an island cell.",
    "few-cases-wall": "The island of the {number} at {where} can be completed in only {count} "
    "ways; following the rules, every way that does not run into a contradiction makes {cell} "
    "a wall.",
    "few-cases-island": "The island of the {number} at {where} can be completed in only {count} "
    "ways; following the rules, every way that does not run into a contradiction makes {cell} "
    "an island cell.",
    "deep-trial-wall": "If {cell} were an island cell, following every rule to the end runs "
    "into a contradiction, so it is a wall.",
    "deep-trial-island": "If {cell} were a wall, following every rule to the end runs into a "
    "contradiction, so it is an island cell.",
    "cases-wall": "The island of the {number} at {where} can be completed in {count} ways; "
    "following the rules, every way that does not run into a contradiction makes {cell} a wall.",
    "cases-island": "The island of the {number} at {where} can be completed in {count} ways; "
    "following the rules, every way that does not run into a contradiction makes {cell} an "
    "island cell.",
    "nested-trial-wall": "If {cell} were an island cell, trying the other cells one at a time "
    "under that supposition runs into a contradiction, so it is a wall.",
    "nested-trial-island": "If {cell} were a wall, trying the other cells one at a time under "
    "that supposition runs into a contradiction, so it is an island cell.",
    "nested-cases-wall": "If {cell} were an island cell, trying the other cells one at a time "
    "under that supposition leaves {other} that can be neither a wall nor an island cell: "
    "either way the rules run into a contradiction, so {cell} is a wall.",
    "nested-cases-island": "If {cell} were a wall, trying the other cells one at a time under "
    "that supposition leaves {other} that can be neither a wall nor an island cell: either way "
    "the rules run into a contradiction, so {cell} is an island cell.",
    "from-solution-wall": "No rule of the ladder finds the next step; the solution has a wall at "
    "{cell}.",
    "from-solution-island": "No rule of the ladder finds the next step; the solution has an "
    "island cell at {cell}.",
}
"""Every hint sentence, keyed by rule, with {param} fields (one table, for translation)."""

RULE_NAMES = {
    "broken-rule": "broken rule",
    "wrong-wall": "wrong wall",
    "wrong-dot": "wrong dot",
    "complete-island": "complete island",
    "between-clues": "between islands",
    "join-too-large": "join too large",
    "unreachable": "unreachable",
    "island-one-way": "island's one way out",
    "dot-one-way": "dot's one way out",
    "walls-one-way": "walls' one way out",
    "pool-2x2": "no 2x2 pool",
    "island-must-use": "island must use",
    "island-borders": "island borders",
    "no-shape-reaches": "no shape reaches",
    "wall-cut": "wall cut",
    "wall-pocket": "wall pocket",
    "wall-count": "wall count",
    "far-from-walls": "far from the walls",
    "wall-span-wall": "wall span",
    "wall-span-island": "wall span",
    "trial-wall": "short trial",
    "trial-island": "short trial",
    "chain-wall": "forcing chain",
    "chain-island": "forcing chain",
    "few-cases-wall": "few ways",
    "few-cases-island": "few ways",
    "deep-trial-wall": "deep trial",
    "deep-trial-island": "deep trial",
    "cases-wall": "island cases",
    "cases-island": "island cases",
    "nested-trial-wall": "nested trial",
    "nested-trial-island": "nested trial",
    "nested-cases-wall": "nested trial",
    "nested-cases-island": "nested trial",
    "from-solution-wall": "from the solution",
    "from-solution-island": "from the solution",
}
"""Each rule's name, the hint's title."""

PHRASES = {
    "nurikabe.needs-one": "one more cell",
    "nurikabe.needs-many": "{missing} more cells",
    "nurikabe.walls-left-one": "one more wall is",
    "nurikabe.walls-left-many": "{count} more walls are",
    "nurikabe.near-none": "",
    "nurikabe.near-one": " (the clue at {cells} runs out of cells or is blocked on the way)",
    "nurikabe.near-many": " (the clues at {cells} run out of cells or are blocked on the way)",
    "nurikabe.sub-suppose-wall": "suppose {cell} is a wall.",
    "nurikabe.sub-suppose-island": "suppose {cell} is an island cell.",
    "nurikabe.sub-then-wall": "then {cell} must be a wall: as an island cell it would run the "
    "rules into a contradiction.",
    "nurikabe.sub-then-island": "then {cell} must be an island cell: as a wall it would run the "
    "rules into a contradiction.",
    "nurikabe.sub-contradiction": "then the rules run into a contradiction.",
    "nurikabe.sub-case-wall": "if {cell} is a wall:",
    "nurikabe.sub-case-island": "if {cell} is an island cell:",
    "nurikabe.sub-either": "whether {other} is a wall or an island cell, the rules agree: {then}",
    "nurikabe.sub-way-breaks": "if the island takes {cells}, the rules run into a contradiction.",
    "nurikabe.sub-way-stands": "if the island takes {cells}, the rules run into no contradiction.",
    "nurikabe.sub-way-wall": "if the island takes {cells}, the rules make {cell} a wall.",
    "nurikabe.sub-way-island": "if the island takes {cells}, the rules make {cell} an island cell.",
    "nurikabe.given-marks": "Given the marks at {cells}",
    "nurikabe.given-board": "Given the marks on the board",
    "nurikabe.rounds-one": "one round",
    "nurikabe.rounds-many": "{count} rounds",
    "nurikabe.sub-round-wall": "then {walls} must be a wall.",
    "nurikabe.sub-round-walls": "then {walls} must be walls.",
    "nurikabe.sub-round-island": "then {islands} must be an island cell.",
    "nurikabe.sub-round-islands": "then {islands} must be island cells.",
    "nurikabe.sub-round-both": "then walls go at {walls}, and island cells at {islands}.",
}
"""The phrases the params nest, each in the singular and the plural (no 'cell(s)'): the cells
an island still needs, the walls still needed, the clues an unreachable cell is beyond."""


def board_of(puzzle: Puzzle, cancel: CancelToken | None = None) -> Board:
    """The solver's tables for `puzzle`, new for each hint or grade: a Board also holds the
    search's scratch marks and memos, so two hints (a superseded one still running in its
    thread, and the next) must never share one. Its propagation reads `cancel`."""
    board = Board(puzzle)
    if cancel is not None:
        board.stop = cancel.raise_if_cancelled
    return board


def _wrong(state: State, solution: State | None, index: int) -> bool:
    if solution is None:
        return False
    mark, right = state.marks[index], solution.marks[index]
    return mark is not Mark.EMPTY and index not in state.clue_cells and mark is not right


def _broken_rule(puzzle: Puzzle, state: State, solution: State | None) -> Hint | None:
    # Only a wrong mark is reported: without one, the whole-board check is not run (it was
    # most of a 200x200 board's first hint, made while the solution is not known).
    if solution is None or not any(_wrong(state, solution, i) for i in range(len(state.marks))):
        return None
    cols = puzzle.cols
    for violation in check(puzzle, state):
        for cell in violation.cells:
            if _wrong(state, solution, cell[0] * cols + cell[1]):
                params = {"why": Phrase(violation.code, violation.params), "cell": Place(cell)}
                text = TEXTS["broken-rule"].format(**params)
                move = SetMark(cell, Mark.EMPTY)
                return Hint((move,), (cell,), violation.cells, "broken-rule", 1, text, params)
    return None


def _mistake(puzzle: Puzzle, state: State, solution: State) -> Hint | None:
    for index, mark in enumerate(state.marks):
        if _wrong(state, solution, index):
            cell = divmod(index, puzzle.cols)
            rule = "wrong-wall" if mark is Mark.WALL else "wrong-dot"
            params = {"cell": Place(cell)}
            move = SetMark(cell, Mark.EMPTY)
            return Hint((move,), (cell,), (), rule, 1, TEXTS[rule].format(**params), params)
    return None


def compact(puzzle: Puzzle, state: State) -> Cells:
    """The player's marks on the compact board: walls, island cells (dots, clues), unknown."""
    v = bytearray(
        WALL if m is Mark.WALL else WHITE if m is Mark.DOT else UNKNOWN for m in state.marks
    )
    for i in puzzle.clue_index:
        v[i] = WHITE
    return v


def deduced(ask: HintAsk[Puzzle, State]) -> Hint | None:
    """The easiest ladder step from the player's marks, or None. The trial rungs work with
    the trial memo of the game or walk that asks (`hint_work`), and every rung on its board's
    tables (`hint_board`), both lent to this hint alone; the costly rungs within the hint's
    allowance (trials.HINT_WORK). A grade's walk (`ask.by_hints`) wants the step's rule and
    level alone: its reasons are not searched for (on janko 1030 that search, a fewest set of
    cells the step still follows from, was three quarters of each hint), and it has no CPU
    allowance (a player's wait), so its steps do not depend on the machine."""
    puzzle, state, cancel = ask.puzzle, ask.state, ask.cancel
    memos, boards = hint_work(puzzle, ask.answers), hint_board(puzzle, ask.answers)
    with memos.borrow(TrialMemo) as memo, boards.borrow(partial(_ladder_board, puzzle)) as board:
        board.stop = _go_on if cancel is None else cancel.raise_if_cancelled
        try:
            return _deduced(puzzle, state, (board, memo), cancel, ask.by_hints)
        finally:
            board.stop = _go_on  # the next borrower sets its own


def hint_work(puzzle: Puzzle, store: answers.Answers | None = None) -> Handover[TrialMemo]:
    """The trial memo of `puzzle` kept in the `store` of the game or walk that asks
    (core/answers.derived: one per owner, none kept without one), in a Handover so that a
    superseded hint still running in its thread and the next never share it."""
    box: Handover[TrialMemo] = answers.derived(store, puzzle, "nurikabe-trial-memo", Handover)
    return box


def hint_board(puzzle: Puzzle, store: answers.Answers | None = None) -> Handover[Board]:
    """The solver's tables of `puzzle` for the hints of the `store`'s owner, made once per
    puzzle (a 200x200 board's took a sixth of the first hint), lent like the trial memo: a
    Board also holds a search's scratch marks and memos, so two hints never share one."""
    box: Handover[Board] = answers.derived(store, puzzle, "nurikabe-hint-board", Handover)
    return box


def _ladder_board(puzzle: Puzzle) -> Board:
    """A Board for the hints: its rungs always run on the analysis of the very cells they are
    given, so the few-walls rules may keep their cells by board (rungs.FewWalls)."""
    board = Board(puzzle)
    board.memo(FewWalls).on = True
    return board


def _go_on() -> None:
    """No cancel token: never stop."""


def _deduced(
    puzzle: Puzzle,
    state: State,
    work: tuple[Board, TrialMemo],
    cancel: CancelToken | None,
    graded: bool = False,
) -> Hint | None:
    """The hint's step; a grade's walk (`graded`) takes it without its reasons and without the
    CPU allowance (a player's wait: ladder/meter.py), so its steps, like the grade's, are the
    same on every machine."""
    board, memo = work
    v = compact(puzzle, state)
    allowance = hint_allowance(board)
    rules = tuple(_at_work(rule, memo, cancel, allowance) for rule in LADDER)
    clock = None if graded else Meter(board.stop, meter.HINT_CPU)  # from the first costly rung
    try:
        info = analyse(board, v)
        for level, rule in enumerate(rules, 1):
            if cancel is not None:
                cancel.raise_if_cancelled()
            if clock is not None and level >= COSTLY:
                board.stop = clock.rung(last=level == len(rules))
            step = _first(board, v, info, rule)
            if step is not None:
                if clock is not None and level >= COSTLY:
                    board.stop = clock.rest()
                if not graded:
                    _name_reasons(board, v, info, step)
                return explain(puzzle, step)
    except Contradiction:
        return None
    return None  # also past the hint's CPU allowance: the solution's cell comes instead


def _first(board: Board, v: Cells, info: Analysis, rule: StepRule) -> Step | None:
    """The first step of `rule`; None when the rung's share of the hint's CPU allowance (the
    board's `stop`, a Meter from the first costly rung on: ladder/meter.py) runs out first."""
    try:
        return next(rule(board, v, info), None)
    except Spent:
        return None


COSTLY = LEVEL["short-trial"]
"""The first rung whose scan a hint bounds by its CPU allowance (ladder/meter.py): the trials
and case analyses cost a propagation per cell tried, the rungs before one pass each."""


def _name_reasons(board: Board, v: Cells, info: Analysis, step: Step) -> None:
    """The cells a step's reason and sentence need, found for the hint's step only (the rules
    leave them out: a grade's rounds take every step of a rule at once): ladder/reasons.py. A
    forcing chain whose search runs past the hint's CPU allowance names no mark ("Given the
    marks on the board", as a chain reading more than a sentence's worth)."""
    try:
        name_reasons(board, v, step)
    except Spent:
        step.reasons = []


def _at_work(
    rule: StepRule, memo: TrialMemo, cancel: CancelToken | None, allowance: Allowance
) -> StepRule:
    """`rule` with the hint's memo, cancel token and allowance, for the rungs that take them."""
    if rule in TRIALS:
        return partial(rule, work=TrialWork(memo, cancel, allowance))
    if rule in (case_steps, few_case_steps):
        return partial(rule, cancel=cancel)
    if rule is forcing_chain_steps:  # the memo lends the short trials' fixpoints
        return partial(rule, work=TrialWork(memo, cancel, allowance))
    if rule is nested_trial_steps:
        return partial(rule, work=TrialWork(None, cancel, allowance))
    return rule


def explain(puzzle: Puzzle, step: Step) -> Hint:
    """The Hint for one ladder step: moves, target and reason cells, sentence."""
    cols = puzzle.cols
    targets: list[Cell] = [divmod(i, cols) for i, _ in step.decided]
    moves: list[Move] = [
        SetMark(divmod(i, cols), Mark.WALL if value == WALL else Mark.DOT)
        for i, value in step.decided
    ]
    rule = step.rule
    if rule in ("trial", "chain", "deep-trial", "nested-trial", "nested-cases"):
        rule += "-wall" if step.decided[0][1] == WALL else "-island"
    params: dict[str, object] = dict(step.params)
    params["cell"] = Place(targets[0])
    for key, index in step.places.items():
        params[key] = Place(divmod(index, cols))
    reasons = tuple(divmod(i, cols) for i in step.reasons)
    params.update(_plural_params(rule, params, reasons))
    text = TEXTS[rule].format(**params)
    subs = _substeps(cols, step)
    return Hint(
        tuple(moves), tuple(targets), reasons, rule, step.level, text, params, substeps=subs
    )


def _substeps(cols: int, step: Step) -> tuple[SubStep, ...]:
    """A nested trial's chain: the supposition, each value its inner trials forced, and the
    contradiction they met (with a case split inside: each case, its chain and contradiction);
    a forcing chain's: the supposition, each round's cells, the contradiction (none for the
    other rules)."""
    if step.ways:
        return _ways(cols, step)
    if step.rule not in ("nested-trial", "nested-cases", "chain"):
        return ()
    cell, value = step.decided[0]
    supposed = "island" if value == WALL else "wall"
    at = divmod(cell, cols)
    found = [SubStep(Phrase(f"nurikabe.sub-suppose-{supposed}", {"cell": Place(at)}), (at,))]
    if step.rule == "chain":
        found.extend(_rounds(cols, step))
    else:
        found.extend(_inner(cols, step.chain, step.either))
    for split, case_value, chain, either in step.cases:
        kind = "wall" if case_value == WALL else "island"
        where = divmod(split, cols)
        found.append(SubStep(Phrase(f"nurikabe.sub-case-{kind}", {"cell": Place(where)}), (where,)))
        found.extend(_inner(cols, chain, either, 1))
        found.append(SubStep(Phrase("nurikabe.sub-contradiction", {}), depth=1))
    if not step.cases:
        found.append(SubStep(Phrase("nurikabe.sub-contradiction", {})))
    return tuple(found)


def _inner(
    cols: int, chain: list[tuple[int, int]], either: dict[int, int], depth: int = 0
) -> list[SubStep]:
    """The values a nested trial's inner trials forced, in order: one sub-step each, or one for
    the cells a probe decided alike both ways (`either`); at `depth` (inside a case: 1)."""
    found = []
    for probe, group in groupby(chain, key=lambda d: either.get(d[0])):
        if probe is not None:
            found.append(_either(cols, probe, list(group), depth))
            continue
        for i, forced in group:
            kind = "wall" if forced == WALL else "island"
            where = divmod(i, cols)
            phrase = Phrase(f"nurikabe.sub-then-{kind}", {"cell": Place(where)})
            found.append(SubStep(phrase, (where,), depth))
    return found


def _either(cols: int, probe: int, cells: list[tuple[int, int]], depth: int) -> SubStep:
    """The cells a probe inside a nested trial decided alike: whether the probed cell is a wall
    or an island cell, the rules give them these values (ladder/probed.py)."""
    then, where = _decided(cols, cells)
    at = divmod(probe, cols)
    phrase = Phrase("nurikabe.sub-either", {"other": Place(at), "then": then})
    return SubStep(phrase, (at, *where), depth)


def _decided(cols: int, cells: list[tuple[int, int]]) -> tuple[Phrase, tuple[Cell, ...]]:
    """The phrase naming the walls and island cells among `cells` (a round of a forcing chain,
    or what a probe decided alike), and those cells, walls first."""
    walls = tuple(divmod(i, cols) for i, x in cells if x == WALL)
    islands = tuple(divmod(i, cols) for i, x in cells if x == WHITE)
    kind = "both" if walls and islands else "wall" if walls else "island"
    if kind != "both" and len(walls) + len(islands) > 1:
        kind += "s"
    params = {"walls": Places.of(walls), "islands": Places.of(islands)}
    return Phrase(f"nurikabe.sub-round-{kind}", params), walls + islands


def _ways(cols: int, step: Step) -> tuple[SubStep, ...]:
    """A few-ways case analysis: each way the island may take, and whether the rules then run
    into a contradiction or decide the step's cell."""
    cell, value = step.decided[0]
    at = divmod(cell, cols)
    kind = "wall" if value == WALL else "island"
    found = []
    for shape, stands in step.ways:
        cells = tuple(divmod(i, cols) for i in shape)
        if stands and cell in shape:  # the cell is the way's own: it stands, nothing more
            phrase = Phrase("nurikabe.sub-way-stands", {"cells": Places.of(cells)})
            found.append(SubStep(phrase, cells))
        elif stands:
            phrase = Phrase(
                f"nurikabe.sub-way-{kind}", {"cells": Places.of(cells), "cell": Place(at)}
            )
            found.append(SubStep(phrase, (*cells, at)))
        else:
            phrase = Phrase("nurikabe.sub-way-breaks", {"cells": Places.of(cells)})
            found.append(SubStep(phrase, cells))
    return tuple(found)


def _rounds(cols: int, step: Step) -> list[SubStep]:
    """A forcing chain's rounds, each a sub-step naming the walls and island cells it forced."""
    found, at = [], 0
    for size in step.round_sizes:
        phrase, where = _decided(cols, step.chain[at : at + size])
        at += size
        found.append(SubStep(phrase, where))
    return found


def _plural_params(
    rule: str, params: dict[str, object], reasons: tuple[Cell, ...]
) -> dict[str, object]:
    """The params a rule's sentence says in the singular or the plural, and the groups of
    cells it names whole: a 2x2 block's three walls (a cut's walls: ladder/reasons.py)."""
    if rule == "island-one-way":
        missing = params.get("missing", 0)
        code = "nurikabe.needs-one" if missing == 1 else "nurikabe.needs-many"
        return {"needs": Phrase(code, {"missing": missing})}
    if rule == "far-from-walls":
        count = params.get("count", 0)
        code = "nurikabe.walls-left-one" if count == 1 else "nurikabe.walls-left-many"
        return {"walls_left": Phrase(code, {"count": count})}
    if rule == "unreachable":
        many = {0: "none", 1: "one"}.get(len(reasons), "many")
        return {"near": Phrase(f"nurikabe.near-{many}", {"cells": Places.of(reasons)})}
    if rule in ("chain-wall", "chain-island"):
        count = params.get("rounds", 1)
        code = "nurikabe.rounds-one" if count == 1 else "nurikabe.rounds-many"
        given = Phrase("nurikabe.given-marks", {"cells": Places.of(reasons)})
        if not reasons:
            given = Phrase("nurikabe.given-board", {})
        return {"within": Phrase(code, {"count": count}), "given": given}
    if rule == "pool-2x2" and reasons:
        return {"where": Places.of(reasons)}
    return {}


def _from_solution(puzzle: Puzzle, state: State, solution: State) -> Hint | None:
    for index, mark in enumerate(state.marks):
        if mark is Mark.EMPTY and index not in state.clue_cells:
            cell = divmod(index, puzzle.cols)
            right = solution.marks[index]
            rule = "from-solution-wall" if right is Mark.WALL else "from-solution-island"
            params = {"cell": Place(cell)}
            text = TEXTS[rule].format(**params)
            move = SetMark(cell, right)
            return Hint((move,), (cell,), (), rule, len(LEVELS), text, params, True)
    return None


def grade(puzzle: Puzzle, cancel: CancelToken | None = None) -> Grade:
    """The hardest ladder level needed from the empty board; the top level if it must guess."""
    board = board_of(puzzle, cancel)
    v = board.start()
    top, steps = 1, 0
    try:
        while UNKNOWN in v and v.count(WALL) < board.walls_needed:
            if cancel is not None:
                cancel.raise_if_cancelled()
            level, count = easiest_round(board, v)
            if level == 0:
                return Grade(len(LEVELS), LEVELS[-1], steps)
            top, steps = max(top, level), steps + count
    except Contradiction:
        return Grade(len(LEVELS), LEVELS[-1], steps)
    return Grade(top, LEVELS[top - 1], steps)


def easiest_round(board: Board, v: Cells) -> tuple[int, int]:
    """Apply every step of the easiest level that has one (one step for trial): (level, steps)."""
    info = analyse(board, v)
    for rule in LADDER:
        board.stop()
        found = rule(board, v, info)
        steps = list(islice(found, 1)) if rule in ONE_AT_A_TIME else list(found)
        if steps:
            apply_steps(v, steps)
            return steps[0].level, len(steps)
    return 0, 0


def _guided(ask: HintAsk[Puzzle, State], solution: State) -> Hint | None:
    """Where no rung found a step within its allowance (on a large board a deep-trial scan is
    cut after a few dozen trials, short of the cells a trial refutes), a deep or nested trial
    found with the solution's help (rungs.guided_steps), within the hint's count of propagations
    (trials.HINT_WORK) and CPU allowance (ladder/meter.py); failing that, a nested trial with
    the solver's probing inside (ladder/probed.py), within a count and a CPU allowance of its
    own (trials.guided_allowance, meter.GUIDED_CPU: the hint waits for it as for the solve, with
    Stop). None when no trial runs into a contradiction or an allowance ran out first: the
    solution's cell comes instead. A grade's walk (`ask.by_hints`) never asks: a grade and the
    difficulty score are the ladder's alone, the same with or without a solution known
    (`grade`, which the generator asks, has none)."""
    if ask.by_hints:
        return None
    puzzle, state, cancel = ask.puzzle, ask.state, ask.cancel
    boards = hint_board(puzzle, ask.answers)
    go_on = _go_on if cancel is None else cancel.raise_if_cancelled
    with boards.borrow(partial(_ladder_board, puzzle)) as board:
        v, answer = compact(puzzle, state), compact(puzzle, solution)
        try:
            info = analyse(board, v)
            trials = partial(guided_steps, board, v, info, answer)
            step = _first_within(board, Meter(go_on, meter.HINT_CPU), trials)
            if step is None:
                probes = partial(probed_guided_steps, board, v, answer)
                step = _first_within(
                    board, Meter(go_on, meter.GUIDED_CPU), probes, guided_allowance
                )
            if step is None:
                return None
            _name_reasons(board, v, info, step)
            return explain(puzzle, step)
        except Contradiction:
            return None
        finally:
            board.stop = _go_on  # the next borrower sets its own


def _first_within(
    board: Board,
    clock: Meter,
    steps: Callable[[Allowance], Iterator[Step]],
    allowance: Callable[[Board], Allowance] = hint_allowance,
) -> Step | None:
    """The first of `steps` (given the count of propagations `allowance` gives the board)
    within `clock`'s CPU allowance, or None."""
    board.stop = clock.rest()
    try:
        return next(steps(allowance(board)), None)
    except Spent:
        return None


hint = answers.hint_in_order(
    is_solved, solve, _broken_rule, _mistake, deduced, _from_solution, _guided
)
"""None on a solved board; the board's status when it has no solution or several; else a
broken rule, a mistake, the easiest deduction, a trial the solution helps to find, or a step of
the solution."""


__all__ = [
    "LEVELS",
    "PHRASES",
    "RULE_NAMES",
    "TEXTS",
    "board_of",
    "compact",
    "deduced",
    "easiest_round",
    "explain",
    "grade",
    "hint",
]
