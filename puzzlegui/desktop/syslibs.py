"""Which system libraries Qt's platform plugin needs and cannot load, and the Debian packages
that provide them.

The plugin's DT_NEEDED names are followed through the libraries PySide6 bundles (found on their
RUNPATH); every other name is a system library, tried with the dynamic loader itself
(ctypes.CDLL), so the answer is what Qt will meet, not a guess from installed package names.
"""

from __future__ import annotations

import ctypes
import importlib.util
import os
import re
import shutil
import subprocess
from pathlib import Path

from .elf import read_dynamic

EXCEPTIONS: dict[str, str] = {
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libgobject-2.0.so.0": "libglib2.0-0",
    "libgio-2.0.so.0": "libglib2.0-0",
    "libstdc++.so.6": "libstdc++6",
    "libm.so.6": "libc6",
    "libdl.so.2": "libc6",
    "libpthread.so.0": "libc6",
    "librt.so.1": "libc6",
    "ld-linux-x86-64.so.2": "libc6",
    "ld-linux-aarch64.so.1": "libc6",
    "libz.so.1": "zlib1g",
}
"""Sonames whose Debian package is not named by the policy's rule (see `package_for`)."""


QT_NEEDS_COMMON = (
    "libGL.so.1",
    "libEGL.so.1",
    "libglib-2.0.so.0",
    "libgthread-2.0.so.0",
    "libfontconfig.so.1",
    "libfreetype.so.6",
    "libX11.so.6",
    "libxkbcommon.so.0",
    "libdbus-1.so.3",
    "libzstd.so.1",
    "libz.so.1",
    "libstdc++.so.6",
    "libgcc_s.so.1",
)
QT_NEEDS_PLATFORM = {
    "xcb": (
        "libxkbcommon-x11.so.0",
        "libxcb-cursor.so.0",
        "libxcb-icccm.so.4",
        "libxcb-util.so.1",
        "libxcb-image.so.0",
        "libxcb-keysyms.so.1",
        "libxcb-randr.so.0",
        "libxcb-render-util.so.0",
        "libxcb-shm.so.0",
        "libxcb-sync.so.1",
        "libxcb-xfixes.so.0",
        "libxcb-render.so.0",
        "libxcb-shape.so.0",
        "libxcb-xkb.so.1",
        "libxcb.so.1",
        "libX11-xcb.so.1",
    ),
    "wayland": ("libwayland-client.so.0", "libwayland-cursor.so.0"),
}
"""The system sonames PySide6-Essentials 6.10's Qt Widgets and platform plugins need (beyond
libc), for the check that runs before PySide6 is downloaded; once it is installed its binaries
are read instead. tests/test_desktop.py keeps this list a superset of what they name."""


def known_needs(platform: str) -> list[str]:
    """The listed system sonames Qt Widgets on `platform` needs (see QT_NEEDS_COMMON)."""
    return [*QT_NEEDS_COMMON, *QT_NEEDS_PLATFORM.get(platform, ())]


def qt_folder() -> Path | None:
    """The installed PySide6 package folder, found without importing it (no Qt is loaded)."""
    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations)))


def plugin_path(pyside: Path, platform: str) -> Path:
    """The file of Qt's platform plugin `platform` ("xcb", "wayland", "offscreen", ...)."""
    return pyside / "Qt" / "plugins" / "platforms" / f"libq{platform}.so"


def system_needs(roots: list[Path]) -> list[str]:
    """The system sonames `roots` need, through every bundled library they pull in."""
    seen: set[Path] = set()
    system: list[str] = []
    todo = list(roots)
    while todo:
        path = todo.pop()
        if path in seen:
            continue
        seen.add(path)
        dynamic = read_dynamic(path)
        for name in dynamic.needed:
            bundled = next((d / name for d in dynamic.search if (d / name).is_file()), None)
            if bundled is not None:
                todo.append(bundled.resolve())
            elif name not in system:
                system.append(name)
    return system


def load_error(soname: str) -> str | None:
    """Why the dynamic loader cannot load `soname` (with everything it needs); None if it can."""
    try:
        ctypes.CDLL(soname)
    except OSError as error:
        return str(error)
    return None


def loads(soname: str) -> bool:
    """True when the dynamic loader finds `soname` and everything it needs."""
    return load_error(soname) is None


def culprit(soname: str, error: str) -> str:
    """The library a load error names as absent: `soname` itself, or one it needs."""
    named, _, reason = error.partition(": ")
    return named if "cannot open shared object file" in reason else soname


def missing(roots: list[Path]) -> list[str]:
    """The system sonames `roots` need that do not load (or the one they need that is absent),
    in the order they are named."""
    return missing_names(system_needs(roots))


def missing_names(names: list[str]) -> list[str]:
    """The sonames of `names` that do not load (or the one each needs that is absent)."""
    lost: list[str] = []
    for name in names:
        error = load_error(name)
        if error is not None and culprit(name, error) not in lost:
            lost.append(culprit(name, error))
    return lost


def package_for(soname: str) -> str:
    """The Debian package a soname's policy name gives (libfoo.so.1 -> libfoo1,
    libfoo2.so.3 -> libfoo2-3; Debian Policy 8.1), or the known exception."""
    if soname in EXCEPTIONS:
        return EXCEPTIONS[soname]
    match = re.fullmatch(r"(.+?)\.so\.([0-9][0-9.]*)", soname)
    if match is None:
        return soname
    name, version = match.group(1).lower().replace("_", "-"), match.group(2)
    return f"{name}-{version}" if name[-1].isdigit() else f"{name}{version}"


def apt_packages(sonames: list[str]) -> dict[str, str | None]:
    """The package apt knows for each soname: its policy name, else the `t64` rename of Debian
    13 and Ubuntu 24.04; None when apt has neither. One `apt-cache policy` call for all."""
    names = {s: package_for(s) for s in sonames}
    candidates = sorted({c for name in names.values() for c in (name, f"{name}t64")})
    done = subprocess.run(
        ["apt-cache", "policy", *candidates], capture_output=True, text=True, check=False
    )
    known = _installable(done.stdout)
    found: dict[str, str | None] = {}
    for soname, name in names.items():
        found[soname] = next((c for c in (name, f"{name}t64") if c in known), None)
    return found


def _installable(policy: str) -> set[str]:
    """The packages `apt-cache policy` output gives a candidate version for."""
    known: set[str] = set()
    package = ""
    for line in policy.splitlines():
        if line and not line[0].isspace() and line.endswith(":"):
            package = line[:-1].split(":")[0]
        elif line.strip().startswith("Candidate:") and "(none)" not in line:
            known.add(package)
    return known


def has_apt() -> bool:
    """True when apt-get and apt-cache are here (Debian, Ubuntu and their children)."""
    return shutil.which("apt-get") is not None and shutil.which("apt-cache") is not None


def is_root() -> bool:
    """True when this process may install system packages itself."""
    return hasattr(os, "geteuid") and os.geteuid() == 0
