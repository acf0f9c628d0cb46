"""The 2PCG super power listing looks at a place (the rows, the KO piles) at a timing word
only when a card the game made has a super power of that timing word used there
(``powers._Made.uses_by_timing``), at every decision of random games (two and three
players; the X-Men decks bring Deadpool, whose build power is used from the KO pile, and
Hope Summers, who copies powers in a row and in the KO pile; Professor X's Cerebro is a
build power used in a row):

- its places equal those of a plain walk of every uid made (each card's printed scripts:
  the timing words of super powers used in a row; those named like a power used from the
  KO pile);
- no super power of an object at a place it skips could be used from there
  (``_place_reason``, which reads the object's whole script, copies included).

The first test checks the bookkeeping (kept step by step against worked out at once, by
the same reading of the scripts); the second is the one that checks the rules."""

from __future__ import annotations

import pytest
from helpers import bundled_decks, every_decision

from vsrules.core.game import Game

#: decks, first seed, seeds
TABLES = [
    (("captain-america-avengers-test", "deadpool-x-men"), 870, (0, 1)),
    (("deadpool-x-men", "green-goblin-super-villains-test", "storm-x-men"), 871, (2,)),
    (("professor-x-x-men", "deadpool-x-men"), 872, (3,)),
    (("captain-america-avengers-test", "green-goblin-super-villains-test"), 873, (4,)),
]

TIMINGS = ("build", "main", "combat")


def _games(registry, names, first_seed, seeds):
    return every_decision(registry, "2pcg", bundled_decks("twopcg", names), seeds, first_seed,
                          max_turns=24)


def _places(made) -> dict[str | None, tuple[bool, bool]]:
    """Per timing word: whether the rows and whether the KO piles are looked at."""
    return {t: (rows is not None, kos is not None)
            for t, (rows, kos) in made.uses_by_timing.items()}


def _walked(game: Game, cards: set[str]) -> dict[str | None, tuple[bool, bool]]:
    """``_places`` worked out plainly from the ``cards`` made."""
    from vsrules.variants.twopcg.powers import printed_super_powers

    ko_names = {a.name.lower() for c in cards for a in game.printed_script(c).activated
                if a.zone == "ko"}
    in_row, in_ko = set(), set()
    for c in cards:
        own_ko = {a.name.lower() for a in game.printed_script(c).activated if a.zone == "ko"}
        for p in printed_super_powers(game.cards.get(c)):
            if p.name.lower() not in own_ko:
                in_row.add(p.timing)
            if p.name.lower() in ko_names:
                in_ko.add(p.timing)
    return {t: (t in in_row, t in in_ko) for t in in_row | in_ko}


@pytest.mark.parametrize(("names", "first_seed", "seeds"), TABLES)
def test_places_equal_a_walk_of_every_uid(registry, names, first_seed, seeds):
    from vsrules.variants.twopcg.powers import _made

    decisions, walked_game, ko_seen = 0, None, False
    for game in _games(registry, names, first_seed, seeds):
        if game is not walked_game:  # a new game: walked from its first uid
            walked_game, upto, cards = game, 0, set()
        for u in range(upto, game.state.next_uid):
            o = game.state.objects.get(u)
            if o is not None:
                cards.add(o.card)
        upto = game.state.next_uid
        places = _places(_made(game))
        assert places == _walked(game, cards)
        assert set(places) == _made(game).power_timings
        ko_seen = ko_seen or any(kos for _rows, kos in places.values())
        decisions += 1
    assert decisions > 200
    assert ko_seen == any("deadpool" in n for n in names)


@pytest.mark.parametrize(("names", "first_seed", "seeds"), TABLES)
def test_skipped_places_have_no_usable_power(registry, names, first_seed, seeds):
    from vsrules.variants.twopcg.powers import _NOWHERE, _made, _place_reason, super_powers

    skipped = usable = 0
    for game in _games(registry, names, first_seed, seeds):
        with game.reading():
            made = _made(game)
            for player in range(len(names)):
                sources = [(o, 0) for o in game.characters(player)] + \
                    [(game.state.objects[u], 1) for u in game.zone(player, "ko")]
                for timing in TIMINGS:
                    looked = made.uses_by_timing.get(timing, _NOWHERE)
                    for o, place in sources:
                        for p in super_powers(game, o.uid):
                            if p.timing != timing:
                                continue
                            fits = _place_reason(game, o, p) is None
                            if looked[place] is None:
                                assert not fits, (timing, game.name_of(o.uid), p.name)
                                skipped += 1
                            usable += fits
    assert skipped > 50 and usable > 50
