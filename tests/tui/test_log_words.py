"""The log in a player's words: recruits, discards, KOs and one attacker "attacks"; no
engine zone names or effect ids; 2PCG plot twists never "move to the chain"."""

from __future__ import annotations

from vsrules.core.ai.agent import ask
from vsrules.core.game import Game
from vsrules.core.setup import Setup
from vsrules.tui.decks import deck_choices
from vsrules.tui.session import Session


def played(registry, variant_id: str, turns: int = 6) -> Session:
    variant = registry.variant(variant_id)
    decks, _ = deck_choices(variant)
    game = Game.create(variant, Setup(variant_id, 5, [decks[0].spec, decks[1].spec]),
                       registry.hooks)
    agents = [registry.agents()["heuristic"](i) for i in range(2)]
    while game.state.turn < turns and not game.over:
        game.apply(ask(agents[game.pending.player], game, game.pending))
    return Session(registry, game, ["human", "ai:heuristic"])


def test_the_original_log_reads_as_a_player_says_it(registry):
    lines = [text for _t, text in played(registry, "original").log_lines(None)]
    assert any(" recruits " in line and " to the front row" in line for line in lines)
    assert any(line.startswith("The normal draw goes on the chain") for line in lines)
    assert any(" attacks " in line for line in lines)
    for line in lines:
        assert "normal-draw" not in line and not line.startswith("power-up")
        assert " moves from hand to front" not in line and " to back" not in line
        assert not (" attack " in line and " and " not in line.split(" attack ")[0]), line


def test_2pcg_plot_twists_are_played_not_moved_to_a_chain(registry):
    lines = [text for _t, text in played(registry, "2pcg", 8).log_lines(None)]
    assert any(" plays " in line for line in lines)
    assert not any("chain" in line for line in lines)
    assert any(" recruits " in line for line in lines)
