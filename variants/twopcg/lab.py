"""2PCG positions and scripted actions for the rules lab (shared/SCENARIOS.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from vsrules.core.decisions import Choice, PlayPlot, PowerUp, UsePower
from vsrules.core.errors import InputError
from vsrules.core.game import Game

from .turn import Turn

if TYPE_CHECKING:
    from vsrules.core.lab.runner import LabGame
    from vsrules.core.lab.scenario import LabAction

    from .variant import TwoPcg


class TwoPcgLab:
    def __init__(self, variant: TwoPcg) -> None:
        self.variant = variant

    def setup_position(self, game: Game, lab: LabGame) -> None:
        sc = lab.scenario
        lab.populate()
        for ps in sc.players:
            if ps.main is not None:
                self._place_main(game, lab, ps.index, ps.main)
            if ps.endurance is not None:
                sc.notes.append(f"players.{ps.id}.endurance is ignored: 2PCG has no endurance")
        st = game.state
        st.active = lab.player("active")
        phase = sc.game.get("phase", "main")
        turn = int(sc.game.get("turn", 1))
        frame = Turn(st.active)
        if phase == "draw":
            st.turn = turn - 1
            frame.first_turn = turn == 1
        else:
            st.turn = turn
            frame.stage = phase
            st.phase = phase
            if phase == "build:recruit":
                frame.points = len(game.zone(st.active, "resources"))
        game.push(frame)

    def _place_main(self, game: Game, lab: LabGame, player: int, entry: Any) -> None:
        path = lab.scenario.path
        card_id = game.cards.resolve_id(entry.card)
        if card_id is None:
            raise InputError(path, f"{entry.where}.card", f"unknown card {entry.card!r}")
        card = game.cards.get(card_id)
        if card.type != "main-character":
            raise InputError(path, f"{entry.where}.card", f"{card.name} is not a main character")
        level = entry.level or card.level or 1
        ids = {card.level or 1: card_id}
        if card.other_level:
            ids[2 if (card.level or 1) == 1 else 1] = card.other_level
        if level not in ids:
            raise InputError(path, f"{entry.where}.level", f"{card.name} has no level {level}")
        row = entry.row or "front"  # front or back: checked when the file is parsed
        uid = lab.place(player, row, entry, card=ids[level])
        game.state.players[player].main = uid
        for lvl, cid in ids.items():
            if lvl != level:
                aside = game.new_object(cid, player, "aside")
                if entry.xp:
                    game.set_counter(aside, "xp", entry.xp)

    def choice(self, game: Game, action: LabAction) -> Choice:
        f = action.fields
        if action.action == "play":
            return PlayPlot(f["card"])
        if action.action == "power":
            return UsePower(f["source"], str(f.get("name", "")))
        if action.action == "power-up":
            return PowerUp(f["target"], f["discard"])
        raise InputError("", action.where,
                         f"the 2PCG variant has no {action.action!r} action")
