"""docs/architecture.md's "Adding a type" against what the tests demand: every place a new type
must be in is listed there and holds for every registered type; the template, the folder a new
type starts from, is run by the contract test; the MIME type made from the declarations holds
each type's magic as a file has it (offset 0, and after a newline within the first 512
bytes)."""

from __future__ import annotations

import ast
import importlib
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path

import pytest

from puzzlegui.core import registry
from puzzlegui.core.declare import Roles
from puzzlegui.core.model import AnyPuzzleType
from puzzlegui.desktop import mimetype
from tests.core import test_contract

ROOT = Path(__file__).resolve().parents[1]
CORE = ROOT / "puzzlegui" / "core"
MIME = "{http://www.freedesktop.org/standards/shared-mime-info}"
ROLE_MODULES = ("textfmt", "jsonfmt", "rules", "puzzle", "solver", "strategies", "hints")


def section() -> str:
    """The text of "## Adding a type", up to the next heading of its level."""
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    found = re.search(r"^## Adding a type\n(.*?)(?=^## )", text, re.S | re.M)
    assert found, "docs/architecture.md has no '## Adding a type' section"
    return found[1]


def mime_matches(types: list[AnyPuzzleType] | None = None) -> list[ET.Element]:
    return list(ET.fromstring(mimetype.text(types)).iter(f"{MIME}match"))


def has_folder(ptype: AnyPuzzleType) -> bool:
    folder = CORE / ptype.name
    modules = (*ROLE_MODULES, "generate", "texts_es")  # a module, or a package (Nurikabe's)
    found = all((folder / f"{m}.py").is_file() or (folder / m).is_dir() for m in modules)
    return found and importlib.import_module(f"puzzlegui.core.{ptype.name}").TYPE is ptype


def has_view_file(ptype: AnyPuzzleType) -> bool:
    return (ROOT / "puzzlegui" / "gui" / "boards" / f"{ptype.name}.py").is_file()


def has_view(ptype: AnyPuzzleType) -> bool:
    views = (ROOT / "puzzlegui" / "gui" / "boards" / "__init__.py").read_text(encoding="utf-8")
    return f'"{ptype.name}":' in views  # read, not imported: tests/ outside gui/ stay Qt-free


def has_editing(ptype: AnyPuzzleType) -> bool:
    return (CORE / ptype.name / "edit.py").is_file() and ptype.editing is not None


def view_sentences(ptype: AnyPuzzleType) -> set[str]:
    """The sentences the type's view says through `self.says(...)` (its own texts)."""
    view = ROOT / "puzzlegui" / "gui" / "boards" / f"{ptype.name}.py"
    tree = ast.parse(view.read_text(encoding="utf-8")) if view.is_file() else ast.Module([], [])
    return {
        node.args[0].value
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "says"
        and node.args
        and isinstance(node.args[0], ast.Constant)
    }


def has_view_texts(ptype: AnyPuzzleType) -> bool:
    """The type's translations hold its view's controls and every sentence the view says."""
    return all(
        bool(texts.controls) and view_sentences(ptype) <= set(texts.view)
        for texts in ptype.translations.values()
    )


DEMANDS: dict[str, Callable[[AnyPuzzleType], bool]] = {
    "core/<name>/": has_folder,
    "texts_es.py": lambda ptype: "es" in ptype.translations and has_view_texts(ptype),
    "edit.py": has_editing,
    "max_side": lambda ptype: ptype.max_side >= ptype.size_range[1],
    "registry.NAMES": lambda ptype: ptype.name in registry.NAMES,
    "gui/boards/<name>.py": has_view_file,
    "VIEWS": has_view,
}
"""Each place a type must be in, as the section names it, and the check that it is."""


@pytest.mark.parametrize("place", DEMANDS)
def test_the_section_lists_every_place_a_type_must_be_in(place: str) -> None:
    assert f"`{place}`" in section(), f"'Adding a type' does not name {place}"


def test_the_section_requires_no_place_the_tests_do_not() -> None:
    """The numbered list's places (in bold) are the demands, no more: sample boards and the
    .ts are not among them (tests make a type's samples when it ships none; a view's own
    texts are its type's translation)."""
    numbered = re.search(r"^1\. .*?(?=^(?!\d+\. )\S)", section(), re.S | re.M)
    assert numbered, "'Adding a type' has no numbered list"
    assert set(re.findall(r"\*\*`([^`]+)`\*\*", numbered[0])) == set(DEMANDS)
    assert "`boards/<name>/`" in section()  # listed as optional


def test_the_template_view_is_where_the_section_says() -> None:
    assert "`gui/boards/template.py`" in section()
    source = (ROOT / "puzzlegui" / "gui" / "boards" / "template.py").read_text(encoding="utf-8")
    assert "class TemplateBoardView(BoardView[State, Move])" in source
    assert "CONTROLS = " in source
    assert test_contract.declared_types()["template"].translations["es"].controls


@pytest.mark.parametrize("place", DEMANDS)
@pytest.mark.parametrize("name", registry.NAMES)
def test_every_registered_type_is_in_every_place(name: str, place: str) -> None:
    assert DEMANDS[place](registry.get(name)), f"{name} is not in {place}"


def test_the_template_is_a_folder_the_contract_test_runs() -> None:
    template = test_contract.declared_types()["template"]
    assert template.name not in registry.NAMES  # no player sees it
    assert has_folder(template)
    assert "core/template/" in section()
    assert len(Roles.__dataclass_fields__) == len(ROLE_MODULES) + 1  # and generate


def test_the_mime_magic_is_the_types_declared_magic() -> None:
    """The board file type is made from the declarations (desktop/mimetype.py), the template's
    too: each declared magic at offset 0 and after a newline, and what the type's files start
    with."""
    types = list(test_contract.declared_types().values())
    declared = {magic for ptype in types for magic in ptype.magic}
    at_start = {m.get("value") for m in mime_matches(types) if m.get("offset") == "0"}
    after_newline = {m.get("value") for m in mime_matches(types) if m.get("offset") == "0:512"}
    assert at_start == declared
    assert after_newline == {"\\n" + magic for magic in declared}
    for ptype in types:
        puzzle, _ = ptype.parse(test_contract.sample_text(ptype))
        assert any(ptype.format(puzzle).startswith(magic) for magic in ptype.magic), ptype.name


def _type_words() -> set[str]:
    """Our type names and the outside names the types' codecs declare."""
    words = set(registry.NAMES)
    for ptype in registry.all_types():
        words.update(ptype.puzzlink.pids if ptype.puzzlink else ())
        words.update(ptype.tatham.games if ptype.tatham else ())
    return words


def test_the_shared_modules_hold_no_types_table() -> None:
    """core/formats and core/text name no type in their code: each type's facts are in its
    folder. The one exception: telling a Tatham game from overlapping parameters (_game)."""
    words, found = _type_words(), []
    for path in [*(CORE / "formats").glob("*.py"), *(CORE / "text").glob("*.py")]:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        allowed = {
            id(node)
            for fn in ast.walk(tree)
            if isinstance(fn, ast.FunctionDef) and (path.name, fn.name) == ("tatham.py", "_game")
            for node in ast.walk(fn)
        }
        found += [
            f"{path.name}:{node.lineno} {node.value!r}"
            for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and node.value in words and id(node) not in allowed
        ]
    assert found == []
