"""A type is its folder: `declare(__name__, title, rules)` in a type's `__init__.py` reads the
type from its package's modules by their fixed names, so a declaration states only what is the
type's own (its title, its rules, a shared play role, its generation's options).

Every type package has the same module names with the same names in them: `textfmt`,
`jsonfmt` (and `MAX_SIDE`, the limit its readers keep), `rules`, `puzzle` (the play role),
`solver`, `strategies`, `hints` (the hint, and the ladder: `LEVELS`, `grade`), `generate` (the
entry `generate`, `LEVELS_OF`, sizes), `edit` (`EDITING`), a `texts_<language>` module for each
language it speaks (`TRANSLATION`), and `puzzlink` (`PUZZLINK`) and `tatham` (`TATHAM`) when it
has those codecs. Each role's names are its Protocol below; `declare` refuses a module missing
one, naming it, and tests/core/test_contract.py runs every member of every type. mypy checks
each module's own signatures, and each type's hint as answers.hint_in_order builds it from the
type's functions; what it cannot see across modules read by name, the contract test does.
"""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, fields
from types import ModuleType
from typing import Any, Generic, Protocol, TypeVar

from .gestures import Gesture
from .model import (
    Cell,
    Generate,
    GradePuzzle,
    HintStep,
    MessageTable,
    PuzzleType,
    Solve,
    SolveStrategy,
    Texts,
    Translation,
    Violation,
    grid_size,
    square_size,
)

P = TypeVar("P")
S = TypeVar("S")
M = TypeVar("M")
P_in = TypeVar("P_in", contravariant=True)
S_in = TypeVar("S_in", contravariant=True)
P_out = TypeVar("P_out", covariant=True)


class TextRole(Protocol[P, S]):
    """`textfmt`: our text format and the seed's."""

    def parse(self, text: str, /) -> tuple[P, S]: ...
    def format_text(self, puzzle: P, state: S | None = None, /) -> str: ...
    def parse_seed(self, text: str, /) -> tuple[P, S]: ...


class JsonRole(Protocol[P, S]):
    """`jsonfmt`: the JSON form of a puzzle and of a solution; MAX_SIDE, the largest side its
    readers take (the contract's `max_side`)."""

    def puzzle_from_json(self, data: Any, /) -> P: ...
    def puzzle_to_json(self, puzzle: P, /) -> dict[str, Any]: ...
    def solution_from_json(self, puzzle: P, data: Any, /) -> S: ...
    def solution_to_json(self, puzzle: P, state: S, /) -> dict[str, Any]: ...

    MAX_SIDE: int


class RulesRole(Protocol[P_in, S_in]):
    """`rules`: what is broken, and whether the board is full or solved."""

    def check(self, puzzle: P_in, state: S_in, /) -> list[Violation]: ...
    def is_complete(self, puzzle: P_in, state: S_in, /) -> bool: ...
    def is_solved(self, puzzle: P_in, state: S_in, /) -> bool: ...

    MESSAGES: MessageTable


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

    STRATEGIES: tuple[str, ...]

    @property
    def solve_strategy(self) -> SolveStrategy[P_in, S]: ...


class HintsRole(Protocol[P_in, S_in]):
    """`hints`: one step for a stuck player, the English name of each rule it cites, and the
    ladder: its level labels and its grade."""

    @property
    def hint(self) -> HintStep[P_in, S_in]: ...
    @property
    def grade(self) -> GradePuzzle[P_in]: ...

    LEVELS: tuple[str, ...]
    RULE_NAMES: Mapping[str, str]
    TEXTS: Mapping[str, str]
    PHRASES: Mapping[str, str]


class GenerateRole(Protocol[P_out]):
    """`generate`: a new puzzle, the difficulties (each with the ladder levels it accepts) and
    the sizes it may have. A module may also set SYMMETRIC = True: its new puzzles then have
    symmetric clues unless asked otherwise (read by `declare`; False when it is absent), and
    define `refusal(options)`, the options it can never satisfy (PuzzleType.refusal)."""

    @property
    def generate(self) -> Generate[P_out]: ...

    LEVELS_OF: Mapping[str, Collection[int]]
    DIFFICULTIES: tuple[str, ...]
    DEFAULT_SIZE: tuple[int, int]
    SIZE_RANGE: tuple[int, int]


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
    making: GenerateRole[P]


ROLE_MODULES: dict[str, type] = {
    "textfmt": TextRole,
    "jsonfmt": JsonRole,
    "rules": RulesRole,
    "puzzle": PlayRole,
    "solver": SolverRole,
    "strategies": StrategiesRole,
    "hints": HintsRole,
    "generate": GenerateRole,
}
"""Each role's module name in a type's package (the fields of Roles, in order) and its Protocol."""


def roles_of(package: str, play: object | None = None) -> Roles[Any, Any, Any]:
    """The role modules of the type package `package` (`play` in place of its `puzzle` module,
    for a shared play role); AttributeError naming the first missing member."""
    found: dict[str, Any] = {name: _module(package, name) for name in ROLE_MODULES}
    if play is not None:
        found["puzzle"] = play
    for name, role in ROLE_MODULES.items():
        _check_members(found[name], role)
    return Roles(*found.values())


def _module(package: str, name: str) -> ModuleType:
    return importlib.import_module(f"{package}.{name}")


def _names(role: type) -> list[str]:
    """The members a role's Protocol names: its methods and properties (the functions, read
    only for their variance) and its annotations (the module constants)."""
    names = dict.fromkeys([*vars(role), *role.__annotations__])
    return [name for name in names if not name.startswith("_")]


def _check_members(value: object, role: type) -> None:
    """`value` has every member `role` names."""
    missing = [name for name in _names(role) if not hasattr(value, name)]
    if missing:
        what = getattr(value, "__name__", type(value).__name__)
        raise AttributeError(f"{what} has no {', '.join(missing)} ({role.__name__})")


def _optional(package: str, name: str, member: str) -> Any:
    """`member` of the package's module `name`, when the type has that module (a codec)."""
    if importlib.util.find_spec(f"{package}.{name}") is None:
        return None
    return getattr(_module(package, name), member)


def _translations(package: str) -> dict[str, Translation]:
    """The type's texts in other languages: each `texts_<code>` module's TRANSLATION."""
    folder = importlib.import_module(package).__path__
    return {
        info.name.removeprefix("texts_"): _module(package, info.name).TRANSLATION
        for info in pkgutil.iter_modules(folder)
        if info.name.startswith("texts_")
    }


def declare(
    package: str,
    title: str,
    rules_text: str,
    *,
    play: object | None = None,
    symmetric_clues: bool = False,
    square_only: bool = False,
    methods: tuple[str, ...] = ("default",),
    fill_trial: Callable[[str, int, int], tuple[bool, int]] | None = None,
    magic: tuple[str, ...] | None = None,
) -> PuzzleType[Any, Any, Any]:
    """The PuzzleType of the type package `package` (its `__name__`; the type's name is the
    folder's), titled `title`, with the rules in English `rules_text`, its roles read from its
    modules by their fixed names (the module docstring). What is the type's own: `play`, a
    shared play role in place of its `puzzle` module (the Latin types'); `symmetric_clues`
    when its generate honours GenerateOptions.symmetric; `square_only` for square boards (its
    size is then the side twice); `methods` and `fill_trial`, its generation methods; `magic`
    what its files start with, by default its name and a space (our text format's header)."""
    name = package.rpartition(".")[2]
    roles = roles_of(package, play)
    if getattr(roles.making, "SYMMETRIC", False) and not symmetric_clues:
        raise ValueError(f"{package}: SYMMETRIC without symmetric_clues")
    return PuzzleType(
        **_members(roles),
        name=name,
        title=title,
        rules_text=rules_text,
        size=square_size if square_only else grid_size,
        translations=_translations(package),
        symmetric_clues=symmetric_clues,
        square_only=square_only,
        methods=methods,
        fill_trial=fill_trial,
        editing=_module(package, "edit").EDITING,
        magic=(f"{name} ",) if magic is None else magic,
        puzzlink=_optional(package, "puzzlink", "PUZZLINK"),
        tatham=_optional(package, "tatham", "TATHAM"),
    )


_FIELDS = frozenset(field.name for field in fields(PuzzleType))


def _members(roles: Roles[Any, Any, Any]) -> dict[str, Any]:
    """The contract's members the role modules hold: each member a role's Protocol names under
    the contract's own name (a module constant in capitals: STRATEGIES is `strategies`), then
    those made of several or named otherwise, which win (`texts`, `levels_of`, `format`)."""
    found = {
        member.lower(): getattr(module, member)
        for module, role in zip(vars(roles).values(), ROLE_MODULES.values(), strict=True)
        for member in _names(role)
        if member.lower() in _FIELDS
    }
    rules, hints = roles.rules, roles.hints
    return {
        **found,
        "texts": Texts({**rules.MESSAGES.messages, **hints.PHRASES}, hints.TEXTS),
        "levels_of": {key: frozenset(lv) for key, lv in roles.making.LEVELS_OF.items()},
        "symmetric_by_default": bool(getattr(roles.making, "SYMMETRIC", False)),
        "refusal": getattr(roles.making, "refusal", None),
        "format": roles.text.format_text,
    }
