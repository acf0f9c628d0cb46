"""Targets of original-edition effects: objects, players and effects on the chain, chosen
as an effect is played (or as a triggered effect goes on the chain) and checked again as
it resolves (original CR seed 000: Effects - targets; Playing Effects 505.1c; Resolving
Effects; Triggered Effects: a triggered effect with no legal target is removed from the
chain before its announcement is finished).

Selectors are plain data (a ``Tagged`` family) so that steps holding them can be saved;
extra tests are named functions found in ``TESTS``."""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import TYPE_CHECKING, Any

import attrs

from vsrules.core.checked import compare_search
from vsrules.core.effects import TARGET_PROMPT, PicksOne, Resolve, Step
from vsrules.core.objects import ROW_ZONES, GameObject
from vsrules.core.records import Tagged
from vsrules.core.selectors import TESTS as SEL_TESTS
from vsrules.core.selectors import Sel, narrowing, test_candidates
from vsrules.core.target_words import selection_words

from .affiliations import has_team, team_candidates
from .tracking import noted, team_attacked_this_turn

if TYPE_CHECKING:
    from vsrules.core.game import Game
    from vsrules.core.state import ChainLink

ObjectTest = Callable[["Game", GameObject, int, "int | None"], bool]
#: (game, the effect on the chain, the controller of the choosing effect, its source, the
#: value written after the test's colon or "") -> bool
LinkTest = Callable[["Game", "ChainLink", int, "int | None", str], bool]

#: named extra tests for objects: (game, obj, controller of the effect, source) -> bool;
#: the core's table, so card data may name them too (``Sel.tests``, docs/cards.md)
TESTS: dict[str, ObjectTest] = SEL_TESTS
#: named tests for effects on the chain, written ``word`` or ``word:value``
LINK_TESTS: dict[str, LinkTest] = {}


def link_passes(test: str, game: Game, link: ChainLink, controller: int,
                source: int | None) -> bool:
    """Whether the effect on the chain passes the named test (with its value)."""
    word, _, value = test.partition(":")
    return LINK_TESTS[word](game, link, controller, source, value)


def known_link_test(test: str) -> bool:
    return test.partition(":")[0] in LINK_TESTS


def test(name: str, only: Callable[[Game], Collection[int]] | None = None
         ) -> Callable[[ObjectTest], ObjectTest]:
    """Register an object test; ``only``: the few objects that can pass it (the
    defender, the attackers...), so "is there a legal target" looks at them alone
    (``core.selectors.test_candidates``)."""
    def register(fn: ObjectTest) -> ObjectTest:
        TESTS[name] = fn
        if only is not None:
            test_candidates(name, lambda game, _value: only(game))
        return fn
    return register


#: "team:<affiliation>": the characters that may have it (``team_candidates``)
test_candidates("team", team_candidates, ROW_ZONES)


class Selector(Tagged):
    """What may be chosen as one target."""

    __slots__ = ()

    #: the kind of decision that picks one (``decisions.PLAYER_KINDS`` for players)
    pick_kind = "target"

    def find(self, game: Game, controller: int, source: int | None) -> list[Any]:
        raise NotImplementedError

    def ok(self, game: Game, value: Any, controller: int, source: int | None) -> bool:
        raise NotImplementedError

    def exists(self, game: Game, controller: int, source: int | None) -> bool:
        return bool(self.find(game, controller, source))

    def words(self) -> str:
        """What may be chosen, in words ("an enemy character"), for the question."""
        raise NotImplementedError


@attrs.frozen
class Objects(Selector):
    """Objects in play (or cards in hand) matching ``sel`` and every named test."""

    sel: Sel = Sel()
    tests: tuple[str, ...] = ()

    def find(self, game: Game, controller: int, source: int | None) -> list[Any]:
        objs = game.state.objects
        return [u for u in self.sel.find(game, controller, source)
                if self._extra(game, objs[u], controller, source)]

    def exists(self, game: Game, controller: int, source: int | None) -> bool:
        """Whether ``find`` finds any object, looking only at the candidates of the first
        test (of these, else of the selection's) that names them
        (``core.selectors.CANDIDATES``)."""
        if not self.tests:
            return self.sel.exists(game, controller, source)
        zones = self.sel.searched_zones
        own = narrowing(self.tests, zones)
        only = own[0](game, own[1]) if own is not None else self.sel.candidates(game)
        objs = game.state.objects
        if only is None:
            return any(self._extra(game, objs[u], controller, source)
                       for u in self.sel.find(game, controller, source))
        found = any(u in objs and objs[u].zone in zones and
                    self.sel.matches(game, objs[u], controller, source) and
                    self._extra(game, objs[u], controller, source)
                    for u in only)
        if game.checked:
            compare_search(game, self, found, bool(self.find(game, controller, source)))
        return found

    def words(self) -> str:
        return selection_words(attrs.evolve(self.sel, tests=(*self.sel.tests, *self.tests)))

    def ok(self, game: Game, value: Any, controller: int, source: int | None) -> bool:
        o = game.state.objects.get(value) if isinstance(value, int) else None
        return o is not None and self.sel.matches(game, o, controller, source) and \
            self._extra(game, o, controller, source)

    def _extra(self, game: Game, obj: GameObject, controller: int, source: int | None) -> bool:
        for t in self.tests:
            if t.startswith("team:"):
                if not has_team(game, obj, t[5:]):
                    return False
            elif not TESTS[t](game, obj, controller, source):
                return False
        return True


@attrs.frozen
class Players(Selector):
    """A player still in the game: ``any``, ``opponent`` or ``self``."""

    pick_kind = "player"

    side: str = "any"

    def find(self, game: Game, controller: int, source: int | None) -> list[Any]:
        return [p.index for p in game.state.players if self.ok(game, p.index, controller, source)]

    def words(self) -> str:
        return {"opponent": "an opponent", "self": "yourself"}.get(self.side, "a player")

    def ok(self, game: Game, value: Any, controller: int, source: int | None) -> bool:
        players = game.state.players
        if not isinstance(value, int) or isinstance(value, bool) or \
                not 0 <= value < len(players) or players[value].out:
            return False
        return self.side == "any" or (value == controller) == (self.side == "self")


@attrs.frozen
class Links(Selector):
    """An effect on the chain passing every named test."""

    tests: tuple[str, ...] = ()

    def find(self, game: Game, controller: int, source: int | None) -> list[Any]:
        return [link.id for link in game.state.chain
                if all(link_passes(t, game, link, controller, source) for t in self.tests)]

    def ok(self, game: Game, value: Any, controller: int, source: int | None) -> bool:
        return value in self.find(game, controller, source)

    def words(self) -> str:
        return "an effect on the chain"


def selector(spec: Any) -> Selector:
    """A core ``Sel`` is read as ``Objects(sel)``."""
    return Objects(spec) if isinstance(spec, Sel) else spec


# -- steps ------------------------------------------------------------------------------------
@attrs.frozen
class Target(PicksOne, Step):
    """A target of a triggered power. Chosen as the effect goes on the chain (the
    variant's trigger handling reads these steps at the head of a power's steps); here,
    as the effect resolves, it is checked again (an illegal target becomes None). Used
    in an effect that was not put on the chain that way (a delayed trigger), it is chosen
    now."""

    sel: Selector
    into: str = "t0"
    prompt: str = TARGET_PROMPT

    def pick_kind(self) -> str:
        return self.sel.pick_kind

    def what(self) -> str | None:
        return self.sel.words()

    def run(self, game: Game, res: Resolve) -> None:
        if self.into in res.ctx:
            value = res.ctx[self.into]
            if value is not None and not self.sel.ok(game, value, res.controller, res.source):
                res.ctx[self.into] = None
            return
        found = self.sel.find(game, res.controller, res.source)
        if not found:
            res.ctx[self.into] = None
            return
        self.ask_pick(game, res, res.controller, self.pick_kind(), self.question(game, res),
                      found)


@attrs.frozen
class ChooseTarget(PicksOne, Step):
    """Choose one target as an effect is played (costs and targets, 505.1c)."""

    sel: Selector
    into: str = "t0"
    prompt: str = TARGET_PROMPT

    def pick_kind(self) -> str:
        return self.sel.pick_kind

    def what(self) -> str | None:
        return self.sel.words()

    def run(self, game: Game, res: Resolve) -> None:
        found = self.sel.find(game, res.controller, res.source)
        if len(found) <= 1:  # no target, or the only legal one: nothing to decide
            res.ctx[self.into] = found[0] if found else None
            return
        self.ask_pick(game, res, res.controller, self.pick_kind(), self.question(game, res),
                      found)


def leading_targets(steps: tuple[Any, ...] | list[Any]) -> list[Target]:
    """The ``Target`` steps a triggered power starts with (chosen as it goes on the chain)."""
    out = []
    for s in steps:
        if not isinstance(s, Target):
            break
        out.append(s)
    return out


# -- common tests -----------------------------------------------------------------------------
def _attack(game: Game) -> dict | None:
    return game.state.flags.get("attack")


def _attackers(game: Game) -> Collection[int]:
    att = _attack(game)
    return att["attackers"] if att is not None else ()


def _defender(game: Game) -> Collection[int]:
    att = _attack(game)
    return (att["defender"],) if att is not None and att["defender"] is not None else ()


@test("attacker", only=_attackers)
def _is_attacker(game: Game, obj: GameObject, controller: int, source: int | None) -> bool:
    att = _attack(game)
    return att is not None and obj.uid in att["attackers"]


@test("defender", only=_defender)
def _is_defender(game: Game, obj: GameObject, controller: int, source: int | None) -> bool:
    att = _attack(game)
    return att is not None and att["defender"] == obj.uid


def _combatants(game: Game) -> Collection[int]:
    return (*_attackers(game), *_defender(game))


@test("attacker-or-defender", only=_combatants)
def _is_combatant(game: Game, obj: GameObject, controller: int, source: int | None) -> bool:
    return obj.uid in _combatants(game)


@test("not-defending")
def _not_defending(game: Game, obj: GameObject, controller: int, source: int | None) -> bool:
    return obj.uid not in _defender(game)


@test("character")
def _is_character(game: Game, obj: GameObject, controller: int, source: int | None) -> bool:
    return obj.zone in ("front", "back") and game.card(obj).is_character


@test("cosmic-counter")
def _has_cosmic(game: Game, obj: GameObject, controller: int, source: int | None) -> bool:
    return obj.count("cosmic") > 0


@test("face-up-resource")
def _face_up_resource(game: Game, obj: GameObject, controller: int,
                      source: int | None) -> bool:
    return obj.zone == "resources" and obj.face_up


@test("non-ongoing-plot-twist")
def _non_ongoing_plot(game: Game, obj: GameObject, controller: int,
                      source: int | None) -> bool:
    card = game.card(obj)
    return obj.zone == "resources" and obj.face_up and card.type == "plot-twist" and \
        not card.keyword("ongoing")


@test("stunned")
def _stunned(game: Game, obj: GameObject, controller: int, source: int | None) -> bool:
    return obj.stunned


@test("entered-this-turn")
def _entered_this_turn(game: Game, obj: GameObject, controller: int,
                       source: int | None) -> bool:
    """The object came into play this turn (as this object: one that left play and came
    back is a new object, seed 000 201.2a), whoever controlled it then."""
    return obj.memory.get("entered_turn") == game.state.turn


@test("team-attacker", only=_attackers)
def _is_team_attacker(game: Game, obj: GameObject, controller: int, source: int | None) -> bool:
    """An attacker of a team attack (two or more attackers)."""
    att = _attack(game)
    return att is not None and len(att["attackers"]) > 1 and obj.uid in att["attackers"]


@test("team-attacked", only=lambda game: noted(game, "team-attacked"))
def _team_attacked(game: Game, obj: GameObject, controller: int, source: int | None) -> bool:
    """The character was in a team attack this turn (as an attacker)."""
    return team_attacked_this_turn(game, obj.uid)
