"""Shared pieces of the format fuzz tests: a strategy of JSON-like values."""

from __future__ import annotations

from hypothesis import strategies as st

JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 6) | st.text(max_size=3),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=3), inner),
    max_leaves=30,
)
"""Any JSON-like value, small: None, bools, small ints, short strings, lists and objects."""
