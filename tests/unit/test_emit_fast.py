"""``emit`` looks only at the triggered powers kept per printed card by event kind
(``Game._triggers``): at every decision of random games (both editions, two and three
players, with Hope Summers copying powers), they are, for every object and every event
kind its powers name, the powers a fresh look at its whole ``script_of`` finds."""

from __future__ import annotations

import pytest
from helpers import bundled_decks, every_decision

GAMES = [
    ("2pcg", "twopcg", ["captain-america-avengers-test", "wolverine-x-men"], 71),
    ("2pcg", "twopcg", ["storm-x-men", "green-goblin-super-villains-test", "deadpool-x-men"], 72),
    ("original", "original", ["1-legionnaires-cosmic", "2-future-foes-darkseid"], 73),
]


def _emitted(game, obj):
    """What ``emit`` looks at for ``obj``: the card's kept table, or one made now."""
    kept = None if obj.uid in game._added_powers else game.caches["triggers"].get(obj.card)
    return kept if kept is not None else game._triggers(obj)


@pytest.mark.parametrize(("variant", "folder", "decks", "seed"), GAMES)
def test_kept_triggers_equal_the_whole_script(registry, variant, folder, decks, seed):
    compared = added = 0
    for game in every_decision(registry, variant, bundled_decks(folder, decks), range(1), seed):
        for obj in list(game.state.objects.values()):
            game._powered()  # as in emit: the index (and ``_added_powers``) up to date
            triggered = game.script_of(obj).triggered
            found = _emitted(game, obj)
            for kind in {t.event for t in triggered} | {"no-such-event"}:
                for looking_back in (False, True):
                    fresh = tuple(t for t in triggered
                                  if t.event == kind and t.look_back == looking_back)
                    assert found[looking_back].get(kind, ()) == fresh
                    compared += 1
            added += obj.uid in game._added_powers
    assert compared > 1000
    if variant == "2pcg":
        assert added > 0  # objects with copied powers or granted keywords were looked at
