"""The 2PCG turn and combat flow's fast paths give what a fresh computation gives, at every
step of random games (two and three players; decks with -1/-1 counters, Groot's DEF static,
direct attacks and defenders that change):

- the state check's shortcut (``damage.no_def_at_zero``) never says "no character at
  0 DEF" when one is: each time the engine runs the state check, and at every decision
  with a character brought down to 0 DEF by -1/-1 counters for a moment;
- the combat republishes its combatants only when an attacker left, so the published
  ones must always be those of the frame;
- what a copier (Hope Summers) copies, with the powers of each list of copied cards kept
  for the game, equals what a game without any of those kept answers works out;
- every kind of action the rules list is performed."""

from __future__ import annotations

import random

import pytest
from helpers import bundled_decks, every_decision

from vsrules.core.game import Game

DECKS = {
    "2p-counters": ("green-goblin-super-villains-test", "groot-guardians"),
    "2p-direct": ("deadpool-x-men", "captain-america-avengers-test"),
    "3p": ("green-goblin-super-villains-test", "groot-guardians", "storm-x-men"),
}


def _games(registry, decks: str, seeds: range, max_turns: int = 40):
    """Each game of ``seeds`` played out at random; yields the game at every decision."""
    return every_decision(registry, "2pcg", bundled_decks("twopcg", DECKS[decks]), seeds, 900,
                          max_turns)


def _defs_at_zero(game: Game) -> list[int]:
    with game.reading():
        return [o.uid for o in game.characters() if game.stat(o, "def") <= 0]


@pytest.mark.parametrize("decks", sorted(DECKS))
def test_state_check_shortcut_never_misses_a_character_at_0_def(registry, decks, monkeypatch):
    from vsrules.variants.twopcg import damage
    from vsrules.variants.twopcg.variant import TwoPcg

    seen = {"checks": 0, "shortcut": 0}
    check_state = TwoPcg.check_state

    def checked(self, game: Game) -> None:
        fast, fresh = damage.no_def_at_zero(game), _defs_at_zero(game)
        assert not (fast and fresh), fresh
        seen["checks"] += 1
        seen["shortcut"] += fast
        check_state(self, game)

    monkeypatch.setattr(TwoPcg, "check_state", checked)
    rng = random.Random(decks)
    for game in _games(registry, decks, range(3)):
        # -1/-1 counters bringing a character down to 0 DEF exactly, for a moment
        unstunned = [o for o in game.characters() if not o.stunned]
        if unstunned:
            o = rng.choice(unstunned)
            kept = dict(o.counters)
            o.counters["minus"] = o.count("minus") + max(0, game.stat(o, "def"))
            assert o.uid in _defs_at_zero(game)
            assert not damage.no_def_at_zero(game)
            o.counters.clear()
            o.counters.update(kept)
    assert seen["shortcut"] > 50 and seen["checks"] > seen["shortcut"]


@pytest.mark.parametrize("decks", sorted(DECKS))
def test_published_combatants_are_always_the_combats_own(registry, decks):
    from vsrules.variants.twopcg.combat import Combat

    combats = 0
    for game in _games(registry, decks, range(4)):
        flags = game.state.flags
        for frame in game.state.frames:
            if isinstance(frame, Combat) and frame.stage != "declare":
                combats += 1
                assert flags["attackers"] == frame.attackers
                assert flags["combatants"] == [*frame.attackers, frame.defender]
                assert flags["defender"] == frame.defender
    assert combats > 50


@pytest.mark.parametrize("decks", ["2p-direct", "3p"])  # Hope Summers in the X-Men decks
def test_copies_equal_a_fresh_gathering(registry, decks):
    from vsrules.variants.twopcg.scripts import COPIERS
    from vsrules.variants.twopcg.variant import NOTHING_COPIED, Copied, _gathered

    compared = 0
    for game in _games(registry, decks, range(3)):
        for obj in list(game.state.objects.values()):
            copier = COPIERS.get(obj.card)
            if copier is None:
                continue
            expected = NOTHING_COPIED
            if obj.zone in game.variant.dynamic_zones:
                sources = tuple(sorted(u for u in copier.sources(game, obj) if u != obj.uid))
                cards = tuple(game.state.objects[u].card for u in sources)
                expected = Copied(sources, *_gathered(game, cards))
            assert game.variant._copied(game, obj) == expected
            compared += bool(expected.sources)
    assert compared > 50


def test_every_action_the_rules_list_is_performed():
    from vsrules.variants.twopcg.variant import ACTIONS, ALL_RULES

    assert {rule.choice_type for rule in ALL_RULES} <= set(ACTIONS)
