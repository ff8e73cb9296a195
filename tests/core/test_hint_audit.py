"""The hint audit: Hint pressed from the empty board to the end on every board of boards/ and
the smallest rows of every public data set. Every step agrees with the solution, is titled by
its own rule, and lights only reason cells its sentence names (tests/gui/test_hint_audit_es.py
renders the same sentences in Spanish)."""

from __future__ import annotations

from pathlib import Path

import pytest

from puzzlegui.core import hint_names

from . import hint_audit as audit

WHOLE_BOARD_RULES = {
    "unreachable", "no-shape-reaches", "trial-wall", "trial-island", "deep-trial-wall",
    "deep-trial-island", "single-cell-cage", "wall-pocket", "wall-count", "far-from-walls",
    "wall-span-wall", "wall-span-island", "chain-wall", "chain-island",
}  # fmt: skip
"""Rules that read every clue or the whole board (or only the target's own clue), so they light
no separate reason cells (a forcing chain lights its marks only when it reads few)."""


def audit_case(case: audit.Case, rules: set[str] | None = None) -> int:
    """Walk one board, checking every hint; the number of hints. `rules`, if given, collects
    the rules of its hints."""
    ptype, count = case.ptype, 0
    after = ptype.new_state(case.puzzle)
    for state, hint in audit.walk(case):
        where = f"{case.name} hint {count + 1} ({hint.rule}): {hint.text}"
        assert hint.moves, where  # a unique board never gets a status answer
        assert audit.rule_is_named(ptype, hint), where
        name = hint_names.rule_name(ptype, hint.rule)
        assert hint_names.title(ptype, hint).lower().endswith(name.lower()), where
        assert audit.agrees(case, state), where
        after = state
        for move in hint.moves:
            after = ptype.apply(after, move)
        assert audit.agrees(case, after), where
        if not hint.from_solution and hint.rule not in WHOLE_BOARD_RULES:
            assert hint.reason_cells or "(none)" in hint.text, where
        outside = set(hint.reason_cells) - audit.named_area(case, hint.text)
        assert not outside, f"{where}: lights {sorted(outside)}, which the sentence never names"
        count += 1
        if rules is not None:
            rules.add(hint.rule)
    assert ptype.is_solved(case.puzzle, after), f"{case.name}: Hint stopped short of the end"
    return count


@pytest.mark.slow
@pytest.mark.parametrize("path", audit.board_paths(), ids=audit.board_name)
def test_every_hint_on_every_board_is_true_titled_and_lit_right(path: Path) -> None:
    assert audit_case(audit.board_case(path)) > 0


@pytest.mark.slow
def test_every_hint_on_a_sample_of_every_public_data_set() -> None:
    cases = list(audit.dataset_cases())
    assert cases
    for case in cases:
        assert audit_case(case) > 0, case.name


@pytest.mark.slow
def test_the_top_rungs_on_published_boards_that_need_them() -> None:
    rules: set[str] = set()
    for case in audit.hard_cases():
        assert audit_case(case, rules) > 0, case.name
    assert not {"from-solution-wall", "from-solution-island"} & rules  # all by rules
    assert {"cases-wall", "cases-island"} & rules
    assert {"few-cases-wall", "few-cases-island"} & rules
