"""The engine contract: pending/legal/apply/view, refusal without change, plain-data
state (dump/load at any decision), determinism, saves."""

from __future__ import annotations

import json

import pytest

from vsrules.core.ai.random_agent import RandomAgent
from vsrules.core.decisions import Attack, Pass
from vsrules.core.errors import IllegalChoice
from vsrules.core.game import Game
from vsrules.core.saves import load_save, write_save
from vsrules.core.serialize import dump, load, to_json
from vsrules.core.state import GameState


def play(game: Game, n: int, seed: int = 5) -> None:
    agents = [RandomAgent(seed), RandomAgent(seed + 1)]
    for _ in range(n):
        if game.pending is None:
            return
        game.apply(agents[game.pending.player].choose(game.pending))


def test_illegal_choice_is_refused_with_a_reason_and_nothing_changes(new_2pcg_game):
    game = new_2pcg_game(3)
    play(game, 60)
    before = to_json(game.state)
    with pytest.raises(IllegalChoice) as err:
        game.apply(Attack((999,), 998))
    assert err.value.reason
    assert to_json(game.state) == before


def test_flight_refusal_names_the_rule(registry):
    """An attack over a front row that has a Flight character is refused with the rule."""
    from pathlib import Path

    from vsrules.core.lab.runner import build
    from vsrules.core.lab.scenario import parse_scenario

    path = Path(__file__).parents[1] / "rulings" / "2pcg" / "flight-blocked-by-enemy-flyer.toml"
    lab = build(parse_scenario(path), registry)
    with pytest.raises(IllegalChoice) as err:
        lab.game.apply(Attack((lab.uid("falcon"),), lab.uid("archer")))
    assert "Flight: an enemy front-row character has Flight (2PCG rulebook" in err.value.reason


def test_state_round_trips_mid_game_and_continues_identically(new_2pcg_game):
    a = new_2pcg_game(11)
    play(a, 150, seed=2)
    assert a.pending is not None and a.state.frames
    data = json.loads(json.dumps(dump(a.state)))
    b = Game(a.variant, load(data, GameState), a.cards, a.setup, a.hooks)
    assert dump(b.state) == dump(a.state)
    play(a, 200, seed=9)
    play(b, 200, seed=9)
    assert to_json(a.state) == to_json(b.state)


def test_same_seed_same_answers_same_game(new_2pcg_game):
    a, b = new_2pcg_game(21), new_2pcg_game(21)
    play(a, 400, seed=4)
    play(b, 400, seed=4)
    assert to_json(a.state) == to_json(b.state)
    c = new_2pcg_game(22)
    play(c, 400, seed=4)
    assert to_json(c.state) != to_json(a.state)


def test_view_hides_what_a_player_may_not_see(new_2pcg_game):
    game = new_2pcg_game(8)
    play(game, 40)
    me = game.pending.player
    other = 1 - me
    view = game.view(me)
    mine, theirs = view["players"][me], view["players"][other]
    assert all("name" in c for c in mine["zones"]["hand"])
    assert all(c.get("hidden") for c in theirs["zones"]["hand"])
    assert "deck" not in theirs["zones"] and isinstance(theirs["deck"], int)
    for res in theirs["zones"]["resources"]:
        assert res.get("hidden") or res["face_up"]
    assert "options" in view["decision"]
    assert "options" not in game.view(other)["decision"]


def test_save_is_setup_plus_answers_and_loads_to_the_same_game(new_2pcg_game, tmp_path,
                                                                 registry):
    game = new_2pcg_game(31)
    play(game, 120, seed=3)
    path = tmp_path / "game.vsave"
    write_save(game, path, snapshot=True)
    assert not list(tmp_path.glob("*.tmp"))
    loaded = load_save(path, registry)
    assert to_json(loaded.state) == to_json(game.state)
    assert loaded.answers == game.answers


def test_a_broken_save_names_the_file_and_place(tmp_path, registry):
    from vsrules.core.errors import InputError

    path = tmp_path / "bad.vsave"
    path.write_text('{"format": 1, "setup": {"variant": "2pcg"}, "answers": []}')
    with pytest.raises(InputError) as err:
        load_save(path, registry)
    assert "bad.vsave" in str(err.value) and "setup" in str(err.value)


def test_a_save_without_its_setup_says_so(tmp_path, registry):
    from vsrules.core.errors import InputError

    path = tmp_path / "nosetup.vsave"
    path.write_text('{"format": 1, "answers": []}')
    with pytest.raises(InputError, match="setup: missing") as err:
        load_save(path, registry)
    assert "nosetup.vsave" in str(err.value)


def test_pass_is_always_an_option_of_action_decisions(new_2pcg_game):
    game = new_2pcg_game(4)
    for _ in range(300):
        if game.pending is None:
            break
        if game.pending.is_action:
            assert Pass() in game.pending.options
        play(game, 1, seed=game.state.decisions)


def test_each_seat_reads_a_log_without_the_others_hidden_cards(new_2pcg_game):
    from vsrules.core.view import visible_log

    game = new_2pcg_game(12)
    play(game, 80)
    for viewer in (0, 1):
        other = 1 - viewer
        seen = visible_log(game, viewer)
        assert len(seen) == len(game.log)
        for raw, shown in zip(game.log, seen, strict=True):
            d = raw.data
            if raw.kind == "move" and d.get("owner") == other and d["source"] == "deck" \
                    and d["to"] == "hand":
                assert shown.text.endswith("draws a card") and "card" not in shown.data
            if raw.kind == "move" and d.get("owner") == viewer:
                assert shown is raw  # your own cards are always named to you
