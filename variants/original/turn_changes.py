"""Effects that change the turn's structure (seed 000 rule 400: "skip the combat phase
this turn", "you get an additional attack step after this one"). They are noted in the
turn record (``tracking``) and read by the turn as it moves from step to step."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from vsrules.core.effects import Resolve, Step
from vsrules.core.selectors import one_of

from .tracking import note

if TYPE_CHECKING:
    from vsrules.core.game import Game

#: the turn record's keys: phases skipped this turn; players owed an additional attack step
SKIPPED = "skipped-phases"
EXTRA_ATTACK = "extra-attack-steps"


def _this_turn(game: Game, key: str) -> list[int | str] | None:
    """The turn record's list under ``key``, without starting a record (most turns have
    none: reading must not change the state)."""
    rec = game.state.flags.get("turn")
    return rec.get(key) if rec is not None and rec.get("n") == game.state.turn else None


def skipped(game: Game, step: str) -> bool:
    """Whether the phase of ``step`` ("combat" of "combat:attack") is skipped this turn."""
    phases = _this_turn(game, SKIPPED)
    return bool(phases) and step.partition(":")[0] in phases  # type: ignore[operator]


def take_extra_attack_step(game: Game, player: int | None) -> bool:
    """Whether ``player`` is owed an additional attack step after the one ending now;
    the step owed is then used up."""
    owed = _this_turn(game, EXTRA_ATTACK)
    if not owed or player not in owed:
        return False
    owed.remove(player)
    return True


@attrs.frozen
class SkipPhase(Step):
    """"Players skip the <phase> phase this turn": every step of it is passed over (its
    "at the start of" powers don't trigger); a phase already begun goes on."""

    phase: str = attrs.field(validator=one_of("build", "combat"))

    def run(self, game: Game, res: Resolve) -> None:
        note(game, SKIPPED, self.phase)
        game.log_event("rule", f"players skip the {self.phase} phase this turn "
                       f"({res.name})", effect=res.name)


@attrs.frozen
class ExtraAttackStep(Step):
    """"You get an additional attack step after this one": as the attack step in progress
    ends, a new attack step of the effect's controller begins; the steps scheduled after it
    come after the new one."""

    def run(self, game: Game, res: Resolve) -> None:
        note(game, EXTRA_ATTACK, res.controller)
        game.log_event("rule", f"{game.player_name(res.controller)} gets an additional attack "
                       f"step after this one ({res.name})", player=res.controller)
