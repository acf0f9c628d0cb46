"""``Game.characters`` keeps its lists past a card coming into play at the end of a zone
(``new_object``), leaving play (``move``) or changing rows (``reposition``): the side's
list is made again with the card added, left out or moved, a resource leaves every list
as it is, and the list of all sides is made again from the sides' lists. Right after
every such call in random games of both editions (two and three players), every list
kept for the current layout is a fresh walk of the rows: the same objects in the same
order (``test_kept_characters.py`` checks them at every decision)."""

from __future__ import annotations

from collections import Counter

import pytest
from helpers import BOTH_EDITIONS, bundled_decks, every_decision

from vsrules.core.game import Game
from vsrules.core.objects import ROW_ZONES

GAMES = BOTH_EDITIONS
WATCHED = ("new_object", "move", "reposition")


def _walk(game: Game, player: int | None) -> list:
    """The characters of the rows of ``player`` (None: of every side), walked afresh."""
    objs = game.state.objects
    characters = {c.id for c in game.cards if c.is_character}
    players = game.state.players if player is None else [game.state.players[player]]
    return [objs[u] for p in players for z in ROW_ZONES for u in p.zones[z]
            if objs[u].card in characters]


def _same(kept, fresh) -> bool:
    return [id(o) for o in kept] == [id(o) for o in fresh]


@pytest.mark.parametrize(("variant", "folder", "decks"), GAMES)
def test_kept_characters_follow_each_move(registry, monkeypatch, variant, folder, decks):
    carried: Counter[str] = Counter()  # calls that moved the layout and kept the lists

    def checked(name):
        original = getattr(Game, name)

        def call(game, *args, **kwargs):
            layout = game.layout
            what = f"{name} from {game.state.objects[args[0]].zone}" if name == "move" else \
                f"{name} to {args[2]}" if name == "new_object" else name
            result = original(game, *args, **kwargs)
            kept_layout, lists = game._characters_kept
            if kept_layout == game.layout:
                for player, kept in lists.items():
                    assert _same(kept, _walk(game, player)), (name, player)
                carried[what] += layout != kept_layout and bool(lists)
            return result
        return call

    for name in WATCHED:
        monkeypatch.setattr(Game, name, checked(name))
    for game in every_decision(registry, variant, bundled_decks(folder, decks), range(2), 82,
                               max_turns=20):
        for player in [None, *range(len(decks))]:
            assert _same(game.characters(player), _walk(game, player)), player
    assert carried["new_object to front"] + carried["new_object to back"] > 10, carried
    assert carried["move from front"] + carried["move from back"] > 5, carried
    if variant == "2pcg":
        assert carried["new_object to resources"] > 10 and carried["reposition"] > 10, carried
