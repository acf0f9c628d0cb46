"""Original edition: a character that leaves play during an attack is no longer in it,
attacker or defender (seed 000 combat, 602.4a: no attacker left, nothing happens;
602.4b: the defender is no longer a defender, "moved, removed"; an attacker removed after
the attackers exhausted: the attack goes on without it; shared/rules/
original-combat-and-keywords.md 1.3): the attack in progress names only characters in
play at every decision (the harness's ``check_attack``). A 4-player game where Punisher
leaves play during his attack."""

from __future__ import annotations

from invariants import check_attack, play_checked, setups

from vsrules.core.ai.random_agent import RandomAgent
from vsrules.core.game import Game


def original_game(registry, number: int) -> Game:
    setup = list(setups(registry, "original", number + 1, 1))[number]
    return Game.create(registry.variant("original"), setup, registry.hooks)


def test_the_attack_names_only_characters_in_play(registry):
    game = original_game(registry, 266)
    figures = play_checked(game, game.setup.seed, 80, probe_every=0, sample=50)
    assert not figures.failures, figures.examples


def test_a_character_left_play_while_its_attack_went_on(registry):
    """The same game, played by the same random answers: Punisher leaves play in the
    middle of his attack, which goes on without him."""
    game = original_game(registry, 266)
    agents = [RandomAgent(game.setup.seed * 11 + i) for i in range(len(game.state.players))]
    left = []
    while not game.over and game.state.turn <= 80:
        attack = game.state.flags.get("attack")
        before = {u: game.card(u).name for u in attack["attackers"]} if attack else {}
        game.apply(agents[game.pending.player].choose(game.pending))
        check_attack(game)
        after = game.state.flags.get("attack")
        if after is not None and after is attack:
            left += [name for u, name in before.items() if u not in game.state.objects]
    assert "Punisher" in left
