"""Error text safe to print: one line, no control characters, echoed input cut short.

Bad input is echoed back in error messages ("'xyz' is not a size"). Without care a 5 MB token
becomes a 5 MB line, and a board can send terminal escape sequences through standard error or
lay out a huge dialog in the player. `quote` shortens what is echoed; `one_line` is the last
guard every BoardFormatError passes through. Both cost O(limit), whatever the input's length.
"""

from __future__ import annotations

QUOTE_LIMIT = 80
"""How much of the input an error message echoes."""
LINE_LIMIT = 400
"""The longest error line: the sentence around an echoed input stays whole."""


def escape(text: str) -> str:
    """`text` with every non-printable character (controls, line breaks, bidi marks) escaped."""
    if text.isprintable():
        return text
    return "".join(ch if ch.isprintable() else ascii(ch)[1:-1] for ch in text)


def shorten(text: str, limit: int) -> str:
    """`text` itself, or its start and end around '...' in about `limit` characters."""
    if len(text) <= limit:
        return text
    head = max(1, (limit * 2) // 3)
    tail = max(1, limit - head - 3)
    return f"{text[:head]}...{text[-tail:]}"


def quote(text: object, limit: int = QUOTE_LIMIT) -> str:
    """Input to echo in a message: 'text', shortened to about `limit` characters and escaped."""
    raw = text if isinstance(text, str) else _short_repr(text, limit)
    return "'" + escape(shorten(raw, limit)) + "'"


def one_line(text: str, limit: int = LINE_LIMIT) -> str:
    """`text` as one printable line of about `limit` characters at most."""
    return escape(shorten(text, limit))


def _short_repr(value: object, limit: int) -> str:
    # A huge JSON value's repr is as big as the value: look only at what could be shown.
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 4 * limit:
        return f"a number with over {int(value.bit_length() * 0.30103)} digits"
    if isinstance(value, (list, dict)) and len(value) > limit:
        return f"a {type(value).__name__} of {len(value)} items"
    return shorten(repr(value), limit * 4)
