"""Setting up and the turn sequence of 2PCG (2PCG rulebook: Setting Up the Game, Turn
Sequence, Running Out Of Cards; decisions.md for the first-turn draw and the end rule)."""

from __future__ import annotations

from operator import attrgetter

import attrs

from vsrules.core.decisions import Choice, Mulligan, Pass, Pick, PlayResource
from vsrules.core.frames import Frame
from vsrules.core.game import Game
from vsrules.core.log_words import log_no_resource
from vsrules.core.modifiers import UNTIL_TURN
from vsrules.core.options import option
from vsrules.core.seating import next_player, players_in_game
from vsrules.core.state import new_event

from .choices import PlaceMain
from .damage import check_game_end
from .edition import twopcg_rules

PHASES = ("draw", "recovery", "build:resource", "build:recruit", "build:formation", "main", "end")
#: the phase after each phase (a pass moves on to it)
NEXT_PHASE = dict(zip(PHASES, PHASES[1:], strict=False))
#: the ``Turn`` method that runs each stage (by name: a subclass may override one)
_STAGE_METHODS = {stage: "_" + stage.replace(":", "_") for stage in ("start", *PHASES)}
_STUNNED, _EXHAUSTED = attrgetter("stunned"), attrgetter("exhausted")


def hand_size(game: Game) -> int:
    return int(option(game, "opening_hand"))


def first_turn_draw(game: Game) -> int:
    """Cards the first player draws on the first turn of the game: none (decisions.md)."""
    return int(option(game, "first_turn_draw"))


@attrs.define
class SetUp(Frame):
    """Who chooses the first player, main characters into rows, draw 7, one mulligan each."""

    stage: str = "choose-first"
    chooser: int = 0
    first: int = 0
    current: int = 0
    done: int = 0

    def run(self, game: Game) -> None:
        st = game.state
        n = len(st.players)
        if self.stage == "choose-first":
            self.chooser = st.rng.below(n)
            game.log_event("setup", f"{game.player_name(self.chooser)} chooses who goes first")
            game.ask(self.chooser, "first-player", "Who takes the first turn?",
                     [Pick(i) for i in range(n)])
        elif self.stage == "place-main":
            game.ask(self.current, "place-main", "Put your main character in which row?",
                     [PlaceMain("front"), PlaceMain("back")])
        elif self.stage == "mulligan":
            game.ask(self.current, "mulligan", "Mulligan (shuffle your hand in, draw anew)?",
                     [Mulligan(False), Mulligan(True)])
        elif self.stage == "done":
            st.active = self.first
            game.pop(self)
            game.push(Turn(self.first, first_turn=True))

    def receive(self, game: Game, choice: Choice) -> None:
        st = game.state
        n = len(st.players)
        if self.stage == "choose-first":
            assert isinstance(choice, Pick)
            self.first = self.current = int(choice.value)
            st.active = self.first
            game.log_event("setup", f"{game.player_name(self.first)} goes first")
            self.stage = "place-main"
        elif self.stage == "place-main":
            assert isinstance(choice, PlaceMain)
            p = st.players[self.current]
            uid = p.zones["aside"][0] if p.main is None else p.main
            level1 = [u for u in p.zones["aside"] if game.card(u).level == 1]
            uid = level1[0] if level1 else uid
            p.main = game.move(uid, choice.row, cause="main character")
            self._next(n, "place-main", then="draw")
            if self.stage == "draw":
                for q in range(n):
                    game.shuffle(q)
                    game.draw(q, hand_size(game))
                self.stage = "mulligan" if option(game, "mulligan") else "done"
        elif self.stage == "mulligan":
            assert isinstance(choice, Mulligan)
            if choice.take:
                p = st.players[self.current]
                for u in list(p.zones["hand"]):
                    game.move(u, "deck", cause="mulligan")
                game.shuffle(self.current)
                game.draw(self.current, hand_size(game))
                game.log_event("mulligan", f"{p.name} mulligans")
            self._next(n, "mulligan", then="done")

    def _next(self, n: int, stage: str, then: str) -> None:
        self.done += 1
        self.current = (self.first + self.done) % n
        if self.done >= n:
            self.done, self.current, self.stage = 0, self.first, then
        else:
            self.stage = stage


@attrs.define
class Turn(Frame):
    player: int
    stage: str = "start"
    first_turn: bool = False
    points: int = 0
    resource_played: bool = False

    def run(self, game: Game) -> None:
        if game.state.players[self.player].out:
            self._next_turn(game)
            return
        getattr(self, _STAGE_METHODS[self.stage])(game)

    # -- phases ------------------------------------------------------------------------
    def _start(self, game: Game) -> None:
        st = game.state
        st.turn += 1
        st.active = self.player
        st.phase = "draw"
        game.log_event("turn", f"Turn {st.turn}: {st.players[self.player].name}",
                       player=self.player)
        self.stage = "draw"
        if game.listens("turn-start"):  # the event is made only when something may hear it
            game.emit(new_event("turn-start", None, self.player, None, {}))

    def _draw(self, game: Game) -> None:
        n = first_turn_draw(game) if self.first_turn else 2
        if n > 0:
            game.draw(self.player, n)
        self._enter(game, "recovery")

    def _recovery(self, game: Game) -> None:
        """Stunned characters recover, then exhausted ones ready. Each pass is skipped when
        no character is stunned (exhausted): its test would find none, and act on none.

        Each character is tested after the one before was dealt with (recovering and
        readying move nothing, so the player's ``characters`` list stays the same). Whether
        anything can refuse readying is asked once, after the recoveries (a face turned up
        may change the powers in play; readying changes none of them)."""
        player = self.player
        chars = game.characters(player)
        if any(map(_STUNNED, chars)):
            for o in chars:
                if o.stunned and not game.flag(o, "cant-recover"):
                    game.turn_face(o, True, stunned=False)
                    game.log_event("recover", f"{game.name_of(o.uid)} recovers", subject=o.uid)
                    if game.listens("recovers"):
                        game.emit(new_event("recovers", o.uid, player, None, {}))
        if any(map(_EXHAUSTED, chars)):
            refused = game.touches("cant-ready")
            for o in chars:
                if o.exhausted and not o.stunned and \
                        not (refused and game.flag(o, "cant-ready")):
                    game.ready(o.uid)
        if game.state.modifiers:  # (with none, none ends)
            game.end_duration("next-turn", player)
        self._enter(game, "build:resource")

    def _build_resource(self, game: Game) -> None:
        game.ask(self.player, "action", "Resource step: put a card into your resource row?",
                 twopcg_rules(game).step_actions(game, self.player, "build:resource"), True)

    def _build_recruit(self, game: Game) -> None:
        points = f"{self.points} recruit point{'s' if self.points != 1 else ''}"
        game.ask(self.player, "action", f"Recruit step: {points}",
                 twopcg_rules(game).step_actions(game, self.player, "build:recruit"), True)

    def _build_formation(self, game: Game) -> None:
        game.ask(self.player, "action", "Formation step: move characters between rows",
                 twopcg_rules(game).step_actions(game, self.player, "build:formation"), True)

    def _main(self, game: Game) -> None:
        game.ask(self.player, "action", "Main phase: attack, play, or end your turn",
                 twopcg_rules(game).step_actions(game, self.player, "main"), True)

    def _end(self, game: Game) -> None:
        st = game.state
        if game.listens("turn-end"):
            game.emit(new_event("turn-end", None, self.player, None, {}))
        if st.modifiers:  # (with none, none ends)
            game.end_duration(UNTIL_TURN)
        for p in st.players:
            if not p.out and p.zones["deck"]:
                break  # a deck still has cards
        else:
            st.flags["quiet_turns"] = st.flags.get("quiet_turns", 0) + 1
            if st.flags["quiet_turns"] >= players_in_game(game) * option(game, "quiet_rounds"):
                out_of_cards_end(game)
                return
        self._next_turn(game)

    def _next_turn(self, game: Game) -> None:
        game.pop(self)
        check_game_end(game)
        if not game.state.over:
            game.push(Turn(next_player(game, self.player)))

    def _enter(self, game: Game, stage: str) -> None:
        self.stage = stage
        game.state.phase = stage
        if stage == "build:recruit":
            self.points = len(game.zone(self.player, "resources"))

    def receive(self, game: Game, choice: Choice) -> None:
        if isinstance(choice, Pass):
            if self.stage == "build:resource":
                log_no_resource(game, self.player)
            self._enter(game, NEXT_PHASE[self.stage])
            return
        game.variant.perform(game, self.player, choice)
        if self.stage == "build:resource" and isinstance(choice, PlayResource):
            self._enter(game, "build:recruit")  # the one resource is played: recruit next


def current_turn(game: Game) -> Turn | None:
    for frame in reversed(game.state.frames):
        if isinstance(frame, Turn):
            return frame
    return None


def out_of_cards_end(game: Game) -> None:
    """Every deck is empty and a full round passed with no wound on a main character:
    fewest wounds on the main character wins; equal fewest is a draw (decisions.md)."""
    st = game.state
    wounds = {p.index: st.objects[p.main].count("wound") for p in st.players
              if not p.out and p.main is not None}
    fewest = min(wounds.values())
    best = [p for p, w in wounds.items() if w == fewest]
    if len(best) == 1:
        game.end(best[0], reason="all decks ran out; fewest wounds on the main character")
    else:
        game.end(None, draw=True, reason="all decks ran out; tied for fewest wounds")
