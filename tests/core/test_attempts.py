"""The generators' shared loop (core/attempts.py): the count it keeps, the cancel token it
looks at before every draw, the progress it tells and ends at 1."""

from __future__ import annotations

import itertools

import pytest

from puzzlegui.core.attempts import attempts, found
from puzzlegui.core.cancel import Cancelled, CancelToken


def test_attempts_stop_at_the_tries_and_tell_each_share() -> None:
    told: list[float] = []
    seen = list(attempts(4, None, told.append, lambda attempt: attempt / 10))
    assert seen == [0, 1, 2, 3]
    assert told == [0.0, 0.1, 0.2, 0.3]


def test_attempts_without_a_limit_go_on() -> None:
    assert list(itertools.islice(attempts(None, None, None, float), 1000))[-1] == 999


def test_progress_is_told_on_every_nth_attempt_only() -> None:
    told: list[float] = []
    assert len(list(attempts(40, None, told.append, float, every=16))) == 40
    assert told == [0.0, 16.0, 32.0]


def test_a_cancelled_token_stops_before_the_first_draw() -> None:
    token = CancelToken()
    token.cancel()
    with pytest.raises(Cancelled):
        next(attempts(10, token, None, float))


def test_a_cancel_between_draws_stops_before_the_next() -> None:
    token = CancelToken()
    loop = attempts(10, token, None, float)
    assert [next(loop), next(loop), next(loop)] == [0, 1, 2]
    token.cancel()
    with pytest.raises(Cancelled):
        next(loop)


def test_found_ends_the_progress_at_one() -> None:
    told: list[float] = []
    assert found("puzzle", told.append) == "puzzle"
    assert told == [1.0]
    assert found(7, None) == 7
