"""The build backend: setuptools', plus one build step for wheels.

A wheel carries what the player reads at run time inside the package: `resources/` (icons,
fonts, desktop entry, metainfo, man pages) and the sample `boards/`, with the
translations compiled from .ts to .qm by qmwriter.py, in plain Python: building needs no
PySide6, so `pip install .` downloads it once, for the player. An editable install reads the
checkout's own files (dev.py compiles its .qm with the same writer).
"""

from __future__ import annotations

import shutil
from pathlib import Path

import qmwriter
from setuptools.build_meta import *  # noqa: F403 (the hooks we do not change)
from setuptools.command.build_py import build_py

DATA_FOLDERS = ("resources", "boards")
SKIPPED = ("*.ts", "*.qm", "README.md", "__pycache__")
"""Sources and notes that stay out of the wheel (a .qm is built fresh instead)."""


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
            qmwriter.compile_file(source, target)
            self.announce(f"compiled {source} -> {target}", level=2)
