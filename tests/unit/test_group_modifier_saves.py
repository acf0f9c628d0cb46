"""A modifier from an effect on a group keeps its selection in saves (seed 000 513.2c:
the objects it covers are worked out from it at each moment, after a load too)."""

from vsrules.core.modifiers import Modifier
from vsrules.core.selectors import Sel
from vsrules.core.serialize import dump, load, to_json


def test_a_group_modifier_round_trips_with_its_selection():
    group = Sel(side="enemy", max_cost=3, tests=("attacker",))
    mods = [Modifier(7, 12, None, "def", "add", -3, until="while-source-exhausted", source=4,
                     controller=0, group=group),
            Modifier(8, 13, 5, "atk", "add", 2)]
    loaded = [load(dump(m), Modifier) for m in mods]
    assert loaded == mods
    assert loaded[0].group == group and loaded[0].target is None
    assert [to_json(m) for m in loaded] == [to_json(m) for m in mods]
