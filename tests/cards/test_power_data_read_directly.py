"""Power data (steps, selections, ``when`` tables) that already has exactly the declared
types is built without cattrs (``core/card_powers.py``). In the checked mode every value
built that way is compared with what cattrs makes of the same data, so these tests build
powers in the checked mode: a difference fails them with ``CheckedModeError``. Data of any
other shape goes through cattrs (its conversions, its located errors)."""

from __future__ import annotations

from pathlib import Path

import pytest

from vsrules.core.card_powers import build, check_card
from vsrules.core.cards import load_card_set, structure_card
from vsrules.core.checked import ENV
from vsrules.core.effects import Draw, May
from vsrules.core.errors import InputError

ROOT = Path(__file__).resolve().parents[2]
CARD_FILES = sorted(ROOT.glob("variants/*/cards/*.toml")) + sorted(ROOT.glob("plugins/**/cards/*.toml"))


@pytest.fixture(autouse=True)
def checked_mode(monkeypatch):
    monkeypatch.setenv(ENV, "1")


def card(power: dict) -> dict:
    return {"id": "T-1", "name": "Tester", "type": "plot-twist",
            "powers": [{"name": "Zap", **power}]}


def test_every_bundled_cards_powers_build_the_same_both_ways():
    built = 0
    for path in CARD_FILES:
        for c in load_card_set(path).cards:
            check_card(c, str(path), c.id)
            built += any(p.effect or p.stat or p.grant or p.replaces for p in c.powers)
    assert built >= 100


def steps_of(data: dict) -> tuple:
    script = build(structure_card(data, "f.toml", "card[0]"), "f.toml", "card[0]")
    return tuple(step for power in script.activated for step in power.steps)


def test_steps_given_as_a_tuple_are_converted_by_cattrs():
    # a TOML file gives lists; a tuple is not the plain shape, and cattrs takes it
    as_tuple = card({"kind": "super", "effect": [
        {"do": "may", "then": ({"do": "draw", "n": 2},)}]})
    as_list = card({"kind": "super", "effect": [
        {"do": "may", "then": [{"do": "draw", "n": 2}]}]})
    assert steps_of(as_tuple) == steps_of(as_list) == (May((Draw(n=2),)),)


@pytest.mark.parametrize(("effect", "where", "what"), [
    ([{"do": "draw", "colour": "red"}], "card[0].powers[0].effect[0]", "extra fields"),
    ([{"do": "stun", "target": 3}], "card[0].powers[0].effect[0].target", "a string"),
    ([{"do": "juggle"}], "card[0].powers[0].effect[0]", "unknown effect word"),
    ([{"do": "may", "then": [{"do": "draw", "n": "2"}]}],
     "card[0].powers[0].effect[0].then[0].n", "a whole number"),
])
def test_power_data_not_plain_is_a_located_error(effect, where, what):
    data = card({"kind": "super", "effect": effect})
    with pytest.raises(InputError) as err:
        check_card(structure_card(data, "f.toml", "card[0]"), "f.toml", "card[0]")
    assert err.value.where == where
    assert what in str(err.value)
