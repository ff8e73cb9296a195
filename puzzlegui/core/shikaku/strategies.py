"""The seed's own Shikaku search ("Resolviendo Shikaku", UNED Programación III, 2008).

The seed generates each number's combinations (rectangles inside the board holding no other
number: its first two sieves), removes the combinations that collide with every combination of
another number (its third sieve, run "in depth": repeated until nothing changes, which with the
combinations fixed on the way solves many basic boards alone), then backtracks: each number in
turn, fewest combinations first, takes a combination that does not overlap those already placed,
and a full assignment covering the board is a solution. Strategies:

- seed: the seed as written (sieves to a fixpoint, then plain backtracking, no pruning inside);
- seed-branch: the improvement the seed proposes, the third sieve also run "at branch level":
  at every node the unplaced numbers lose the combinations that overlap the placed ones and one
  round of the third sieve, and the branch dies when a number has none left.

No other propagation happens, so both expand far more nodes than `solver.py`; they are here to
compare. Cost per node: seed O(1) big-int operations; seed-branch O(numbers x combinations).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from puzzlegui.core.cancel import Budget, strategy_solver
from puzzlegui.core.search import Chain, chain_list, depth_first

from .deduce import Candidates, initial_candidates, or_all
from .puzzle import Puzzle, State, state_of

STRATEGIES: tuple[str, ...] = ("seed", "seed-branch")


def collision_sieve(cand: Candidates, budget: Budget | None = None) -> bool:
    """The seed's third sieve, one round: drop combinations overlapping all of another number's.

    Returns whether anything was dropped; a number left with none is left empty.
    """
    unions = [or_all(masks) for masks in cand]
    changed = False
    for j, masks in enumerate(cand):
        if budget is not None:
            budget.check()  # a round is O(numbers^2): 10^8 steps on a 200x200 board
        kept = [
            m
            for m in masks
            if not any(
                i != j and m & unions[i] and all(m & other for other in cand[i])
                for i in range(len(cand))
            )
        ]
        if len(kept) != len(masks):
            cand[j] = kept
            changed = True
    return changed


def sieve_in_depth(cand: Candidates, budget: Budget) -> bool:
    """The third sieve repeated until nothing changes; False if a number loses every one."""
    while collision_sieve(cand, budget):
        budget.check()
        if not all(cand):
            return False
    return all(cand)


# A node of the seed's search: (cells used, the masks chosen so far, how many).
_Node = tuple[Candidates, int, Chain, int]


def backtrack(cand: Candidates, order: list[int], full: int, budget: Budget) -> Iterator[list[int]]:
    """Plain backtracking over the numbers in `order`; yields the chosen mask per step
    (depth first without recursion: one level per number, 10 000 on a 200x200 board)."""

    def expand(node: _Node) -> tuple[list[int] | None, Iterable[_Node]]:
        _, used, chosen, depth = node
        budget.tick()
        if depth == len(order):
            return (chain_list(chosen) if used == full else None), ()
        masks = cand[order[depth]]
        return None, ((cand, used | m, (m, chosen), depth + 1) for m in masks if not m & used)

    root: _Node = (cand, 0, None, 0)
    return depth_first(root, expand)


def _narrowed(cand: Candidates, rest: list[int], used: int, budget: Budget) -> Candidates | None:
    """`cand` with the numbers in `rest` cut to combinations clear of `used` and sieved once."""
    left = [[m for m in cand[i] if not m & used] for i in rest]
    if not all(left):
        return None
    collision_sieve(left, budget)
    if not all(left):
        return None
    branch = cand[:]
    for i, masks in zip(rest, left, strict=True):
        branch[i] = masks
    return branch


def branch_backtrack(
    cand: Candidates, order: list[int], full: int, budget: Budget
) -> Iterator[list[int]]:
    """Backtracking in the same order, sieving the unplaced numbers at every node."""

    def expand(node: _Node) -> tuple[list[int] | None, Iterable[_Node]]:
        _, used, chosen, depth = node
        budget.tick()
        if depth == len(order):
            return (chain_list(chosen) if used == full else None), ()
        return None, children(node)

    def children(node: _Node) -> Iterator[_Node]:
        here, used, chosen, depth = node
        for mask in here[order[depth]]:
            branch = (
                None if mask & used else _narrowed(here, order[depth + 1 :], used | mask, budget)
            )
            if branch is not None:
                yield branch, used | mask, (mask, chosen), depth + 1

    root: _Node = (cand, 0, None, 0)
    return depth_first(root, expand)


def seed_solutions(puzzle: Puzzle, budget: Budget, at_branch: bool) -> Iterator[State]:
    """Every solution by the seed's method, as States."""
    budget.check()
    cand, rect_of = initial_candidates(puzzle, budget)
    if not all(cand) or not sieve_in_depth(cand, budget):
        return
    order = sorted(range(len(cand)), key=lambda i: len(cand[i]))
    search = branch_backtrack if at_branch else backtrack
    for masks in search(cand, order, puzzle.full_mask, budget):
        yield state_of(puzzle, [rect_of[mask] for mask in masks])


def searched(name: str, puzzle: Puzzle, budget: Budget) -> Iterator[State]:
    """The solutions the named search finds."""
    return seed_solutions(puzzle, budget, name == "seed-branch")


solve_strategy = strategy_solver(STRATEGIES, searched)
