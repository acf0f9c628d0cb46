"""Original-edition keywords, each implemented once. Those that only change what is
legal or how combat goes (range, flight, army) are read where those rules live; the
rest are scripts here (original CR seed 000; combat and keyword digest section 5)."""

from __future__ import annotations

from vsrules.core.abilities import Script

#: read by the rules code itself (combat.py, variant.py, powers.py)
RULE_KEYWORDS = frozenset({"range", "flight", "army", "unique"})

KEYWORDS: dict[str, Script] = {}
