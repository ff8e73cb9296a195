"""Where a file dialog that writes starts: the folder the player last used for that, else their
Documents (or Pictures) folder, else home; never the current directory (a dialog given "" or a
bare name starts there) and never the program's own folders (a sample board's folder, the
checkout, the installed package), which a player should not write into."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths

from puzzlegui.paths import BOARDS, PACKAGE, RESOURCES

Location = QStandardPaths.StandardLocation
FIRST_CHOICES = (Location.DocumentsLocation, Location.PicturesLocation)
"""The player's own folders, tried in this order when none was remembered."""


def is_own(folder: Path) -> bool:
    """True for the program's own folders and anything inside them."""
    try:
        folder = folder.resolve()
    except OSError:
        return False
    if folder == PACKAGE.parent:  # the checkout, or site-packages
        return True
    return any(folder.is_relative_to(own.resolve()) for own in (PACKAGE, RESOURCES, BOARDS))


def usable(folder: str) -> Path | None:
    """The folder when it exists and is not the program's own; else None."""
    if not folder:
        return None
    path = Path(folder)
    return path if path.is_absolute() and path.is_dir() and not is_own(path) else None


def start_folder(remembered: str, choices: tuple[Location, ...] = FIRST_CHOICES) -> Path:
    """The remembered folder if still usable; else the first of the player's standard folders
    that exists; else home."""
    found = usable(remembered)
    if found is not None:
        return found
    for location in choices:
        found = usable(QStandardPaths.writableLocation(location))
        if found is not None:
            return found
    return Path.home()
