"""Frames made without a class call, and the payment question, give what they gave.

- ``PayFor`` offers the same locations as before at every payment of random 2- and
  3-player games (it no longer asks ``can_pay`` when nothing is left to pay after the
  symbol: ``can_pay`` of nothing is true).
- ``new_resolve`` sets every field ``Resolve`` has, as the class would."""

from __future__ import annotations

import attrs
import pytest
from helpers import bundled_decks, every_decision

from vsrules.core.decisions import Pick
from vsrules.core.effects import Resolve, new_resolve
from vsrules.variants.twopcg.payment import can_pay, payers
from vsrules.variants.twopcg.powers import PayFor

GAMES = [
    (["captain-america-avengers-test", "wolverine-x-men"], 851),
    (["storm-x-men", "green-goblin-super-villains-test", "deadpool-x-men"], 852),
    (["loki-super-villains", "professor-x-x-men"], 853),
]


def _fresh_payment_options(game, pay: PayFor) -> list[Pick]:
    """What ``PayFor`` offered before (``can_pay`` asked even with nothing left to pay)."""
    symbol, rest = pay.cost[0], pay.cost[1:]
    left = [(u, s) for u, s in payers(game, pay.player, pay.source) if u not in pay.paid]
    return [Pick(u) for u, s in left
            if symbol in s and can_pay(rest, [(v, t) for v, t in left if v != u])]


@pytest.mark.parametrize(("decks", "seed"), GAMES)
def test_payment_options_equal_fresh_ones(registry, decks, seed):
    paid = 0
    for game in every_decision(registry, "2pcg", bundled_decks("twopcg", decks), range(3),
                               seed):
        pay = game.state.frames[-1] if game.state.frames else None
        if game.pending.kind == "pay" and isinstance(pay, PayFor):
            assert game.pending.options == _fresh_payment_options(game, pay)
            paid += 1
    assert paid > 5


def test_new_resolve_sets_every_field():
    steps: list = []
    ctx = {"event.subject": 4}
    made = new_resolve(steps, 1, 7, "Power", ctx)
    fresh = Resolve(steps, 1, 7, "Power", ctx)
    for field in attrs.fields(Resolve):
        assert getattr(made, field.name) == getattr(fresh, field.name)
    assert made == fresh and repr(made) == repr(fresh) and type(made) is Resolve
    assert made.steps is steps and made.ctx is ctx

