"""The AI's turn summary goes with the person's next answer, also one given with the
mouse (any key put it away already)."""

from __future__ import annotations

from tui_helpers import pass_keys, settle


async def test_a_clicked_option_puts_the_ai_turn_summary_away(make_app):
    app = make_app(variant="2pcg")
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.press("enter")
        screen = await settle(pilot)
        start = screen.session.game.state.turn
        for _ in range(60):
            await pilot.press(*pass_keys(screen))
            screen = await settle(pilot)
            await pilot.pause()
            if screen.session.game.state.turn > start + 1 and app.screen.query("Toast"):
                break
        shown = {str(t.render()) for t in app.screen.query("Toast")}
        assert any("AI's turn" in text for text in shown)
        answers = len(screen.session.game.answers)
        await pilot.click("#options", offset=(3, 0))
        screen = await settle(pilot)
        await pilot.pause()
        assert len(screen.session.game.answers) > answers  # the click answered
        assert not shown & {str(t.render()) for t in app.screen.query("Toast")}
