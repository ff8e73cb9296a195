"""Translations: the player's language (the system's, or the one chosen in Preferences), the
QTranslators for our .qm files and Qt's own (English loads ours for its plural forms only),
and where the .qm files are found.

The .ts sources live in resources/i18n; `pyside6-lrelease` compiles them to .qm next to them
when the development environment is set up (dev.py), and into the package when a wheel is built
(buildsys/puzzlegui_build.py). A .qm missing or older than its .ts is compiled into the cache
folder at start, named by the .ts content. Tests may point `QM_FOLDERS` elsewhere.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QStandardPaths, QTranslator

from .app import RESOURCES

LANGUAGES: dict[str, str] = {"en": "English", "es": "Español"}
"""The languages the player speaks, by code, each named in itself."""

QM_FOLDERS: list[Path] = [RESOURCES / "i18n"]

_language = "en"
_installed: list[QTranslator] = []


def language() -> str:
    """The code of the language in use ("en" or "es")."""
    return _language


def is_spanish() -> bool:
    """True when the player's texts are in Spanish."""
    return _language == "es"


def resolve(choice: str, system: str | None = None) -> str:
    """The language for a preference ("" follows the system's locale, e.g. "es_AR")."""
    if choice in LANGUAGES:
        return choice
    name = QLocale.system().name() if system is None else system
    code = name.split("_")[0]
    return code if code in LANGUAGES else "en"


def qm_path(code: str) -> Path | None:
    """The compiled translation for a language: built by setup, else compiled now if we can."""
    for folder in QM_FOLDERS:
        path = folder / f"puzzlegui_{code}.qm"
        source = path.with_suffix(".ts")
        if path.exists() and (not source.exists() or _mtime(path) >= _mtime(source)):
            return path
    return _compile(RESOURCES / "i18n" / f"puzzlegui_{code}.ts")


def _mtime(path: Path) -> float:
    return path.stat().st_mtime


def _compile(source: Path) -> Path | None:
    """Run pyside6-lrelease on a .ts newer than its .qm (a checkout updated after setup)."""
    lrelease = Path(sys.executable).parent / (
        "pyside6-lrelease" + (".exe" if os.name == "nt" else "")
    )
    if not source.exists() or not lrelease.exists():
        return None
    cache = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation))
    # Named by the source's content: checkouts share the cache, and a newer file time from
    # another checkout must not stand in for this one's translations.
    digest = hashlib.sha256(source.read_bytes()).hexdigest()[:16]
    target = cache / f"{source.stem}-{digest}.qm"
    if target.exists():
        return target
    cache.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(
        [str(lrelease), "-silent", str(source), "-qm", str(target)], check=False, timeout=30
    )
    return target if done.returncode == 0 and target.exists() else None


def install(choice: str = "") -> str:
    """Install the translators for a preference; returns the language now in use."""
    global _language
    app = QCoreApplication.instance()
    for translator in _installed:
        QCoreApplication.removeTranslator(translator)
    _installed.clear()
    code = resolve(choice)
    _language = "en"
    if app is None:
        return _language
    path = qm_path(code)
    ours = QTranslator(app)
    if path is None or not ours.load(str(path)):
        return _language
    QCoreApplication.installTranslator(ours)
    _installed.append(ours)
    if code == "en":  # puzzlegui_en holds only the plural forms ("1 time", "3 times")
        return _language
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    qt_own = QTranslator(app)
    if qt_own.load(QLocale(code), "qtbase", "_", qt_folder):
        QCoreApplication.installTranslator(qt_own)
        _installed.append(qt_own)
    _language = code
    return _language
