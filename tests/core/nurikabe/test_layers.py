"""Nurikabe's layers (the map in core/nurikabe/__init__.py), read from the import statements:
a short top level, no module everyone leans on, and each layer importing only those below it."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3] / "puzzlegui" / "core" / "nurikabe"
PACKAGE = "puzzlegui.core.nurikabe"

MOST_AT_TOP = 15
"""Modules (files and subpackages) the package keeps at its top level at most."""

MOST_IMPORTERS = 15
"""Modules of the package that may import any one of its modules."""

BEYOND = {"engine.cells": 27, "engine.board": 23}
"""Modules imported by more than MOST_IMPORTERS, each with the most importers it may have:
the compact board's vocabulary (cells.py: Cells, UNKNOWN / WALL / WHITE, Contradiction), used
by every rule, the search and the ladder, and the board's tables (board.py: Board), read by
every rule; a face would only move the count to the face. board.py held both and the islands
(32 importers) until they were split. A ceiling, not a goal: the counts may only fall."""

BELOW = {
    "engine": {"engine", "puzzle", "rules"},
    "solver": {"solver", "engine", "puzzle", "rules"},
    "ladder": {"ladder", "solver", "engine", "puzzle", "rules"},
}
"""What each layer's modules may import from the package (a layer never reaches up)."""


def name_of(path: Path) -> str:
    """The module's name below the package ("" for the package itself)."""
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {name_of(path): path for path in ROOT.rglob("*.py")}


def imported(name: str) -> Iterator[str]:
    """The package's modules that `name` imports, wherever the import statement sits."""
    path = MODULES[name]
    here = [PACKAGE, *filter(None, name.split("."))]
    if path.name != "__init__.py":
        here.pop()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = here[: len(here) - node.level + 1]
                target = ".".join([*base, *filter(None, [node.module])])
            else:
                target = node.module or ""
            for alias in node.names:
                yield from _inside(f"{target}.{alias.name}") or _inside(target)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                yield from _inside(alias.name)


def _inside(dotted: str) -> list[str]:
    """[the module's name below the package] if `dotted` is one of its modules, else []."""
    if dotted != PACKAGE and not dotted.startswith(PACKAGE + "."):
        return []
    name = dotted.removeprefix(PACKAGE).removeprefix(".")
    return [name] if name in MODULES else []


def importers() -> dict[str, set[str]]:
    """For each module, the other modules of the package that import it."""
    found: dict[str, set[str]] = {name: set() for name in MODULES}
    for name in MODULES:
        for target in imported(name):
            if target != name:
                found[target].add(name)
    return found


def test_the_top_level_keeps_at_most_fifteen_modules() -> None:
    top = [p for p in ROOT.iterdir() if p.suffix == ".py" or (p / "__init__.py").exists()]
    assert len(top) <= MOST_AT_TOP, sorted(p.name for p in top)


def test_no_module_is_imported_by_more_than_fifteen_others() -> None:
    counts = {name: len(by) for name, by in importers().items()}
    over = {name: n for name, n in counts.items() if n > BEYOND.get(name, MOST_IMPORTERS)}
    assert not over, over


def test_each_layer_imports_only_the_layers_below_it() -> None:
    for name in MODULES:
        layer = name.split(".")[0]
        if layer not in BELOW:
            continue
        above = {t for t in imported(name) if t.split(".")[0] not in BELOW[layer]}
        assert not above, (name, above)


def test_the_counts_see_the_imports_they_count() -> None:
    # The walk itself: a relative import, an absolute one, and one inside a function.
    assert "engine.board" in set(imported("engine.deduce"))
    assert "engine.cells" in set(imported("ladder.step"))
    assert "rules" in set(imported("puzzle"))  # puzzle.py imports it in a function
    assert importers()["solver.dfs"] >= {"solver.restarts", "solver.race"}
