"""The 2PCG super power, plot twist and power-up listings' plain-loop paths and kept tables
give what a fresh walk gives, at every decision of random games (two and three players;
the X-Men decks bring Hope Summers, who copies powers, and Deadpool, whose power is used
from the KO pile):

- ``powers._uses`` (the super powers a player's characters and KO pile may use now);
- ``payment.payment`` (the paying locations, kept while the resource row, its faces and
  the hand stay);
- ``powers._plots_in_hand`` (the plot twists in hand by timing word, kept while the hand
  stays) and ``powers._power_up_pairs``;
- and each listing (``legal``) against its candidates that ``check`` accepts."""

from __future__ import annotations

import pytest
from helpers import bundled_decks, every_decision, fresh_paying_locations

from vsrules.core.game import Game

#: decks, first seed, seeds (the first two bundled decks are the simulator's default)
TABLES = [
    (("captain-america-avengers-test", "deadpool-x-men"), 410, (0, 3, 5)),
    (("captain-america-avengers-test", "green-goblin-super-villains-test"), 420, (1, 2)),
    (("deadpool-x-men", "green-goblin-super-villains-test", "storm-x-men"), 430, (4, 7)),
]
TIMINGS = ("build", "main", "combat")


def _games(registry, names: tuple[str, ...], first_seed: int, seeds: tuple[int, ...]):
    return every_decision(registry, "2pcg", bundled_decks("twopcg", names), seeds, first_seed,
                          max_turns=24)


def _fresh_uses(game: Game, player: int, timing: str) -> list[tuple[int, str, bool]]:
    """Per power ``_uses`` should give: its source, name and whether it is a copier's,
    from ``power_sources`` and ``super_powers`` walked one by one."""
    from vsrules.variants.twopcg.powers import _place_reason, power_sources, super_powers
    from vsrules.variants.twopcg.scripts import COPIERS

    out = []
    for o in power_sources(game, player):
        if o.zone == "ko" and o.controller != player:
            continue
        copier = o.card in COPIERS
        for p in super_powers(game, o.uid):
            if p.timing == timing and (copier or _place_reason(game, o, p) is None):
                out.append((o.uid, p.name, copier))
    return out


def _fresh_plots(game: Game, player: int) -> dict[str | None, list[int]]:
    out: dict[str | None, list[int]] = {}
    for u in game.zone(player, "hand"):
        if game.card(u).type == "plot-twist":
            out.setdefault(game.card(u).timing, []).append(u)
    return out


@pytest.mark.parametrize(("names", "first_seed", "seeds"), TABLES)
def test_uses_payment_and_plots_equal_a_fresh_walk(registry, names, first_seed, seeds):
    from vsrules.variants.twopcg.powers import (
        _lower_cost,
        _plots_in_hand,
        _script,
        _uses,
        payment,
    )

    uses = copied = located = plots = 0
    for game in _games(registry, names, first_seed, seeds):
        with game.reading():
            for player in range(len(names)):
                for timing in TIMINGS:
                    found = _uses(game, player, timing)
                    assert [(o.uid, u.power.name, u.copied) for o, u in found] == \
                        _fresh_uses(game, player, timing)
                    for o, u in found:
                        assert u.cost == _lower_cost(u.power)
                        assert u.used == "used:" + u.power.name
                        if not u.copied:
                            assert u.activated == _script(game, o).find_activated(u.power.name)
                    uses += len(found)
                    copied += sum(u.copied for _o, u in found)
                kept = payment(game, player)
                fresh = fresh_paying_locations(game, player)
                assert kept.locations == fresh
                assert kept.symbols == frozenset().union(*[s for _u, s, _t in fresh])
                assert kept.untied == (None if any(t for _u, _s, t in fresh)
                                       else [(u, s) for u, s, _t in fresh])
                located += len(fresh)
                assert _plots_in_hand(game, player) == _fresh_plots(game, player)
                plots += len(_fresh_plots(game, player))
    assert uses > 100 and located > 100 and plots > 100
    if "deadpool-x-men" in names:
        assert copied


@pytest.mark.parametrize(("names", "first_seed", "seeds"), TABLES)
def test_listings_equal_their_checked_candidates(registry, names, first_seed, seeds):
    from vsrules.variants.twopcg.powers import PlayPlotRule, PowerUpRule, UsePowerRule

    offered = 0
    for game in _games(registry, names, first_seed, seeds):
        for rule in (UsePowerRule(), PlayPlotRule(), PowerUpRule()):
            for player in range(len(names)):
                with game.reading():
                    listed = rule.legal(game, player)
                    checked = [c for c in rule.candidates(game, player)
                               if rule.check(game, player, c) is None]
                assert listed == checked, type(rule).__name__
                offered += len(listed)
    assert offered > 50
