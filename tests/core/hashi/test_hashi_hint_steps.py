"""hints.deduced takes its chain of steps from hintgrade's queues (a step costs the links it
touches); these tests hold it to the ladder's plain scan, step for step: the same hint (moves,
cells, reasons, rule, text) at every state of the hint walks of generated and published boards,
and None where the scan finds nothing."""

from __future__ import annotations

import random

import pytest

from puzzlegui.core.hashi import TYPE, hints
from puzzlegui.core.hashi.deduce import Network
from puzzlegui.core.hashi.generate import SHAPE, unique
from puzzlegui.core.hashi.growth import network
from puzzlegui.core.hashi.ladder import LEVELS, Step, steps_at, valid
from puzzlegui.core.hashi.puzzle import Puzzle, SetBridges, State
from puzzlegui.core.model import Hint, HintAsk
from tests.data import data_rows


def scanned(puzzle: Puzzle, state: State) -> Hint | None:
    """The hint as the ladder's scans give it: every step found by a scan of the whole board
    from the easiest level (hints.deduced before the queues)."""
    net = Network.of(puzzle)
    dom = hints.domains(puzzle, state, net)
    if not valid(net, dom):
        return None
    used: list[Step] = []
    around: list[tuple[int, ...]] = []
    level = 1
    while level < len(LEVELS):
        step = next(steps_at(net, dom, level), None)
        if step is None:
            level += 1
            continue
        around.append(hints._narrowed_by(net, dom, step, state.marks))
        for k, mask in step.masks.items():
            dom[k] = mask
        used.append(step)
        moves = hints._moves(puzzle, state, dom, step.masks)
        if moves:
            return hints._explain(puzzle, used, moves, around)
        level = 1
    return None


def walk_both(puzzle: Puzzle, steps: int) -> int:
    """Press Hint up to `steps` times, comparing both at every state; the hints compared."""
    state = TYPE.new_state(puzzle)
    for count in range(steps):
        ours = hints.deduced(HintAsk(puzzle, state, None, None))
        assert ours == scanned(puzzle, state)
        if ours is None:
            return count
        for move in ours.moves:
            state = TYPE.apply(state, move)
    return steps


def generated(side: int, count: int, seed: int) -> list[Puzzle]:
    rng = random.Random(seed)
    boards = []
    for n in range(count):
        shape = SHAPE[("easy", "medium", "hard", "expert")[n % 4]]
        bridges = network(side, side, side * side // 3, rng, shape)
        puzzle = unique(side, side, bridges, rng, None)
        if puzzle is not None:
            boards.append(puzzle)
    return boards


@pytest.mark.slow
def test_every_hint_is_the_scans_on_generated_boards() -> None:
    boards = generated(8, 24, 1)
    assert len(boards) >= 12
    assert sum(walk_both(puzzle, 400) for puzzle in boards) >= 300
    assert {TYPE.grade(puzzle).level for puzzle in boards} >= {1, 3, 5}  # trials among them


def test_a_board_played_wrong_gets_the_scans_answer() -> None:
    """A wrong bridge: the ladder's domains no longer fit, or fit differently."""
    puzzle = generated(9, 4, 2)[0]
    state = TYPE.new_state(puzzle)
    for a, b in puzzle.links[::3]:
        cells = [puzzle.islands[i][:2] for i in (a, b)]
        state = TYPE.apply(state, SetBridges(cells[0], cells[1], 2))
        assert hints.deduced(HintAsk(puzzle, state, None, None)) == scanned(puzzle, state)


@pytest.mark.slow
def test_every_hint_is_the_scans_on_published_boards() -> None:
    rows = [r for r in data_rows("janko/hashi.jsonl") if len(r["puzzle"]["islands"]) <= 120]
    assert sum(walk_both(TYPE.puzzle_from_json(r["puzzle"]), 2000) for r in rows[:15]) >= 500
