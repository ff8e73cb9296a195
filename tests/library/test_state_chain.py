"""The state chain an undo history stands on: every point gives back the state its moves made,
whatever order the points are asked in, while only a few states are held."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from puzzlegui.core.formats.loader import read_board
from puzzlegui.library.history import StateChain, StatePoint, state_after
from puzzlegui.library.records import Step

ROOT = Path(__file__).resolve().parents[2]
BOARD = read_board(ROOT / "boards" / "logi5" / "01-easy-5x5.puzzle")
PTYPE, PUZZLE = BOARD.ptype, BOARD.puzzle

cell_moves = st.tuples(st.integers(1, 5), st.integers(1, 5), st.integers(0, 5))


def play(
    chain: StateChain, moves: list[tuple[int, int, int]]
) -> tuple[list[StatePoint], list[Any]]:
    """Points and the states they stood for when made, one point per move that applies."""
    points, states = [chain.keep(PTYPE.new_state(PUZZLE))], [PTYPE.new_state(PUZZLE)]
    for row, col, digit in moves:
        try:
            move = PTYPE.parse_move(f"r{row}c{col}={digit}")
            after = PTYPE.apply(states[-1], move)
        except ValueError:
            continue  # a given cannot change
        points.append(chain.after(points[-1], (move,), after))
        states.append(after)
    return points, states


@settings(max_examples=60, deadline=None)
@given(st.lists(cell_moves, min_size=1, max_size=60), st.randoms(use_true_random=False))
def test_every_point_gives_back_its_state(moves: list[tuple[int, int, int]], rng: Any) -> None:
    chain = StateChain(PTYPE, PUZZLE, every=4, recent=3)
    points, states = play(chain, moves)
    order = list(range(len(points)))
    rng.shuffle(order)
    for index in order:
        assert chain.state(points[index]) == states[index]


def test_only_a_few_states_are_held() -> None:
    chain = StateChain(PTYPE, PUZZLE, every=8, recent=4)
    moves = [(1 + i % 5, 1 + (i // 5) % 5, 1 + i % 4) for i in range(200)]
    points, states = play(chain, moves)
    held = sum(point.state is not None for point in points)
    assert held <= len(points) // 8 + 1 + 4
    assert chain.state(points[len(points) // 2]) == states[len(points) // 2]


def test_followed_steps_give_the_states_of_the_history() -> None:
    chain = StateChain(PTYPE, PUZZLE, every=3, recent=2)
    steps = [Step(f"s{i}", (f"r{1 + i % 5}c{1 + i // 5 % 5}={1 + i % 5}",)) for i in range(12)]
    steps[7] = Step("restart", ("r2c2=2",), whole=True)
    steps = [step for step in steps if _applies(step)]
    points = chain.follow(chain.keep(PTYPE.new_state(PUZZLE)), steps)
    assert len(points) == len(steps) + 1
    for index in reversed(range(len(points))):
        assert chain.state(points[index]) == state_after(PTYPE, PUZZLE, steps, index)


def _applies(step: Step) -> bool:
    try:
        PTYPE.apply_all(PTYPE.new_state(PUZZLE), [PTYPE.parse_move(t) for t in step.moves])
    except ValueError:
        return False
    return True
