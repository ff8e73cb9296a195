"""Type-menu presets and the puzzles of the day (Qt-free), and `--symmetric` refused where the
generator cannot honour it."""

from __future__ import annotations

import datetime
import hashlib
import random

import pytest

from puzzlegui.core import presets, registry
from puzzlegui.core.model import GenerateJob

from .test_boards_and_cli import run_cli


@pytest.mark.parametrize("name", registry.NAMES)
def test_presets_cover_every_difficulty_at_sizes_the_type_accepts(name: str) -> None:
    ptype = registry.get(name)
    low, high = ptype.size_range
    made = presets.presets(ptype)
    sizes = presets.preset_sizes(ptype)
    assert ptype.default_size in sizes
    assert len(sizes) == len(set(sizes)) >= 2
    assert len(made) == len(sizes) * len(ptype.difficulties)
    for preset in made:
        assert low <= preset.options.rows <= high
        assert low <= preset.options.cols <= high
        assert preset.options.difficulty in ptype.difficulties


def test_the_daily_seed_is_a_stable_hash_of_the_date_and_type() -> None:
    day = datetime.date(2026, 11, 24)
    ptype = registry.get("nurikabe")
    digest = hashlib.sha256(b"2026-11-24/nurikabe").digest()
    assert presets.daily_seed(day, ptype) == int.from_bytes(digest[:8], "big") % presets.MAX_SEED
    seeds = {presets.daily_seed(day, registry.get(n)) for n in registry.NAMES}
    assert len(seeds) == len(registry.NAMES)
    assert presets.daily_seed(day + datetime.timedelta(days=1), ptype) not in seeds


@pytest.mark.parametrize("name", registry.NAMES)
def test_a_daily_puzzle_is_the_same_each_time_it_is_made(name: str) -> None:
    ptype = registry.get(name)
    day = datetime.date(2026, 1, 2)
    seed = presets.daily_seed(day, ptype)
    options = presets.daily_options(ptype)
    first = ptype.generate(GenerateJob(options, random.Random(seed)))
    again = ptype.generate(GenerateJob(options, random.Random(seed)))
    assert ptype.format(first) == ptype.format(again)
    assert ptype.solve(first, limit=2).status == "solved"


@pytest.mark.slow
@pytest.mark.parametrize("name", registry.NAMES)
def test_symmetric_is_refused_where_the_generator_cannot_honour_it(name: str) -> None:
    ptype = registry.get(name)
    low = ptype.size_range[0]
    status, _out, err = run_cli(
        ["generate", name, "--seed", "5", "--symmetric", "--size", f"{low}x{low}"]
    )
    if ptype.symmetric_clues:
        assert status == 0, err
    else:
        assert status == 2
        assert err.count("\n") == 1
        assert "symmetric" in err
        assert ptype.title in err
