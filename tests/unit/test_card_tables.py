"""Lookups read straight from the card database's tables, and the printed stats' fast path,
give what a fresh computation gives at every decision of random games of both editions
(two and three players; Hope Summers copying keywords): ``Variant.base_stat``,
``CardDb.of_type``, and 2PCG's ``may_have`` (its cards hold every object that has the
keyword now). ``CardDb.tables`` is emptied in place when a card is added."""

from __future__ import annotations

import attrs
import pytest
from helpers import BOTH_EDITIONS, bundled_decks, every_decision

from vsrules.core.cards import CARD_TYPES, CardDb
from vsrules.core.game import Game
from vsrules.core.objects import GameObject

GAMES = BOTH_EDITIONS
STATS = ("atk", "def", "health", "cost", "willpower", "xp")


def _printed_stat(game: Game, obj: GameObject, stat: str) -> int:
    """The printed stat plus +1/+1 and -1/-1 counters, worked out in full."""
    card = game.card(obj)
    if stat == "willpower" and game.variant.id == "original":
        value = card.keyword("willpower")
        return value if isinstance(value, int) and not isinstance(value, bool) else 0
    printed = {"atk": card.atk, "def": card.defense, "cost": card.cost,
               "health": card.health or game.variant.default_health}.get(stat)
    if stat in ("atk", "def"):
        return (printed or 0) + obj.count("plus") - obj.count("minus")
    return printed or 0


def _games(registry, variant: str, folder: str, decks: list[str]):
    return every_decision(registry, variant, bundled_decks(folder, decks), range(2), 90,
                          max_turns=14)


@pytest.mark.parametrize(("variant", "folder", "decks"), GAMES)
def test_base_stats_and_types_equal_a_fresh_computation(registry, variant, folder, decks):
    countered = 0
    for game in _games(registry, variant, folder, decks):
        for obj in game.state.objects.values():
            for stat in STATS:
                assert game.variant.base_stat(game, obj, stat) == \
                    _printed_stat(game, obj, stat), (obj.card, stat)
            countered += bool(obj.counters)
        for card_type in CARD_TYPES:
            assert game.cards.of_type(card_type) == \
                {c.id for c in game.cards if c.type == card_type}
    assert countered > 100


@pytest.mark.parametrize("decks", [g[2] for g in GAMES if g[0] == "2pcg"] +
                         [["deadpool-x-men", "green-goblin-super-villains-test"]])
def test_may_have_holds_every_object_with_the_keyword(registry, decks):
    from vsrules.variants.twopcg.keywords import KEYWORDS, RULE_KEYWORDS, may_have

    keywords = (*RULE_KEYWORDS, *KEYWORDS)
    having = 0
    for game in _games(registry, "2pcg", "twopcg", decks):
        fresh = game.clone()
        for keyword in keywords:
            cards = may_have(game, keyword)
            assert (cards is None) == fresh.touches("kw:" + keyword)
            for obj in fresh.state.objects.values():
                if obj.in_play and fresh.has_keyword(obj, keyword):
                    assert cards is None or obj.card in cards, (obj.card, keyword)
                    having += 1
    assert having > 100


def test_tables_are_emptied_in_place_when_a_card_is_added(registry):
    db = CardDb("2pcg", registry.variant("2pcg").card_db())
    tables = db.tables
    locations = db.of_type("location")
    assert tables and db.derived("n", len) == len(db)
    new = attrs.evolve(next(c for c in db if c.type == "location"), id="TEST-LOC")
    db.add(new)
    assert db.tables is tables and not tables
    assert db.of_type("location") == locations | {"TEST-LOC"}
    assert db.derived("n", len) == len(db)
