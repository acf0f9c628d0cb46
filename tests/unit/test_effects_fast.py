"""Script sums are made once and looked up by the two scripts' identities (``_SUMS`` in
core/abilities.py): every kept sum equals its two scripts' powers put together afresh,
after random 2PCG games (two and three players, copied powers and granted keywords)."""

from __future__ import annotations

import pytest
from helpers import bundled_decks, every_decision

from vsrules.core import abilities
from vsrules.core.abilities import EMPTY_SCRIPT, Script, Triggered

TABLES = [(("captain-america-avengers-test", "deadpool-x-men"), 81),
          (("storm-x-men", "professor-x-x-men", "wolverine-x-men"), 82)]


def _fresh(a: Script, b: Script) -> Script:
    return Script(a.triggered + b.triggered, a.static + b.static,
                  a.replacements + b.replacements, a.activated + b.activated)


def test_a_sum_is_made_once_and_equals_a_fresh_one():
    a = Script(triggered=(Triggered("a", "attacks"),))
    b = Script(triggered=(Triggered("b", "stunned"),))
    assert a + b is a + b
    assert a + b == _fresh(a, b)
    assert b + a == _fresh(b, a)
    assert a + EMPTY_SCRIPT is a and EMPTY_SCRIPT + b is b


def test_the_kept_sums_are_emptied_when_full(monkeypatch):
    monkeypatch.setattr(abilities, "_SUMS", {})
    monkeypatch.setattr(abilities, "_MAX_SUMS", 2)
    scripts = [Script(triggered=(Triggered(str(i), "attacks"),)) for i in range(4)]
    for s in scripts[1:]:
        assert scripts[0] + s == _fresh(scripts[0], s)
    assert len(abilities._SUMS) == 1


@pytest.mark.parametrize(("names", "seed"), TABLES)
def test_every_kept_sum_equals_a_fresh_one(registry, names, seed):
    games = every_decision(registry, "2pcg", bundled_decks("twopcg", names), range(2), seed)
    decisions = 0
    for game in games:
        decisions += 1
        for o in list(game.state.objects.values()):
            game.script_of(o)
    assert decisions > 100
    for key, (a, b, made) in abilities._SUMS.items():
        assert key == (id(a), id(b))
        assert made == _fresh(a, b)
