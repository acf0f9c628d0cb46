"""The 2PCG combat's declaration (``Combat._declare``) names the attackers in a plain loop
and builds its log entry directly (``new_log_entry``, not ``Game.log_event``). At every
attack declared in random games (two and three players; team attacks and direct attacks
included) the entry equals ``LogEntry`` made by the class from the names ``Game.name_of``
gives, field by field, and the attackers are exhausted."""

from __future__ import annotations

import attrs
import pytest
from helpers import bundled_decks, every_decision

from vsrules.core.state import LogEntry
from vsrules.variants.twopcg.combat import Combat

#: decks, seeds and first seed of the games; the third has direct attacks on a player
#: (Deadpool's "Oh, There's Someone! Hi There!")
GAMES = {
    "2p": (("captain-america-avengers-test", "green-goblin-super-villains-test"), range(3), 870),
    "3p": (("green-goblin-super-villains-test", "groot-guardians", "storm-x-men"), range(3), 870),
    "direct": (("deadpool-x-men", "loki-super-villains"), range(16, 17), 0),
}


def _fields(entry: LogEntry) -> dict[str, object]:
    return {f.name: getattr(entry, f.name) for f in attrs.fields(LogEntry)}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_declaration_log_entry(registry, monkeypatch, name):
    declare = Combat._declare
    seen = {"attacks": 0, "team": 0, "direct": 0}

    def checked(self: Combat, game) -> None:
        attackers = list(self.attackers)
        names = " and ".join(game.name_of(u) for u in attackers)
        direct = self.defender is None
        seq = len(game.state.log)
        declare(self, game)
        target = f"{game.player_name(self.target_player)} directly" if direct \
            else game.name_of(self.defender)
        verb = "team-attack" if len(attackers) > 1 else "attacks"
        expected = LogEntry(seq, game.state.turn, "attack",
                            f"{names} {verb} {target} ({'ranged' if self.ranged else 'melee'})",
                            {"attackers": attackers, "defender": self.defender,
                             "player": self.target_player})
        entry = game.state.log[seq]
        assert type(entry) is LogEntry
        assert _fields(entry) == _fields(expected)
        assert all(game.state.objects[u].exhausted for u in attackers)
        seen["attacks"] += 1
        seen["team"] += len(attackers) > 1
        seen["direct"] += direct

    monkeypatch.setattr(Combat, "_declare", checked)
    decks, seeds, first_seed = GAMES[name]
    for _ in every_decision(registry, "2pcg", bundled_decks("twopcg", decks), seeds,
                            first_seed, 40):
        pass
    assert seen["direct"] > 0 if name == "direct" else \
        seen["attacks"] > 50 and seen["team"] > 3, seen
