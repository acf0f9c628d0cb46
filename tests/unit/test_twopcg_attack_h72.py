"""Two fast paths of attack listing and effect resolution give what the plain code gives.

- The 2PCG attack listing builds each kept ``Attack`` field by field (``_Versus``) rather
  than through ``Attack.__init__``: it must equal, hash and print like
  ``Attack(group, defender)`` for any group order, and ``Attack`` must have exactly the
  fields it sets (a new field would be left unset). Every kept attack of random 2- and
  3-player games is compared with ``Attack(group, defender)`` at every decision in
  ``test_twopcg_attack_fast4.py``.
- ``Resolve.uids`` of one value (not a list) skips the list it used to filter.
- Ronan's Accuse ("name a card") offers picks of the card names made once per card pool:
  at every such question of random games they equal fresh ones, in a list of its own."""

from __future__ import annotations

from itertools import permutations

import attrs
import pytest
from helpers import bundled_decks, every_decision

from vsrules.core.decisions import Attack, Pick
from vsrules.core.effects import Resolve
from vsrules.variants.twopcg.attack import _Versus


def test_attack_has_the_fields_versus_sets():
    assert [f.name for f in attrs.fields(Attack)] == ["attackers", "defender", "player"]


@pytest.mark.parametrize("group", [(7,), (3, 9), *permutations((12, 4, 8))])
def test_kept_attack_equals_a_fresh_one(group):
    versus = _Versus(group, True)
    kept = versus[5]
    fresh = Attack(group, 5)
    assert type(kept) is Attack
    assert kept == fresh and hash(kept) == hash(fresh) and repr(kept) == repr(fresh)
    assert kept.describe() == fresh.describe()
    assert versus[5] is kept  # made once


class _Game:
    """What ``Resolve.uids`` reads of a game: the objects by uid."""

    class state:
        objects = {1: "a", 2: "b"}


def _reference_uids(res: Resolve, ref) -> list[int]:
    value = res.value(ref)
    items = value if isinstance(value, list) else [value]
    return [u for u in items if isinstance(u, int) and u in _Game.state.objects]


@pytest.mark.parametrize("value", [1, 3, None, True, False, "x", [], [1, 3, 2], [None, 2]])
def test_uids_of_one_value_as_of_a_list(value):
    res = Resolve([], 0, 2, "test", {"t": value})
    for ref in ("t", "source", "controller", "gone", 1, 3):
        assert res.uids(_Game(), ref) == _reference_uids(res, ref)


def test_named_card_options_equal_fresh_ones(registry):
    decks = bundled_decks("twopcg", ("captain-america-avengers-test",
                                     "green-goblin-super-villains-test"))
    asked = []
    for game in every_decision(registry, "2pcg", decks, range(4, 8), 1, 40):
        pending = game.pending
        if pending.kind == "choose" and pending.prompt == "Accuse: name a card":
            names = sorted({c.name for c in game.cards if c.id != "lab:filler"})
            assert pending.options == [Pick(n) for n in names]
            assert all(pending.options is not other for other in asked)
            asked.append(pending.options)
    assert len(asked) >= 2
