"""Another seat reads the prompt of an effect resolving, and the prompt names the card
whose effect it is: that card is public as the effect's source even when the card itself
has since gone to a hidden zone, since the effect is on the chain, a public zone, until it
is done resolving (seed 000, Game Zones: the chain is a public zone; Resolving Effects:
the effect is removed from the chain as the last part of its resolution). A 3-player
original game where Atrophos causes breakthrough, Morg bounces him to his owner's hand
before his trigger resolves, and the trigger asks which copy to remove next."""

from __future__ import annotations

from invariants import check_views, play_checked, setups, source_names_seen

from vsrules.core.ai.random_agent import RandomAgent
from vsrules.core.game import Game
from vsrules.core.view import visible_log

PROMPT = "Atrophos: remove which copy next? (or leave the rest)"
#: the game of a fuzz run (seeds from 1) where it happens
GAME = 1316


def game_setup(registry):
    return next(setups(registry, "original", 1, 1, first_game=GAME))


def atrophos_asking(registry) -> Game:
    setup = game_setup(registry)
    game = Game.create(registry.variant("original"), setup, registry.hooks)
    agents = [RandomAgent(setup.seed * 11 + i) for i in range(len(game.state.players))]
    while game.pending is not None and game.pending.prompt != PROMPT:
        game.apply(agents[game.pending.player].choose(game.pending))
    assert game.pending is not None
    return game


def test_the_source_bounced_to_a_hand_is_named_as_every_seat_read_it(registry):
    game = atrophos_asking(registry)
    asking = game.pending.player
    others = [p for p in range(len(game.state.players)) if p != asking]
    for seat in others:
        view = game.view(seat)
        assert view["decision"]["prompt"] == PROMPT
        in_hand = [e for e in view["players"][asking]["zones"]["hand"] if "name" in e]
        assert not in_hand  # the card itself is hidden in its owner's hand
        # the seat read Atrophos leave play for the hand, and his trigger go on the chain
        log = visible_log(game, seat)
        assert any(e.kind == "move" and e.data.get("card") == "LSH-X02" and
                   e.data.get("to") == "hand" for e in log)
        assert any(e.kind == "chain-add" and e.text.startswith("Atrophos: ") for e in log)
        assert source_names_seen(game, seat) == {"Atrophos"}
    check_views(game)


def test_the_game_of_that_prompt_keeps_every_invariant(registry):
    setup = game_setup(registry)
    game = Game.create(registry.variant("original"), setup, registry.hooks)
    figures = play_checked(game, setup.seed, 80, probe_every=50, sample=10)
    assert not figures.failures, figures.examples
