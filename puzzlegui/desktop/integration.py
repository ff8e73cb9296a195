"""`puzzlegui --install-desktop` / `--uninstall-desktop`: the menu entry, the icon and the board
file type for the user, in the freedesktop.org places under XDG_DATA_HOME (~/.local/share).

The entry's Exec names the very command that installed it, so the menu starts the same
installation (a pipx venv, a .venv) even when it is not on the desktop session's PATH.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import shutil
import subprocess
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

from puzzlegui.paths import ICON, RESOURCES

from . import mimetype

DESKTOP_ENTRY = RESOURCES / "puzzlegui.desktop"
METAINFO = RESOURCES / "metainfo" / "puzzlegui.metainfo.xml"
METAINFO_NAME = "io.github.puzzlegui.puzzlegui.metainfo.xml"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)
_RESERVED = set(" \t\n\r\"'\\><~|&;$*?#()`")
_STRING_ESCAPES = {"\\": "\\\\", "\n": "\\n", "\t": "\\t", "\r": "\\r"}
"""The escapes of a desktop file's string values (Desktop Entry spec, "Possible value types");
applied after the Exec key's own quoting."""


class CannotInstall(Exception):
    """What --install-desktop cannot write (the message says why); nothing was written."""


def data_home(env: Mapping[str, str] = os.environ) -> Path:
    """XDG_DATA_HOME, or ~/.local/share when it is unset or not absolute."""
    value = env.get("XDG_DATA_HOME", "")
    return Path(value) if os.path.isabs(value) else Path.home() / ".local" / "share"


def targets(home: Path) -> list[Path]:
    """Where the entry, the icons, the AppStream metainfo and the MIME type go (the entry
    first, the MIME type last)."""
    icons = home / "icons" / "hicolor"
    return [
        home / "applications" / "puzzlegui.desktop",
        icons / "scalable" / "apps" / "puzzlegui.svg",
        *(icons / f"{n}x{n}" / "apps" / "puzzlegui.png" for n in ICON_SIZES),
        home / "metainfo" / METAINFO_NAME,
        home / "mime" / "packages" / "puzzlegui.xml",
    ]


def sources() -> list[Path | None]:
    """The bundled files `targets` receive, in the same order (the entry is written anew; the
    MIME type, None here, is made from the types' declarations: mimetype.py)."""
    pngs = RESOURCES / "icons" / "hicolor"
    return [
        DESKTOP_ENTRY,
        ICON,
        *(pngs / f"{n}x{n}" / "apps" / "puzzlegui.png" for n in ICON_SIZES),
        METAINFO,
        None,
    ]


def launcher(argv0: str | None = None) -> list[str]:
    """The command that starts this installation's player (the one running now)."""
    argv0 = sys.argv[0] if argv0 is None else argv0
    if Path(argv0).name in ("__main__.py", "__main__"):
        return [sys.executable, "-m", "puzzlegui"]
    return [str(Path(argv0).absolute())]


def exec_value(command: Sequence[str]) -> str:
    """The Exec value running `command` on one file: each word quoted as the Exec key says,
    then the string escapes of every desktop file value (backslash, newline, tab, return).
    CannotInstall when a word is no UTF-8 (a desktop file is UTF-8)."""
    for word in command:
        try:
            word.encode("utf-8")
        except UnicodeEncodeError:
            shown = word.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
            raise CannotInstall(
                f"the path {shown} is not UTF-8; a desktop file cannot name it"
            ) from None
        if any(_unwritable(c) for c in word):
            shown = word.encode("unicode_escape").decode("ascii")
            raise CannotInstall(f"the path {shown} holds a control character no escape writes")
    words = [_quote(word) for word in command]
    line = " ".join(word.replace("%", "%%") for word in words) + " %f"
    return "".join(_STRING_ESCAPES.get(c, c) for c in line)


def _unwritable(char: str) -> bool:
    """A control character a desktop file value cannot hold, escaped or not."""
    return (char < " " or char == "\x7f") and char not in "\n\t\r"


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


def write_whole(path: Path, data: bytes) -> None:
    """Write `path` through a temporary file beside it, then replace: never half-written."""
    path.parent.mkdir(parents=True, exist_ok=True)
    # A fresh name, made here (O_EXCL, never following a link): a symlink planted under a
    # fixed temporary name had the entry written into its target.
    partial = path.with_name(f".{path.name}.{secrets.token_hex(6)}.part")
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
    try:
        with os.fdopen(os.open(partial, flags, 0o644), "wb") as stream:
            stream.write(data)
        os.replace(partial, path)
    finally:
        with contextlib.suppress(OSError):
            partial.unlink()


def install(home: Path, command: Sequence[str]) -> list[Path]:
    """Write the entry, the icons and the MIME type under `home`; returns the files written.
    The entry's text is made first, so a command it cannot name leaves nothing written."""
    entry_data = entry_text(command).encode("utf-8")
    written: list[Path] = []
    for source, target in zip(sources(), targets(home), strict=True):
        if source == DESKTOP_ENTRY:
            write_whole(target, entry_data)
        elif source is None:
            write_whole(target, mimetype.text().encode("utf-8"))
        elif source.is_file():
            write_whole(target, source.read_bytes())
        else:
            continue
        written.append(target)
    refresh(home)
    return written


def uninstall(home: Path) -> list[Path]:
    """Remove what `install` wrote; returns the files that were there."""
    removed = [path for path in targets(home) if os.path.lexists(path)]
    for path in removed:
        path.unlink()  # a folder in a target's place: OSError, said in one line by `main`
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
        try:
            install(home, launcher())
        except (CannotInstall, OSError) as error:
            sys.stderr.write(f"puzzlegui: cannot install the desktop entry: {error}\n")
            return 1
        print(f"Installed the menu entry, icons and board file type for puzzlegui in {home}")
    else:
        try:
            removed = uninstall(home)
        except OSError as error:
            sys.stderr.write(f"puzzlegui: cannot remove the desktop entry: {error}\n")
            return 1
        files = "file" if len(removed) == 1 else "files"
        print(f"Removed {len(removed)} puzzlegui desktop {files} from {home}")
    return 0
