"""Entering a puzzle from paper: every type declares its editing; a puzzle made a draft and
back is the same puzzle; an unfinished draft is named, not a crash; the verdict counts
solutions and says where two differ."""

from __future__ import annotations

from typing import Any

import pytest

from puzzlegui.core import registry
from puzzlegui.core.drafts import Draft
from puzzlegui.core.entering import Verdict, check_draft, parse_draft
from puzzlegui.core.model import BoardFormatError
from tests.samples import sample_paths


def board(name: str, index: int = 1) -> Any:
    ptype = registry.get(name)
    path = sample_paths(name)[index]
    return ptype.parse(path.read_text(encoding="utf-8"))[0]


@pytest.mark.parametrize("name", registry.NAMES)
def test_a_puzzle_made_a_draft_and_back_is_the_same(name: str) -> None:
    ptype = registry.get(name)
    assert ptype.editing is not None
    for index in range(3):
        puzzle = board(name, index)
        draft = ptype.editing.draft_of(puzzle)
        assert parse_draft(ptype, draft) == puzzle


@pytest.mark.parametrize("name", registry.NAMES)
def test_a_sample_is_unique_and_graded(name: str) -> None:
    ptype = registry.get(name)
    assert ptype.editing is not None
    checked = check_draft(ptype, ptype.editing.draft_of(board(name)))
    assert checked.verdict is Verdict.UNIQUE
    assert checked.grade in ptype.levels


@pytest.mark.parametrize("name", registry.NAMES)
def test_an_empty_board_gets_a_verdict_not_a_crash(name: str) -> None:
    checked = check_draft(registry.get(name), Draft(5, 5))
    assert checked.verdict is Verdict.EMPTY


@pytest.mark.parametrize("name", ["calcudoku", "logi5"])
def test_a_half_grouped_board_is_named(name: str) -> None:
    draft = Draft(5, 5).with_group([(0, 0), (0, 1)], 0, "3+")
    with pytest.raises(BoardFormatError):
        parse_draft(registry.get(name), draft)


def test_several_solutions_say_where_they_differ() -> None:
    ptype = registry.get("shikaku")
    draft = Draft(2, 2).with_number((0, 0), 2).with_number((1, 1), 2)  # rows or columns
    checked = check_draft(ptype, draft)
    assert checked.verdict is Verdict.SEVERAL
    assert checked.differ


def test_no_solution_is_said() -> None:
    ptype = registry.get("shikaku")
    draft = Draft(2, 2).with_number((0, 0), 3)  # 3 cannot tile a 2x2
    assert check_draft(ptype, draft).verdict is Verdict.NONE


def test_a_cage_without_a_clue_is_named() -> None:
    ptype = registry.get("calcudoku")
    draft = Draft(2, 2).with_group([(0, 0), (0, 1)], 0, "3+").with_group([(1, 0), (1, 1)], 1)
    checked = check_draft(ptype, draft)
    assert checked.verdict is Verdict.INCOMPLETE
    assert checked.message
