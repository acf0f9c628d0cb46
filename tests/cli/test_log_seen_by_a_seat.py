"""`vsrules log`: a game in progress read as one seat sees it (the other seats' hidden
cards unnamed), a finished game with every card, and the terminal game's log words
instead of the engine's zone names."""

from __future__ import annotations

import json

import pytest
from helpers import deck_paths, deck_specs

from vsrules.core.ai.random_agent import RandomAgent
from vsrules.core.cli import main
from vsrules.core.game import Game
from vsrules.core.log_words import SEATS_KEY
from vsrules.core.saves import write_save
from vsrules.core.setup import Setup
from vsrules.tui.session import Session

#: engine zone names the log's words replace
ENGINE_WORDS = (" to chain", " to ko", " to resources", " to front", " to back",
                " from chain ", " from ko ", " from resources ")


def played(registry, variant_id: str, seed: int, turns: int, kinds=("ai:random", "human"),
           ) -> Game:
    variant = registry.variant(variant_id)
    folder = "twopcg" if variant_id == "2pcg" else "original"
    setup = Setup(variant_id, seed, deck_specs(variant, deck_paths(folder)[:2]),
                  options={SEATS_KEY: list(kinds)})
    game = Game.create(variant, setup, registry.hooks)
    agents = [RandomAgent(seed), RandomAgent(seed + 1)]
    while not game.over and game.state.turn <= turns:
        game.apply(agents[game.pending.player].choose(game.pending))
    return game


def log_of(capsys, path, *flags: str) -> str:
    assert main(["log", str(path), *flags]) == 0
    return capsys.readouterr().out


def drawn_by(game: Game, seat: int) -> set[str]:
    return {game.cards.get(e.data["card"]).name for e in game.log
            if e.kind == "move" and e.data.get("owner") == seat
            and (e.data.get("source"), e.data.get("to")) == ("deck", "hand")}


@pytest.mark.parametrize("variant_id", ["2pcg", "original"])
def test_a_game_in_progress_is_read_as_the_saves_person_sees_it(registry, tmp_path, capsys,
                                                                variant_id):
    game = played(registry, variant_id, 5, turns=4)
    assert not game.over
    save = tmp_path / "g.json"
    write_save(game, save)
    ai, person = game.player_name(0), game.player_name(1)
    text = log_of(capsys, save)
    assert f"{ai} draws a card" in text
    assert not any(f"{ai} draws {name}" in text for name in drawn_by(game, 0))
    assert any(f"{person} draws {name}" in text for name in drawn_by(game, 1))
    # the same lines as the terminal game's log for that seat
    session = Session(registry, game, ["ai:random", "human"])
    assert text == "".join(f"[turn {t:>3}] {line}\n" for t, line in session.log_lines(1))
    records = [json.loads(line) for line in log_of(capsys, save, "--format", "jsonl").splitlines()]
    hidden = [r for r in records if r["data"].get("hidden")]
    assert hidden and all(r["data"]["owner"] == 0 for r in hidden)
    assert all(f"{ai} draws {name}" not in r["text"] for r in records for name in drawn_by(game, 0))


def test_another_seat_or_every_card_can_be_asked_for(registry, tmp_path, capsys):
    game = played(registry, "2pcg", 5, turns=4)
    save = tmp_path / "g.json"
    write_save(game, save)
    ai, person = game.player_name(0), game.player_name(1)
    as_ai = log_of(capsys, save, "--seat", "1")
    assert any(f"{ai} draws {name}" in as_ai for name in drawn_by(game, 0))
    assert f"{person} draws a card" in as_ai
    assert log_of(capsys, save, "--seat", person) == log_of(capsys, save)
    every = log_of(capsys, save, "--all")
    assert " draws a card" not in every
    assert main(["log", str(save), "--seat", "3"]) != 0
    err = capsys.readouterr().err
    assert "g.json" in err and "--seat '3'" in err


def test_a_finished_game_shows_every_card(registry, tmp_path, capsys):
    game = played(registry, "2pcg", 5, turns=200)
    assert game.over
    save = tmp_path / "g.json"
    write_save(game, save)
    text = log_of(capsys, save)
    assert " draws a card" not in text
    assert any(f"{game.player_name(0)} draws {name}" in text for name in drawn_by(game, 0))


@pytest.mark.parametrize("variant_id", ["2pcg", "original"])
def test_the_text_log_uses_the_editions_words_not_zone_names(registry, tmp_path, capsys,
                                                             variant_id):
    game = played(registry, variant_id, 3, turns=200)
    save = tmp_path / "g.json"
    write_save(game, save)
    text = log_of(capsys, save)
    assert not [line for line in text.splitlines() if any(w in line for w in ENGINE_WORDS)]
    if variant_id == "2pcg":
        assert "chain" not in text
    else:
        assert "back row" not in text
