"""Scripts of the 2005-2007 cards from the card reviews and tournament reports
(cards/more-2005.toml)."""

from . import locations

__all__ = ["locations"]
