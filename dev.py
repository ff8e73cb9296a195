"""Set up and run puzzlegui: `python3 dev.py play [FILE]`, `python3 dev.py test [--fast]` or
`python3 dev.py doctor` (is there a display, do the libraries Qt needs load?).

Creates a virtual environment in .venv on first use and installs the project into it
(again whenever pyproject.toml changes), so the commands work on a fresh machine that has
nothing but Python 3.11 or newer. Each step says what it does in one line; pip speaks only
when something goes wrong.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
STAMP = VENV / "puzzlegui-installed"


class SetupFailed(Exception):
    """A setup step failed; its own output already said why."""


def venv_python() -> Path:
    """The interpreter inside .venv."""
    if os.name == "nt":
        return VENV / "Scripts" / "python.exe"
    return VENV / "bin" / "python"


def step(text: str, command: list[str]) -> None:
    """Say what a step does, run it, stop setup if it fails."""
    print(text, flush=True)
    if subprocess.run(command, cwd=ROOT).returncode != 0:
        raise SetupFailed(text.rstrip(". "))


def ensure_venv() -> Path:
    """Create .venv and install the project with its test extras when needed."""
    if sys.version_info < (3, 11):  # noqa: UP036 (dev.py runs on whatever python3 is)
        sys.exit("puzzlegui needs Python 3.11 or newer")
    python = venv_python()
    if not python.exists():
        print(f"Creating .venv with Python {sys.version.split()[0]} ...", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if not STAMP.exists() or STAMP.read_text() != wanted:
        pip = [str(python), "-m", "pip", "install", "--disable-pip-version-check", "-q"]
        step("Updating pip in .venv ...", [*pip, "--upgrade", "pip"])
        step(
            "Installing puzzlegui and its dependencies (PySide6, pytest, ruff, mypy) ...",
            [*pip, "-e", f"{ROOT}[test]"],
        )
        build_translations(python)
        STAMP.write_text(wanted)
    return python


def build_translations(python: Path) -> None:
    """Compile resources/i18n/*.ts to .qm for the checkout (a wheel compiles its own)."""
    lrelease = python.parent / ("pyside6-lrelease" + (".exe" if os.name == "nt" else ""))
    for ts in sorted((ROOT / "resources" / "i18n").glob("*.ts")):
        qm = ts.with_suffix(".qm")
        step(
            f"Compiling the translation {ts.name} ...",
            [str(lrelease), "-silent", str(ts), "-qm", str(qm)],
        )


def run(args: list[str]) -> int:
    """Run a command from the checkout's root and return its exit status."""
    print("$", " ".join(args), flush=True)
    return subprocess.run(args, cwd=ROOT).returncode


def test(extra: list[str]) -> int:
    """Lint, type-check and run the whole test suite (`--fast`: all but the tests marked slow);
    non-zero if anything fails."""
    python = str(ensure_venv())
    if "--fast" in extra:
        extra = [arg for arg in extra if arg != "--fast"] + ["-m", "not slow"]
    steps = [
        [python, "-m", "ruff", "check", "."],
        [python, "-m", "ruff", "format", "--check", "."],
        [python, "-m", "mypy"],
        [python, "-m", "pytest", *extra],
    ]
    failed = [step[2] for step in steps if run(step) != 0]
    if failed:
        print("FAILED:", ", ".join(failed), flush=True)
        return 1
    return 0


def doctor(python: Path, *flags: str) -> int:
    """Check the display and Qt's system libraries, installing those missing when we may."""
    command = [str(python), "-m", "puzzlegui.desktop.doctor", "--fix", *flags]
    return subprocess.run(command, cwd=ROOT).returncode


def play(rest: list[str]) -> int:
    """Start the player; FILE is read relative to the caller's folder, as any command's."""
    python = ensure_venv()
    status = 0 if "-platform" in rest else doctor(python, "--quiet")  # Qt's own option wins
    if status != 0:
        return status
    return subprocess.run([str(python), "-m", "puzzlegui", *rest]).returncode


def main() -> int:
    """Dispatch `play`, `test`, `doctor` and `setup`."""
    command, rest = (sys.argv[1], sys.argv[2:]) if len(sys.argv) > 1 else ("play", [])
    try:
        if command == "play":
            return play(rest)
        if command == "test":
            return test(rest)
        if command == "doctor":
            return doctor(ensure_venv())
        if command == "setup":
            ensure_venv()
            return 0
    except SetupFailed as failure:
        print(f"Setup failed: {failure} (see the messages above).", file=sys.stderr)
        return 1
    print(__doc__)
    return 2


if __name__ == "__main__":
    raise SystemExit(main())
