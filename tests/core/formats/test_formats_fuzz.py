"""Random input never breaks a type's readers: random bytes; random text over the type's own
characters, bare, after its header line, after a whole board and as a move; and its sample
board's JSON with random parts replaced. Each raises BoardFormatError or parses."""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from puzzlegui.core import registry
from puzzlegui.core.formats import puzzlink, tatham
from puzzlegui.core.model import AnyPuzzleType, BoardFormatError
from tests.core.formats import test_puzzlink, test_tatham
from tests.core.formats.fuzzing import JSONISH
from tests.samples import sample_paths


@cache
def sample_text(name: str) -> str:
    """The smallest sample board of type `name`, with its progress."""
    return min((p.read_text() for p in sample_paths(name)), key=len)


def header(name: str) -> str:
    """The sample board's first line that is not a comment: the type's header."""
    lines = sample_text(name).splitlines()
    return next(line for line in lines if line and not line.startswith("#")) + "\n"


def own_text(name: str, most: int = 120) -> st.SearchStrategy[str]:
    """Random text made of the characters of the type's sample board and a few others."""
    alphabet = "".join(sorted(set(sample_text(name)) | set("0123456789.#:-x \n")))
    return st.text(alphabet=alphabet, max_size=most)


def mutated(value: Any) -> st.SearchStrategy[Any]:
    """`value` (JSON) with any parts replaced by random JSON-like values, or kept."""
    keep = st.just(value)
    if isinstance(value, dict):
        parts = st.fixed_dictionaries({k: mutated(v) for k, v in value.items()})
        return st.one_of(keep, parts, JSONISH)
    if isinstance(value, list) and value:
        items = st.lists(st.sampled_from(value).flatmap(mutated), max_size=len(value) + 1)
        return st.one_of(keep, items, JSONISH)
    return st.one_of(keep, JSONISH)


def refused_or_read(read: Callable[[Any], Any], data: Any) -> None:
    """`read(data)` parses or raises BoardFormatError, nothing else."""
    with contextlib.suppress(BoardFormatError):
        read(data)


def test_every_type_has_a_sample_board() -> None:
    assert all(header(name).split()[0] == name for name in registry.NAMES)


@pytest.mark.parametrize("name", registry.NAMES)
@settings(max_examples=100, deadline=None)
@given(data=st.binary(max_size=100))
def test_random_bytes_give_board_format_error(name: str, data: bytes) -> None:
    ptype = registry.get(name)
    text = data.decode("utf-8", errors="replace")
    for parse in (ptype.parse, ptype.parse_seed):
        refused_or_read(parse, text)
        refused_or_read(parse, header(name) + text)


@pytest.mark.slow
@pytest.mark.parametrize("name", registry.NAMES)
@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_random_own_text_gives_board_format_error(name: str, data: st.DataObject) -> None:
    ptype = registry.get(name)
    text = data.draw(own_text(name))
    for parse in (ptype.parse, ptype.parse_seed):
        refused_or_read(parse, text)
    refused_or_read(ptype.parse, header(name) + text)
    refused_or_read(ptype.parse, sample_text(name) + text)  # into the board's last section
    refused_or_read(ptype.parse_move, text)


def _sample(name: str) -> tuple[AnyPuzzleType, Any, Any]:
    ptype = registry.get(name)
    puzzle, state = ptype.parse(sample_text(name))
    return ptype, puzzle, state


@pytest.mark.slow
@pytest.mark.parametrize("name", registry.NAMES)
@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_random_puzzle_json_gives_board_format_error(name: str, data: st.DataObject) -> None:
    ptype, puzzle, _ = _sample(name)
    refused_or_read(ptype.puzzle_from_json, data.draw(mutated(ptype.puzzle_to_json(puzzle))))


@pytest.mark.slow
@pytest.mark.parametrize("name", registry.NAMES)
@settings(max_examples=100, deadline=None)
@given(data=st.data())
def test_random_solution_json_gives_board_format_error(name: str, data: st.DataObject) -> None:
    ptype, puzzle, state = _sample(name)
    solution = data.draw(mutated(ptype.solution_to_json(puzzle, state)))
    refused_or_read(lambda d: ptype.solution_from_json(puzzle, d), solution)


SHARED_FORMS: dict[str, tuple[Any, list[str], str]] = {
    "puzz.link": (
        puzzlink,
        [*test_puzzlink.EXAMPLES, "pzprv3/factors/5/5/1 1 0 1 /1 1 1 1 /"],
        "/?&=_.-+@$*%0123456789abcdefghijklmnopqrstuvwxyzGZ #",
    ),
    "Tatham": (tatham, test_tatham.EXAMPLES, "0123456789abcdyz_,:#xjmLABG .-"),
}
"""The shared forms (module, good examples, the characters they are made of)."""


@pytest.mark.slow
@pytest.mark.parametrize("form", SHARED_FORMS)
@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=st.text(max_size=80))
def test_random_text_is_no_shared_form(form: str, text: str) -> None:
    module, _, _ = SHARED_FORMS[form]
    refused_or_read(module.decode, text)
    module.looks_like(text)


@pytest.mark.slow
@pytest.mark.parametrize("form", SHARED_FORMS)
@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_mutated_shared_forms_give_board_format_error(form: str, data: st.DataObject) -> None:
    module, examples, alphabet = SHARED_FORMS[form]
    good = data.draw(st.sampled_from(examples))
    at = data.draw(st.integers(0, len(good)))
    cut = data.draw(st.integers(0, 3))
    insert = data.draw(st.text(st.sampled_from(list(alphabet)), max_size=3))
    refused_or_read(module.decode, good[:at] + insert + good[at + cut :])
