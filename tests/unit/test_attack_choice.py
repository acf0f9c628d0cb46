"""``Attack`` keeps its attackers sorted with a written-out ``__init__`` (core/decisions.py):
the same group named in any order, from any iterable, is the same choice, and a saved
attack loads back equal."""

from __future__ import annotations

import attrs

from vsrules.core.decisions import Attack, Choice
from vsrules.core.serialize import make_converter


def test_the_same_group_in_any_order_is_the_same_choice():
    made = [Attack((5, 2, 9), 7), Attack([9, 5, 2], 7), Attack(iter((2, 9, 5)), defender=7)]
    assert all(a.attackers == (2, 5, 9) for a in made)
    assert len(set(made)) == 1
    assert Attack((2, 5, 9), 7) != Attack((2, 5, 9), 8)
    assert Attack((3,), None, 1) == Attack([3], player=1) != Attack((3,), 1)


def test_an_attack_saves_loads_and_evolves_sorted():
    conv = make_converter()
    attack = Attack([4, 1], None, 2)
    loaded = conv.structure(conv.unstructure(attack, Choice), Choice)
    assert loaded == attack and type(loaded.attackers) is tuple
    assert attrs.evolve(attack, attackers=(9, 3)).attackers == (3, 9)
    assert attack.describe() == "Attack(attackers=(1, 4), defender=None, player=2)"
