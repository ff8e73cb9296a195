"""Games an older puzzlegui set aside, merged back at start.

A player that knows fewer schema versions than the file's (one from before `readable_by`,
schema.py) renames the library `games.sqlite3.newer-<time>` and starts a new one; when the
current player starts again, the player's games would seem gone. `merge_asides` finds such
files beside the library, reads each one (a copy, so the file stays as it is, byte for byte)
and merges its games by the library's version rule: a game the library lacks is added; one
whose stored steps it extends adds its new steps; one the library has as far or further is
left alone (a stored move is never replaced by a shorter copy); any other history is kept as a
game of its own. A game deleted in the library stays deleted. Each file is merged once: its
name, size, time and our schema version are recorded in the library (`meta`), so a file that
we could not read is tried again only by a player that knows more versions, or once changed.
"""

from __future__ import annotations

import glob
import shutil
import tempfile
from dataclasses import replace
from pathlib import Path

from . import schema
from .records import GameRecord
from .store import Conflict, GameLibrary, LibraryError, Notice, copy_into_memory

ASIDE_KINDS = ("newer",)
"""The asides an older player makes of a file it cannot read (paths.set_aside's `why`)."""
_MARK = "merged-aside:"


def asides_of(library_path: Path) -> list[Path]:
    """The files set aside by a player that found the library too new, oldest first."""
    name = glob.escape(library_path.name)
    found = []
    for kind in ASIDE_KINDS:
        for path in library_path.parent.glob(f"{name}.{kind}-*"):
            if path.is_file() and not path.name.endswith(("-wal", "-shm", "-journal")):
                found.append(path)
    return sorted(found, key=lambda p: p.name)


def merge_asides(library: GameLibrary) -> Notice | None:
    """Merge the games of the asides not merged yet into the library; one notice saying how
    many games came back, naming the first file (None when none did)."""
    if library.in_memory or library.read_only_copy:
        return None
    files: list[Path] = []
    games = 0
    for aside in asides_of(library.path):
        stamp = _stamp(aside)
        key = _MARK + aside.name
        try:
            if stamp is None or library.meta(key) == stamp:
                continue
            written = _merge_file(aside, library)
            library.set_meta(key, stamp)
        except LibraryError:
            continue  # the library cannot be written now: tried again at the next start
        if written:
            files.append(aside)
            games += written
    if not files:
        return None
    return Notice("asides-merged", library.path, files[0], str(games))


def _stamp(path: Path) -> str | None:
    try:
        info = path.stat()
    except OSError:
        return None
    return f"{info.st_size}:{info.st_mtime_ns}:{schema.LATEST}"


def _merge_file(aside: Path, library: GameLibrary) -> int:
    """The games written from one aside (0 when it cannot be read: not ours to read)."""
    with tempfile.TemporaryDirectory() as folder:
        copy = Path(folder) / aside.name
        try:
            shutil.copyfile(aside, copy)
            wal = aside.with_name(aside.name + "-wal")
            if wal.is_file():
                shutil.copyfile(wal, copy.with_name(copy.name + "-wal"))
            source = GameLibrary(copy_into_memory(copy), copy)
        except Exception:  # damaged, or from a player newer than us: the file stays as it is
            return 0
        try:
            return merge_games(source, library)
        finally:
            source.close()


def merge_games(source: GameLibrary, target: GameLibrary) -> int:
    """Merge the live games of `source` into `target` by the version rule (module docstring);
    how many games were added, extended or kept as games of their own."""
    records, _ = source.games()
    written = 0
    for record in records:
        try:
            written += _merge_game(source, target, record)
        except LibraryError:
            continue  # one game that does not read or write: the others still come back
    return written


def _merge_game(source: GameLibrary, target: GameLibrary, record: GameRecord) -> int:
    steps = source.steps(record.id)
    for _ in range(3):  # another writer may create or change it meanwhile: look again
        found = target.find(record.identity)
        if found is None:
            try:
                target.create(record, steps)
                return 1
            except Conflict:
                continue
        stored = target.game(found)
        if stored.deleted is not None:
            return 0  # the player deleted it here: that stands
        kept = target.steps(stored.id)
        if kept[: len(steps)] == steps:
            return 0  # stored as far or further: never replaced by a shorter copy
        if steps[: len(kept)] != kept:
            break
        elapsed = max(record.elapsed_ms, stored.elapsed_ms)  # the longer clock, never a sum
        merged = replace(record, id=stored.id, version=stored.version, elapsed_ms=elapsed)
        try:
            target.save(merged, len(kept), steps[len(kept) :])
            return 1
        except Conflict:
            continue
    target.fork(record, steps)
    return 1
