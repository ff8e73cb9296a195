"""One step for a stuck Hashiwokakero player: a broken rule first, then a mistake, else the
easiest deduction of the ladder (ladder.py) from the player's bridges and markers, else a bridge
from the solution.

The player's bridges are lower bounds (two bridges may still go where one is drawn) and markers
are "no bridge". The ladder runs from level 1 up; a step that changes no bridge or marker (a link
capped from two to one) is applied silently and the scan starts again at level 1, so the hint is
the first step that gives a move, told by the hardest step of its chain and lit by the islands
that step read. The solution comes from answers.py (never waited for in the player). Cost: a few
scans of O(links) per silent step.
"""

from __future__ import annotations

from puzzlegui.core import answers
from puzzlegui.core.cancel import CancelToken
from puzzlegui.core.model import Cell, Hint
from puzzlegui.core.text.values import Phrase, Place, Places

from .deduce import LOW, Network, range_mask
from .ladder import LEVELS, Step, steps_at, valid
from .puzzle import LinkMove, Puzzle, SetBridges, State, ToggleMark
from .rules import check, is_solved
from .solver import solve

TEXTS = {
    "broken-rule": "{why} Take away the bridge between {a} and {b}.",
    "wrong-bridge": "The bridge between {a} and {b} is not in the solution.",
    "too-many": "The solution has fewer bridges between {a} and {b}.",
    "wrong-mark": "The solution has a bridge between {a} and {b}; remove the marker.",
    "island-finished": "The {number} at {where} has all its bridges, so no more can join it.",
    "capacity": "The {number} at {where} has room for only so many more bridges, so some of its "
    "neighbours can take fewer; {then}",
    "island-full": "The {number} at {where} needs every bridge its neighbours can still take.",
    "every-direction": "The {number} at {where} needs more than its other links can carry, so "
    "it sends at least one bridge in each of its {open} open directions.",
    "island-spread": "The {number} at {where} cannot reach its number without more bridges "
    "toward {others}.",
    "crossing": "The bridge between {a} and {b} blocks the way between {c} and {d}.",
    "isolation": "{bridges} between {a} and {b} would close off a group of {size} islands "
    "from the rest; {then}",
    "connection": "Without a bridge between {a} and {b} the islands would split into two parts "
    "that can never meet.",
    "trial": "With {bridges} between {a} and {b} the rules soon run into a contradiction; {then}",
    "from-solution": "No rule of the ladder finds the next step; the solution has {bridges} "
    "between {a} and {b}.",
}
"""Every hint sentence, keyed by rule, with {param} fields (one table, for translation)."""

PHRASES = {
    "hashi.then-bridges": "so {a} and {b} get {bridges}.",
    "hashi.bridges-one": "one bridge",
    "hashi.bridges-many": "{count} bridges",
    "hashi.then-none": "so there is no bridge between {a} and {b}.",
}
"""What a step's sentence ends with, its {then}: the move it gives; a count of bridges, in the
singular or the plural."""

RULE_NAMES = {
    "broken-rule": "broken rule",
    "wrong-bridge": "wrong bridge",
    "too-many": "too many bridges",
    "wrong-mark": "wrong marker",
    "island-finished": "island finished",
    "capacity": "island capacity",
    "island-full": "island full",
    "every-direction": "every direction",
    "island-spread": "island spread",
    "crossing": "crossing",
    "isolation": "isolation",
    "connection": "connection",
    "trial": "trial",
    "from-solution": "from the solution",
}
"""Each rule's name, the hint's title."""


def solution_of(
    puzzle: Puzzle, cancel: CancelToken | None = None, store: answers.Answers | None = None
) -> State | None:
    """The solution, when known or found within the store's solving limit (answers.py)."""
    store = answers.Answers() if store is None else store
    found: State | None = answers.unique(answers.answer(puzzle, solve, store, cancel))
    return found


def _from_solution(puzzle: Puzzle, state: State, solution: State) -> Hint | None:
    for k, count in enumerate(solution.bridges):
        if count > state.bridges[k]:
            a, b = puzzle.edge(k)
            move = SetBridges(a, b, count)
            params = {"count": count, "bridges": bridges(count), "a": Place(a), "b": Place(b)}
            text = TEXTS["from-solution"].format(**params)
            return Hint(
                (move,),
                (a, b),
                (),
                "from-solution",
                len(LEVELS),
                text,
                params,
                True,
                ((a, b),),
            )
    return None


def _broken_rule(puzzle: Puzzle, state: State, solution: State | None) -> Hint | None:
    for violation in check(puzzle, state):
        for a, b in violation.edges:
            k = puzzle.link_between(a, b)
            if solution is None or state.bridges[k] > solution.bridges[k]:
                keep = 0 if solution is None else solution.bridges[k]
                why = Phrase(violation.code, violation.params)
                params = {"why": why, "a": Place(a), "b": Place(b)}
                text = TEXTS["broken-rule"].format(**params)
                move = SetBridges(a, b, keep)
                return Hint(
                    (move,),
                    (a, b),
                    violation.cells,
                    "broken-rule",
                    1,
                    text,
                    params,
                    edges=((a, b),),
                )
    return None


def _mistake(puzzle: Puzzle, state: State, solution: State) -> Hint | None:
    for k, count in enumerate(state.bridges):
        a, b = puzzle.edge(k)
        names = {"a": Place(a), "b": Place(b)}
        move: LinkMove
        if count > solution.bridges[k]:
            rule = "wrong-bridge" if solution.bridges[k] == 0 else "too-many"
            move = SetBridges(a, b, solution.bridges[k])
        elif k in state.marks and solution.bridges[k]:
            rule, move = "wrong-mark", ToggleMark(a, b)
        else:
            continue
        return Hint(
            (move,), (a, b), (), rule, 1, TEXTS[rule].format(**names), names, edges=((a, b),)
        )
    return None


def domains(puzzle: Puzzle, state: State, net: Network) -> list[int]:
    """Each link's possible counts given the player's bridges (at least) and markers (none)."""
    dom = net.initial()
    for k, count in enumerate(state.bridges):
        if k in state.marks and count == 0:
            dom[k] = 1
        elif count:
            dom[k] &= range_mask(count, 2)
    return dom


def deduced(
    puzzle: Puzzle,
    state: State,
    cancel: CancelToken | None = None,
    _store: answers.Answers | None = None,
) -> Hint | None:
    """The easiest ladder step that gives the player a move, or None (Cancelled when `cancel`
    is set or its deadline passes: a 200x200 board takes thousands of steps)."""
    net = Network.of(puzzle)
    dom = domains(puzzle, state, net)
    if not valid(net, dom):
        return None
    used: list[Step] = []
    level = 1
    while level < len(LEVELS):
        if cancel is not None:
            cancel.raise_if_cancelled()
        step = next(steps_at(net, dom, level), None)
        if step is None:
            level += 1
            continue
        for k, mask in step.masks.items():
            dom[k] = mask
        used.append(step)
        moves = _moves(puzzle, state, dom, step.masks)
        if moves:
            return _explain(puzzle, used, moves)
        level = 1
    return None


def _moves(puzzle: Puzzle, state: State, dom: list[int], changed: dict[int, int]) -> list[LinkMove]:
    moves: list[LinkMove] = []
    for k in changed:
        a, b = puzzle.edge(k)
        if LOW[dom[k]] > state.bridges[k]:
            moves.append(SetBridges(a, b, LOW[dom[k]]))
        elif dom[k] == 1 and state.bridges[k] == 0 and k not in state.marks:
            moves.append(ToggleMark(a, b))
    return moves


def _explain(puzzle: Puzzle, used: list[Step], moves: list[LinkMove]) -> Hint:
    """The hint for the last step, told by the hardest step of its chain."""
    key = max(reversed(used), key=lambda s: s.level)
    params = _params(puzzle, key)
    first = moves[0]
    ends = {"a": Place(first.a), "b": Place(first.b)}
    if isinstance(first, SetBridges):
        then = {"count": first.count, "bridges": bridges(first.count), **ends}
        params["then"] = Phrase("hashi.then-bridges", then)
    else:
        params["then"] = Phrase("hashi.then-none", ends)
    text = TEXTS[key.rule].format(**params)
    text = text[:1].upper() + text[1:]  # 'one bridge between ...' opens the sentence
    targets: list[Cell] = []
    for move in moves:
        targets += [move.a, move.b]
    reasons = reason_cells(puzzle, key)
    edges = tuple((m.a, m.b) for m in moves)
    return Hint(
        tuple(moves),
        tuple(dict.fromkeys(targets)),
        reasons,
        key.rule,
        key.level,
        text,
        params,
        edges=edges,
    )


def reason_cells(puzzle: Puzzle, step: Step) -> tuple[Cell, ...]:
    """The cells the step's rule read: its islands, else the ends of the links it names."""
    if step.islands:
        return tuple(puzzle.cell(i) for i in step.islands)
    ends = [cell for k in step.links for cell in puzzle.edge(k)]
    return tuple(dict.fromkeys(ends))


def bridges(count: object) -> Phrase:
    """'one bridge' or '2 bridges'."""
    return Phrase("hashi.bridges-one" if count == 1 else "hashi.bridges-many", {"count": count})


def _params(puzzle: Puzzle, step: Step) -> dict[str, object]:
    params: dict[str, object] = dict(step.params)
    if "count" in params:
        params["bridges"] = bridges(params["count"])
    if step.islands:
        island = puzzle.cell(step.islands[0])
        params["where"] = Place(island)
        ends = [end for k in sorted(step.masks) for end in puzzle.edge(k) if end != island]
        params["others"] = Places.of(ends)  # the islands its changed links lead to
    if step.links:
        a, b = puzzle.edge(step.links[-1])
        params["a"], params["b"] = Place(a), Place(b)
        if len(step.links) > 1:
            c, d = puzzle.edge(step.links[-1])
            a, b = puzzle.edge(step.links[0])
            params.update(a=Place(a), b=Place(b), c=Place(c), d=Place(d))
    elif step.masks:
        a, b = puzzle.edge(next(iter(step.masks)))
        params.setdefault("a", Place(a))
        params.setdefault("b", Place(b))
    return params


hint = answers.hint_in_order(is_solved, solve, _broken_rule, _mistake, deduced, _from_solution)
"""None on a solved board; the board's status when it has no solution or several; else a
broken rule, a mistake, the easiest deduction, or a step of the solution."""
