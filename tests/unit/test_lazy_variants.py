"""The bundled variants register as stand-ins (``LazyVariant``) whose rules load on first
use: a fast start (the start screen needs only their facts and one card database), and,
once loaded, the very same objects as before."""

from __future__ import annotations

import importlib
import subprocess
import sys

import pytest

from vsrules.core.plugins import Registry
from vsrules.core.variant import LazyVariant
from vsrules.plugins.hybrid.edition import LazyHybrid
from vsrules.variants.original.edition import LazyOriginal
from vsrules.variants.twopcg.edition import LazyTwoPcg

STAND_INS = [LazyTwoPcg, LazyOriginal, LazyHybrid]


def rules_class(stand_in: type[LazyVariant]) -> type:
    module, _, name = stand_in.rules_class.partition(":")
    return getattr(importlib.import_module(module), name)


@pytest.mark.parametrize("stand_in", STAND_INS, ids=lambda c: c.__name__)
def test_a_stand_in_answers_only_what_its_rules_class_has_unchanged(stand_in):
    full = rules_class(stand_in)
    declared = stand_in.__mro__[2]  # (LazyX, LazyVariant, XEdition, Variant, object)
    assert issubclass(full, declared)
    for name in sorted(stand_in.answers - {"plugin", "_db"}):
        mine, theirs = getattr(stand_in, name), getattr(full, name)
        if callable(mine):
            assert mine is theirs, f"{stand_in.__name__}.{name} differs from {full.__name__}'s"
        else:
            assert mine == theirs, f"{stand_in.__name__}.{name} differs from {full.__name__}'s"


def test_first_use_turns_the_stand_in_into_the_full_variant_in_place():
    from vsrules.plugins.hybrid.variant import Hybrid
    from vsrules.variants.original.variant import Original

    reg = Registry()
    reg.load_entry_points()
    variant = reg.variants["original"]
    assert type(variant) is LazyOriginal
    folder = variant.deck_folder()
    db = variant.card_db()  # answered by the stand-in
    assert type(variant) is LazyOriginal and len(db) > 0
    assert variant.phases[0] == "draw"  # a rules question: the rules load
    assert type(variant) is Original and reg.variants["original"] is variant
    assert variant.card_db() is db and variant.plugin == "original"
    assert variant.deck_folder() == folder

    hybrid = reg.variants["hybrid"]
    assert type(hybrid) is LazyHybrid
    assert reg.variant("hybrid") is hybrid and type(hybrid) is Hybrid  # loaded when handed out
    assert isinstance(hybrid, Original) and hybrid.twopcg.id == "2pcg"


def test_start_up_imports_no_rules():
    """What ``vsrules play`` needs for its start screen imports no game engine and no
    edition's rules (they load when a game starts)."""
    probe = """
import sys
from vsrules.core.plugins import default_registry
import vsrules.tui.app
reg = default_registry()
facts = [(v.id, v.name, v.description, v.mechanics, v.plugin) for v in reg.variants.values()]
reg.variants["2pcg"].card_db()
print(" ".join(sorted(m for m in sys.modules if m.startswith("vsrules"))))
"""
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         check=True).stdout.split()
    heavy = {"vsrules.core.game", "vsrules.tui.session", "vsrules.variants.twopcg.variant",
             "vsrules.variants.twopcg.scripts", "vsrules.variants.original.variant",
             "vsrules.variants.original.scripts", "vsrules.plugins.hybrid.variant"}
    assert heavy.isdisjoint(out), sorted(heavy & set(out))
