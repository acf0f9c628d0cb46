"""Refusals name only what the answering seat sees: at decisions of random games of every
edition, every kind of choice is tried against every card the seat can't see (other
hands, face-down resources, every deck); each is refused, the state is unchanged and the
reason names neither the card nor its id (seed 002/000: hidden zones)."""

from __future__ import annotations

import pytest
from invariants import hidden_objects, names_seen, probes, setups

from vsrules.core.ai.random_agent import RandomAgent
from vsrules.core.errors import IllegalChoice
from vsrules.core.game import Game
from vsrules.core.serialize import dump


@pytest.mark.parametrize("variant", ["2pcg", "original", "hybrid"])
def test_no_refusal_names_a_card_the_seat_can_not_see(registry, variant):
    setup = next(iter(setups(registry, variant, 1, 21)))
    game = Game.create(registry.variant(variant), setup, registry.hooks)
    agents = [RandomAgent(i) for i in range(len(setup.decks))]
    probed = 0
    for stop in (0, 5, 60, 150):  # 0: the first decision offers Pick(0), Pick(1)...: numbers, not cards
        while not game.over and game.state.decisions < stop:
            game.apply(agents[game.pending.player].choose(game.pending))
        pending = game.pending
        seen = names_seen(game, pending.player)
        before = dump(game.state)
        for obj in hidden_objects(game, pending.player):
            card = game.card(obj)
            for probe in probes(obj.uid):
                if probe in pending.options:
                    continue
                with pytest.raises(IllegalChoice) as refused:
                    game.apply(probe)
                reason = refused.value.reason.replace(pending.prompt, "")
                assert card.id not in reason, (probe, reason)
                assert card.name in seen or card.name not in reason, (probe, reason)
                probed += 1
        assert dump(game.state) == before
    assert probed > 1000
