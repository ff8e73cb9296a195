"""The Qt-free core: puzzle models, rule checks, solvers, formats. Never imports PySide6."""
