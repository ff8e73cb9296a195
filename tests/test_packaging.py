"""What travels with the program: --version on both commands, the licence, the AppStream
metainfo and the desktop entry valid, the hicolor icons."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
from importlib import metadata
from pathlib import Path

import pytest

from puzzlegui.cli import main
from puzzlegui.desktop import integration

ROOT = Path(__file__).resolve().parents[1]
NO_DISPLAY = ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")


def test_puzzle_version_is_the_installed_one(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["--version"])
    assert stop.value.code == 0
    assert capsys.readouterr().out == f"puzzle {metadata.version('puzzlegui')}\n"


def test_puzzlegui_version_answers_before_qt_and_without_a_display(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in NO_DISPLAY}
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "puzzlegui", "--version"],
        env=env, cwd=tmp_path, capture_output=True, text=True, check=False, timeout=60,
    )  # fmt: skip
    assert done.returncode == 0
    assert done.stdout == f"puzzlegui {metadata.version('puzzlegui')}\n"
    assert "PySide6" not in done.stderr  # -X importtime lists every module imported


def test_the_licence_is_mit_and_travels_in_the_wheel() -> None:
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License\n\nCopyright (c) 2026 the puzzlegui developers\n")
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["license"] == "MIT"
    assert project["license-files"] == ["LICENSE"]


def _validate(tool: str, *args: str) -> None:
    if shutil.which(tool) is None:
        pytest.skip(f"needs {tool}")
    done = subprocess.run([tool, *args], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_metainfo_validates() -> None:
    _validate("appstreamcli", "validate", "--no-net", str(integration.METAINFO))


def test_the_bundled_desktop_entry_validates() -> None:
    _validate("desktop-file-validate", str(integration.DESKTOP_ENTRY))


def test_every_hicolor_size_is_a_png_of_that_size() -> None:
    for size in integration.ICON_SIZES:
        path = ROOT / "resources" / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        data = (path / "puzzlegui.png").read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n"
        width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
        assert (width, height) == (size, size)
