"""Set up and run puzzlegui: `python3 dev.py play [FILE]` or `python3 dev.py test`.

Creates a virtual environment in .venv on first use and installs the project into it
(again whenever pyproject.toml changes), so both commands work on a fresh machine that has
nothing but Python 3.11 or newer.
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


def venv_python() -> Path:
    """The interpreter inside .venv."""
    if os.name == "nt":
        return VENV / "Scripts" / "python.exe"
    return VENV / "bin" / "python"


def ensure_venv() -> Path:
    """Create .venv and install the project with its test extras when needed."""
    if sys.version_info < (3, 11):  # noqa: UP036 (dev.py runs on whatever python3 is)
        sys.exit("puzzlegui needs Python 3.11 or newer")
    python = venv_python()
    if not python.exists():
        print("Creating .venv ...", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if not STAMP.exists() or STAMP.read_text() != wanted:
        print("Installing puzzlegui and its dependencies into .venv ...", flush=True)
        pip = [str(python), "-m", "pip", "install", "--disable-pip-version-check", "-q"]
        subprocess.run([*pip, "--upgrade", "pip"], check=True)
        subprocess.run([*pip, "-e", f"{ROOT}[test]"], check=True)
        build_translations(python)
        STAMP.write_text(wanted)
    return python


def build_translations(python: Path) -> None:
    """Compile resources/i18n/*.ts to .qm with pyside6-lrelease, when there are any."""
    sources = sorted((ROOT / "resources" / "i18n").glob("*.ts"))
    lrelease = python.parent / ("pyside6-lrelease" + (".exe" if os.name == "nt" else ""))
    for ts in sources:
        subprocess.run([str(lrelease), str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True)


def run(args: list[str]) -> int:
    """Run a command from the checkout's root and return its exit status."""
    print("$", " ".join(args), flush=True)
    return subprocess.run(args, cwd=ROOT).returncode


def test(extra: list[str]) -> int:
    """Lint, type-check and run the whole test suite; non-zero if anything fails."""
    python = str(ensure_venv())
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


def main() -> int:
    """Dispatch `play` and `test`."""
    command, rest = (sys.argv[1], sys.argv[2:]) if len(sys.argv) > 1 else ("play", [])
    if command == "play":
        python = str(ensure_venv())
        return subprocess.run([python, "-m", "puzzlegui", *rest], cwd=ROOT).returncode
    if command == "test":
        return test(rest)
    if command == "setup":
        ensure_venv()
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    raise SystemExit(main())
