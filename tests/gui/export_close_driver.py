"""A real player (`launch.run`, as `python -m puzzlegui` runs it) that exports its board and
closes its window while the export runs: `python export_close_driver.py BOARD TARGET WHEN`
(`... WHEN print`: prints to TARGET, a PDF file, instead; `... WHEN printer`: prints to the
printer named TARGET).

WHEN is the export's progress at which the window closes ("0.01": while painting, "1": the
file being compressed and written, Qt's step that cannot be stopped). It prints "child PID"
for the export's process and "closing" just before the close; the test times the exit.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QDialog

from puzzlegui.gui import export_process, launch, share
from puzzlegui.gui.dialogs import prompts
from puzzlegui.gui.dialogs.print_dialog import PrintDialog
from puzzlegui.gui.main_window import PlayerWindow


def say(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


class _Popen(subprocess.Popen):  # type: ignore[type-arg]
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        say(f"child {self.pid}")


def answer_print_dialog() -> None:
    """File > Print's own dialog (printing.py) answered as it opens: this puzzle, Print."""
    shown = prompts.run_dialog

    def run(dialog: QDialog) -> bool:
        if not isinstance(dialog, PrintDialog):
            return shown(dialog)
        dialog.show()
        dialog.print_button.click()
        return dialog.result() == QDialog.DialogCode.Accepted

    prompts.run_dialog = run


def main() -> int:
    board, target, when = sys.argv[1], Path(sys.argv[2]), float(sys.argv[3])
    share.ask_export_path = lambda _parent, _name: target
    how = sys.argv[4] if len(sys.argv) > 4 else "export"
    printing = how in ("print", "printer")

    def print_to(printer: QPrinter, _parent: object) -> bool:
        if how == "printer":
            printer.setPrinterName(str(target))
        else:
            printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
            printer.setOutputFileName(str(target))
        return True

    share.ask_print = print_to
    answer_print_dialog()
    setattr(export_process.subprocess, "Popen", _Popen)  # noqa: B010
    build = launch.build_window

    def build_and_export(file: str | None, resume: bool = True) -> PlayerWindow:
        window = build(file, resume)

        def close_at(outcome: Any) -> None:
            if outcome.value >= when and window.isVisible():
                say(f"closing {time.time():.3f}")
                window.close()

        window.jobs.job_progressed.connect(close_at)
        action = window.share.print if printing else window.share.export
        QTimer.singleShot(0, action.trigger)
        return window

    launch.build_window = build_and_export
    return launch.run(["puzzlegui", board])


if __name__ == "__main__":
    sys.exit(main())
