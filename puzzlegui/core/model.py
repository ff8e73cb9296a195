"""The shared vocabulary of every puzzle type: cells, violations, hints, solve results, errors,
and `PuzzleType`, the one contract each of the five types declares once."""

from __future__ import annotations

import enum
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypedDict, TypeVar

if TYPE_CHECKING:
    from typing_extensions import Unpack

    from puzzlegui.core.answers import Answers
    from puzzlegui.core.cancel import CancelToken
    from puzzlegui.core.formats.puzzlink import PuzzlinkCodec
    from puzzlegui.core.formats.tatham import TathamCodec
    from puzzlegui.core.gestures import Gesture

from .drafts import Editing
from .oneline import QUOTE_LIMIT, one_line

Cell = tuple[int, int]
"""(row, column), both 0-based from the top-left."""

Edge = tuple[Cell, Cell]
"""Two cells joined by something: a Hashi bridge between two islands, a shared border."""


def cell_name(cell: Cell) -> str:
    """A cell as a person reads it: 1-based, 'row 3, column 5'."""
    return f"row {cell[0] + 1}, column {cell[1] + 1}"


def cell_code(cell: Cell) -> str:
    """A cell as move strings write it: 1-based, 'r3c5'."""
    return f"r{cell[0] + 1}c{cell[1] + 1}"


class BoardFormatError(ValueError):
    """Bad input: names the file (when known), the line and column (1-based) and what is wrong."""

    def __init__(
        self, message: str, line: int | None = None, column: int | None = None, source: str = ""
    ) -> None:
        # Messages echo input: keep them one printable line of bounded length (oneline.py).
        message = one_line(message)
        super().__init__(message)
        self.message = message
        self.line = line
        self.column = column
        self.source = one_line(source, QUOTE_LIMIT)

    def with_source(self, source: str) -> BoardFormatError:
        """The same error, naming the file it came from."""
        return BoardFormatError(self.message, self.line, self.column, source)

    def __str__(self) -> str:
        where = self.source or "<input>"
        if self.line is not None:
            where += f":{self.line}"
            if self.column is not None:
                where += f":{self.column}"
        return f"{where}: {self.message}"


class Shape(enum.Enum):
    """How the player shows a violation's cells: each one marked, one outlined area (a Nurikabe
    2x2 pool), or the whole group the cells belong to (a Calcudoku cage)."""

    CELLS = "cells"
    AREA = "area"
    GROUP = "group"


@dataclass(frozen=True)
class Violation:
    """One rule broken now: a stable dotted code, the cells and edges at fault, a message (the
    English of the code's template filled with `params`, which core/text renders in any
    language)."""

    code: str
    message: str
    cells: tuple[Cell, ...] = ()
    edges: tuple[Edge, ...] = ()
    params: Mapping[str, Any] = field(default_factory=dict, compare=False, hash=False)
    shape: Shape = Shape.CELLS

    def to_json(self) -> dict[str, Any]:
        """The neutral JSON form used by `puzzle check --json`."""
        return {
            "code": self.code,
            "message": self.message,
            "cells": [list(c) for c in self.cells],
            "edges": [[*a, *b] for a, b in self.edges],
        }


class MessageTable:
    """The user-visible text of a type's violations, keyed by code, built in one place; `shapes`
    names the codes whose cells the player outlines as one area (a Nurikabe 2x2 pool)."""

    def __init__(
        self, messages: Mapping[str, str], shapes: Mapping[str, Shape] | None = None
    ) -> None:
        self.messages = dict(messages)
        self.shapes = dict(shapes or {})

    def violation(
        self,
        code: str,
        cells: Sequence[Cell] = (),
        edges: Sequence[Edge] = (),
        **params: Any,
    ) -> Violation:
        """A Violation whose message is the table's text for `code` filled with `params`."""
        message = self.messages[code].format(**params)
        shape = self.shapes.get(code, Shape.CELLS)
        return Violation(code, message, tuple(cells), tuple(edges), dict(params), shape)


class SolveStatus(enum.StrEnum):
    """How a solve ended."""

    SOLVED = "solved"
    NO_SOLUTION = "no-solution"
    MULTIPLE = "multiple"
    TIMEOUT = "timeout"
    CANCELLED = "cancelled"


S = TypeVar("S")


@dataclass
class SolveResult(Generic[S]):
    """The solutions found (up to the limit asked), nodes expanded and time taken."""

    status: SolveStatus
    solutions: list[S]
    nodes: int
    elapsed_ms: float

    @property
    def solution(self) -> S | None:
        """The first solution found, if any."""
        return self.solutions[0] if self.solutions else None


@dataclass(frozen=True)
class SubStep:
    """One step of the chain behind a hint (a trial's propagation, up to the contradiction it
    meets): a sentence as a nested phrase (a code and its params, core/text), the cells it
    is about, and how deep inside the cases of a split it lies (0: the trial's own chain; 1: a
    line of one case, shown indented under the case's own line)."""

    phrase: Any
    cells: tuple[Cell, ...] = ()
    depth: int = 0

    def to_json(self) -> dict[str, Any]:
        """{"text": the English sentence, "cells": [[row, column], ...]}, and "depth" when it
        lies inside a case."""
        text = str(self.phrase)
        found = {"text": text[:1].upper() + text[1:], "cells": [list(c) for c in self.cells]}
        return found | ({"depth": self.depth} if self.depth else {})


@dataclass(frozen=True)
class Hint:
    """One step for a stuck player: the moves, what to light up, the rule and why.

    `cells` are the target (what changes), `reason_cells` the cells that justify it; `rule` is a
    stable key of the type's hint table and `params` fill its sentence: numbers, labels and the
    values of core/text (cells, lists, nested phrases), so each language renders it.
    `from_solution` marks a step taken from the solution because no rule of the ladder applies.
    `substeps`, for a trial, the chain from the trial to the first contradiction it meets.
    """

    moves: tuple[Any, ...]
    cells: tuple[Cell, ...]
    reason_cells: tuple[Cell, ...]
    rule: str
    level: int
    text: str
    params: Mapping[str, Any] = field(default_factory=dict, compare=False, hash=False)
    from_solution: bool = False
    edges: tuple[Edge, ...] = ()
    substeps: tuple[SubStep, ...] = field(default=(), compare=False, hash=False)

    @property
    def area(self) -> tuple[Cell, ...]:
        """Where to look, the first stage of a hint: the cells that force the step, not the
        step's own (lighting those would give the answer away); the step's cells only when it
        names no reason."""
        return self.reason_cells or self.cells

    def to_json(self) -> dict[str, Any]:
        """The `puzzle hint --json` form; "substeps", the chain behind a trial, when it has
        one."""
        data: dict[str, Any] = {
            "rule": self.rule,
            "level": self.level,
            "text": self.text,
            "moves": [str(m) for m in self.moves],
            "cells": [list(c) for c in self.cells],
            "reason_cells": [list(c) for c in self.reason_cells],
            "from_solution": self.from_solution,
        }
        if self.substeps:
            data["substeps"] = [s.to_json() for s in self.substeps]
        return data


@dataclass(frozen=True)
class Texts:
    """A type's English templates with `{param}` fields: `messages` by dotted code (its
    violations and the phrases its params nest, 'hashi.then-bridges'), `hints` by rule."""

    messages: Mapping[str, str]
    hints: Mapping[str, str]


@dataclass(frozen=True)
class Translation:
    """A type's texts in one more language (core/<type>/texts_es.py): its rules, its templates
    by the keys of `Texts` (messages by code, hints by rule, each with the English one's
    fields) and the names of its ladder levels and hint rules, by their English name (names
    several types share are core/text's); and the texts of its board view: the controls How to
    Play shows (the view's CONTROLS) and any sentence the view alone says, by its English."""

    rules: str
    messages: Mapping[str, str]
    hints: Mapping[str, str]
    names: Mapping[str, str]
    controls: str
    view: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Grade:
    """How hard a puzzle is: the hardest ladder level needed without guessing."""

    level: int
    label: str
    steps: int = 0


@dataclass(frozen=True)
class GenerateOptions:
    """What a new puzzle should be: its size, difficulty name, symmetry and method."""

    rows: int
    cols: int
    difficulty: str = "medium"
    symmetric: bool = False
    method: str = "default"


P = TypeVar("P")
M = TypeVar("M")
P_in = TypeVar("P_in", contravariant=True)
S_in = TypeVar("S_in", contravariant=True)
P_out = TypeVar("P_out", covariant=True)
S_out = TypeVar("S_out", covariant=True)


@dataclass(frozen=True)
class HintAsk(Generic[P_out, S_out]):
    """What a hint is asked about, built once by its caller and passed whole down the hint
    pipeline: the puzzle, the player's state, the caller's cancel token, and `answers`, what
    the caller knows of the solution and may spend to know it (answers.py; a game's, a walk's),
    None for a hint on its own."""

    puzzle: P_out
    state: S_out
    cancel: CancelToken | None = None
    answers: Answers | None = None
    by_hints: bool = False
    """A grade's walk: the state was reached from the empty board by the hints alone, and only
    each step's rule and level are wanted. No rule is broken and no move is a mistake, so
    neither is looked for (on a 60x60 Hashi those checks are over half of a walk's time), and a
    type may leave out the search for the step's reasons (Nurikabe)."""


@dataclass(frozen=True)
class GenerateJob:
    """What a generator is asked for: the options, the random source it draws from (the same
    seed makes the same puzzle), the caller's cancel token and its progress (0 to 1)."""

    options: GenerateOptions
    rng: random.Random
    cancel: CancelToken | None = None
    progress: Callable[[float], None] | None = None


class Limits(TypedDict, total=False):
    """What may stop a search early: a cancel token, a time budget, a node budget."""

    cancel: CancelToken | None
    seconds: float | None
    max_nodes: int | None


class Solve(Protocol[P_in, S]):
    """A type's solver: solutions up to `limit` (2 proves uniqueness) within a node/time budget."""

    def __call__(
        self, puzzle: P_in, /, *, limit: int = 2, **limits: Unpack[Limits]
    ) -> SolveResult[S]: ...


class SolveStrategy(Protocol[P_in, S]):
    """One of the seed's own searches, chosen by name, reporting nodes and time."""

    def __call__(
        self, name: str, puzzle: P_in, /, *, limit: int = 1, **limits: Unpack[Limits]
    ) -> SolveResult[S]: ...


class HintStep(Protocol[P_in, S_in]):
    """One step for a stuck player: a mistake first, else the easiest deduction; None if solved."""

    def __call__(self, ask: HintAsk[P_in, S_in], /) -> Hint | None: ...


class GradePuzzle(Protocol[P_in]):
    """The hardest ladder level needed to solve without guessing."""

    def __call__(self, puzzle: P_in, cancel: CancelToken | None = None, /) -> Grade: ...


class Generate(Protocol[P_out]):
    """A new puzzle with one solution and the requested grade, reproducible from the job's rng."""

    def __call__(self, job: GenerateJob, /) -> P_out: ...


class Format(Protocol[P_in, S_in]):
    """(puzzle, state) -> our text format; the progress section only when state has marks."""

    def __call__(self, puzzle: P_in, state: S_in | None = None, /) -> str: ...


@dataclass(frozen=True, eq=False)
class PuzzleType(Generic[P, S, M]):
    """Everything the player and the tools know of one puzzle type (Tatham's `struct game`).

    P, S and M are the type's own frozen Puzzle, State and Move classes. Each type declares one
    instance in its package's `__init__.py` from its modules' functions; the registry holds them
    as `PuzzleType[Any, Any, Any]`. The player, the command line and the bench ask only this.
    """

    name: str
    title: str
    rules_text: str

    # Reading and writing.
    parse: Callable[[str], tuple[P, S]]
    """Our text format -> (puzzle, state); the state holds any saved progress."""
    format: Format[P, S]
    parse_seed: Callable[[str], tuple[P, S]]
    """The seed document's own layout (no header line) -> (puzzle, state)."""
    puzzle_from_json: Callable[[Any], P]
    """The neutral JSON puzzle of shared/data/FORMAT.md -> Puzzle (BoardFormatError if bad)."""
    puzzle_to_json: Callable[[P], dict[str, Any]]
    solution_from_json: Callable[[P, Any], S]
    """A neutral JSON solution (or failcheck board) -> State."""
    solution_to_json: Callable[[P, S], dict[str, Any]]

    # Playing.
    size: Callable[[P], tuple[int, int]]
    """(rows, cols) of the board."""
    max_side: int
    """The largest width or height the type's readers take (its text and JSON readers, and the
    puzz.link and Tatham decoders before they allocate a board): a hostile size is refused."""
    new_state: Callable[[P], S]
    """The state before any move: nothing marked."""
    apply: Callable[[S, M], S]
    """A new state with the move made; the old one is untouched (undo keeps it)."""
    apply_all: Callable[[S, Sequence[M]], S]
    """The state the moves make in order, as `apply` one by one would, but copied once: a
    long game's history replays in time linear in its length."""
    progress: Callable[[P, S], float]
    """How much of the board the player has decided, 0 to 1 (cells marked, digits written,
    islands complete: what the type can tell without the solution)."""
    parse_move: Callable[[str], M]
    """A move from its short string form (`str(move)`); BoardFormatError if bad."""
    moves_to: Callable[[P, S], list[M]]
    """Moves that rebuild `state` from `new_state(puzzle)`."""
    clear_notes: Callable[[P, S], list[M]]
    """Moves that remove every note (pencil mark, dot, 'no bridge' marker); [] when none."""
    false_notes: Callable[[P, S, S], list[M]]
    """(puzzle, state, solution) -> the moves of `clear_notes` that remove the notes the
    solution contradicts (pencil marks without the answer, a dot on a wall, 'no bridge' where
    the solution has one); the true notes stay."""
    check: Callable[[P, S], list[Violation]]
    """Every rule broken now; empty for a state that is right so far. Never raises."""
    is_complete: Callable[[P, S], bool]
    """Every cell, island or clue has its answer (right or wrong)."""
    is_solved: Callable[[P, S], bool]
    """Complete and no violation."""
    wrong_cells: Callable[[P, S, S], list[Cell]]
    """(puzzle, state, solution) -> cells of the player's answers the solution contradicts, in
    board order; never a clue, a note or a missing answer."""
    interpret: Callable[[P, S, Gesture], list[M] | None]
    """What a tap, drag or key (core/gestures.py) does: the moves to make as one step, [] for
    none, None when the type has no use for it (Tatham's interpret_move)."""
    move_cells: Callable[[M], list[Cell]]
    """The cells a move changes (a bridge: every cell it crosses), which the player repaints
    and colours as a trial's."""

    # Solving, hints and grades.
    solve: Solve[P, S]
    strategies: tuple[str, ...]
    """Names of the seed's own searches, for `--strategy`."""
    solve_strategy: SolveStrategy[P, S]
    levels: tuple[str, ...]
    """Labels of the hint ladder's levels 1..K; the last is "needs guessing"."""
    hint: HintStep[P, S]
    grade: GradePuzzle[P]
    rule_names: Mapping[str, str]
    """Every rule key of the type's hints -> its English name (a hint's title)."""
    texts: Texts
    """Every template the type's violations and hints use (core/text renders them)."""
    translations: Mapping[str, Translation]
    """The type's texts in each other language, by its code ("es")."""

    # Generating.
    generate: Generate[P]
    difficulties: tuple[str, ...]
    """Difficulty names `generate` accepts, easiest first."""
    levels_of: Mapping[str, frozenset[int]]
    """The grade levels each difficulty accepts (what `puzzle bench --generate` checks)."""
    default_size: tuple[int, int]
    """(rows, cols) of a new puzzle when no size is asked for."""
    size_range: tuple[int, int]
    """The smallest and largest side `generate` accepts."""
    symmetric_clues: bool = False
    """True when `generate` honours GenerateOptions.symmetric (clues in half-turn pairs)."""
    symmetric_by_default: bool = False
    """True when new puzzles have symmetric clues unless asked otherwise, as the type's
    publishers lay them out (the generate module's SYMMETRIC; docs/generation-notes.md)."""
    square_only: bool = False
    """True when rows must equal cols (Latin squares)."""
    methods: tuple[str, ...] = ("default",)
    """Generation methods `GenerateOptions.method` accepts; the first is the default."""
    fill_trial: Callable[[str, int, int], tuple[bool, int]] | None = None
    """(method, side, seed) -> (found, nodes): one solution fill of an empty random board by a
    method, for types whose methods differ in how they fill the solution (Logi-5); else None."""
    refusal: Callable[[GenerateOptions], Violation | None] | None = None
    """Why no puzzle of some options can be made (a Violation the texts render in the player's
    language), else None: for the options no search could ever satisfy, which `generate` then
    refuses at once instead of trying until cancelled; None for a type with no such options."""
    editing: Editing | None = None
    """How a puzzle of the type is typed in from paper (File > Enter a Puzzle); every player
    type declares it (a test checks)."""
    magic: tuple[str, ...] = ()
    """What the type's board files start with (after any comment lines): the magic of the
    board file type (desktop/mimetype.py makes it from this declaration)."""
    puzzlink: PuzzlinkCodec | None = None
    """The type's puzz.link URL and pzprv3 form (core/<type>/puzzlink.py), None if it has none."""
    tatham: TathamCodec | None = None
    """The type's Simon Tatham game ID form (core/<type>/tatham.py), None if it has none."""

    def refused(self, options: GenerateOptions) -> Violation | None:
        """Why no puzzle of `options` can be made (`refusal`), None when one can."""
        return None if self.refusal is None else self.refusal(options)


def levels_by_difficulty(
    difficulties: Sequence[str], levels: int, difficulty_of: Callable[[int], str | None]
) -> dict[str, frozenset[int]]:
    """Each difficulty's grade levels, from a type's level -> difficulty mapping."""
    found: dict[str, set[int]] = {name: set() for name in difficulties}
    for level in range(1, levels + 1):
        name = difficulty_of(level)
        if name in found:
            found[name].add(level)
    return {name: frozenset(lv) for name, lv in found.items()}


def grid_size(puzzle: Grid) -> tuple[int, int]:
    """(rows, cols) of a puzzle that has both."""
    return puzzle.rows, puzzle.cols


def square_size(puzzle: Square) -> tuple[int, int]:
    """(n, n) of an n x n puzzle."""
    return puzzle.n, puzzle.n


class Grid(Protocol):
    """A puzzle with `rows` and `cols`."""

    @property
    def rows(self) -> int: ...
    @property
    def cols(self) -> int: ...


class Square(Protocol):
    """An n x n puzzle."""

    @property
    def n(self) -> int: ...


AnyPuzzleType = PuzzleType[Any, Any, Any]
"""A type from the registry, whatever its Puzzle, State and Move."""
