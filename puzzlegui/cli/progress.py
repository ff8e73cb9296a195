"""The progress bar of long `puzzle` runs (bench, generate, booklets): count, rate and time left
on standard error, drawn by tqdm only when standard error is a terminal, so piped output and
`--json` lines stay clean."""

from __future__ import annotations

import sys
from typing import NoReturn, TextIO

from tqdm import tqdm

# tqdm's monitor thread only tunes how often a bar redraws; ours is updated on every item, and a
# thread would stop cli/parallel.py from forking its workers.
tqdm.monitor_interval = 0


def bar(total: int, unit: str, stream: TextIO | None = None) -> tqdm[NoReturn]:
    """A bar of `total` steps named by `unit` ("row", "puzzle"); silent unless `stream` (standard
    error by default) is a terminal and there is more than one step. It clears itself on close."""
    stream = sys.stderr if stream is None else stream
    shown = total > 1 and _is_terminal(stream)
    return tqdm(
        total=total, unit=unit, file=stream, disable=not shown, leave=False,
        dynamic_ncols=True, smoothing=0.1,
    )  # fmt: skip


def _is_terminal(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except ValueError:  # a closed stream
        return False
