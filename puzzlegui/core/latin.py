"""What Calcudoku and Logi-5 share as Latin squares (as Tatham shares latin.c between Keen and
Solo): the digit + pencil-mark State and its moves, the `progress:` grid text, repeat checks, and
the candidate engine of the solvers.

The engine keeps one bitmask of candidates per cell (bit d-1 for digit d) in a flat list. A sweep
of a house (a row, column or region of n cells) removes the digits of solved cells from the others
(naked singles) and fixes a digit that fits one cell only (hidden singles), at O(n) per house; a
fixpoint costs a few sweeps of the 2n or 3n houses. Subsets (naked/hidden pairs, triples) are
separate, costlier rules for hints and grading. `search` branches on the cell with the fewest
candidates, propagating at every node, and yields each full grid it reaches.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from puzzlegui.core.cancel import Budget
from puzzlegui.core.formats.text import Line, Token, grid_text
from puzzlegui.core.grid import UnionFind
from puzzlegui.core.model import BoardFormatError, Cell
from puzzlegui.core.moves import MoveRecord, read_cell_move
from puzzlegui.core.oneline import quote
from puzzlegui.core.palette import PaintCell, paint

MAX_N = 9
"""Digits are written as one character, so squares go up to 9 x 9."""


# --- state and moves -------------------------------------------------------------------------


@dataclass(frozen=True)
class LatinState:
    """A digit per cell (0 empty), pencil marks per empty cell (bit d-1 = digit d), the givens."""

    n: int
    digits: tuple[int, ...]
    marks: tuple[int, ...]
    givens: tuple[int, ...]
    colours: frozenset[tuple[int, int]] = frozenset()
    """(cell index, colour 1..PALETTE) the player gave cells: a note the rules never read."""

    def colour(self, cell: Cell) -> int:
        """The player's colour of `cell`, 0 for none."""
        index = cell[0] * self.n + cell[1]
        return next((c for i, c in self.colours if i == index), 0)

    def digit(self, cell: Cell) -> int:
        """The digit at `cell` (0 when empty)."""
        return self.digits[cell[0] * self.n + cell[1]]

    def candidates(self, cell: Cell) -> tuple[int, ...]:
        """The pencil-marked digits of `cell`, ascending."""
        return digits_of(self.marks[cell[0] * self.n + cell[1]])


def new_latin_state(n: int, givens: Sequence[int] = ()) -> LatinState:
    """The state before any move: the givens placed, nothing else."""
    given = tuple(givens) if givens else (0,) * (n * n)
    return LatinState(n, given, (0,) * (n * n), given)


def digits_of(mask: int) -> tuple[int, ...]:
    """The digits whose bits are set in `mask`, ascending."""
    return tuple(d + 1 for d in range(mask.bit_length()) if mask >> d & 1)


@dataclass(frozen=True)
class SetDigit(MoveRecord, form="{cell}={digit}"):
    """Write `digit` in a cell (0 clears it); its pencil marks go."""

    cell: Cell
    digit: int


@dataclass(frozen=True)
class ToggleCandidate(MoveRecord, form="{cell}+{digit}"):
    """Add or remove one pencil mark of an empty cell."""

    cell: Cell
    digit: int


@dataclass(frozen=True)
class ClearCandidates(MoveRecord, form="{cell}-"):
    """Remove every pencil mark of a cell."""

    cell: Cell


LatinMove = SetDigit | ToggleCandidate | ClearCandidates | PaintCell

_MOVE = re.compile(r"r(\d{1,3})c(\d{1,3})(?:=(\d{1,2})|\+(\d{1,2})|(-)|#(\d))")


def parse_latin_move(text: str) -> LatinMove:
    """A move from its string form: `r3c5=4`, `r3c5=0`, `r3c5+2`, `r3c5-` or `r3c5#2` (a colour;
    1-based)."""
    cell, match = read_cell_move(_MOVE, text, "r3c5=4, r3c5+2 or r3c5-")
    if match[3] is not None:
        return SetDigit(cell, int(match[3]))
    if match[4] is not None:
        return ToggleCandidate(cell, int(match[4]))
    if match[6] is not None:
        return PaintCell(cell, int(match[6]))
    return ClearCandidates(cell)


def apply_latin(state: LatinState, move: LatinMove) -> LatinState:
    """The state after `move`; ValueError for a cell off the board, a bad digit or a given."""
    return apply_latin_all(state, (move,))


def apply_latin_all(state: LatinState, moves: Sequence[LatinMove]) -> LatinState:
    """The state after the moves in order, copied once."""
    n = state.n
    digits, marks, colours = list(state.digits), list(state.marks), dict(state.colours)
    for move in moves:
        r, c = move.cell
        if not (0 <= r < n and 0 <= c < n):
            raise ValueError(f"cell {move} is off the {n}x{n} board")
        i = r * n + c
        if isinstance(move, PaintCell):  # a given may be coloured too
            paint(colours, i, move.colour)
            continue
        if state.givens[i]:
            raise ValueError("a given cannot change")
        if isinstance(move, SetDigit):
            if not 0 <= move.digit <= n:
                raise ValueError(f"digit {move.digit} is out of range (0 to {n})")
            digits[i], marks[i] = move.digit, 0
        elif isinstance(move, ToggleCandidate):
            if not 1 <= move.digit <= n:
                raise ValueError(f"candidate {move.digit} is out of range (1 to {n})")
            if digits[i]:
                raise ValueError("pencil marks go in empty cells")
            marks[i] ^= 1 << (move.digit - 1)
        else:
            marks[i] = 0
    painted = frozenset(colours.items())
    return LatinState(n, tuple(digits), tuple(marks), state.givens, painted)


def latin_progress(state: LatinState) -> float:
    """The share of the cells without a given that hold a digit (0 to 1)."""
    free = [d for d, g in zip(state.digits, state.givens, strict=True) if not g]
    return sum(1 for d in free if d) / max(1, len(free))


def latin_moves_to(state: LatinState) -> list[LatinMove]:
    """Moves that rebuild `state` from the new state (givens stay as they are)."""
    n = state.n
    moves: list[LatinMove] = []
    for i, (digit, mask) in enumerate(zip(state.digits, state.marks, strict=True)):
        cell = divmod(i, n)
        if state.givens[i]:
            continue
        if digit:
            moves.append(SetDigit(cell, digit))
        moves.extend(ToggleCandidate(cell, d) for d in digits_of(mask))
    moves.extend(PaintCell(divmod(i, n), colour) for i, colour in sorted(state.colours))
    return moves


def state_from_grid(n: int, grid: Sequence[int], givens: Sequence[int] = ()) -> LatinState:
    """A state holding the digits of a flat grid (0 empty), no pencil marks."""
    given = tuple(givens) if givens else (0,) * (n * n)
    return LatinState(n, tuple(grid), (0,) * (n * n), given)


# --- progress text ---------------------------------------------------------------------------

_MARKS = re.compile(r"\[(\d*)\]")


def progress_rows(state: LatinState) -> list[list[str]]:
    """The `progress:` grid: a digit, `.` for empty, `[135]` for an empty cell's pencil marks."""
    n = state.n
    rows = []
    for r in range(n):
        row = []
        for i in range(r * n, r * n + n):
            if state.digits[i]:
                row.append(str(state.digits[i]))
            elif state.marks[i]:
                row.append("[" + "".join(map(str, digits_of(state.marks[i]))) + "]")
            else:
                row.append(".")
        rows.append(row)
    return rows


def progress_text(state: LatinState | None) -> str:
    """The `progress:` section with its grid; nothing when there is no state or no progress."""
    if state is None or not has_progress(state):
        return ""
    return "progress:\n" + grid_text(progress_rows(state)) + "\n"


def has_progress(state: LatinState) -> bool:
    """True when the state differs from the new state (digits besides the givens, or marks)."""
    return state.digits != state.givens or any(state.marks)


def parse_progress(lines: Sequence[Line], n: int, givens: Sequence[int] = ()) -> LatinState:
    """A state from the `progress:` rows (already checked to be n x n tokens).

    A given cannot change, in every form (a JSON move on it is refused, a save never writes
    one): a given's cell may repeat it or hold '.', anything else is an error naming the cell."""
    given = tuple(givens) if givens else (0,) * (n * n)
    digits: list[int] = []
    marks: list[int] = []
    for line in lines:
        for token in line:
            if given[len(digits)]:
                _check_given_token(token, given[len(digits)])
                digits.append(given[len(digits)])
                marks.append(0)
                continue
            text = token.text
            match = _MARKS.fullmatch(text)
            if text == ".":
                digits.append(0)
                marks.append(0)
            elif len(text) == 1 and text in "123456789":
                digits.append(int(text))
                marks.append(0)
            elif match is not None:
                digits.append(0)
                marks.append(_marks_mask(match[1], n, token.error))
            else:
                raise token.error(f"{quote(text)} is not a digit, '.' or pencil marks like [135]")
    return LatinState(n, tuple(digits), tuple(marks), given)


def _check_given_token(token: Token, given: int) -> None:
    if token.text not in (".", str(given)):
        raise token.error(
            f"progress: this cell holds the given {given}, which cannot change "
            f"(found {quote(token.text)}; write {given} or '.')"
        )


def _marks_mask(text: str, n: int, error: Callable[[str], BoardFormatError]) -> int:
    mask = 0
    for ch in text:
        digit = int(ch)
        if not 1 <= digit <= n:
            raise error(f"pencil mark {digit} is out of range (1 to {n})")
        mask |= 1 << (digit - 1)
    return mask


# --- checks ----------------------------------------------------------------------------------


def line_houses(n: int) -> tuple[list[list[int]], list[list[int]]]:
    """The cell indices of each row and each column."""
    rows = [list(range(r * n, r * n + n)) for r in range(n)]
    cols = [list(range(c, n * n, n)) for c in range(n)]
    return rows, cols


def repeats(
    digits: Sequence[int], houses: Sequence[Sequence[int]]
) -> list[tuple[int, int, list[int]]]:
    """(house index, digit, cells) for every digit written twice or more in a house."""
    found: list[tuple[int, int, list[int]]] = []
    for h, house in enumerate(houses):
        seen: dict[int, list[int]] = {}
        for i in house:
            if digits[i]:
                seen.setdefault(digits[i], []).append(i)
        found.extend((h, d, cells) for d, cells in sorted(seen.items()) if len(cells) > 1)
    return found


def json_grid(data: Any, n: int, what: str, high: int = MAX_N) -> list[int]:
    """An n x n JSON list of lists of whole numbers 0..high, flattened; BoardFormatError if not."""
    if not isinstance(data, list) or len(data) != n:
        raise BoardFormatError(f'"{what}" must be a list of {n} rows')
    flat: list[int] = []
    for r, row in enumerate(data):
        if not isinstance(row, list) or len(row) != n:
            raise BoardFormatError(f'"{what}" row {r + 1} must be a list of {n} numbers')
        for value in row:
            if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= high:
                raise BoardFormatError(f'"{what}" row {r + 1} holds {value!r}, not 0 to {high}')
            flat.append(value)
    return flat


def json_size(data: Any) -> int:
    """The "n" of a neutral JSON Latin puzzle (a dict), checked to be 1 to 9."""
    if not isinstance(data, dict):
        raise BoardFormatError("the puzzle must be a JSON object")
    n = data.get("n")
    if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= MAX_N:
        raise BoardFormatError(f'"n" must be a whole number from 1 to {MAX_N}, found {n!r}')
    return n


def grid_rows(n: int, flat: Sequence[int]) -> list[list[int]]:
    """A flat row-major grid as a list of rows."""
    return [list(flat[r * n : r * n + n]) for r in range(n)]


def first_split(n: int, labels: Sequence[int]) -> Cell | None:
    """A cell of a label (region, cage) that is in more than one piece; None if all are whole."""
    groups = UnionFind(n * n)
    for i, label in enumerate(labels):
        if i % n + 1 < n and labels[i + 1] == label:
            groups.union(i, i + 1)
        if i + n < n * n and labels[i + n] == label:
            groups.union(i, i + n)
    root_of: dict[int, int] = {}
    for i, label in enumerate(labels):
        if root_of.setdefault(label, groups.find(i)) != groups.find(i):
            return divmod(i, n)
    return None


def cells_of(n: int, indices: Sequence[int]) -> list[Cell]:
    """Flat indices as (row, column) cells."""
    return [divmod(i, n) for i in indices]


# --- the candidate engine --------------------------------------------------------------------


def sweep_house(cand: list[int], house: Sequence[int], full: int) -> int:
    """Naked and hidden singles in one house: -1 contradiction, 1 changed, 0 nothing new."""
    singles = once = twice = 0
    for c in house:
        m = cand[c]
        if m & (m - 1) == 0:
            if m == 0 or singles & m:
                return -1
            singles |= m
        twice |= once & m
        once |= m
    if once != full:
        return -1
    hidden = once & ~twice & ~singles
    changed = 0
    for c in house:
        m = cand[c]
        if m & (m - 1):
            new = m & ~singles
            h = new & hidden
            if h:
                if h & (h - 1):
                    return -1
                new = h
            if new != m:
                if new == 0:
                    return -1
                cand[c] = new
                changed = 1
    return changed


def singles_fixpoint(cand: list[int], houses: Sequence[Sequence[int]], full: int) -> bool:
    """Sweep every house until nothing changes; False on a contradiction."""
    changed = True
    while changed:
        changed = False
        for house in houses:
            status = sweep_house(cand, house, full)
            if status < 0:
                return False
            if status:
                changed = True
    return True


def naked_groups(
    cand: Sequence[int], cells: Sequence[int], size: int
) -> Iterator[tuple[tuple[int, ...], int]]:
    """(group, digits) for each `size` of `cells` whose candidates together are `size` digits;
    read as each group is reached, so a caller may narrow candidates in between."""
    for group in combinations(cells, size):
        union = 0
        for c in group:
            union |= cand[c]
        if union.bit_count() == size:
            yield group, union


def naked_subsets(cand: list[int], house: Sequence[int], size: int) -> list[tuple[int, ...]]:
    """Apply naked subsets of `size` cells in a house; returns the subsets that removed marks."""
    open_cells = [c for c in house if cand[c] & (cand[c] - 1)]
    used = []
    for group, union in naked_groups(cand, open_cells, size):
        hit = False
        for c in open_cells:
            if c not in group and cand[c] & union:
                cand[c] &= ~union
                hit = True
        if hit:
            used.append(group)
    return used


def hidden_subsets(cand: list[int], house: Sequence[int], size: int, n: int) -> list[int]:
    """Apply hidden subsets of `size` digits in a house; returns the digit masks that acted.
    The digits' places are counted in every cell, decided ones too: in bulk (subsets_pass) a
    cell narrowed to one digit may still share it with its peers, and that digit is not hidden
    in the open cells (counting open cells only once struck out a solution's digit). Places
    are bitmasks over the house, so a combination costs a few ORs."""
    free = 0
    for c in house:
        if cand[c] & (cand[c] - 1):
            free |= cand[c]
    places = _places(cand, house, n)
    used = []
    for digits in combinations([d for d in range(n) if free >> d & 1], size):
        where_bits = 0
        for d in digits:
            if not places[d]:
                break
            where_bits |= places[d]
        else:
            if where_bits.bit_count() != size:
                continue
            mask = sum(1 << d for d in digits)
            where = [c for i, c in enumerate(house) if where_bits >> i & 1]
            if any(cand[c] & ~mask for c in where):
                for c in where:
                    cand[c] &= mask
                used.append(mask)
                places = _places(cand, house, n)
    return used


def _places(cand: list[int], house: Sequence[int], n: int) -> list[int]:
    """Per digit, the cells of the house that may hold it, as a bitmask over the house."""
    places = [0] * n
    for i, c in enumerate(house):
        m = cand[c]
        while m:
            low = m & -m
            places[low.bit_length() - 1] |= 1 << i
            m ^= low
    return places


def subsets_pass(cand: list[int], houses: Sequence[Sequence[int]], n: int) -> bool:
    """Naked and hidden pairs and triples over every house; True if any mark went."""
    before = cand[:]
    for house in houses:
        for size in (2, 3):
            naked_subsets(cand, house, size)
            hidden_subsets(cand, house, size, n)
    return cand != before


Propagator = Callable[[list[int], list[Any]], bool]
"""Extra deductions (a type's own constraints) over candidates and a per-node list it may edit."""


def search(
    cand: list[int],
    houses: Sequence[Sequence[int]],
    n: int,
    budget: Budget,
    extra: Propagator | None = None,
    extra_state: list[Any] | None = None,
) -> Iterator[list[int]]:
    """Every full grid (as digits) reachable from `cand`, by propagation and branching."""
    budget.check()
    full = (1 << n) - 1
    stack = [(cand, extra_state or [])]
    while stack:
        cand, ext = stack.pop()
        budget.tick()
        if not _propagate(cand, ext, houses, full, extra):
            continue
        best, fewest = -1, n + 1
        for i, m in enumerate(cand):
            if m & (m - 1):
                count = m.bit_count()
                if count < fewest:
                    best, fewest = i, count
                    if count == 2:
                        break
        if best < 0:
            yield [m.bit_length() for m in cand]
            continue
        m = cand[best]
        for d in reversed(range(n)):
            if m >> d & 1:
                branch = cand[:]
                branch[best] = 1 << d
                stack.append((branch, ext[:]))


def _propagate(
    cand: list[int],
    ext: list[Any],
    houses: Sequence[Sequence[int]],
    full: int,
    extra: Propagator | None,
) -> bool:
    while True:
        if not singles_fixpoint(cand, houses, full):
            return False
        if extra is None:
            return True
        before = cand[:]
        if not extra(cand, ext):
            return False
        if cand == before:
            return True


def latin_clear_notes(puzzle: object, state: LatinState) -> list[LatinMove]:
    """The moves that take every pencil mark away."""
    return [ClearCandidates(divmod(i, state.n)) for i, mask in enumerate(state.marks) if mask]


def latin_false_notes(state: LatinState, solution: LatinState) -> list[LatinMove]:
    """Clear the pencil marks of each cell whose marks leave out the solution's digit (marks
    that hold it are still true, however many others they hold)."""
    return [
        ClearCandidates(divmod(i, state.n))
        for i, mask in enumerate(state.marks)
        if mask and not mask >> (solution.digits[i] - 1) & 1
    ]


def latin_wrong_cells(puzzle: object, state: LatinState, solution: LatinState) -> list[Cell]:
    """Digits the player wrote that differ from the solution's; givens and pencil marks never."""
    return [
        divmod(i, state.n)
        for i, (mine, right) in enumerate(zip(state.digits, solution.digits, strict=True))
        if mine and not state.givens[i] and mine != right
    ]
