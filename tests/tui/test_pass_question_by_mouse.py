"""The pass's question and the mouse: a click elsewhere answers no, and the focus stays
where the click put it."""

from __future__ import annotations

from tui_helpers import start_to_first_turn


async def test_a_click_on_the_board_answers_no_and_keeps_the_focus_there(make_app):
    app = make_app()
    async with app.run_test(size=(140, 45)) as pilot:
        screen = await start_to_first_turn(pilot)
        answers = len(screen.session.game.answers)
        await pilot.press("p")
        await pilot.pause()
        assert screen.query_one("#pass-question").display
        await pilot.click("#board")
        await pilot.pause()
        assert not screen.query_one("#pass-question").display
        assert len(screen.session.game.answers) == answers
        assert app.focused is screen.query_one("#board")
