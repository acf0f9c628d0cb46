"""The AI's turn summary tells what touched the person's cards first, then the rest, each
in the order it happened; what a power did to the person's card comes with what set it
going (the character recruited and its triggered power, the power used), not before it
with its cause left among the rest."""

from __future__ import annotations

import re

import pytest

from vsrules.core.ai.random_agent import RandomAgent
from vsrules.tui.decks import deck_choices
from vsrules.tui.session import Session


def played(registry, variant_id: str, seed: int, turns: int) -> Session:
    """The person (random answers) against the heuristic AI, through the session."""
    decks, _ = deck_choices(registry.variant(variant_id))
    session = Session.new(registry, variant_id, seed, decks[:2], "heuristic")
    person = RandomAgent(seed + 100)
    while not session.game.over and session.game.state.turn < turns:
        if session.human_turn():
            assert session.apply(person.choose(session.pending)) is None
        else:
            assert session.apply(session.ai_choose(), manual=False) is None
    return session


def in_order(lines: list[str], told: list[str]) -> bool:
    """Whether ``lines`` are told in ``told``'s order (repeats merged either way)."""
    plain = [re.sub(r" \(x\d+\)$", "", x) for x in told]
    at = 0
    for line in lines:
        line = re.sub(r" \(x\d+\)$", "", line)
        if line not in plain[at:]:
            return False
        at = plain.index(line, at)
    return True


@pytest.mark.parametrize(("variant", "seed"), [("2pcg", 2), ("2pcg", 7), ("original", 7)])
def test_the_ai_turn_summary_reads_in_time_order_causes_first(registry, variant, seed):
    session = played(registry, variant, seed, 13)
    caused = 0
    for turn in range(1, session.game.state.turn):
        if session.turn_owner(turn) != 1:
            continue
        told = [text for t, text in session.log_lines(0, passes=False) if t == turn]
        mine, rest = session.summary_parts(turn, 0)
        assert in_order(mine, told), (turn, mine)
        assert in_order(rest, told), (turn, rest)
        for n, line in enumerate(mine):  # "Freeze: Captain America is chosen"
            chosen = re.match(r"(.+?): .+ is chosen$", line)
            if chosen:
                power = chosen.group(1)
                assert any(power in before for before in mine[:n]), (power, mine)
                caused += 1
    if variant == "2pcg":
        assert caused, "no power of the AI's chose the person's card: nothing was tested"
