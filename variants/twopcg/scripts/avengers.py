"""Avengers cards of The Marvel Battles (MNB-001...MNB-026)."""

from __future__ import annotations

from vsrules.core.abilities import Activated, Script
from vsrules.core.effects import Choose, Grant, If, ModifyStat, PutCounters
from vsrules.core.modifiers import UNTIL_COMBAT, UNTIL_TURN
from vsrules.core.selectors import Sel

from ..steps import CancelCombat
from .registry import script

IN_COMBAT = Sel("character", face_up=True, in_combat=True)
OWN_FACE_UP = Sel("character", side="own", face_up=True)

# Earth's Mightiest Heroes: a character in the combat gets +2/+2 this combat.
script("MNB-023", Script(activated=(Activated("Earth's Mightiest Heroes", (
    Choose(IN_COMBAT, "t", "Which character gets +2/+2 this combat?"),
    ModifyStat("t", "atk", 2, UNTIL_COMBAT),
    ModifyStat("t", "def", 2, UNTIL_COMBAT),
)),)))

# Think Again: cancel the combat.
script("MNB-024", Script(activated=(Activated("Think Again", (CancelCombat(),)),)))

# Stark Tech: a +1/+1 counter on a character on your side; it has Ranged this turn.
script("MNB-025", Script(activated=(Activated("Stark Tech", (
    Choose(OWN_FACE_UP, "t", "Which character gets a +1/+1 counter and Ranged?"),
    If("t", (PutCounters("t", "plus", 1), Grant("t", "kw:ranged", UNTIL_TURN))),
)),)))
