"""The 2PCG super power listing's shortcuts equal a plain computation at every decision of
random games (two and three players):

- ``powers._Made`` looks only at cards it has not seen yet (``_unseen``): its plot twists'
  timing words equal those of a walk of every uid made, one at a time, with no shortcut
  (its super powers' places: ``test_twopcg_places_h87.py``);
- ``UsePowerRule.legal`` hands the payment it looked up to ``_usable_reason``: it gives
  exactly the candidates that ``check`` (which looks the payment up itself) accepts."""

from __future__ import annotations

import pytest
from helpers import bundled_decks, checked_candidates, every_decision, listing

#: decks, first seed, seeds (the default decks have a copier and a card used from the KO
#: pile)
TABLES = [
    (("captain-america-avengers-test", "green-goblin-super-villains-test"), 610, (0, 1)),
    (("deadpool-x-men", "green-goblin-super-villains-test", "storm-x-men"), 620, (2,)),
    (("captain-america-avengers-test", "deadpool-x-men"), 630, (3,)),
]


@pytest.mark.parametrize(("names", "first_seed", "seeds"), TABLES)
def test_made_facts_equal_a_walk_of_every_uid(registry, names, first_seed, seeds):
    from vsrules.variants.twopcg.powers import _made, _plot_timings

    decisions, walked_game = 0, None
    for game in every_decision(registry, "2pcg", bundled_decks("twopcg", names), seeds,
                               first_seed, max_turns=24):
        if game is not walked_game:  # a new game: walked from its first uid
            walked_game, upto, timings = game, 0, set()
        plot_timings = _plot_timings(game.cards)
        for u in range(upto, game.state.next_uid):
            o = game.state.objects.get(u)
            if o is not None and o.card in plot_timings:
                timings.add(plot_timings[o.card])
        upto = game.state.next_uid
        assert _made(game).plot_timings == timings
        decisions += 1
    assert decisions > 200


@pytest.mark.parametrize(("names", "first_seed", "seeds"), TABLES)
def test_power_listing_equals_checked_candidates(registry, names, first_seed, seeds):
    from vsrules.variants.twopcg.variant import POWER

    offered = 0
    for game in every_decision(registry, "2pcg", bundled_decks("twopcg", names), seeds,
                               first_seed, max_turns=24):
        for player in range(len(names)):
            found = listing(POWER, game, player)
            assert found == checked_candidates(POWER, game, player)
            offered += len(found)
    assert offered > 20
