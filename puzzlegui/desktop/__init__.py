"""Running as a desktop application: the system libraries Qt needs, and the menu entry, icon
and file types a desktop learns from (freedesktop.org). Qt-free: it runs before Qt starts."""
