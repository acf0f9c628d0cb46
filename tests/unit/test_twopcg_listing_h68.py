"""The 2PCG effects listing (``powers.EffectsRule``: plot twists, super powers and
power-ups in one rule) and its shortcuts give what a plain computation gives, at every
decision of random games (two and three players; the X-Men decks bring Hope Summers, who
copies powers, and Deadpool, whose power is used from the KO pile):

- ``EffectsRule.legal`` equals the three rules' own listings one after the other, and its
  candidates that ``check`` accepts, for every player (in and out of turn);
- ``_Made.power_timings`` (super powers are not looked at when no card made has one of
  the timing word) holds the timing word of every super power any object has now,
  copied ones included."""

from __future__ import annotations

import pytest
from helpers import bundled_decks, checked_candidates, every_decision, listing

from vsrules.core.game import Game

#: decks, first seed, seeds
TABLES = [
    (("captain-america-avengers-test", "deadpool-x-men"), 680, (0, 3)),
    (("captain-america-avengers-test", "green-goblin-super-villains-test"), 681, (1, 2)),
    (("deadpool-x-men", "green-goblin-super-villains-test", "storm-x-men"), 682, (4,)),
]


def _games(registry, names: tuple[str, ...], first_seed: int, seeds: tuple[int, ...]):
    return every_decision(registry, "2pcg", bundled_decks("twopcg", names), seeds, first_seed,
                          max_turns=24)


@pytest.mark.parametrize(("names", "first_seed", "seeds"), TABLES)
def test_effects_listing_equals_the_three_rules(registry, names, first_seed, seeds):
    from vsrules.variants.twopcg.variant import EFFECTS, PLOT, POWER, POWER_UP

    offered = 0
    for game in _games(registry, names, first_seed, seeds):
        for player in range(len(names)):
            found = listing(EFFECTS, game, player)
            assert found == [c for rule in (PLOT, POWER, POWER_UP)
                             for c in listing(rule, game, player)]
            assert found == checked_candidates(EFFECTS, game, player)
            offered += len(found)
    assert offered > 50


def _printed_timings(game: Game) -> set[str | None]:
    from vsrules.variants.twopcg.powers import printed_super_powers

    return {p.timing for u in range(game.state.next_uid) if u in game.state.objects
            for p in printed_super_powers(game.card(u))}


@pytest.mark.parametrize(("names", "first_seed", "seeds"), TABLES)
def test_power_timings_cover_every_super_power(registry, names, first_seed, seeds):
    from vsrules.variants.twopcg.powers import _made, super_powers

    decisions = 0
    for game in _games(registry, names, first_seed, seeds):
        with game.reading():
            timings = _made(game).power_timings
            assert timings >= _printed_timings(game)
            assert all(p.timing in timings for u in game.state.objects
                       for p in super_powers(game, u))
        decisions += 1
    assert decisions > 200

