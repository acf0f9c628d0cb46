"""Events nobody can hear are not built (``Game.listens``), yet a plugin's event hook
still hears every event: each card that leaves a hand or enters play from elsewhere,
as the log records its move, reaches a plugin listening to ``vsrules_event``."""

from __future__ import annotations

import importlib.metadata
import types

from helpers import random_agents

from vsrules.core.game import Game
from vsrules.core.hookspecs import hookimpl
from vsrules.core.objects import PLAY_ZONES
from vsrules.core.plugins import Registry
from vsrules.core.setup import Setup


def _recording_registry(heard: list) -> Registry:
    recorder = types.ModuleType("vsr_event_recorder")

    @hookimpl
    def vsrules_event(game, event):
        heard.append((event.kind, event.subject))

    recorder.vsrules_event = vsrules_event
    reg = Registry()
    reg.load_entry_points([importlib.metadata.EntryPoint(
        "twopcg", "vsrules.variants.twopcg.plugin", "vsrules")])
    reg.register(recorder, "recorder")
    return reg


def test_a_plugin_hears_every_move_event(twopcg_decks):
    heard: list[tuple[str, int | None]] = []
    reg = _recording_registry(heard)
    game = Game.create(reg.variant("2pcg"), Setup("2pcg", 3, twopcg_decks), reg.hooks)
    assert game.listens("leaves-hand")
    agents = random_agents(game, 3)
    while not game.over and game.state.turn <= 8:
        game.apply(agents[game.pending.player].choose(game.pending))
    moves = [e.data for e in game.log if e.kind == "move"]
    from_hand = [("leaves-hand", m["new"]) for m in moves if m["source"] == "hand"]
    entering = [("enters-play", m["new"]) for m in moves
                if m["to"] in PLAY_ZONES and m["source"] not in PLAY_ZONES]
    assert from_hand and entering
    assert [e for e in heard if e[0] == "leaves-hand"] == from_hand
    assert set(entering) <= set(heard)


def test_without_listeners_no_event_is_heard(new_2pcg_game):
    """No plugin listens and the test decks have no power that triggers when a card
    leaves a hand: such events are not even built."""
    game = new_2pcg_game(3)
    assert not game.listens("leaves-hand")
