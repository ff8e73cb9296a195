"""What would catch the Nurikabe ladder's deep-trial steps (issue 35, part 5).

    nice .venv/bin/python scripts/nurikabe_deep_trials.py steps FILE...
    nice .venv/bin/python scripts/nurikabe_deep_trials.py walks FILE...

FILE: .puzzle files (puzzle generate -o DIR) or .jsonl rows. Both commands walk the grade
walk of hints.grade (every step of the easiest rung at once, one at a time for the trial rungs).

steps: at each state of the walk where deep trial is the easiest rung, two measures, printed
as a table of how many such states each limit would catch:
- rounds: the fewest rounds of the ladder's rules (deduce.propagate_from with the ladder's
  global rules) after which some trial of a free cell (beside a growing island or anywhere)
  runs into a contradiction ("none" when only the solver's rules, a strong trial, find one);
- ways: the fewest ways (shapes.py) of an island whose case analysis decides a cell, each way
  played out to the end with the ladder's rules ("plain") and with the solver's ("strong").

walks: the hardest rung of each board's walk with the ladder as it is, as it was before the
forcing chain and few-ways rungs, and with rungs inserted into that one just below deep trial,
for each candidate of --try (rounds=R: a trial of any free cell within R rounds; plain=W /
strong=W: island cases of at most W ways, played out with the ladder's or the solver's rules;
both=W:R: those cases, then that trial); or inserted just below deep trial into the ladder as
it is without the few-ways rung (cases=W: island cases of at most W ways, played out with the
ladder's rules to the end; cases-rounds=W:R: within R rounds); or the ladder as it is with the
forcing chain within R rounds (chain=R); per ladder, the boards whose hardest step is still a
deep trial (or above).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Callable, Iterator
from itertools import islice
from pathlib import Path
from typing import TextIO

from puzzlegui.core.nurikabe.engine.areas import listed_shapes
from puzzlegui.core.nurikabe.engine.deduce import (
    GLOBAL_RULES,
    UNKNOWN,
    WALL,
    WHITE,
    Analysis,
    Board,
    Cells,
    Contradiction,
    analyse,
    assign,
    propagate_from,
)
from puzzlegui.core.nurikabe.engine.shapes import TooMany
from puzzlegui.core.nurikabe.hints import board_of
from puzzlegui.core.nurikabe.ladder import trials
from puzzlegui.core.nurikabe.ladder.rungs import (
    LADDER,
    LEVEL,
    LEVELS,
    ONE_AT_A_TIME,
    StepRule,
    few_case_steps,
    forcing_chain_steps,
)
from puzzlegui.core.nurikabe.ladder.step import Step, apply_steps
from puzzlegui.core.nurikabe.ladder.trials import Rules, candidates, trial_rules
from puzzlegui.core.nurikabe.puzzle import Puzzle, make_puzzle
from puzzlegui.core.nurikabe.textfmt import parse

ROUNDS = (3, 4, 5, 6, 8, 10, 15, 30)
"""The round limits the steps table reports."""
WAYS = (2, 3, 4, 6, 10, 20, 250)
"""The limits on an island's ways the steps table reports."""
MOST_ROUNDS = 200
"""A trial still going after this many rounds counts as open (never met: a guard)."""


def load(paths: list[str]) -> Iterator[tuple[str, Puzzle]]:
    """(name, puzzle) of every board in the files."""
    for name in paths:
        path = Path(name)
        if path.suffix == ".jsonl":
            for line in path.read_text().splitlines():
                row = json.loads(line)
                p = row["puzzle"]
                clues = [tuple(c) for c in p["clues"]]
                yield str(row["id"]), make_puzzle(p["rows"], p["cols"], clues)
        else:
            yield path.name, parse(path.read_text())[0]


def rounds_to_break(board: Board, v: Cells, cell: int, guess: int, rules: Rules) -> int:
    """The rounds of `rules` after which `guess` at `cell` runs into a contradiction (0 when
    the value itself breaks a rule; -1 when none comes)."""
    t = v.copy()
    try:
        assign(board, t, [(cell, guess)])
    except Contradiction:
        return 0
    n = 0
    try:
        for n in range(1, MOST_ROUNDS):  # noqa: B007 (n: the round that broke)
            before = bytes(t)
            propagate_from(board, t, None, 1, rules)
            if bytes(t) == before:
                return -1
    except Contradiction:
        return n
    return -1


def fewest_rounds(board: Board, v: Cells, info: Analysis) -> tuple[int, bool]:
    """The fewest rounds any trial needs to break (-1: none with the ladder's rules), and
    whether that trial's cell is beside a growing island."""
    near = set(candidates(info))
    best, best_near = -1, False
    free = [j for j in range(board.size) if v[j] == UNKNOWN]
    for j in sorted(free, key=lambda j: j not in near):
        for guess in (WHITE, WALL):
            n = rounds_to_break(board, v, j, guess, GLOBAL_RULES)
            if n >= 0 and (best < 0 or n < best):
                best, best_near = n, j in near
    return best, best_near


def ways_of(board: Board, v: Cells, info: Analysis) -> list[tuple[int, int]]:
    """(ways, island index) of every growing island whose ways can be listed, fewest first."""
    nbs = board.neighbours
    risky = {j for isl in info.islands if not isl.clue for i in isl.cells for j in nbs[i]}
    found = []
    for k, isl in enumerate(info.islands):
        if isl.clue and isl.missing > 0:
            try:
                shapes = listed_shapes(board, v, info, k, risky)
            except TooMany:
                continue
            if len(shapes) > 1:
                found.append((len(shapes), k))
    return sorted(found)


def cases_decide(board: Board, v: Cells, info: Analysis, k: int, rules: Rules) -> bool:
    """Whether island k's case analysis (each way played out with `rules`) decides a cell."""
    nbs = board.neighbours
    risky = {j for isl in info.islands if not isl.clue for i in isl.cells for j in nbs[i]}
    isl = info.islands[k]
    alive = []
    for shape in listed_shapes(board, v, info, k, risky):
        t = _played(board, v, set(isl.cells).union(shape), shape, rules)
        if t is not None:
            alive.append(t)
    if not alive:
        return False
    first = alive[0]
    return any(
        x == UNKNOWN and first[j] != UNKNOWN and all(t[j] == first[j] for t in alive)
        for j, x in enumerate(v)
    )


def _played(
    board: Board, v: Cells, cells: set[int], shape: tuple[int, ...], rules: Rules, rounds: int = 0
) -> Cells | None:
    border = {n for i in cells for n in board.neighbours[i]} - cells
    t = v.copy()
    try:
        assign(board, t, [(j, WHITE) for j in shape])
        assign(board, t, [(j, WALL) for j in sorted(border)])
        propagate_from(board, t, None, rounds, rules)
    except Contradiction:
        return None
    return t


def fewest_ways(board: Board, v: Cells, info: Analysis, rules: Rules) -> int:
    """The fewest ways of an island whose case analysis decides a cell (0: none)."""
    for count, k in ways_of(board, v, info):
        if cases_decide(board, v, info, k, rules):
            return count
    return 0


def walk(board: Board, ladder: list[tuple[float, StepRule]]) -> tuple[int, list[Cells]]:
    """Ten times the hardest level of the grade walk with `ladder` ((level, rule), easiest
    first; an inserted rung's level ends in .5), and the boards on which deep trial was the
    easiest rung that found a step."""
    v = board.start()
    top, stalls = 1, []
    one_at_a_time = {*ONE_AT_A_TIME, *ALSO_ONE_AT_A_TIME}
    try:
        while UNKNOWN in v and v.count(WALL) < board.walls_needed:
            info = analyse(board, v)
            for level, rule in ladder:
                found = rule(board, v, info)
                few = rule in one_at_a_time or level != int(level)
                steps = list(islice(found, 1)) if few else list(found)
                if steps:
                    if level == LEVEL["deep-trial"]:
                        stalls.append(v.copy())
                    apply_steps(v, steps)
                    top = max(top, int(level * 10))
                    break
            else:
                return len(LEVELS) * 10, stalls
    except Contradiction:
        return len(LEVELS) * 10, stalls
    return top, stalls


def ladder_before() -> list[tuple[float, StepRule]]:
    """The ladder as it was before the forcing chain rung, with today's levels."""
    levels = list(range(1, len(LADDER) + 1))
    ladder = list(zip(levels, LADDER, strict=True))
    return [(level, rule) for level, rule in ladder if rule not in LATER]


LATER = (forcing_chain_steps, few_case_steps)
"""The rungs added below deep trial since the script was first run (issue 35)."""


def plain(*rules: StepRule) -> list[tuple[float, StepRule]]:
    """The ladder before the forcing chain with `rules` inserted just below deep trial (at
    level short trial + 0.5, in order)."""
    ladder = ladder_before()
    at = next(k for k, (level, _) in enumerate(ladder) if level == LEVEL["deep-trial"])
    added = [(LEVEL["short-trial"] + 0.5, rule) for rule in rules]
    return [*ladder[:at], *added, *ladder[at:]]


def after_chain(*rules: StepRule) -> list[tuple[float, StepRule]]:
    """The ladder as it is without the few-ways rung, with `rules` inserted just below deep
    trial (at level forcing chain + 0.5, in order)."""
    ladder = list(zip(range(1, len(LADDER) + 1), LADDER, strict=True))
    ladder = [(level, rule) for level, rule in ladder if rule is not few_case_steps]
    at = next(k for k, (level, _) in enumerate(ladder) if level == LEVEL["deep-trial"])
    added = [(LEVEL["chain"] + 0.5, rule) for rule in rules]
    return [*ladder[:at], *added, *ladder[at:]]


ALSO_ONE_AT_A_TIME: list[StepRule] = []
"""The rungs made here that the grade walk takes one step at a time, as the ladder's trials."""


def chain_rounds(rounds: int) -> list[tuple[float, StepRule]]:
    """The ladder as it is with the forcing chain's bound (trials.CHAIN) at `rounds`."""

    def rule(board: Board, v: Cells, info: Analysis) -> Iterator[Step]:
        kept = trials.CHAIN
        trials.CHAIN = rounds
        try:
            yield from forcing_chain_steps(board, v, info)
        finally:
            trials.CHAIN = kept

    ALSO_ONE_AT_A_TIME.append(rule)
    ladder = zip(range(1, len(LADDER) + 1), LADDER, strict=True)
    return [(level, rule if was is forcing_chain_steps else was) for level, was in ladder]


def trial_within(rounds: int) -> StepRule:
    """A trial rung whose contradiction comes within `rounds` rounds of the ladder's rules, on
    any free cell."""

    def rule(board: Board, v: Cells, info: Analysis) -> Iterator[Step]:
        for j in range(board.size):
            if v[j] != UNKNOWN:
                continue
            for guess, other in ((WHITE, WALL), (WALL, WHITE)):
                n = rounds_to_break(board, v, j, guess, GLOBAL_RULES)
                if 0 <= n <= rounds:
                    yield Step(0, "trial", [(j, other)], [])
                    return

    return rule


def cases_within(ways: int, rules_of: Callable[[Board], Rules], rounds: int = 0) -> StepRule:
    """An island cases rung limited to islands of at most `ways` ways, each way played out with
    `rules_of`'s rules to the end (or within `rounds` rounds)."""

    def rule(board: Board, v: Cells, info: Analysis) -> Iterator[Step]:
        rules = rules_of(board)
        nbs = board.neighbours
        risky = {j for isl in info.islands if not isl.clue for i in isl.cells for j in nbs[i]}
        for count, k in ways_of(board, v, info):
            if count > ways:
                return
            isl = info.islands[k]
            shapes = listed_shapes(board, v, info, k, risky)
            boards = [_played(board, v, set(isl.cells) | set(s), s, rules, rounds) for s in shapes]
            alive = [t for t in boards if t is not None]
            if not alive:
                continue
            first = alive[0]
            for j, x in enumerate(v):
                if x == UNKNOWN and first[j] != UNKNOWN and all(t[j] == first[j] for t in alive):
                    yield Step(0, "cases", [(j, first[j])], [])
                    return

    return rule


def steps_table(paths: list[str]) -> None:
    """The steps command."""
    rounds, ways_plain, ways_strong = Counter[int](), Counter[int](), Counter[int]()
    near_count = states = 0
    for name, puzzle in load(paths):
        board = board_of(puzzle)
        _, stalls = walk(board, ladder_before())
        for v in stalls:
            info = analyse(board, v)
            best, near = fewest_rounds(board, v, info)
            wp = fewest_ways(board, v, info, GLOBAL_RULES)
            ws = fewest_ways(board, v, info, trial_rules(board))
            rounds[best] += 1
            ways_plain[wp] += 1
            ways_strong[ws] += 1
            near_count += near
            states += 1
            say(f"{name}: rounds {best} near {near} ways plain {wp} strong {ws}", sys.stderr)
    say(f"deep-trial states: {states} (on {len(paths)} file(s))")
    say("| limit | trial within rounds | island cases, plain | island cases, strong |")
    say("| --- | --- | --- | --- |")
    for r, w in zip(ROUNDS, WAYS, strict=False):
        caught_r = sum(n for k, n in rounds.items() if 0 <= k <= r)
        caught_p = sum(n for k, n in ways_plain.items() if 0 < k <= w)
        caught_s = sum(n for k, n in ways_strong.items() if 0 < k <= w)
        say(f"| {r} rounds / {w} ways | {caught_r} | {caught_p} | {caught_s} |")
    say(f"| none | {rounds[-1]} | {ways_plain[0]} | {ways_strong[0]} |")
    say(f"fewest-round trial beside a growing island: {near_count} of {states}")


def walks_table(paths: list[str], spec: list[str]) -> None:
    """The walks command: per candidate rung, boards still needing deep trial or more."""
    candidates_: dict[str, list[tuple[float, StepRule]]] = {
        "before the forcing chain": ladder_before(),
        "without few ways": after_chain(),
        "as is": list(zip(range(1, len(LADDER) + 1), LADDER, strict=True)),
    }
    for item in spec:
        kind, limit = item.split("=")
        if kind == "rounds":
            candidates_[item] = plain(trial_within(int(limit)))
        elif kind == "plain":
            candidates_[item] = plain(cases_within(int(limit), lambda b: GLOBAL_RULES))
        elif kind == "strong":
            candidates_[item] = plain(cases_within(int(limit), trial_rules))
        elif kind == "cases":  # the ladder as is, island cases of at most W ways below deep trial
            candidates_[item] = after_chain(cases_within(int(limit), lambda b: GLOBAL_RULES))
        elif kind == "cases-rounds":  # cases-rounds=WAYS:ROUNDS, each way within ROUNDS
            ways, rounds = (int(x) for x in limit.split(":"))
            rule = cases_within(ways, lambda b: GLOBAL_RULES, rounds)
            candidates_[item] = after_chain(rule)
        elif kind == "chain":  # chain=R: the ladder as is, its forcing chain within R rounds
            candidates_[item] = chain_rounds(int(limit))
        elif kind == "both":  # both=WAYS:ROUNDS, the cases first
            ways, rounds = (int(x) for x in limit.split(":"))
            cases = cases_within(ways, lambda b: GLOBAL_RULES)
            candidates_[item] = plain(cases, trial_within(rounds))
    boards = list(load(paths))
    deep = LEVEL["deep-trial"] * 10
    say(f"boards: {len(boards)}")
    say("| ladder | deep trial or above | deep trial | inserted rung | forcing chain |")
    say("| --- | --- | --- | --- | --- |")
    for label, ladder in candidates_.items():
        tops = Counter(walk(board_of(p), ladder)[0] for _, p in boards)
        above = sum(n for t, n in tops.items() if t >= deep)
        added = sum(n for t, n in tops.items() if t % 10)
        chain = tops[LEVEL["chain"] * 10]
        say(f"| {label} | {above} | {tops[deep]} | {added} | {chain} |")


def say(line: str, stream: TextIO = sys.stdout) -> None:
    """One line, flushed."""
    stream.write(line + "\n")
    stream.flush()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=("steps", "walks"))
    parser.add_argument("files", nargs="+")
    parser.add_argument("--try", dest="spec", default="rounds=6,plain=3,strong=3")
    args = parser.parse_args()
    if args.command == "steps":
        steps_table(args.files)
    else:
        walks_table(args.files, args.spec.split(","))


if __name__ == "__main__":
    main()
