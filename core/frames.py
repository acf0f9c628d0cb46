"""Frames: rule procedures in progress, kept as plain data on the game's work stack.

The engine runs the top frame. A frame does its next bit of work and either pushes
other frames, pops itself, or asks a player (``game.ask``) and returns; the answer is
handed to ``receive``. Because frames are data, a game can be saved, loaded and cloned
mid-combat or mid-chain.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .decisions import Choice
from .records import Tagged

if TYPE_CHECKING:
    from .game import Game


class Frame(Tagged):
    __slots__ = ()

    def run(self, game: Game) -> None:
        raise NotImplementedError

    def receive(self, game: Game, choice: Choice) -> None:
        raise NotImplementedError(f"{self.tag} asked nothing")

    def holds_triggers(self) -> bool:
        """True while this frame is in the middle of something that triggered powers
        must not interrupt (an effect resolving step by step)."""
        return False
