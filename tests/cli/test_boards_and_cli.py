"""Every shipped board parses and solves uniquely; `puzzle solve` output passes `puzzle check`;
bad input gives one line naming line and column and exit status 2."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from puzzlegui import cli
from puzzlegui.cli import common
from puzzlegui.core import registry
from puzzlegui.core.formats.loader import parse_board, read_board
from puzzlegui.core.model import SolveStatus
from tests.samples import every_sample, sample_paths

ROOT = Path(__file__).resolve().parents[2]
BOARDS = every_sample()


def run_cli(args: list[str], stdin: str = "") -> tuple[int, str, str]:
    """Run `puzzle ARGS` in-process; (exit status, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin, sys.stdout, sys.stderr
    sys.stdin, sys.stdout, sys.stderr = io.StringIO(stdin), out, err
    try:
        status = cli.main(args)
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved
    return status, out.getvalue(), err.getvalue()


def test_every_type_has_at_least_six_boards() -> None:
    for name in registry.NAMES:
        assert len(sample_paths(name)) >= 6, name


@pytest.mark.slow
@pytest.mark.parametrize("path", BOARDS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_board_solves_uniquely_and_cli_output_checks(path: Path) -> None:
    board = read_board(path)
    assert board.ptype.name == path.parent.name
    assert board.ptype.check(board.puzzle, board.state) == []
    result = board.ptype.solve(board.puzzle, limit=2)
    assert result.status is SolveStatus.SOLVED
    assert result.solution is not None
    assert board.ptype.check(board.puzzle, result.solution) == []
    assert board.ptype.is_solved(board.puzzle, result.solution)
    status, solved_text, _ = run_cli(["solve", str(path)])
    assert status == common.EXIT_SOLVED
    solved = parse_board(solved_text)
    assert solved.ptype.is_solved(solved.puzzle, solved.state)
    status, report, _ = run_cli(["check", "-"], stdin=solved_text)
    assert (status, report) == (0, "Solved: complete and no rule broken.\n")


def test_solve_json_reports_status_and_neutral_solution() -> None:
    path = BOARDS[0]
    status, out, _ = run_cli(["solve", "--json", str(path)])
    data = json.loads(out)
    assert status == 0
    assert data["status"] == "solved"
    assert set(data) == {"type", "status", "solution", "elapsed_ms", "nodes"}
    board = read_board(path)
    state = board.ptype.solution_from_json(board.puzzle, data["solution"])
    assert board.ptype.is_solved(board.puzzle, state)


def test_malformed_file_gives_one_line_with_line_and_column(tmp_path: Path) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_text("nurikabe 3x2\n1 . .\n. z .\n")
    status, out, err = run_cli(["solve", str(bad)])
    assert status == common.EXIT_USAGE
    assert out == ""
    assert err.count("\n") == 1
    assert err.startswith(f"puzzle: {bad}:3:3: ")


def test_unknown_first_word_asks_for_a_type(tmp_path: Path) -> None:
    bad = tmp_path / "mystery.txt"
    bad.write_text("2.3\n...\n")
    status, _, err = run_cli(["solve", str(bad)])
    assert status == common.EXIT_USAGE
    assert ":1:1: cannot tell which puzzle this is" in err


def test_missing_file_and_bad_usage_exit_2(tmp_path: Path) -> None:
    status, _, err = run_cli(["solve", str(tmp_path / "nope.txt")])
    assert status == common.EXIT_USAGE
    assert "cannot read the file" in err
    status, _, err = run_cli(["frobnicate"])
    assert status == common.EXIT_USAGE
    assert err.startswith("puzzle: ")


def test_subcommand_help_shows_syntax_and_credits() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "puzzlegui.cli", "solve", "-h"],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    )
    assert "usage: puzzle solve" in result.stdout
    assert "credits:" in result.stdout


def test_piped_standard_input_is_read_by_the_console_script() -> None:
    text = BOARDS[0].read_text()
    result = subprocess.run(
        [sys.executable, "-m", "puzzlegui.cli", "solve"],
        input=text,
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert result.returncode == 0, result.stderr
    assert parse_board(result.stdout).ptype.name == BOARDS[0].parent.name


def test_urls_and_ids_are_accepted_where_a_file_is() -> None:
    status, out, _ = run_cli(["solve", "https://puzz.link/p?hashi/5/5/4g2i3h23k3g1g3g4g3"])
    assert status == common.EXIT_SOLVED
    assert out.startswith("hashi 5x5\n")
    status, out, _ = run_cli(["check", "7x7:e8b7e4a8a3l6_4b3e4e2a"])
    assert (status, out) == (0, "No rule broken so far; not complete yet.\n")


@pytest.mark.slow
@pytest.mark.parametrize("path", BOARDS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_convert_round_trips_through_every_form_that_fits(path: Path) -> None:
    board = read_board(path)
    for form in ("text", "json", "puzzlink", "tatham"):
        status, out, err = run_cli(["convert", str(path), "--to", form])
        if status != 0:
            assert form in ("puzzlink", "tatham")
            assert err.count("\n") == 1
            continue
        again = parse_board(out)
        assert again.puzzle == board.puzzle
        if form in ("text", "json"):
            assert again.state == board.state


def test_convert_refuses_what_a_form_cannot_hold() -> None:
    path = ROOT / "boards" / "logi5" / "01-easy-5x5.puzzle"
    status, _, err = run_cli(["convert", str(path), "--to", "puzzlink"])
    assert status == common.EXIT_USAGE
    assert "Logi-5" in err or "logi5" in err
