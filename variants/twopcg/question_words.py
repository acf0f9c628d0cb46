"""What 2PCG's own effect steps do to a target, for the questions that ask for one ("Thor:
choose an enemy character to get three -1/-1 counters"; ``core.target_words``)."""

from __future__ import annotations

from vsrules.core.target_words import say_done

from .scripts.words import (
    AttackAtOnce,
    BaseStats,
    BaseStatsOf,
    BecomeDefender,
    PutStunned,
    Take,
    ToRow,
    Unstun,
    Wound,
)

#: where ``to-row`` moves a character
ROW_DONE = {"front": "move to its front row", "back": "move to its back row",
            "other": "move to its other row"}

say_done(ToRow, lambda s: ROW_DONE[s.row])
say_done(Take, "be taken")
say_done(BaseStats, "go back to its base ATK and DEF")
say_done(BaseStatsOf, "lend its ATK and DEF", field="of")
say_done(BecomeDefender, "become the defender", field="new")
say_done(AttackAtOnce, "be attacked at once", field="defender")
say_done(Wound, "get a wound")
say_done(PutStunned, "come into play stunned")
say_done(Unstun, "recover")
