"""Every member of every declared type, against the contract `model.PuzzleType` states: the
types line up, the round trips hold, a solve, a hint, a grade and a generate at the smallest size
work, the data members (size, levels, difficulties, methods, square-only) agree, and the input
(`interpret`) answers moves the type can make, enough to enter the solution.

The conformance test takes any PuzzleType: the `ptype` fixture holds the registered types and
the template type (core/template, not in the registry), so a new type copied from the template
starts from a folder that passes. A type's first sample board is boards/<name>/'s first file,
or, for a type that ships none (the template), the first its generator makes
(tests/samples.py)."""

from __future__ import annotations

import dataclasses
import itertools
import random
import string
import types
from collections.abc import Iterator
from typing import Any

import pytest

from puzzlegui.core import registry
from puzzlegui.core.cancel import Cancelled, CancelToken
from puzzlegui.core.gestures import Button, Digit, Drag, Gesture, Key, Modifier, Press, Tap
from puzzlegui.core.model import (
    AnyPuzzleType,
    GenerateJob,
    GenerateOptions,
    Grade,
    Hint,
    HintAsk,
    PuzzleType,
    SolveStatus,
)
from puzzlegui.core.template import TYPE as TEMPLATE
from tests.samples import sample_paths


def declared_types() -> dict[str, AnyPuzzleType]:
    """Every type the conformance test runs on: the registry's and the template."""
    return {**{name: registry.get(name) for name in registry.NAMES}, "template": TEMPLATE}


def sample_text(ptype: AnyPuzzleType) -> str:
    """The text of the type's first sample board."""
    return sample_paths(ptype)[0].read_text(encoding="utf-8")


def first_board(ptype: Any) -> tuple[Any, Any]:
    """(puzzle, unique solution) of the type's first sample board."""
    puzzle, _ = ptype.parse(sample_text(ptype))
    result = ptype.solve(puzzle, limit=2, seconds=60)
    assert result.status is SolveStatus.SOLVED, ptype.name
    return puzzle, result.solution


@pytest.fixture(params=list(declared_types()))
def ptype(request: pytest.FixtureRequest) -> Any:
    return declared_types()[request.param]


def test_registry_holds_one_declared_type_per_name(ptype: Any) -> None:
    assert isinstance(ptype, PuzzleType)
    if ptype is not TEMPLATE:
        assert registry.get(ptype.name) is ptype
    assert ptype.title
    assert ptype.rules_text


OPTIONAL = ("fill_trial", "refusal", "puzzlink", "tatham")
"""The members a type may leave None: a fill trial, a refusal of options no puzzle can have,
the puzz.link and Tatham codecs."""


def test_every_member_of_the_contract_is_declared(ptype: Any) -> None:
    for member in dataclasses.fields(PuzzleType):
        value = getattr(ptype, member.name)
        assert value is not None or member.name in OPTIONAL, member.name
    assert callable(ptype.interpret)


def test_a_play_module_without_interpret_cannot_be_declared() -> None:
    from puzzlegui.core.declare import declare
    from puzzlegui.core.shikaku import puzzle

    play = types.SimpleNamespace(**{k: v for k, v in vars(puzzle).items() if k != "interpret"})
    with pytest.raises(AttributeError, match="interpret"):
        declare("puzzlegui.core.shikaku", "X", "rules", play=play)


def test_each_translation_has_every_template_with_the_same_fields(ptype: Any) -> None:
    def fields(template: str) -> set[str]:
        return {name for _, name, _, _ in string.Formatter().parse(template) if name}

    assert "es" in ptype.translations
    for translation in ptype.translations.values():
        assert translation.rules
        assert set(translation.messages) == set(ptype.texts.messages)
        for code, english in ptype.texts.messages.items():
            assert fields(translation.messages[code]) == fields(english), code
        assert set(translation.hints) == set(ptype.texts.hints)
        for rule, sentence in translation.hints.items():
            assert fields(sentence) == fields(ptype.texts.hints[rule]), rule


def test_text_json_and_move_round_trips(ptype: Any) -> None:
    puzzle, solution = first_board(ptype)
    assert ptype.parse(ptype.format(puzzle, solution)) == (puzzle, solution)
    assert ptype.parse(ptype.format(puzzle))[0] == puzzle
    assert ptype.puzzle_from_json(ptype.puzzle_to_json(puzzle)) == puzzle
    data = ptype.solution_to_json(puzzle, solution)
    assert ptype.solution_from_json(puzzle, data) == solution
    state = ptype.new_state(puzzle)
    for move in ptype.moves_to(puzzle, solution):
        assert ptype.parse_move(str(move)) == move
        state = ptype.apply(state, move)
    assert state == solution


def test_apply_all_makes_what_apply_makes_one_by_one(ptype: Any) -> None:
    puzzle, solution = first_board(ptype)
    moves = ptype.moves_to(puzzle, solution)
    rng = random.Random(7)
    for _ in range(5):
        chosen = rng.sample(moves, rng.randint(1, len(moves)))
        state = ptype.new_state(puzzle)
        for move in chosen:
            state = ptype.apply(state, move)
        assert ptype.apply_all(ptype.new_state(puzzle), chosen) == state
    assert ptype.apply_all(solution, []) == solution


def test_the_cells_a_move_touches_are_on_the_board(ptype: Any) -> None:
    puzzle, solution = first_board(ptype)
    rows, cols = ptype.size(puzzle)
    moves = ptype.moves_to(puzzle, solution)
    moves += ptype.clear_notes(puzzle, solution)
    for move in moves:
        cells = ptype.move_cells(move)
        assert cells, move
        assert all(0 <= r < rows and 0 <= c < cols for r, c in cells), move


def test_size_and_the_rules_on_the_solution(ptype: Any) -> None:
    puzzle, solution = first_board(ptype)
    data = ptype.puzzle_to_json(puzzle)
    rows, cols = ptype.size(puzzle)
    assert (rows, cols) == ((data["n"], data["n"]) if "n" in data else (data["rows"], data["cols"]))
    assert ptype.check(puzzle, solution) == []
    assert ptype.is_complete(puzzle, solution)
    assert ptype.is_solved(puzzle, solution)
    assert not ptype.is_solved(puzzle, ptype.new_state(puzzle))
    assert ptype.wrong_cells(puzzle, solution, solution) == []
    assert ptype.wrong_cells(puzzle, ptype.new_state(puzzle), solution) == []
    assert ptype.clear_notes(puzzle, ptype.new_state(puzzle)) == []


def test_solve_cancelled_before_it_starts(ptype: Any) -> None:
    puzzle, _ = ptype.parse(sample_text(ptype))
    token = CancelToken()
    token.cancel()
    assert ptype.solve(puzzle, limit=2, cancel=token).status is SolveStatus.CANCELLED


def test_a_strategy_finds_the_same_solution(ptype: Any) -> None:
    puzzle, solution = first_board(ptype)
    assert ptype.strategies
    result = ptype.solve_strategy(ptype.strategies[-1], puzzle, limit=1, seconds=60)
    assert result.status is SolveStatus.SOLVED
    assert result.solution == solution


def test_hint_on_a_new_board_moves_and_none_once_solved(ptype: Any) -> None:
    puzzle, solution = first_board(ptype)
    hint = ptype.hint(HintAsk(puzzle, ptype.new_state(puzzle)))
    assert isinstance(hint, Hint)
    assert hint.moves
    assert 1 <= hint.level <= len(ptype.levels)
    state = ptype.new_state(puzzle)
    for move in hint.moves:
        state = ptype.apply(state, move)
    assert ptype.hint(HintAsk(puzzle, solution)) is None


def test_grade_is_a_level_of_the_ladder(ptype: Any) -> None:
    puzzle, _ = first_board(ptype)
    grade = ptype.grade(puzzle)
    assert isinstance(grade, Grade)
    assert 1 <= grade.level <= len(ptype.levels)
    assert grade.label == ptype.levels[grade.level - 1]


def test_generation_members_agree(ptype: Any) -> None:
    low, high = ptype.size_range
    rows, cols = ptype.default_size
    assert 1 <= low <= rows <= high
    assert low <= cols <= high
    assert not ptype.square_only or rows == cols
    assert ptype.difficulties
    assert ptype.methods
    assert ptype.methods[0] == "default"
    assert set(ptype.levels_of) == set(ptype.difficulties)
    ladder = set(range(1, len(ptype.levels) + 1))
    for difficulty in ptype.difficulties:
        assert ptype.levels_of[difficulty]
        assert ptype.levels_of[difficulty] <= ladder


def test_generate_at_the_smallest_size(ptype: Any) -> None:
    side = ptype.size_range[0]
    options = GenerateOptions(side, side, ptype.difficulties[0], method=ptype.methods[0])
    puzzle = ptype.generate(GenerateJob(options, random.Random(1)))
    assert ptype.size(puzzle) == (side, side)
    assert ptype.solve(puzzle, limit=2, seconds=60).status is SolveStatus.SOLVED
    assert ptype.grade(puzzle).level in ptype.levels_of[ptype.difficulties[0]]


def test_cancel_stops_generation(ptype: Any) -> None:
    token = CancelToken()
    token.cancel()
    rows, cols = ptype.default_size
    with pytest.raises(Cancelled):
        ptype.generate(
            GenerateJob(
                GenerateOptions(rows, cols, ptype.difficulties[-1]), random.Random(1), token
            )
        )


def test_generate_reports_progress_rising_to_one(ptype: Any) -> None:
    side = ptype.size_range[0]
    seen: list[float] = []
    ptype.generate(
        GenerateJob(
            GenerateOptions(side, side, ptype.difficulties[0]),
            random.Random(2),
            None,
            seen.append,
        )
    )
    assert seen
    assert seen == sorted(seen)
    assert seen[-1] == 1.0
    assert all(0.0 <= x <= 1.0 for x in seen)


@pytest.mark.parametrize("name", [n for n in registry.NAMES if registry.get(n).square_only])
def test_a_square_only_type_refuses_a_rectangle(name: str) -> None:
    ptype = registry.get(name)
    side = ptype.size_range[0]
    with pytest.raises(ValueError, match="squares"):
        ptype.generate(
            GenerateJob(GenerateOptions(side, side + 1, ptype.difficulties[0]), random.Random(1))
        )


@pytest.mark.parametrize("name", registry.NAMES)
def test_an_unknown_difficulty_is_refused(name: str) -> None:
    # The registered types only: the template's generate reads no difficulty (it has one).
    ptype = registry.get(name)
    rows, cols = ptype.default_size
    assert "impossible" not in ptype.difficulties
    with pytest.raises(ValueError, match="difficulty"):
        ptype.generate(GenerateJob(GenerateOptions(rows, cols, "impossible"), random.Random(1)))


def cell_gestures(cell: tuple[int, int]) -> Iterator[Gesture]:
    """Every tap, digit and key a player can make with the cursor on `cell`."""
    yield from (Tap(cell, button) for button in Button)
    for digit in range(10):
        yield from (
            Digit(cell, digit),
            Digit(cell, digit, note=True),
            Digit(cell, digit, prune=True),
        )
    yield from (Key(cell, press, modifier) for press in Press for modifier in Modifier)


def test_every_gesture_answers_moves_the_state_takes(ptype: Any) -> None:
    puzzle, solution = first_board(ptype)
    rows, cols = ptype.size(puzzle)
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    rng = random.Random(5)
    drags = [
        Drag(tuple(rng.sample(cells, rng.randint(2, 4))), rng.choice(list(Button)))
        for _ in range(300)
    ]
    answered = 0
    for state in (ptype.new_state(puzzle), solution):
        for gesture in itertools.chain((g for c in cells for g in cell_gestures(c)), drags):
            moves = ptype.interpret(puzzle, state, gesture)
            if moves is None:
                continue
            assert isinstance(moves, list), gesture
            for move in moves:
                assert ptype.parse_move(str(move)) == move, (gesture, move)
            ptype.apply_all(state, moves)  # raises if the state refuses one
            answered += bool(moves)
    assert answered  # some gesture does something on every type


@pytest.mark.slow
def test_the_solution_can_be_entered_with_gestures(ptype: Any) -> None:
    """Each move of the solution is what some tap, digit, key or two-cell drag makes, perhaps
    repeated (Hashi's drag cycles one, two, no bridge)."""
    puzzle, solution = first_board(ptype)
    rows, cols = ptype.size(puzzle)
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    drags = [Drag((a, b)) for a in cells for b in cells if a != b]
    state = ptype.new_state(puzzle)
    for move in ptype.moves_to(puzzle, solution):
        target = ptype.apply(state, move)
        taps = (g for c in cells for g in cell_gestures(c))
        state = next(
            reached
            for gesture in itertools.chain(taps, drags)
            if (reached := _repeated(ptype, puzzle, state, gesture, target)) is not None
        )
    assert state == solution


def _repeated(ptype: Any, puzzle: Any, state: Any, gesture: Gesture, target: Any) -> Any | None:
    """`target` if up to three of `gesture` in a row reach it, else None."""
    for _ in range(3):
        moves = ptype.interpret(puzzle, state, gesture)
        if not moves:
            return None
        state = ptype.apply_all(state, moves)
        if state == target:
            return state
    return None
