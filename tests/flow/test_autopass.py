"""Auto-pass and yields (issue: play flow): the answers the auto-passer gives are exactly
the pass-only decisions, and a game with auto-passes replays identically without them."""

from __future__ import annotations

from vsrules.core.ai.random_agent import RandomAgent
from vsrules.core.autopass import SeatFlow
from vsrules.core.decisions import Pass
from vsrules.core.game import Game
from vsrules.core.serialize import to_json
from vsrules.core.setup import Setup


def play(game: Game, seed: int, turns: int = 25) -> None:
    agents = [RandomAgent(seed + i) for i in range(len(game.state.players))]
    while not game.over and game.state.turn <= turns:
        game.apply(agents[game.pending.player].choose(game.pending))


def test_auto_passes_are_exactly_the_pass_only_decisions(registry, twopcg_decks):
    variant = registry.variant("2pcg")
    for seed in range(4):
        setup = Setup("2pcg", 40 + seed, twopcg_decks)
        game = Game.create(variant, setup, registry.hooks, start=False)
        game.flow = {0: SeatFlow(), 1: SeatFlow()}
        variant.new_game(game, setup)
        game.run()
        play(game, seed)
        autos = sum(1 for e in game.log if e.kind == "auto-pass")
        # replay every answer with nobody auto-passing: count the pass-only decisions
        again = Game.create(variant, setup, registry.hooks)
        pass_only = 0
        for answer in game.answers:
            if again.pending.options == [Pass()]:
                pass_only += 1
            again.apply(answer)
        assert autos == pass_only and autos > 0
        assert [e.text for e in again.log if e.kind != "auto-pass"] == \
            [e.text for e in game.log if e.kind != "auto-pass"]
        assert to_json(again.state.players) == to_json(game.state.players)


def test_yield_until_end_of_turn_passes_only_action_decisions(registry, twopcg_decks):
    variant = registry.variant("2pcg")
    game = Game.create(variant, Setup("2pcg", 9, twopcg_decks), registry.hooks)
    agents = [RandomAgent(1), RandomAgent(2)]
    while game.state.turn < 3:
        game.apply(agents[game.pending.player].choose(game.pending))
    me = 1 - game.state.active
    flow = SeatFlow(stops=frozenset())
    game.flow = {me: flow}
    flow.start_yield(game, "turn-end")
    start_turn = game.state.turn
    while game.state.turn == start_turn and not game.over:
        pending = game.pending
        if pending.player == me:  # only a non-action decision may reach the yielding seat
            assert not pending.is_action
        game.apply(agents[pending.player].choose(pending))
    assert flow.yield_until is None or game.state.turn != start_turn
