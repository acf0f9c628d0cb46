"""Declarative selections of objects ("an enemy face-up supporting character in the
combat"), as plain data so effects that use them stay serializable."""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator
from typing import TYPE_CHECKING, Any

import attrs

from .card_names import has_name

if TYPE_CHECKING:
    from .cards import CardDef
    from .game import Game
    from .objects import GameObject


_ROWS = ("front", "back")
_ROLES = ("attacker", "defender")


def one_of(*values: str) -> Callable[[Any, Any, Any], None]:
    """An attrs validator for card data: the value is one of ``values`` (its error is one
    plain sentence, which the card checks show after the key path)."""
    def check(_inst: Any, attribute: Any, value: Any) -> None:
        if value not in values:
            raise ValueError(f"{attribute.name} must be one of: {', '.join(values)} "
                             f"(got {value!r})")
    return check
#: where each kind of object is (kinds not listed: anywhere ``matches`` is asked; ``find``
#: looks in the rows)
_KIND_ZONES: dict[str, tuple[str, ...]] = {
    "character": _ROWS, "location": ("resources",), "resource": ("resources",),
    "card-in-hand": ("hand",), "equipment": ("equipment",)}
#: named tests of objects a selection may ask for (``Sel.tests``), given by the variants:
#: (game, object, the effect's controller, its source) -> whether it passes
TESTS: dict[str, Callable[[Game, GameObject, int, int | None], bool]] = {
    # both editions: the object is exhausted ("target exhausted character")
    "exhausted": lambda _game, obj, _controller, _source: obj.exhausted,
    # both editions: not exhausted (what the cost "exhaust a character you control" can
    # be paid with: seed 000 rule 203.3, an exhausted Pyro can't pay "Activate")
    "not-exhausted": lambda _game, obj, _controller, _source: not obj.exhausted,
    # a card that is not a character card ("a non-character card")
    "non-character": lambda game, obj, _controller, _source: not game.card(obj).is_character,
}
#: named tests with a value (``"team:Avengers"``): (game, object, controller, source, value)
ARG_TESTS: dict[str, Callable[[Game, GameObject, int, int | None, str], bool]] = {}


def passes(test: str, game: Game, obj: GameObject, controller: int, source: int | None) -> bool:
    """Whether ``obj`` passes the named test (``TESTS``, or ``ARG_TESTS`` with a value)."""
    fn = TESTS.get(test)
    if fn is not None:
        return fn(game, obj, controller, source)
    word, _, value = test.partition(":")
    return ARG_TESTS[word](game, obj, controller, source, value)


#: what only a few known objects can pass (an attack's defender, its attackers, the
#: characters that may have a team): the test's word -> who those objects are now
#: (``(game, value)``: the value after the colon, or "") and the zones it names them in
#: (None: in every zone); whether any object matches a selection with such a test is
#: then asked of those alone (``Sel.exists``); registered with ``test_candidates``
CANDIDATES: dict[str, tuple[Callable[[Game, str], Collection[int]], tuple[str, ...] | None]] = {}
#: per (tests, searched zones): the first test that names its candidates there
_NARROWING: dict[tuple[tuple[str, ...], tuple[str, ...]], tuple[Any, str] | None] = {}


def test_candidates(word: str, who: Callable[[Game, str], Collection[int]],
                    zones: tuple[str, ...] | None = None) -> None:
    """Say which objects can pass the named test ``word`` (every one that passes it, and
    perhaps others: each is still tested), as they are in ``zones`` (None: anywhere)."""
    CANDIDATES[word] = (who, zones)
    _NARROWING.clear()


def narrowing(tests: tuple[str, ...], zones: tuple[str, ...]
              ) -> tuple[Callable[[Game, str], Collection[int]], str] | None:
    """The first of ``tests`` that names its candidates in ``zones`` (``CANDIDATES``),
    with its value; None when none does."""
    key = (tests, zones)
    try:
        return _NARROWING[key]
    except KeyError:
        pass
    found = None
    for t in tests:
        word, _, value = t.partition(":")
        known = CANDIDATES.get(word)
        if known is not None and (known[1] is None or set(zones) <= set(known[1])):
            found = (known[0], value)
            break
    _NARROWING[key] = found
    return found


def known_test(test: str) -> bool:
    """Whether a variant gives the named test (``TESTS``, or ``ARG_TESTS`` with a value)."""
    word, colon, value = test.partition(":")
    return test in TESTS or (bool(colon) and bool(value) and word in ARG_TESTS)


#: the card types of each kind of object that has one
_KIND_TYPES: dict[str, tuple[str, ...]] = {
    "character": ("character", "main-character"), "location": ("location",),
    "equipment": ("equipment",)}


@attrs.frozen
class Sel:
    kind: str = "character"  # character | location | resource | card-in-hand | equipment | any
    side: str = "any"                # own | enemy | any (relative to the effect's controller)
    face_up: bool | None = None      # characters: True = not stunned
    row: str | None = None           # front | back
    supporting: bool | None = None   # True: not a main character
    main: bool | None = None         # True: main characters only
    in_combat: bool | None = None
    exclude_source: bool = False
    max_cost: int | None = None
    team: str | None = None
    keyword: str | None = None
    player: int | None = None        # a fixed player's side
    #: attacker | defender: taking part in the current combat as that
    role: str | None = attrs.field(
        default=None, validator=attrs.validators.optional(one_of(*_ROLES)))
    counter: str | None = None       # has at least one counter of this kind ("plus")
    #: named tests a variant gives (``TESTS``: the original edition's "defender",
    #: "attacker"...; ``ARG_TESTS`` written "word:value", e.g. "team:Avengers"), each to
    #: be passed
    tests: tuple[str, ...] = ()
    name: str | None = None          # the card's printed name ("a character named ...")
    card_type: str | None = None     # the card's type ("a character card in your hand")

    #: whether a test past kind and side is set (most selections test only those two)
    _narrowed: bool = attrs.field(init=False, eq=False, repr=False)
    #: the zones an object of the kind is in (None: any), and the card types it has
    _zones: tuple[str, ...] | None = attrs.field(init=False, eq=False, repr=False)
    _types: tuple[str, ...] | None = attrs.field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        object.__setattr__(self, "_narrowed", (
            self.player, self.face_up, self.row, self.supporting, self.main, self.in_combat,
            self.max_cost, self.team, self.keyword, self.role, self.counter, self.name,
            self.card_type) != (None,) * 13 or self.exclude_source or bool(self.tests))
        object.__setattr__(self, "_zones", _KIND_ZONES.get(self.kind))
        object.__setattr__(self, "_types", _KIND_TYPES.get(self.kind))

    def matches(self, game: Game, obj: GameObject, controller: int, source: int | None) -> bool:
        zones = self._zones
        if zones is not None and obj.zone not in zones:
            return False
        return self._matches_there(game, obj, controller, source)

    def _matches_there(self, game: Game, obj: GameObject, controller: int,
                       source: int | None) -> bool:
        """``matches`` for an object where its kind is (``find`` looks nowhere else)."""
        card = game.cards.by_id[obj.card]
        types = self._types
        if types is not None and card.type not in types:
            return False
        side = self.side
        if side == "own":
            if obj.controller != controller:
                return False
        elif side == "enemy" and (obj.controller == controller
                                  or game.state.players[obj.controller].out):
            return False
        return not self._narrowed or self._matches_narrowing(game, obj, card, controller, source)

    def _matches_narrowing(self, game: Game, obj: GameObject, card: CardDef, controller: int,
                           source: int | None) -> bool:
        """The tests past kind and side."""
        if self.player is not None and obj.controller != self.player:
            return False
        if self.face_up is not None and (obj.face_up and not obj.stunned) != self.face_up:
            return False
        if self.row is not None and obj.zone != self.row:
            return False
        is_main = card.type == "main-character"
        if self.supporting is not None and (not is_main) != self.supporting:
            return False
        if self.main is not None and is_main != self.main:
            return False
        if self.exclude_source and obj.uid == source:
            return False
        if self.max_cost is not None and (card.cost is None or card.cost > self.max_cost):
            return False
        if self.team is not None and not game.has_team(obj, self.team):
            return False
        if self.keyword is not None and not game.has_keyword(obj, self.keyword):
            return False
        if self.in_combat is not None:
            combat = game.state.flags.get("combatants") or []
            if (obj.uid in combat) != self.in_combat:
                return False
        if self.counter is not None and not obj.count(self.counter):
            return False
        if self.name is not None and not has_name(game, obj, self.name):
            return False
        if self.card_type is not None and card.type != self.card_type:
            return False
        if self.tests and not all(passes(t, game, obj, controller, source) for t in self.tests):
            return False
        return self.role is None or in_role(game, obj.uid, self.role)

    @property
    def searched_zones(self) -> tuple[str, ...]:
        """The zones ``find`` looks in (every player's)."""
        return self._zones or _ROWS

    def candidates(self, game: Game) -> Collection[int] | None:
        """The only objects that can match, where one of ``tests`` names its candidates
        (``CANDIDATES``); None when the search must look at every object where the kind
        is."""
        found = narrowing(self.tests, self.searched_zones) if self.tests else None
        return None if found is None else found[0](game, found[1])

    def exists(self, game: Game, controller: int, source: int | None = None) -> bool:
        """Whether ``find`` finds any object (looking only at the candidates, when a test
        names them)."""
        only = self.candidates(game)
        if only is None:
            return next(self.find(game, controller, source), None) is not None
        objs, zones = game.state.objects, self.searched_zones
        found = False
        for uid in only:
            obj = objs.get(uid)
            if obj is not None and obj.zone in zones and \
                    self._matches_there(game, obj, controller, source):
                found = True
                break
        if game.checked:
            from .checked import compare_search

            compare_search(game, self, found, next(self.find(game, controller, source), None)
                           is not None)
        return found

    def find(self, game: Game, controller: int, source: int | None = None) -> Iterator[int]:
        objs = game.state.objects
        zones = self.searched_zones
        # a player's rows and resource row hold only what that player controls, so a
        # selection of one side need not look at the others (a hand is by owner)
        side = self.player if self.player is not None else \
            controller if self.side == "own" else None
        by_controller = "hand" not in zones
        for p in game.state.players:
            if by_controller and (p.index != side if side is not None else
                                  self.side == "enemy" and p.index == controller):
                continue
            for z in zones:
                for uid in p.zones[z]:
                    if self._matches_there(game, objs[uid], controller, source):
                        yield uid


def in_role(game: Game, uid: int, role: str) -> bool:
    """Whether ``uid`` is an attacker (``role = "attacker"``) or the defender of the
    current combat, as the edition publishes it: the original edition in
    ``flags["attack"]``, 2PCG in ``flags["attackers"]`` / ``flags["defender"]`` while
    ``flags["combat"]`` is set."""
    flags = game.state.flags
    attack = flags.get("attack") or {}
    if role == "attacker":
        return uid in (attack.get("attackers") or ()) or \
            (bool(flags.get("combat")) and uid in (flags.get("attackers") or ()))
    return (attack.get("defender") == uid) or \
        (bool(flags.get("combat")) and flags.get("defender") == uid)
