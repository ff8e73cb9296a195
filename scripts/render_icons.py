"""Render the hicolor PNG icons from the SVGs (run again when an SVG changes):

    python3 scripts/render_icons.py        # needs rsvg-convert (apt-get install librsvg2-bin)

16, 24 and 32 px come from puzzlegui-small.svg (two islands and a bridge, no digits: they
cannot be read that small); 48 px and up from puzzlegui.svg. The PNGs are committed, in
resources/icons/hicolor/<N>x<N>/apps/puzzlegui.png, where --install-desktop copies them from.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ICONS = Path(__file__).resolve().parents[1] / "resources" / "icons"
SIZES = (16, 24, 32, 48, 64, 128, 256)
SMALL_UP_TO = 32


def main() -> int:
    """Write every size; one line per file."""
    if shutil.which("rsvg-convert") is None:
        sys.stderr.write("render_icons.py needs rsvg-convert: apt-get install librsvg2-bin\n")
        return 2
    for size in SIZES:
        source = ICONS / ("puzzlegui-small.svg" if size <= SMALL_UP_TO else "puzzlegui.svg")
        target = ICONS / "hicolor" / f"{size}x{size}" / "apps" / "puzzlegui.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        command = ["rsvg-convert", "-w", str(size), "-h", str(size), "-o", str(target)]
        subprocess.run([*command, str(source)], check=True)
        sys.stdout.write(f"{target.relative_to(ICONS.parents[1])} from {source.name}\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
