"""Ending a 2PCG turn (a pass that gives the turn's main phase up) is answered with its own
key: p asks "End your turn?", y ends it, and p pressed twice by habit never does."""

from __future__ import annotations

from tui_helpers import pass_keys, settle, start_to_first_turn

from vsrules.core.decisions import Pass


async def to_my_main_phase(pilot):
    screen = await start_to_first_turn(pilot)
    for _ in range(20):
        game = screen.session.game
        if game.state.phase == "main" and game.pending.player == 0 and \
                screen.session.pass_gives_up():
            return screen
        await pilot.press(*pass_keys(screen))
        screen = await settle(pilot)
    raise AssertionError("never reached the main phase with something to do")


async def test_p_twice_keeps_the_turn_and_p_y_ends_it(make_app):
    """2PCG rulebook, Main Phase: the active player acts until they choose to end the
    turn. Two presses end it, as before, but the second is y."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await to_my_main_phase(pilot)
        game = screen.session.game
        turn, answers = game.state.turn, len(game.answers)
        await pilot.press("p", "p")
        await pilot.pause()
        assert len(game.answers) == answers and game.state.phase == "main"
        await pilot.press("p")
        await pilot.pause()
        assert "End your turn?" in str(screen.query_one("#pass-question").render())
        await pilot.press("y")
        screen = await settle(pilot)
        game = screen.session.game
        assert game.answers[answers] == Pass()
        assert game.state.turn > turn or game.state.active != 0


async def test_a_click_on_the_key_lines_yes_ends_the_turn(make_app):
    """The key line shows the question's two answers; a click on "y Yes" answers yes."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await to_my_main_phase(pilot)
        answers = len(screen.session.game.answers)
        await pilot.press("p")
        await pilot.pause()
        assert screen.query_one("#keys").render().plain.startswith(" y Yes ")
        await pilot.click("#keys", offset=(1, 0))
        screen = await settle(pilot)
        assert screen.session.game.answers[answers] == Pass()
