"""The player's colours are moves the rules never read: Shikaku rectangles and Nurikabe islands
take a colour 1-6, written and read back as move strings, undone by the state before them."""

from __future__ import annotations

import pytest

from puzzlegui.core.model import BoardFormatError
from puzzlegui.core.nurikabe import TYPE as NURIKABE
from puzzlegui.core.nurikabe.puzzle import painted_cells
from puzzlegui.core.shikaku import TYPE as SHIKAKU


def test_a_shikaku_rectangle_takes_a_colour_that_goes_with_it() -> None:
    puzzle, state = SHIKAKU.parse("shikaku 2x1\n2 .\n")
    drawn = SHIKAKU.apply(state, SHIKAKU.parse_move("+r1c1:r1c2"))
    move = SHIKAKU.parse_move("#r1c1:r1c2=3")
    assert str(move) == "#r1c1:r1c2=3"
    painted = SHIKAKU.apply(drawn, move)
    assert painted.colour_of(next(iter(painted.rects))) == 3
    assert painted != drawn
    assert SHIKAKU.is_solved(puzzle, painted)
    assert [str(m) for m in SHIKAKU.moves_to(puzzle, painted)] == ["+r1c1:r1c2", "#r1c1:r1c2=3"]
    assert SHIKAKU.apply(painted, SHIKAKU.parse_move("#r1c1:r1c2=0")) == drawn
    assert SHIKAKU.apply(painted, SHIKAKU.parse_move("-r1c1:r1c2")) == state  # colour goes too
    with pytest.raises(ValueError, match="no rectangle"):
        SHIKAKU.apply(state, move)
    with pytest.raises(ValueError, match="colour 7"):
        SHIKAKU.apply(drawn, SHIKAKU.parse_move("#r1c1:r1c2=7"))
    with pytest.raises(BoardFormatError):
        SHIKAKU.parse_move("#r1c1:r1c2=x")


def test_a_nurikabe_colour_spreads_over_the_marked_island() -> None:
    puzzle, state = NURIKABE.parse("nurikabe 3x1\n2 . .\n")
    dotted = NURIKABE.apply(state, NURIKABE.parse_move("r1c2=+"))
    walled = NURIKABE.apply(dotted, NURIKABE.parse_move("r1c3=x"))
    move = NURIKABE.parse_move("r1c1#4")
    assert str(move) == "r1c1#4"
    painted = NURIKABE.apply(walled, move)
    assert painted_cells(puzzle, painted) == {(0, 0): 4, (0, 1): 4}  # not over the wall
    assert NURIKABE.check(puzzle, painted) == NURIKABE.check(puzzle, walled)
    assert NURIKABE.is_solved(puzzle, painted)
    assert [str(m) for m in NURIKABE.moves_to(puzzle, painted)][-1] == "r1c1#4"
    assert NURIKABE.apply(painted, NURIKABE.parse_move("r1c1#0")) == walled
    with pytest.raises(ValueError, match="colour 8"):
        NURIKABE.apply(walled, NURIKABE.parse_move("r1c1#8"))
