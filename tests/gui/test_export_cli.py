"""`puzzle export` and `puzzle generate --pdf` (the booklet), run in-process."""

from __future__ import annotations

import math
import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QImage

from puzzlegui import cli
from puzzlegui.core.formats.loader import read_board
from puzzlegui.gui import render
from tests.cli.test_cli_interrupt import (
    assert_no_process_left,
    interrupt,
    read_rest,
    start,
)

from .helpers import BOARDS
from .test_export import pdf_pages

LOGI5 = BOARDS / "logi5"


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    """The exit status, standard output and standard error of `puzzle ARGS`."""
    status = cli.main(list(args))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_export_a_file_to_each_format(
    capsys: pytest.CaptureFixture[str], qapp: Any, tmp_path: Path
) -> None:
    source = str(LOGI5 / "01-easy-5x5.puzzle")
    for suffix in ("png", "svg", "pdf"):
        target = tmp_path / f"board.{suffix}"
        status, out, err = run(capsys, "export", source, "--to", str(target))
        assert (status, out, err) == (0, f"{target}\n", "")
        assert target.stat().st_size > 1000
    assert not QImage(str(tmp_path / "board.png")).isNull()
    assert pdf_pages(tmp_path / "board.pdf") == 1


def test_export_a_url_with_its_solution(
    capsys: pytest.CaptureFixture[str], qapp: Any, tmp_path: Path
) -> None:
    target = tmp_path / "nurikabe.pdf"
    url = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"
    status, _, err = run(capsys, "export", url, "--to", str(target), "--solution")
    assert (status, err) == (0, "")
    assert pdf_pages(target) == 2


def test_export_refuses_an_unknown_format(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run(capsys, "export", str(LOGI5 / "01-easy-5x5.puzzle"), "--to", "x.gif")
    assert status == 2
    assert "name the file .png, .svg or .pdf" in err


@pytest.mark.slow
def test_a_booklet_of_twelve(capsys: pytest.CaptureFixture[str], qapp: Any, tmp_path: Path) -> None:
    # Shikaku is the type whose generator is wired into the registry today.
    target = tmp_path / "book.pdf"
    status, out, err = run(
        capsys, "generate", "shikaku", "--size", "6x6", "--count", "12", "--seed", "3",
        "--pdf", str(target),
    )  # fmt: skip
    assert (status, err) == (0, "")
    expected = math.ceil(12 / 6) + math.ceil(12 / 12)
    assert out == f"{target}: 12 puzzles, {expected} pages\n"
    assert pdf_pages(target) == expected
    data = target.read_bytes()
    assert b"/MediaBox [0 0 595" in data  # A4: 595 x 842 points


def test_a_booklet_also_writes_the_files_when_asked(
    capsys: pytest.CaptureFixture[str], qapp: Any, tmp_path: Path
) -> None:
    target, folder = tmp_path / "book.pdf", tmp_path / "boards"
    status, out, _ = run(
        capsys, "generate", "shikaku", "--size", "5x5", "--count", "2", "--seed", "1",
        "--pdf", str(target), "-o", str(folder),
    )  # fmt: skip
    assert status == 0
    assert len(list(folder.glob("*.puzzle"))) == 2
    assert out.splitlines()[-1] == f"{target}: 2 puzzles, 2 pages"


def test_a_logi5_booklet_from_the_samples(qapp: Any, tmp_path: Path) -> None:
    boards = [read_board(path) for path in sorted(LOGI5.glob("*-5x5.puzzle"))]
    puzzles, solutions = [], []
    for number in range(1, 13):
        board = boards[number % len(boards)]
        caption = f"{number}. Logi-5, sample {number}"
        puzzles.append(render.Picture(board.ptype, board.puzzle, None, caption))
        solution = render.solution_of(board.ptype, board.puzzle)
        solutions.append(render.Picture(board.ptype, board.puzzle, solution, f"{number}."))
    target = tmp_path / "logi5.pdf"
    assert render.write_booklet(target, "Logi-5", puzzles, solutions) == 3
    assert pdf_pages(target) == 3


@pytest.mark.slow
def test_ctrl_c_during_a_booklet_writes_the_puzzles_made(tmp_path: Path) -> None:
    # A real run, standard error a terminal (the bar): once the first file is listed (written in
    # seed order), Ctrl+C reaches the whole process group. The booklet of the puzzles made so far
    # is still drawn and written.
    target, folder = tmp_path / "book.pdf", tmp_path / "boards"
    args = ["generate", "logi5", "--count", "300", "--seed", "1", "--jobs", "2", "-o", str(folder)]
    proc, terminal = start([*args, "--pdf", str(target)], terminal=True)
    assert terminal is not None
    assert proc.stdout is not None
    first = proc.stdout.readline()
    assert first == f"{folder / 'logi5-hard-5x5-1.puzzle'}\n"
    rest, _, _ = interrupt(proc)
    err = (read_rest(terminal)).decode().replace("\r\n", "\n")
    assert proc.returncode == 130, err
    assert "Traceback" not in err
    assert "/300 [" in err  # the bar was drawn
    line = err.split("\r")[-1]
    match = re.fullmatch(r"puzzle: interrupted: (\d+) of 300 puzzles written; the rest: .*\n", line)
    assert match, line
    done = int(match[1])
    assert 1 <= done < 300
    pages = math.ceil(done / 6) + math.ceil(done / 12)
    assert (first + rest).splitlines()[done:] == [f"{target}: {done} puzzles, {pages} pages"]
    assert pdf_pages(target) == pages
    assert len(list(folder.iterdir())) == done
    assert_no_process_left(proc.pid)
