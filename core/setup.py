"""What a game starts from: variant, seed, players, decks and options.

A setup plus the list of answers given is the whole game (saves and replays).
"""

from __future__ import annotations

from typing import Any

import attrs


@attrs.define
class DeckSpec:
    name: str
    cards: list[str]
    main: str | None = None


@attrs.define
class Setup:
    variant: str
    seed: int
    decks: list[DeckSpec]
    players: list[str] = attrs.Factory(list)
    options: dict[str, Any] = attrs.Factory(dict)
    #: card definitions made up for this game (rules-lab scenarios), in card-file form
    custom_cards: list[dict[str, Any]] = attrs.Factory(list)

    def player_names(self) -> list[str]:
        return self.players or [f"p{i + 1}" for i in range(len(self.decks))]
