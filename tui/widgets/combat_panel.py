"""The combat (2PCG) or attack (original) in progress: who attacks whom, current ATK/DEF."""

from __future__ import annotations

from typing import Any

from textual.content import Content
from textual.widgets import Static

from ..text import update_static


def _stats(obj: dict[str, Any] | None) -> str:
    if obj is None or obj.get("hidden"):
        return "?"
    if "atk" not in obj:
        return obj.get("name", "?")
    mark = " (stunned)" if obj.get("stunned") else ""
    return f"{obj['name']} {obj['atk']}/{obj['def']}{mark}"


def find_object(view: dict[str, Any], uid: int) -> dict[str, Any] | None:
    for p in view["players"]:
        for objs in p["zones"].values():
            for o in objs:
                if o.get("uid") == uid:
                    return o
    return None


def combat_summary(flags: dict[str, Any], view: dict[str, Any]) -> Content | None:
    """Lines describing the fight, or None when there is none."""
    attackers: list[int] = []
    defender: int | None = None
    target_player: int | None = None
    title = "Combat"
    if flags.get("combatants") is not None or flags.get("attackers") is not None:
        attackers = list(flags.get("attackers") or [])
        defender = flags.get("defender")
    elif flags.get("attack"):
        attack = flags["attack"]
        title = "Attack"
        attackers = list(attack.get("attackers") or [])
        defender = attack.get("defender")
        target_player = attack.get("target_player")
        if attack.get("reinforced"):
            title += " (reinforced)"
    else:
        return None
    objs = [find_object(view, u) for u in attackers]
    total = sum(o.get("atk", 0) for o in objs if o and "atk" in o)
    parts: list[Any] = [(title, "bold red"), "\n"]
    for o in objs:
        parts.append(("⚔ ", "red"))
        parts.append(_stats(o) + "\n")
    if len(objs) > 1:
        parts.append((f"  total ATK {total}\n", "cyan"))
    parts.append(("⛨ ", "blue"))
    if defender is not None:
        parts.append(_stats(find_object(view, defender)))
    elif target_player is not None:
        parts.append(f"{view['players'][target_player]['name']} (direct attack)")
    return Content.assemble(*parts)


class CombatPanel(Static):
    """Hidden unless a combat or an attack is on."""

    def show_combat(self, flags: dict[str, Any], view: dict[str, Any]) -> None:
        summary = combat_summary(flags, view)
        self.display = summary is not None
        if summary is not None:
            update_static(self, summary)
