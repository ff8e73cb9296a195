"""The articulation search (cuts.py) against brute force: on random regions of grids and of
random graphs, the cells it reaches, the order it reaches them in (a plain recursive depth-first
search's), and for each cell the weight its removal cuts off from the root."""

from __future__ import annotations

import random
from collections.abc import Sequence

from puzzlegui.core.nurikabe.engine.board import Board
from puzzlegui.core.nurikabe.engine.cuts import PACE_MASK, Cuts
from puzzlegui.core.nurikabe.puzzle import make_puzzle

from .nurikabe_boards import blank_board

Graph = tuple[tuple[int, ...], ...]


def _reached(nbs: Graph, inside: Sequence[int], root: int, gone: int = -1) -> set[int]:
    """The cells joined to `root` through inside cells, without the cell `gone`."""
    seen, todo = {root}, [root]
    while todo:
        for w in nbs[todo.pop()]:
            if inside[w] and w != gone and w not in seen:
                seen.add(w)
                todo.append(w)
    return seen


def _order(nbs: Graph, inside: Sequence[int], root: int) -> tuple[list[int], dict[int, int]]:
    """The cells in the order a recursive depth-first search reaches them, and their parents."""
    order, parent = [root], {root: -1}

    def visit(u: int) -> None:
        for w in nbs[u]:
            if inside[w] and w not in parent:
                parent[w] = u
                order.append(w)
                visit(w)

    visit(root)
    return order, parent


def _check(cuts: Cuts, nbs: Graph, inside: list[int], root: int, weight: list[int]) -> None:
    cuts.run(inside, 1, root, weight)
    reached = _reached(nbs, inside, root)
    order, parent = _order(nbs, inside, root)
    assert cuts.visited == order
    assert all(cuts.parent[u] == parent[u] for u in order)
    assert [i for i in range(len(nbs)) if cuts.disc[i]] == sorted(reached)
    total = sum(weight[i] for i in reached)
    assert cuts.sub[root] == total
    for i in reached:
        kept = _reached(nbs, inside, root, i) if i != root else set()
        assert cuts.cut[i] == total - weight[i] - sum(weight[j] for j in kept), (i, inside)


def _grid(rng: random.Random) -> Graph:
    rows, cols = rng.randint(1, 7), rng.randint(2, 8)
    return blank_board(rows, cols).neighbours


def _graph(rng: random.Random) -> Graph:
    """A random simple graph (the wall graphs of wallgraph.py are not grids)."""
    size = rng.randint(2, 30)
    links: list[set[int]] = [set() for _ in range(size)]
    for _ in range(rng.randint(0, 2 * size)):
        a, b = rng.sample(range(size), 2)
        links[a].add(b)
        links[b].add(a)
    return tuple(tuple(rng.sample(sorted(near), len(near))) for near in links)


def test_the_search_matches_brute_force() -> None:
    rng = random.Random(5)
    runs = cut = 0
    for n in range(400):
        nbs = _grid(rng) if n % 2 else _graph(rng)
        cuts = Cuts(nbs)
        for _ in range(4):  # one Cuts searched again: what an earlier run wrote must not stay
            share = rng.random()
            inside = [int(rng.random() < 0.5 + share / 2) for _ in nbs]
            root = rng.randrange(len(nbs))
            inside[root] = 1
            weight = [rng.choice((0, 0, 1, 2)) for _ in nbs]
            _check(cuts, nbs, inside, root, weight)
            runs += 1
            cut += sum(1 for i in cuts.visited if cuts.cut[i] and i != root)
    assert runs == 1600
    assert cut > 1000  # many cells do cut weight off


def test_a_long_path_needs_no_recursion() -> None:
    nbs = Board(make_puzzle(1, 5000, [(0, 0, 1)])).neighbours
    cuts = Cuts(nbs)
    cuts.run([1] * 5000, 1, 0, [1] * 5000)
    assert cuts.cut[1] == 4998
    assert cuts.visited == list(range(5000))


class _Stopped(Exception):
    pass


def test_a_long_search_reads_its_stop_and_a_stopped_one_leaves_nothing_behind() -> None:
    # A 200x200 board's search reads the budget as it goes (the clock, in a solve), and a
    # search stopped half-way does not spoil the next one on the same lists.
    nbs = Board(make_puzzle(100, 100, [(0, 0, 1)])).neighbours
    inside, weight = [1] * len(nbs), [1] * len(nbs)
    reads = []
    cuts = Cuts(nbs)
    cuts.run(inside, 1, 0, weight, lambda: reads.append(1))
    assert len(reads) == len(nbs) // (PACE_MASK + 1)

    def stop_at_once() -> None:
        raise _Stopped

    rng = random.Random(3)
    for _ in range(10):
        inside = [int(rng.random() < 0.8) for _ in nbs]
        root = rng.choice([i for i, x in enumerate(inside) if x])
        try:
            cuts.run([1] * len(nbs), 1, rng.randrange(len(nbs)), weight, stop_at_once)
        except _Stopped:
            pass
        else:
            raise AssertionError("the search of 10 000 cells did not read its stop")
        fresh = Cuts(nbs)
        for search in (cuts, fresh):
            search.run(inside, 1, root, weight)
        assert cuts.visited == fresh.visited
        assert (cuts.disc, cuts.cut) == (fresh.disc, fresh.cut)
        for name in ("sub", "low", "parent"):  # meaningful on the cells reached only
            mine, theirs = getattr(cuts, name), getattr(fresh, name)
            assert [mine[i] for i in fresh.visited] == [theirs[i] for i in fresh.visited]
