"""The memo behind the ladder's trial rungs (short and deep trial): it carries their work from one
hint to the next.

A trial sets a free cell beside a growing island to one value and runs the solver's rules
(deduce.propagate); a contradiction proves the other value. On a large board most trials find
none, and a hint walk used to repeat all of them on every press. The memo keeps, per (cell,
value), the fixpoint a trial reached without a contradiction, as two bit sets. A later board
that agrees with that fixpoint on every cell both decide is skipped: the rules found nothing
there and the board has not moved against it. That skip is a heuristic (new cells elsewhere may
feed the rules), so a deep-trial scan that skips and finds nothing runs up to ladder.RESCAN of
the skipped trials again, nearest the last change first: on a board with fewer skips it misses
no step the plain scan finds, and on a large one a hint's work stays bounded (the fall-through
is the next rung: the solution's cell, or "still solving"). A step is always a real
contradiction, so every step stays sound.

Cost: one propagation per candidate and value the memo cannot vouch for, plus O(cells / 64)
word operations per skip test.

The nested trial rung lives here too (`nested_steps`), a trial inside a trial: suppose a free
cell beside a growing island takes one value, run the solver's rules, and then, inside that
supposition, try the free cells beside its growing islands one at a time as the deep trial does
on the real board; a value refuted there gives the other and the rules run again. When the
supposition runs into a contradiction this way (or leaves a cell that can be neither), the cell
takes its other value. It is the bifurcation a strong solver does on paper when one trial is
not enough, needs no look at the solution, and its chain of inner trials is the step's
sub-steps. Cost: up to (free cells)^2 propagations per scan, bounded by an Allowance of
propagations (HINT_WORK over the board's cells, inside the hint's own when a hint asks): a
count, not a clock, so a grade is the same on any machine.

The forcing chain rung lives here too (`chain_steps`, `chain_of`): a supposition followed a few
rounds. A player supposes one value of a free cell, writes in what the named rules then force,
round after round (each round: every basic rule at once, or else one of the rules that read the
whole board: unreachable cells and island shapes, wall connectivity), and meets a contradiction
within CHAIN rounds; so the cell takes the other value. It is the short trial (three rounds,
cells beside growing islands) carried a little further and to every free cell, with the chain
written out: each round's cells are a sub-step a player can follow on paper. A deep trial is
the same without a bound on the rounds and with no chain to follow. Sound as a trial is: every
round is the rules, which hold on the answer. Cost: one propagation of at most CHAIN rounds per
cell and value tried, every free cell within HINT_WORK (as the nested rung), then one more for
the chain of the step found. A value that a trial of the same scan (or the hint's short trials,
on the same board) reached at its fixpoint without a contradiction is not tried: the rules only
decide more as cells get decided, so it reaches no contradiction in any number of rounds
(`dominated`; a fifth of a large board's trials).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from puzzlegui.core.cancel import CancelToken

from ..engine.bits import mask_of
from ..engine.deduce import (
    GLOBAL_RULES,
    UNKNOWN,
    WALL,
    WHITE,
    Analysis,
    Board,
    Cells,
    Contradiction,
    Known,
    Rule,
    analyse,
    assign,
    propagate_from,
)
from ..engine.reaches import island_reaches
from ..solver.ruleset import rules_for
from .meter import GUIDED_CPU, HINT_CPU
from .step import Step

Rules = tuple[tuple[str, Rule], ...]


def trial_rules(board: Board) -> Rules:
    """The global rules of a strong trial: the solver's (solver.rules_for), which see
    contradictions the ladder's rules miss (claim-cuts, paths-cross and the others the ladder
    does not name serve only inside strong trials and island cases); a plain trial runs the
    ladder's (deduce.GLOBAL_RULES), at about half the cost."""
    return rules_for(board)


WORK = 40_000
"""Propagations times cells that each costly rung (deep trials away from the islands and
strong trials, island cases) may spend on one hint: a propagation costs about O(cells), so
this bounds them alike on small and large boards (400 trials on a 10x10, 28 on a 45x31)."""


@dataclass
class Allowance:
    """The propagations a costly rung may still spend on one hint. A count, not a clock, so
    that a board's grade and its hints do not depend on the machine's load. One `within`
    another (the hint's, HINT_WORK) spends from both."""

    left: int
    within: Allowance | None = None

    def spend(self, count: int = 1) -> bool:
        """Take `count` propagations; False (and nothing taken) when they are not left."""
        if self.left < count or (self.within is not None and self.within.left < count):
            return False
        self.left -= count
        if self.within is not None:
            self.within.left -= count
        return True

    @property
    def spent(self) -> bool:
        """True when not one more propagation may be taken (here or in the one it is within)."""
        return self.left <= 0 or (self.within is not None and self.within.spent)

    def refund(self) -> None:
        """Give back one propagation taken but not spent (the memo skipped the trial)."""
        self.left += 1
        if self.within is not None:
            self.within.left += 1


def allowance_of(board: Board, within: Allowance | None = None) -> Allowance:
    """A costly rung's allowance for one hint on `board` (WORK), inside the hint's own
    (`within`), if any."""
    return Allowance(max(WORK // board.size, 8), within)


HINT_WORK = 1_000_000
"""Propagations times cells that all the trial rungs of one hint may spend together (the grade
walk has no such bound): on a board of up to about 30x30 it is more than a whole scan of every
candidate twice, so no published board's hint changes; on a 200x200 board it is 25
propagations, a few seconds, after which the hint goes on to the solution (issue 35: never a
trial scan of a quarter of an hour)."""


def hint_allowance(board: Board) -> Allowance:
    """The allowance of every trial rung of one hint on `board` (HINT_WORK)."""
    return Allowance(max(HINT_WORK // board.size, 8))


GUIDED_SCALE = round(GUIDED_CPU / HINT_CPU)
"""How many times a hint's count (HINT_WORK) the search that needs the solution
(ladder/probed.py) may count: the ratio of its CPU allowance to a hint's (meter.py, taken as
shipped: the tests lift HINT_CPU later), so that on the boards HINT_WORK was set for its clock,
not its count, ends it (the hint's own count stopped it short of its clock:
docs/nurikabe-notes.md)."""


def guided_allowance(board: Board) -> Allowance:
    """The allowance of the search that needs the solution on `board` (GUIDED_SCALE)."""
    return Allowance(max(GUIDED_SCALE * HINT_WORK // board.size, 8))


Bits = tuple[int, int]
"""A board as two bit sets: its walls and its island cells."""


@dataclass
class TrialMemo:
    """What the trials on one puzzle found so far: fixpoints without a contradiction, and
    boards from which a trial reached one only after the short rounds."""

    open: dict[tuple[int, int], Bits] = field(default_factory=dict)
    refuted: dict[tuple[int, int], Bits] = field(default_factory=dict)
    last: Bits = (0, 0)
    propagations: int = 0
    strong: TrialMemo | None = None
    """The memo of the strong trials (other rules, other fixpoints), made when first needed."""
    settled: tuple[Bits, Bits] = ((0, 0), (0, 0))
    """The board of the last short-trial scan and the values its trials reached at their
    fixpoints without a contradiction (Scan.implied): the forcing chain on the same board skips
    them (`dominated`)."""

    def of_strong(self) -> TrialMemo:
        """The memo of the strong trials."""
        if self.strong is None:
            self.strong = TrialMemo()
        return self.strong


@dataclass(frozen=True)
class TrialWork:
    """What a hint lends the trial rungs: its memo of earlier trials (reused), the cancel token
    each trial looks at first (Cancelled), and its allowance of propagations (the trials stop
    when it is spent, trials.hint_allowance); each is optional."""

    memo: TrialMemo | None = None
    cancel: CancelToken | None = None
    allowance: Allowance | None = None


ALONE = TrialWork()
"""No memo, no cancel token, no allowance: a trial rung run on its own (a grade, a test)."""


def candidates(info: Analysis) -> list[int]:
    """Free cells to try: those beside growing islands (where a person looks, and where trials
    refute most often; trying every free cell would cost a propagation each)."""
    return sorted({j for isl in info.islands if isl.missing or not isl.clue for j in isl.liberties})


def nearest_first(board: Board, cells: list[int], scan: Scan) -> list[int]:
    """`cells`, those nearest to the cells decided since the memo's last scan first: a new
    contradiction is likeliest where the board just changed."""
    memo = scan.memo
    if memo is None:
        return cells
    walls, whites = scan.now
    changed = (walls | whites) & ~(memo.last[0] | memo.last[1])
    memo.last = scan.now
    spots = [divmod(i, board.cols) for i in range(board.size) if changed >> i & 1][:CHANGED]
    if not spots or len(spots) == CHANGED:
        return cells

    def distance(i: int) -> int:
        r, c = divmod(i, board.cols)
        return min(abs(r - a) + abs(c - b) for a, b in spots)

    return sorted(cells, key=distance)


CHANGED = 32
"""Beyond this many new cells (a new board, a jump), the candidates keep their plain order."""


def bits_of(v: Cells) -> Bits:
    """The walls and the island cells of `v` as bit sets (bit i: cell i), each in C (a loop
    over the cells was a tenth of a large board's forcing chain scan)."""
    return mask_of(v, WALL), mask_of(v, WHITE)


def agrees(a: Bits, b: Bits) -> bool:
    """No cell is a wall on one board and an island cell on the other."""
    return not (a[0] & b[1]) and not (a[1] & b[0])


def within(a: Bits, b: Bits) -> bool:
    """Every cell decided on `a` is decided the same way on `b`."""
    return not (a[0] & ~b[0]) and not (a[1] & ~b[1])


@dataclass
class Scan:
    """One scan of the trial candidates: the memo (if any), the board as bits, and the trials
    the memo let it skip."""

    memo: TrialMemo | None
    now: Bits
    skipped: list[tuple[int, int]] = field(default_factory=list)
    rules: Rules = GLOBAL_RULES
    """The global rules each trial runs (plain: the ladder's; strong: trial_rules)."""
    trust: bool = True
    """Whether the scan skips the trials the memo vouches for."""
    cancel: CancelToken | None = None
    """Looked at before each trial (Cancelled): a superseded hint stops within one trial."""
    known: Known | None = None
    """The analysis of the scanned board (its islands' reaches known) and the board: each
    trial updates it for the cells it decides instead of analysing its board afresh."""
    implied: Bits = (0, 0)
    """The values some trial run by this scan reached without a contradiction: a trial of such
    a value is dominated (see `dominated`). The fixpoints the memo vouches for are not used:
    they are a guess about the board as it is now, and passing it on lost steps."""

    def imply(self, reached: Bits) -> None:
        """Note the fixpoint `reached` of a trial that ran into no contradiction."""
        self.implied = (self.implied[0] | reached[0], self.implied[1] | reached[1])


def dominated(scan: Scan, cell: int, guess: int) -> bool:
    """True when a trial of this scan reached `guess` at `cell` without a contradiction. The
    rules only decide more as cells get decided, so the trial of `guess` itself reaches a part
    of that fixpoint and no contradiction either: failed-literal probing's dominated literals."""
    return bool(scan.implied[0 if guess == WALL else 1] >> cell & 1)


def scan_of(
    board: Board,
    v: Cells,
    info: Analysis,
    memo: TrialMemo | None,
    rules: Rules = GLOBAL_RULES,
) -> Scan:
    """A scan of the board `v`, whose analysis is `info` (its bits computed once, only when
    there is a memo). `v` must stay as it is while the scan runs (its trials start from it)."""
    island_reaches(board, v, info)  # once here, then carried into each trial (reaches.py)
    now = bits_of(v) if memo is not None else (0, 0)
    return Scan(memo, now, rules=rules, known=(info, v))


def refutes(
    board: Board, v: Cells, cell: int, guess: int, rounds: int, scan: Scan, trust: bool = True
) -> bool:
    """True when `guess` at the free `cell` makes the rules run into a contradiction within
    `rounds` rounds (0: to the end). A trial the scan's memo vouches for is skipped (False),
    unless `trust` is off."""
    memo, now, key = scan.memo, scan.now, (cell, guess)
    if dominated(scan, cell, guess):
        return False
    if memo is not None:
        seen = memo.open.get(key)
        if trust and seen is not None and agrees(now, seen):
            scan.skipped.append(key)
            return False
        old = memo.refuted.get(key)
        if not rounds and old is not None and within(old, now):
            return True
        memo.propagations += 1
    trial = v.copy()
    try:
        assign(board, trial, [(cell, guess)])  # a wall completing a 2x2 block: Contradiction
        if memo is None and rounds:
            settled = _settles(board, trial, scan, rounds)
        else:
            propagate_from(board, trial, scan.known, rounds, scan.rules)
            settled = not rounds
    except Contradiction:
        return True
    if memo is not None:
        _remember(board, trial, key, scan, rounds)
    elif settled:
        scan.imply(bits_of(trial))
    return False


def _settles(board: Board, trial: Cells, scan: Scan, rounds: int) -> bool:
    """Run the rules on `trial` for at most `rounds` rounds, one at a time (the same rounds
    as one `propagate_from` call: each carries the last one's analysis); True when a round
    decided nothing, so that `trial` is the rules' fixpoint, not the state after the rounds."""
    known = scan.known
    for _ in range(rounds):
        before = trial.copy()
        info = propagate_from(board, trial, known, 1, scan.rules)
        if trial == before:
            return True
        known = (info, before)
    return False


def _remember(board: Board, trial: Cells, key: tuple[int, int], scan: Scan, rounds: int) -> None:
    """Run a short trial on to its fixpoint and keep what it reached for later hints."""
    memo = scan.memo
    assert memo is not None
    if rounds:
        try:
            memo.propagations += 1
            propagate_from(board, trial, scan.known, 0, scan.rules)
        except Contradiction:
            memo.refuted[key] = scan.now
            return
    reached = bits_of(trial)
    memo.open[key] = reached
    scan.imply(reached)


Chain = list[tuple[int, int]]
"""The inner trials' cells and the values they forced, in order."""


BOTH = ((WHITE, WALL), (WALL, WHITE))
"""A trial's values of a cell, each with the other, island first."""


def guesses(cell: int, answer: Cells | None) -> tuple[tuple[int, int], ...]:
    """The values of `cell` a trial supposes, each with the value a refutation gives: both, or
    with the `answer` known, the one it does not have (the other never fails)."""
    if answer is None:
        return BOTH
    right = answer[cell]
    return ((WALL if right == WHITE else WHITE, right),)


def nested_steps(
    board: Board,
    v: Cells,
    info: Analysis,
    level: int,
    work: TrialWork = ALONE,
    answer: Cells | None = None,
) -> Iterator[Step]:
    """The first nested trial that refutes a value of a free cell beside a growing island (where
    a person looks; every step the rung found on the published boards that need it was there,
    docs/nurikabe-notes.md): a step giving the other value, its chain in `Step.chain`. With
    the `answer`, only the values it does not have are supposed (`guesses`)."""
    allowance = Allowance(max(HINT_WORK // board.size, 8), work.allowance)
    rules = trial_rules(board)
    for j in candidates(info):
        for guess, other in guesses(j, answer):
            if work.cancel is not None:
                work.cancel.raise_if_cancelled()
            chain = refuted(board, v, (j, guess), rules, allowance)
            if chain is None:
                if allowance.spent:
                    return
                continue
            yield Step(level, "nested-trial", [(j, other)], [i for i, _ in chain], chain=chain)
            return


def refuted(
    board: Board, v: Cells, supposed: tuple[int, int], rules: Rules, allowance: Allowance
) -> Chain | None:
    """The chain of inner trials after which `supposed` (cell, value) runs into a contradiction
    on `v`; None when it does not, or when the allowance runs out first."""
    if not allowance.spend():
        return None
    w = v.copy()
    chain: Chain = []
    try:
        assign(board, w, [supposed])
        propagate_from(board, w, None, 0, rules)
        while _inner_pass(board, w, rules, allowance, chain):
            pass
    except Contradiction:
        return chain
    return None


def _inner_pass(board: Board, w: Cells, rules: Rules, allowance: Allowance, chain: Chain) -> bool:
    """One pass of inner trials over the free cells of `w` beside growing islands (where the
    outer trials find most; all free cells cost about twice the propagations for the same
    steps on the published boards that need the rung, docs/nurikabe-notes.md), writing in (and
    propagating) each value forced; True when one was. Contradiction when a forced value breaks
    the rules."""
    forced = False
    for k in candidates(analyse(board, w)):
        if w[k] != UNKNOWN:
            continue
        for guess, other in ((WHITE, WALL), (WALL, WHITE)):
            if not allowance.spend():
                return False
            if _breaks(board, w, (k, guess), rules):
                chain.append((k, other))
                assign(board, w, [(k, other)])
                propagate_from(board, w, None, 0, rules)
                forced = True
                break
    return forced


def _breaks(board: Board, w: Cells, trial: tuple[int, int], rules: Rules) -> bool:
    """True when `trial` (cell, value) on `w` runs the rules into a contradiction."""
    t = w.copy()
    try:
        assign(board, t, [trial])
        propagate_from(board, t, None, 0, rules)
    except Contradiction:
        return True
    return False


CHAIN = 6
"""The most rounds of the rules a forcing chain may take to reach its contradiction: the
deep-trial steps of generated hard boards (10x10, 15x15) and of the janko-like boards of
data/nurikabe-typical.jsonl all but vanish at six (docs/nurikabe-notes.md)."""

Round = list[tuple[int, int]]
"""The cells one round of the rules decided, with their values."""


def chain_of(board: Board, v: Cells, supposed: tuple[int, int]) -> list[Round] | None:
    """The rounds of the ladder's rules after `supposed` (cell, value) on `v`, up to the one
    that runs into a contradiction (its cells, if it decided some before, are left out); None
    when none comes within CHAIN rounds."""
    t = v.copy()
    rounds: list[Round] = []
    try:
        assign(board, t, [supposed])
        for _ in range(CHAIN):
            before = bytes(t)
            propagate_from(board, t, None, 1, GLOBAL_RULES)
            found = [(i, t[i]) for i, x in enumerate(before) if x == UNKNOWN and t[i] != UNKNOWN]
            if not found:
                return None  # a fixpoint: no contradiction
            rounds.append(found)
    except Contradiction:
        return rounds
    return None


def chain_steps(
    board: Board, v: Cells, info: Analysis, level: int, work: TrialWork = ALONE
) -> Iterator[Step]:
    """Forcing chains: a value of a free cell (those beside growing islands first, where a
    person looks) that the rules refute within CHAIN rounds gives the other; the step's
    `chain` holds the rounds' cells, `params["rounds"]` how many rounds there were (the one
    that breaks a rule included); its reasons are named for a hint only (reasons.py)."""
    # Every free cell, as measured (docs/nurikabe-notes.md), within HINT_WORK like the nested
    # rung (and within the hint's own allowance when a hint asks).
    allowance = Allowance(max(HINT_WORK // board.size, 8), work.allowance)
    scan = scan_of(board, v, info, None)
    scan.cancel = work.cancel
    if work.memo is not None and work.memo.settled[0] == bits_of(v):
        scan.implied = work.memo.settled[1]  # the short trials' fixpoints on this very board
    near = candidates(info)
    is_near = set(near)
    far = [j for j in range(board.size) if v[j] == UNKNOWN and j not in is_near]
    for j in near + far:
        board.stop()
        for guess, other in ((WHITE, WALL), (WALL, WHITE)):
            if work.cancel is not None:
                work.cancel.raise_if_cancelled()
            if not allowance.spend():
                return
            if not refutes(board, v, j, guess, CHAIN, scan):
                continue
            rounds = chain_of(board, v, (j, guess))
            if rounds is None:
                continue  # the round-by-round replay met no contradiction (not met so far)
            flat = [d for r in rounds for d in r]
            # The round that breaks a rule counts too: it is the chain's last.
            params: dict[str, object] = {"rounds": len(rounds) + 1}
            yield Step(
                level,
                "chain",
                [(j, other)],
                [],
                params=params,
                chain=flat,
                round_sizes=[len(r) for r in rounds],
            )
            break
