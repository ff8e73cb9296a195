"""The reason cells a Nurikabe hint lights for its step: of the player's marks, the fewest that
still let the step's own rule make the same step (issue 35: together enough, each one needed).

The rules whose reason is a few fixed cells (complete island, one way out, 2x2 pool) give it
themselves. Those that read much of the board (unreachable, the island shapes, the wall
connectivity rules) and those that gave more than they need (between islands) get theirs here,
for the hint's step only: a grade's rounds take every step of a rule at once and never pay for
it. A step the rule makes from the clues alone keeps no mark (it has no reason cell).

The search drops marks, the farthest from the step first, in halves and then one at a time,
keeping a drop whenever the rule, run on a board holding the clues and only the marks kept,
still makes the step (a deletion search, as in Bogaerts, Gamba and Guns's step-wise
explanations). Dropping a mark never lets a rule make a step it could not make before, so
what is left has no mark to spare. Cost: one run of the rule per test, about twice the
reason's size times the halvings; a hint's step only.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import partial

from puzzlegui.core.text.values import Places

from ..engine.board import Board
from ..engine.cells import UNKNOWN, WALL, WHITE, Cells, Contradiction
from ..engine.islands import analyse
from ..engine.walls import scarce
from .rungs import LADDER, LEVEL, cut_sides, near_clues, shape_steps
from .step import Step
from .trials import chain_of

SEARCHED = frozenset(
    {
        "unreachable",
        "island-must-use",
        "island-borders",
        "wall-cut",
        "between-clues",
        "join-too-large",
        "no-shape-reaches",
        "wall-pocket",
        "wall-count",
        "far-from-walls",
        "wall-span-wall",
        "wall-span-island",
    }
)
"""The rules whose reasons the search finds (every rule but the trials and cases, whose reason
is a chain of steps, and those that give their few cells themselves)."""

TESTS = 120
"""The most runs of the rule one hint's search makes; past them the marks not yet dropped
stay (enough, maybe not all needed)."""

WORK = 20_000
"""Runs times cells: a large board gets fewer runs (a run reads the whole board), so a hint's
search costs about as much as WORK cells of rule runs on any board (docs/hint-reasons.md)."""

FLOOR = 2
"""The runs every search may make: the marks near the step tried alone, then one drop. The
near marks are local, so on the largest boards the reason is still enough and still local."""


def name_reasons(board: Board, v: Cells, step: Step) -> None:
    """Set the step's reason cells (and the places its sentence names) for a hint."""
    if step.rule == "chain":
        step.reasons = chain_reasons(board, v, step)
        return
    if step.rule not in SEARCHED:
        return
    j = step.decided[0][0]
    named = [index for key, index in sorted(step.places.items()) if key != "where"]
    if step.rule == "unreachable":
        named = near_clues(board, analyse(board, v), j)
    elif "where" in step.places and step.rule != "wall-cut":
        named = [step.places["where"], *named]
    kept = fewest(board, v, step, [i for i in range(board.size) if _mark(board, v, i)])
    step.reasons = list(dict.fromkeys([*named, *kept]))
    if step.rule == "wall-cut":
        _name_sides(board, v, step, kept)


def chain_reasons(board: Board, v: Cells, step: Step) -> list[int]:
    """The fewest marks with which the supposition of a forcing chain (the other value of the
    step's cell) still breaks the rules within trials.CHAIN rounds: the marks the chain reads.
    The marks farthest from the chain's cells are dropped first. None past CHAIN_NAMED: such a
    chain reads the whole board (wall connectivity, a far island's reach), and the hint says
    so instead of listing its marks."""
    cell, value = step.decided[0]
    supposed = (cell, WALL if value == WHITE else WHITE)
    marks = [i for i in range(board.size) if _mark(board, v, i)]

    def makes(keep: Iterable[int]) -> bool:
        w = board.start()
        for i in keep:
            w[i] = v[i]
        return chain_of(board, w, supposed) is not None

    tests = _Tests(makes, max(FLOOR, min(TESTS, WORK // board.size)))
    around = [cell, *(i for i, _ in step.chain)]
    far = {i: _gap(board, i, around) for i in marks}
    # The marks beside the chain are tried alone first: a chain is local, and on a large board
    # the tests run out long before the far marks are dropped one by one.
    near = [i for i in marks if far[i] <= NEAR_CHAIN]
    start = near if tests(near) else marks
    kept = drop(tests, sorted(start, key=lambda i: -far[i]))
    # A chain is not monotone in the marks (fewer marks, another route to a contradiction),
    # so a mark kept early may be spare at the end: each is tried again (two passes at most,
    # within the same count of tests: a test on a large board costs six whole-board rounds).
    again, passes = True, 2
    while again and passes and len(kept) <= CHAIN_NAMED:
        again, passes = False, passes - 1
        for i in list(kept):
            trial = [k for k in kept if k != i]
            if tests(trial):
                kept, again = trial, True
    return sorted(kept) if len(kept) <= CHAIN_NAMED else []


CHAIN_NAMED = 12
"""The most marks a forcing chain's hint names (and lights) as its reason: a sentence's worth
(most chains on generated 15x15 boards read 17-47 marks, wall connectivity reading every wall;
docs/nurikabe-notes.md)."""

NEAR_CHAIN = 2
"""Steps from the chain's cells within which a forcing chain's marks are tried alone first."""


def _mark(board: Board, v: Cells, i: int) -> bool:
    """Whether cell i holds a player's mark (a wall or a dot; clues always stay)."""
    return v[i] != UNKNOWN and not board.clue[i]


def _name_sides(board: Board, v: Cells, step: Step, kept: list[int]) -> None:
    """A wall cut's sentence names the walls the cut keeps apart, lit among its reasons."""
    walls = [i for i in kept if v[i] == WALL] or cut_sides(board, v, step.decided[0][0])
    step.reasons = list(dict.fromkeys([*step.reasons, *walls]))
    cols = board.cols
    step.places = {}
    step.params = {**step.params, "where": Places.of(tuple(divmod(i, cols) for i in walls))}


def fewest(board: Board, v: Cells, step: Step, marks: list[int]) -> list[int]:
    """The marks, of `marks`, that the step's rule needs to make the step again."""
    if not marks:  # the step came from the clues alone, on this very board: nothing to run
        return []
    makes = _Tests(_makes(board, v, step), max(FLOOR, min(TESTS, WORK // _run_cost(board, step))))
    targets = [i for i, _ in step.decided]
    near, own = _near(board, v, step, marks)
    start = near if makes(near) else marks
    if not makes(start):
        return list(step.reasons)  # the rule reads more than the marks (not met so far)
    far = {i: _gap(board, i, targets) for i in start}
    # The first marks are dropped first: the far ones, the step's own island last.
    return drop(makes, sorted(start, key=lambda i: (i in own, -far[i])))


_COUNT_WALLS = frozenset({"far-from-walls", "wall-span-wall", "wall-span-island"})
"""The rules that read how many walls are left: every wall is one of their facts."""


def _run_cost(board: Board, step: Step) -> int:
    """What one run of the step's rule reads, in cells: the board once, and on a board that is
    mostly island the wall rung's once more per clue (far from walls fences each growing
    island, engine/walls.py: a max-flow over the board each)."""
    if step.level == LEVEL["walls"] and scarce(board):
        return board.size * (1 + board.clue_count)
    return board.size


def _near(board: Board, v: Cells, step: Step, marks: list[int]) -> tuple[list[int], set[int]]:
    """The marks the rule most likely reads, tried alone first: those of the step's own
    reasons (an island, the islands a cell touches), and those within reach of the step;
    for the rules that count walls (far from walls, wall span), every wall too."""
    own = set(step.reasons)
    if step.rule in ("between-clues", "join-too-large"):
        return [i for i in marks if i in own], own
    if step.rule in _COUNT_WALLS:
        targets = [i for i, _ in step.decided]
        return [i for i in marks if v[i] == WALL or _gap(board, i, targets) <= 2], own
    if step.rule == "wall-pocket":
        return _pocket_sides(board, v, step.decided[0][0], marks), own
    if step.rule == "wall-count":
        return _count_sides(board, v, marks), own
    if step.rule == "unreachable":
        around, reach = [i for i, _ in step.decided], board.largest_clue
    else:  # an island's shapes reach its missing cells away, and touch one more
        around, reach = sorted(own) or [i for i, _ in step.decided], _missing(step) + 2
    return [i for i in marks if _gap(board, i, around) <= reach], own


def _pocket_sides(board: Board, v: Cells, j: int, marks: list[int]) -> list[int]:
    """The dots that close the pocket around cell j off from the walls, and the wall mark
    nearest to j: the walls must exist to have a pocket no wall reaches. The pocket is what
    j reaches without crossing an island cell; on a large board the deletion search alone
    runs out long before it drops every mark far away (docs/hint-reasons.md)."""
    walls = [i for i in marks if v[i] == WALL]
    nearest = [min(walls, key=lambda i: _gap(board, i, [j]))] if walls else []
    return [i for i in marks if i in _sides(board, v, j)] + nearest


def _count_sides(board: Board, v: Cells, marks: list[int]) -> list[int]:
    """The dots beside the cells the walls reach, and one wall: with them alone the walls
    still reach as many cells as they need (wall count), and each is needed, since a dot
    dropped is one cell more within their reach."""
    root = v.index(WALL)
    return [root, *(i for i in marks if i in _sides(board, v, root))]


def _sides(board: Board, v: Cells, start: int) -> set[int]:
    """The island cells beside the cells `start` reaches without crossing one."""
    region, todo, sides = {start}, [start], set()
    while todo:
        for k in board.neighbours[todo.pop()]:
            if v[k] == WHITE:
                sides.add(k)
            elif k not in region:
                region.add(k)
                todo.append(k)
    return sides


def _missing(step: Step) -> int:
    missing = step.params.get("missing", 0)
    return missing if isinstance(missing, int) else 0


def drop(makes: Callable[[list[int]], bool], cells: list[int]) -> list[int]:
    """Drop cells, in halves, then quarters, down to one at a time, while `makes` holds."""
    kept = list(cells)
    chunk = max(1, len(kept) // 2)
    while kept:
        at = 0
        while at < len(kept):
            trial = kept[:at] + kept[at + chunk :]
            if makes(trial):
                kept = trial
            else:
                at += chunk
        if chunk == 1:
            break
        chunk = max(1, chunk // 2)
    return kept


class _Tests:
    """A test that fails (the rule is not run) once `most` runs are spent: the search then
    keeps the marks it has not yet dropped, still enough, maybe not all needed.

    A set of marks asked again (`fewest` asks the near marks twice when they make the step)
    takes the answer already found; it still counts as a run, so that the searches stop where
    they always did and name the same cells."""

    def __init__(self, test: Callable[[list[int]], bool], most: int) -> None:
        self.test, self.left = test, most
        self.known: dict[tuple[int, ...], bool] = {}

    def __call__(self, keep: list[int]) -> bool:
        if self.left <= 0:
            return False
        self.left -= 1
        key = tuple(keep)
        if key not in self.known:
            self.known[key] = self.test(keep)
        return self.known[key]


def _makes(board: Board, v: Cells, step: Step) -> Callable[[list[int]], bool]:
    """A test: does the step's rule make the step on the clues and the marks given?"""
    rule = LADDER[step.level - 1]
    if step.rule in ("island-must-use", "island-borders"):
        # Only the step's own island can make the same step: the others' shapes are not read.
        rule = partial(shape_steps, only=step.places["where"])
    elif step.rule == "no-shape-reaches":  # one island's shapes reaching the cell answer no
        rule = partial(shape_steps, reaching=step.decided[0][0])
    said = set(step.decided)

    def same(other: Step) -> bool:
        # A cut's "where" is the first wall of the board, which moves as marks are dropped.
        return other.rule == step.rule and (step.rule == "wall-cut" or other.places == step.places)

    def makes(keep: Iterable[int]) -> bool:
        w = board.start()
        for i in keep:
            w[i] = v[i]
        left = set(said)
        try:
            for other in rule(board, w, analyse(board, w)):
                if same(other):
                    left -= set(other.decided)
                    if not left:
                        return True
        except Contradiction:
            return False
        return False

    return makes


def _gap(board: Board, i: int, targets: list[int]) -> int:
    """Steps from cell i to the nearest target (rows plus columns)."""
    cols = board.cols
    r, c = divmod(i, cols)
    return min(abs(r - t // cols) + abs(c - t % cols) for t in targets)
