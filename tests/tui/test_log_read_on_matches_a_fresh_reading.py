"""The log panel reads the log on as the game grows (only the new entries at each
answer): after every answer its lines are those of the whole log read from the start,
for each seat, with the passes the play flow made for a person where they were made."""

from __future__ import annotations

import pytest

from vsrules.core.ai.agent import ask
from vsrules.core.ai.random_agent import RandomAgent
from vsrules.core.decisions import Pass
from vsrules.core.game import Game
from vsrules.core.log_words import log_lines
from vsrules.core.setup import Setup
from vsrules.tui.decks import deck_choices
from vsrules.tui.session import Session


def from_scratch(session: Session, viewer: int | None) -> list[tuple[int, str]]:
    asides: dict[int, list[tuple[int, str]]] = {}
    for _index, mark, turn, words in session.passed_for:
        asides.setdefault(mark, []).append((turn, words))
    return log_lines(session.game, viewer, None, asides)


@pytest.mark.parametrize("variant_id", ["2pcg", "original"])
def test_the_log_read_on_says_what_a_fresh_reading_says(registry, variant_id):
    variant = registry.variant(variant_id)
    decks, _ = deck_choices(variant)
    game = Game.create(variant, Setup(variant_id, 4, [decks[0].spec, decks[1].spec]),
                       registry.hooks)
    session = Session(registry, game, ["human", "ai:random"])
    agents = [RandomAgent(4), RandomAgent(5)]
    answers = 0
    while not game.over and answers < 400:
        pending = game.pending
        choice = ask(agents[pending.player], game, pending)
        # the person's passes count as made for them by the play flow, every third one
        automatic = pending.player == 0 and choice == Pass() and answers % 3 == 0
        assert session.apply(choice, manual=not automatic) is None
        answers += 1
        for viewer in (0, 1, None):
            assert session.log_lines(viewer) == from_scratch(session, viewer)
    assert session.passed_for, "no pass was made for the person"
