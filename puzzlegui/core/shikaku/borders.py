"""Shikaku by borders, as in Tatham's Rectangles and puzz.link's border input: the player draws
or erases single lines between cells. The board's picture is the drawn rectangles' outlines
plus the loose borders (`State.borders`, notes until they close a rectangle):

- a border drawn or erased where no rectangle's outline runs toggles a loose border; a region
  of free cells (none in a rectangle) that the loose borders, the rectangles and the board's
  edge then close, rectangular and with no loose border inside, becomes a rectangle, and the
  loose borders around it are absorbed in its outline;
- erasing a line that is a rectangle's outline takes the rectangle (both, between two) away,
  its other sides staying as loose borders, and the region that opens may close again.

Cost: one flood of the free cells beside the line, O(rows x cols) at worst, per click.
"""

from __future__ import annotations

from collections.abc import Iterable

from puzzlegui.core.model import Cell

from .puzzle import AddRect, Move, Rect, RemoveRect, State, ToggleBorder, apply_all, rect_at

Line = tuple[Cell, Cell]


def line(a: Cell, b: Cell) -> Line | None:
    """The line between two side-by-side cells, in order; None if they are not neighbours."""
    if abs(a[0] - b[0]) + abs(a[1] - b[1]) != 1:
        return None
    return (a, b) if a < b else (b, a)


def border_moves(state: State, a: Cell, b: Cell) -> list[Move]:
    """The moves of a click on the line between `a` and `b` (see the module's docstring)."""
    edge = line(a, b)
    if edge is None or not all(_on_board(state, c) for c in edge):
        return []
    holders = {r for r in (rect_at(state, a), rect_at(state, b)) if r is not None}
    owners = sorted(r for r in holders if not _inside(r, edge))
    split = sorted(r for r in holders if _inside(r, edge))
    if owners:
        moves = _erase_rects(state, owners, edge)
    else:  # a line across a rectangle splits it: its outline stays, the line is drawn
        moves = [*_erase_rects(state, split, None), ToggleBorder(*edge)]
    after = apply_all(state, moves)
    for cell in edge:
        moves += _closed(after, cell)
        after = apply_all(state, moves)
    return moves


def _erase_rects(state: State, rects: list[Rect], edge: Line | None) -> list[Move]:
    """Take the rectangles away, their outlines but `edge` kept as loose borders."""
    moves: list[Move] = [RemoveRect(r) for r in rects]
    after = apply_all(state, moves)
    keep = {o for r in rects for o in outline(r, state) if o != edge}
    keep -= set(state.borders)
    keep = {o for o in keep if not any(_on_outline(r, o) for r in after.rects)}
    return moves + [ToggleBorder(*o) for o in sorted(keep)]


def _closed(state: State, start: Cell) -> list[Move]:
    """A rectangle for the free region through `start`, if the lines close it into one with no
    loose border inside (its loose borders absorbed); [] otherwise."""
    if rect_at(state, start) is not None:
        return []
    region = flood(state, start)
    rect = _bounding(region)
    if rect.area != len(region):
        return []
    inside = [b for b in state.borders if b[0] in region and b[1] in region]
    if inside:
        return []
    absorbed = [ToggleBorder(*o) for o in outline(rect, state) if o in state.borders]
    return [*absorbed, AddRect(rect)]


def flood(state: State, start: Cell) -> set[Cell]:
    """The free cells reached from `start` without crossing a loose border or entering a
    rectangle."""
    taken = {c for r in state.rects for c in r.cells()}
    seen, todo = {start}, [start]
    while todo:
        r, c = todo.pop()
        for nxt in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if nxt in seen or nxt in taken or not _on_board(state, nxt):
                continue
            edge = line((r, c), nxt)
            if edge in state.borders:
                continue
            seen.add(nxt)
            todo.append(nxt)
    return seen


def outline(rect: Rect, state: State) -> list[Line]:
    """The lines around a rectangle between cells of the board (the board's edge is not one)."""
    lines: list[Line] = []
    for cell in rect.cells():
        r, c = cell
        for nxt in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            edge = line(cell, nxt)
            if edge and _on_board(state, nxt) and not rect.contains(nxt):
                lines.append(edge)
    return sorted(set(lines))


def _on_outline(rect: Rect, edge: Line) -> bool:
    return rect.contains(edge[0]) != rect.contains(edge[1])


def _inside(rect: Rect, edge: Line) -> bool:
    return rect.contains(edge[0]) and rect.contains(edge[1])


def _bounding(cells: Iterable[Cell]) -> Rect:
    rows = [r for r, _ in cells]
    cols = [c for _, c in cells]
    return Rect(min(rows), min(cols), max(rows) - min(rows) + 1, max(cols) - min(cols) + 1)


def _on_board(state: State, cell: Cell) -> bool:
    return 0 <= cell[0] < state.rows and 0 <= cell[1] < state.cols
