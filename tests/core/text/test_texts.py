"""Messages as data (core/text): every code any type can send has a template in every language
with the same fields, the English renderer gives the core's own sentences, and the Spanish one
leaves no English, for every hint and violation of a walk over boards of every type."""

from __future__ import annotations

import json
import random
import string
from collections.abc import Iterator, Mapping
from typing import Any

import pytest

from puzzlegui.core import answers, hint_names, registry
from puzzlegui.core.model import AnyPuzzleType, BoardFormatError, Hint, HintAsk, Violation
from puzzlegui.core.text.en import ENGLISH
from puzzlegui.core.text.es import SPANISH, names
from puzzlegui.core.text.render import Language
from puzzlegui.core.text.values import Listed, Phrase, Place, Places, Span
from tests.core import hint_audit as audit
from tests.core.text_checks import english_left, hint_reads, violation_reads
from tests.data import DATA

LANGUAGES = [ENGLISH, SPANISH]


def fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.mark.parametrize("language", LANGUAGES, ids=lambda lang: lang.code)
@pytest.mark.parametrize("name", registry.NAMES)
def test_every_code_has_a_template_with_the_same_fields(name: str, language: Language) -> None:
    ptype = registry.get(name)
    assert ptype.texts.messages
    assert ptype.texts.hints
    for code, english in ptype.texts.messages.items():  # violations and nested phrases
        assert code.startswith(name + "."), code
        template = language.message(code)
        assert template is not None, f"{language.code}: no template for {code}"
        assert fields(template) == fields(english), code
    for rule in {*ptype.texts.hints, *ptype.rule_names, *answers.TEXTS}:
        english = ptype.texts.hints.get(rule) or answers.TEXTS.get(rule)
        assert english is not None, f"{name}: no English sentence for the rule {rule}"
        template = language.hint_sentence(name, rule)
        assert template is not None, f"{language.code}: no sentence for {name} {rule}"
        assert fields(template) == fields(english), (name, rule)
        assert language.rule_name(hint_names.rule_name(ptype, rule))
    spanish = ptype.translations["es"]
    for code in spanish.messages:  # no Spanish left for a code the core no longer sends
        owner = code.split(".")[0]
        assert code in registry.get(owner).texts.messages, code
    assert set(spanish.hints) <= set(ptype.texts.hints)


@pytest.mark.parametrize("name", registry.NAMES)
def test_every_name_has_spanish(name: str) -> None:
    ptype = registry.get(name)
    assert ptype.translations["es"].rules
    for level in ptype.levels:
        assert level in names(), f"add Spanish for the level {level!r} to {name}/texts_es.py"
    for rule in {*ptype.rule_names, *answers.RULE_NAMES}:
        english = hint_names.rule_name(ptype, rule)
        assert english in names(), english


def test_structured_params_render_in_each_language() -> None:
    params = {"first": Span((0, 1), (2, 3)), "second": Span((4, 5), (4, 5))}
    assert SPANISH.violation("shikaku.overlap", params) == (
        "Los rectángulos de fila 1, columna 2 a fila 3, columna 4 y de fila 5, columna 6 a "
        "fila 5, columna 6 se solapan."
    )
    assert ENGLISH.violation("shikaku.overlap", params) == (
        "The rectangles from row 1, column 2 to row 3, column 4 and from row 5, column 6 to "
        "row 5, column 6 overlap."
    )
    clues = Listed((Phrase("shikaku.clue", {"number": 4, "where": Place((0, 0))}),) * 3)
    assert SPANISH.value(clues).count(" y ") == 1
    assert SPANISH.value(Places(())) == "ninguna"
    assert ENGLISH.value(Places(())) == "none"


def test_three_cells_or_more_are_listed_with_semicolons_between_them() -> None:
    # Each cell's name holds a comma: "row 1, column 2, row 3, column 4" would read as one
    # list of rows and columns.
    two, three = Places(((0, 1), (2, 3))), Places(((0, 1), (2, 3), (4, 5)))
    assert ENGLISH.value(two) == "row 1, column 2 and row 3, column 4"
    assert ENGLISH.value(three) == "row 1, column 2; row 3, column 4 and row 5, column 6"
    assert SPANISH.value(three) == "fila 1, columna 2; fila 3, columna 4 y fila 5, columna 6"
    assert str(three) == ENGLISH.value(three)


def test_a_quoted_violation_follows_its_code_not_its_english() -> None:
    why = Phrase("hashi.more-than-two", {"count": 3, "a": Place((0, 0)), "b": Place((0, 2))})
    params = {"why": why, "a": Place((0, 0)), "b": Place((0, 2))}
    spanish = SPANISH.hint("hashi", "broken-rule", params)
    assert spanish.startswith("Hay 3 puentes entre fila 1, columna 1 y fila 1, columna 3;")
    assert spanish.endswith("Quita el puente entre fila 1, columna 1 y fila 1, columna 3.")


def test_a_missing_param_is_an_error_not_english() -> None:
    with pytest.raises(KeyError):
        SPANISH.hint("hashi", "from-solution", {"count": 1})


def _params_values(params: Mapping[str, Any]) -> Iterator[Any]:
    for value in params.values():
        yield value
        if isinstance(value, Phrase):
            yield from _params_values(value.params)
        if isinstance(value, Listed):
            for item in value.items:
                yield item
                if isinstance(item, Phrase):
                    yield from _params_values(item.params)


def _no_english_in_params(params: Mapping[str, Any], what: str) -> None:
    """A param is data: a number, a label, a value of core/text; never an English phrase."""
    for value in _params_values(params):
        if isinstance(value, str):
            assert not english_left(value), f"{what}: English param {value!r}"


def mixed_states(case: audit.Case, other: audit.Case, seed: int) -> Any:
    """`case`'s puzzle with a third of `other`'s solution moves made on it (rules broken)."""
    ptype, state = case.ptype, case.ptype.new_state(case.puzzle)
    moves = ptype.moves_to(other.puzzle, other.solution)
    random.Random(seed).shuffle(moves)
    for move in moves[: max(3, len(moves) // 3)]:
        try:
            state = ptype.apply(state, move)
        except ValueError:  # a move the other board allows and this one does not
            continue
    return state


def cases() -> list[audit.Case]:
    found = list(audit.board_cases())
    if DATA.is_dir():
        found += list(audit.dataset_cases())
    return found


def _read(ptype: AnyPuzzleType, hint: Hint, seen: dict[str, set[str]]) -> None:
    hint_reads(ptype, hint)
    _no_english_in_params(hint.params, f"{ptype.name} {hint.rule}")
    seen[ptype.name].add(hint.rule)


def _read_violation(ptype: AnyPuzzleType, violation: Violation, seen: dict[str, set[str]]) -> None:
    violation_reads(violation)
    _no_english_in_params(violation.params, violation.code)
    seen[ptype.name].add(violation.code)


@pytest.mark.slow
def test_every_hint_and_violation_of_a_walk_reads_in_both_languages() -> None:
    """Hint pressed from the empty board to the end on every sample board (and the data sets'
    smallest rows), then on boards with another board's answer half copied in (broken rules,
    mistakes): every sentence renders in both languages, English as the core wrote it."""
    seen: dict[str, set[str]] = {name: set() for name in registry.NAMES}
    found = cases()
    for case in found:
        for _, hint in audit.walk(case, seconds=5):
            _read(case.ptype, hint, seen)
    for i, case in enumerate(found):
        for other in found:
            if other.ptype is not case.ptype or other is case:
                continue
            if case.ptype.size(other.puzzle) != case.ptype.size(case.puzzle):
                continue
            state = mixed_states(case, other, i)
            for violation in case.ptype.check(case.puzzle, state):
                _read_violation(case.ptype, violation, seen)
            hint = case.ptype.hint(HintAsk(case.puzzle, state, None, answers.Answers(seconds=5)))
            if hint is not None:
                _read(case.ptype, hint, seen)
    for ptype, puzzle, state in failcheck_boards():
        for violation in ptype.check(puzzle, state):
            _read_violation(ptype, violation, seen)
        hint = ptype.hint(HintAsk(puzzle, state, None, answers.Answers(seconds=5)))
        if hint is not None:
            _read(ptype, hint, seen)
    for name, codes in seen.items():
        assert any("." in code for code in codes), name
        if DATA.is_dir():
            assert "broken-rule" in codes, name  # a quoted violation, by code
    assert sum(map(len, seen.values())) > 70  # 78 codes when written


def failcheck_boards() -> Iterator[tuple[AnyPuzzleType, Any, Any]]:
    """The pzprjs fail-check boards (each breaks a rule), when the data sets are there."""
    for name in registry.NAMES if DATA.is_dir() else ():
        ptype = registry.get(name)
        for line in (DATA / "pzprjs" / f"{name}-failchecks.jsonl").read_text().splitlines():
            row = json.loads(line)
            try:
                puzzle = ptype.puzzle_from_json(row["puzzle"])
                state = ptype.solution_from_json(puzzle, row["board"])
            except BoardFormatError:  # a few rows hold boards this type refuses on purpose
                continue
            yield ptype, puzzle, state
