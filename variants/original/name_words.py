"""The original edition's card-data words about names, versions and cards put into play
(docs/cards.md, original section): selection tests comparing versions (seed 000 202.6),
"put ... from your hand into play" (201.7, Multiple Man); a name-changing equipment's
"equipped character" is the scope test ``equipped-by-source`` of removed_powers.py."""

from __future__ import annotations

import attrs

from vsrules.core.card_names import has_name, names_of, versions_of
from vsrules.core.card_powers import effect_word
from vsrules.core.effects import Resolve, Step
from vsrules.core.game import Game
from vsrules.core.objects import GameObject
from vsrules.core.selectors import ARG_TESTS

from .entering import put_into_play
from .targets import test
from .tracking import note


def _source(game: Game, source: int | None) -> GameObject | None:
    return game.state.objects.get(source) if source is not None else None


def _versions(game: Game, uid: int) -> frozenset[str]:
    return versions_of(game, game.state.objects[uid])


@test("same-version")
def _same_version(game: Game, obj: GameObject, _controller: int, source: int | None) -> bool:
    """The object has the same versions as the power's card: as many, all matching
    (seed 000 202.6; a card with no version has none to match)."""
    src = _source(game, source)
    mine = _versions(game, src.uid) if src is not None else frozenset()
    return bool(mine) and versions_of(game, obj) == mine


@test("shares-version")
def _shares_version(game: Game, obj: GameObject, _controller: int,
                    source: int | None) -> bool:
    """The object has at least one version of the power's card (202.6)."""
    src = _source(game, source)
    return src is not None and not versions_of(game, obj).isdisjoint(_versions(game, src.uid))


@test("different-version")
def _different_version(game: Game, obj: GameObject, _controller: int,
                       source: int | None) -> bool:
    """"A different version of" the power's card: a card with a name of it, but not the
    same version (202.6)."""
    src = _source(game, source)
    if src is None:
        return False
    names = names_of(game, src)
    same_name = names is None or any(has_name(game, obj, n) for n in names)
    return same_name and versions_of(game, obj) != _versions(game, src.uid)


@test("named-by-source")
def _named_by_source(game: Game, obj: GameObject, _controller: int,
                     source: int | None) -> bool:
    """The object has the name the power's card named and remembered (``remember`` with
    ``key = "named"`` after a ``name-card``: "a character with the chosen name", Daily
    Bugle)."""
    src = _source(game, source)
    named = src.memory.get("named") if src is not None else None
    return isinstance(named, str) and has_name(game, obj, named)


def _version(game: Game, obj: GameObject, _controller: int, _source: int | None,
             version: str) -> bool:
    """"version:<version>": the card has that version, one of its printed ones ("a
    Team-Up card", seed 000 202.3: a version, not what players call the card)."""
    return version in versions_of(game, obj)


ARG_TESTS["version"] = _version


@attrs.frozen
class PutIntoPlay(Step):
    """Put the character cards a reference names (in your hand, deck, KO'd pile...) into
    your ``row`` ("put ... from your hand into your front row"): into play by an effect,
    not recruited (seed 000 214; no uniqueness check: 704.1 is for recruiting and
    substituting)."""

    target: str
    row: str = attrs.field(default="front", validator=attrs.validators.in_(("front", "back")))

    def run(self, game: Game, res: Resolve) -> None:
        for u in res.uids(game, self.target):
            o = game.state.objects.get(u)
            if o is None or o.in_play or not game.card(o).is_character:
                continue
            game.log_event("effect", f"{res.name}: {game.name_of(u)} is put into play")
            put_into_play(game, u, res.controller, self.row)


#: put character cards from outside play into your row ("put ... into your front row")
effect_word("put-into-play", PutIntoPlay)


@attrs.frozen
class BanName(Step):
    """"This turn your opponents can't flip locations or play plot twists with that name"
    (Dream Girl): the name stored under ``ref`` (a ``name-card``) is banned for each
    opponent still in the game until the end of the turn (read as they play or flip)."""

    ref: str = "named"

    def run(self, game: Game, res: Resolve) -> None:
        name = res.value(self.ref)
        if not isinstance(name, str):
            return
        for p in game.state.players:
            if p.index != res.controller and not p.out:
                note(game, "banned-names", [p.index, name])
        who = game.name_of(res.source) if res.source in game.state.objects else res.name
        game.log_event("effect", f"{who} names {name}")


#: opponents can't play plot twists or flip locations with the named name this turn
effect_word("ban-name", BanName)
