"""The game screen's line of keys follows the bindings in force in the very frame they
change: starting an attack shows esc's "Cancel attack" with the coloured board, and the
attack made takes it away with the board's colours (Textual's Footer rebuilt its keys a
frame later, showing the keys of the state before)."""

from __future__ import annotations

from test_attack_builder import to_attacks
from tui_helpers import settle

from vsrules.tui.attack_builder import StartAttack
from vsrules.tui.widgets.key_line import SHORT_WORDS


def keys_drawn(screen) -> str:
    return str(screen.query_one("#keys").render())


async def test_the_keys_change_in_the_frame_an_attack_begins_and_is_made(make_app):
    app = make_app()
    async with app.run_test(size=(140, 45)) as pilot:  # wide: every key in its full words
        screen, attacks = await to_attacks(pilot)
        attack = attacks[0]
        assert "Cancel attack" not in keys_drawn(screen)
        screen.attack_step(StartAttack(attack.attackers[0]))  # what enter on it does
        board = screen.query_one("#board")
        assert board.roles  # the board is coloured, and in the same frame the keys say:
        assert "esc Cancel attack" in keys_drawn(screen)
        await pilot.pause()  # the board takes the focus: enter is its key
        assert "⏎ Attack / pick" in keys_drawn(screen)
        screen.choose(attack)
        assert not board.roles
        assert "Cancel attack" not in keys_drawn(screen)
        await settle(pilot)


async def test_a_click_on_a_key_presses_it(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen, _attacks = await to_attacks(pilot)
        line = screen.query_one("#keys")
        at = keys_drawn(screen).index(" ? ")
        await pilot.click(line, offset=(at + 1, 0))
        await pilot.pause()
        assert type(app.screen).__name__ == "HelpScreen"


def pass_key_enabled(screen) -> bool:
    return next(enabled for key, words, _t, enabled in screen.query_one("#keys").entries()
                if words == "Pass")


async def test_p_is_shown_dim_where_there_is_nothing_to_pass(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # the start screen's Start
        screen = await settle(pilot)
        assert screen.session.pending.kind == "place-main"  # a row to choose: no pass
        assert not pass_key_enabled(screen)
        screen, _attacks = await to_attacks(pilot)
        assert pass_key_enabled(screen)


async def test_at_80_columns_every_key_fits_with_help_and_quit(make_app):
    """At 80 columns the keys lose their padding and then shorten their words ("Pick",
    "Auto") so that all of them fit, Help and Quit among them, with the options, the
    board (enter's key) or an attack being built (esc's) in force."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen, attacks = await to_attacks(pilot)
        keys = screen.query_one("#keys")
        states = {"options": (keys_drawn(screen), keys.entries())}
        while not screen.query_one("#board").has_focus:
            await pilot.press("tab")
        states["board"] = (keys_drawn(screen), keys.entries())
        while not screen.query_one("#options").has_focus:
            await pilot.press("tab")
        screen.attack_step(StartAttack(attacks[0].attackers[0]))
        await pilot.pause()
        states["attack"] = (keys_drawn(screen), keys.entries())
        for state, (line, entries) in states.items():
            assert len(line.rstrip()) <= 80, (state, line)
            assert "? Help" in line and "q Quit" in line, (state, line)
            if state != "attack":  # every key, in its words or their short form
                for key, words, _target, _enabled in entries:
                    assert f"{key} {words} " in line or \
                        f"{key} {SHORT_WORDS.get(words)} " in line, (state, key, line)
        states = {state: line for state, (line, _entries) in states.items()}
        assert "⏎ Use" in states["board"]
        assert "esc Cancel" in states["attack"] and "⏎ Pick" in states["attack"]
