"""`python -m puzzlegui.cli` runs the `puzzle` command."""

from puzzlegui.cli import main

raise SystemExit(main())
