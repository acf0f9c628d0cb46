"""What the 2PCG super power and power-up listings keep from one decision to the next
gives what a fresh computation gives, at every decision of random games (two and three
players; the X-Men decks bring Hope Summers, who copies powers, and Deadpool, whose
power is used from the KO pile):

- ``powers._ko_candidates``, kept while a KO pile holds the same objects, and the KO-pile
  part of ``powers._uses`` read from it;
- ``powers._power_up_pairs``, kept while a hand and the characters on that side stay."""

from __future__ import annotations

import pytest
from helpers import bundled_decks, every_decision

from vsrules.core.game import Game
from vsrules.core.objects import GameObject

#: decks, first seed, seeds (among them games in which a hand stays while the characters
#: on that side change, and power-up pairs with them)
TABLES = [
    (("captain-america-avengers-test", "deadpool-x-men"), 310, (0, 6, 8)),
    (("deadpool-x-men", "green-goblin-super-villains-test", "storm-x-men"), 320, (3, 9)),
]
TIMINGS = ("build", "main", "combat")


def _games(registry, names: tuple[str, ...], first_seed: int, seeds: tuple[int, ...]):
    return every_decision(registry, "2pcg", bundled_decks("twopcg", names), seeds, first_seed,
                          max_turns=24)


def _fresh_ko_uses(game: Game, player: int, timing: str) -> list[tuple[GameObject, object]]:
    """The KO-pile part of ``_uses`` from a walk of the whole pile."""
    from vsrules.variants.twopcg.powers import _COPIERS_ONLY, _copier_uses, _powers_by_timing

    in_ko = _powers_by_timing(game.cards, game).get(timing, _COPIERS_ONLY)[1]
    out: list[tuple[GameObject, object]] = []
    for o in map(game.state.objects.__getitem__, game.cards_among(game.zone(player, "ko"), in_ko)):
        if o.controller == player:
            found = in_ko[o.card]
            out += [(o, p) for p in found] if found is not None else _copier_uses(game, o, timing)
    return out


def _fresh_pairs(game: Game, player: int) -> list[tuple[GameObject, int]]:
    """Each character with the first card in hand of its name, walked one by one."""
    hand = game.zone(player, "hand")
    out = []
    for o in game.characters(player):
        named = [u for u in hand if game.name_of(u) == game.card(o).name]
        if named:
            out.append((o, named[0]))
    return out


@pytest.mark.parametrize(("names", "first_seed", "seeds"), TABLES)
def test_kept_ko_candidates_and_uses_equal_a_fresh_walk(registry, names, first_seed, seeds):
    from vsrules.variants.twopcg.powers import _ko_candidates, _used_from_ko, _uses

    from_ko = with_candidates = 0
    for game in _games(registry, names, first_seed, seeds):
        with game.reading():
            for player in range(len(names)):
                ko = game.zone(player, "ko")
                ids = _used_from_ko(game.cards, game)
                assert _ko_candidates(game, player, ko) == list(game.cards_among(ko, ids))
                for timing in TIMINGS:
                    uses = [(o, p) for o, p in _uses(game, player, timing) if o.zone == "ko"]
                    assert uses == _fresh_ko_uses(game, player, timing)
                    from_ko += len(uses)
                with_candidates += bool(_ko_candidates(game, player, ko))
    assert from_ko and with_candidates > 50


@pytest.mark.parametrize(("names", "first_seed", "seeds"), TABLES)
def test_kept_power_up_pairs_equal_a_fresh_walk(registry, names, first_seed, seeds):
    from vsrules.variants.twopcg.powers import _power_up_pairs

    pairs = 0
    for game in _games(registry, names, first_seed, seeds):
        for player in range(len(names)):
            found = _power_up_pairs(game, player)
            assert found == _fresh_pairs(game, player)
            assert all(a is b for (a, _), (b, _) in zip(found, _fresh_pairs(game, player),
                                                         strict=True))
            pairs += len(found)
    assert pairs > 50
