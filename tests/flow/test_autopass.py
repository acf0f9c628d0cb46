"""Auto-pass and yields (issue: play flow): the answers the auto-passer gives are exactly
the pass-only decisions, and a game with auto-passes replays identically without them."""

from __future__ import annotations

from functools import partial
from pathlib import Path

from vsrules.core.ai.random_agent import RandomAgent
from vsrules.core.autopass import SeatFlow
from vsrules.core.decisions import Pass
from vsrules.core.decks import load_deck
from vsrules.core.game import Game
from vsrules.core.serialize import to_json
from vsrules.core.setup import Setup
from vsrules.core.simulate import simulate


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



class NotingAgent(RandomAgent):
    """A random agent that notes whether each question it got was "pass" only."""

    def __init__(self, seed: int, notes: list[bool]) -> None:
        super().__init__(seed)
        self.notes = notes

    def choose(self, decision, view=None):  # type: ignore[override]
        self.notes.append(decision.options == [Pass()])
        return super().choose(decision)


def test_simulated_agents_are_not_asked_pass_only_questions(registry):
    """Issue play flow: AIs use the same auto-pass, so simulations skip empty priority
    rounds; those decisions are still counted (the engine answered them)."""
    variant = registry.variant("original")
    folder = Path(__file__).parents[2] / "variants" / "original" / "decks"
    decks = [load_deck(folder / name, variant.card_db()).spec()
             for name in ("1-legionnaires-cosmic.toml", "2-future-foes-darkseid.toml")]
    for autopass in (True, False):
        notes: list[bool] = []
        factory = partial(NotingAgent, notes=notes)
        report = simulate(registry, "original", decks, 2, 3, [factory, factory],
                          autopass=autopass)
        if autopass:
            assert notes and not any(notes)
            assert report["decisions"] > len(notes)
        else:
            assert any(notes) and report["decisions"] == len(notes)
