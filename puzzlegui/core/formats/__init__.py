"""Board files: our text format, JSON, data sets (and later puzz.link URLs and Tatham IDs)."""
