"""The 2PCG build phase's fast paths give what a fresh computation gives, at every decision
of random games (two and three players):

- the resource, recruit and formation listings (kept choices, one loop over the hand or
  the characters) equal the candidates ``check`` accepts, made afresh, in the same order,
  and a copy of the game (no kept choices) lists the same; the recruit listing for any
  number of recruit points too;
- the recovery phase, which skips its recover (ready) pass when no character is stunned
  (exhausted), plays the same games as with both passes always run."""

from __future__ import annotations

import pytest
from helpers import bundled_decks, checked_candidates, every_decision, listing

from vsrules.core.logexport import state_digest

DECKS = {
    "2p": ("captain-america-avengers-test", "green-goblin-super-villains-test"),
    "3p": ("green-goblin-super-villains-test", "groot-guardians", "storm-x-men"),
}


def _games(registry, decks: str, seeds: range, max_turns: int = 30):
    return every_decision(registry, "2pcg", bundled_decks("twopcg", DECKS[decks]), seeds, 340,
                          max_turns)


@pytest.mark.parametrize("decks", sorted(DECKS))
def test_build_listings_equal_checked_candidates(registry, decks):
    from vsrules.variants.twopcg.build import MoveRule, RecruitRule, ResourceRule
    from vsrules.variants.twopcg.turn import current_turn

    rules = (ResourceRule(), RecruitRule(), MoveRule())
    listed = dict.fromkeys([type(r).__name__ for r in rules], 0)
    for game in _games(registry, decks, range(3)):
        fresh = game.clone()
        for player in range(len(game.state.players)):
            for rule in rules:
                fast = listing(rule, game, player)
                assert fast == checked_candidates(rule, game, player), type(rule).__name__
                assert fast == listing(rule, fresh, player), type(rule).__name__
                listed[type(rule).__name__] += bool(fast)
        turn = current_turn(game)
        if game.state.phase == "build:recruit" and turn is not None:
            points = turn.points
            for turn.points in (-1, 0, 1, 2, 3, 5, 8):
                assert listing(rules[1], game, turn.player) == \
                    checked_candidates(rules[1], game, turn.player)
            turn.points = points
    assert min(listed.values()) > 100, listed


@pytest.mark.parametrize("decks", sorted(DECKS))
def test_recovery_plays_as_with_both_passes_always_run(registry, decks, monkeypatch):
    from vsrules.variants.twopcg import turn

    def finals() -> list[str]:
        """The digest of each random game as it ends (or stops at the turn limit)."""
        games = {id(game): game for game in _games(registry, decks, range(4), max_turns=40)}
        return [state_digest(game) for game in games.values()]

    skipped = {"passes": 0}

    def counting_any(items) -> bool:
        found = any(items)
        skipped["passes"] += not found
        return found

    monkeypatch.setattr(turn, "any", counting_any, raising=False)
    guarded = finals()
    assert skipped["passes"] > 10
    # the guards let every pass run: the recovery phase as it was before them
    monkeypatch.setattr(turn, "any", lambda items: True, raising=False)
    assert finals() == guarded
