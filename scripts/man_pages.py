"""Write the man pages of `puzzle` and `puzzlegui` from their argument parsers:

    .venv/bin/python scripts/man_pages.py           # writes resources/man/*.1
    .venv/bin/python scripts/man_pages.py --check   # exit 1 if they are not current

Each page has NAME, SYNOPSIS, DESCRIPTION, OPTIONS (every option with its help), for
`puzzle` one section per command, and the parser's epilog. tests/gui/test_man_pages.py
checks that the committed pages are what this writes. `man -l resources/man/puzzle.1` shows one.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MAN = ROOT / "resources" / "man"
sys.path.insert(0, str(ROOT))


def roff(text: str) -> str:
    """Text escaped for roff: backslashes, and a leading dot or quote on any line."""
    lines = text.replace("\\", "\\e").replace("-", "\\-").splitlines()
    return "\n".join("\\&" + line if line.startswith((".", "'")) else line for line in lines)


def options(parser: argparse.ArgumentParser) -> list[str]:
    """One .TP entry per argument (options and positionals), with its help."""
    out: list[str] = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction) or action.help == argparse.SUPPRESS:
            continue
        metavar = action.metavar or (action.dest.upper() if action.nargs != 0 else None)
        names = ", ".join(f"\\fB{roff(name)}\\fR" for name in action.option_strings)
        if not names:
            names = f"\\fI{roff(str(metavar))}\\fR"
        elif action.nargs != 0 and metavar is not None:
            names += f" \\fI{roff(str(metavar))}\\fR"
        help_text = (action.help or "").replace("%(default)s", str(action.default))
        help_text = help_text.replace("%%", "%")
        out += [".TP", names, roff(help_text)]
    return out


def commands(parser: argparse.ArgumentParser) -> list[str]:
    """A subsection per subcommand: its usage, description and options."""
    out: list[str] = []
    for action in parser._actions:
        if not isinstance(action, argparse._SubParsersAction):
            continue
        for name, sub in action.choices.items():
            out += [f'.SS "{roff(parser.prog)} {roff(name)}"', ".nf", roff(sub.format_usage())]
            out += [".fi"]
            if sub.description:
                out += [".PP", roff(sub.description)]
            out += options(sub)
    return out


def page(parser: argparse.ArgumentParser, version: str) -> str:
    """The whole man page of `parser`."""
    prog = parser.prog
    lines = [
        f'.TH {prog.upper()} 1 "" "puzzlegui {version}" "User Commands"',
        ".SH NAME",
        f"{prog} \\- {roff(parser.description or '')}",
        ".SH SYNOPSIS",
        ".nf",
        roff(parser.format_usage().removeprefix("usage: ")),
        ".fi",
        ".SH OPTIONS",
        *options(parser),
    ]
    sub = commands(parser)
    if sub:
        lines += [".SH COMMANDS", *sub]
    if parser.epilog:
        lines += [".SH NOTES", ".nf", roff(parser.epilog), ".fi"]
    lines += [".SH SEE ALSO", "\\fBpuzzle\\fR(1), \\fBpuzzlegui\\fR(1)"]
    return "\n".join(lines) + "\n"


def pages() -> dict[str, str]:
    """File name -> text, for both commands."""
    os.environ["COLUMNS"] = "80"  # argparse wraps usage to the terminal: the same everywhere
    import puzzlegui
    from puzzlegui.cli import build_parser
    from puzzlegui.gui.launch import build_parser as gui_parser
    from puzzlegui.library.paths import database_path

    version = puzzlegui.__version__
    texts = {"puzzle.1": page(build_parser(), version), "puzzlegui.1": page(gui_parser(), version)}
    # `puzzle games -h` names this machine's library file; the page names Linux's default.
    here = roff(str(database_path()))
    default = roff("~/.local/share/puzzlegui/puzzlegui/games.sqlite3 on Linux")
    return {name: text.replace(here, default) for name, text in texts.items()}


def main(argv: list[str]) -> int:
    """Write the pages, or with --check say which are stale."""
    stale = [name for name, text in pages().items() if _read(MAN / name) != text]
    if "--check" in argv:
        for name in stale:
            sys.stderr.write(f"resources/man/{name} is stale: run scripts/man_pages.py\n")
        return 1 if stale else 0
    MAN.mkdir(parents=True, exist_ok=True)
    for name, text in pages().items():
        (MAN / name).write_text(text, encoding="utf-8")
        sys.stdout.write(f"wrote resources/man/{name}\n")
    return 0


def _read(path: Path) -> str | None:
    return path.read_text(encoding="utf-8") if path.is_file() else None


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
