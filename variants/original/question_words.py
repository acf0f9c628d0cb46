"""What the original edition's own effect steps do to a target, for the questions that ask
for one ("Chemo: choose a stunned character to recover"; ``core.target_words``)."""

from __future__ import annotations

from vsrules.core.target_words import FLAG_DONE, say_done, zone_done

from .gained_powers import GainPowers
from .name_words import PutIntoPlay
from .play_words import BanPlotCost, Negate
from .steps import (
    BreakthroughMayStun,
    ChangeRow,
    ExchangePositions,
    LeavePlay,
    LoseEndurance,
    Recover,
    RemoveFromAttack,
    Stun,
    TurnResourceDown,
)
from .transfers import Transfer

say_done(Stun, "be stunned")
say_done(Recover, "recover")
say_done(LoseEndurance, lambda s: f"lose {s.amount} endurance", field="player")
say_done(LeavePlay, lambda s: zone_done(s.zone))
say_done(ChangeRow, lambda s: f"move to {'the front' if s.row == 'front' else 'the support'} row")
say_done(TurnResourceDown, "turn face down")
say_done(RemoveFromAttack, "be removed from the attack")
say_done(ExchangePositions, "exchange positions with this resource")
say_done(BreakthroughMayStun, "be able to stun a character in place of the breakthrough it "
         "causes this turn")
say_done(Negate, "be negated")
say_done(BanPlotCost, "be unable to play plot twists of the revealed card's cost this turn",
         field="player")
say_done(GainPowers, "give its activated powers to this character this turn", field="of")
say_done(PutIntoPlay, lambda s: "come into play in your "
         f"{'front' if s.row == 'front' else 'support'} row")
say_done(Transfer, "be transferred", field="target")
say_done(Transfer, "receive the equipment", field="to")

FLAG_DONE.update({"reinforcement": "have reinforcement",
                  "no-breakthrough": "be unable to cause breakthrough"})
