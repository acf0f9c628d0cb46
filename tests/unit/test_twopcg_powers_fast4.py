"""2PCG super power payment, at every decision of random games (two and three players; the
Super Villains test deck brings team locations, the X-Men decks Hope Summers):

- ``payment.payment``, kept per player on copies of the resource row and hand and the row's
  locations with their faces (not remembered in a reading stretch: it is asked outside
  one too), equals a fresh walk, also right after a row location turns over and back;
- ``payment.payers`` equals the fresh walk's locations that pay for each character;
- ``payment.can_pay`` agrees with trying every order of those locations."""

from __future__ import annotations

from itertools import permutations

import pytest
from helpers import bundled_decks, every_decision, fresh_paying_locations

from vsrules.core.game import Game

#: decks, first seed, seeds
TABLES = [
    (("captain-america-avengers-test", "green-goblin-super-villains-test"), 610, (0, 1)),
    (("deadpool-x-men", "green-goblin-super-villains-test", "storm-x-men"), 620, (2,)),
]


def _assert_payment_fresh(game: Game, player: int) -> None:
    from vsrules.variants.twopcg.payment import payment

    kept, fresh = payment(game, player), fresh_paying_locations(game, player)
    assert kept.locations == fresh
    assert kept.symbols == frozenset().union(*[s for _u, s, _t in fresh])
    assert kept.untied == (None if any(t for _u, _s, t in fresh)
                           else [(u, s) for u, s, _t in fresh])


def _paid_by_brute_force(cost: tuple[str, ...], available: list) -> bool:
    return any(all(c in s for c, (_u, s) in zip(cost, order, strict=False))
               for order in permutations(available, len(cost)))


@pytest.mark.parametrize(("names", "first_seed", "seeds"), TABLES)
def test_payment_payers_and_can_pay_equal_a_fresh_walk(registry, names, first_seed, seeds):
    from vsrules.variants.twopcg.payment import can_pay, payers
    from vsrules.variants.twopcg.powers import _lower_cost, super_powers

    turned = tied = costs = 0
    for game in every_decision(registry, "2pcg", bundled_decks("twopcg", names), seeds,
                               first_seed, max_turns=24):
        for player in range(len(names)):
            _assert_payment_fresh(game, player)
            row = [game.state.objects[u] for u in game.zone(player, "resources")
                   if game.card(u).type == "location"]
            for o in row[:1]:  # turn a location over and back: the kept payment follows
                game.turn_face(o, not o.face_up)
                _assert_payment_fresh(game, player)
                game.turn_face(o, not o.face_up)
                _assert_payment_fresh(game, player)
                turned += 1
            fresh = fresh_paying_locations(game, player)
            for c in game.characters(player):
                found = payers(game, player, c.uid)
                assert found == [(u, s) for u, s, teams in fresh
                                 if not teams or any(game.has_team(c.uid, t) for t in teams)]
                tied += any(t for _u, _s, t in fresh)
                for p in super_powers(game, c.uid):
                    cost = _lower_cost(p)
                    assert can_pay(cost, found) == _paid_by_brute_force(cost, found)
                    costs += 1
    assert turned > 50 and tied > 20 and costs > 200
