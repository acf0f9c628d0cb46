"""The original's turn and formation shortcuts give what a fresh computation gives, at
every decision of random games (two and three players, so that players leave the game):

- the turn plans kept per initiative player and players still in the game;
- the positions a character may move to (moves kept per character, position lists per
  width) are exactly those the formation check accepts, in the order of the grid;
- the formation step's character picks kept with the list of characters they were made
  from;
- the characters listed for recruiting (hand, and reservists found through the card
  table) are those the recruit check accepts;
- the transferable equipment found through the card table is the full scan's."""

from __future__ import annotations

from helpers import deck_paths, every_decision

from vsrules.core.decisions import Move, Recruit, Reposition
from vsrules.core.game import Game


def _games(registry, players: int, seeds: range, max_turns: int = 40):
    """Random games between the original's two bundled legal decks (the first again for a
    third player); yields the game at every decision."""
    two = deck_paths("original")[:2]
    return every_decision(registry, "original", [two[i % 2] for i in range(players)], seeds,
                          300, max_turns)


def _checked_positions(game: Game, player: int, uid: int) -> list[Move]:
    """Every position of a grid wider than any area, kept where the check allows it."""
    from vsrules.variants.original.formation import MOVE_RULE

    wide = 3 + max((o.column or 0) for o in game.characters(player))
    grid = [Move(uid, row, col) for row in ("front", "back") for col in range(wide + 3)]
    return [m for m in grid if MOVE_RULE.check(game, player, m) is None]


def _transferable_scan(game: Game, player: int) -> list[int]:
    from vsrules.variants.original.powers import transfer_hosts

    return [o.uid for o in game.in_play(player)
            if o.zone == "equipment" and game.card(o).keyword("transferable")
            and game.variant.powers_active(game, o) and transfer_hosts(game, o.uid)]


def _check_decision(game: Game, seen: dict[str, int]) -> None:
    from vsrules.variants.original.formation import MOVE_RULE, RepositionRule
    from vsrules.variants.original.turn import _plan, seating_from, transferable_equipment, turn_plan
    from vsrules.variants.original.variant import RecruitRule

    st = game.state
    n = len(st.players)
    seen["out"] += any(p.out for p in st.players)
    for first in range(n):
        assert seating_from(game, first) == [q for q in ((first + i) % n for i in range(n))
                                             if not st.players[q].out]
        assert turn_plan(game, first) == tuple(_plan(game, first))
    for p in range(n):
        assert transferable_equipment(game, p) == _transferable_scan(game, p)
    player = game.pending.player
    chars = game.characters(player)
    fresh = tuple(Reposition(o.uid) for o in chars)
    listed = tuple(RepositionRule().legal(game, player))
    assert listed in (fresh, ()), (listed, fresh)
    recruits = RecruitRule()
    zones = st.players[player].zones
    checked = [c for u in (*zones["hand"], *zones["resources"])
               for c in (Recruit(u, "front"), Recruit(u, "back"))
               if recruits.check(game, player, c) is None]
    assert recruits.legal(game, player) == checked
    seen["reservists"] += any(st.objects[c.card].zone == "resources" for c in checked)
    if st.phase == "build:formation" and st.step_owner == player and not st.chain:
        assert listed == fresh
        for o in chars:
            assert MOVE_RULE.positions(game, player, o.uid) == \
                _checked_positions(game, player, o.uid)
            seen["positions"] += 1


def test_turn_and_formation_shortcuts_equal_fresh_answers(registry):
    seen = {"out": 0, "positions": 0, "reservists": 0}
    for players, seeds in ((2, range(3)), (3, range(2))):
        for game in _games(registry, players, seeds):
            _check_decision(game, seen)
    assert seen["positions"] > 500
    assert seen["out"] > 0  # a turn plan without a player who left was checked too
    assert seen["reservists"] > 0  # a reservist recruited from the resource row
