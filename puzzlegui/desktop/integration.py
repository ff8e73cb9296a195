"""`puzzlegui --install-desktop` / `--uninstall-desktop`: the menu entry, the icon and the board
file type for the user, in the freedesktop.org places under XDG_DATA_HOME (~/.local/share).

The entry's Exec names the very command that installed it, so the menu starts the same
installation (a pipx venv, a .venv) even when it is not on the desktop session's PATH.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

from puzzlegui.paths import ICON, RESOURCES

DESKTOP_ENTRY = RESOURCES / "puzzlegui.desktop"
MIME_TYPE = RESOURCES / "mime" / "puzzlegui.xml"
_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")


def data_home(env: Mapping[str, str] = os.environ) -> Path:
    """XDG_DATA_HOME, or ~/.local/share when it is unset or not absolute."""
    value = env.get("XDG_DATA_HOME", "")
    return Path(value) if os.path.isabs(value) else Path.home() / ".local" / "share"


def targets(home: Path) -> list[Path]:
    """Where the entry, the icon and the MIME type go (in that order)."""
    return [
        home / "applications" / "puzzlegui.desktop",
        home / "icons" / "hicolor" / "scalable" / "apps" / "puzzlegui.svg",
        home / "mime" / "packages" / "puzzlegui.xml",
    ]


def launcher(argv0: str | None = None) -> list[str]:
    """The command that starts this installation's player (the one running now)."""
    argv0 = sys.argv[0] if argv0 is None else argv0
    if Path(argv0).name in ("__main__.py", "__main__"):
        return [sys.executable, "-m", "puzzlegui"]
    return [str(Path(argv0).absolute())]


def exec_value(command: Sequence[str]) -> str:
    """The Exec value running `command` on one file (quoted as the Desktop Entry spec says)."""
    words = [_quote(word) for word in command]
    line = " ".join(word.replace("%", "%%") for word in words) + " %f"
    return line.replace("\\", "\\\\")  # the string escape of a desktop file, after quoting


def _quote(word: str) -> str:
    if not word or _RESERVED & set(word):
        escaped = "".join("\\" + c if c in '"`$\\' else c for c in word)
        return f'"{escaped}"'
    return word


def entry_text(command: Sequence[str]) -> str:
    """The bundled desktop entry with Exec pointing at `command`."""
    lines = DESKTOP_ENTRY.read_text(encoding="utf-8").splitlines()
    exec_line = f"Exec={exec_value(command)}"
    return "\n".join(exec_line if line.startswith("Exec=") else line for line in lines) + "\n"


def install(home: Path, command: Sequence[str]) -> list[Path]:
    """Write the entry, the icon and the MIME type under `home`; returns the files written."""
    entry, icon, mime = targets(home)
    for path in (entry, icon, mime):
        path.parent.mkdir(parents=True, exist_ok=True)
    entry.write_text(entry_text(command), encoding="utf-8")
    shutil.copyfile(ICON, icon)
    shutil.copyfile(MIME_TYPE, mime)
    refresh(home)
    return [entry, icon, mime]


def uninstall(home: Path) -> list[Path]:
    """Remove what `install` wrote; returns the files that were there."""
    removed = [path for path in targets(home) if path.exists()]
    for path in removed:
        path.unlink()
    refresh(home)
    return removed


def refresh(home: Path) -> None:
    """Rebuild the caches that desktops read, with whichever tools this system has."""
    for tool, folder in (
        ("update-mime-database", home / "mime"),
        ("update-desktop-database", home / "applications"),
        ("gtk-update-icon-cache", home / "icons" / "hicolor"),
    ):
        if shutil.which(tool) and folder.is_dir():
            extra = ["-q", "-t"] if tool == "gtk-update-icon-cache" else []
            subprocess.run([tool, *extra, str(folder)], capture_output=True, check=False)


def main(option: str, env: Mapping[str, str] = os.environ) -> int:
    """Run --install-desktop or --uninstall-desktop; one line says what changed."""
    home = data_home(env)
    if option == "--install-desktop":
        install(home, launcher())
        print(f"Installed the menu entry, icon and board file type for puzzlegui in {home}")
    else:
        removed = uninstall(home)
        print(f"Removed {len(removed)} puzzlegui desktop file(s) from {home}")
    return 0
