"""Smart stops and a plot twist that can be played at any time (Youth of Tomorrow: move a
cosmic counter among your characters): holding one is a reason to be asked only where it
can answer what happens (core/autopass.py). An opponent's effect on the chain that names
none of your cards, in the opponent's step, is passed for you (Youth of Tomorrow acts on
your characters only), and so is an attack between two other players; an opponent's
effect on one of your cards and an attack on your character are asked. The engine's
legal actions are the same either way: the play stays on offer (decision, the play flow:
docs/rulings.md)."""

from __future__ import annotations

import pytest
from tui_helpers import option_words, saved_position, settle

from vsrules.core.ai.agent import ask
from vsrules.core.autopass import SeatFlow
from vsrules.core.decisions import Pass
from vsrules.core.game import Game
from vsrules.core.setup import Setup
from vsrules.tui.decks import deck_choices
from vsrules.tui.session import Session

#: original, seed 12, heuristic agents: after this many answers seat 0 has priority in
#: the opponent's recovery phase holding Youth of Tomorrow, the opponent's Joining the
#: Darkseid (which names none of seat 0's cards) on the chain
OPPONENT_EFFECT_AT = 274
#: the same game, a moment before: the opponent's Dark Matter Drain on the chain, aimed at
#: seat 0's face-down Mobilize in its resource row
ON_YOUR_CARD_AT = 270
#: original, seed 2, heuristic agents: after this many answers seat 0 has priority in
#: the opponent's attack on its Bette Kane, holding Youth of Tomorrow
ATTACK_ON_YOU_AT = 131

HOLDING = ["Pass", "Play Youth of Tomorrow"]


def position(registry, tmp_path, seed: int, at: int):
    path = saved_position(registry, tmp_path, "original", seed, at, "priority",
                          agent="heuristic")
    game = Session.load(registry, path).game
    words = [game.variant.describe_choice(game, o) for o in game.pending.options]
    assert words == HOLDING, words  # legal to play it there, asked or not
    return path, game


async def test_an_opponents_effect_naming_none_of_your_cards_is_passed_for_you(
        make_app, registry, tmp_path):
    path, before = position(registry, tmp_path, 12, OPPONENT_EFFECT_AT)
    st = before.state
    assert st.step_owner is None and st.active == 1 and not st.flags.get("attack")
    assert [link.controller for link in st.chain] == [1]
    app = make_app(load=str(path))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await settle(pilot)
        game = screen.session.game
        assert len(game.answers) > OPPONENT_EFFECT_AT
        assert game.answers[OPPONENT_EFFECT_AT] == Pass()  # no key was pressed
        told = [text for _turn, text in screen.session.log_lines(0)]
        assert any("passes automatically" in text for text in told), told  # and it is logged


@pytest.mark.parametrize("seed, at", [(12, ON_YOUR_CARD_AT), (2, ATTACK_ON_YOU_AT)],
                         ids=["an opponent's effect on your card", "an attack on your character"])
async def test_where_the_plot_twist_can_answer_it_you_are_asked(make_app, registry, tmp_path,
                                                                seed, at):
    path, _before = position(registry, tmp_path, seed, at)
    app = make_app(load=str(path))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await settle(pilot)
        assert len(screen.session.game.answers) == at
        assert "Play Youth of Tomorrow" in option_words(screen), option_words(screen)


def test_the_flow_passes_only_for_the_seat_with_smart_stops(registry, tmp_path):
    """The same questions through the play flow itself: smart stops pass the one where
    the plot twist can't answer anything; the plain flow (what AI seats and simulations
    use) asks every one of them."""
    for seed, at, smart_answer in [(12, OPPONENT_EFFECT_AT, Pass()), (12, ON_YOUR_CARD_AT, None),
                                   (2, ATTACK_ON_YOU_AT, None)]:
        _path, game = position(registry, tmp_path, seed, at)
        assert SeatFlow(smart=True).answer(game, game.pending) == smart_answer, (seed, at)
        assert SeatFlow().answer(game, game.pending) is None, (seed, at)


#: original, three players on the first three bundled decks, seed 5, heuristic agents:
#: after this many answers seat 0 has priority in an attack between the two others,
#: holding Youth of Tomorrow
OTHERS_ATTACK_AT = 385


def test_an_attack_between_two_other_players_is_passed_for_you(registry):
    variant = registry.variant("original")
    decks, _note = deck_choices(variant)
    game = Game.create(variant, Setup("original", 5, [d.spec for d in decks[:3]]),
                       registry.hooks)
    made = registry.agents()["heuristic"]
    agents = [made(5 * 31 + i) for i in range(3)]
    while len(game.answers) < OTHERS_ATTACK_AT:
        game.apply(ask(agents[game.pending.player], game, game.pending))
    pending, attack = game.pending, game.state.flags.get("attack")
    assert pending.player == 0 and pending.kind == "priority" and attack
    assert attack["player"] != 0 and attack["target_player"] != 0
    assert game.state.objects[attack["defender"]].controller not in (0, attack["player"])
    words = [variant.describe_choice(game, o) for o in pending.options]
    assert words == HOLDING, words
    assert SeatFlow(smart=True).answer(game, pending) == Pass()
