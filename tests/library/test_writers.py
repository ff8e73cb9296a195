"""Several writers on one library: real OS processes saving one game never lose a step (every
save is a compare-and-set on the game's version), and a stale writer's history is kept as a game
of its own, never spliced into the other."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

from puzzlegui.library.store import COPY_MARK, open_library
from tests.library.test_store import new_record

ROOT = Path(__file__).resolve().parents[2]

WRITER = textwrap.dedent(
    """
    import sys
    from dataclasses import replace
    from pathlib import Path
    from puzzlegui.library.records import Step
    from puzzlegui.library.store import Conflict, open_library

    path, name, count, identity = Path(sys.argv[1]), sys.argv[2], int(sys.argv[3]), sys.argv[4]
    library, notices = open_library(path)
    assert not notices, notices
    conflicts = 0
    for number in range(count):
        while True:
            game_id = library.find(identity)
            record = library.game(game_id)
            steps = library.steps(game_id)
            mine = Step(f"{name}-{number}", ("r1c1=1",))
            try:
                library.save(replace(record, undo_index=len(steps) + 1), len(steps), [mine])
                break
            except Conflict:
                conflicts += 1
    library.close()
    print(conflicts)
    """
)


def test_four_processes_appending_to_one_game_lose_no_step(tmp_path: Path) -> None:
    path = tmp_path / "games.sqlite3"
    library, _ = open_library(path)
    record = new_record()
    game_id = library.create(record, [])
    library.close()
    names, count = ["a", "b", "c", "d"], 25
    writers = [
        subprocess.Popen(
            [sys.executable, "-c", WRITER, str(path), name, str(count), record.identity],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for name in names
    ]
    results = [writer.communicate(timeout=60) for writer in writers]
    assert [w.returncode for w in writers] == [0] * len(names), [err for _, err in results]
    library, _ = open_library(path)
    labels = [step.label for step in library.steps(game_id)]
    assert sorted(labels) == sorted(f"{n}-{i}" for n in names for i in range(count))
    for name in names:  # each writer's steps in its own order
        assert [x for x in labels if x.startswith(name)] == [f"{name}-{i}" for i in range(count)]
    assert library.game(game_id).version == len(names) * count


def test_a_stale_writer_is_refused_and_its_history_kept_as_a_game_of_its_own(
    tmp_path: Path,
) -> None:
    from puzzlegui.library.records import Step
    from puzzlegui.library.store import Conflict

    path = tmp_path / "games.sqlite3"
    first, _ = open_library(path)
    second, _ = open_library(path)
    game_id = first.create(new_record(), [Step("start", ("r1c1=1",))])
    read_by_first, read_by_second = first.game(game_id), second.game(game_id)
    first.save(read_by_first, 1, [Step("first", ("r1c4=3",))])
    mine = [Step("start", ("r1c1=1",)), Step("second", ("r2c2=2",))]
    try:
        second.save(read_by_second, 1, mine[1:])
        raise AssertionError("a stale save went through")
    except Conflict:
        fork = second.fork(read_by_second, mine)
    assert [s.label for s in first.steps(game_id)] == ["start", "first"]
    assert [s.label for s in first.steps(fork.id)] == ["start", "second"]
    assert COPY_MARK in fork.identity
    assert first.find(new_record().identity) == game_id  # the puzzle still opens the first
