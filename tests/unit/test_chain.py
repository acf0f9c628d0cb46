"""The chain and priority (original CR seed 000: Priority, the chain, Negating Effects):
last in, first out; all players passing in succession resolves the top effect or, with an
empty chain, ends the round; the player who played an effect gets priority again; after a
resolution the primary player does; a negated effect does nothing."""

from __future__ import annotations

import attrs

from vsrules.core.cards import CardDb
from vsrules.core.chain import PriorityRound, add_link
from vsrules.core.decisions import Choice, Pass, Pick
from vsrules.core.frames import Frame
from vsrules.core.game import Game
from vsrules.core.rng import Rng
from vsrules.core.setup import Setup
from vsrules.core.state import ChainLink, GameState, PlayerState
from vsrules.core.variant import Variant


@attrs.frozen
class Play(Choice):
    effect: str


class ChainToy(Variant):
    id = "chain-toy"
    name = "Chain toy"
    description = "priority and the chain only"

    def priority_actions(self, game: Game, player: int) -> list[Choice]:
        return [Play(f"e{player}")]

    def perform(self, game: Game, player: int, choice: Choice) -> None:
        assert isinstance(choice, Play)
        add_link(game, choice.effect, player)

    def resolve_link(self, game: Game, link: ChainLink) -> None:
        game.state.flags.setdefault("resolved", []).append(link.effect)

    def handle_triggers(self, game: Game) -> None:
        game.state.waiting_triggers.clear()


@attrs.define
class Done(Frame):
    def run(self, game: Game) -> None:
        game.ask(0, "done", "the round ended", [Pick("end")])

    def receive(self, game: Game, choice: Choice) -> None:
        game.pop(self)


def new_game(players: int = 3, primary: int = 0) -> Game:
    state = GameState("chain-toy", [PlayerState(i, f"p{i + 1}") for i in range(players)], Rng(1))
    game = Game(ChainToy(), state, CardDb("chain-toy"), Setup("chain-toy", 1, []))
    game.push(Done())
    game.push(PriorityRound(primary))
    game.run()
    return game


def resolved(game: Game) -> list[str]:
    return game.state.flags.get("resolved", [])


def test_effects_resolve_last_in_first_out():
    g = new_game()
    g.apply(Play("e0"))           # p1 plays, keeps priority
    assert g.pending.player == 0
    g.apply(Pass())               # p1 passes -> p2
    g.apply(Play("e1"))           # p2 plays on top
    for _ in range(3):
        g.apply(Pass())
    assert resolved(g) == ["e1"]  # top first
    assert g.pending.player == 0  # the primary player gets priority after a resolution
    for _ in range(3):
        g.apply(Pass())
    assert resolved(g) == ["e1", "e0"]


def test_all_players_must_pass_in_succession():
    g = new_game()
    g.apply(Pass())
    g.apply(Pass())
    g.apply(Play("e2"))           # p3 acts: the passes before it no longer count
    g.apply(Pass())
    g.apply(Pass())
    assert resolved(g) == []      # only two passes in a row so far
    g.apply(Pass())
    assert resolved(g) == ["e2"]


def test_empty_chain_and_all_passing_ends_the_round():
    g = new_game(players=2, primary=1)
    assert g.pending.player == 1
    g.apply(Pass())
    g.apply(Pass())
    assert g.pending.kind == "done"


def test_a_negated_effect_does_nothing():
    g = new_game(players=2)
    g.apply(Play("e0"))
    g.state.chain[-1].negated = True
    g.apply(Pass())
    g.apply(Pass())
    assert resolved(g) == [] and g.state.chain == []
    assert any(e.kind == "chain-negated" for e in g.log)
