"""Measure every board entry point of the `puzzle` command: the largest input it accepts (parse
and check time, peak memory) and how fast and in how little memory it refuses 8 MB and 1 GB.

Each case runs the real command under /usr/bin/time -v (wall time, maximum resident set size of
the whole process, Python's start included). 1 GB inputs come from /dev/zero or a generator
through a pipe; no large file is written (8 MB ones go to a temporary folder). Prints the
Markdown table of docs/input-limits.md:

    .venv/bin/python scripts/input_limits.py
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

PUZZLE = str(Path(sys.executable).with_name("puzzle"))
GB = 1024**3
MB8 = 8 * 1024 * 1024


def measure(command: str) -> tuple[float, float, int, str]:
    """(seconds, peak MB, exit status, first stderr line) of a shell command whose last stage
    is the puzzle command (timed alone)."""
    pipe, _, last = command.rpartition("|")
    timed = f"{pipe}| /usr/bin/time -v {last}" if pipe else f"/usr/bin/time -v {last}"
    done = subprocess.run(
        ["bash", "-o", "pipefail", "-c", timed + " > /dev/null"],
        capture_output=True,
        text=True,
        check=False,
    )
    err = done.stderr
    wall = re.search(r"Elapsed \(wall clock\) time.*: (?:(\d+):)?(\d+):([\d.]+)", err)
    rss = re.search(r"Maximum resident set size \(kbytes\): (\d+)", err)
    status = re.search(r"Exit status: (\d+)", err)
    if wall is None or rss is None or status is None:
        raise RuntimeError(err)
    seconds = int(wall[1] or 0) * 3600 + int(wall[2]) * 60 + float(wall[3])
    said = next((line for line in err.splitlines() if line.startswith("puzzle:")), "")
    return seconds, int(rss[1]) / 1024, int(status[1]), said


def big_boards(folder: Path) -> dict[str, Path]:
    """The largest boards each form takes (200x200; Calcudoku and Logi-5 stop at 9x9)."""
    rows = [["."] * 200 for _ in range(200)]
    for r in range(0, 200, 4):
        for c in range(0, 200, 4):
            rows[r][c] = "4"
    grid = "\n".join(" ".join(row) for row in rows)
    paths = {"text": folder / "nurikabe-200.txt"}
    paths["text"].write_text(f"nurikabe 200x200\n{grid}\n")
    shikaku = folder / "shikaku-200.txt"
    shikaku.write_text(f"shikaku 200x200\n{grid}\n")
    for form in ("json", "puzzlink"):
        out = subprocess.run(
            [PUZZLE, "convert", str(paths["text"]), "--to", form],
            capture_output=True, text=True, check=True,
        ).stdout  # fmt: skip
        paths[form] = folder / f"nurikabe-200.{form}"
        paths[form].write_text(out)
    tatham = subprocess.run(
        [PUZZLE, "convert", str(shikaku), "--to", "tatham"],
        capture_output=True, text=True, check=True,
    ).stdout  # fmt: skip
    paths["tatham"] = folder / "shikaku-200.id"
    paths["tatham"].write_text(tatham)
    paths["pzprv3"] = folder / "nurikabe-200.pzprv3"
    paths["pzprv3"].write_text("pzprv3\nnurikabe\n200\n200\n" + grid + "\n")
    row = json.loads(paths["json"].read_text())
    paths["row"] = folder / "nurikabe-200.jsonl"
    paths["row"].write_text(json.dumps({"id": "big", **row}) + "\n")
    return paths


def junk(folder: Path) -> dict[str, Path]:
    """8 MB inputs (one byte under the limit) of each form's worst shape."""
    size = MB8 - 64
    shapes = {
        "text": "nurikabe 200x200\n" + ". " * (size // 2),
        "json": "[" * size,  # nested: json.loads refuses it by depth
        "puzzlink": "https://puzz.link/p?nurikabe/200/200/" + "g" * size,
        "tatham": "200x200:" + "1" * size,
        "pzprv3": "pzprv3\nnurikabe\n200\n200\n" + "\n" * size,
        "tokens": "nurikabe 200x200\n" + (". " * 99 + ".\n") * (size // 200),
        "newlines": "nurikabe 200x200\n" + "\n" * size,
        "row": '{"type": "nurikabe", "puzzle": "' + "x" * size + '"}',
    }
    paths = {}
    for form, text in shapes.items():
        paths[form] = folder / f"junk.{form}"
        paths[form].write_text(text)
    return paths


def table() -> str:
    """The Markdown table."""
    folder = Path(tempfile.mkdtemp(prefix="input-limits-"))
    try:
        big, bad = big_boards(folder), junk(folder)
        rows = [("start-up only", f"{PUZZLE} check -h")]
        for form in ("text", "json", "puzzlink", "tatham", "pzprv3"):
            rows.append((f"{form} file, largest accepted", f"{PUZZLE} check {big[form]}"))
            rows.append((f"{form} file, 8 MB", f"{PUZZLE} check {bad[form]}"))
        link = big["puzzlink"].read_text().strip()
        rows.append(("puzz.link URL argument (200x200)", f"{PUZZLE} check '{link}'"))
        ident = big["tatham"].read_text().strip()
        rows.append(("Tatham ID argument (200x200)", f"{PUZZLE} check '{ident}'"))
        rows.append(("stdin, largest accepted", f"cat {big['text']} | {PUZZLE} check -"))
        rows.append(("stdin, 8 MB on one line", f"cat {bad['text']} | {PUZZLE} check -"))
        rows.append(("stdin, 8 MB of 200-token lines", f"cat {bad['tokens']} | {PUZZLE} check -"))
        rows.append(("stdin, 8 MB of newlines", f"cat {bad['newlines']} | {PUZZLE} check -"))
        rows.append(("stdin, 1 GB of zeros", f"head -c {GB} /dev/zero | {PUZZLE} check -"))
        rows.append(
            ("stdin, 1 GB of '['", f"yes '[' | tr -d '\\n' | head -c {GB} | {PUZZLE} check -")
        )
        rows.append(("file /dev/zero (endless)", f"{PUZZLE} check /dev/zero"))
        rows.append(
            (
                "data set, largest row (bench: solving it, 1 s)",
                f"{PUZZLE} bench {big['row']} --timeout 1",
            )
        )
        rows.append(("data set, 8 MB row", f"{PUZZLE} bench {bad['row']}"))
        rows.append(("data set, 1 GB of zeros", f"{PUZZLE} bench /dev/zero"))
        lines = [
            "| entry point | seconds | peak MB | exit | answer |",
            "| --- | ---: | ---: | ---: | --- |",
        ]
        for label, command in rows:
            seconds, peak, status, said = measure(command)
            said = said[:90].replace("|", "/") + ("..." if len(said) > 90 else "")
            lines.append(f"| {label} | {seconds:.2f} | {peak:.0f} | {status} | {said} |")
        return "\n".join(lines) + "\n"
    finally:
        shutil.rmtree(folder)


if __name__ == "__main__":
    sys.stdout.write(table())
