"""Dialogs of the player: file prompts, help, about, preferences."""
