"""Set up and run puzzlegui: `python3 dev.py play [FILE]`, `python3 dev.py test [--fast]` or
`python3 dev.py doctor` (is there a display, do the libraries Qt needs load?).

Creates a virtual environment in .venv on first use and installs the project into it
(again whenever pyproject.toml changes), so the commands work on a machine that has nothing
but its distribution's Python 3.11 or newer: no pip and no venv package (Debian and Ubuntu ship
ensurepip apart, as python3-venv). pip is fetched from PyPI into a venv made without it, the
wheel checked against the sha256 written below; a .venv that is half made (no pip, a failed
install, a Python that moved or changed version) is rebuilt. The system libraries Qt needs are
checked before the large download: installed with apt-get as root, else the one command that
installs them is printed. Each step says what it does in one line.
"""

from __future__ import annotations

import hashlib
import importlib
import os
import shutil
import ssl
import subprocess
import sys
import tempfile
import urllib.request
import venv
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
STAMP = VENV / "puzzlegui-installed"
EXIT_MISSING = 2
"""The exit status when something must be installed first (the command was printed)."""

PIP_WHEEL = (
    "https://files.pythonhosted.org/packages/07/25/"
    "ee8c38ae72d66b844ce8eb9711ba905dba21ca1a8a0c960057c41cd23337/pip-26.3-py3-none-any.whl"
)
PIP_SHA256 = "f3b60b20ffaadd4415ed7957212a38ac63fa4c5fa375bd0f4a797777940fad13"
"""The pip wheel put into a new .venv, and its sha256 as PyPI's JSON API gives it. The hash is
pinned here, not read from the API at run time: a bare Debian root has no CA certificates
(ca-certificates is not part of python3), so nothing fetched over TLS there can be trusted;
a pinned hash can. pip itself then reaches PyPI with its own certificates."""


class SetupFailed(Exception):
    """A setup step failed; its own output already said why."""


class MustInstall(Exception):
    """Something must be installed before going on; the message is the one line saying how."""


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


def this_python() -> str:
    """The running Python's major.minor ("3.11"), which .venv must match."""
    return "{}.{}".format(*sys.version_info[:2])


def venv_problem() -> str | None:
    """Why .venv cannot be used as it is (None when it can); reads files only, runs nothing."""
    config = VENV / "pyvenv.cfg"
    if not config.is_file():
        return "it is not a virtual environment" if VENV.exists() else "there is none yet"
    if not venv_python().exists():  # a dangling link: the Python it was made with is gone
        return "the Python it was made with is gone (moved or upgraded)"
    made_with = _config_version(config.read_text(encoding="utf-8", errors="replace"))
    if made_with != this_python():
        return f"it was made with Python {made_with or '?'}, this is Python {this_python()}"
    if not any(VENV.glob("lib*/python*/site-packages/pip/__init__.py")) and not any(
        VENV.glob("Lib/site-packages/pip/__init__.py")
    ):
        return "it has no pip"
    return None


def _config_version(text: str) -> str:
    """The major.minor a pyvenv.cfg names ("version = 3.11.2" or "version_info = ...")."""
    for line in text.splitlines():
        key, _, value = line.partition("=")
        if key.strip() in ("version", "version_info"):
            return ".".join(value.strip().split(".")[:2])
    return ""


def create_venv() -> None:
    """Make .venv without pip (no ensurepip needed), then put pip in from its wheel."""
    problem = venv_problem()
    if problem is None:
        return
    if VENV.exists() or VENV.is_symlink():
        print(f"Rebuilding .venv: {problem} ...", flush=True)
        shutil.rmtree(VENV) if VENV.is_dir() and not VENV.is_symlink() else VENV.unlink()
    print(f"Creating .venv with Python {sys.version.split()[0]} ...", flush=True)
    venv.EnvBuilder(with_pip=False, symlinks=os.name != "nt").create(VENV)
    bootstrap_pip()


def bootstrap_pip() -> None:
    """Fetch the pinned pip wheel, check its sha256, and install pip into .venv with it."""
    name = PIP_WHEEL.rsplit("/", 1)[1]
    print(f"Fetching {name} (1.9 MB) from PyPI ...", flush=True)
    data = fetch(PIP_WHEEL)
    if hashlib.sha256(data).hexdigest() != PIP_SHA256:
        print(f"{PIP_WHEEL}: its sha256 is not the one dev.py expects", file=sys.stderr)
        raise SetupFailed("Fetching pip")
    with tempfile.TemporaryDirectory() as folder:
        wheel = Path(folder) / name
        wheel.write_bytes(data)
        quiet = ["--disable-pip-version-check", "-q", "--no-index"]
        command = [str(venv_python()), str(wheel / "pip"), "install", *quiet, str(wheel)]
        step("Installing pip into .venv ...", command)


def fetch(url: str) -> bytes:
    """The body at `url`. Without CA certificates on the machine (a bare Debian root) TLS
    cannot verify the server; the caller checks a pinned hash instead."""
    context = ssl.create_default_context()
    if context.cert_store_stats()["x509_ca"] == 0 and not ssl.get_default_verify_paths().capath:
        context = ssl._create_unverified_context()  # the sha256 pinned above is the check
    try:
        with urllib.request.urlopen(url, context=context, timeout=120) as response:
            body: bytes = response.read()
            return body
    except OSError as error:
        print(f"{url}: {getattr(error, 'reason', error)}", file=sys.stderr)
        raise SetupFailed("Fetching pip") from error


def wanted_stamp() -> str:
    """What .venv's stamp says when the install is current: pyproject.toml and the Python."""
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    return f"{digest} python{this_python()}"


def ensure_venv(platforms: list[str], xvfb: bool = False) -> Path:
    """Create .venv and install the project with its test extras when needed; first check
    that the system libraries Qt's `platforms` need are there (or installed)."""
    python = venv_python()
    if venv_problem() is not None or not STAMP.exists() or STAMP.read_text() != wanted_stamp():
        check_libraries(platforms, xvfb)  # before the large download, from syslibs' list
        create_venv()
        pip = [str(python), "-m", "pip", "install", "--disable-pip-version-check", "-q"]
        step(
            "Installing puzzlegui and its dependencies (PySide6, pytest, ruff, mypy) ...",
            [*pip, "-e", f"{ROOT}[test]"],
        )
        build_translations()
        STAMP.write_text(wanted_stamp())
    return python


def build_translations() -> None:
    """Compile resources/i18n/*.ts to .qm for the checkout (a wheel compiles its own)."""
    sys.path.insert(0, str(ROOT / "buildsys"))
    import qmwriter

    for ts in sorted((ROOT / "resources" / "i18n").glob("*.ts")):
        print(f"Compiling the translation {ts.name} ...", flush=True)
        qmwriter.compile_file(ts, ts.with_suffix(".qm"))


def doctor() -> ModuleType:
    """puzzlegui.desktop.doctor from the checkout, for this Python (it never imports Qt)."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    return importlib.import_module("puzzlegui.desktop.doctor")


def check_libraries(platforms: list[str], xvfb: bool = False) -> None:
    """Qt's system libraries for `platforms` (and xvfb-run with `xvfb`): installed as root,
    else MustInstall after one line says the command."""
    if doctor().check_platforms(platforms, fix=True, xvfb=xvfb) != 0:
        raise MustInstall("")


def check_installed(python: Path, platforms: list[str], verbose: bool = False) -> None:
    """The same check from inside .venv, where the real Qt binaries are read (not a list)."""
    flags = [f"--platform={name}" for name in platforms] + ([] if verbose else ["--quiet"])
    command = [str(python), "-m", "puzzlegui.desktop.doctor", "--fix", *flags]
    if subprocess.run(command, cwd=ROOT).returncode != 0:
        raise MustInstall("")


def run(args: list[str]) -> int:
    """Run a command from the checkout's root and return its exit status."""
    print("$", " ".join(args), flush=True)
    return subprocess.run(args, cwd=ROOT).returncode


def test(extra: list[str]) -> int:
    """Lint, type-check and run the whole test suite (`--fast`: all but the tests marked slow);
    non-zero if anything fails. No display is needed (the tests draw with Qt's offscreen
    platform), only its libraries."""
    python = ensure_venv(["offscreen"])
    check_installed(python, ["offscreen"])
    if "--fast" in extra:
        extra = [arg for arg in extra if arg != "--fast"] + ["-m", "not slow"]
    steps = [
        [str(python), "-m", "ruff", "check", "."],
        [str(python), "-m", "ruff", "format", "--check", "."],
        [str(python), "-m", "mypy"],
        [str(python), "-m", "pytest", *extra],
    ]
    failed = [step[2] for step in steps if run(step) != 0]
    if failed:
        print("FAILED:", ", ".join(failed), flush=True)
        return 1
    return 0


def play(rest: list[str]) -> int:
    """Start the player; FILE is read relative to the caller's folder, as any command's.
    Without a display it runs under xvfb-run (installed first as root)."""
    if "-platform" in rest:  # Qt's own option wins: no check
        python = ensure_venv([])
        return subprocess.run([str(python), "-m", "puzzlegui", *rest]).returncode
    platform = doctor().platform_for(os.environ)
    platforms, headless = [platform or "xcb"], platform is None
    python = ensure_venv(platforms, xvfb=headless)
    check_libraries(platforms, xvfb=headless)
    check_installed(python, platforms)
    wrapper = ["xvfb-run", "-a"] if headless else []
    if headless:
        print("No display: the player runs under Xvfb (xvfb-run -a).", flush=True)
    return subprocess.run([*wrapper, str(python), "-m", "puzzlegui", *rest]).returncode


def doctor_command() -> int:
    """`dev.py doctor`: the display and the libraries `play` and `test` need, fixed as root."""
    platforms = list(dict.fromkeys([doctor().platform_for(os.environ) or "xcb", "offscreen"]))
    python = ensure_venv(platforms)
    flags = [f"--platform={name}" for name in platforms]
    command = [str(python), "-m", "puzzlegui.desktop.doctor", "--fix", "--display", *flags]
    return subprocess.run(command, cwd=ROOT).returncode


def main() -> int:
    """Dispatch `play`, `test`, `doctor` and `setup`."""
    if sys.version_info < (3, 11):  # noqa: UP036 (dev.py runs on whatever python3 is)
        sys.exit("puzzlegui needs Python 3.11 or newer")
    command, rest = (sys.argv[1], sys.argv[2:]) if len(sys.argv) > 1 else ("play", [])
    try:
        if command == "play":
            return play(rest)
        if command == "test":
            return test(rest)
        if command == "doctor":
            return doctor_command()
        if command == "setup":
            ensure_venv(["offscreen"])
            return 0
    except SetupFailed as failure:
        print(f"Setup failed: {failure} (see the messages above).", file=sys.stderr)
        return 1
    except MustInstall:  # the line saying what to install was printed
        return EXIT_MISSING
    print(__doc__)
    return 2


if __name__ == "__main__":
    raise SystemExit(main())
