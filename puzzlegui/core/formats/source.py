"""The first steps of the one input path every board takes, whatever its source.

1. bytes are read with a limit applied WHILE reading (files, standard input, a pipe from
   /dev/zero): at most MAX_BYTES + 1 bytes are ever held, so refusing costs O(MAX_BYTES);
2. the bytes are decoded as UTF-8 (a plain error naming the line and column otherwise);
3. text that arrives already decoded (an argument, the clipboard, a data-set row) gets the
   same limit, counted in characters before anything else looks at it.
Recognition (loader.py) and the types' own size checks come after, on text of bounded size.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import IO, Any

from puzzlegui.core.model import BoardFormatError

MAX_BYTES = 8 * 1024 * 1024
"""The largest board input accepted, in bytes (characters for text already decoded)."""
_CHUNK = 1 << 16


def too_large(source: str = "") -> BoardFormatError:
    """The error for input over MAX_BYTES."""
    return BoardFormatError("the input is too large to be a board (over 8 MB)", None, None, source)


def read_stream(stream: IO[Any], source: str, limit: int = MAX_BYTES) -> bytes | str:
    """At most `limit` bytes (or characters, for a text stream) of `stream`; too_large after."""
    parts: list[Any] = []
    size = 0
    while size <= limit:
        chunk = stream.read(min(_CHUNK, limit + 1 - size))
        if not chunk:
            break
        parts.append(chunk)
        size += len(chunk)
    if size > limit:
        raise too_large(source)
    if parts and isinstance(parts[0], str):
        return "".join(parts)
    return b"".join(parts)


def read_file(path: str | Path, limit: int = MAX_BYTES) -> bytes:
    """A file's bytes, read with the limit; BoardFormatError (one line) when it cannot be."""
    source = str(path)
    try:
        with open(path, "rb") as handle:
            data = read_stream(handle, source, limit)
    except BoardFormatError:
        raise
    except IsADirectoryError:
        raise BoardFormatError("this is a folder, not a board file", None, None, source) from None
    except OSError as err:
        reason = err.strerror or type(err).__name__
        raise BoardFormatError(f"cannot read the file: {reason}", None, None, source) from None
    except ValueError:  # a NUL byte in the name
        raise BoardFormatError("this is not a file name", None, None, source) from None
    assert isinstance(data, bytes)
    return data


def decode(data: bytes | str, source: str = "") -> str:
    """Board bytes as text (a UTF-8 BOM dropped); one plain line for binary or oversized input."""
    if isinstance(data, str):
        return checked_text(data, source)
    if len(data) > MAX_BYTES:
        raise too_large(source)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        line = data.count(b"\n", 0, err.start) + 1
        column = err.start - (data.rfind(b"\n", 0, err.start) + 1) + 1
        raise BoardFormatError("this is not a UTF-8 text file", line, column, source) from None


def checked_text(text: str, source: str = "") -> str:
    """Text that arrived decoded (argument, clipboard), held to the same limit."""
    if len(text) > MAX_BYTES:
        raise too_large(source)
    return text.removeprefix("\ufeff")


def read_input(stream: IO[Any], source: str = "<stdin>") -> str:
    """Standard input (or any stream) as board text: bytes when it has them, limited, decoded."""
    binary = getattr(stream, "buffer", None)
    return decode(read_stream(binary if binary is not None else stream, source), source)


def is_file(name: str) -> bool:
    """True when `name` is an existing file; never raises (a 5000-character ID is not a file)."""
    if len(name) > 4096 or "\x00" in name:
        return False
    return os.path.isfile(name)
