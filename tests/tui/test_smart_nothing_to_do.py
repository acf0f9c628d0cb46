"""Smart stops and effects that would do nothing now (core/foresight.py): a person
holding only a plot twist whose effect finds nothing to act on (We Are Legion, "each
cosmic Legionnaires attacker gets a cosmic counter", outside an attack, or in an attack
with no such attacker) is not asked for priority; during an attack with a cosmic
Legionnaires attacker, the same card is asked about. Playing it stays legal either way."""

from __future__ import annotations

import pytest
from tui_helpers import key_for, option_words, saved_position, settle

from vsrules.core.decisions import Pass, PlayPlot
from vsrules.tui.session import Session

#: original, seed 3, heuristic agents: after this many answers seat 0 has priority
#: holding only We Are Legion, no attack under way: at its own attack step's stop (it
#: can't attack), and with the opponent's recruit on the chain
OWN_STOP_AT = 59
OPPONENT_RECRUIT_AT = 158
#: the same game: seat 0 has priority in the opponent's attack (no Legionnaires attacker)
OPPONENT_ATTACK_AT = 94
#: the same game: seat 0 has priority in its own attack, a cosmic Legionnaires attacker
#: under way, holding We Are Legion
OWN_ATTACK_AT = 131


@pytest.mark.parametrize("at", [OWN_STOP_AT, OPPONENT_RECRUIT_AT, OPPONENT_ATTACK_AT])
async def test_a_plot_twist_that_would_do_nothing_now_brings_no_question(
        make_app, registry, tmp_path, at):
    path = saved_position(registry, tmp_path, "original", 3, at, "priority",
                          agent="heuristic")
    before = Session.load(registry, path).game
    words = [before.variant.describe_choice(before, o) for o in before.pending.options]
    assert words == ["Pass", "Play We Are Legion"], words  # legal, though it does nothing
    assert bool(before.state.flags.get("attack")) == (at == OPPONENT_ATTACK_AT)
    app = make_app(load=str(path))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await settle(pilot)
        game = screen.session.game
        assert len(game.answers) > at
        assert game.answers[at] == Pass()  # no key was pressed


async def test_the_same_plot_twist_during_an_attack_it_can_change_is_asked(
        make_app, registry, tmp_path):
    path = saved_position(registry, tmp_path, "original", 3, OWN_ATTACK_AT, "priority",
                          agent="heuristic")
    app = make_app(load=str(path))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await settle(pilot)
        game = screen.session.game
        assert len(game.answers) == OWN_ATTACK_AT
        assert game.state.flags.get("attack")
        key = key_for(screen, "Play We Are Legion")
        assert key is not None, option_words(screen)
        await pilot.press(key)
        screen = await settle(pilot)
        game = screen.session.game
        assert isinstance(game.answers[OWN_ATTACK_AT], PlayPlot)
        assert any("plays We Are Legion" in e.text for e in game.state.log)
