"""Card files are read without cattrs when their data already has the declared types
(``core/cards.py``, a faster start); that path must give exactly what cattrs gives, and
anything else must still go through cattrs (its conversions, its located errors)."""

from __future__ import annotations

import copy
import tomllib
from pathlib import Path
from unittest import mock

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from vsrules.core import cards
from vsrules.core.cards import CardDef, structure_card
from vsrules.core.errors import InputError

ROOT = Path(__file__).resolve().parents[2]
CARD_FILES = sorted(ROOT.glob("variants/*/cards/*.toml")) + sorted(ROOT.glob("plugins/**/cards/*.toml"))


def bundled_entries() -> list[dict]:
    out = []
    for path in CARD_FILES:
        with path.open("rb") as fh:
            out.extend(tomllib.load(fh).get("card", []))
    return out


def by_cattrs(data: object) -> CardDef:
    return cards._converter().structure(data, CardDef)


def outcome(data: object, fast: bool) -> object:
    """The card, or the error message, with or without the plain path."""
    with mock.patch.object(cards, "_plain", cards._plain if fast else
                           (lambda cls, data: cards._NOT_PLAIN)):
        try:
            return structure_card(data, "f.toml", "card[0]")
        except InputError as exc:
            return str(exc)


def test_every_bundled_card_is_plain_and_the_same_as_with_cattrs():
    entries = bundled_entries()
    assert len(entries) >= 150
    for entry in entries:
        plain = cards._plain(CardDef, entry)
        assert plain is not cards._NOT_PLAIN, entry.get("id")
        assert plain == by_cattrs(entry)
        assert plain.keyword_values == by_cattrs(entry).keyword_values


BASE = {"id": "T-1", "name": "Tester", "type": "character", "cost": 2, "atk": 3, "def": 4,
        "teams": ["Avengers"], "keywords": ["boost:2", "flight"],
        "powers": [{"name": "Zap", "kind": "super", "text": "Do it.", "cost": ["a"], "xp": 1}]}


@pytest.mark.parametrize("change", [
    {"cost": "3"},              # cattrs turns it into 3
    {"atk": 2.0},               # and this into 2
    {"teams": ("Avengers",)},   # a tuple, not a TOML list
    {"any_turn": 1},
    {"powers": [{"name": "Zap", "xp": "2"}]},
])
def test_data_cattrs_converts_goes_through_cattrs(change):
    data = {**copy.deepcopy(BASE), **change}
    assert cards._plain(CardDef, data) is cards._NOT_PLAIN
    assert structure_card(data, "f.toml", "card[0]") == by_cattrs(data)


@pytest.mark.parametrize(("change", "where"), [
    ({"type": "hero"}, "card[0].type"),
    ({"colour": "red"}, "card[0]"),
    ({"defense": 3}, "card[0]"),
    ({"atk": "lots"}, "card[0].atk"),
    ({"powers": [{"name": "Zap", "kind": "sometimes"}]}, "card[0].powers[0].kind"),
    ({"powers": [{"name": "Zap", "colour": "red"}]}, "card[0].powers[0]"),
    ({"keyword_values": {}}, "card[0]"),
])
def test_bad_data_is_still_a_located_error(change, where):
    data = {**copy.deepcopy(BASE), **change}
    with pytest.raises(InputError) as err:
        structure_card(data, "f.toml", "card[0]")
    assert err.value.where == where
    assert outcome(data, fast=True) == outcome(data, fast=False)


def test_missing_required_key_is_a_located_error():
    data = copy.deepcopy(BASE)
    del data["name"]
    with pytest.raises(InputError, match="name"):
        structure_card(data, "f.toml", "card[0]")


scalars = st.one_of(st.none(), st.booleans(), st.integers(-3, 5), st.floats(0, 3),
                    st.sampled_from(["", "x", "3", "character", "super", "main", "flight"]),
                    st.lists(st.sampled_from(["a", "b", "flight", 1]), max_size=3))
keys = st.sampled_from(["id", "name", "type", "version", "cost", "atk", "def", "health",
                        "level", "timing", "any_turn", "keywords", "teams", "text", "nope"])


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(keys, scalars, max_size=6))
def test_random_changes_agree_with_cattrs(change):
    """Whatever the data, the fast path never gives a card cattrs would not give."""
    data = {**copy.deepcopy(BASE), **change}
    assert outcome(data, fast=True) == outcome(data, fast=False)
