"""Shared helpers for the TUI tests: drive the app like a person and wait for the AI."""

from __future__ import annotations

from typing import Any

from vsrules.core.decisions import Pass
from vsrules.tui.screens.game import GameScreen


async def settle(pilot: Any) -> GameScreen:
    """Wait until the AI has answered and a person must decide (or the game ended)."""
    app = pilot.app
    for _ in range(400):
        await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
        screen = app.screen
        if isinstance(screen, GameScreen) and not screen.thinking:
            return screen
        if not isinstance(screen, GameScreen) and app.screen_stack and \
                any(isinstance(s, GameScreen) for s in app.screen_stack):
            return next(s for s in app.screen_stack if isinstance(s, GameScreen))
    raise AssertionError("the AI never finished")


def option_words(screen: GameScreen) -> list[str]:
    panel = screen.query_one("#decision")
    return [panel.entries[i][1] for i in panel.shown_index]


def key_for(screen: GameScreen, prefix: str) -> str | None:
    """The number key of the first shown option starting with ``prefix``."""
    for n, words in enumerate(option_words(screen)[:10]):
        if words.startswith(prefix):
            return "1234567890"[n]
    return None


def pass_key(screen: GameScreen) -> str:
    """The key a person presses to pass (p), or 1 (the first option) with no pass."""
    pending = screen.session.pending
    return "p" if pending is not None and Pass() in pending.options else "1"


async def start_to_first_turn(pilot: Any) -> GameScreen:
    """Start (enter) and answer the set-up questions (main character row, mulligan) with
    their first option until turn 1 begins."""
    await pilot.press("enter")  # the start screen: Start has the focus
    screen = await settle(pilot)
    for _ in range(10):
        if screen.session.game.state.turn:
            break
        await pilot.press("1")
        screen = await settle(pilot)
    return screen
