"""The play flow does not ask a person a question whose answers can't be told apart
(core/autopass.py): it takes the first and logs it as an aside. The engine still offers
every answer.

- The order of triggers of the same power acting on its own source alone, with no
  target and no choice (two Cosmic-Surge triggers, each putting a cosmic counter on its
  own character): decision (the play flow). Triggers of different powers are asked.
- A discard between copies of the same card in hand, with no state of their own:
  decision (the play flow).
- 2PCG: which attacker the defender strikes back at, when it stuns none of them: a
  strike back only stuns, and the stun is what wounds (seed 002, Resolving Combat and
  Team Attacks). One it can stun is asked."""

from __future__ import annotations

import pytest
from tui_helpers import option_words, saved_position, settle

from vsrules.core.decisions import Pick

#: original, seed 1, random agents: after this many answers seat 0 orders Dream Girl's
#: and Wildfire's Cosmic-Surge triggers
SAME_POWER_ORDER_AT = 429
#: original, seed 3, random agents: seat 0 orders Live Wire's power and Need for Speed
OTHER_POWERS_ORDER_AT = 683
#: original, seed 6, random agents: seat 0 discards for Triad, two copies of a card in hand
ALIKE_DISCARD_AT = 410
#: 2PCG, seed 1, random agents: Captain America strikes back at attackers it stuns none of
MOOT_STRIKE_BACK_AT = 258
#: 2PCG, seed 1, random agents: Iron Man strikes back at attackers it can stun
STRIKE_BACK_AT = 218


@pytest.mark.parametrize(("variant", "seed", "at", "kind"), [
    ("original", 1, SAME_POWER_ORDER_AT, "order"),
    ("original", 6, ALIKE_DISCARD_AT, "discard"),
    ("2pcg", 1, MOOT_STRIKE_BACK_AT, "strike-back"),
], ids=["same-power-order", "discard-between-copies", "strike-back-stunning-nobody"])
async def test_a_question_whose_answers_cannot_differ_is_not_asked(
        make_app, registry, tmp_path, variant, seed, at, kind):
    path = saved_position(registry, tmp_path, variant, seed, at, kind)
    app = make_app(load=str(path))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await settle(pilot)
        game = screen.session.game
        assert len(game.answers) > at
        assert game.answers[at] == Pick(0) or kind != "order"  # no key was pressed
        assert isinstance(game.answers[at], Pick)
        lines = [text for _turn, text in screen.session.log_lines(0)]
        assert any("taken automatically (the answers can't differ)" in t for t in lines), lines


@pytest.mark.parametrize(("variant", "seed", "at", "kind"), [
    ("original", 3, OTHER_POWERS_ORDER_AT, "order"),
    ("2pcg", 1, STRIKE_BACK_AT, "strike-back"),
], ids=["different-powers-order", "strike-back-that-stuns"])
async def test_a_question_whose_answer_can_matter_is_asked(
        make_app, registry, tmp_path, variant, seed, at, kind):
    path = saved_position(registry, tmp_path, variant, seed, at, kind)
    app = make_app(load=str(path))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await settle(pilot)
        game = screen.session.game
        assert len(game.answers) == at
        assert game.pending.kind == kind
        assert len(option_words(screen)) == len(game.pending.options) > 1
