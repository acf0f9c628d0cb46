"""The 2PCG listing's second-round fast paths give what a plain computation gives, at every
decision of random games (two and three players; X-Men decks bring Hope Summers, who
copies powers, and Deadpool's power used from the KO pile):

- ``powers._uses`` (super powers read from per-card tables built once per card database;
  a copier's placed by the listing) lists what walking ``power_sources`` and their
  ``super_powers`` lists;
- ``payment.payment`` holds the locations a plain walk
  of the resource row and the hand finds;
- ``attack.ready_among`` and ``attack.face_up_front`` pick
  what the plain tests pick."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from helpers import bundled_decks, deck_specs

from vsrules.core.ai.random_agent import RandomAgent
from vsrules.core.game import Game
from vsrules.core.setup import Setup

TABLES = [  # decks, seed
    (("deadpool-x-men", "captain-america-avengers-test"), 86),
    (("green-goblin-super-villains-test", "storm-x-men", "deadpool-x-men"), 82),
]
TIMINGS = ("build", "main", "combat")


def _decisions(registry, names: tuple[str, ...], seed: int, turns: int = 24) -> Iterator[Game]:
    """The game at every decision of a random game between the decks ``names``."""
    variant = registry.variant("2pcg")
    game = Game.create(variant, Setup("2pcg", seed, deck_specs(variant, bundled_decks("twopcg", names))),
                       registry.hooks)
    agents = [RandomAgent(seed + i) for i in range(len(names))]
    while not game.over and game.state.turn <= turns:
        yield game
        game.apply(agents[game.pending.player].choose(game.pending))


def _plain_uses(game: Game, player: int, timing: str) -> list[tuple]:
    """What ``_uses`` lists, from the sources' powers now (as the listing did before)."""
    from vsrules.variants.twopcg.powers import _place_reason, _script, power_sources, super_powers

    return [(o.uid, p, "used:" + p.name, tuple(s.lower() for s in p.cost),
             _script(game, o).find_activated(p.name))
            for o in power_sources(game, player) for p in super_powers(game, o.uid)
            if p.timing == timing and o.controller == player and _place_reason(game, o, p) is None]


def _listed_uses(game: Game, player: int, timing: str) -> list[tuple]:
    """``_uses``, with a copier's powers placed and given their script as the listing
    does."""
    from vsrules.variants.twopcg.powers import _place_reason, _script, _uses

    return [(o.uid, p, used, cost, _script(game, o).find_activated(p.name) if copied else activated)
            for o, (p, used, cost, activated, copied) in _uses(game, player, timing)
            if not copied or _place_reason(game, o, p) is None]


@pytest.mark.parametrize(("names", "seed"), TABLES)
def test_uses_equal_the_sources_powers(registry, names, seed):
    from vsrules.variants.twopcg.scripts import COPIERS

    listed = copiers = from_ko = 0
    for game in _decisions(registry, names, seed):
        with game.reading():
            for player in range(len(names)):
                for timing in TIMINGS:
                    uses = _listed_uses(game, player, timing)
                    assert uses == _plain_uses(game, player, timing)
                    listed += len(uses)
                    from_ko += sum(game.state.objects[u].zone == "ko" for u, *_ in uses)
                copiers += any(o.card in COPIERS for o in game.characters(player))
    assert listed > 100 and copiers > 20 and from_ko


@pytest.mark.parametrize(("names", "seed"), TABLES)
def test_payment_and_attackers_equal_plain_walks(registry, names, seed):
    from vsrules.variants.twopcg.attack import face_up_front, ready_among
    from vsrules.variants.twopcg.payment import _location_info, payment

    info = _location_info(registry.variant("2pcg").card_db())
    located = ready = 0
    for game in _decisions(registry, names, seed):
        objs = game.state.objects
        for player in range(len(names)):
            row, hand = game.zone(player, "resources"), game.zone(player, "hand")
            plain = [(u, *info[objs[u].card]) for u in row
                     if objs[u].card in info and objs[u].face_up] + \
                [(u, *info[objs[u].card]) for u in hand if objs[u].card in info]
            found = payment(game, player)
            assert found.locations == plain
            assert found.symbols == frozenset(s for _u, symbols, _t in plain for s in symbols)
            assert found.untied == (None if any(t for _u, _s, t in plain)
                                    else [(u, s) for u, s, _t in plain])
            located += len(plain)
            for zone in ("front", "back"):
                uids = game.zone(player, zone)
                assert ready_among(game, uids) == [
                    u for u in uids
                    if objs[u].face_up and not objs[u].stunned and not objs[u].exhausted]
                ready += len(ready_among(game, uids))
            assert face_up_front(game, player) == [
                u for u in game.zone(player, "front") if objs[u].face_up and not objs[u].stunned]
    assert located > 100 and ready > 100
