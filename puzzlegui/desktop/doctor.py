"""`python3 dev.py doctor` and the check before the player starts: is there a display, and do
the system libraries of Qt's platform plugin load?

Missing libraries are installed with apt-get when we may (root, as in containers and CI), else
the one command that installs them is printed and the exit status is 2.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path

from . import syslibs

NO_DISPLAY = (
    "No display: DISPLAY and WAYLAND_DISPLAY are not set. To play without one, run "
    "`xvfb-run -a {command}`, or `QT_QPA_PLATFORM=offscreen {command}` to draw nowhere."
)


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
    """The system sonames Qt's `platform` plugin needs that do not load (none without Qt)."""
    pyside = syslibs.qt_folder()
    if pyside is None or not sys.platform.startswith("linux"):
        return []
    return syslibs.missing(needed_roots(pyside, platform))


def install_command(sonames: list[str]) -> str:
    """The one command that installs the packages giving `sonames` (apt, else a plain list)."""
    if not syslibs.has_apt():
        return "install the packages that provide " + " ".join(sonames)
    found = syslibs.apt_packages(sonames)
    packages = sorted({found[s] or syslibs.package_for(s) for s in sonames})
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
    if not _apt_get(["install", "-y", "--no-install-recommends", *names]):
        return False
    return all(syslibs.loads(s) for s in sonames)


def _apt_get(args: list[str]) -> bool:
    """Run apt-get quietly; its output is shown only when it fails."""
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    done = subprocess.run(
        ["apt-get", "-q", *args], env=env, capture_output=True, text=True, check=False
    )
    if done.returncode != 0:
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
    lost = missing_libraries(platform)
    if lost and fix and syslibs.is_root() and syslibs.has_apt() and apt_install(lost):
        lost = missing_libraries(platform)
    if lost:
        print(
            f"Qt's {platform} platform plugin cannot load {', '.join(lost)}; "
            f"install them with: {install_command(lost)}",
            file=sys.stderr,
        )
        return 2
    if verbose:
        print(f"Qt's {platform} platform plugin: every system library it needs loads.")
    return 0


def main(argv: list[str] | None = None) -> int:
    """`python -m puzzlegui.desktop.doctor [--fix]`: check (and fix) what the player needs."""
    args = sys.argv[1:] if argv is None else argv
    return check(fix="--fix" in args, verbose="--quiet" not in args)


if __name__ == "__main__":
    raise SystemExit(main())
