"""The Shikaku hint ladder: every rectangle one named rule pins, easiest rule first.

Tatham's Rect solver has one level (shared cells, clues in the way, cells only one rectangle can
reach, to a fixpoint). A player needs it in smaller pieces, so the steps here are graded:

1. one-fit: a clue has one rectangle left that stays on the grid, holds no other number and
   crosses no rectangle drawn (the seed's first two sieves, plus the drawn rectangles);
2. shared-cells: some clues cover certain cells whatever rectangle they take; a clue's choices
   crossing those cells go and it has one left (the seed's third sieve, one round);
3. only-clue: a cell only one clue can reach; that clue's choices missing it go, one is left;
4. chain: rules 2 and 3 repeated until nothing changes (Tatham's level) pin the clue;
5. two-way-trial: a clue with two choices left after the chain loses one that makes the chain
   fail (a one-step look-ahead, as Tatham's Bridges and Keen do at their hard level);
6. trial-elimination: every rectangle left of every clue is tried; those that make the chain
   fail go, the chain runs again, and so on until a clue has one left (what a strong player
   does before guessing: rule 5 for clues with any number of choices, its results combined);
7. needs guessing (hints.py takes the step from the solution).

Every rule only gets stronger as rectangles are drawn, so drawing all the pins of the easiest
level at once (grade) reaches the same hardest level as a player taking hints one at a time.
Cost: the initial candidates are built once per game or walk (core/answers.derived: they were
most of a grade); levels 1-3 are one pass of big-int operations per candidate; the chain is a solver
node; the trial runs one chain per clue with two choices left. Timings: docs/shikaku-notes.md.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from puzzlegui.core import answers
from puzzlegui.core.cancel import Budget, CancelToken

from .deduce import RULES, Candidates, and_all, initial_candidates, or_all, propagate
from .puzzle import Puzzle, Rect

RULE_NAMES: tuple[str, ...] = (
    "one-fit",
    "shared-cells",
    "only-clue",
    "chain",
    "two-way-trial",
    "trial-elimination",
)
"""Rule keys of levels 1 to 6; level 7 is guessing."""

LEVELS: tuple[str, ...] = (
    "one fit",
    "shared cells",
    "only clue",
    "chain",
    "two-way trial",
    "trial elimination",
    "needs guessing",
)
"""The levels' names, 1 to 7 (the grade's labels)."""


@dataclass(frozen=True)
class Step:
    """One clue pinned to one rectangle, by the rule of `level`, and why."""

    level: int
    clue: int
    mask: int
    reason_clues: tuple[int, ...] = ()
    reason_cells: int = 0
    other: int = 0  # two-way-trial: the rectangle that fails
    trouble: tuple[str, int, tuple[int, ...]] = ("", 0, ())  # why `other` fails
    chain: tuple[tuple[str, int], ...] = ()  # two-way-trial: (rule, clue) narrowed, in order

    @property
    def rule(self) -> str:
        """The rule's stable key."""
        return RULE_NAMES[self.level - 1]


def _initial(
    puzzle: Puzzle, store: answers.Answers | None, cancel: CancelToken | None = None
) -> tuple[tuple[int, ...], ...]:
    """The puzzle's initial candidates, kept in the game's or walk's `store` for the next step
    (they cost most of a step; listing them looks at `cancel` per clue)."""
    budget = None if cancel is None else Budget(cancel)
    return answers.derived(
        store,
        puzzle,
        "shikaku-initial",
        lambda: tuple(tuple(m) for m in initial_candidates(puzzle, budget)[0]),
    )


def base_candidates(
    puzzle: Puzzle,
    drawn: dict[int, int],
    store: answers.Answers | None = None,
    cancel: CancelToken | None = None,
) -> Candidates:
    """Each clue's rectangles that cross no drawn rectangle; a drawn clue keeps its own."""
    taken = or_all(drawn.values())
    return [
        [drawn[i]] if i in drawn else [m for m in masks if not m & taken]
        for i, masks in enumerate(_initial(puzzle, store, cancel))
    ]


def _others(masks: list[int]) -> list[int]:
    """For each mask, the union of all the other masks (two passes, not n squared)."""
    once = twice = 0
    for mask in masks:
        twice |= once & mask
        once |= mask
    return [(once & ~mask) | (twice & mask) for mask in masks]


def one_fit(cand: Candidates, open_clues: list[int]) -> list[Step]:
    """Clues with one rectangle left."""
    return [Step(1, i, cand[i][0]) for i in open_clues if len(cand[i]) == 1]


def shared_cells(cand: Candidates, open_clues: list[int]) -> list[Step]:
    """Clues left with one rectangle once those crossing other clues' sure cells go."""
    cores = [and_all(masks) for masks in cand]
    others = _others(cores)
    steps: list[Step] = []
    for i in open_clues:
        forbidden = others[i]
        kept = [m for m in cand[i] if not m & forbidden]
        if len(kept) == 1 and len(cand[i]) > 1:
            gone = [m for m in cand[i] if m & forbidden]
            why = _cover(gone, cores, [j for j in open_clues if j != i])
            cells = or_all(gone) & or_all(cores[j] for j in why)
            steps.append(Step(2, i, kept[0], tuple(why), cells))
    return steps


def _cover(gone: list[int], cores: list[int], open_clues: list[int]) -> list[int]:
    """A few open clues whose sure cells together rule out every rectangle of `gone`."""
    left = list(gone)
    chosen: list[int] = []
    while left:
        best = max(open_clues, key=lambda j: sum(1 for m in left if m & cores[j]))
        if not any(m & cores[best] for m in left):
            break
        chosen.append(best)
        left = [m for m in left if not m & cores[best]]
    return sorted(chosen)


def only_clue(cand: Candidates, open_clues: list[int]) -> list[Step]:
    """Clues left with one rectangle once those missing a cell only they can reach go."""
    unions = [or_all(masks) for masks in cand]
    once = twice = 0
    for union in unions:
        twice |= once & union
        once |= union
    alone = once & ~twice
    steps: list[Step] = []
    for i in open_clues:
        need = alone & unions[i]
        kept = [m for m in cand[i] if m & need == need]
        if len(kept) == 1 and len(cand[i]) > 1:
            steps.append(Step(3, i, kept[0], (), _few_cells(cand[i], kept[0], need)))
    return steps


def _few_cells(masks: list[int], keep: int, need: int) -> int:
    """A few cells of `need` that every rectangle but `keep` misses at least one of."""
    chosen = 0
    left = [m for m in masks if m != keep]
    while left:
        best = max(_bits(need & ~chosen), key=lambda b: sum(1 for m in left if not m & b))
        chosen |= best
        left = [m for m in left if m & best]
    return chosen


def _bits(mask: int) -> list[int]:
    found: list[int] = []
    while mask:
        low = mask & -mask
        found.append(low)
        mask ^= low
    return found


def chain(cand: Candidates, open_clues: list[int], full: int) -> list[Step]:
    """Clues pinned once rules 2 and 3 repeat to a fixpoint; the clues narrowed on the way."""
    trial = cand[:]
    if not propagate(trial, full, 2):
        return []
    narrowed = [j for j in open_clues if len(trial[j]) < len(cand[j])]
    steps: list[Step] = []
    for i in open_clues:
        if len(trial[i]) == 1:
            why = tuple(j for j in narrowed if j != i and len(trial[j]) > 1)[:3]
            steps.append(Step(4, i, trial[i][0], why))
    return steps


def two_way_trial(
    cand: Candidates, open_clues: list[int], full: int, cols: int = 1, explain: bool = True
) -> list[Step]:
    """Clues with two rectangles left after the chain, one of which makes the chain fail; with
    `explain` False, the steps without the why (the trouble and its chain), as a grade needs
    them: the search for the nearest contradiction is most of a large board's grade."""
    base = cand[:]
    if not propagate(base, full, 2):
        return []
    steps: list[Step] = []
    for i in open_clues:
        if len(base[i]) != 2:
            continue
        for keep, other in (base[i], base[i][::-1]):
            trial = base[:]
            trial[i] = [other]
            if not propagate(trial[:], full, 2):
                if not explain:
                    steps.append(Step(5, i, keep, (), 0, other))
                    break
                trial, chain = local_failure(trial, full, other, cols)
                trouble = diagnose(trial, full, other, cols)
                chain = relevant_chain(base, chain, (i, *trouble[2]), other | trouble[1])
                steps.append(Step(5, i, keep, (), 0, other, trouble, tuple(chain)))
                break
    return steps


def relevant_chain(
    cand: Candidates, chain: list[tuple[str, int]], ends: tuple[int, ...], cells: int
) -> list[tuple[str, int]]:
    """The steps of a trial's chain that can bear on its contradiction, each once: walking back
    from the contradiction, a narrowed clue counts when some rectangle it had before the trial
    meets the cells (`cells`, then those of every clue counted so far)."""
    reach = cells
    for j in ends:
        reach |= or_all(cand[j])
    kept: list[tuple[str, int]] = []
    for event in reversed(chain):
        j = event[1]
        if j in ends or or_all(cand[j]) & reach:
            reach |= or_all(cand[j])
            if event not in kept:
                kept.append(event)
    return kept[::-1]


RADII = (2, 4, 8)
"""How far from a trial's rectangle (in steps on the grid) the clues may be that the search for
a local contradiction lets narrow, tried in turn before the whole board."""


def local_failure(
    trial: Candidates, full: int, near: int, cols: int
) -> tuple[Candidates, list[tuple[str, int]]]:
    """A trial that fails, run again letting only the clues near the cells `near` narrow (the
    nearest first, then farther): the candidates at the first contradiction met and the chain
    of (rule, clue) that led there. Narrowing fewer clues is still sound, so a contradiction
    met this way is one the whole chain meets too, only nearer."""
    cores = [and_all(masks) for masks in trial]
    for radius in (*RADII, None):
        allowed = None
        if radius is not None:
            allowed = {j for j, core in enumerate(cores) if _gap(core, near, cols) <= radius}
        cand = trial[:]
        held, chain = traced_propagate(cand, full, allowed)
        if not held:
            return cand, chain
    return trial, []  # unreachable: the whole chain failed before


def traced_propagate(
    cand: Candidates, full: int, allowed: set[int] | None = None
) -> tuple[bool, list[tuple[str, int]]]:
    """deduce.propagate with rules 2 and 3, one rule at a time, letting only the clues
    `allowed` (all when None) narrow, stopping at the first contradiction met; also (rule,
    clue) for each clue a rule narrowed, in order (the chain a trial opens as sub-steps)."""
    chain: list[tuple[str, int]] = []
    level = 0
    while level < 2:
        before = cand[:]
        name, rule = RULES[level]
        result = rule(cand, full, None)
        if allowed is not None:
            for j in range(len(cand)):
                if j not in allowed:
                    cand[j] = before[j]
        narrowed = [(name, j) for j in range(len(cand)) if len(cand[j]) < len(before[j])]
        chain += narrowed
        if result is None:
            return False, chain
        level = 0 if narrowed else level + 1
    return True, chain


def trial_elimination(cand: Candidates, open_clues: list[int], full: int) -> list[Step]:
    """Clues pinned once every rectangle that makes the chain fail goes, to a fixpoint; the
    clues that lost rectangles on the way are the reasons (three at most)."""
    base = cand[:]
    if not propagate(base, full, 2):
        return []
    narrowed: list[int] = []
    while True:
        cut = [i for i in open_clues if len(base[i]) > 1 and _drop_failing(base, i, full)]
        if not cut:
            break
        narrowed += [i for i in cut if i not in narrowed]
        if not propagate(base, full, 2):
            return []
    steps: list[Step] = []
    for i in open_clues:
        if len(base[i]) == 1 and len(cand[i]) > 1:
            why = tuple(j for j in narrowed if j != i)[:3]
            steps.append(Step(6, i, base[i][0], why))
    return steps


def _drop_failing(base: Candidates, i: int, full: int) -> bool:
    """Drop the rectangles of clue i that make the chain fail; True when any went."""
    kept = []
    for mask in base[i]:
        trial = base[:]
        trial[i] = [mask]
        if propagate(trial, full, 2):
            kept.append(mask)
    if len(kept) == len(base[i]) or not kept:
        return False
    base[i] = kept
    return True


Trouble = tuple[str, int, tuple[int, ...]]
"""Why candidates fail the chain: (kind, cells, clues); see `diagnose`."""


def diagnose(cand: Candidates, full: int, near: int = 0, cols: int = 1) -> Trouble:
    """Why candidates that failed the chain fail: ('clash', cells, (clue, clue)), ('no-room', 0,
    (clue,)), ('unreached', cells, ()) or ('split', cells only the clue reaches, (clue,)). Of
    the kinds found first (in that order), the one nearest to the cells `near` (the
    rectangle a trial rejects, on a grid `cols` wide), so the sentence names a local
    contradiction."""
    cores = [and_all(masks) for masks in cand]
    found: list[Trouble] = [
        ("clash", core & cores[j], (i, j))
        for i, core in enumerate(cores)
        for j in range(i + 1, len(cores))
        if core & cores[j]
    ]
    if not found:
        found = [
            ("no-room", 0, (i,))
            for i, (masks, forbidden) in enumerate(zip(cand, _others(cores), strict=True))
            if all(m & forbidden for m in masks)
        ]
    unions = [or_all(masks) for masks in cand]
    unreached = full & ~or_all(unions)
    if not found and unreached:
        found = [("unreached", unreached, ())]
    if not found:
        for i, (union, other) in enumerate(zip(unions, _others(unions), strict=True)):
            alone = union & ~other
            if alone and not any(m & alone == alone for m in cand[i]):
                found.append(("split", alone, (i,)))
    if not found:
        return ("", 0, ())
    return min(found, key=lambda t: _gap(t[1] or or_all([cores[i] for i in t[2]]), near, cols))


def _gap(mask: int, near: int, cols: int) -> int:
    """The fewest steps on the grid between a cell of `mask` and a cell of `near` (0 when
    either is empty)."""
    if not mask or not near:
        return 0
    a = [divmod(bit.bit_length() - 1, cols) for bit in _bits(mask)]
    b = [divmod(bit.bit_length() - 1, cols) for bit in _bits(near)]
    return min(abs(r - s) + abs(c - t) for r, c in a for s, t in b)


def finders(
    full: int, cols: int = 1, explain: bool = True
) -> list[Callable[[Candidates, list[int]], list[Step]]]:
    """The rule of each level, easiest first (`explain`: see two_way_trial)."""
    return [
        one_fit,
        shared_cells,
        only_clue,
        lambda cand, open_clues: chain(cand, open_clues, full),
        lambda cand, open_clues: two_way_trial(cand, open_clues, full, cols, explain),
        lambda cand, open_clues: trial_elimination(cand, open_clues, full),
    ]


def easiest(
    puzzle: Puzzle,
    drawn: dict[int, int],
    store: answers.Answers | None = None,
    cancel: CancelToken | None = None,
    explain: bool = True,
) -> list[Step]:
    """Every step of the easiest level that pins an open clue; [] if no rule does (the
    initial candidates kept in `store`, when given; `cancel` read between the rules; with
    `explain` False, trials without their why, as a grade needs them)."""
    cand = base_candidates(puzzle, drawn, store, cancel)
    open_clues = [i for i in range(len(cand)) if i not in drawn]
    if not all(cand):
        return []
    for find in finders(puzzle.full_mask, puzzle.cols, explain):
        if cancel is not None:
            cancel.raise_if_cancelled()
        steps = find(cand, open_clues)
        if steps:
            return steps
    return []


def grade_level(puzzle: Puzzle, cancel: CancelToken | None = None) -> int:
    """The hardest level a player pressing Hint needs (1 to 6); 7 if a step must be guessed."""
    drawn: dict[int, int] = {}
    hardest = 1
    store = answers.Answers()  # the walk makes the initial candidates once
    while len(drawn) < len(puzzle.clues):
        if cancel is not None:
            cancel.raise_if_cancelled()
        steps = easiest(puzzle, drawn, store, cancel, explain=False)
        if not steps:
            return len(RULE_NAMES) + 1
        hardest = max(hardest, steps[0].level)
        for step in steps:
            drawn[step.clue] = step.mask
    return hardest


def open_after(puzzle: Puzzle, level: int, cancel: CancelToken | None = None) -> list[int]:
    """The clues (indexes) still open when the hint walk may use only the rules up to `level`:
    none exactly when the grade is at most `level` (the generator moves the clues left)."""
    drawn: dict[int, int] = {}
    store = answers.Answers()
    rules = finders(puzzle.full_mask, puzzle.cols, explain=False)[:level]
    while len(drawn) < len(puzzle.clues):
        if cancel is not None:
            cancel.raise_if_cancelled()
        cand = base_candidates(puzzle, drawn, store, cancel)
        open_clues = [i for i in range(len(cand)) if i not in drawn]
        if not all(cand):
            return open_clues
        steps = next((found for find in rules if (found := find(cand, open_clues))), [])
        if not steps:
            return open_clues
        for step in steps:
            drawn[step.clue] = step.mask
    return []


def rect_of_mask(puzzle: Puzzle, mask: int) -> Rect:
    """The Rect whose cells are `mask`."""
    cols = puzzle.cols
    low = (mask & -mask).bit_length() - 1
    high = mask.bit_length() - 1
    top, left = divmod(low, cols)
    bottom, right = divmod(high, cols)
    return Rect(top, left, bottom - top + 1, right - left + 1)
