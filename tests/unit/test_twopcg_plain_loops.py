"""The 2PCG recovery phase and the 0-DEF check walk the kept ``Game.characters`` lists
themselves (no copy): random games (two and three players) play the
same as when every walk goes over a copy made at its start, and at every decision each
kept list is what a fresh walk of the rows gives (nothing changed one in place)."""

from __future__ import annotations

import pytest
from helpers import bundled_decks, every_decision

from vsrules.core.game import Game
from vsrules.core.logexport import state_digest

DECKS = {
    "2p": ("captain-america-avengers-test", "green-goblin-super-villains-test"),
    "3p": ("green-goblin-super-villains-test", "groot-guardians", "storm-x-men"),
}


def _finals(registry, decks: str, check_kept: bool = False) -> list[str]:
    """The digest of each random game as it ends (or stops at the turn limit)."""
    games: dict[int, Game] = {}
    for game in every_decision(registry, "2pcg", bundled_decks("twopcg", DECKS[decks]),
                               range(4), 360, 40):
        games[id(game)] = game
        if check_kept:
            _layout, lists = game._characters_kept
            for player, kept in lists.items():
                assert kept == game._characters(player), player
    return [state_digest(game) for game in games.values()]


@pytest.mark.parametrize("decks", sorted(DECKS))
def test_walks_over_the_kept_lists_play_as_over_copies(registry, decks, monkeypatch):
    kept = _finals(registry, decks, check_kept=True)
    characters = Game.characters
    monkeypatch.setattr(Game, "characters",
                        lambda self, player=None: list(characters(self, player)))
    assert _finals(registry, decks) == kept
