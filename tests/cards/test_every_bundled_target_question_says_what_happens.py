"""Every question asking for a target that a bundled card's power asks, in both editions,
says what the effect will do to the one chosen (core.target_words): none is a bare
"choose a target" ("choose target 1") and none falls back to the power's text, since the
steps using each target are known. Read as the game asks them (``Variant.target_questions``:
the questions of the powers' targets, costs and effects)."""

from __future__ import annotations

import re

import pytest

from vsrules.core.target_words import BARE

#: the text fallback: "Card: choose a character (the power's text)"
FALLBACK = re.compile(r"^[^:]+: choose (?P<what>[^()?]*?) \((?P<text>.*)\)$")
#: a bare question: with or without a target's number, or naming only a player
BARE_WORDS = re.compile(rf"({BARE}( player| opponent)?|choose target \d+)$", re.IGNORECASE)


def questions(registry, variant_id: str) -> list[tuple[str, str]]:
    variant = registry.variant(variant_id)
    return [(card.name, q) for card in variant.card_db() for q in variant.target_questions(card)]


def fell_back(question: str) -> bool:
    found = FALLBACK.match(question)
    return found is not None and " to " not in found.group("what")


@pytest.mark.parametrize("variant_id", ["original", "2pcg"])
def test_no_target_question_is_bare_or_falls_back(registry, variant_id, monkeypatch):
    monkeypatch.delenv("VSRULES_CARDS", raising=False)
    asked = questions(registry, variant_id)
    assert len(asked) >= 20
    bare = [(card, q) for card, q in asked if BARE_WORDS.search(q)]
    assert not bare
    assert not [(card, q) for card, q in asked if fell_back(q)]


@pytest.mark.parametrize(("variant_id", "card", "question"), [
    ("original", "Punisher", "Punisher: choose a character to get -1 DEF this turn"),
    ("original", "Blackheart", "Blackheart: choose a character with cost 3 or less to be KO'd"),
    ("original", "Batman and the Outsiders", "Batman and the Outsiders: choose a character "
     "that is not defending to return to its owner's hand"),
    ("original", "Chain Lightning",
     "Chain Lightning: choose an attacker or defender to get -2 DEF this combat"),
    ("original", "Order and Chaos", "Order and Chaos: choose a defender of yours to get +1 ATK "
     "and +1 DEF this combat for each Teen Titans character of yours that came into play "
     "this turn"),
    ("original", "Sensor", "Sensor: choose an effect on the chain to be negated"),
    ("2pcg", "Thor", "Lightning Strike: choose an enemy character to get 3 -1/-1 counters"),
    # a stun its controller may stop by discarding: "perhaps"
    ("2pcg", "Green Goblin",
     "Sadistic Choice: choose an enemy supporting character to perhaps be stunned"),
])
def test_a_target_question_says_what_its_steps_do(registry, variant_id, card, question,
                                                   monkeypatch):
    monkeypatch.delenv("VSRULES_CARDS", raising=False)
    assert (card, question) in questions(registry, variant_id)
