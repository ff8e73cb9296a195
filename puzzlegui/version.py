"""The installed version, for `puzzle --version` and `puzzlegui --version`."""

from __future__ import annotations

from importlib import metadata

import puzzlegui


def version() -> str:
    """The version pip installed (its metadata), else the checkout's own (not installed)."""
    try:
        return metadata.version("puzzlegui")
    except metadata.PackageNotFoundError:
        return puzzlegui.__version__
