"""Type-menu presets and the puzzles of the day (Qt-free), and `--symmetric` refused where the
generator cannot honour it."""

from __future__ import annotations

import datetime
import hashlib
import random

import pytest

from puzzlegui.core import presets, registry

from .test_boards_and_cli import run_cli


@pytest.mark.parametrize("name", registry.NAMES)
def test_presets_cover_every_difficulty_at_sizes_the_type_accepts(name: str) -> None:
    kind = registry.get(name)
    low, high = kind.size_range
    made = presets.presets(kind)
    sizes = presets.preset_sizes(kind)
    assert kind.default_size in sizes
    assert len(sizes) == len(set(sizes)) >= 2
    assert len(made) == len(sizes) * len(kind.difficulties)
    for preset in made:
        assert low <= preset.options.rows <= high
        assert low <= preset.options.cols <= high
        assert preset.options.difficulty in kind.difficulties


def test_the_daily_seed_is_a_stable_hash_of_the_date_and_type() -> None:
    day = datetime.date(2026, 11, 24)
    kind = registry.get("nurikabe")
    digest = hashlib.sha256(b"2026-11-24/nurikabe").digest()
    assert presets.daily_seed(day, kind) == int.from_bytes(digest[:8], "big") % presets.MAX_SEED
    seeds = {presets.daily_seed(day, registry.get(n)) for n in registry.NAMES}
    assert len(seeds) == len(registry.NAMES)
    assert presets.daily_seed(day + datetime.timedelta(days=1), kind) not in seeds


@pytest.mark.parametrize("name", registry.NAMES)
def test_a_daily_puzzle_is_the_same_each_time_it_is_made(name: str) -> None:
    kind = registry.get(name)
    day = datetime.date(2026, 1, 2)
    seed = presets.daily_seed(day, kind)
    options = presets.daily_options(kind)
    first = kind.generate(options, random.Random(seed), None, None)
    again = kind.generate(options, random.Random(seed), None, None)
    assert kind.format(first) == kind.format(again)
    assert kind.solve(first, limit=2).status == "solved"


@pytest.mark.parametrize("name", registry.NAMES)
def test_symmetric_is_refused_where_the_generator_cannot_honour_it(name: str) -> None:
    kind = registry.get(name)
    low = kind.size_range[0]
    status, _out, err = run_cli(
        ["generate", name, "--seed", "5", "--symmetric", "--size", f"{low}x{low}"]
    )
    if kind.symmetric_clues:
        assert status == 0, err
    else:
        assert status == 2
        assert err.count("\n") == 1
        assert "symmetric" in err
        assert kind.title in err
