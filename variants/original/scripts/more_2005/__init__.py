"""Scripts of the 2005-2007 cards from the card reviews and tournament reports
(cards/more-2005.toml)."""

from . import characters, locations

__all__ = ["characters", "locations"]
