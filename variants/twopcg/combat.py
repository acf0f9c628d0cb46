"""The 2PCG combat: declare, combat window, strikes, stuns (2PCG rulebook: During Combat,
Resolving Combat, Team Attacks; FAQ combat sequence)."""

from __future__ import annotations

import attrs
from vsrules.core.combat import strike_stuns, total_atk, value
from vsrules.core.decisions import Choice, Pass, Pick
from vsrules.core.frames import Frame
from vsrules.core.game import Game
from vsrules.core.modifiers import UNTIL_COMBAT
from vsrules.core.seating import next_player, players_in_game
from vsrules.core.state import Event

from .damage import stun


@attrs.define
class Combat(Frame):
    player: int
    attackers: list[int]
    defender: int
    ranged: bool
    stage: str = "declare"
    actor: int = 0
    passes: int = 0
    struck: int | None = None

    def run(self, game: Game) -> None:
        getattr(self, "_" + self.stage)(game)

    def _declare(self, game: Game) -> None:
        objs = game.state.objects
        for u in self.attackers:
            objs[u].exhausted = True
        names = " and ".join(game.name_of(u) for u in self.attackers)
        kind = "ranged" if self.ranged else "melee"
        game.log_event("attack", f"{names} {'team-' if len(self.attackers) > 1 else ''}attack "
                       f"{game.name_of(self.defender)} ({kind})",
                       attackers=list(self.attackers), defender=self.defender)
        game.state.flags["combat"] = True
        for u in self.attackers:
            game.emit(Event("attacks", subject=u, player=self.player,
                            data={"defender": self.defender}))
        game.emit(Event("attacked", subject=self.defender, player=objs[self.defender].controller,
                        data={"attackers": list(self.attackers)}))
        self.stage, self.actor, self.passes = "window", self.player, 0

    def _in_combat(self, game: Game, uid: int) -> bool:
        o = game.state.objects.get(uid)
        return o is not None and o.in_play and not o.stunned

    def _window(self, game: Game) -> None:
        self.attackers = [u for u in self.attackers if self._in_combat(game, u)]
        if not self.attackers or not self._in_combat(game, self.defender):
            game.log_event("combat-cancelled", "the combat is cancelled: "
                           + ("no attacker is left" if not self.attackers else "the defender is gone"))
            self.stage = "end"
            return
        if self.passes >= players_in_game(game):
            self.stage = "resolve"
            return
        options: list[Choice] = [Pass()]
        options.extend(game.variant.combat_actions(game, self.actor, self))  # type: ignore[attr-defined]
        game.ask(self.actor, "combat", "Combat: play a combat effect or pass", options,
                 is_action=True)

    def receive(self, game: Game, choice: Choice) -> None:
        if self.stage == "window":
            if isinstance(choice, Pass):
                self.passes += 1
            else:
                self.passes = 0
                game.variant.perform(game, self.actor, choice)  # type: ignore[attr-defined]
            self.actor = next_player(game, self.actor)
        elif self.stage == "strike-back":
            assert isinstance(choice, Pick)
            self.struck = int(choice.value)
            self._strike(game)

    def _resolve(self, game: Game) -> None:
        d = self.defender
        strikes_back = not self.ranged or game.has_keyword(d, "ranged")
        if strikes_back and len(self.attackers) > 1:
            self.stage = "strike-back"
            game.ask(game.state.objects[d].controller, "strike-back",
                     f"{game.name_of(d)} strikes back at which attacker?",
                     [Pick(u) for u in self.attackers])
            return
        self.struck = self.attackers[0] if strikes_back else None
        self._strike(game)

    def _strike(self, game: Game) -> None:
        d = self.defender
        stuns: list[int] = []
        if strike_stuns(total_atk(game, self.attackers), value(game, d, "def")):
            stuns.append(d)
        if self.struck is not None and strike_stuns(value(game, d, "atk"),
                                                    value(game, self.struck, "def")):
            stuns.append(self.struck)
        for u in stuns:
            stun(game, u, source=d if u != d else self.attackers[0])
        self.stage = "end"

    def _end(self, game: Game) -> None:
        game.state.flags["combat"] = False
        game.end_duration(UNTIL_COMBAT)
        game.emit(Event("combat-ends", player=self.player))
        game.pop(self)
