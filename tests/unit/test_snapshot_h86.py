"""``GameObject.snapshot`` builds its copy field by field without calling the class: it must
equal a copy made by the class in every field (``attrs.fields``: a field added to the class
and forgotten in ``snapshot`` is left unset and fails here) and be independent of the
original (its counters and memory are new dicts)."""

from __future__ import annotations

import attrs
from helpers import bundled_decks, every_decision

from vsrules.core.objects import GameObject

FIELDS = [f.name for f in attrs.fields(GameObject)]
DECKS = ["captain-america-avengers-test", "green-goblin-super-villains-test"]


def _fields(obj: GameObject) -> dict[str, object]:
    """Every field of ``obj`` (an unset slot raises ``AttributeError``)."""
    return {name: getattr(obj, name) for name in FIELDS}


def _check(obj: GameObject) -> None:
    copy = obj.snapshot()
    expected = GameObject(**{name: getattr(obj, name) for name in FIELDS})
    assert type(copy) is GameObject
    assert _fields(copy) == _fields(expected) == _fields(obj)
    assert copy.counters is not obj.counters and copy.memory is not obj.memory


def test_snapshot_copies_every_field_set():
    obj = GameObject(7, "MNB-001", 1, 2, "front", False, True, True, {"+1/+1": 2}, 3, 1,
                     "left", 42, {"chosen": [5]})
    defaults = GameObject(0, "", 0, 0, "")
    assert all(getattr(obj, name) != getattr(defaults, name) for name in FIELDS)
    _check(obj)
    copy = obj.snapshot()
    copy.counters["+1/+1"] = 5
    copy.memory["other"] = 1
    assert obj.counters == {"+1/+1": 2} and obj.memory == {"chosen": [5]}


def test_snapshot_of_game_objects(registry):
    checked = 0
    for game in every_decision(registry, "2pcg", bundled_decks("twopcg", DECKS), range(1),
                               860, 8):
        if game.state.turn % 2:  # every object at the decisions of every other turn
            for obj in game.state.objects.values():
                _check(obj)
                checked += 1
    assert checked > 1000
