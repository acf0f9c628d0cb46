"""A recruited card is public from its announcement (seed 000 Playing Effects 505.1a: the
player announces the effect, reveals its source and puts it on top of the chain; the
questions of 505.1b-d - boost, a card revealed as an additional cost, a reservist's
replacement - come after). Every other seat's view shows the card on the chain, by name,
while its recruiter answers them."""

from __future__ import annotations

import pytest

from vsrules.core.decisions import Recruit

HEAD = '''variant = "original"
source = "seed 000 505.1a"

[cards.fiend]
name = "Test Fiend"
type = "character"
teams = ["Underworld"]
cost = 1
atk = 1
def = 1

[cards.booster]
name = "Test Booster"
type = "character"
teams = ["Sinister"]
cost = 1
atk = 2
def = 2
keywords = ["boost:2"]

[cards.reserve]
name = "Test Reserve"
type = "character"
teams = ["Brutes"]
cost = 1
atk = 1
def = 1
keywords = ["reservist"]

[game]
active = "p1"
phase = "build:recruit"
step_owner = "p1"
turn = 4

[players.p1]
resources = [ { card = "fiend", label = "fiend" }, { card = "reserve", label = "reserve" },
              { card = "lab:filler" }, { card = "lab:filler" } ]
hand = [ { card = "MTU-133", label = "blackheart" }, { card = "booster", label = "booster" },
         { card = "fiend", label = "spare" } ]
deck = 10

[players.p2]
deck = 10
'''


def entries(view, player: int, zone: str) -> list[dict]:
    return view["players"][player]["zones"][zone]


@pytest.mark.parametrize("label,name,asks", [
    ("blackheart", "Blackheart", "reveal which card"),  # loyalty - reveal: a cost (505.1d)
    ("booster", "Test Booster", "pay boost 2?"),         # boost announced (505.1b)
    ("reserve", "Test Reserve", "Reservist: put a card"),  # the replacement, as it is played
])
def test_a_recruited_card_is_on_the_chain_and_seen_by_every_seat_before_its_costs(
        lab_board, label, name, asks):
    lab = lab_board(HEAD)
    game = lab.game
    recruit = Recruit(lab.uid(label), "front")
    assert recruit in game.pending.options
    game.apply(recruit)

    pending = game.pending
    assert pending.player == 0 and asks in pending.prompt
    for seat in (0, 1):
        view = game.view(seat)
        on_chain = entries(view, 0, "chain")
        assert [e.get("name") for e in on_chain] == [name], (seat, on_chain)
    assert all(e.get("name") != name for e in entries(game.view(0), 0, "hand"))
