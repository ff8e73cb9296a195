"""puzzlegui: play, solve and generate five logic puzzles."""

__version__ = "0.1.0"
