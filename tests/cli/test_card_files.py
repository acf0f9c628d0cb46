"""Card files are read without cattrs when their data already has the declared types
(``core/cards.py``, a faster start). In the checked mode every card read that way is
compared with what cattrs makes of the same data, so these tests read cards in the
checked mode: a difference fails them with ``CheckedModeError``. Data of any other
shape goes through cattrs (its conversions, its located errors)."""

from __future__ import annotations

import copy
import tomllib
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from vsrules.core.cards import structure_card
from vsrules.core.checked import ENV
from vsrules.core.errors import InputError

ROOT = Path(__file__).resolve().parents[2]
CARD_FILES = sorted(ROOT.glob("variants/*/cards/*.toml")) + sorted(ROOT.glob("plugins/**/cards/*.toml"))


@pytest.fixture(autouse=True)
def checked_mode(monkeypatch):
    monkeypatch.setenv(ENV, "1")


def bundled_entries() -> list[dict]:
    out = []
    for path in CARD_FILES:
        with path.open("rb") as fh:
            out.extend(tomllib.load(fh).get("card", []))
    return out


def test_every_bundled_card_reads_the_same_both_ways():
    entries = bundled_entries()
    assert len(entries) >= 150
    for entry in entries:
        assert structure_card(entry, "f.toml", "card[0]").id == entry["id"]


BASE = {"id": "T-1", "name": "Tester", "type": "character", "cost": 2, "atk": 3, "def": 4,
        "teams": ["Avengers"], "keywords": ["boost:2", "flight"],
        "powers": [{"name": "Zap", "kind": "super", "text": "Do it.", "cost": ["a"], "xp": 1}]}


@pytest.mark.parametrize(("change", "field", "value"), [
    ({"cost": "3"}, "cost", 3),                    # cattrs turns it into 3
    ({"atk": 2.0}, "atk", 2),                      # and this into 2
    ({"teams": ("Avengers",)}, "teams", ("Avengers",)),  # a tuple, not a TOML list
    ({"any_turn": 1}, "any_turn", True),
])
def test_data_cattrs_converts_is_converted(change, field, value):
    data = {**copy.deepcopy(BASE), **change}
    assert getattr(structure_card(data, "f.toml", "card[0]"), field) == value


def test_a_power_field_cattrs_converts_is_converted():
    data = {**copy.deepcopy(BASE), "powers": [{"name": "Zap", "xp": "2"}]}
    assert structure_card(data, "f.toml", "card[0]").powers[0].xp == 2


@pytest.mark.parametrize(("change", "where"), [
    ({"type": "hero"}, "card[0].type"),
    ({"colour": "red"}, "card[0]"),
    ({"defense": 3}, "card[0]"),
    ({"atk": "lots"}, "card[0].atk"),
    ({"powers": [{"name": "Zap", "kind": "sometimes"}]}, "card[0].powers[0].kind"),
    ({"powers": [{"name": "Zap", "colour": "red"}]}, "card[0].powers[0]"),
    ({"keyword_values": {}}, "card[0]"),
    ({"script": "java"}, "card[0].script"),
])
def test_bad_data_is_a_located_error(change, where):
    data = {**copy.deepcopy(BASE), **change}
    with pytest.raises(InputError) as err:
        structure_card(data, "f.toml", "card[0]")
    assert err.value.where == where


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


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.dictionaries(keys, scalars, max_size=6))
def test_random_data_reads_the_same_both_ways(change):
    """Whatever the data, a card read directly is the card cattrs makes, or the data is
    refused with a located error."""
    data = {**copy.deepcopy(BASE), **change}
    try:
        structure_card(data, "f.toml", "card[0]")
    except InputError as exc:
        assert exc.where.startswith("card[0]")
