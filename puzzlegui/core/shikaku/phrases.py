"""The phrases a Shikaku hint nests in its params: clues, cell lists, why a trial fails.

A hint sentence (hints.TEXTS) is one template per rule; its params are values of core/text
(cells, rectangles, lists) and nested phrases of PHRASES by code ("the 6 at row 2, column 3",
"the cells from ... to ...", "... and 3 more cells"), so each language renders the whole hint
from its own tables.
"""

from __future__ import annotations

from typing import Any

from puzzlegui.core.model import SubStep
from puzzlegui.core.text.values import Listed, Phrase, Place, Places

from .ladder import Step, rect_of_mask
from .puzzle import Puzzle
from .rules import cells_of_mask, describe

PHRASES = {
    "shikaku.clue": "the {number} at {where}",
    "shikaku.cells-block": "the cells from {first} to {last}",
    "shikaku.cells-more": "{cells} and {count} more cells",
    "shikaku.trouble-clash": "{a} and {b} both needing {cells}",
    "shikaku.trouble-no-room": "{a} with no rectangle at all",
    "shikaku.trouble-unreached": "{cells} out of reach of every number",
    "shikaku.trouble-other": "some number with no way to fit",
    "shikaku.trouble-split": "{cells}, which only {a} can reach, too far apart for one of its "
    "rectangles",
    "shikaku.sub-trial": "suppose {a} takes the rectangle {rect}.",
    "shikaku.sub-shared-cells": "{a} loses its rectangles that cross cells another number must "
    "cover.",
    "shikaku.sub-only-clue": "{a} loses its rectangles that miss cells only it can reach.",
    "shikaku.sub-more": "... and {count} more steps like these.",
    "shikaku.sub-trouble": "that leaves {trouble}: a contradiction, so {a} cannot take the "
    "rectangle {rect}.",
}
"""The phrases params nest, by code, with {fields}."""


def clue_params(puzzle: Puzzle, i: int) -> dict[str, Any]:
    """{'number': 6, 'where': Place((1, 2))} for clue i."""
    r, c, number = puzzle.clues[i]
    return {"number": number, "where": Place((r, c))}


def clue_phrase(puzzle: Puzzle, i: int) -> Phrase:
    """'the 6 at row 2, column 3'."""
    return Phrase("shikaku.clue", clue_params(puzzle, i))


def join(items: list[Phrase]) -> Listed:
    """'a, b and c'."""
    return Listed(tuple(items))


def cells_phrase(puzzle: Puzzle, mask: int) -> Phrase | Places:
    """A few cells as a person reads them; a block of more than two as its corners."""
    cells = cells_of_mask(mask, puzzle.cols)
    block = rect_of_mask(puzzle, mask)
    if len(cells) > 2 and block.width > 0 and block.mask(puzzle.cols) == mask:
        ends = {"first": Place(cells[0]), "last": Place(cells[-1])}
        return Phrase("shikaku.cells-block", ends)
    if len(cells) > 3:
        more = {"cells": Places.of(cells[:2]), "count": len(cells) - 2}
        return Phrase("shikaku.cells-more", more)
    return Places.of(cells)


def trouble_phrase(puzzle: Puzzle, step: Step) -> Phrase:
    """What the failing rectangle of a two-way trial would leave behind."""
    kind, cells, clues = step.trouble
    names = [clue_phrase(puzzle, j) for j in clues]
    if kind == "clash":
        params = {"a": names[0], "b": names[1], "cells": cells_phrase(puzzle, cells)}
        return Phrase("shikaku.trouble-clash", params)
    if kind == "no-room":
        return Phrase("shikaku.trouble-no-room", {"a": names[0]})
    if kind == "split":
        params = {"a": names[0], "cells": cells_phrase(puzzle, cells)}
        return Phrase("shikaku.trouble-split", params)
    if kind == "unreached":
        return Phrase("shikaku.trouble-unreached", {"cells": cells_phrase(puzzle, cells)})
    return Phrase("shikaku.trouble-other")


SUBSTEPS_SHOWN = 10
"""The chain's first steps a trial shows; the rest are counted."""


def trial_substeps(puzzle: Puzzle, step: Step) -> tuple[SubStep, ...]:
    """The chain behind a two-way trial: the rejected rectangle supposed, each clue the rules
    narrow in turn, then the first contradiction met."""
    cols = puzzle.cols
    rect = describe(rect_of_mask(puzzle, step.other))
    a = clue_phrase(puzzle, step.clue)
    corners = (rect.first, rect.last)
    found = [SubStep(Phrase("shikaku.sub-trial", {"a": a, "rect": rect}), corners)]
    for rule, clue in step.chain[:SUBSTEPS_SHOWN]:
        where = (puzzle.clues[clue][0], puzzle.clues[clue][1])
        found.append(
            SubStep(Phrase(f"shikaku.sub-{rule}", {"a": clue_phrase(puzzle, clue)}), (where,))
        )
    if len(step.chain) > SUBSTEPS_SHOWN:
        more = Phrase("shikaku.sub-more", {"count": len(step.chain) - SUBSTEPS_SHOWN})
        found.append(SubStep(more))
    _kind, cells, clues = step.trouble
    at = tuple(cells_of_mask(cells, cols)) + tuple(puzzle.clues[j][:2] for j in clues)
    last = Phrase(
        "shikaku.sub-trouble", {"trouble": trouble_phrase(puzzle, step), "a": a, "rect": rect}
    )
    found.append(SubStep(last, at))
    return tuple(found)
