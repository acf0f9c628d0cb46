"""Replays, resuming from a replay, the log as text and JSON lines, state digests."""

from __future__ import annotations

import json

from vsrules.core.ai.random_agent import RandomAgent
from vsrules.core.cli import main
from vsrules.core.game import Game
from vsrules.core.logexport import FIELDS, log_jsonl, state_digest
from vsrules.core.replay import Replay
from vsrules.core.saves import write_save
from vsrules.core.serialize import to_json
from vsrules.core.setup import Setup


def finished_game(registry, decks, seed=13) -> Game:
    game = Game.create(registry.variant("2pcg"), Setup("2pcg", seed, decks), registry.hooks)
    agents = [RandomAgent(seed), RandomAgent(seed + 1)]
    while not game.over:
        game.apply(agents[game.pending.player].choose(game.pending))
    return game


def test_a_replay_stepped_to_the_end_equals_the_game(registry, twopcg_decks):
    game = finished_game(registry, twopcg_decks)
    replay = Replay(game.setup, game.answers, registry)
    assert to_json(replay.seek(len(replay)).state) == to_json(game.state)
    middle = replay.seek(len(replay) // 2)
    mid_state = to_json(middle.state)
    replay.step(7)
    assert to_json(replay.step(-7).state) == mid_state  # back again
    assert to_json(replay.seek(0).state) == to_json(
        Game.create(registry.variant("2pcg"), game.setup, registry.hooks).state)


def test_resuming_from_a_replay_continues_identically(registry, twopcg_decks):
    game = finished_game(registry, twopcg_decks, seed=14)
    k = len(game.answers) // 3
    resumed = Replay(game.setup, game.answers, registry).resume(k)
    for answer in game.answers[k:]:
        resumed.apply(answer)
    assert to_json(resumed.state) == to_json(game.state)
    assert state_digest(resumed) == state_digest(game)


def test_log_exports_parse_and_round_trip_event_counts(registry, twopcg_decks, tmp_path,
                                                         capsys):
    game = finished_game(registry, twopcg_decks, seed=15)
    lines = log_jsonl(game).splitlines()
    records = [json.loads(line) for line in lines]
    assert len(records) == len(game.log)
    assert all(tuple(sorted(r)) == tuple(sorted(FIELDS)) for r in records)
    assert [r["kind"] for r in records] == [e.kind for e in game.log]
    save = tmp_path / "g.vsave"
    write_save(game, save)
    out = tmp_path / "g.jsonl"
    assert main(["log", str(save), "--format", "jsonl", "-o", str(out)]) == 0
    assert out.read_text() == log_jsonl(game)


def test_digest_is_stable_for_a_seed(registry, twopcg_decks):
    a = finished_game(registry, twopcg_decks, seed=16)
    b = finished_game(registry, twopcg_decks, seed=16)
    c = finished_game(registry, twopcg_decks, seed=17)
    assert state_digest(a) == state_digest(b) != state_digest(c)
