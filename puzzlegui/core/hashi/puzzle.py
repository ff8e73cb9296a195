"""Hashiwokakero: islands with numbers 1..8, joined by horizontal and vertical bridges.

The Puzzle holds the islands and precomputes every possible bridge ("link"): each island joined to
its nearest island in each of the four directions (line of sight). Islands may stand side by side,
and then the link spans no cells. For each link it also knows the links that cross it. The State
holds the bridge count of every link, the player's "no bridge" markers and the islands the
player marked done (as in Tatham's Bridges; a note that the rules never read). `interpret` says
what a click, drag or key does.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property

from puzzlegui.core.gestures import (
    STEPS,
    Button,
    Digit,
    Drag,
    Gesture,
    Key,
    Modifier,
    Press,
    Tap,
    direction,
)
from puzzlegui.core.model import BoardFormatError, Cell, Edge, cell_name
from puzzlegui.core.moves import MoveRecord
from puzzlegui.core.palette import PALETTE, PaintCell, paint

MAX_NUMBER = 8
MAX_PER_PAIR = 2

Island = tuple[int, int, int]
"""(row, column, number)."""


@dataclass(frozen=True)
class Puzzle:
    """rows x cols water with islands (row, column, number), sorted row by row."""

    rows: int
    cols: int
    islands: tuple[Island, ...]

    @cached_property
    def index(self) -> dict[Cell, int]:
        """The island index standing on each island cell."""
        return {(r, c): i for i, (r, c, _) in enumerate(self.islands)}

    @cached_property
    def numbers(self) -> tuple[int, ...]:
        """The number of each island."""
        return tuple(n for _, _, n in self.islands)

    @cached_property
    def links(self) -> tuple[tuple[int, int], ...]:
        """Every possible bridge as (island a, island b), a before b in reading order."""
        found: list[tuple[int, int]] = []
        below: dict[int, int] = {}
        for i, (r, c, _) in enumerate(self.islands):
            if i + 1 < len(self.islands) and self.islands[i + 1][0] == r:
                found.append((i, i + 1))
            if c in below:
                found.append((below[c], i))
            below[c] = i
        return tuple(sorted(found))

    @cached_property
    def link_index(self) -> dict[tuple[int, int], int]:
        """(a, b) with a < b -> link index."""
        return {pair: k for k, pair in enumerate(self.links)}

    @cached_property
    def island_links(self) -> tuple[tuple[int, ...], ...]:
        """The links at each island."""
        at: list[list[int]] = [[] for _ in self.islands]
        for k, (a, b) in enumerate(self.links):
            at[a].append(k)
            at[b].append(k)
        return tuple(tuple(ks) for ks in at)

    @cached_property
    def crossings(self) -> tuple[tuple[int, ...], ...]:
        """For each link, the links that cross it."""
        horizontal: dict[Cell, int] = {}
        for k in range(len(self.links)):
            if self.is_horizontal(k):
                for cell in self.span(k):
                    horizontal[cell] = k
        crossing: list[list[int]] = [[] for _ in self.links]
        for k in range(len(self.links)):
            if not self.is_horizontal(k):
                for cell in self.span(k):
                    other = horizontal.get(cell)
                    if other is not None:
                        crossing[k].append(other)
                        crossing[other].append(k)
        return tuple(tuple(sorted(ks)) for ks in crossing)

    @cached_property
    def neighbours(self) -> dict[Cell, dict[tuple[int, int], Cell]]:
        """Each island's neighbour islands by the (row, column) step toward them."""
        seen: dict[Cell, dict[tuple[int, int], Cell]] = {}
        for k in range(len(self.links)):
            a, b = self.edge(k)
            step = direction(a, b)
            assert step is not None  # two islands never share a cell
            seen.setdefault(a, {})[step] = b
            seen.setdefault(b, {})[(-step[0], -step[1])] = a
        return seen

    def cell(self, island: int) -> Cell:
        """The cell of an island."""
        r, c, _ = self.islands[island]
        return (r, c)

    def edge(self, link: int) -> Edge:
        """The two island cells of a link."""
        a, b = self.links[link]
        return (self.cell(a), self.cell(b))

    def is_horizontal(self, link: int) -> bool:
        """True when the link runs along a row."""
        a, b = self.links[link]
        return self.islands[a][0] == self.islands[b][0]

    def span(self, link: int) -> list[Cell]:
        """The water cells a bridge on this link passes over (none for side-by-side islands)."""
        (r1, c1), (r2, c2) = self.edge(link)
        if r1 == r2:
            return [(r1, c) for c in range(c1 + 1, c2)]
        return [(r, c1) for r in range(r1 + 1, r2)]

    def link_between(self, a: Cell, b: Cell) -> int:
        """The link joining the islands on cells a and b; ValueError if there is none."""
        ia, ib = self.index.get(a), self.index.get(b)
        if ia is None or ib is None:
            missing = a if ia is None else b
            raise ValueError(f"there is no island at {cell_name(missing)}")
        pair = (min(ia, ib), max(ia, ib))
        if pair not in self.link_index:
            raise ValueError(
                f"the islands at {cell_name(a)} and {cell_name(b)} do not see each other"
            )
        return self.link_index[pair]


def make_puzzle(rows: int, cols: int, islands: list[Island]) -> Puzzle:
    """A Puzzle from islands in any order; BoardFormatError for a bad island."""
    seen: set[Cell] = set()
    for r, c, n in islands:
        if not (0 <= r < rows and 0 <= c < cols):
            raise BoardFormatError(f"island ({r}, {c}) lies outside the {cols}x{rows} board")
        if not 1 <= n <= MAX_NUMBER:
            raise BoardFormatError(f"island at {cell_name((r, c))} has number {n} (1 to 8)")
        if (r, c) in seen:
            raise BoardFormatError(f"two islands at {cell_name((r, c))}")
        seen.add((r, c))
    return Puzzle(rows, cols, tuple(sorted(islands)))


@dataclass(frozen=True)
class State:
    """The bridge count of each link of `puzzle`, the links marked "no bridge" and the islands
    marked done."""

    puzzle: Puzzle = field(repr=False, compare=False)
    bridges: tuple[int, ...]
    marks: frozenset[int] = frozenset()
    done: frozenset[int] = frozenset()
    colours: frozenset[tuple[int, int]] = frozenset()
    """(island index, colour 1..PALETTE) the player gave islands; a colour shows on the whole
    network of bridges through the island (a note the rules never read)."""

    def count(self, a: Cell, b: Cell) -> int:
        """Bridges between the islands on a and b (ValueError if they do not see each other)."""
        return self.bridges[self.puzzle.link_between(a, b)]

    def marked(self, a: Cell, b: Cell) -> bool:
        """True when the player marked "no bridge" between a and b."""
        return self.puzzle.link_between(a, b) in self.marks

    def totals(self) -> list[int]:
        """The bridges at each island."""
        total = [0] * len(self.puzzle.islands)
        for k, (a, b) in enumerate(self.puzzle.links):
            total[a] += self.bridges[k]
            total[b] += self.bridges[k]
        return total


@dataclass(frozen=True)
class SetBridges(MoveRecord, form="{a}-{b}={count}"):
    """Set the bridge count between two islands (the GUI cycles 1 -> 2 -> 0)."""

    a: Cell
    b: Cell
    count: int


@dataclass(frozen=True)
class ToggleMark(MoveRecord, form="{a}-{b}x"):
    """Put or take away the player's "no bridge" marker between two islands."""

    a: Cell
    b: Cell


@dataclass(frozen=True)
class ToggleDone(MoveRecord, form="{cell}*"):
    """Mark an island as done, or not: the player's note, which the rules never read."""

    cell: Cell


PaintIsland = PaintCell
"""Give the island on `cell` the player's colour 1..PALETTE (0 takes it away); it shows on
the island's whole network."""


LinkMove = SetBridges | ToggleMark
Move = SetBridges | ToggleMark | ToggleDone | PaintIsland


def move_cells(move: Move) -> list[Cell]:
    """The cells a bridge (or its 'no bridge' mark) crosses, both islands included; the
    island a done mark or a colour is given."""
    if isinstance(move, ToggleDone | PaintIsland):
        return [move.cell]
    return span(move.a, move.b)


def span(a: Cell, b: Cell) -> list[Cell]:
    """The cells from island a to island b in a straight line, both included."""
    (r1, c1), (r2, c2) = sorted((a, b))
    return [(r, c) for r in range(r1, r2 + 1) for c in range(c1, c2 + 1)]


def new_state(puzzle: Puzzle) -> State:
    """No bridges, no markers."""
    return State(puzzle, (0,) * len(puzzle.links))


def apply(state: State, move: Move) -> State:
    """The state after `move`; ValueError for islands that do not see each other or a bad count."""
    return apply_all(state, (move,))


def apply_all(state: State, moves: Sequence[Move]) -> State:
    """The state after the moves in order, copied once."""
    bridges, marks, done = list(state.bridges), set(state.marks), set(state.done)
    colours = dict(state.colours)
    for move in moves:
        if isinstance(move, ToggleDone | PaintIsland):
            island = state.puzzle.index.get(move.cell)
            if island is None:
                raise ValueError(f"there is no island at {cell_name(move.cell)}")
            if isinstance(move, ToggleDone):
                done ^= {island}
            else:
                paint(colours, island, move.colour)
            continue
        link = state.puzzle.link_between(move.a, move.b)
        if isinstance(move, ToggleMark):
            marks ^= {link}
        elif not 0 <= move.count <= MAX_NUMBER:
            raise ValueError(f"a pair of islands holds 0 to {MAX_NUMBER} bridges, not {move.count}")
        else:
            bridges[link] = move.count
    painted = frozenset(colours.items())
    return State(state.puzzle, tuple(bridges), frozenset(marks), frozenset(done), painted)


def network_colours(puzzle: Puzzle, state: State) -> dict[int, int]:
    """Each island's shown colour: that of the first coloured island (by index) of its network
    of bridges, so a whole network shows one colour."""
    roots = networks(puzzle, state)
    by_root: dict[int, int] = {}
    for island, colour in sorted(state.colours):
        by_root.setdefault(roots[island], colour)
    return {i: by_root[r] for i, r in enumerate(roots) if r in by_root}


def networks(puzzle: Puzzle, state: State) -> list[int]:
    """Each island's network (islands joined by bridges), as one island of it."""
    parent = list(range(len(puzzle.islands)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for k, (a, b) in enumerate(puzzle.links):
        if state.bridges[k]:
            parent[root(a)] = root(b)
    return [root(i) for i in range(len(parent))]


def progress(puzzle: Puzzle, state: State) -> float:
    """The share of the islands holding exactly their number of bridges (0 to 1)."""
    islands = puzzle.islands
    done = sum(1 for (_, _, n), total in zip(islands, state.totals(), strict=True) if total == n)
    return done / max(1, len(islands))


def moves_to(puzzle: Puzzle, state: State) -> list[Move]:
    """Moves that rebuild `state` from the empty state: bridges, markers, then done islands."""
    moves: list[Move] = []
    for k, count in enumerate(state.bridges):
        if count:
            a, b = puzzle.edge(k)
            moves.append(SetBridges(a, b, count))
    for k in sorted(state.marks):
        a, b = puzzle.edge(k)
        moves.append(ToggleMark(a, b))
    moves.extend(ToggleDone(puzzle.cell(i)) for i in sorted(state.done))
    moves.extend(PaintIsland(puzzle.cell(i), colour) for i, colour in sorted(state.colours))
    return moves


def parse_move(text: str) -> Move:
    """A move from its string form: `r1c2-r1c5=2`, `r1c2-r1c5x` or `r1c2*` (island done);
    BoardFormatError if bad."""
    body = text.strip()
    if "#" in body:
        place, _, colour = body.partition("#")
        cell = _parse_cell(place)
        if cell is None or not colour.isdigit() or len(colour) > 1:
            raise BoardFormatError(f"'{text}' is not a move (write r1c2#3 to colour a network)")
        return PaintIsland(cell, int(colour))
    if body.endswith("*"):
        cell = _parse_cell(body[:-1])
        if cell is None:
            raise BoardFormatError(f"'{text}' is not a move (write r1c2* to mark an island done)")
        return ToggleDone(cell)
    toggle = body.endswith("x")
    if toggle:
        pair, count_text = body[:-1], ""
    else:
        pair, _, count_text = body.partition("=")
    ends = pair.split("-")
    a, b = (_parse_cell(ends[0]), _parse_cell(ends[1])) if len(ends) == 2 else (None, None)
    if a is None or b is None:
        raise BoardFormatError(f"'{text}' is not a move (write r1c2-r1c5=2 or r1c2-r1c5x)")
    if toggle:
        return ToggleMark(a, b)
    if not (_ascii_digits(count_text) and len(count_text) == 1 and int(count_text) <= MAX_NUMBER):
        raise BoardFormatError(f"'{text}': the bridge count must be a number from 0 to 8")
    return SetBridges(a, b, int(count_text))


def _parse_cell(text: str) -> Cell | None:
    if not text.startswith("r") or "c" not in text:
        return None
    row, _, col = text[1:].partition("c")
    if not (_ascii_digits(row) and _ascii_digits(col) and len(row) < 5 and len(col) < 5):
        return None
    if int(row) < 1 or int(col) < 1:
        return None
    return (int(row) - 1, int(col) - 1)


def _ascii_digits(text: str) -> bool:
    """True for a non-empty run of 0-9 (str.isdigit also accepts '²', which int() refuses)."""
    return text.isascii() and text.isdigit()


def clear_notes(puzzle: Puzzle, state: State) -> list[Move]:
    """The moves that take every 'no bridge' marker away."""
    return [ToggleMark(*puzzle.edge(k)) for k in sorted(state.marks)]


def false_notes(puzzle: Puzzle, state: State, solution: State) -> list[Move]:
    """The moves that take away the 'no bridge' markers where the solution has a bridge."""
    return [ToggleMark(*puzzle.edge(k)) for k in sorted(state.marks) if solution.bridges[k]]


def wrong_cells(puzzle: Puzzle, state: State, solution: State) -> list[Cell]:
    """The water cells under bridges the solution does not have (more than it has between two
    islands); the islands themselves are clues and never wrong."""
    cells: set[Cell] = set()
    for k, count in enumerate(state.bridges):
        if count > solution.bridges[k]:
            (ra, ca), (rb, cb) = puzzle.edge(k)
            cells.update((r, c) for r in range(ra, rb + 1) for c in range(ca, cb + 1))
            cells -= {(ra, ca), (rb, cb)}
    return sorted(cells)


def interpret(puzzle: Puzzle, state: State, gesture: Gesture) -> list[Move] | None:
    """What a gesture does: a drag from an island toward a neighbour cycles one, two, no bridge
    (a right-drag toggles the "no bridge" mark), Shift+arrow and Ctrl+arrow the same from the
    keyboard; a click (or Enter) on an island marks it done, or not; Ctrl+1..6 on an island
    colours its network (Ctrl+0, or the same colour again, takes it away)."""
    match gesture:
        case Tap(cell, Button.PRIMARY) | Key(cell, Press.ENTER) if cell in puzzle.index:
            return [ToggleDone(cell)]
        case Digit(cell, shade, colour=True) if cell in puzzle.index:
            return _colour(puzzle, state, cell, shade)
        case Tap(_, Button.MIDDLE) | Drag(_, Button.MIDDLE):
            return None
        case Tap():
            return []
        case Drag(cells, button):
            step = direction(cells[0], cells[-1])
            return _link_move(puzzle, state, cells[0], step, button is Button.SECONDARY)
        case Key(cell, press, modifier) if modifier is not Modifier.NONE:
            step = STEPS.get(press)
            if step is None or cell not in puzzle.index:
                return None
            return _link_move(puzzle, state, cell, step, modifier is Modifier.CTRL)
    return None


def _colour(puzzle: Puzzle, state: State, cell: Cell, colour: int) -> list[Move]:
    """Colour the network through the island on `cell`: the colours given elsewhere on it go,
    so it shows one; the same colour again, or 0, leaves it without."""
    if colour > PALETTE:
        return []
    island, roots = puzzle.index[cell], networks(puzzle, state)
    given = [i for i, _ in sorted(state.colours) if roots[i] == roots[island]]
    moves: list[Move] = [PaintIsland(puzzle.cell(i), 0) for i in given]
    if colour and network_colours(puzzle, state).get(island) != colour:
        moves.append(PaintIsland(cell, colour))
    return moves


def _link_move(
    puzzle: Puzzle, state: State, cell: Cell, step: tuple[int, int] | None, mark: bool
) -> list[Move]:
    """Toggle the mark toward the island a step away, or cycle its bridges 1 -> 2 -> 0."""
    other = puzzle.neighbours.get(cell, {}).get(step) if step else None
    if other is None:
        return []
    if mark:
        return [ToggleMark(cell, other)]
    return [SetBridges(cell, other, (state.count(cell, other) + 1) % (MAX_PER_PAIR + 1))]
