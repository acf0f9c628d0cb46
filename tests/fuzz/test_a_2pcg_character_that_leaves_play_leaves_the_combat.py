"""2PCG (and the hybrid): a character that leaves play during a combat is removed from
it at once, attacker or defender, and the combat shows only characters in play at every
decision (the harness's ``check_attack``); with no attacker or no defender left the
combat is cancelled (rulebook (seed 002): Stunned Characters, "removed from combat";
FAQ (seed 003): Combat Sequence, "If all attackers or defenders get removed from combat,
the attack is canceled"). A 4-player 2PCG game where Loki attacks and Mantis defends,
and each leaves play in the middle of a combat (the scenarios
rulings/2pcg/keywords/combat-sequence-*-kod-mid-combat-*.toml show the cancellation)."""

from __future__ import annotations

from invariants import check_attack, play_checked, setups

from vsrules.core.ai.random_agent import RandomAgent
from vsrules.core.game import Game


def checked_game(registry, variant: str, number: int) -> Game:
    setup = list(setups(registry, variant, number + 1, 1))[number]
    return Game.create(registry.variant(variant), setup, registry.hooks)


def test_the_2pcg_combat_names_only_characters_in_play(registry):
    game = checked_game(registry, "2pcg", 5)
    figures = play_checked(game, game.setup.seed, 80, probe_every=0, sample=50)
    assert not figures.failures, figures.examples


def test_the_hybrid_attack_names_only_characters_in_play(registry):
    game = checked_game(registry, "hybrid", 1)
    figures = play_checked(game, game.setup.seed, 80, probe_every=0, sample=50)
    assert not figures.failures, figures.examples


def test_characters_left_play_while_their_combat_went_on(registry):
    """The same 2PCG game, played by the same random answers: an attacker and a defender
    leave play while their combat goes on; the combat shows it without them at once."""
    game = checked_game(registry, "2pcg", 5)
    agents = [RandomAgent(game.setup.seed * 11 + i) for i in range(len(game.state.players))]
    attackers_left: list[str] = []
    defenders_left: list[str] = []
    while not game.over and game.state.turn <= 80:
        flags = game.state.flags
        before = {u: game.card(u).name for u in flags.get("attackers", ())} \
            if flags.get("combat") else {}
        defender = flags.get("defender") if flags.get("combat") else None
        defender_name = game.card(defender).name if defender is not None else ""
        game.apply(agents[game.pending.player].choose(game.pending))
        check_attack(game)
        if game.state.flags.get("combat"):
            attackers_left += [n for u, n in before.items() if u not in game.state.objects]
            if defender is not None and defender not in game.state.objects:
                assert game.state.flags["defender"] is None
                defenders_left.append(defender_name)
    assert "Loki" in attackers_left
    assert "Mantis" in defenders_left
