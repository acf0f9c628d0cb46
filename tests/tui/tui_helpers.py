"""Shared helpers for the TUI tests: drive the app like a person and wait for the AI."""

from __future__ import annotations

from typing import Any

from vsrules.core.ai.agent import ask
from vsrules.core.ai.random_agent import RandomAgent
from vsrules.core.decisions import Pass
from vsrules.core.game import Game
from vsrules.core.saves import write_save
from vsrules.core.setup import Setup
from vsrules.tui.decks import deck_choices
from vsrules.tui.screens.game import GameScreen
from vsrules.tui.session import SEATS_KEY


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


def pass_keys(screen: GameScreen, key: str | None = None) -> tuple[str, ...]:
    """``key`` when given, else the keys a person presses to pass: p, and y where the
    pass gives a choice up (it asks first), or 1 (the first option) with no pass."""
    if key:
        return (key,)
    pending = screen.session.pending
    if pending is None or Pass() not in pending.options:
        return ("1",)
    return ("p", "y") if screen.session.pass_gives_up() else ("p",)


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


#: original edition, seed 3, bundled decks, two random agents: after this many answers
#: seat 0 orders two different powers (Live Wire's and Need for Speed)
ORDER_AT = 683
#: 2PCG, seed 3, bundled decks, random agents: after this many answers seat 0 pays a
#: super power's symbol with one of three locations in hand (two of them copies)
PAY_AT = 37


def saved_position(registry: Any, tmp_path: Any, variant_id: str, seed: int, answers: int,
                   kind: str, deck_keys: tuple[str, str] | None = None,
                   agent: str = "random") -> Any:
    """A save of the bundled decks (the first two, or those named) played by random agents
    (seeds ``seed``, ``seed + 1``; ``agent="heuristic"``: heuristic agents, seeds
    ``seed * 31`` and ``seed * 31 + 1``) for ``answers`` answers, seat 0 a person deciding
    a ``kind`` decision, seat 1 the AI."""
    variant = registry.variant(variant_id)
    decks, _ = deck_choices(variant)
    if deck_keys is not None:
        by_key = {d.key: d for d in decks}
        decks = [by_key[k] for k in deck_keys]
    setup = Setup(variant_id, seed, [decks[0].spec, decks[1].spec],
                  options={SEATS_KEY: ["human", "ai:random"]})
    game = Game.create(variant, setup, registry.hooks)
    if agent == "heuristic":
        made = registry.agents()["heuristic"]
        players = [made(seed * 31), made(seed * 31 + 1)]
        while len(game.answers) < answers:
            game.apply(ask(players[game.pending.player], game, game.pending))
    agents = [RandomAgent(seed), RandomAgent(seed + 1)]
    while len(game.answers) < answers:
        game.apply(agents[game.pending.player].choose(game.pending))
    assert game.pending.kind == kind and game.pending.player == 0
    path = tmp_path / f"{variant_id}-{kind}.json"
    write_save(game, path)
    return path


def order_save(registry: Any, tmp_path: Any) -> Any:
    return saved_position(registry, tmp_path, "original", 3, ORDER_AT, "order")


#: 2PCG, seed 4, Professor X's X-Men against Hulk's Avengers, random agents: after this
#: many answers seat 0 acts with Hope Summers copying five keywords of the X-Men beside her
MANY_KEYWORDS_AT = 102


def many_keywords_save(registry: Any, tmp_path: Any) -> Any:
    return saved_position(registry, tmp_path, "2pcg", 4, MANY_KEYWORDS_AT, "action",
                          ("professor-x-x-men", "hulk-avengers"))


def pay_save(registry: Any, tmp_path: Any) -> Any:
    return saved_position(registry, tmp_path, "2pcg", 3, PAY_AT, "pay")


#: 2PCG, seed 2, the first two bundled decks, random agents: after this many answers it is
#: turn 23, seat 0 acting with eight characters, the AI with five and ten resources each
CROWDED_AT = 346


def crowded_save(registry: Any, tmp_path: Any) -> Any:
    return saved_position(registry, tmp_path, "2pcg", 2, CROWDED_AT, "action")
