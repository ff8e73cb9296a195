"""The seed's own Calcudoku search (heuristic repair): every row starts as a shuffled
permutation of 1..N (random.Random(0), so runs repeat), so rows never repeat; a move swaps two
cells of one row (n * n(n-1)/2 moves); the goal has no column with a repeat (C = 0) and no cage
off its target (G = 0). Searched with BFS, DFS, IDDFS, greedy best-first and A*, the informed ones
with the seed's heuristics: h1 = ceil(max(G, C) / 2) and h2 = ceil((G + C) / 4), admissible by
the seed's argument, and the non-admissible h6 = sum over wrong cages of |target - value| / 2N.

Cost: the state space has (N!)^N boards; each expansion makes n * n(n-1)/2 neighbours and
scores each in O(n^2). The seed solved 4x4 boards with a hundred (greedy) to half a million
(IDDFS) expanded nodes; everything runs under a Budget and reports TIMEOUT instead of hanging.
"""

from __future__ import annotations

import heapq
import random
from collections import deque
from collections.abc import Callable, Iterator
from math import ceil, prod

from puzzlegui.core.cancel import Budget, strategy_solver
from puzzlegui.core.latin import state_from_grid

from .puzzle import Puzzle, State

Board = tuple[tuple[int, ...], ...]
Heuristic = Callable[[Puzzle, Board], float]

HEURISTICS = ("h1", "h2", "h6")
STRATEGIES: tuple[str, ...] = (
    "bfs",
    "dfs",
    "iddfs",
    *(f"greedy-{h}" for h in HEURISTICS),
    *(f"astar-{h}" for h in HEURISTICS),
)


def start_board(puzzle: Puzzle, seed: int = 0) -> Board:
    """Each row a shuffled permutation of 1..N, from random.Random(seed)."""
    rng = random.Random(seed)
    rows = []
    for _ in range(puzzle.n):
        row = list(range(1, puzzle.n + 1))
        rng.shuffle(row)
        rows.append(tuple(row))
    return tuple(rows)


def cage_value(op: str, values: list[int]) -> float:
    """What the operation makes of the values (the seed's `-`: the largest minus the others)."""
    if op == "+":
        return sum(values)
    if op == "*":
        return prod(values)
    if op == "-":
        return 2 * max(values) - sum(values)
    if op == "/":
        return max(values) / min(values)
    return values[0]


def wrong_cages(puzzle: Puzzle, board: Board) -> list[float]:
    """|target - value| of every cage off its target."""
    gaps = []
    for cage in puzzle.cages:
        value = cage_value(cage.op, [board[r][c] for r, c in cage.cells])
        if value != cage.target:
            gaps.append(abs(cage.target - value))
    return gaps


def bad_columns(board: Board) -> int:
    """C: the columns holding a digit twice."""
    return sum(1 for col in zip(*board, strict=True) if len(set(col)) < len(col))


def h1(puzzle: Puzzle, board: Board) -> float:
    """ceil(max(G, C) / 2)."""
    return ceil(max(len(wrong_cages(puzzle, board)), bad_columns(board)) / 2)


def h2(puzzle: Puzzle, board: Board) -> float:
    """ceil((G + C) / 4)."""
    return ceil((len(wrong_cages(puzzle, board)) + bad_columns(board)) / 4)


def h6(puzzle: Puzzle, board: Board) -> float:
    """Sum over wrong cages of |target - value| / 2N (not admissible)."""
    return sum(wrong_cages(puzzle, board)) / (2 * puzzle.n)


def is_goal(puzzle: Puzzle, board: Board) -> bool:
    """No column repeats and every cage makes its target."""
    return bad_columns(board) == 0 and not wrong_cages(puzzle, board)


def swaps(board: Board) -> Iterator[Board]:
    """Every board one swap of two cells of a row away."""
    n = len(board)
    for r, row in enumerate(board):
        for a in range(n):
            for b in range(a + 1, n):
                new = list(row)
                new[a], new[b] = new[b], new[a]
                yield (*board[:r], tuple(new), *board[r + 1 :])


def bfs(puzzle: Puzzle, start: Board, budget: Budget) -> Iterator[Board]:
    """Breadth first, with a set of boards seen."""
    seen, queue = {start}, deque([start])
    while queue:
        board = queue.popleft()
        budget.tick()
        if is_goal(puzzle, board):
            yield board
        for nxt in swaps(board):
            if nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)


def dfs(puzzle: Puzzle, start: Board, budget: Budget) -> Iterator[Board]:
    """Depth first (a stack), with a set of boards seen."""
    seen, stack = {start}, [start]
    while stack:
        board = stack.pop()
        budget.tick()
        if is_goal(puzzle, board):
            yield board
        for nxt in swaps(board):
            if nxt not in seen:
                seen.add(nxt)
                stack.append(nxt)


def iddfs(puzzle: Puzzle, start: Board, budget: Budget) -> Iterator[Board]:
    """Depth-limited DFS with limits 0, 1, 2, ...; boards on the current path are skipped."""
    found: set[Board] = set()
    for limit in range(len(start) ** 3):
        for board in _limited(puzzle, start, limit, budget):
            if board not in found:
                found.add(board)
                yield board


def _limited(puzzle: Puzzle, start: Board, limit: int, budget: Budget) -> Iterator[Board]:
    """The goals within `limit` swaps of `start`, depth first, in the order a recursive search
    visits them; an explicit stack, so no depth runs into Python's recursion limit."""
    budget.tick()
    if is_goal(puzzle, start):
        yield start
    path, stack = {start}, [swaps(start)] if limit else []
    boards = [start]
    while stack:
        nxt = next((b for b in stack[-1] if b not in path), None)
        if nxt is None:
            stack.pop()
            path.discard(boards.pop())
            continue
        budget.tick()
        if is_goal(puzzle, nxt):
            yield nxt
        if len(stack) < limit:
            path.add(nxt)
            boards.append(nxt)
            stack.append(swaps(nxt))


def best_first(
    puzzle: Puzzle, start: Board, budget: Budget, h: Heuristic, use_cost: bool
) -> Iterator[Board]:
    """Greedy (order by h) or A* (order by moves made + h), with the best cost seen per board."""
    count = 0
    best = {start: 0}
    heap: list[tuple[float, int, int, Board]] = [(h(puzzle, start), 0, count, start)]
    while heap:
        _, cost, _, board = heapq.heappop(heap)
        if cost > best[board]:
            continue
        budget.tick()
        budget.check()  # one expansion scores n * n(n-1)/2 boards: too slow to poll every 64th
        if is_goal(puzzle, board):
            yield board
            continue
        for nxt in swaps(board):
            if nxt not in best or cost + 1 < best[nxt]:
                best[nxt] = cost + 1
                count += 1
                score = h(puzzle, nxt) + (cost + 1 if use_cost else 0)
                heapq.heappush(heap, (score, cost + 1, count, nxt))


def searched(name: str, puzzle: Puzzle, budget: Budget) -> Iterator[State]:
    """The solutions the named search finds."""
    start = start_board(puzzle)
    method, _, heuristic = name.partition("-")
    functions = {"h1": h1, "h2": h2, "h6": h6}
    if method in ("greedy", "astar"):
        boards = best_first(puzzle, start, budget, functions[heuristic], method == "astar")
    else:
        boards = {"bfs": bfs, "dfs": dfs, "iddfs": iddfs}[method](puzzle, start, budget)
    for board in boards:
        yield state_from_grid(puzzle.n, [d for row in board for d in row])


solve_strategy = strategy_solver(STRATEGIES, searched)
