"""What the 2PCG super power and plot twist listings know of the cards a game has made
(``powers._Made``, brought up to date from the uids made since it last looked) covers
every object in the game, at every decision of random games (two and three players): a
card with a power used from the KO pile (Deadpool) among them means the KO piles are
looked at (at its timing word), and the plot twists' timing words among them are the
only ones whose plot twists are looked for in hand. The test decks have no such card and
no build plot twist: there the listings skip both."""

from __future__ import annotations

import pytest
from helpers import bundled_decks, every_decision

from vsrules.core.game import Game

#: decks, first seed, seeds; whether a card used from the KO pile is in them
TABLES = [
    (("captain-america-avengers-test", "green-goblin-super-villains-test"), 510, (0, 4), False),
    (("captain-america-avengers-test", "deadpool-x-men"), 520, (1, 2), True),
    (("deadpool-x-men", "green-goblin-super-villains-test", "storm-x-men"), 530, (3,), True),
    (("captain-america-avengers-test", "green-goblin-super-villains-test", "hulk-avengers"),
     540, (5,), False),
]


def _fresh_facts(game: Game) -> tuple[bool, set[str | None]]:
    """Whether some object now has a card used from the KO pile, and the timing words of
    the plot twists among the objects, from a walk of every object."""
    from vsrules.variants.twopcg.powers import _used_from_ko
    from vsrules.variants.twopcg.scripts import COPIERS

    from_ko = _used_from_ko(game.cards, game) - set(COPIERS)
    cards = [game.card(o) for o in game.state.objects.values()]
    return (any(c.id in from_ko for c in cards),
            {c.timing for c in cards if c.type == "plot-twist"})


def _looks_in_ko(game: Game) -> bool:
    """Whether the super power listing looks at the KO piles at some timing word."""
    from vsrules.variants.twopcg.powers import _made

    return any(kos is not None for _rows, kos in _made(game).uses_by_timing.values())


@pytest.mark.parametrize(("names", "first_seed", "seeds", "from_ko"), TABLES)
def test_made_covers_every_object(registry, names, first_seed, seeds, from_ko):
    from vsrules.variants.twopcg.powers import _made

    decisions = 0
    for game in every_decision(registry, "2pcg", bundled_decks("twopcg", names), seeds,
                               first_seed, max_turns=24):
        made = _made(game)
        fresh_from_ko, fresh_timings = _fresh_facts(game)
        assert _looks_in_ko(game) >= fresh_from_ko and _looks_in_ko(game) == from_ko
        assert made.plot_timings >= fresh_timings
        assert "build" not in made.plot_timings
        decisions += 1
    assert decisions > 200


def test_a_card_made_later_is_seen(registry):
    """An object made after the listings looked (as the rules lab makes them) counts: its
    power used from the KO pile is listed."""
    from vsrules.variants.twopcg.powers import _used_from_ko, _uses
    from vsrules.variants.twopcg.scripts import COPIERS

    names = ("captain-america-avengers-test", "green-goblin-super-villains-test")
    game = next(iter(every_decision(registry, "2pcg", bundled_decks("twopcg", names), (0,),
                                    550)))
    assert not _looks_in_ko(game)
    card = min(_used_from_ko(game.cards, game) - set(COPIERS))
    uid = game.new_object(card, 0, "ko")
    assert _looks_in_ko(game)
    with game.reading():
        assert any(o.uid == uid for timing in ("build", "main", "combat")
                   for o, _p in _uses(game, 0, timing))
