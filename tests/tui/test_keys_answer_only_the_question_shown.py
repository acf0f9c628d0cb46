"""A key answers the question on screen when it was pressed, never the next one: keys
pressed while the AI thinks are dropped (the status line says "AI is thinking…"), and a
key typed ahead of the game (a second 1) does not answer the question it brings."""

from __future__ import annotations

from textual import events
from tui_helpers import pass_keys, settle, start_to_first_turn

from vsrules.core.decisions import Pass
from vsrules.tui.screens.game import GameScreen
from vsrules.tui.widgets.status_bar import StatusBar


def persons_answers(screen) -> int:
    """The answers the person gave by hand (the play flow's passes for them not counted)."""
    return len(screen.session.manual)


async def persons_move(pilot) -> GameScreen:
    """Wait (in real time: the AI takes its pace) until the person must decide."""
    for _ in range(400):
        await pilot.pause(0.05)
        screen = pilot.app.screen
        if isinstance(screen, GameScreen) and not screen.thinking and \
                screen.session.human_turn():
            return screen
    raise AssertionError("the person was never asked")


async def test_keys_pressed_while_the_ai_thinks_are_dropped(make_app):
    app = make_app(ai_delay=0.3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # the start screen's Start
        screen = await persons_move(pilot)
        while not screen.session.game.state.turn:  # set-up: the first option
            await pilot.press("1")
            screen = await persons_move(pilot)
        checked = 0
        for _ in range(60):  # the person passes; each time the AI thinks, keys are pressed
            await pilot.press(*pass_keys(screen))
            for _ in range(100):
                await pilot.pause(0.05)
                screen = app.screen
                if not isinstance(screen, GameScreen) or screen.session.game.over:
                    break
                if not screen.thinking:
                    if screen.session.human_turn():
                        break
                    continue
                before = persons_answers(screen)
                status = str(screen.query_one(StatusBar).render())
                assert "AI is thinking…" in status, status
                for key in ("1", "p", "p", "enter", "2"):
                    app.post_message(events.Key(key, key if len(key) == 1 else None))
                await pilot.pause()
                assert persons_answers(screen) == before
                checked += 1
            if checked >= 3 or not isinstance(screen, GameScreen):
                break
        assert checked, "the AI never thought with the keys pressed"
        screen = await persons_move(pilot)
        assert screen.session.human_turn()  # the person's question waits for them


async def test_a_key_typed_ahead_does_not_answer_the_next_question(make_app):
    """2PCG: 1 builds the first card as a resource; a second 1 typed with it, before the
    next question (the recruit step) is shown, must not answer that question."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start_to_first_turn(pilot)
        game = screen.session.game
        assert game.state.phase == "build:resource"
        answers, by_hand, turn = len(game.answers), persons_answers(screen), game.state.turn
        for _ in range(2):  # in one go, as a terminal delivers keys typed quickly
            app.post_message(events.Key("1", "1"))
        screen = await settle(pilot)
        game = screen.session.game
        assert game.answers[answers] != Pass()  # the resource built
        assert persons_answers(screen) == by_hand + 1  # and nothing else by hand
        assert screen.session.human_turn() and game.state.turn == turn
