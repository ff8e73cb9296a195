"""A type's declaration from its modules by their fixed roles: every type package has the same
module names (`textfmt`, `jsonfmt`, `rules`, a play module, `solver`, `strategies`, `hints`,
`generate`) with the same function names, so a declaration passes the modules and states only
what is the type's own (names, size, ladder, generation). mypy checks each module against its
role's Protocol below, for the type's own Puzzle, State and Move.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from .cancel import CancelToken
from .drafts import Editing
from .gestures import Gesture
from .model import (
    Cell,
    Generate,
    Grade,
    GradePuzzle,
    HintStep,
    MessageTable,
    PuzzleType,
    Solve,
    SolveStrategy,
    Texts,
    Translation,
    Violation,
)

if TYPE_CHECKING:
    from .formats.puzzlink import PuzzlinkCodec
    from .formats.tatham import TathamCodec

P = TypeVar("P")
S = TypeVar("S")
M = TypeVar("M")
P_in = TypeVar("P_in", contravariant=True)
S_in = TypeVar("S_in", contravariant=True)


class TextRole(Protocol[P, S]):
    """`textfmt`: our text format and the seed's."""

    def parse(self, text: str, /) -> tuple[P, S]: ...
    def format_text(self, puzzle: P, state: S | None = None, /) -> str: ...
    def parse_seed(self, text: str, /) -> tuple[P, S]: ...


class JsonRole(Protocol[P, S]):
    """`jsonfmt`: the JSON form of a puzzle and of a solution."""

    def puzzle_from_json(self, data: Any, /) -> P: ...
    def puzzle_to_json(self, puzzle: P, /) -> dict[str, Any]: ...
    def solution_from_json(self, puzzle: P, data: Any, /) -> S: ...
    def solution_to_json(self, puzzle: P, state: S, /) -> dict[str, Any]: ...


class RulesRole(Protocol[P_in, S_in]):
    """`rules`: what is broken, and whether the board is full or solved."""

    def check(self, puzzle: P_in, state: S_in, /) -> list[Violation]: ...
    def is_complete(self, puzzle: P_in, state: S_in, /) -> bool: ...
    def is_solved(self, puzzle: P_in, state: S_in, /) -> bool: ...
    @property
    def MESSAGES(self) -> MessageTable: ...  # noqa: N802 (a module constant)


class PlayRole(Protocol[P_in, S, M]):
    """The play module (`puzzle`, or the shared Latin one): states, moves and input."""

    def new_state(self, puzzle: P_in, /) -> S: ...
    def apply(self, state: S, move: M, /) -> S: ...
    def apply_all(self, state: S, moves: Sequence[M], /) -> S: ...
    def progress(self, puzzle: P_in, state: S, /) -> float: ...
    def parse_move(self, text: str, /) -> M: ...
    def moves_to(self, puzzle: P_in, state: S, /) -> list[M]: ...
    def clear_notes(self, puzzle: P_in, state: S, /) -> list[M]: ...
    def false_notes(self, puzzle: P_in, state: S, solution: S, /) -> list[M]: ...
    def wrong_cells(self, puzzle: P_in, state: S, solution: S, /) -> list[Cell]: ...
    def interpret(self, puzzle: P_in, state: S, gesture: Gesture, /) -> list[M] | None: ...
    def move_cells(self, move: M, /) -> list[Cell]: ...


class SolverRole(Protocol[P_in, S]):
    """`solver`: the type's solve."""

    @property
    def solve(self) -> Solve[P_in, S]: ...


class StrategiesRole(Protocol[P_in, S]):
    """`strategies`: the seed's own searches by name."""

    @property
    def STRATEGIES(self) -> tuple[str, ...]: ...  # noqa: N802 (a module constant)
    @property
    def solve_strategy(self) -> SolveStrategy[P_in, S]: ...


class HintsRole(Protocol[P_in, S_in]):
    """`hints`: one step for a stuck player, and the English name of each rule it cites."""

    @property
    def hint(self) -> HintStep[P_in, S_in]: ...
    @property
    def RULE_NAMES(self) -> Mapping[str, str]: ...  # noqa: N802 (a module constant)
    @property
    def TEXTS(self) -> Mapping[str, str]: ...  # noqa: N802 (a module constant)
    @property
    def PHRASES(self) -> Mapping[str, str]: ...  # noqa: N802 (a module constant)


class GenerateRole(Protocol):
    """`generate`: the difficulties and sizes a new puzzle may have."""

    @property
    def DIFFICULTIES(self) -> tuple[str, ...]: ...  # noqa: N802 (a module constant)
    @property
    def DEFAULT_SIZE(self) -> tuple[int, int]: ...  # noqa: N802 (a module constant)
    @property
    def SIZE_RANGE(self) -> tuple[int, int]: ...  # noqa: N802 (a module constant)


@dataclass(frozen=True)
class Roles(Generic[P, S, M]):
    """A type's modules by role, in this order."""

    text: TextRole[P, S]
    json: JsonRole[P, S]
    rules: RulesRole[P, S]
    play: PlayRole[P, S, M]
    solver: SolverRole[P, S]
    strategies: StrategiesRole[P, S]
    hints: HintsRole[P, S]
    making: GenerateRole


@dataclass(frozen=True)
class Ladder(Generic[P]):
    """A type's hint ladder: its level labels and its grade."""

    levels: tuple[str, ...]
    grade: GradePuzzle[P]


def graded(
    levels: tuple[str, ...], walk: Callable[[P, CancelToken | None], tuple[int, int]]
) -> GradePuzzle[P]:
    """The contract's grade from a ladder walk that answers (level, steps): the level's label
    added."""

    def grade(puzzle: P, cancel: CancelToken | None = None, /) -> Grade:
        level, steps = walk(puzzle, cancel)
        return Grade(level, levels[level - 1], steps)

    return grade


def declare(
    names: tuple[str, str, str],
    roles: Roles[P, S, M],
    size: Callable[[P], tuple[int, int]],
    ladder: Ladder[P],
    generate: Generate[P],
    levels_of: Mapping[str, frozenset[int]],
    translations: Mapping[str, Translation],
    *,
    max_side: int,
    symmetric_clues: bool = False,
    square_only: bool = False,
    methods: tuple[str, ...] = ("default",),
    fill_trial: Callable[[str, int, int], tuple[bool, int]] | None = None,
    editing: Editing | None = None,
    magic: tuple[str, ...] | None = None,
    puzzlink: PuzzlinkCodec | None = None,
    tatham: TathamCodec | None = None,
) -> PuzzleType[P, S, M]:
    """The PuzzleType of (name, title, rules text) from its role modules and its own data;
    `translations` are its texts in other languages by code ({"es": texts_es.SPANISH});
    `max_side` the limit its readers keep (the constant they read); `magic` what its files
    start with, by default its name and a space (our text format's header, text.parse_header);
    `puzzlink` and `tatham` its codecs for those URL and ID forms, if it has them."""
    name, title, rules_text = names
    text, json, rules, play = roles.text, roles.json, roles.rules, roles.play
    return PuzzleType(
        name=name,
        title=title,
        rules_text=rules_text,
        parse=text.parse,
        format=text.format_text,
        parse_seed=text.parse_seed,
        puzzle_from_json=json.puzzle_from_json,
        puzzle_to_json=json.puzzle_to_json,
        solution_from_json=json.solution_from_json,
        solution_to_json=json.solution_to_json,
        size=size,
        max_side=max_side,
        new_state=play.new_state,
        apply=play.apply,
        apply_all=play.apply_all,
        progress=play.progress,
        parse_move=play.parse_move,
        moves_to=play.moves_to,
        clear_notes=play.clear_notes,
        false_notes=play.false_notes,
        check=rules.check,
        is_complete=rules.is_complete,
        is_solved=rules.is_solved,
        wrong_cells=play.wrong_cells,
        interpret=play.interpret,
        move_cells=play.move_cells,
        solve=roles.solver.solve,
        strategies=roles.strategies.STRATEGIES,
        solve_strategy=roles.strategies.solve_strategy,
        levels=ladder.levels,
        hint=roles.hints.hint,
        rule_names=roles.hints.RULE_NAMES,
        texts=Texts({**rules.MESSAGES.messages, **roles.hints.PHRASES}, roles.hints.TEXTS),
        translations=translations,
        grade=ladder.grade,
        generate=generate,
        difficulties=roles.making.DIFFICULTIES,
        levels_of=levels_of,
        default_size=roles.making.DEFAULT_SIZE,
        size_range=roles.making.SIZE_RANGE,
        symmetric_clues=symmetric_clues,
        square_only=square_only,
        methods=methods,
        fill_trial=fill_trial,
        editing=editing,
        magic=(f"{name} ",) if magic is None else magic,
        puzzlink=puzzlink,
        tatham=tatham,
    )
