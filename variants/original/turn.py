"""Start of game and the turn sequence of the original edition: shared phases, each
player's steps in initiative order, priority in every phase and step, the wrap-up
(original CR, seed 000: Starting the Game, Turn Sequence, Draw/Build/Combat/Recovery)."""

from __future__ import annotations

from collections.abc import Sequence
from operator import attrgetter

import attrs

from vsrules.core.cards import CardDb
from vsrules.core.chain import PriorityRound, add_link
from vsrules.core.decisions import PASS, Choice, Mulligan, Pass, Pick
from vsrules.core.derived import Facts, declare
from vsrules.core.effects import Call, Resolve, call
from vsrules.core.frames import Frame
from vsrules.core.game import Game
from vsrules.core.log_words import log_no_resource
from vsrules.core.modifiers import UNTIL_TURN
from vsrules.core.options import option
from vsrules.core.seating import next_player
from vsrules.core.state import new_event

from .edition import original_rules
from .entering import emit_recovered, leave_play, recover
from .formation import REARRANGED
from .steps import end_delayed
from .turn_changes import skipped, take_extra_attack_step

PHASES = ("draw", "build:resource", "build:recruit", "build:formation", "combat:attack",
          "recovery")
PER_PLAYER = {"build": ("build:resource", "build:recruit", "build:formation"),
              "combat": ("combat:attack",)}
_OUT = attrgetter("out")


def seating_from(game: Game, first: int) -> list[int]:
    """The players still in the game, clockwise from seat ``first``."""
    return _seated(first, [p.out for p in game.state.players])


def _seated(first: int, outs: Sequence[bool]) -> list[int]:
    """The seats not ``outs``, clockwise from seat ``first``."""
    return [q for q in (*range(first, len(outs)), *range(first)) if not outs[q]]


def turn_plan(game: Game, initiative: int) -> tuple[tuple[str, int | None], ...]:
    """Every phase/step of a turn in order, with whose step it is (None: shared), for the
    initiative player and the players still in the game (``TURN_PLANS``)."""
    return game.kept[TURN_PLANS][(initiative, *map(_OUT, game.state.players))]


def _plan(_game: Game, key: tuple[int | bool, ...]) -> tuple[tuple[str, int | None], ...]:
    """The plan of ``key``: the initiative player, then whether each player is out."""
    order = _seated(int(key[0]), [bool(out) for out in key[1:]])
    plan: list[tuple[str, int | None]] = [("draw", None)]
    for phase in ("build", "combat"):
        for p in order:
            plan.extend((step, p) for step in PER_PLAYER[phase])
    plan.append(("recovery", None))
    return tuple(plan)


#: the turn plans, by initiative player and whether each player is out
TURN_PLANS: Facts[tuple[tuple[str, int | None], ...]] = declare(
    Facts("original:turn-plans", _plan))


@attrs.define
class SetUp(Frame):
    stage: str = "choose"
    chooser: int = 0
    current: int = 0
    done: int = 0

    def run(self, game: Game) -> None:
        st = game.state
        n = len(st.players)
        if self.stage == "choose":
            self.chooser = st.rng.below(n)
            game.ask(self.chooser, "initiative", "Who starts the game with the initiative?",
                     [Pick(i) for i in range(n)])
        elif self.stage == "mulligan":
            game.ask(self.current, "mulligan", "Mulligan (hand to the bottom, draw "
                     f"{option(game, 'opening_hand')})?", [Mulligan(False), Mulligan(True)])
        else:
            game.pop(self)
            game.push(Turn(st.active))

    def receive(self, game: Game, choice: Choice) -> None:
        st = game.state
        if self.stage == "choose":
            assert isinstance(choice, Pick)
            st.active = self.current = int(choice.value)
            game.log_event("setup", f"{game.player_name(st.active)} starts with the initiative")
            for p in st.players:
                game.shuffle(p.index)
                game.draw(p.index, option(game, "opening_hand"))
            self.stage = "mulligan" if option(game, "mulligan") else "done"
            return
        assert isinstance(choice, Mulligan)
        if choice.take:
            for u in list(game.zone(self.current, "hand")):
                game.move(u, "deck", cause="mulligan (to the bottom)")
            game.draw(self.current, option(game, "opening_hand"))
            game.log_event("mulligan", f"{game.player_name(self.current)} mulligans")
        self.done += 1
        self.current = next_player(game, self.current)
        if self.done >= len(st.players):
            self.stage = "done"


@attrs.define
class Turn(Frame):
    initiative: int
    index: int = -1
    entered: bool = False
    asked: bool = False
    points: int = 0
    wrap: str = ""
    chooser: int = 0
    chosen: list[int] = attrs.Factory(list)

    def run(self, game: Game) -> None:
        st = game.state
        if self.index < 0:
            st.turn += 1
            st.active = self.initiative
            game.log_event("turn", f"Turn {st.turn}: {game.player_name(self.initiative)} has "
                           "the initiative", player=self.initiative)
            self.index, self.entered = 0, False
        if self.wrap:
            self._wrap_up(game)
            return
        plan = turn_plan(game, self.initiative)
        if self.index >= len(plan):
            self.wrap, self.chooser = "check", self.initiative
            return
        step, owner = plan[self.index]
        if self.entered:
            # an additional attack step (seed 000 rule 400): the same step begins again
            if step != "combat:attack" or not take_extra_attack_step(game, owner):
                self.index += 1
            self.entered = self.asked = False
            return
        if skipped(game, step):  # "players skip the ... phase this turn"
            self.index += 1
            return
        st.phase, st.step_owner = step, owner
        st.flags.pop(REARRANGED, None)  # a formation step starts with its rearrangement
        if step == "build:resource" and owner is not None and not self.asked:
            self.asked = True
            options: list[Choice] = [PASS]
            options.extend(original_rules(game).resource_options(game, owner))
            game.ask(owner, "resource", "Resource step: build a resource, or decline",
                     options, is_action=True)
            return
        self.entered = True
        if step == "build:recruit" and owner is not None:
            self.points = len(game.zone(owner, "resources"))
        if step == "draw":
            add_link(game, "normal-draw", -1)
        game.push(PriorityRound(owner if owner is not None else self.initiative))
        if step == "build:formation" and owner is not None:
            transfers = transferable_equipment(game, owner)
            if transfers:
                game.push(Resolve([Call("original.transfer", {"equipment": u})
                                   for u in transfers], owner, None, "transferable"))
        game.emit(new_event("step-start", None, owner, None, {"step": step}))
        game.emit(new_event("start:" + step, None, owner, None, {}))

    def holds_triggers(self) -> bool:
        """Powers that trigger during the wrap-up go on the chain at the start of the next
        turn's draw phase, after the normal draw (408.2, Draw Phase)."""
        return bool(self.wrap) or self.index < 0 or (self.index == 0 and not self.entered)

    def receive(self, game: Game, choice: Choice) -> None:
        if self.wrap == "recover":
            if isinstance(choice, Pick):
                self.chosen.append(int(choice.value))
            self._next_chooser(game)
            return
        owner = game.state.step_owner
        if not isinstance(choice, Pass):
            assert owner is not None, "a step's action is answered in a step"
            game.variant.perform(game, owner, choice)
        elif game.state.phase == "build:resource" and owner is not None:
            log_no_resource(game, owner)

    # -- the wrap-up (CR 408.2) --------------------------------------------------------
    def _wrap_up(self, game: Game) -> None:
        st = game.state
        if self.wrap == "check":
            self.wrap = "recover"
            if endurance_check(game):
                return
            order = seating_from(game, self.initiative)
            if not order:
                self.wrap = "finish"
                return
            self.chooser = order[0]
            return
        if self.wrap == "recover":
            stunned = [o.uid for o in game.characters(self.chooser) if o.stunned]
            if stunned:
                game.ask(self.chooser, "recover", "Recovery phase: recover one stunned character?",
                         [PASS, *[Pick(u) for u in stunned]])
                return
            self._next_chooser(game)
            return
        recovered = [u for u in self.chosen if recover(game, u)]
        emit_recovered(game, recovered)
        for o in list(game.characters()):
            if o.stunned and o.uid in st.objects:
                leave_play(game, o.uid, "ko", "stunned at the wrap-up")
        for o in game.in_play():
            if o.exhausted and not game.flag(o, "cant-ready"):
                game.ready(o.uid)
        game.end_duration(UNTIL_TURN)
        end_delayed(game, "turn")
        game.pop(self)
        game.push(Turn(next_player(game, self.initiative)))

    def _next_chooser(self, game: Game) -> None:
        """Choices go clockwise from the primary player, each remaining player once."""
        order = seating_from(game, self.initiative)
        later = order[order.index(self.chooser) + 1:] if self.chooser in order else []
        if later:
            self.chooser = later[0]
        else:
            self.wrap = "finish"


def endurance_check(game: Game) -> bool:
    """Players at 0 or less endurance lose; if that would leave nobody, the highest stay
    (CR 408.2). Returns True when the game ended."""
    st = game.state
    alive = [p for p in st.players if not p.out]
    losing = [p for p in alive if p.endurance <= 0]
    if losing and len(losing) == len(alive):
        top = max(p.endurance for p in alive)
        losing = [p for p in alive if p.endurance < top]
    for p in losing:
        p.out = True
        game.log_event("player-out", f"{p.name} has {p.endurance} endurance and loses",
                       player=p.index)
        for zone in ("front", "back", "resources", "hand", "deck", "ko"):
            for u in list(p.zones[zone]):
                game.move(u, "removed", cause=f"{p.name} left the game (CR 102.3)")
    remaining = [p.index for p in st.players if not p.out]
    if len(remaining) == 1:
        game.end(remaining[0], reason="the last player remaining")
        return True
    return False


# -- transferable equipment (digest 5: at the start of your formation step you may move
# it to another legal character, never to one in a different kind of area) --------------
def transferable_equipment(game: Game, player: int) -> list[int]:
    from .powers import transfer_hosts

    objs = game.state.objects
    return [u for u in game.cards_among(game.zone(player, "equipment"),
                                        game.pool.table("original:transferable", _transferable))
            if game.variant.powers_active(game, objs[u]) and transfer_hosts(game, u)]


def _transferable(cards: CardDb) -> frozenset[str]:
    """The cards with printed transferable."""
    return frozenset(c.id for c in cards if c.keyword("transferable"))


@call("original.transfer")
def _transfer(game: Game, res: Resolve, equipment: int) -> None:
    from vsrules.core.effects import ChooseFrom

    from .powers import transfer_hosts

    if equipment not in game.state.objects:
        return
    res.ctx["hosts"] = transfer_hosts(game, equipment)
    res.ctx["moving"] = equipment
    res.splice([ChooseFrom("hosts", "host", f"Transferable: move {game.name_of(equipment)} to "
                           "another character? (or decline)", optional=True, kind="choose"),
                Call("original.transfer-to")])


@call("original.transfer-to")
def _transfer_to(game: Game, res: Resolve) -> None:
    from .powers import unique_equipment

    host, equipment = res.ctx.get("host"), res.ctx.get("moving")
    if host is None or equipment not in game.state.objects or host not in game.state.objects:
        return
    game.attach(equipment, host)
    game.log_event("transfer", f"{game.name_of(equipment)} is transferred to "
                   f"{game.name_of(host)}", subject=equipment)
    unique_equipment(game, equipment, game.state.objects[host].controller)


def current_turn(game: Game) -> Turn:
    """The turn in progress (its resource pool: ``points``)."""
    for f in reversed(game.state.frames):
        if isinstance(f, Turn):
            return f
    raise RuntimeError("no turn in progress")
