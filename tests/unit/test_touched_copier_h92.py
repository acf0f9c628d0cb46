"""While an object in play copies powers (Hope Summers), the touched stats are kept in
``_touched_stats`` for one ``powers_version`` (hot lookups read it with no check), so it
must be dropped at every change of that version and whenever the copies bring other
static powers. Hope copies only X-Men, none of whom has a static power, so here she is
made to copy other characters in play and in the KO piles (Cosmo's Nullify and Groot's
I Am Groot are static powers, and a KO'd character's are in no index): her copies then
change the touched stats, and the kept ``_copied_touched`` is refused while the index
is stale. Right after every primitive that
changes the version and at every decision of random 2- and 3-player games, a kept set
equals what a copy of the game (caches empty) works out, and so does ``_touched``."""

from __future__ import annotations

from collections import Counter

import pytest
from helpers import bundled_decks, check_after, copying_everyone, every_decision

from vsrules.core.game import Game
from vsrules.variants.twopcg.scripts import COPIERS, copier

HOPE = "MNB-037"
#: the decks (one a seat: two and three players) and the first game seed
TABLES = [(["deadpool-x-men", "groot-guardians"], 932),
          (["groot-guardians", "wolverine-x-men"], 922),
          (["professor-x-x-men", "groot-guardians", "star-lord-guardians"], 943)]
#: the primitives that change ``powers_version`` (the clock, the layout, faces; ``tick``
#: is called only inside ``add_modifier``, ``end_duration`` and ``remove_object``)
WATCHED = ("new_object", "new_objects", "turn_face", "move", "reposition",
           "add_modifier", "end_duration", "remove_object", "change_control", "swap_places",
           "replace_object")


def _fresh(game: Game) -> set[str]:
    copy = game.clone()
    return {m.stat for m in copy.state.modifiers} | set(copy._powered()[0])


def _check(game: Game, seen: Counter[str]) -> None:
    fresh = _fresh(game)
    kept = game._touched_stats
    if kept is not None:
        assert kept == fresh, game.state.turn
        seen["kept with a copier" if game._copiers else "kept"] += 1
    assert game._touched() == fresh, game.state.turn
    if game._copiers:
        seen["copied " + ",".join(sorted(set(game._powered()[0]) - {"duplicates-powers"}))] += 1


@pytest.mark.parametrize(("names", "seed"), TABLES)
def test_touched_stats_kept_with_a_copier_are_fresh(registry, monkeypatch, names, seed):
    monkeypatch.setitem(COPIERS, HOPE, copier(copying_everyone))
    seen: Counter[str] = Counter()
    refresh = Game._refresh

    def refreshed(game):
        before = game._copied_touched is not None and not game._stale
        refresh(game)
        if before and game._stale:  # the kept copied set is refused until the rebuild
            seen["copied set refused"] += 1

    monkeypatch.setattr(Game, "_refresh", refreshed)
    check_after(monkeypatch, WATCHED, lambda game: _check(game, seen))
    decks = bundled_decks("twopcg", names)
    for game in every_decision(registry, "2pcg", decks, range(3), seed, max_turns=15):
        _check(game, seen)
    assert seen["kept with a copier"] > 100, seen
    assert seen["copied set refused"] > 0, seen
    # her copies brought static powers in and out
    assert seen["copied "] > 0 and len([k for k in seen if k.startswith("copied ")]) > 2, seen


@pytest.mark.parametrize(("names", "seed"), TABLES[:2])
def test_a_face_turned_drops_the_kept_touched_stats(registry, monkeypatch, names, seed):
    """Turning Hope face down (stunned) and up again: the touched stats read at once, and
    after ``powers_key`` checked her copies, are those of a fresh copy (the static powers
    she copies from the KO piles go and come back)."""
    monkeypatch.setitem(COPIERS, HOPE, copier(copying_everyone))
    turned = changed = 0
    decks = bundled_decks("twopcg", names)
    for game in every_decision(registry, "2pcg", decks, range(3), seed, max_turns=15):
        if not game._copiers:
            continue
        copy = game.clone()
        copy._powered()  # (finds the copiers)
        hope = copy.state.objects[copy._copiers[0]]
        for face_up in (False, True):  # her own face: she copies nothing while face down
            before = copy._touched()  # (kept)
            copy.turn_face(hope, face_up, stunned=not face_up)
            fresh = _fresh(copy)
            assert copy._touched_stats in (None, fresh), game.state.turn
            copy.powers_key()  # the copies checked (not rebuilt): the copier read the set
            assert copy._touched_stats in (None, fresh), game.state.turn
            assert copy._touched() == fresh, game.state.turn
            turned += 1
            changed += before != fresh
    assert turned > 100 and changed > 10, (turned, changed)
