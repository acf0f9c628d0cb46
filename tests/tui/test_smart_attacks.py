"""Smart stops after an original-edition attack (core/autopass.py): a person is asked
about an attack only when they hold something that can matter in it, not for a deck
search or the flip of a location whose power can't be used now (each does the same at
any moment)."""

from __future__ import annotations

import pytest
from tui_helpers import key_for, option_words, saved_position, settle

from vsrules.core.decisions import Pass, Recruit
from vsrules.tui.session import Session

#: original, seed 12, heuristic agents: after this many answers seat 0 has priority in
#: the opponent's attack, holding only Mobilize (a deck search) to play
SEARCH_ONLY_AT = 77
#: original, seed 3, heuristic agents: after this many answers seat 0 has priority in
#: the opponent's attack, able only to flip Titans Memorial (whose one power needs a
#: Teen Titans character to have left play this turn)
FLIP_ONLY_AT = 242
#: original, seed 1, random agents: after this many answers seat 0 has priority in the
#: opponent's attack holding Order and Chaos (+ATK/+DEF for a defender it controls)
PUMP_AT = 563


@pytest.mark.parametrize(("seed", "at", "holding"), [
    (12, SEARCH_ONLY_AT, "Play Mobilize"),
    (3, FLIP_ONLY_AT, "Flip Titans Memorial face up"),
])
async def test_an_attack_where_nothing_you_hold_can_matter_is_passed_for_you(
        make_app, registry, tmp_path, seed, at, holding):
    path = saved_position(registry, tmp_path, "original", seed, at, "priority",
                          agent="heuristic")
    before = Session.load(registry, path).game
    words = [before.variant.describe_choice(before, o) for o in before.pending.options]
    assert words == ["Pass", holding], words
    assert before.state.flags.get("attack")
    app = make_app(load=str(path))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await settle(pilot)
        game = screen.session.game
        assert game.answers[at] == Pass()  # no key was pressed
        assert game.state.flags.get("attack") != before.state.flags["attack"]  # concluded


async def test_an_attack_where_your_plot_twist_can_matter_is_asked(make_app, registry,
                                                                    tmp_path):
    path = saved_position(registry, tmp_path, "original", 1, PUMP_AT, "priority")
    app = make_app(load=str(path))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await settle(pilot)
        assert len(screen.session.game.answers) == PUMP_AT
        assert any("Order and Chaos" in w for w in option_words(screen))
        await pilot.press("p")  # a pass of one's own: the attack goes on
        screen = await settle(pilot)
        assert screen.session.game.answers[PUMP_AT] == Pass()


#: original, seed 2, random agents: after this many answers seat 0 has priority in its
#: own attack step, its attack under way (Need for Speed in hand)
OWN_ATTACK_AT = 474


async def test_a_pass_during_your_own_attack_says_the_attack_goes_on(make_app, registry,
                                                                      tmp_path):
    """Passing while the attack is under way lets it go on to its strikes; it does not end
    the attack step (that pass comes once the attack concluded)."""
    path = saved_position(registry, tmp_path, "original", 2, OWN_ATTACK_AT, "priority")
    app = make_app(load=str(path))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await settle(pilot)
        assert len(screen.session.game.answers) == OWN_ATTACK_AT
        words = option_words(screen)
        assert "Pass (the attack goes on)" in words, words
        assert not any("no more attacks" in w for w in words), words


#: original, seed 1, random agents: after this many answers seat 0 is in its own recruit
#: step, able to recruit Bette Kane and holding plot twists
RECRUIT_AT = 126


async def test_your_own_recruit_on_the_chain_is_not_asked_about(make_app, registry,
                                                                 tmp_path):
    """Recruiting puts the recruit on the chain; the person who recruited is not asked
    whether to answer their own recruit: the next question comes after it resolved."""
    path = saved_position(registry, tmp_path, "original", 1, RECRUIT_AT, "priority")
    app = make_app(load=str(path))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await settle(pilot)
        assert len(screen.session.game.answers) == RECRUIT_AT
        key = key_for(screen, "Recruit Bette Kane to the front row")
        assert key is not None, option_words(screen)
        await pilot.press(key)
        screen = await settle(pilot)
        game = screen.session.game
        assert isinstance(game.answers[RECRUIT_AT], Recruit)
        if screen.session.pending is not None and screen.session.pending.player == 0:
            own = [link for link in game.state.chain if link.controller == 0]
            assert not own, [game.variant.describe_choice(game, o)
                             for o in screen.session.pending.options]
        told = " ".join(e.text for e in game.state.log)
        assert "Recruiting Bette Kane resolves" in told
