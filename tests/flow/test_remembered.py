"""Remembered answers and the automatic order of identical triggers (issue: play flow):
a remembered yes/no answer is given again for the same question, recorded like any other
answer, and forgotten on request; identical simultaneous triggers are never asked about."""

from __future__ import annotations

from vsrules.core.ai.random_agent import RandomAgent
from vsrules.core.autopass import SeatFlow, question_words
from vsrules.core.decisions import Decision, Pick, YesNo
from vsrules.core.game import Game
from vsrules.core.serialize import to_json
from vsrules.core.setup import Setup
from vsrules.core.state import Event, WaitingTrigger
from vsrules.core.triggers import OrderTriggers

BOTH = (YesNo(True), YesNo(False))


def _yes_no(prompt: str = "Use Genius?", options: tuple[YesNo, ...] = BOTH) -> Decision:
    return Decision(1, "yes-no", prompt, list(options), context={"effect": "genius"})


def test_remember_recall_forget_and_settings(new_2pcg_game):
    game = new_2pcg_game(3)
    flow = SeatFlow()
    key = flow.remember(game, _yes_no(), YesNo(False))
    assert key is not None and question_words(key) == "Use Genius?"
    assert flow.recall(game, _yes_no()) == YesNo(False)
    assert flow.answer(game, _yes_no()) == YesNo(False)
    assert flow.recall(game, _yes_no("Shrink: cancel this combat?")) is None
    # a remembered answer that is not among the options is not given
    assert flow.recall(game, _yes_no(options=(YesNo(True),))) is None
    again = SeatFlow.from_settings(flow.settings())
    assert again.remembered == flow.remembered and again.stops == flow.stops
    flow.forget(key)
    assert flow.recall(game, _yes_no()) is None
    # only yes/no questions are remembered
    assert flow.remember(game, Decision(1, "target", "Which?", [Pick(1), Pick(2)]), Pick(1)) is None


def test_a_remembered_answer_is_given_again_and_replays(registry, twopcg_decks):
    """Seed 3: the second player is asked "Use Genius?" again and again."""
    variant = registry.variant("2pcg")
    setup = Setup("2pcg", 3, twopcg_decks)
    game = Game.create(variant, setup, registry.hooks)
    agents = [RandomAgent(3), RandomAgent(103)]
    flow = SeatFlow(pass_only=False, stops=frozenset())
    asked: list[int] = []
    while not game.over and game.state.turn < 30:
        pending = game.pending
        if pending.kind == "yes-no" and pending.prompt == "Use Genius?":
            asked.append(len(game.answers))
            flow.remember(game, pending, YesNo(False))
            game.flow = {pending.player: flow}
        game.apply(agents[pending.player].choose(pending))
    assert len(asked) == 1
    assert [question_words(k) for k in flow.remembered] == ["Doctor Octopus: Use Genius?"]
    again = Game.create(variant, setup, registry.hooks)
    given = 0
    for i, answer in enumerate(game.answers):
        if i > asked[0] and again.pending.prompt == "Use Genius?":
            assert answer == YesNo(False)
            given += 1
        again.apply(answer)
    assert given >= 2  # asked again later, and answered from memory every time
    assert to_json(again.state.players) == to_json(game.state.players)


def _trigger(ability: str) -> WaitingTrigger:
    return WaitingTrigger(0, -1, "", ability, Event("test"), steps=[])


def test_identical_triggers_are_ordered_without_asking_and_logged(registry, twopcg_decks):
    game = Game.create(registry.variant("2pcg"), Setup("2pcg", 1, twopcg_decks), start=False)
    game.push(OrderTriggers([_trigger("at end of combat"), _trigger("at end of combat")], 0))
    game.run()
    assert game.pending is None
    assert [e.text for e in game.log if e.kind == "order"] == \
        ["2 identical triggers (at end of combat): the order is taken automatically"]
    game.push(OrderTriggers([_trigger("one"), _trigger("two")], 0))
    game.run()
    assert game.pending.kind == "order"


def test_same_card_and_power_order_questions_follow_the_setting(new_2pcg_game):
    game = new_2pcg_game(1)
    same = Decision(0, "order", "Which first?", [Pick(0), Pick(1)],
                    context={"names": ["Ant-Man: shrink", "Ant-Man: shrink"]})
    other = Decision(0, "order", "Which first?", [Pick(0), Pick(1)],
                     context={"names": ["Ant-Man: shrink", "Hulk: smash"]})
    flow = SeatFlow()
    assert flow.answer(game, same) == Pick(0)
    assert flow.answer(game, other) is None
    flow.auto_order = False
    assert flow.answer(game, same) is None
