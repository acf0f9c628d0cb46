"""Combat arithmetic shared by both editions (what a stun *costs* is the variant's)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import Game


def value(game: Game, uid: int, stat: str) -> int:
    """A stat as used in a comparison or a total: negative values count as 0
    (original CR "Negative and Undefined Values"; the same arithmetic in 2PCG)."""
    return max(0, game.stat(uid, stat))


def total_atk(game: Game, uids: Iterable[int]) -> int:
    return sum(value(game, u, "atk") for u in uids)


def strike_stuns(atk: int, defense: int) -> bool:
    """A strike stuns when ATK >= DEF (ties stun)."""
    return max(0, atk) >= max(0, defense)
