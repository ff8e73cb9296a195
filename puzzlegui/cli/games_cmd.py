"""`puzzle games`: the player's game library (every game started in the player).

`puzzle games [--json] [--type T] [--status S]` lists it, last played first;
`puzzle games export DIR` writes every game as a board file with its progress.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any, TextIO

from puzzlegui.cli.common import UsageError, checked_type, counted
from puzzlegui.library.export import ExportError, export_games
from puzzlegui.library.paths import database_path
from puzzlegui.library.records import STATUSES, GameRecord
from puzzlegui.library.store import GameLibrary, LibraryError, Notice, open_library


def add(sub: Any) -> None:
    """Register `puzzle games`."""
    parser = sub.add_parser(
        "games",
        help="list the player's games, or export them as board files",
        description="List every game kept in the player's game library, last played first, "
        "or with 'export DIR' write each one as a board file with its progress.",
    )
    parser.add_argument("action", nargs="?", choices=["export"], help="export the games")
    parser.add_argument("folder", nargs="?", metavar="DIR", help="where export writes")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.add_argument("--type", dest="type_name", metavar="T", help="only games of this type")
    parser.add_argument("--status", choices=STATUSES, help="only games with this status")
    parser.add_argument(
        "--library", metavar="FILE", help=f"the library file (default: {database_path()})"
    )
    parser.set_defaults(run=cmd_games)


def cmd_games(args: argparse.Namespace, out: TextIO, stdin: TextIO) -> int:
    """List or export the games."""
    type_name = checked_type(args.type_name)
    if args.action == "export" and not args.folder:
        raise UsageError("games export: name the folder to write to (DIR)")
    if args.action is None and args.folder:
        raise UsageError(f"games: unknown argument '{args.folder}'")
    library = _open(Path(args.library) if args.library else database_path())
    try:
        if args.action == "export":
            return _export(library, Path(args.folder), out)
        return _list(library, args, type_name, out)
    except LibraryError as err:  # damage met after opening: one line, the file kept
        sys.stderr.write(f"puzzle: {library.path}: cannot be read: {err}\n")
        return 1
    finally:
        library.close()


def _list(
    library: GameLibrary, args: argparse.Namespace, type_name: str | None, out: TextIO
) -> int:
    games, skipped = library.games()
    _warn(skipped)
    chosen = [
        g for g in games
        if (type_name is None or g.type_name == type_name)
        and (args.status is None or g.status == args.status)
    ]  # fmt: skip
    if args.json:
        out.write(json.dumps([_as_json(g) for g in chosen], indent=1) + "\n")
    else:
        _table(chosen, out)
    return 0


def _open(path: Path) -> GameLibrary:
    library, notices = open_library(path)
    _warn(notices)
    return library


WHAT = {
    "damaged": "damaged, set aside; a new library is used",
    "newer": "from a newer puzzlegui, set aside unchanged; a new library is used",
    "foreign": "another program's file, set aside unchanged; a new library is used",
    "readonly": "cannot be written, read only",
    "unwritable": "cannot be used, nothing kept",
    "row": "a game was skipped",
}


def _warn(notices: list[Notice]) -> None:
    for notice in notices:
        what = WHAT.get(notice.what, notice.what)
        aside = f" (kept as {notice.aside})" if notice.aside else ""
        sys.stderr.write(f"puzzle: {notice.path}: {what}{aside}: {notice.detail}\n")


def _export(library: GameLibrary, folder: Path, out: TextIO) -> int:
    try:
        written, skipped = export_games(library, folder)
    except ExportError as err:
        raise UsageError(f"games export: cannot write {err}") from None
    except OSError as err:
        name = err.filename or folder
        raise UsageError(f"games export: cannot write to {name}: {err.strerror}") from None
    for line in skipped:
        sys.stderr.write(f"puzzle: skipped {line}\n")
    out.write(f"{counted(len(written), 'game')} written to {folder}\n")
    return 0


def _as_json(record: GameRecord) -> dict[str, Any]:
    return {
        "id": record.id,
        "type": record.type_name,
        "size": record.size_text,
        "grade": record.grade,
        "status": record.status,
        "moves": record.undo_index,
        "elapsed_ms": record.elapsed_ms,
        "hints": record.hints,
        "hint_stages": dict(zip(("area", "rule", "step"), record.hint_stages, strict=True)),
        "score": record.score,
        "solve_used": record.solve_used,
        "source": {"kind": record.source.kind, "text": record.source.text},
        "created": _iso(record.created),
        "last_played": _iso(record.last_played),
    }


def _table(games: list[GameRecord], out: TextIO) -> None:
    out.write(f"{'id':>4}  {'type':<10} {'size':<8} {'status':<17} {'moves':>5} {'time':>8}  "
              "last played\n")  # fmt: skip
    for g in games:
        seconds = g.elapsed_ms // 1000
        played = f"{seconds // 60}:{seconds % 60:02d}"
        out.write(
            f"{g.id:>4}  {g.type_name:<10} {g.size_text:<8} {g.status:<17} {g.undo_index:>5} "
            f"{played:>8}  {_iso(g.last_played)}\n"
        )


def _iso(moment: float) -> str:
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(moment))
