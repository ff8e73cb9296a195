"""`puzzle solve`, `check`, `hint` and `grade`: one board in, an answer out."""

from __future__ import annotations

import argparse
import json
import os
import threading
import time
from typing import Any, TextIO

from puzzlegui.cli.common import (
    EXIT_TIMEOUT,
    EXIT_USAGE,
    STATUS_EXIT,
    add_source,
    add_timeout,
    counted,
    load,
    time_left,
)
from puzzlegui.core import hint_names
from puzzlegui.core.cancel import (
    COMMAND_START,
    Cancelled,
    CancelToken,
    TimedOut,
    clock_read,
    probe,
)
from puzzlegui.core.difficulty import Difficulty, difficulty
from puzzlegui.core.formats.loader import Board
from puzzlegui.core.model import AnyPuzzleType, Hint, HintAsk, SolveResult, SolveStatus


def add(sub: Any, epilog: str) -> None:
    """Register the four subcommands."""
    raw = argparse.RawDescriptionHelpFormatter
    solve = sub.add_parser(
        "solve", help="solve a board and print the solution", epilog=epilog, formatter_class=raw,
        description="Solve a board and print it solved. Exit status: 0 solved (unique), "
        "1 no solution, 2 bad input or usage, 3 more than one solution (one is printed), "
        "4 timed out.",
    )  # fmt: skip
    add_source(solve)
    add_timeout(solve)
    solve.add_argument(
        "--strategy", default="default", metavar="NAME",
        help="a seed's own search instead of the default solver (see 'puzzle bench -h')",
    )  # fmt: skip
    solve.set_defaults(run=cmd_solve)
    check = sub.add_parser(
        "check", help="list every rule a board breaks",
        description="List every rule the board's marks break, with positions, and say whether "
        "it is complete. Exit status: 0 nothing broken, 1 rules broken, 2 bad input.",
    )  # fmt: skip
    add_source(check)
    check.set_defaults(run=cmd_check)
    hint = sub.add_parser(
        "hint", help="the next step for the board's marks, with its reason",
        description="The next step for the board's marks, with its rule and reason. Exit "
        "status: 0 a step (or the board is solved), 1 the board has no solution, 2 bad input, "
        "3 it has more than one solution, 4 no step found before the solver finished.",
    )  # fmt: skip
    add_source(hint)
    add_timeout(hint, "give up looking for a step after this long")
    hint.set_defaults(run=cmd_hint)
    grade = sub.add_parser("grade", help="how hard the puzzle is (hardest rule needed)")
    add_source(grade)
    add_timeout(grade, "give up grading after this long")
    grade.set_defaults(run=cmd_grade)


def solve_board(board: Board, strategy: str, seconds: float | None) -> SolveResult[Any]:
    """The default solver, or a named seed strategy of the board's type."""
    if strategy == "default":
        return board.ptype.solve(board.puzzle, limit=2, seconds=seconds)
    names = board.ptype.strategies
    if strategy not in names:
        from puzzlegui.cli.common import UsageError

        known = ", ".join(("default", *names))
        raise UsageError(f"no strategy '{strategy}' for {board.ptype.name} (known: {known})")
    result: SolveResult[Any] = board.ptype.solve_strategy(
        strategy, board.puzzle, limit=1, seconds=seconds
    )
    return result


class Watchdog:
    """The second line of defence of --timeout, in a `puzzle` process of its own: the searches
    read the clock themselves (core/cancel.py), but a step that does not (reading a 200x200
    board, building its tables, a loaded machine starving the process) must not carry the
    answer past T x 1.1 + 0.3 s. At T x WATCHDOG_SLACK + WATCHDOG_GRACE from the command's
    start it says "timed out" and ends the process (exit 4), unless the answer is already being
    written. Never armed in a call from another program (a test): it would end that program;
    nor with PUZZLEGUI_NO_WATCHDOG set (scripts/budget_check.py measures the first line alone)."""

    def __init__(self, args: argparse.Namespace, out: TextIO) -> None:
        self._lock = threading.Lock()
        self._timer: threading.Timer | None = None
        clock_read(COMMAND_START)  # the debug hook's gaps count from the command's start
        timeout: float | None = args.timeout
        if timeout is None or not vars(args).get("fresh", False):
            return
        if os.environ.get("PUZZLEGUI_NO_WATCHDOG"):
            return
        at = args.started + timeout * WATCHDOG_SLACK + WATCHDOG_GRACE
        self._timer = threading.Timer(max(0.0, at - time.monotonic()), self._fire, (args, out))
        self._timer.daemon = True
        self._timer.start()

    def _fire(self, args: argparse.Namespace, out: TextIO) -> None:
        if not self._lock.acquire(blocking=False):
            return  # the answer is being written
        timed_out(args, out)
        out.flush()
        if probe is not None:
            probe.write()  # os._exit skips the hook's own writing at exit
        os._exit(EXIT_TIMEOUT)  # no clean-up: a search still running would only delay it

    def answering(self) -> None:
        """The answer is about to be written: the watchdog keeps quiet from now on (if it has
        fired already, this thread waits for the process to end)."""
        clock_read()
        if self._timer is not None:
            self._timer.cancel()
        self._lock.acquire()


WATCHDOG_SLACK = 1.05
WATCHDOG_GRACE = 0.15
"""When the watchdog answers: T x 1.05 + 0.15 s, inside the promised T x 1.1 + 0.3 s with room
for the process to end; the searches' own deadline is T, so they answer first when they can."""


def cmd_solve(args: argparse.Namespace, out: TextIO, stdin: TextIO) -> int:
    """Print the solution (or say there is none) and exit by status."""
    dog = Watchdog(args, out)
    board = load(args, stdin)
    result = solve_board(board, args.strategy, time_left(args))
    dog.answering()
    if args.json:
        out.write(json.dumps(_solve_json(board, result)) + "\n")
        return STATUS_EXIT[result.status]
    status = result.status
    if result.solution is not None:
        out.write(board.ptype.format(board.puzzle, result.solution))
    if status is SolveStatus.MULTIPLE:
        out.write("# more than one solution: this is one of them\n")
    elif status is SolveStatus.NO_SOLUTION:
        out.write("No solution: this board cannot be solved.\n")
    elif status is SolveStatus.TIMEOUT:
        out.write(f"Timed out after {result.elapsed_ms / 1000:.1f} s without an answer.\n")
    return STATUS_EXIT[status]


def _solve_json(board: Board, result: SolveResult[Any]) -> dict[str, Any]:
    status = "timeout" if result.status is SolveStatus.CANCELLED else result.status.value
    solution = result.solution
    return {
        "type": board.ptype.name,
        "status": status,
        "solution": None
        if solution is None
        else board.ptype.solution_to_json(board.puzzle, solution),
        "elapsed_ms": round(result.elapsed_ms, 3),
        "nodes": result.nodes,
    }


def cmd_check(args: argparse.Namespace, out: TextIO, stdin: TextIO) -> int:
    """Every violation with its cells; complete or not."""
    board = load(args, stdin)
    violations = board.ptype.check(board.puzzle, board.state)
    complete = board.ptype.is_complete(board.puzzle, board.state)
    if args.json:
        data = {
            "type": board.ptype.name,
            "complete": complete,
            "solved": complete and not violations,
            "violations": [v.to_json() for v in violations],
        }
        out.write(json.dumps(data) + "\n")
        return 1 if violations else 0
    for violation in violations:
        out.write(f"{violation.code}: {violation.message}\n")
    if violations:
        out.write(f"{counted(len(violations), 'rule')} broken.\n")
    elif complete:
        out.write("Solved: complete and no rule broken.\n")
    else:
        out.write("No rule broken so far; not complete yet.\n")
    return 1 if violations else 0


def cmd_hint(args: argparse.Namespace, out: TextIO, stdin: TextIO) -> int:
    """The next step for the board's current marks; a board with no solution exits 1, one
    with several 3, one the hint could not decide in time 4."""
    dog = Watchdog(args, out)
    board = load(args, stdin)
    try:
        hint = board.ptype.hint(
            HintAsk(board.puzzle, board.state, CancelToken.after(time_left(args)))
        )
    except (Cancelled, TimedOut):
        dog.answering()
        return timed_out(args, out)
    dog.answering()
    if hint is None:
        out.write("null\n" if args.json else "Nothing to do: the board is solved.\n")
        return 0
    status = HINT_EXIT.get(hint.rule, 0)
    if args.json:
        out.write(json.dumps(staged_json(board.ptype, hint)) + "\n")
        return status
    out.write(f"{hint.text}\n")
    name = hint_names.rule_name(board.ptype, hint.rule)
    level = f"level {hint.level}: {name}" if hint.level >= 1 else name
    out.write(f"  rule: {hint.rule} ({level})\n")
    if hint.moves:
        out.write(f"  moves: {' '.join(str(m) for m in hint.moves)}\n")
    for number, step in enumerate(hint.substeps, 1):  # a trial's chain, as the window's More
        indent = "   " * step.depth  # a line inside a case of a split
        out.write(f"  {indent}{number}. {step.to_json()['text']}\n")
    return status


def score_reason(ptype: AnyPuzzleType, score: Difficulty) -> str:
    """Why the score is what it is, in a sentence."""
    name = hint_names.rule_name(ptype, score.rule)
    times = "once" if score.hard_steps == 1 else f"{score.hard_steps} times"
    above = f"{score.above_first} of {score.steps} steps were above the first level"
    return f"needed '{name}' {times}; {above}"


def staged_json(ptype: AnyPuzzleType, hint: Hint) -> dict[str, Any]:
    """The hint's JSON with the parts the player sees in turn: "area" (where to look:
    `Hint.area`), "rule" (its key) with "rule_name", "text", "moves"."""
    data = hint.to_json()
    data["area"] = [list(c) for c in hint.area]
    data["rule_name"] = hint_names.rule_name(ptype, hint.rule)
    return data


HINT_EXIT = {
    "no-solution": STATUS_EXIT[SolveStatus.NO_SOLUTION],
    "several-solutions": STATUS_EXIT[SolveStatus.MULTIPLE],
    "still-solving": STATUS_EXIT[SolveStatus.TIMEOUT],
}
"""The exit status of the hints that answer for the board rather than give a step."""


def timed_out(args: argparse.Namespace, out: TextIO) -> int:
    """Say the --timeout ran out (exit 4)."""
    if args.json:
        out.write(json.dumps({"status": "timeout", "timeout": args.timeout}) + "\n")
    else:
        out.write(f"Timed out after {args.timeout:g} s without an answer.\n")
    return EXIT_TIMEOUT


def cmd_grade(args: argparse.Namespace, out: TextIO, stdin: TextIO) -> int:
    """The puzzle's grade: the hardest ladder level needed without guessing."""
    dog = Watchdog(args, out)
    board = load(args, stdin)
    try:
        cancel = CancelToken.after(time_left(args))
        grade = board.ptype.grade(board.puzzle, cancel)
        score = difficulty(board.ptype, board.puzzle, cancel)
    except (Cancelled, TimedOut):
        dog.answering()
        return timed_out(args, out)
    dog.answering()
    why = score_reason(board.ptype, score)
    if args.json:
        data = {"level": grade.level, "label": grade.label, **score.to_json(), "reason": why}
        out.write(json.dumps(data) + "\n")
    else:
        out.write(f"{grade.label} (level {grade.level} of {len(board.ptype.levels)})\n")
        out.write(f"  difficulty {score.score:.2f}: {why}\n")
    return 0 if grade.level >= 1 else EXIT_USAGE
