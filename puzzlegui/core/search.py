"""Depth-first search without recursion: the seeds' backtracking, run on an explicit stack.

A recursive generator (`yield from search(child)`) nests one Python frame per level, so a search
as deep as the board is large (one level per Shikaku clue or Nurikabe cell: 10 000 on a 200x200
Shikaku) dies of RecursionError past about 1 000 levels. `depth_first` keeps the same order,
laziness and node count with a list of child iterators instead: memory O(depth), no limit.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import TypeVar

N = TypeVar("N")
S = TypeVar("S")


def depth_first(root: N, expand: Callable[[N], tuple[S | None, Iterable[N]]]) -> Iterator[S]:
    """Visit `root` and its descendants depth first, children in order; `expand(node)` gives
    (a solution found at the node or None, the node's children, made lazily if need be)."""
    stack: list[Iterator[N]] = [iter((root,))]
    while stack:
        try:
            node = next(stack[-1])
        except StopIteration:
            stack.pop()
            continue
        found, children = expand(node)
        if found is not None:
            yield found
        stack.append(iter(children))


Chain = tuple[int, "Chain"] | None
"""A list built by consing onto a parent's (shared, so a child costs O(1), not O(depth))."""


def chain_list(chain: Chain) -> list[int]:
    """The items of a chain, first pushed first."""
    out: list[int] = []
    while chain is not None:
        out.append(chain[0])
        chain = chain[1]
    out.reverse()
    return out
