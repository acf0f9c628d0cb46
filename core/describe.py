"""Human words for choices (menus, logs): card names instead of object ids."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from .decisions import (
    PLAYER_KINDS,
    Attack,
    Choice,
    Move,
    Mulligan,
    Pass,
    Pick,
    PickMany,
    PlayPlot,
    PlayResource,
    PowerUp,
    Recruit,
    Reposition,
    UsePower,
    YesNo,
)

if TYPE_CHECKING:
    from .game import Game



def name(game: Game, uid: Any) -> str:
    if isinstance(uid, int) and uid in game.state.objects:
        return game.name_of(uid)
    return str(uid)


def describe_value(game: Game, value: Any) -> str:
    pending = game.state.pending
    if isinstance(value, int) and pending is not None and pending.kind in \
            PLAYER_KINDS and 0 <= value < len(game.state.players):
        return game.player_name(value)
    if isinstance(value, int) and value in game.state.objects:
        return game.name_of(value)
    return str(value)


def _row(game: Game, row: str) -> str:
    return game.variant.row_words.get(row, row)


def describe_choice(game: Game, choice: Choice) -> str:
    if isinstance(choice, Pass):
        return "Pass"
    if isinstance(choice, Pick):
        return describe_value(game, choice.value)
    if isinstance(choice, PickMany):
        return ", ".join(describe_value(game, v) for v in choice.values)
    if isinstance(choice, YesNo):
        return "Yes" if choice.answer else "No"
    if isinstance(choice, Mulligan):
        return "Mulligan" if choice.take else "Keep this hand"
    if isinstance(choice, PlayResource):
        return f"Resource: {name(game, choice.card)}" + (" (face up)" if choice.face_up else "")
    if isinstance(choice, Recruit):
        return f"Recruit {name(game, choice.card)} to the {_row(game, choice.row)}"
    if isinstance(choice, Move):
        return f"Move {name(game, choice.character)} to the {_row(game, choice.row)}"
    if isinstance(choice, Reposition):
        return f"Move {name(game, choice.character)}..."
    if isinstance(choice, Attack):
        who = " + ".join(name(game, u) for u in choice.attackers)
        target = name(game, choice.defender) if choice.defender is not None \
            else game.player_name(choice.player)
        return f"{who} attack{'s' if len(choice.attackers) == 1 else ''} {target}"
    if isinstance(choice, PowerUp):
        return f"Power up {name(game, choice.target)} (discard {name(game, choice.discard)})"
    if isinstance(choice, PlayPlot):
        return f"Play {name(game, choice.card)}"
    if isinstance(choice, UsePower):
        return f"{name(game, choice.source)}: {choice.name}"
    fields = attrs.asdict(choice, recurse=False) if attrs.has(type(choice)) else {}  # type: ignore[arg-type]
    words = [f"{k} {name(game, v) if isinstance(v, int) else v}" for k, v in fields.items()]
    return f"{choice.tag.split('.')[-1]}" + (f" ({', '.join(words)})" if words else "")
