"""Smart stops in 2PCG's combat window: a person holding a combat plot twist is asked only
where it can change who the strikes stun (core/autopass.py, smart stops)."""

from __future__ import annotations

from tui_helpers import option_words, saved_position, settle

from vsrules.core.decisions import Pass, PlayPlot
from vsrules.tui.session import Session

#: 2PCG, seed 1, random agents: after this many answers seat 0, holding a combat plot
#: twist, is asked in a combat whose strikes stun nobody as things stand
UNDECIDED_COMBAT_AT = 21
#: ... and after this many, in a combat its attacker already wins: the defender is
#: stunned and the attacker is not
WON_COMBAT_AT = 238


async def test_a_combat_that_already_goes_your_way_is_passed_for_you(make_app, registry,
                                                                     tmp_path):
    path = saved_position(registry, tmp_path, "2pcg", 1, WON_COMBAT_AT, "combat")
    before = Session.load(registry, path).game
    assert any(isinstance(o, PlayPlot) for o in before.pending.options)
    app = make_app(load=str(path))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await settle(pilot)
        game = screen.session.game
        assert game.answers[WON_COMBAT_AT] == Pass()  # no key was pressed
        told = " ".join(e.text for e in game.state.log[len(before.state.log):])
        assert "stunned" in told, told  # the combat went on to its strikes


async def test_a_combat_your_plot_twist_can_change_is_asked(make_app, registry, tmp_path):
    path = saved_position(registry, tmp_path, "2pcg", 1, UNDECIDED_COMBAT_AT, "combat")
    app = make_app(load=str(path))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await settle(pilot)
        game = screen.session.game
        assert len(game.answers) == UNDECIDED_COMBAT_AT
        assert screen.session.pending.kind == "combat"
        words = option_words(screen)
        assert any("Find Cover" in w for w in words), words
        await pilot.press("p")  # a pass of one's own: the combat goes on
        screen = await settle(pilot)
        assert screen.session.game.answers[UNDECIDED_COMBAT_AT] == Pass()
