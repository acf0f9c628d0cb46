"""A keyword modifier starting or ending (``Game.add_modifier``, ``Game.end_duration``)
moves the layout but keeps the ``characters()`` lists (the rows hold the same objects),
and keeps an up-to-date powers index when the keywords bring no indexed power (rule
keywords such as flight), finding only the objects with added powers again. Right after
every such call in random games of both editions (two and three players), the kept lists
are a fresh walk of the rows, and a kept index and its objects with added powers are
what a copy of the game (whose caches start empty) builds in full."""

from __future__ import annotations

from collections import Counter

import pytest
from helpers import bundled_decks, deck_paths, every_decision

from vsrules.core.game import Game
from vsrules.core.objects import ROW_ZONES

GAMES = [
    ("2pcg", "twopcg", deck_paths("twopcg")[:2]),
    ("2pcg", "twopcg", bundled_decks("twopcg", ["storm-x-men", "loki-super-villains",
                                                "rocket-guardians"])),
    ("2pcg", "twopcg", bundled_decks("twopcg", ["captain-america-avengers-test",
                                                "green-goblin-super-villains-test"])),
    ("original", "original", deck_paths("original")[:3]),
]


def _walk(game: Game, player: int | None) -> list[int]:
    objs = game.state.objects
    characters = {c.id for c in game.cards if c.is_character}
    players = game.state.players if player is None else [game.state.players[player]]
    return [id(objs[u]) for p in players for z in ROW_ZONES for u in p.zones[z]
            if objs[u].card in characters]


def _entries(game: Game) -> tuple[dict[str, list[tuple[int, str]]], dict[str, list[int]],
                                  dict[str, list[int]], frozenset[int]]:
    static, triggers, replacements = game._powered()
    return ({stat: [(u, p.name) for u, p in entries] for stat, entries in static.items()},
            dict(triggers), dict(replacements), game._added_powers)


@pytest.mark.parametrize(("variant", "folder", "paths"), GAMES)
def test_keyword_modifiers_keep_what_they_do_not_change(registry, monkeypatch, variant,
                                                        folder, paths):
    seen: Counter[str] = Counter()

    def checked(name):
        original = getattr(Game, name)

        def call(game, *args, **kwargs):
            layout, index, stale = game.layout, game._powered_index, game._stale
            kept_layout = game._characters_kept[0]
            result = original(game, *args, **kwargs)
            if game.layout == layout:
                return result  # no keyword modifier started or ended
            seen["calls"] += 1
            now_layout, lists = game._characters_kept
            if now_layout == game.layout:
                for player, kept in lists.items():
                    assert [id(o) for o in kept] == _walk(game, player), (name, player)
                seen["lists carried"] += kept_layout == layout and bool(lists)
            if not game._stale and not stale:
                assert game._powered_index is index  # kept, not rebuilt
                seen["index kept"] += 1
                assert _entries(game) == _entries(game.clone()), name
            return result
        return call

    for name in ("add_modifier", "end_duration"):
        monkeypatch.setattr(Game, name, checked(name))
    for game in every_decision(registry, variant, paths, range(3), 84, max_turns=25):
        for player in [None, *range(len(paths))]:
            assert [id(o) for o in game.characters(player)] == _walk(game, player)
    if variant == "2pcg":  # (the original's bundled decks grant keywords by statics only)
        assert seen["lists carried"] >= 3 and seen["index kept"] >= 3, seen
