"""The game library: every game the player starts, kept in one SQLite file. Qt-free.

`store.open_library` opens (or sets aside and recreates) the database, `store.GameLibrary` reads
and writes games, `history` rebuilds a game's states from its recorded undo steps.
"""
