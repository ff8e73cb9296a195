"""The hint audit's Spanish half: every sentence and title the audit walk sees (tests/core/
test_hint_audit.py) renders in Spanish through the player's tables with no English left."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from puzzlegui.gui import core_text, i18n
from tests.core import hint_audit as audit
from tests.core.text_checks import english_left
from tests.data import DATA


@pytest.fixture
def spanish_tables() -> Iterator[None]:
    """core_text renders Spanish (its tables only: no translator needed)."""
    before = i18n.language()
    i18n._language = "es"
    yield
    i18n._language = before


def cases() -> list[audit.Case]:
    found = list(audit.board_cases())
    if DATA.is_dir():  # without the data sets, the boards alone
        found += list(audit.dataset_cases()) + list(audit.hard_cases())
    return found


@pytest.mark.slow
@pytest.mark.usefixtures("spanish_tables")
def test_every_hint_the_audit_sees_reads_spanish() -> None:
    seen = 0
    for case in cases():
        for _, hint in audit.walk(case):
            for text in (
                core_text.hint_text(case.ptype, hint),
                core_text.rule_title(case.ptype, hint),
            ):
                left = english_left(text)
                assert not left, f"{case.name} {hint.rule}: English {left} in {text!r}"
            seen += 1
    assert seen > 1000
