"""File > Enter a Puzzle and Edit a Copy: a puzzle typed in from paper (see dialog.py)."""
