"""A payment power whose cost can't be paid in full is not offered in ``legal``, and
``apply`` refuses it with a reason naming the cost, the state unchanged (seed 000 rules
203.3, 203.6a). The scenarios under tests/rulings/original/costs/ play the same rule."""

from __future__ import annotations

from pathlib import Path

import pytest

from vsrules.core.decisions import UsePower
from vsrules.core.errors import IllegalChoice
from vsrules.core.serialize import dump

SCENARIO = Path(__file__).parents[1] / "rulings/original/costs/discard-cost-needs-a-card-to-discard.toml"


def board(lab_board):
    """The scenario's cards and players, before any of its actions."""
    text = SCENARIO.read_text(encoding="utf-8").split("[[do]]")[0]
    return lab_board(text)


def test_a_power_whose_discard_finds_nothing_is_not_offered(lab_board):
    lab = board(lab_board)
    offered = [c for c in lab.game.legal() if isinstance(c, UsePower)]
    assert UsePower(lab.labels["sage"], "Discard a card: draw") in offered
    assert all(c.source != lab.labels["picky"] for c in offered)


def test_applying_it_is_refused_naming_the_cost_and_nothing_changes(lab_board):
    lab = board(lab_board)
    before = dump(lab.game.state)
    with pytest.raises(IllegalChoice, match=r"Discard a villain: draw's cost can't be paid "
                       r"in full: no card it asks for in hand to discard \(original CR 203\.6a\)"):
        lab.game.apply(UsePower(lab.labels["picky"], "Discard a villain: draw"))
    assert dump(lab.game.state) == before
