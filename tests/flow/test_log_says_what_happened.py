"""The log says what each effect did, in words a player reads: a power printed without a
name is named by its card (its question and its decline), a triggered power resolving from
the chain is told once with what it did, a 2PCG Power-Up gives its amount, and declining
to build a resource leaves a line in both editions."""

from __future__ import annotations

import pytest
from helpers import deck_paths, deck_specs

from vsrules.core.ai.random_agent import RandomAgent
from vsrules.core.decisions import Pass, YesNo
from vsrules.core.game import Game
from vsrules.core.log_words import log_lines
from vsrules.core.setup import Setup

TRIAD = """
variant = "original"

[game]
active = "p1"
phase = "build:recruit"
step_owner = "p1"
turn = 5

[players.p1]
resources = 2
hand = [ { card = "LSH-X26", label = "triad" }, { card = "LSH-X26" } ]
deck = 10

[players.p2]
deck = 10
"""


def lines(game: Game) -> list[str]:
    return [text for _t, text in log_lines(game, None)]


def test_a_power_printed_without_a_name_is_asked_and_declined_as_its_cards(lab_board):
    # seed 004 Triad, Luornu Durgo: "When Triad comes into play, you may discard a card..."
    lab = lab_board(TRIAD)
    game = lab.game
    game.apply(next(o for o in game.pending.options if getattr(o, "card", None) ==
                    lab.uid("triad") and getattr(o, "row", None) == "front"))
    for _ in range(10):  # everyone passes: the trigger goes on the chain and resolves
        if game.pending.kind == "yes-no":
            break
        game.apply(Pass())
    assert game.pending.prompt == "Use Triad's power (when Triad comes into play)?"
    game.apply(YesNo(False))
    told = lines(game)
    assert f"{game.player_name(0)} declines Triad's power (when Triad comes into play)" in told
    assert not any("declines When" in line for line in told)


def played(registry, variant_id: str, seed: int, turns: int = 40) -> Game:
    variant = registry.variant(variant_id)
    folder = "twopcg" if variant_id == "2pcg" else "original"
    setup = Setup(variant_id, seed, deck_specs(variant, deck_paths(folder)[:2]))
    game = Game.create(variant, setup, registry.hooks)
    agents = [RandomAgent(seed), RandomAgent(seed + 1)]
    while not game.over and game.state.turn <= turns:
        game.apply(agents[game.pending.player].choose(game.pending))
    return game


def test_a_triggered_power_resolving_is_told_once_then_what_it_did(registry):
    told = lines(played(registry, "original", 0))
    at = [i for i, line in enumerate(told) if line == "Dream Girl: Cosmic-Surge resolves"]
    assert at
    # seed 000 Cosmic-Surge: a cosmic counter at the start of the recovery phase; seed 004
    # item 3: at most one, so a second says it gives none
    for i in at:
        assert told[i + 1] in ("Dream Girl gets a cosmic counter (Cosmic-Surge)",
                               "Dream Girl gets no cosmic counter (Cosmic-Surge)")
    assert "Dream Girl: Cosmic-Surge" not in told


def test_a_power_up_says_the_counter_it_gives(registry):
    # 2PCG rulebook, Power-Ups: discard a copy to give the character a +1/+1 counter
    told = lines(played(registry, "2pcg", 0))
    ups = [line for line in told if " is powered up" in line]
    assert ups and all(line.endswith(": gets a +1/+1 counter") or
                       line.endswith(": gets no +1/+1 counter") for line in ups)


@pytest.mark.parametrize("variant_id", ["2pcg", "original"])
def test_declining_a_resource_leaves_a_line(registry, variant_id):
    game = played(registry, variant_id, 4, turns=0)
    while not (game.pending.kind in ("resource", "action") and
               game.state.phase == "build:resource"):
        game.apply(RandomAgent(9).choose(game.pending))
    who = game.player_name(game.pending.player)
    game.apply(Pass())
    assert f"{who} builds no resource this turn" in lines(game)[-3:]
