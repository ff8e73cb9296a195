"""Random cuts of a grid into rectangles, optionally symmetric under a half turn.

Scan the cells row-major; each free cell starts a rectangle of a random shape that fits the
free space (2 to `max_area` cells, as Tatham's Rect generator does; with chance LARGER, one of
3 cells or more when one fits). With `symmetric`, each
rectangle is placed with its image under a 180° turn, which must be free and apart from it;
a rectangle may be its own image only on an odd x odd grid, where its clue can sit on the
centre cell. Lone cells left over are joined to a neighbour they form a rectangle with (with
their images, when symmetric). Cost: O(cells x max_area).
"""

from __future__ import annotations

import random

from .puzzle import Rect

Grid = list[list[bool]]

LARGER = 0.5
"""The chance that a free cell's rectangle is drawn among the shapes of 3 cells or more that fit
(when one does) rather than among all of them: drawn among all, far more clues were 2s than on
janko's boards (docs/shikaku-notes.md, "Published sizes")."""


def turn(rect: Rect, rows: int, cols: int) -> Rect:
    """The rectangle's image under a half turn of the grid."""
    return Rect(
        rows - rect.row - rect.height, cols - rect.col - rect.width, rect.height, rect.width
    )


def random_partition(
    rows: int, cols: int, rng: random.Random, max_area: int, symmetric: bool = False
) -> list[Rect]:
    """The grid cut into rectangles of 2 to `max_area` cells (1 only where nothing else fits)."""
    free = [[True] * cols for _ in range(rows)]
    rects: list[Rect] = []
    for r in range(rows):
        for c in range(cols):
            if free[r][c]:
                shapes = _shapes(free, r, c, max_area, symmetric)
                larger = [shape for shape in shapes if shape.area >= 3]
                if larger and rng.random() < LARGER:
                    shapes = larger
                rect = rng.choice(shapes) if shapes else Rect(r, c, 1, 1)
                placed = {rect, turn(rect, rows, cols)} if symmetric else {rect}
                for each in sorted(placed):
                    for cr, cc in each.cells():
                        free[cr][cc] = False
                    rects.append(each)
    return _merge_singletons(rects, rows, cols, symmetric)


def _fits(free: Grid, rect: Rect) -> bool:
    return all(free[r][c] for r, c in rect.cells())


def _shapes(free: Grid, r: int, c: int, limit: int, symmetric: bool) -> list[Rect]:
    rows, cols = len(free), len(free[0])
    found: list[Rect] = []
    for w in range(1, min(cols - c, limit) + 1):
        if not free[r][c + w - 1]:
            break
        for h in range(1, min(rows - r, limit // w) + 1):
            rect = Rect(r, c, h, w)
            if not all(free[r + h - 1][c : c + w]):
                break
            if h * w >= 2 and (not symmetric or _pair_ok(free, rect)):
                found.append(rect)
    return found


def _pair_ok(free: Grid, rect: Rect) -> bool:
    rows, cols = len(free), len(free[0])
    image = turn(rect, rows, cols)
    if image == rect:
        return rows % 2 == 1 and cols % 2 == 1
    return _apart(rect, image) and _fits(free, image)


def _apart(a: Rect, b: Rect) -> bool:
    """No cell in common (by their edges: two whole-grid masks cost more on large grids)."""
    return (
        a.row + a.height <= b.row
        or b.row + b.height <= a.row
        or a.col + a.width <= b.col
        or b.col + b.width <= a.col
    )


def _merge_singletons(rects: list[Rect], rows: int, cols: int, symmetric: bool) -> list[Rect]:
    """Join each 1x1 rectangle to a neighbour it forms a rectangle with, where one does."""
    for single in [rect for rect in rects if rect.area == 1]:
        if single not in rects:
            continue
        for other in rects:
            merged = _union(single, other)
            if merged is None or other.area == 1:
                continue
            if symmetric and not _merge_image(rects, single, other, rows, cols):
                continue
            rects.remove(single)
            rects[rects.index(other)] = merged
            break
    return rects


def _merge_image(rects: list[Rect], single: Rect, other: Rect, rows: int, cols: int) -> bool:
    """Merge the images of `single` and `other` too; False (nothing done) if that cannot be."""
    image, other_image = turn(single, rows, cols), turn(other, rows, cols)
    if image in (single, other) or other_image in (single, other) or image not in rects:
        return False
    merged = _union(image, other_image)
    if merged is None:
        return False
    rects.remove(image)
    rects[rects.index(other_image)] = merged
    return True


def _union(single: Rect, other: Rect) -> Rect | None:
    r, c = single.row, single.col
    if other.height == 1 and other.row == r:
        if other.col + other.width == c:
            return Rect(r, other.col, 1, other.width + 1)
        if other.col == c + 1:
            return Rect(r, c, 1, other.width + 1)
    if other.width == 1 and other.col == c:
        if other.row + other.height == r:
            return Rect(other.row, c, other.height + 1, 1)
        if other.row == r + 1:
            return Rect(r, c, other.height + 1, 1)
    return None
