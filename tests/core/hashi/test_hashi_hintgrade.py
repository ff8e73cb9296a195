"""The hint walk's grade without rescans (hintgrade.py) against hints.grade, its heap ladder walk
against ladder.py's, and the retried walk of `lighten` (walk.Derivation) against fresh walks:
the generator grades and repairs with the fast ones, so they must answer as the slow ones do."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from puzzlegui.core.formats.loader import parse_board
from puzzlegui.core.hashi import TYPE, generate, hintgrade, ladder
from puzzlegui.core.hashi.deduce import Network
from puzzlegui.core.hashi.engine import SIZE
from puzzlegui.core.hashi.generate import LEVELS_OF, SHAPE, Bridges, lighten, puzzle_of, unique
from puzzlegui.core.hashi.growth import network, sparse_network
from puzzlegui.core.hashi.hints import walk_grade
from puzzlegui.core.hashi.ladder import ladder_walk
from puzzlegui.core.hashi.puzzle import Puzzle
from puzzlegui.core.hashi.walk import Derivation, quick_walk
from puzzlegui.core.model import GenerateJob, GenerateOptions, SolveStatus
from tests.data import data_rows


def _boards(rows: int, cols: int, count: int, seed: int) -> list[Puzzle]:
    """Unique boards of every grade: dense and sparse networks made unique by the solver."""
    rng = random.Random(seed)
    found = []
    for n in range(count):
        shape = SHAPE[("easy", "medium", "hard", "expert")[n % 4]]
        grow = network if n % 3 else sparse_network
        bridges = grow(rows, cols, rows * cols // 3, rng, shape)
        puzzle = unique(rows, cols, bridges, rng, None)
        if puzzle is not None:
            found.append(puzzle)
    return found


def test_grade_is_the_hint_walks_grade() -> None:
    for puzzle in _boards(7, 7, 24, 0):
        assert hintgrade.grade(puzzle) == walk_grade(puzzle)  # level, label and number of hints


@pytest.mark.slow
@pytest.mark.parametrize(("rows", "cols", "count"), [(7, 7, 80), (10, 10, 60), (12, 15, 30)])
def test_grade_is_the_hint_walks_grade_on_many_boards(rows: int, cols: int, count: int) -> None:
    levels: Counter[int] = Counter()
    for puzzle in _boards(rows, cols, count, rows * cols):
        expected = walk_grade(puzzle)
        assert hintgrade.grade(puzzle) == expected  # level, label and number of hints
        levels[expected.level] += 1
    assert len(levels) >= 3  # easy, hard and trial boards among them at least


@pytest.mark.slow
@pytest.mark.parametrize(("rows", "cols", "count"), [(20, 20, 10), (25, 15, 10)])
def test_grade_is_the_hint_walks_grade_on_larger_boards(rows: int, cols: int, count: int) -> None:
    for puzzle in _boards(rows, cols, count, rows + cols):
        assert hintgrade.grade(puzzle) == walk_grade(puzzle)


@pytest.mark.parametrize(
    "text",
    ["3 . 3\n. . .\n3 . 3", "2 . 2\n. . .\n2 . 3"],
    ids=["two solutions", "no solution"],
)
def test_the_types_grade_is_the_walks_on_a_puzzle_without_one_solution(text: str) -> None:
    puzzle = parse_board(text, "hashi").puzzle
    assert TYPE.solve(puzzle, limit=2).status is not SolveStatus.SOLVED
    assert TYPE.grade(puzzle) == walk_grade(puzzle)


def test_the_types_grade_is_the_walks_grade() -> None:
    for puzzle in _boards(9, 9, 8, 3):
        assert TYPE.grade(puzzle) == walk_grade(puzzle)


def test_a_walk_that_needs_the_solution_is_graded_as_the_hints_do(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """No unique board at hand needs guessing, so the trial level is taken from both walks:
    boards that needed a trial then take bridges from the solution, one a hint, and go on."""
    trial = [p for p in _boards(8, 8, 40, 8) if walk_grade(p).level == 5]
    assert len(trial) >= 2
    # Both walks find their trials through hintgrade (hints.deduced takes its steps there).
    monkeypatch.setattr(hintgrade, "trial_steps", lambda net, dom: iter(()))
    for puzzle in trial:
        expected = walk_grade(puzzle)
        assert expected.level == 6
        assert hintgrade.grade(puzzle) == expected


@pytest.mark.slow
def test_grade_is_the_hint_walks_grade_on_published_boards() -> None:
    rows = [r for r in data_rows("janko/hashi.jsonl") if len(r["puzzle"]["islands"]) <= 60][:25]
    every = data_rows("janko/hashi.jsonl")
    rows += [every[148], every[196]]  # the only level-4 and level-1 boards of 150 islands or less
    for row in rows:
        puzzle = TYPE.puzzle_from_json(row["puzzle"])
        assert hintgrade.grade(puzzle) == walk_grade(puzzle)


@pytest.mark.parametrize("ceiling", [1, 2, 3, 4, 5])
def test_heap_ladder_walk_is_the_ladder_walk(ceiling: int) -> None:
    rng = random.Random(ceiling)
    for n in range(16):
        side = rng.choice([7, 10, 13])
        bridges = network(side, side, side * side // 3, rng, SHAPE["hard"])
        puzzle = puzzle_of(side, side, bridges) if n % 2 else unique(side, side, bridges, rng, None)
        if puzzle is None:
            continue
        net = Network.of(puzzle)
        assert hintgrade.ladder_walk(net, ceiling) == ladder_walk(net, ceiling)
        assert hintgrade.hardest_level(net, ceiling) == ladder.hardest_level(net, ceiling)


def _lighten_calls(
    difficulty: str, side: int, seeds: range, monkeypatch: pytest.MonkeyPatch
) -> list[tuple[Bridges, tuple[int, ...], object]]:
    """What `generate` asked `lighten` to lighten: the networks the ladder decides, the levels
    and the random state."""
    calls: list[tuple[Bridges, tuple[int, ...], object]] = []

    def kept(puzzle: Puzzle, bridges: Bridges, levels: tuple[int, ...],
             rng: random.Random, mirror: object = None) -> Bridges | None:  # fmt: skip
        calls.append((dict(bridges), levels, rng.getstate()))
        return lighten(puzzle, bridges, levels, rng)

    monkeypatch.setattr(generate, "lighten", kept)
    for seed in seeds:
        options = GenerateOptions(side, side, difficulty)
        TYPE.generate(GenerateJob(options, random.Random(seed)))
    monkeypatch.undo()
    assert calls
    return calls


@pytest.mark.parametrize("ceiling", [1, 2])
def test_a_retried_walk_decides_as_a_fresh_walk(
    ceiling: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each double made single in turn (kept when the retry decides the board): the retry
    decides exactly when a fresh quick walk of the changed board does."""
    difficulty = ("easy", "medium")[ceiling - 1]
    bridges, _, _ = _lighten_calls(difficulty, 15, range(1), monkeypatch)[0]
    puzzle = puzzle_of(15, 15, bridges)
    net = Network.of(puzzle)
    derivation = Derivation(net, ceiling)
    assert derivation.decided()
    doubles = [pair for pair, n in sorted(bridges.items()) if n == 2]
    kept = 0
    for a, b in doubles:
        need = list(derivation.net.need)
        need[puzzle.index[a]] -= 1
        need[puzzle.index[b]] -= 1
        retried = derivation.retry(need)
        _, dom = quick_walk(Network(need, net.ends, net.at, net.cross), ceiling)
        assert (retried is not None) == all(SIZE[d] == 1 for d in dom)
        if retried is not None:
            derivation.accept(retried)
            kept += 1
    assert 0 < kept < len(doubles)


def _undecided(dom: list[int]) -> set[int]:
    return {k for k, d in enumerate(dom) if SIZE[d] != 1}


@pytest.mark.parametrize("difficulty", ["hard", "expert"])
def test_a_retried_walk_leaves_in_doubt_what_a_fresh_walk_does(
    difficulty: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """On boards levels 1-2 do not decide, a retry is kept exactly when a fresh quick walk of
    the changed board leaves the very links in doubt that the walk before the change left."""
    bridges, _, _ = _lighten_calls(difficulty, 15, range(1), monkeypatch)[0]
    puzzle = puzzle_of(15, 15, bridges)
    net = Network.of(puzzle)
    derivation = Derivation(net, 2)
    doubt = derivation.doubt
    assert doubt == _undecided(quick_walk(net, 2)[1])
    assert doubt  # a hard board: levels 1-2 leave links to the harder levels
    kept = 0
    for a, b in [pair for pair, n in sorted(bridges.items()) if n == 2]:
        need = list(derivation.net.need)
        need[puzzle.index[a]] -= 1
        need[puzzle.index[b]] -= 1
        retried = derivation.retry(need)
        _, dom = quick_walk(Network(need, net.ends, net.at, net.cross), 2)
        assert (retried is not None) == (_undecided(dom) == doubt)
        if retried is not None:
            derivation.accept(retried)
            kept += 1
    assert kept > 0


@pytest.mark.parametrize("difficulty", ["hard", "expert"])
def test_lighten_leaves_the_part_in_doubt_alone(
    difficulty: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The islands of the links levels 1-2 leave in doubt keep their numbers; elsewhere some
    doubles become single, and nothing else changes."""
    for bridges, levels, state in _lighten_calls(difficulty, 15, range(2), monkeypatch):
        rng = random.Random()
        rng.setstate(state)  # type: ignore[arg-type]
        puzzle = puzzle_of(15, 15, bridges)
        lighter = lighten(puzzle, bridges, levels, rng)
        if lighter is None:
            continue
        assert lighter.keys() == bridges.keys()
        changed = [p for p, n in lighter.items() if n != bridges[p]]
        assert changed
        assert all((bridges[p], lighter[p]) == (2, 1) for p in changed)
        after = puzzle_of(15, 15, lighter)
        doubt = _undecided(quick_walk(Network.of(puzzle), 2)[1])
        for i in {i for k in doubt for i in puzzle.links[k]}:
            assert after.numbers[i] == puzzle.numbers[i]


def _one_walk_a_double(
    rows: int, cols: int, bridges: Bridges, levels: tuple[int, ...], rng: random.Random
) -> Puzzle | None:
    """`lighten` as it was: a whole quick walk for every double."""
    found = None
    doubles = [pair for pair, n in sorted(bridges.items()) if n == 2]
    rng.shuffle(doubles)
    for pair in doubles:
        changed = {**bridges, pair: 1}
        puzzle = puzzle_of(rows, cols, changed)
        hardest, dom = quick_walk(Network.of(puzzle), max(levels))
        if hardest in levels and all(SIZE[d] == 1 for d in dom):
            bridges, found = changed, puzzle
    return found


@pytest.mark.slow
@pytest.mark.parametrize("difficulty", ["easy", "medium"])
def test_lighten_keeps_what_one_walk_a_double_kept(
    difficulty: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    for bridges, levels, state in _lighten_calls(difficulty, 16, range(4), monkeypatch):
        old_rng, new_rng = random.Random(), random.Random()
        old_rng.setstate(state)  # type: ignore[arg-type]
        new_rng.setstate(state)  # type: ignore[arg-type]
        old = _one_walk_a_double(16, 16, bridges, levels, old_rng)
        new = lighten(puzzle_of(16, 16, bridges), bridges, levels, new_rng)
        assert (old is None) == (new is None)
        if old is not None and new is not None:
            assert old == puzzle_of(16, 16, new)


@pytest.mark.slow
def test_a_dense_40x40_board_is_unique_and_graded_as_the_hints_say() -> None:
    """Boards above 30x30 grew sparse (0.085 islands per cell at 60x60, janko 0.31) before
    the grade and the repairs were fast enough for dense ones."""
    options = GenerateOptions(40, 40, "hard")
    puzzle = TYPE.generate(GenerateJob(options, random.Random(5)))
    assert len(puzzle.islands) / (40 * 40) >= 0.25
    assert TYPE.solve(puzzle, limit=2).status is SolveStatus.SOLVED
    grade = walk_grade(puzzle)
    assert grade.level in LEVELS_OF["hard"]
    assert hintgrade.grade(puzzle) == grade
