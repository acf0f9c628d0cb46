"""Smart stops and effects that would do nothing now (core/foresight.py), through the
engine's contract on a rules-lab position with a made-up plot twist: it stays legal to
play; a seat holding only it is asked at its own stop only where its effect would find
something to act on."""

from __future__ import annotations

import pytest

from vsrules.core.autopass import SeatFlow
from vsrules.core.decisions import PASS, PlayPlot
from vsrules.core.lab.runner import build
from vsrules.core.lab.scenario import parse_scenario

POSITION = """
title = "p1's main phase, holding a plot twist that KOs stunned enemy characters"
variant = "original"
source = "play flow (smart stops)"

[cards.mopup]
name = "Test Mop Up"
type = "plot-twist"
threshold = 1

[[cards.mopup.powers]]
name = "Mop up"
kind = "text"
text = "KO each stunned character your opponents control."
effect = [
  { do = "collect", sel = { side = "enemy", face_up = false }, into = "down" },
  { @STEP@ },
]

[cards.giant]
name = "Test Giant"
type = "character"
teams = ["Brutes"]
cost = 2
atk = 7
def = 3

[game]
active = "p1"
phase = "main"
turn = 3

[players.p1]
hand = [ { card = "mopup", label = "mopup" } ]
resources = 2
deck = 10

[players.p2]
front = [ { card = "giant", label = "giant", stunned = @STUNNED@ } ]
deck = 10
"""


def main_phase(registry, tmp_path, stunned: bool, step: str):
    path = tmp_path / "position.toml"
    path.write_text(POSITION.replace("@STUNNED@", str(stunned).lower()).replace("@STEP@", step))
    game = build(parse_scenario(path), registry).game
    pending = game.pending
    assert pending.player == 0 and pending.kind == "priority", pending.prompt
    plays = [o for o in pending.options if isinstance(o, PlayPlot)]
    assert len(plays) == 1 and PASS in pending.options  # legal, whatever it would do
    return game, pending


#: the effect's acting step: straight on the selection, or under a condition on it
STEPS = ['do = "ko", target = "down"',
         'do = "if", ref = "down", then = [ { do = "ko", target = "down" } ]']


@pytest.mark.parametrize("step", STEPS)
def test_an_effect_whose_selection_finds_nothing_is_not_asked_about(registry, tmp_path, step):
    game, pending = main_phase(registry, tmp_path, stunned=False, step=step)
    assert SeatFlow(smart=True).answer(game, pending) == PASS


@pytest.mark.parametrize("step", STEPS)
def test_the_same_effect_with_something_to_act_on_is_asked_about(registry, tmp_path, step):
    game, pending = main_phase(registry, tmp_path, stunned=True, step=step)
    assert SeatFlow(smart=True).answer(game, pending) is None
