"""Hooks are called through pluggy: tryfirst and wrappers act on a live game hook; rule
options are declared, checked and read by the rules; a subclass's stun is obeyed in
combat; the public API plays the same games as ``vsrules compare``."""

from __future__ import annotations

import json
import types

import pytest
from helpers import registry_with

import vsrules
from vsrules.core.cli import main
from vsrules.core.game import Game
from vsrules.core.hookspecs import hookimpl
from vsrules.core.options import OptionError, parse_assignments
from vsrules.core.setup import Setup


def plugin(name, **hooks):
    module = types.ModuleType(name)
    for hook, fn in hooks.items():
        setattr(module, hook, fn)
    return module


def opening_hands(reg, decks, options=None):
    setup = Setup("2pcg", 1, decks, options={"rules": options} if options else {})
    game = Game.create(reg.variant("2pcg"), setup, reg.hooks)
    while game.pending.kind != "mulligan":
        game.apply(game.pending.options[0])
    return [len(p.zones["hand"]) for p in game.state.players]


def test_tryfirst_answer_wins_over_a_later_registered_plugin(twopcg_decks):
    @hookimpl(tryfirst=True)
    def first(game, name):
        return 9 if name == "opening_hand" else None

    @hookimpl
    def later(game, name):
        return 6 if name == "opening_hand" else None

    # registered last, the plain one would be asked first; tryfirst puts the other ahead
    reg = registry_with(plugin("vsr_first", vsrules_option=first),
                        plugin("vsr_later", vsrules_option=later))
    assert opening_hands(reg, twopcg_decks) == [9, 9]


def test_a_wrapper_sees_and_changes_a_live_hooks_result(twopcg_decks):
    seen = []

    @hookimpl(wrapper=True)
    def wrap(game, name):
        answer = yield
        seen.append((name, answer))
        return 5 if name == "opening_hand" else answer

    @hookimpl
    def answer(game, name):
        return 8 if name == "opening_hand" else None

    reg = registry_with(plugin("vsr_answer", vsrules_option=answer),
                        plugin("vsr_wrap", vsrules_option=wrap))
    assert opening_hands(reg, twopcg_decks) == [5, 5]
    assert ("opening_hand", 8) in seen


def test_a_chosen_option_wins_over_a_plugins_default(twopcg_decks):
    @hookimpl
    def answer(game, name):
        return 6 if name == "opening_hand" else None

    reg = registry_with(plugin("vsr_default", vsrules_option=answer))
    assert opening_hands(reg, twopcg_decks) == [6, 6]
    assert opening_hands(reg, twopcg_decks, {"opening_hand": 8}) == [8, 8]


def test_a_plugin_declares_an_option_of_its_own(registry):
    from vsrules.core.options import Option

    @hookimpl
    def vsrules_options(variant):
        return [Option("comeback", "bool", False, "a house rule", "decision: a test")] \
            if variant.id == "2pcg" else []

    reg = registry_with(plugin("vsr_declares", vsrules_options=vsrules_options))
    assert parse_assignments(reg.variant("2pcg"), ["comeback=yes"], reg) == {"comeback": True}
    with pytest.raises(OptionError, match="unknown option 'comeback' for original"):
        parse_assignments(reg.variant("original"), ["comeback=yes"], reg)


def test_wrong_option_names_and_values_are_refused_with_what_is_accepted(registry, capsys):
    variant = registry.variant("2pcg")
    with pytest.raises(OptionError, match="opening_hand: 'many' is not a whole number from 0 to 20"):
        parse_assignments(variant, ["opening_hand=many"], registry)
    with pytest.raises(OptionError, match="lethal: 'never' is not one of stuns, wounds"):
        parse_assignments(variant, ["lethal=never"], registry)
    assert main(["simulate", "--variant", "original", "--games", "1",
                 "--option", "endurance=30"]) == 2
    err = capsys.readouterr().err
    assert "unknown option 'endurance'" in err and "starting_endurance" in err


def test_starting_endurance_option_sets_the_original_players(registry):
    """Original CR (seed 000), Starting the Game: 50 endurance; the option changes it."""
    game = vsrules.new_game("original", seed=2, options={"starting_endurance": 30},
                            registry=registry)
    assert [p.endurance for p in game.state.players] == [30, 30]
    assert any(e.kind == "option" and "starting_endurance = 30" in e.text for e in game.log)


def test_health_bonus_raises_every_characters_health(registry, twopcg_decks):
    plain = vsrules.new_game("2pcg", seed=4, registry=registry)
    more = vsrules.new_game("2pcg", seed=4, options={"health_bonus": 2}, registry=registry)
    for a, b in zip(plain.state.objects.values(), more.state.objects.values(), strict=True):
        if plain.card(a).is_character:
            assert more.stat(b, "health") == plain.stat(a, "health") + 2


def test_a_subclass_stun_is_obeyed_in_combat(registry, twopcg_decks):
    variant = registry.variant("2pcg")
    stunned = []

    class Counting(type(variant)):
        def stun(self, game, uid, source=None, cost=False):
            stunned.append(uid)
            return super().stun(game, uid, source, cost)

    counting = Counting()
    game = Game.create(counting, Setup("2pcg", 7, twopcg_decks), registry.hooks)
    vsrules.play(game, ["random"], seed=7, registry=registry)
    stuns = [e for e in game.log if e.kind == "stun"]
    assert stuns and len(stunned) >= len(stuns)


def test_run_games_gives_the_same_games_as_compare(registry, tmp_path, capsys):
    rows = vsrules.run_games("2pcg", games=3, seed=5, agents=["random"], registry=registry)
    assert main(["compare", "--variants", "2pcg", "--games", "3", "--seed", "5", "--agents",
                 "random", "--workers", "1", "--no-progress", "--json", "--out",
                 str(tmp_path)]) == 0
    capsys.readouterr()
    written = [json.loads(line) for line in (tmp_path / "games.jsonl").read_text().splitlines()]
    same = ("seed", "deck_0", "deck_1", "winner", "turns", "decisions", "ended_by")
    assert [[r[k] for k in same] for r in rows] == [[w[k] for k in same] for w in written]
    assert set(rows[0]) >= {"seed", "turns", "winner", "ended_by", "plugin_failures"}


def test_simulate_plays_a_variant_built_on_another_editions_decks(capsys):
    assert main(["simulate", "--variant", "hybrid", "--games", "2", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 2 and report["decisions"] > 0


def test_simulate_reports_a_plugin_failing_mid_game(capsys, monkeypatch):
    from vsrules.core import plugins

    @hookimpl
    def vsrules_option(game, name):
        raise RuntimeError("broken house rule")

    monkeypatch.setattr(plugins, "_DEFAULT", registry_with(plugin("vsr_midgame",
                                                                   vsrules_option=vsrules_option)))
    assert main(["simulate", "--variant", "2pcg", "--games", "1"]) == 0
    out = capsys.readouterr().out
    assert "plugin failure: Plugin vsr_midgame switched off" in out and "broken house rule" in out
    assert main(["plugins"]) == 0
    assert "failed  vsr_midgame" in capsys.readouterr().out


@pytest.mark.parametrize("variant_id", ["2pcg", "original"])
def test_no_mulligan_when_the_option_is_off(registry, variant_id):
    """2PCG rulebook / original CR (seed 000), Starting the Game: one mulligan each; the
    ``mulligan`` option off skips the question."""
    asked = {}
    for value in (True, False):
        game = vsrules.new_game(variant_id, seed=5, options={"mulligan": value}, registry=registry)
        kinds = []
        while game.pending is not None and game.state.turn == 0:
            kinds.append(game.pending.kind)
            game.apply(game.pending.options[0])
        asked[value] = kinds
    assert "mulligan" in asked[True] and "mulligan" not in asked[False]


def test_the_original_mulligan_question_says_how_many_cards_the_option_draws(registry):
    """Original CR (seed 000), Starting the Game: the mulligan draws a new opening hand, of
    the ``opening_hand`` option's size."""
    game = vsrules.new_game("original", seed=5, options={"opening_hand": 6}, registry=registry)
    while game.pending.kind != "mulligan":
        game.apply(game.pending.options[0])
    assert "draw 6" in game.pending.prompt


def test_rule_options_travel_in_the_save(registry, tmp_path):
    from vsrules.core.saves import load_save, write_save

    game = vsrules.new_game("original", seed=2, options={"starting_endurance": 33},
                            registry=registry)
    game.apply(game.pending.options[0])
    path = tmp_path / "game.json"
    write_save(game, path)
    again = load_save(path, registry)
    assert again.setup.options["rules"] == {"starting_endurance": 33}
    assert [p.endurance for p in again.state.players] == [33, 33]


def test_deck_size_and_copy_limit_options_change_what_is_legal(registry, capsys):
    """2PCG rulebook, Building a deck: exactly 60, at most 4 copies; original CR
    (seed 000): 60 or more, four per deck (101.2). The options change the checks."""
    plain = {d.name: d.legal for d in vsrules.decks("2pcg", registry=registry)}
    strict = {d.name: d for d in vsrules.decks("2pcg", {"copy_limit": 2}, registry=registry)}
    assert any(plain.values()) and not any(d.legal for d in strict.values())
    assert any("at most 2" in p for d in strict.values() for p in d.problems)
    assert main(["decks", "--variant", "original", "--option", "deck_size=80"]) == 0
    assert "a deck has at least 80" in capsys.readouterr().out


def test_piped_output_closed_early_is_not_an_error():
    import subprocess
    import sys

    # (``true`` reads nothing and exits at once: the command writes into a closed pipe)
    shell = f"{sys.executable} -m vsrules.core.cli plugins --json | true"
    done = subprocess.run(shell, shell=True, capture_output=True, text=True, timeout=60)
    assert done.stderr == ""


def test_specname_implements_a_hook_under_another_name(twopcg_decks):
    heard = []

    @hookimpl(specname="vsrules_event")
    def hear(game, event):
        heard.append(event.kind)

    reg = registry_with(plugin("vsr_specname", hear=hear))
    opening_hands(reg, twopcg_decks)
    assert heard  # the game's events reached it
