"""`python3 dev.py doctor` and the check before the player starts: is there a display, and do
the system libraries of Qt's platform plugin load?

Missing libraries are installed with apt-get when we may (root, as in containers and CI), else
the one command that installs them is printed and the exit status is 2.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path

from . import syslibs

NO_DISPLAY = (
    "No display: DISPLAY and WAYLAND_DISPLAY are not set. To play without one, install Xvfb "
    "(apt-get install xvfb) and run `xvfb-run -a {command}`, or run "
    "`QT_QPA_PLATFORM=offscreen {command}` to draw nowhere."
)
XVFB_PACKAGES = ("xvfb", "xauth")
"""What xvfb-run needs (xauth is only a Recommends of xvfb, which root installs without)."""


def platform_for(env: Mapping[str, str]) -> str | None:
    """The Qt platform plugin the player will use, or None when there is no display."""
    chosen = env.get("QT_QPA_PLATFORM", "").split(";")[0].split(":")[0].strip()
    if chosen:
        return chosen
    if env.get("DISPLAY"):
        return "xcb"
    if env.get("WAYLAND_DISPLAY"):
        return "wayland"
    return None


def needed_roots(pyside: Path, platform: str) -> list[Path]:
    """The binaries whose libraries must load: the platform plugin and Qt Widgets."""
    roots = [syslibs.plugin_path(pyside, platform)]
    roots.extend(sorted(pyside.glob("QtWidgets*.so")))
    return [path for path in roots if path.is_file()]


def missing_libraries(platform: str) -> list[str]:
    """The system sonames Qt's `platform` plugin needs that do not load: read from the
    installed Qt's binaries, or, before PySide6 is installed, from syslibs' list."""
    if not sys.platform.startswith("linux"):
        return []
    pyside = syslibs.qt_folder()
    if pyside is None:
        return syslibs.missing_names(syslibs.known_needs(platform))
    return syslibs.missing(needed_roots(pyside, platform))


def install_command(sonames: list[str]) -> str:
    """The one command that installs the packages giving `sonames` (apt, else a plain list)."""
    if not syslibs.has_apt():
        return "install the packages that provide " + " ".join(sonames)
    found = syslibs.apt_packages(sonames)
    return apt_command(sorted({found[s] or syslibs.package_for(s) for s in sonames}))


def apt_command(packages: list[str] | tuple[str, ...]) -> str:
    """`apt-get install PACKAGES`, with sudo unless we are root."""
    prefix = "" if syslibs.is_root() else "sudo "
    return f"{prefix}apt-get install {' '.join(packages)}"


def apt_install(sonames: list[str]) -> bool:
    """Install the packages for `sonames` with apt-get (quietly); True when all now load."""
    found = syslibs.apt_packages(sonames)
    if None in found.values():  # no package lists yet (a fresh container), or stale ones
        _apt_get(["update"])
        found = syslibs.apt_packages(sonames)
    names = sorted({found[s] or syslibs.package_for(s) for s in sonames})
    print(f"Installing the system libraries Qt needs: {' '.join(names)} (apt-get)", flush=True)
    if not apt_get_install(names):
        return False
    return all(syslibs.loads(s) for s in sonames)


def apt_get_install(packages: list[str] | tuple[str, ...]) -> bool:
    """apt-get install `packages` without recommends (updating the lists once if it fails)."""
    command = ["install", "-y", "--no-install-recommends", *packages]
    return _apt_get(command, quiet_failure=True) or (_apt_get(["update"]) and _apt_get(command))


def _apt_get(args: list[str], quiet_failure: bool = False) -> bool:
    """Run apt-get quietly; its output is shown only when it fails (and is not retried)."""
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    done = subprocess.run(
        ["apt-get", "-q", *args], env=env, capture_output=True, text=True, check=False
    )
    if done.returncode != 0 and not quiet_failure:
        sys.stderr.write(done.stdout + done.stderr)
    return done.returncode == 0


def check(
    fix: bool,
    env: Mapping[str, str] = os.environ,
    verbose: bool = False,
    command: str = "python3 dev.py play",
) -> int:
    """0 when the player can start; else one line says why (and how to fix it) and 2."""
    if sys.platform in ("win32", "darwin"):  # Qt's own platform plugin, always there
        return 0
    platform = platform_for(env)
    if platform is None:
        if verbose:
            _report_libraries("xcb", fix)
        print(NO_DISPLAY.format(command=command), file=sys.stderr)
        return 2
    return _report_libraries(platform, fix, verbose)


def _report_libraries(platform: str, fix: bool, verbose: bool = True) -> int:
    """Check (and with `fix`, install) the libraries of one platform plugin."""
    return check_platforms([platform], fix, verbose)


def check_platforms(
    platforms: list[str], fix: bool, verbose: bool = False, xvfb: bool = False
) -> int:
    """0 when the libraries Qt's `platforms` need load, and with `xvfb` xvfb-run is here
    (all installed first with `fix` as root); else one line names the packages and the one
    command that installs them all, and 2."""
    lost = _missing_for(platforms)
    if lost and fix and syslibs.is_root() and syslibs.has_apt() and apt_install(lost):
        lost = _missing_for(platforms)
    if xvfb and not lost and not xvfb_ready(fix, quiet=True):
        return int(not xvfb_ready(fix=False)) * 2  # says the one command
    names = ", ".join(platforms)
    if lost:
        command = install_command(lost)
        if xvfb and shutil.which("xvfb-run") is None and command.startswith(("apt", "sudo")):
            command += " xvfb"
        print(
            f"Qt ({names}) needs system libraries this machine lacks"
            f"{' (and no display: Xvfb to run in)' if command.endswith(' xvfb') else ''}; "
            f"install them with: {command}",
            file=sys.stderr,
        )
        return 2
    if verbose:
        print(f"Qt ({names}): every system library it needs loads.")
    return 0


def _missing_for(platforms: list[str]) -> list[str]:
    lost: list[str] = []
    for platform in platforms:
        lost.extend(name for name in missing_libraries(platform) if name not in lost)
    return lost


def xvfb_ready(fix: bool, quiet: bool = False) -> bool:
    """True when xvfb-run is here (installed with apt-get first with `fix` as root); else,
    unless `quiet`, one line says the command that installs it."""
    if shutil.which("xvfb-run") is not None:
        return True
    if fix and syslibs.is_root() and syslibs.has_apt():
        print("No display: installing Xvfb to run the player in (apt-get)", flush=True)
        if apt_get_install(XVFB_PACKAGES) and shutil.which("xvfb-run") is not None:
            return True
    if not quiet:
        how = apt_command(["xvfb"]) if syslibs.has_apt() else "install Xvfb (xvfb-run)"
        print(
            "No display (DISPLAY and WAYLAND_DISPLAY are not set). To run the player without "
            f"one, install Xvfb: {how}; or set QT_QPA_PLATFORM=offscreen to draw nowhere.",
            file=sys.stderr,
        )
    return False


def report_display(fix: bool, env: Mapping[str, str] = os.environ) -> int:
    """`dev.py doctor`'s display line: 0 with a display, or without one when Xvfb is here."""
    platform = platform_for(env)
    if platform is not None:
        print(f"Display: Qt will use its {platform} platform plugin.")
        return 0
    if not xvfb_ready(fix):
        return 2
    print(
        "No display: `python3 dev.py play` runs the player under Xvfb (xvfb-run -a); "
        "`python3 dev.py test` needs none."
    )
    return 0


def main(argv: list[str] | None = None) -> int:
    """`python -m puzzlegui.desktop.doctor [--fix] [--quiet] [--display] [--platform=P ...]`:
    check (and fix) what the player needs; without --platform, the display's own plugin."""
    args = sys.argv[1:] if argv is None else argv
    fix, verbose = "--fix" in args, "--quiet" not in args
    platforms = [arg.split("=", 1)[1] for arg in args if arg.startswith("--platform=")]
    if not platforms:
        return check(fix=fix, verbose=verbose)
    status = check_platforms(platforms, fix, verbose)
    if "--display" in args:
        status = max(status, report_display(fix))
    return status


if __name__ == "__main__":
    raise SystemExit(main())
