"""Lighter boards once the ladder decides them: the doubles the ladder's two lowest levels do not
need are made single again (`lighten`), and on symmetric boards the bridges they do not need
are taken away with their images (`thin`), away from the links those levels leave to the
harder ones.

The repairs (generate.by_ladder) make singles double and lay doubles until the ladder is done,
which left larger clues than published boards carry (docs/hashi-notes.md). Each try is checked
by a retried walk of levels 1-2 (walk.Derivation) from the steps the changed numbers reach.
Cost: one retried walk per double or bridge tried, and for a bridge taken away a search of the
network (it must stay joined), O(bridges).
"""

from __future__ import annotations

import random
from collections import Counter, deque

from puzzlegui.core.model import Cell

from .deduce import Network
from .growth import Bridges
from .mirror import Mirror
from .puzzle import Puzzle
from .walk import Derivation

LIGHTEN_LEVELS = 2
"""The ladder levels whose walk (walk.Derivation) `lighten` keeps: a double is undone when
these levels still leave in doubt exactly the links they left in doubt before (none on easy
and medium boards), at every difficulty."""


def lighten(
    puzzle: Puzzle,
    bridges: Bridges,
    levels: tuple[int, ...],
    rng: random.Random,
    mirror: Mirror | None = None,
) -> Bridges | None:
    """The network (whose puzzle is `puzzle`) with its double bridges made single one by one,
    in random order, wherever the ladder's two lowest levels still leave in doubt exactly the
    links they left in doubt before; None if none could.

    The repairs make singles double until the ladder is done, which leaves larger clues than
    published boards carry (docs/hashi-notes.md). The same rule serves every
    difficulty: easy and medium boards, which levels 1-2 decide, keep the doubles those levels
    need; on a hard or expert board the part they leave to the harder levels (the links in
    doubt and their islands' numbers) is left as it is too, and the caller repairs what the
    change of numbers elsewhere left undecided. With those islands' numbers free to change,
    most lightened expert boards no longer needed a trial (docs/hashi-notes.md).
    Undoing every double the whole ladder does not need left too many 1s and 2s on hard boards,
    and a ladder walk per double was too slow (docs/hashi-notes.md). Each try checks the walk
    again only from the steps the two changed numbers can have reached (walk.Derivation): a
    whole walk per double was most of a large board's time."""
    doubles = [pair for pair, n in sorted(bridges.items()) if n == 2]
    rng.shuffle(doubles)
    derivation = Derivation(Network.of(puzzle), min(max(levels), LIGHTEN_LEVELS))
    # the islands of the links levels 1-2 leave in doubt: the harder levels read their numbers
    kept = {puzzle.cell(i) for k in derivation.doubt for i in puzzle.links[k]}
    lightened = False
    tried: set[tuple[Cell, Cell]] = set()  # a double's image, tried with it
    for pair in doubles:
        if pair in tried:
            continue
        changed: Bridges | None = {**bridges, pair: 1}
        if mirror is not None:
            tried.add(mirror.pair(pair))
            changed = mirror.change(bridges, {**bridges, pair: 1})
        if (
            changed is None
            or changed.get(pair) != 1
            or not kept.isdisjoint(_ends_changed(bridges, changed))
        ):
            continue
        need = _numbers_after(puzzle, derivation.net.need, bridges, changed)
        retried = None if need is None else derivation.retry(need)
        if retried is not None:
            derivation.accept(retried)
            bridges, lightened = changed, True
    return bridges if lightened else None


def thin(
    puzzle: Puzzle,
    bridges: Bridges,
    levels: tuple[int, ...],
    rng: random.Random,
    mirror: Mirror,
) -> Bridges | None:
    """The symmetric network (whose puzzle is `puzzle`) with bridges taken away, each with its
    image, in random order, wherever the network stays joined, every island keeps a bridge,
    and the ladder's two lowest levels still leave in doubt exactly the links they left in
    doubt before, none of whose islands changes (as in `lighten`); None if none could.

    Every repair of a symmetric network comes with its image, also where the image's side
    needed none, so after `lighten` its boards carried more bridges per island and larger
    clues than plain ones (20x20 easy mean clue 3.44, plain 3.09; docs/hashi-notes.md). The
    islands stay where they were (both ends keep a bridge), so the layout and the links are
    the same and only numbers change, as for a double made single. A board the walk decides
    has one solution by the counts alone, and a joined one is a puzzle's."""
    derivation = Derivation(Network.of(puzzle), min(max(levels), LIGHTEN_LEVELS))
    kept = {puzzle.cell(i) for k in derivation.doubt for i in puzzle.links[k]}
    pairs = sorted(bridges)
    rng.shuffle(pairs)
    degree = Counter(cell for pair in bridges for cell in pair)
    neighbours: dict[Cell, set[Cell]] = {cell: set() for cell in degree}
    for a, b in bridges:
        neighbours[a].add(b)
        neighbours[b].add(a)
    thinned = False
    tried: set[tuple[Cell, Cell]] = set()  # a bridge's image, tried with it
    for pair in pairs:
        if pair in tried:
            continue
        image = mirror.pair(pair)
        tried.add(image)
        gone = Counter(cell for bridge in {pair, image} for cell in bridge)
        if not kept.isdisjoint(gone) or any(degree[cell] <= n for cell, n in gone.items()):
            continue
        if not _joined_without(neighbours, {pair, image}):
            continue
        need = list(derivation.net.need)
        for a, b in {pair, image}:
            need[puzzle.index[a]] -= bridges[(a, b)]
            need[puzzle.index[b]] -= bridges[(a, b)]
        retried = derivation.retry(need)
        if retried is not None:
            derivation.accept(retried)
            bridges = {p: n for p, n in bridges.items() if p != pair and p != image}
            thinned = True
            degree -= gone
            for a, b in {pair, image}:
                neighbours[a].discard(b)
                neighbours[b].discard(a)
    return bridges if thinned else None


def _joined_without(neighbours: dict[Cell, set[Cell]], gone: set[tuple[Cell, Cell]]) -> bool:
    """True when the joined network of `neighbours` stays joined without the bridges `gone`:
    each one's ends are still joined (a search from one end that stops at the other, usually
    round a short loop; a search of the whole network per try was most of `thin`'s time)."""
    for a, b in gone:
        seen, todo = {a}, deque([a])
        while todo and b not in seen:
            cell = todo.popleft()
            for other in neighbours[cell]:
                if other not in seen and (min(cell, other), max(cell, other)) not in gone:
                    seen.add(other)
                    todo.append(other)
        if b not in seen:
            return False
    return True


def _ends_changed(bridges: Bridges, changed: Bridges) -> set[Cell]:
    """The islands at the bridges whose count differs between the two networks."""
    return {cell for pair, n in changed.items() if bridges.get(pair) != n for cell in pair}


def _numbers_after(
    puzzle: Puzzle, need: list[int], bridges: Bridges, changed: Bridges
) -> list[int] | None:
    """The islands' numbers (in `puzzle`'s order) once `bridges` become `changed`; None when
    the change adds or removes a bridge (the islands or links may differ)."""
    if changed.keys() != bridges.keys():
        return None
    after = list(need)
    for (a, b), n in changed.items():
        if n != bridges[(a, b)]:
            after[puzzle.index[a]] += n - bridges[(a, b)]
            after[puzzle.index[b]] += n - bridges[(a, b)]
    return after
