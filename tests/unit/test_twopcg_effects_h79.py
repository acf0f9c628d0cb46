"""The 2PCG effects listing's shortcuts (session 10) give what a plain computation gives,
at every decision of random games (two and three players; the X-Men decks bring Hope
Summers, who copies powers, and Deadpool, whose power is used from the KO pile):

- ``EffectsRule.legal`` (``window`` and the ``_Made`` update written out, the characters
  read once, the KO-pile candidates looked up in ``_uses``) lists what the three rules
  list one after the other, and what ``check`` accepts of the candidates, each option a
  kept choice equal field by field to one built by its class;
- the game's ``_Made`` is up to date after every listing and knows every timing word and
  place of a super power a fresh one finds among the objects in the game;
- ``payment`` (``_payment`` builds its ``Payment`` without the class call) equals a
  ``Payment`` made by its class from a fresh walk of the row and the hand."""

from __future__ import annotations

import attrs
import pytest
from helpers import bundled_decks, checked_candidates, every_decision, listing

from vsrules.core.game import Game

#: decks, first seed, seeds
TABLES = [
    (("captain-america-avengers-test", "deadpool-x-men"), 790, (0, 3)),
    (("captain-america-avengers-test", "green-goblin-super-villains-test"), 791, (1,)),
    (("deadpool-x-men", "green-goblin-super-villains-test", "storm-x-men"), 792, (4,)),
]


def _games(registry, names: tuple[str, ...], first_seed: int, seeds: tuple[int, ...]):
    return every_decision(registry, "2pcg", bundled_decks("twopcg", names), seeds, first_seed,
                          max_turns=24)


def _same_fields(kept, fresh) -> bool:
    """Whether two choices are of one class with equal fields (compared one by one)."""
    return type(kept) is type(fresh) and all(
        getattr(kept, f.name) == getattr(fresh, f.name) for f in attrs.fields(type(kept)))


@pytest.mark.parametrize(("names", "first_seed", "seeds"), TABLES)
def test_effects_listing_equals_a_plain_one(registry, names, first_seed, seeds):
    from vsrules.variants.twopcg.powers import window
    from vsrules.variants.twopcg.variant import EFFECTS, PLOT, POWER, POWER_UP

    offered = 0
    for game in _games(registry, names, first_seed, seeds):
        for player in range(len(names)):
            found = listing(EFFECTS, game, player)
            if window(game, player) is not None:  # (before any other listing updates it)
                _check_made(game)
            fresh = checked_candidates(EFFECTS, game, player)
            assert found == [c for rule in (PLOT, POWER, POWER_UP)
                             for c in listing(rule, game, player)]
            assert len(found) == len(fresh)
            assert all(_same_fields(a, b) for a, b in zip(found, fresh, strict=True))
            offered += len(found)
    assert offered > 50


def _check_made(game: Game) -> None:
    """The game's ``_Made`` is up to date (as the listing leaves it) and knows what a fresh
    one finds among the objects in the game."""
    from vsrules.variants.twopcg.powers import _Made

    made = game.caches["2pcg:made"]
    assert made.upto == game.state.next_uid
    new = _Made(game).see(game, game.state.next_uid)
    assert made.plot_timings >= new.plot_timings
    assert made.power_timings >= new.power_timings
    for timing, places in new.uses_by_timing.items():  # (None: a place not looked at)
        assert all(old is not None for old, now in
                   zip(made.uses_by_timing[timing], places, strict=True) if now is not None)


def _fresh_payment(game: Game, player: int):
    """``Payment`` made by its class from a walk of the row and the hand."""
    from vsrules.variants.twopcg.payment import Payment, _location_info

    info = _location_info(game.cards)
    found = [(u, *info[game.card(u).id]) for u in game.zone(player, "resources")
             if game.card(u).id in info and game.state.objects[u].face_up]
    found += [(u, *info[game.card(u).id]) for u in game.zone(player, "hand")
              if game.card(u).id in info]
    untied = [(u, s) for u, s, teams in found if not teams]
    return Payment(found, frozenset().union(*[s for _u, s, _t in found]),
                   untied if len(untied) == len(found) else None)


@pytest.mark.parametrize(("names", "first_seed", "seeds"), TABLES)
def test_payment_equals_a_fresh_one(registry, names, first_seed, seeds):
    from vsrules.variants.twopcg.payment import Payment, payment

    tied = 0
    for game in _games(registry, names, first_seed, seeds):
        for player in range(len(names)):
            kept = payment(game, player)
            assert type(kept) is Payment
            assert kept == _fresh_payment(game, player)
            tied += kept.untied is None
    assert tied > 0
