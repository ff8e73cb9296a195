"""Nurikabe's layers (the map in core/nurikabe/__init__.py), read from the import statements:
a short top level, no module everyone leans on, each layer importing only those below it, and
above the engine each module taking the engine's vocabulary from one place."""

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

VOCABULARY = {"engine.cells", "engine.board", "engine.islands"}
"""The modules that define the engine's vocabulary, which every rule, the search and the ladder
use, and which deduce.py, the engine's entry, hands on (its `__all__`)."""

NAMES = {"UNKNOWN", "WALL", "WHITE", "Cells", "Assignment", "Contradiction", "Board", "Analysis"}
NAMES |= {"Island", "analyse"}
"""The names of VOCABULARY's modules that deduce.py hands on."""

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
    for target, names in _statements(name):
        for alias in names:
            if not target:  # import a.b.c
                yield from _inside(alias)
            else:  # from a.b import c: c is a module of the package, or a name of a.b
                yield from _inside(f"{target}.{alias}") or _inside(target)


def names_imported(name: str) -> Iterator[tuple[str, str]]:
    """(module, name) for each name that `name` imports from one of the package's modules."""
    for target, names in _statements(name):
        for module in _inside(target) if target else []:
            yield from ((module, alias) for alias in names)


def _statements(name: str) -> Iterator[tuple[str, list[str]]]:
    """For each import statement of `name`, wherever it sits: the dotted module it imports from
    and the names it takes ("" and the modules for a plain `import`)."""
    path = MODULES[name]
    here = [PACKAGE, *filter(None, name.split("."))]
    if path.name != "__init__.py":
        here.pop()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            base = here[: len(here) - node.level + 1] if node.level else []
            yield ".".join([*base, *filter(None, [node.module])]), [a.name for a in node.names]
        elif isinstance(node, ast.Import):
            yield "", [alias.name for alias in node.names]


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
    over = {name: n for name, n in counts.items() if n > MOST_IMPORTERS}
    assert not over, over


def test_above_the_engine_each_module_takes_its_vocabulary_from_one_place() -> None:
    # From the modules that define it (a module that uses nothing else of the engine), or all of
    # it from the one module whose work it calls and that hands it on (deduce.py; dfs.py or
    # probing.py in the search), never from its home beside a module that hands it on: split
    # that way, cells.py had 33 importers and board.py 24.
    for name in MODULES:
        if name.split(".")[0] == "engine":
            continue
        sources = {module for module, what in names_imported(name) if what in NAMES}
        assert sources <= VOCABULARY or len(sources) == 1, (name, sources)


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
    assert "solver.dfs" in set(imported("solver.portfolio"))  # an absolute import
    assert "rules" in set(imported("puzzle"))  # puzzle.py imports it in a function
    assert importers()["solver.dfs"] >= {"solver.restarts", "solver.race"}
    assert ("solver.dfs", "Board") in set(names_imported("solver.portfolio"))
    assert ("engine.deduce", "Cells") in set(names_imported("solver.ruleset"))
