"""The 2PCG turn and combat flow make an event only when something may hear it
(``Game.listens``): random games (two and three players) play exactly as they do with
every event made and emitted."""

from __future__ import annotations

from collections import Counter

import pytest
from helpers import bundled_decks, every_decision

from vsrules.core.game import Game
from vsrules.core.logexport import state_digest

DECKS = {
    "2p": ("captain-america-avengers-test", "green-goblin-super-villains-test"),
    "3p": ("green-goblin-super-villains-test", "hulk-avengers", "storm-x-men"),
}
#: the events the flow makes only when heard
GUARDED = ("turn-start", "turn-end", "recovers", "attacks", "attacked", "combat-ends")


def _finals(registry, decks: str) -> list[str]:
    """The digest of each random game as it ends (or stops at the turn limit)."""
    games = {id(game): game for game in every_decision(
        registry, "2pcg", bundled_decks("twopcg", DECKS[decks]), range(4), 470, 40)}
    return [state_digest(game) for game in games.values()]


@pytest.mark.parametrize("decks", sorted(DECKS))
def test_events_made_only_when_heard_play_as_always_made(registry, decks, monkeypatch):
    listens = Game.listens
    unheard: Counter[str] = Counter()

    def counting(game: Game, kind: str) -> bool:
        heard = listens(game, kind)
        unheard[kind] += not heard
        return heard

    monkeypatch.setattr(Game, "listens", counting)
    guarded = _finals(registry, decks)
    assert all(unheard[kind] > 0 for kind in GUARDED), unheard
    # every event made and emitted: the flow as it was before the guards
    monkeypatch.setattr(Game, "listens", lambda game, kind: True)
    assert _finals(registry, decks) == guarded

