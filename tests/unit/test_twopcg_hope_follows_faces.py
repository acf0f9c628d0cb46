"""Copied powers follow what they copy wherever they work: Hope Summers in the KO pile
copies a face-up Deadpool's power and loses it as soon as Deadpool is face down, even when
nothing else in the game changed (2PCG FAQ, Mutant Power Duplication: hand, KO pile or in
play)."""

from __future__ import annotations

from pathlib import Path

from vsrules.core.decisions import UsePower

BOARD = (Path(__file__).parents[1] / "rulings" / "2pcg" / "cards"
         / "xmen-hope-summers-ko-pile-deadpool-faq.toml").read_text(encoding="utf-8")
POWER = "Can't Keep a Bad Man Down"


def test_copied_power_from_the_ko_pile_follows_the_copied_character(lab_board):
    lab = lab_board(BOARD.split("[[do]]")[0])  # the board, none of its actions
    game = lab.game
    hope, deadpool = lab.uid("hope"), lab.uid("deadpool")

    def offered() -> bool:
        return UsePower(hope, POWER) in game.variant.step_actions(game, 0, "build:recruit")

    assert offered()
    game.turn_face(game.state.objects[deadpool], False)  # no clock tick, no new object
    assert not offered()
    game.turn_face(game.state.objects[deadpool], True)
    assert offered()
