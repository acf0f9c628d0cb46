"""The 2PCG attack listing's fast path with several enemy sides (three and four players,
decks with Flight, Grab, Dodge and Ranged): it asks whether a covering front row stops
flyers only when some ready attacker has Flight, and puts the back rows that flyers
reach side by side into the list of defenders. At every decision, for every player, it
lists exactly the candidates that ``check`` accepts, in ``candidates`` order, on a copy of
the game (whose kept choices and memos start empty), and what the game itself lists."""

from __future__ import annotations

import pytest
from helpers import ROOT, checked_candidates, every_decision

from vsrules.variants.twopcg.attack import AttackRule

DECKS = ROOT / "variants" / "twopcg" / "decks"
TABLES = [  # decks, first game seed
    (("magneto-super-villains", "iron-man-avengers", "thanos-super-villains"), 350),
    (("green-goblin-super-villains-test", "captain-america-avengers-test",
      "loki-super-villains", "gamora-guardians"), 360),
]


def _flown_over(game, attacks) -> int:
    """How many enemy sides' back rows ``attacks`` reach behind a face-up front row."""
    objs = game.state.objects
    sides = {objs[a.defender].controller for a in attacks
             if a.defender is not None and objs[a.defender].zone == "back"
             and any(objs[u].face_up and not objs[u].stunned
                     for u in game.zone(objs[a.defender].controller, "front"))}
    return len(sides)


def _blocked_flyer(game, player: int, attacks) -> bool:
    """Whether a ready front-row attacker with Flight is offered no back-row defender of
    some side whose back row is covered (its front row has Flight or Grab)."""
    objs = game.state.objects
    flyers = [u for u in game.zone(player, "front") if (o := objs[u]).face_up
              and not o.stunned and not o.exhausted and game.has_keyword(u, "flight")]
    if not flyers:
        return False
    for p in game.state.players:
        if p.index == player or p.out:
            continue
        front = [u for u in p.zones["front"] if objs[u].face_up and not objs[u].stunned]
        back = {u for u in p.zones["back"] if objs[u].face_up and not objs[u].stunned}
        if front and back and not any(a.attackers == (flyers[0],) and a.defender in back
                                      for a in attacks):
            return True
    return False


def _covered_sides(game, player: int) -> int:
    """How many enemy sides have face-up defenders in both rows."""
    objs = game.state.objects
    return sum(all(any(objs[u].face_up and not objs[u].stunned for u in p.zones[row])
                   for row in ("front", "back"))
               for p in game.state.players if p.index != player and not p.out)


def _unblocked_flyers(game, player: int):
    """A copy of ``game`` in which modifiers grant Flight to ``player``'s front row and
    take Flight and Grab from the enemies' front rows (so flyers reach every back row)."""
    flying = game.clone()
    for p in flying.state.players:
        for u in p.zones["front"]:
            if p.index == player:
                flying.add_modifier(u, "kw:flight", "grant")
            else:
                flying.add_modifier(u, "kw:flight", "lose")
                flying.add_modifier(u, "kw:grab", "lose")
    return flying


def _compare(rule: AttackRule, game, player: int) -> list:
    """``legal`` on ``game``, checked against ``candidates`` + ``check`` and ``legal`` on a
    copy (whose kept choices and memos start empty)."""
    fresh = game.clone()
    with game.reading():
        fast = rule.legal(game, player)
    with fresh.reading():
        assert fast == checked_candidates(rule, fresh, player)
        assert fast == rule.legal(fresh, player)
    return fast


@pytest.mark.parametrize(("names", "seed"), TABLES)
def test_attack_listing_with_several_sides_equals_checked_candidates(registry, names, seed):
    """Also, where two enemy sides have a back row behind a front row, on a copy where
    the player's front row flies over both (``_unblocked_flyers``)."""
    rule = AttackRule()
    seen = {"options": 0, "over one side": 0, "over two sides": 0, "blocked": 0}
    paths = [DECKS / f"{n}.toml" for n in names]
    for game in every_decision(registry, "2pcg", paths, range(2), seed, max_turns=14):
        for player in range(len(names)):
            fast = _compare(rule, game, player)
            seen["options"] += len(fast)
            seen["over one side"] += _flown_over(game, fast) == 1
            seen["blocked"] += _blocked_flyer(game, player, fast)
            if _covered_sides(game, player) >= 2 and game.zone(player, "front"):
                flying = _unblocked_flyers(game, player)
                seen["over two sides"] += _flown_over(flying, _compare(rule, flying, player)) >= 2
    assert seen["options"] > 1000 and min(seen.values()) > 0, seen
