"""A character that recovers at 0 DEF is stunned again at once (2PCG rulebook (seed 002),
Stunned Characters: a character whose DEF is 0 is stunned; Recovery Phase): recovering
turns it face up, so the 0-DEF check looks at it again. No card of the core set leaves a
stunned character at 0 DEF (stuns take counters off, effects end with the combat or the
turn), so a lasting -1 DEF modifier stands in for a future one."""

from __future__ import annotations

from vsrules.core.decisions import PASS

BOARD = """
title = "recovering at 0 DEF"
variant = "2pcg"
source = "2PCG rulebook (seed 002), Stunned Characters; Recovery Phase"

[cards.frail]
name = "Test Frail"
type = "character"
teams = ["X-Men"]
cost = 1
atk = 1
def = 1
health = 3

[game]
active = "p2"
phase = "main"
turn = 4

[players.p1]
main = { card = "2pcg:MNB-001", row = "back", label = "cap" }
front = [ { card = "frail", label = "frail", stunned = true, wounds = 1 } ]
deck = 10

[players.p2]
main = { card = "2pcg:MNB-079", row = "back", label = "gob" }
deck = 10
"""


def test_a_character_recovering_at_zero_def_is_stunned_again(lab_board):
    lab = lab_board(BOARD)
    game, frail = lab.game, lab.uid("frail")
    game.add_modifier(frail, "def", "add", -1)  # lasts: DEF 0 from now on
    assert game.state.objects[frail].stunned  # (already stunned: no new wound)
    while game.pending is not None and not (game.state.active == 0 and
                                            game.state.phase == "build:resource"):
        game.apply(PASS)
    o = game.state.objects[frail]
    assert game.state.phase == "build:resource"
    assert any(e.kind == "recover" and e.data.get("subject") == frail for e in game.log)
    assert o.stunned and not o.face_up
    assert o.count("wound") == 2
