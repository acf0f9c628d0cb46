"""The house-rules plugin: each option, chosen per game through ``Setup.options``; a game
that chooses none plays the rules as printed."""

from __future__ import annotations

import types
from pathlib import Path

import pytest

from vsrules.core.decisions import Mulligan, Pick
from vsrules.core.game import Game
from vsrules.core.hookspecs import hookimpl
from vsrules.core.lab.runner import run_scenario
from vsrules.core.lab.scenario import parse_scenario
from vsrules.core.plugins import Registry
from vsrules.core.setup import Setup
from vsrules.plugins import house_rules
from vsrules.plugins.house_rules import HouseRuleError
from vsrules.variants.twopcg.choices import PlaceMain

HERE = Path(__file__).parent


def new_game(registry, decks, **rules) -> Game:
    options = house_rules.house_rules(**rules) if rules else {}
    return Game.create(registry.variant("2pcg"), Setup("2pcg", 4, decks, options=options),
                       registry.hooks)


def to_first_action(game: Game) -> Game:
    """Player 0 goes first, main characters to the front, nobody mulligans."""
    while game.pending is not None and not game.pending.is_action:
        kind = game.pending.kind
        if kind == "first-player":
            game.apply(Pick(0))
        elif kind == "place-main":
            game.apply(PlaceMain("front"))
        elif kind == "mulligan":
            game.apply(Mulligan(False))
        else:
            game.apply(game.pending.options[0])
    return game


def hands(game: Game) -> list[int]:
    return [len(p.zones["hand"]) for p in game.state.players]


def test_registered_by_default_but_idle_without_options(registry, twopcg_decks):
    assert {p.name: p.status for p in registry.plugins}["house_rules"] == "loaded"
    game = to_first_action(new_game(registry, twopcg_decks))
    # the rules as printed: 7 cards, and the first player draws none on turn 1
    assert hands(game) == [7, 7]
    assert not [e for e in game.log if e.kind == "house-rule"]


def test_opening_hand(registry, twopcg_decks):
    game = new_game(registry, twopcg_decks, opening_hand=5)
    to_first_action(game)
    assert hands(game) == [5, 5]
    assert any("opening_hand = 5" in e.text for e in game.log if e.kind == "house-rule")


def test_opening_hand_after_a_mulligan(registry, twopcg_decks):
    game = new_game(registry, twopcg_decks, opening_hand=6)
    while game.pending.kind != "mulligan":
        game.apply(game.pending.options[0])
    game.apply(Mulligan(True))
    assert len(game.state.players[game.pending.player ^ 1].zones["hand"]) == 6


@pytest.mark.parametrize("value,extra", [(2, 2), (1, 1), (True, 2), (0, 0)])
def test_first_player_draw_on_turn_1(registry, twopcg_decks, value, extra):
    game = to_first_action(new_game(registry, twopcg_decks, first_turn_draw=value))
    assert game.state.turn == 1 and game.pending.player == 0
    assert hands(game) == [7 + extra, 7]


def lethal_registry(mode: str | None) -> Registry:
    """The installed plugins, plus one that chooses the Lethal house rule for every game it
    sees created (the rules lab makes its own Setup)."""
    chooser = types.ModuleType("vsr_choose_lethal")

    @hookimpl
    def vsrules_game_created(game):
        if mode is not None:
            game.setup.options["house_rules"] = {"lethal": mode}

    chooser.vsrules_game_created = vsrules_game_created
    reg = Registry()
    reg.load_entry_points()
    reg.register(chooser, "choose-lethal")
    return reg


@pytest.mark.parametrize("mode,luke", [(None, "ko"), ("stuns", "ko"), ("wounds", "front")])
def test_lethal_errata_needs_a_wound(mode, luke):
    """FAQ: Lethal KOs the supporting character it stuns. Errata (house rule): only one it
    wounds; Luke Cage's Impervious Skin stuns him without a wound, so he stays."""
    reg = lethal_registry(mode)
    result = run_scenario(parse_scenario(HERE / "lethal-impervious-skin.toml"), reg)
    facts = result.final["luke"]
    assert facts["zone"] == luke
    if luke == "front":
        assert facts["stunned"] and facts["wounds"] == 0


@pytest.mark.parametrize("mode", [None, "stuns", "wounds"])
def test_lethal_both_ways_when_the_stun_wounds(mode):
    reg = lethal_registry(mode)
    result = run_scenario(parse_scenario(HERE / "lethal-wounds.toml"), reg)
    assert result.failed == 0, [c.line() for c in result.checks if not c.ok]


def test_bad_options_are_refused_up_front_and_ignored_in_a_game(registry, twopcg_decks):
    with pytest.raises(HouseRuleError, match="unknown house rule 'hand'"):
        house_rules.house_rules(hand=5)
    with pytest.raises(HouseRuleError, match="lethal"):
        house_rules.house_rules(lethal="sometimes")
    setup = Setup("2pcg", 4, twopcg_decks, options={"house_rules": {"opening_hand": 0}})
    game = to_first_action(Game.create(registry.variant("2pcg"), setup, registry.hooks))
    assert hands(game) == [7, 7]  # the rules' value
    assert any("ignored" in e.text for e in game.log if e.kind == "house-rule")
    assert {p.name: p.status for p in registry.plugins}["house_rules"] == "loaded"


def test_options_apply_per_game(registry, twopcg_decks):
    a = to_first_action(new_game(registry, twopcg_decks, opening_hand=4))
    b = to_first_action(new_game(registry, twopcg_decks))
    assert hands(a) == [4, 4] and hands(b) == [7, 7]
