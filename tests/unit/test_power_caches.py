"""The caches of what powers objects have (docs/design.md, Caches) follow copied powers
wherever they work: Hope Summers in the KO pile copies a face-up Deadpool's power and
loses it as soon as Deadpool is face down, even when nothing else in the game changed
(2PCG FAQ, Mutant Power Duplication: hand, KO pile or in play)."""

from __future__ import annotations

from pathlib import Path

from vsrules.core.decisions import UsePower

BOARD = (Path(__file__).parents[1] / "rulings" / "2pcg" / "cards"
         / "xmen-hope-summers-ko-pile-deadpool-faq.toml").read_text(encoding="utf-8")
POWER = "Can't Keep a Bad Man Down"


def test_copied_power_from_the_ko_pile_follows_the_copied_character(lab_board):
    lab = lab_board(BOARD.split("[[do]]")[0])  # the board, none of its actions
    game = lab.game
    hope, deadpool = lab.uid("hope"), lab.uid("deadpool")

    def offered() -> bool:
        return UsePower(hope, POWER) in game.variant.step_actions(game, 0, "build:recruit")

    assert offered()
    game.turn_face(game.state.objects[deadpool], False)  # no clock tick, no new object
    assert not offered()
    game.turn_face(game.state.objects[deadpool], True)
    assert offered()


def test_powers_key_follows_objects_changing_rows_and_sides(lab_board):
    """Powers are listed in play order (simultaneous triggers come in that order), so
    the cache key changes when an object changes rows or sides in place, although the
    clock does not tick."""
    lab = lab_board(BOARD.split("[[do]]")[0])
    game = lab.game
    deadpool = lab.uid("deadpool")
    row = game.state.objects[deadpool].zone
    before = game.powers_key()
    game.reposition(deadpool, "back" if row == "front" else "front")
    moved = game.powers_key()
    assert moved != before
    game.change_control(deadpool, 1, "front")
    assert game.powers_key() != moved


def _index(game):
    static, triggers, replacements = game._powered()
    return ({k: [u for u, _ in v] for k, v in static.items() if v}, dict(triggers),
            dict(replacements))


def test_powers_in_play_index_is_never_stale(registry):
    """At every decision of random games, the cached index of powers in play (with the
    touched stats and the objects with more than their printed powers) equals the one a
    fresh copy of the game works out (objects come and go, change rows and sides,
    keywords are granted and end, Hope Summers copies, main characters level up and
    players leave; 2PCG with two and three players, the original's bundled decks)."""
    from helpers import deck_paths, deck_specs

    from vsrules.core.ai.random_agent import RandomAgent
    from vsrules.core.game import Game
    from vsrules.core.setup import Setup

    compared = 0
    for variant_id, folder, players in (("2pcg", "twopcg", 2), ("2pcg", "twopcg", 3),
                                        ("original", "original", 2)):
        variant = registry.variant(variant_id)
        decks = deck_specs(variant, deck_paths(folder)[:players])  # 2PCG: with Hope Summers
        game = Game.create(variant, Setup(variant_id, 70, decks), registry.hooks)
        agents = [RandomAgent(1), RandomAgent(9), RandomAgent(5)][:players]
        while not game.over and game.state.turn <= 24:
            fresh = game.clone()
            assert _index(game) == _index(fresh), (variant_id, game.state.turn)
            assert game._touched() == fresh._touched(), (variant_id, game.state.turn)
            assert game._added_powers == fresh._added_powers, (variant_id, game.state.turn)
            for player in (None, *range(players)):  # kept between decisions (by layout)
                assert [o.uid for o in game.characters(player)] == \
                    [o.uid for o in fresh.characters(player)], (variant_id, game.state.turn)
            game.apply(agents[game.pending.player].choose(game.pending))
            compared += 1
    assert compared > 400


def test_index_follows_a_main_character_changing_levels(registry):
    """A main character becoming its other level is a new object in the old one's place
    (``Game.replace_object``): the index drops the old one even when the new level has no
    indexed powers and its card was seen before (here: up, down and up again)."""
    from helpers import deck_paths, deck_specs

    from vsrules.core.ai.random_agent import RandomAgent
    from vsrules.core.game import Game
    from vsrules.core.setup import Setup
    from vsrules.variants.twopcg.levels import swap_level

    variant = registry.variant("2pcg")
    game = Game.create(variant, Setup("2pcg", 3, deck_specs(variant, deck_paths("twopcg")[:2])),
                       registry.hooks)
    agent = RandomAgent(3)
    while game.state.turn < 2:  # both main characters in play
        game.apply(agent.choose(game.pending))
    main = game.state.players[0].main
    for _ in range(3):
        main = swap_level(game, main)
        assert _index(game) == _index(game.clone())
        assert all(u in game.state.objects for entries in _index(game)[1].values()
                   for u in entries)
