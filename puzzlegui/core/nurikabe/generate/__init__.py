"""New Nurikabe puzzles with one solution and a requested grade, reproducible from a seed.

1. A maze (answer.py): walls everywhere but for the 1s and 2s that break every 2x2 block.
2. Growth (grow.py, after Spaans' generator): small changes of the answer and its clues
   (a wall turned to island, a 1 closed or started, a clue moved), each kept only when the
   judge (judge.py: the ladder's rules of levels 1-5 for easy boards, 1-7 otherwise, from
   the empty board) leaves fewer cells undecided, or still none. Once none are left, the rules
   alone prove the answer is the only solution, and every later change keeps that true. Growth
   stops when the islands cover grow.SHARE of the board and the board is not dull. A growth
   stuck with cells open draws the islands there again as the maze's and goes on (redraw).
3. Medium boards up to POLISHED_SIDE (grown from mazes with 3s too, MAZES) are polished
   (`Grower.polish`): walls beside their 1s and 2s opened while the judge still decides every
   cell, until at most SMALL of the clues are 1s and 2s: the published look.
4. The difficulty's own step: a medium board must also need levels 6-7 (a last change after
   which the basic rules stop short, if they do not already); a hard board must need trials (a
   last change after which levels 1-7 leave a few cells open and the ladder's deep trials
   finish them). Hard boards up to POLISHED_SIDE are polished after it, each change kept
   only while levels 1-7 still leave a few cells open and the deep trials finish them.
5. The hint ladder's grade (`hints.grade`) must be one of the difficulty's levels (LEVELS_OF)
   and the solver (limit=2) proves uniqueness once more; else a fresh maze.

Only budgets of changes tried are used (never the clock), so one seed gives one puzzle on any
machine. Cost: one judgement (a propagation from the empty board, milliseconds) per change
tried, a few hundred per puzzle; deep trials (a propagation per free cell tried) only in the
last step of hard boards.
"""

from __future__ import annotations

import random

from puzzlegui.core.attempts import attempts, found
from puzzlegui.core.cancel import CancelToken
from puzzlegui.core.collect import fewer_collections
from puzzlegui.core.model import GenerateJob, SolveStatus
from puzzlegui.core.nurikabe.generate.answer import MAZE_ISLAND, random_maze
from puzzlegui.core.nurikabe.generate.grow import SHARE, Grower, Growth, Judgement
from puzzlegui.core.nurikabe.generate.judge import BASIC, WALLS, Judge
from puzzlegui.core.nurikabe.generate.mirror import MirroredGrowth, symmetric_maze
from puzzlegui.core.nurikabe.solver import solve

from ..hints import LEVELS, grade
from ..puzzle import Puzzle

DIFFICULTIES: tuple[str, ...] = ("easy", "medium", "hard")
"""Difficulty names, easiest first."""
LABELS_OF: dict[str, tuple[str, ...]] = {
    "easy": ("complete island", "between islands", "unreachable", "one way out", "no 2x2 pool"),
    "medium": ("island shapes", "wall connectivity"),
    "hard": (
        "short trial",
        "forcing chain",
        "few ways",
        "deep trial",
        "island cases",
        "nested trial",
    ),
}
"""The hint ladder's levels (by label) each difficulty accepts as its grade."""
LEVELS_OF: dict[str, tuple[int, ...]] = {
    name: tuple(LEVELS.index(label) + 1 for label in labels) for name, labels in LABELS_OF.items()
}
"""The same, as 1-based ladder levels."""
CAPS = {"easy": 7, "medium": 8, "hard": 9}
"""The largest island per difficulty."""
MAZES = {"easy": MAZE_ISLAND, "medium": (1, 2, 3), "hard": (1, 2, 3)}
"""Island sizes the first maze aims at per difficulty (a redraw aims at MAZE_ISLAND's, a
symmetric maze at none): 3s too where the judge is `propagate`, which settles larger islands
(docs/generation-notes.md)."""
POLISHED = ("medium", "hard")
"""Difficulties whose grown boards are polished (`Grower.polish`; hard ones after their last
step) until at most SMALL of their clues are 1s and 2s."""
POLISHED_SIDE = 15
"""The longest side polished (and grown from MAZES): on 20x20 and 30x30 boards the two
doubled the time (docs/generation-notes.md), and the presets go to 15."""
SMALL = 0.4
"""The share of clues 1 or 2 a polish stops at (docs/generation-notes.md)."""
TRIAL_OPEN = 0.1
"""The share of cells levels 1-7 may leave open on a hard board before trials are tried (more
open cells rarely yield to trials alone, and each trial costs a propagation)."""
TRIAL_OPEN_MIN = 8
"""Open cells always allowed before trials are tried (small boards)."""
MOVES = True
"""Hard boards try clue moves first for their last change."""
BUDGET = 8
"""Changes tried per cell of the board before a grown puzzle is given up."""


def dull(puzzle: Puzzle) -> bool:
    """A board not worth playing: more than a third of its clues are 1s, or fewer than a
    quarter of them are 3 or more."""
    numbers = [n for _, _, n in puzzle.clues]
    ones = sum(1 for n in numbers if n == 1)
    large = sum(1 for n in numbers if n >= 3)
    return 3 * ones > len(numbers) or 4 * large < len(numbers)


def generate(job: GenerateJob, tries: int = 2000) -> Puzzle:
    """A unique puzzle of the size asked whose grade is the difficulty asked."""
    options, rng, cancel, progress = job.options, job.rng, job.cancel, job.progress
    rows, cols, difficulty = options.rows, options.cols, options.difficulty
    levels = LEVELS_OF.get(difficulty)
    if levels is None:
        raise ValueError(f"unknown difficulty {difficulty!r} (one of {', '.join(DIFFICULTIES)})")
    low, high = SIZE_RANGE
    if not (low <= rows <= high and low <= cols <= high):
        raise ValueError(f"sides must be from {low} to {high}")
    # Judging a layout makes containers by the thousand and keeps a board's analyses alive
    # while it runs: the youngest generation is collected less often, as in a search.
    with fewer_collections():
        for _ in attempts(tries, cancel, progress, lambda attempt: min(0.99, attempt / 100)):
            puzzle = _candidate(rows, cols, rng, difficulty, cancel, options.symmetric)
            if puzzle is None or grade(puzzle, cancel).level not in levels:
                continue
            if _unique(puzzle, cancel):
                return found(puzzle, progress)
    raise RuntimeError(f"no {difficulty} {cols}x{rows} puzzle found in {tries} tries")


def _candidate(
    rows: int,
    cols: int,
    rng: random.Random,
    difficulty: str,
    cancel: CancelToken | None,
    symmetric: bool = False,
) -> Puzzle | None:
    """One puzzle grown for `difficulty`, unique by the judge and not dull (grade unchecked);
    `symmetric`: clue cells in half-turn pairs (mirror.py)."""
    polished = difficulty in POLISHED and max(rows, cols) <= POLISHED_SIDE
    aims = MAZES[difficulty] if polished else MAZE_ISLAND
    growth = _mirrored(rows, cols, rng) if symmetric else _plain(rows, cols, aims, rng)
    if growth is None:
        return None
    judge = Judge(BASIC if difficulty == "easy" else WALLS)
    if not growth.judge(judge.undecided):
        return None
    grower = Grower(growth, CAPS[difficulty], BUDGET * rows * cols, cancel)
    if not grower.until(_steered(judge, growth), _grown):
        return None
    if polished and difficulty != "hard":
        grower.polish(_lively(_steered(judge, growth)), _polished)
    if not _harden(difficulty, grower, judge):
        return None
    if polished and difficulty == "hard":
        # After the hard step, each change judged as that step judges it: a board polished
        # first failed that step far more often, each failure a growth thrown away.
        grower.polish(_lively(_still_hard(judge, growth)), _polished)
    return growth.puzzle()


def _plain(rows: int, cols: int, aims: tuple[int, ...], rng: random.Random) -> Growth | None:
    maze = random_maze(rows, cols, rng, aims)
    return None if maze is None else Growth(rows, cols, maze, rng)


def _mirrored(rows: int, cols: int, rng: random.Random) -> Growth | None:
    maze = symmetric_maze(rows, cols, rng)
    growth = None if maze is None else MirroredGrowth(rows, cols, maze, rng)
    return growth if growth is not None and growth.paired else None


def _harden(difficulty: str, grower: Grower, judge: Judge) -> bool:
    """The difficulty's last step: a medium board the basic rules finish gets a change after
    which they do not; a hard board, one after which levels 1-7 do not. False if none works."""
    if difficulty == "hard":
        return grower.step(_needs_trials(judge), MOVES)
    if difficulty == "medium":
        basic, growth = Judge(BASIC), grower.growth
        return not basic.solves(growth.puzzle(), growth.answer) or grower.step(
            _needs_shapes(judge, basic)
        )
    return True


def _steered(judge: Judge, growth: Growth) -> Judgement:
    """The judge's count of open cells while the growth has some; once it has none, only
    layouts the rules decide in full are kept, and the judge's screen refuses most others
    cheaply (judge.py `Judge.screened`)."""

    def judgement(puzzle: Puzzle, answer: list[int]) -> list[int] | None:
        """The open cells of the layout (None: refused)."""
        if growth.open:
            return judge.undecided(puzzle, answer)
        return judge.screened(puzzle, answer)

    return judgement


def _grown(growth: Growth) -> bool:
    """When growth may stop: every cell decided, islands cover SHARE, the board is not dull."""
    return not growth.open and growth.share() >= SHARE and not dull(growth.puzzle())


def _polished(growth: Growth) -> bool:
    """When a polish may stop: at most SMALL of the clues are 1s and 2s."""
    sizes = growth.sizes.values()
    return sum(1 for n in sizes if n <= 2) <= SMALL * len(sizes)


def _lively(judgement: Judgement) -> Judgement:
    """`judgement`, refusing dull boards first (a polish must not end on one)."""

    def lively(puzzle: Puzzle, answer: list[int]) -> list[int] | None:
        """None for a dull puzzle, else `judgement`'s open cells."""
        return None if dull(puzzle) else judgement(puzzle, answer)

    return lively


def _needs_shapes(judge: Judge, basic: Judge) -> Judgement:
    """A judgement that accepts (nothing left open) only puzzles the rules of levels 1-7 decide
    and those of levels 1-5 do not."""

    def judgement(puzzle: Puzzle, answer: list[int]) -> list[int] | None:
        """[] (nothing open) for a puzzle levels 1-7 finish and levels 1-5 do not, else None."""
        fine = judge.solves(puzzle, answer) and not basic.solves(puzzle, answer)
        return [] if fine else None

    return judgement


def _needs_trials(judge: Judge) -> Judgement:
    """A judgement that accepts (nothing left open) only puzzles the rules of levels 1-7 leave
    open (at most a share TRIAL_OPEN of the cells, or TRIAL_OPEN_MIN) and the ladder's deep
    trials finish."""

    def judgement(puzzle: Puzzle, answer: list[int]) -> list[int] | None:
        """[] (nothing open) for a puzzle only the deep trials finish, else None."""
        most = max(TRIAL_OPEN * len(answer), TRIAL_OPEN_MIN)
        return [] if judge.needs_trials(puzzle, answer, most) else None

    return judgement


def _still_hard(judge: Judge, growth: Growth) -> Judgement:
    """The hard step's judgement (`_needs_trials`) for changes of a hard board whose cells
    near the change the rules decide once every other cell holds its answer (`decides_near`):
    a change may not add a spot only trials settle, and most are refused at that cost."""
    hard = _needs_trials(judge)
    judge.rebase(growth.puzzle(), growth.answer)

    def judgement(puzzle: Puzzle, answer: list[int]) -> list[int] | None:
        """[] for a layout that passes both (and is then the screens' base), else None."""
        if not judge.decides_near(puzzle, answer) or hard(puzzle, answer) is None:
            return None
        judge.rebase(puzzle, answer)
        return []

    return judgement


def _unique(puzzle: Puzzle, cancel: CancelToken | None) -> bool:
    """The solver's proof of uniqueness (limit=2); Cancelled if cancelled meanwhile."""
    result = solve(puzzle, limit=2, cancel=cancel, max_nodes=100_000)
    if cancel is not None:
        cancel.raise_if_cancelled()
    return result.status is SolveStatus.SOLVED


DEFAULT_SIZE = (10, 10)
"""(rows, cols) of a new puzzle when no size is asked for."""
SIZE_RANGE = (5, 30)
"""The smallest and largest side `generate` accepts."""
