"""`python -m puzzlegui [FILE]` and the `puzzlegui` command start the player."""

from __future__ import annotations

import sys
import time
from collections.abc import Sequence

STARTED = time.perf_counter()
"""When the player started, before Qt is imported (for --startup-time)."""

DESKTOP_OPTIONS = ("--install-desktop", "--uninstall-desktop")


def main(argv: Sequence[str] | None = None) -> int:
    """Start the player on FILE, else the last game, else a sample board."""
    args = list(sys.argv[1:] if argv is None else argv)
    if "--version" in args:  # before anything else: no Qt, no library, no other instance
        from puzzlegui.version import version

        sys.stdout.write(f"puzzlegui {version()}\n")
        return 0
    chosen = [option for option in DESKTOP_OPTIONS if option in args]
    if chosen:
        from puzzlegui.desktop import integration

        return integration.main(chosen[0])
    handed = _hand_over(args)
    if handed is not None:
        return handed
    from puzzlegui.desktop import doctor

    # Qt's own answer to a missing library or display is an abort naming one library at most.
    checked = not {"-h", "--help", "-platform"} & set(args)
    if checked and doctor.check(fix=False, command="puzzlegui") != 0:
        return 2
    from puzzlegui.gui.launch import run

    return run([sys.argv[0], *args], STARTED)


def _hand_over(args: list[str]) -> int | None:
    """Hand the argument to a player already running (its exit status), else None."""
    try:
        from puzzlegui.gui import single_instance
    except ImportError:  # Qt cannot load: the doctor below says why
        return None
    return single_instance.hand_over_early(args)


if __name__ == "__main__":
    sys.exit(main())
