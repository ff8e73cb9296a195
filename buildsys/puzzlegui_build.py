"""The build backend: setuptools', plus one build step for wheels.

A wheel carries what the player reads at run time inside the package: `resources/` (icons,
fonts, desktop entry, MIME type) and the sample `boards/`, with the translations compiled from
.ts to .qm by Qt's lrelease. PySide6-Essentials, which brings lrelease, is asked for only when
a wheel is built: an editable install reads the checkout's own files (dev.py compiles its .qm).
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import tomllib
from pathlib import Path
from typing import Any

from setuptools import build_meta
from setuptools.build_meta import *  # noqa: F403 (the hooks we do not change)
from setuptools.command.build_py import build_py

DATA_FOLDERS = ("resources", "boards")
SKIPPED = ("*.ts", "*.qm", "README.md", "__pycache__")
"""Sources and notes that stay out of the wheel (a .qm is built fresh instead)."""


def get_requires_for_build_wheel(config_settings: dict[str, Any] | None = None) -> list[str]:
    """setuptools' needs plus the PySide6 our dependencies name (for lrelease)."""
    return [*build_meta.get_requires_for_build_wheel(config_settings), _pyside_requirement()]


def _pyside_requirement() -> str:
    project = tomllib.loads(Path("pyproject.toml").read_text(encoding="utf-8"))["project"]
    return next(d for d in project["dependencies"] if d.lower().startswith("pyside6"))


class BuildPy(build_py):
    """build_py that adds the resources and boards to the package, translations compiled."""

    def run(self) -> None:
        package = Path(self.build_lib) / "puzzlegui"
        if not self.editable_mode:  # a module deleted since the last build must not linger
            shutil.rmtree(package, ignore_errors=True)
        super().run()
        if self.editable_mode:
            return
        for name in DATA_FOLDERS:
            shutil.copytree(name, package / name, ignore=shutil.ignore_patterns(*SKIPPED))
        for source in sorted(Path("resources", "i18n").glob("*.ts")):
            target = package / "resources" / "i18n" / source.with_suffix(".qm").name
            compile_translation(source, target)
            self.announce(f"compiled {source} -> {target}", level=2)


def compile_translation(source: Path, target: Path) -> None:
    """Compile one .ts to .qm with the lrelease PySide6 ships; fails the build if it cannot."""
    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError("building the wheel needs PySide6-Essentials for lrelease")
    folder = Path(next(iter(spec.submodule_search_locations)))
    lrelease = folder / ("lrelease.exe" if os.name == "nt" else "lrelease")
    target.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run([str(lrelease), "-silent", str(source), "-qm", str(target)], check=True)
