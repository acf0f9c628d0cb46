"""A hybrid variant built from the parts of both editions (a bundled example plugin)."""
