"""The player, the command line and the bench know puzzle types only through the contract
(`model.PuzzleType` from the registry): no type's name in their code, no `hasattr`/`getattr`
probing a type, no importing a type's modules. The per-type board views and their registration
(gui/boards/) are the one place that names types (the core's messages are rendered in core/text,
keyed by the codes they carry). The measuring tools gui/move_latency.py
and gui/resume_time.py take their boards from the registry like the rest. The
credits (the About box, `puzzle --help`) name where each genre came from, and text shown through
tr()/translate() is prose for the player (a help page may name a genre as a manual does):
neither is a decision in code."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from puzzlegui.core import registry

PACKAGE = Path(__file__).resolve().parents[2] / "puzzlegui"
CHECKED = ("gui", "cli", "bench")
ALLOWED = {"gui/boards"}
WORDS = {
    word.lower()
    for ptype in registry.all_types()
    for word in (
        ptype.name,
        ptype.title,
        *(a for a, n in registry.ALIASES.items() if n == ptype.name),
    )
}
CREDITS = ("credits:", "<b>Credits.</b>")
PATTERN = re.compile(r"(?<![\w-])(" + "|".join(map(re.escape, sorted(WORDS))) + r")(?![\w-])", re.I)


def modules() -> list[Path]:
    found = []
    for folder in CHECKED:
        for path in sorted((PACKAGE / folder).rglob("*.py")):
            where = path.relative_to(PACKAGE).as_posix()
            if not any(where == a or where.startswith(a + "/") for a in ALLOWED):
                found.append(path)
    return found


def docstrings(tree: ast.AST) -> set[int]:
    """ids of the string constants that are docstrings (they may name a type as an example)."""
    found = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list):
            for stmt in body:
                if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant):
                    found.add(id(stmt.value))
    return found


def translated(tree: ast.AST) -> set[int]:
    """ids of the string constants passed to tr() or translate(): text for the player."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
            if name in ("tr", "translate"):
                found.update(id(n) for arg in node.args for n in ast.walk(arg))
    return found


def _on_a_type(call: ast.Call) -> bool:
    """True when a hasattr/getattr probes a puzzle type (`ptype`, `registry.get(...)`, `TYPE`);
    probing os or an argparse Namespace is not knowledge of a type."""
    return (
        bool(call.args) and re.search(r"ptype|registry|TYPE", ast.unparse(call.args[0])) is not None
    )


def offences(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = docstrings(tree) | translated(tree)
    found = []
    for node in ast.walk(tree):
        text = None
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip:
            text = "" if any(c in node.value for c in CREDITS) else node.value
        elif isinstance(node, ast.Name):
            text = node.id
        elif isinstance(node, ast.Attribute):
            text = node.attr
        elif isinstance(node, ast.ImportFrom):
            text = node.module or ""
        elif isinstance(node, ast.alias):
            text = node.name
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            if node.func.id in ("hasattr", "getattr") and _on_a_type(node):
                found.append(f"line {node.lineno}: {node.func.id}() on a puzzle type")
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "import_module"
            and "core" in ast.unparse(node.args[0])
        ):
            found.append(f"line {node.lineno}: import_module() of a core module")
        if text and PATTERN.search(text.replace("_", " ").replace(".", " ")):
            found.append(f"line {getattr(node, 'lineno', '?')}: {text!r}")
    return found


def test_the_checked_folders_exist() -> None:
    assert len(modules()) > 10


@pytest.mark.parametrize("path", modules(), ids=lambda p: p.relative_to(PACKAGE).as_posix())
def test_no_type_names_and_no_probing(path: Path) -> None:
    assert offences(path) == []
