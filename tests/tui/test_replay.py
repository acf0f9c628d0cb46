"""``vsrules replay``: a save opened in the replay screen, stepped forward and back, seen
from a seat or (finished game) with every card, and resumed as a new game (pilot, 80x24)."""

from __future__ import annotations

import pytest

from vsrules.core.ai.random_agent import RandomAgent
from vsrules.core.cli import main
from vsrules.core.game import Game
from vsrules.core.replay import Replay
from vsrules.core.saves import write_save
from vsrules.core.serialize import dump
from vsrules.core.setup import Setup
from vsrules.core.view import build_view
from vsrules.tui.replay_app import ReplayApp
from vsrules.tui.screens.game import GameScreen
from vsrules.tui.screens.replay import ReplayScreen


def _save(registry, decks, path, seed: int, answers: int | None):
    """A game of random answers (``answers`` of them, or to its end), saved at ``path``."""
    game = Game.create(registry.variant("2pcg"), Setup("2pcg", seed, decks), registry.hooks)
    agents = [RandomAgent(seed), RandomAgent(seed + 100)]
    while not game.over and (answers is None or len(game.answers) < answers):
        game.apply(agents[game.pending.player].choose(game.pending))
    write_save(game, path)
    return game


@pytest.fixture
def saved(registry, twopcg_decks, tmp_path):
    path = tmp_path / "some.json"
    _save(registry, twopcg_decks, path, 3, 40)
    return path


@pytest.fixture
def finished(registry, twopcg_decks, tmp_path):
    path = tmp_path / "done.json"
    assert _save(registry, twopcg_decks, path, 0, None).over  # seed 0 ends in ~260 answers
    return path


def _app(registry, path, **kwargs) -> ReplayApp:
    return ReplayApp(registry, Replay.from_save(path, registry), path, ai_delay=0, **kwargs)


def _hands(view) -> list[list[dict]]:
    return [p["zones"]["hand"] for p in view["players"]]


async def test_steps_forward_and_back_show_the_game_after_k_answers(registry, saved):
    reference = Replay.from_save(saved, registry)
    app = _app(registry, saved)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen) and screen.position == 0
        await pilot.press("right", "right", "right")
        assert screen.position == 3
        assert screen.view == build_view(reference.seek(3), 0)
        await pilot.press("pagedown", "pagedown", "left")
        assert screen.position == 22
        assert screen.view == build_view(reference.seek(22), 0)
        await pilot.press("end")
        assert screen.position == 40
        assert "Decision 40/40" in str(screen.query_one("#replay-info").render())
        await pilot.press("pageup", "home")
        assert screen.position == 0 and screen.view == build_view(reference.seek(0), 0)
        await pilot.press("right_square_bracket")  # the next turn's first decision
        turns = reference.turns()
        assert turns[screen.position] != turns[0] and turns[screen.position - 1] == turns[0]
        await pilot.press("end")
        # a seat's view: the other hand is hidden; an unfinished game never shows all cards
        assert all(o.get("hidden") for o in _hands(screen.view)[1])
        await pilot.press("v")
        assert screen.viewer == 1 and all(o.get("hidden") for o in _hands(screen.view)[0])
        await pilot.press("v")
        assert not screen.reveal_all and screen.viewer == 0


async def test_a_finished_game_shows_every_card(registry, finished):
    app = _app(registry, finished)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        await pilot.press("end", "pageup")  # ten decisions before the end: hands are full
        hidden = [o for hand in _hands(screen.view) for o in hand if o.get("hidden")]
        assert hidden
        await pilot.press("v", "v")
        assert screen.reveal_all
        shown = _hands(screen.view)
        assert shown[1] and not any(o.get("hidden") for hand in shown for o in hand)
        assert "every card" in str(screen.query_one("#replay-info").render())


async def test_resume_from_a_point_is_a_new_game(registry, saved):
    app = _app(registry, saved, auto_pass=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press(*["right"] * 25, "r")
        await pilot.pause()
        game_screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        resumed = game_screen.session.game
        expected = Replay.from_save(saved, registry).resume(25)
        assert resumed.answers == expected.answers and len(resumed.answers) == 25
        assert dump(resumed.state) == dump(expected.state)
        assert game_screen.session.save_path == saved.with_name("some-from-25.json")


def test_replay_command_names_a_bad_file(tmp_path, capsys):
    bad = tmp_path / "broken.json"
    bad.write_text("{not json", encoding="utf-8")
    assert main(["replay", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"error: {bad}: line 1: not a vsrules save") and "Traceback" not in err


def test_replay_screen_snapshot(snap_compare, registry, finished):
    assert snap_compare(_app(registry, finished), terminal_size=(80, 24),
                        press=["end", "pageup", "v", "v"])
