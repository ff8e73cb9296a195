"""The Qt player: the only package that imports PySide6."""
