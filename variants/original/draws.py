"""Drawing cards while a replacement of draws is in play ("if you would draw a card ...,
instead, ...", card data's ``replaces = "draw"``).

Each card is a draw event of its own: the replacements that apply to it are asked first
(one without "may" applies at once; an optional one or several are offered to the
drawing player, as for the other events, seed 000 513.5c-f), then the card is drawn. A
replacement's effect makes new events (its own draws) that it can't replace again, nor
can any replacement that already changed the event they came from (513.5i: Moondragon's
"the first time in a phase, instead, draw two cards" applies once; another Moondragon may
apply to one of the two draws, once).

The event records whether it is its player's first draw this phase (``first-this-phase``,
for ``when.event_flags``). The draws are counted per player and phase while such a
replacement is in play (``flags["draws"]``): without one in play nothing is counted, so a
draw made earlier in the phase, before the replacement came into play, is not seen (a
decision: docs/rulings.md).
"""

from __future__ import annotations

from typing import Any

import attrs

from vsrules.core.decisions import Choice, Pick
from vsrules.core.effects import REPLACED_BY
from vsrules.core.frames import Frame
from vsrules.core.game import Game
from vsrules.core.state import Event, new_event

from .replacing import ask_replacement, replacement_named

#: the event fact: its player has drawn no card yet this phase
FIRST = "first-this-phase"
#: the event fact (the replacement effect's context key): the replacements the draw
#: already went through
USED = REPLACED_BY


def draw(game: Game, player: int, n: int, used: list[list[Any]] | None = None) -> None:
    """``player`` draws ``n`` cards, one draw event at a time when something in play
    replaces draws (``used``: the replacements whose effect these draws are)."""
    if game.replaces("draw"):
        game.push(DrawCards(player, n, list(used or [])))
    else:
        game.draw(player, n)


def _phase(game: Game) -> str:
    return f"{game.state.turn}:{game.state.phase.split(':')[0]}"


def _drawn_this_phase(game: Game, player: int) -> int:
    seen = game.state.flags.get("draws", {}).get(str(player))
    return seen[1] if seen and seen[0] == _phase(game) else 0


def _count_draw(game: Game, player: int) -> None:
    draws = game.state.flags.setdefault("draws", {})
    draws[str(player)] = [_phase(game), _drawn_this_phase(game, player) + 1]


@attrs.define
class DrawCards(Frame):
    """``player`` draws ``n`` cards one by one, each draw asked of the replacements of
    draws first; ``used``: those the events come from."""

    player: int
    n: int
    used: list[list[Any]] = attrs.Factory(list)
    #: the replacements offered for the draw being asked about
    offered: list[list[Any]] = attrs.Factory(list)

    def holds_triggers(self) -> bool:
        return True

    def _event(self, game: Game) -> Event:
        return new_event("draw", None, self.player, None,
                         {FIRST: _drawn_this_phase(game, self.player) == 0,
                          USED: self.used})

    def _options(self, game: Game) -> list[list[Any]]:
        event = self._event(game)
        out = []
        for src in game.replacers("draw"):
            if not game.variant.replacement_active(game, src):
                continue
            for rep in game.script_of(src).replacements:
                if rep.event == "draw" and [src.uid, rep.name] not in self.used and \
                        rep.applies(game, src, event):
                    out.append([src.uid, rep.name])
        return out

    def run(self, game: Game) -> None:
        while self.n > 0 and not game.state.players[self.player].out:
            options = self._options(game) if game.replaces("draw") else []
            if len(options) == 1 and (rep := replacement_named(game, *options[0])) and \
                    not rep.optional:
                self._apply(game, options[0])
                return  # its effect resolves first; the other draws follow
            if options:
                self.offered = options
                ask_replacement(game, self.player,
                                f"{game.player_name(self.player)} would draw a card", options)
                return
            self._draw_one(game)
        game.pop(self)

    def receive(self, game: Game, choice: Choice) -> None:
        options, self.offered = self.offered, []
        if isinstance(choice, Pick):
            self._apply(game, options[int(choice.value)])
        else:  # declined: the card is drawn
            self._draw_one(game)

    def _draw_one(self, game: Game) -> None:
        self.n -= 1
        if game.draw(self.player, 1):
            _count_draw(game, self.player)

    def _apply(self, game: Game, option: list[Any]) -> None:
        src_uid, name = option
        rep = replacement_named(game, src_uid, name)
        if rep is None:  # its source is gone: the card is drawn
            self._draw_one(game)
            return
        self.n -= 1
        game.log_event("replace", f"{game.name_of(src_uid)}: {name}", source=src_uid)
        event = self._event(game)
        event.data[USED] = [*self.used, [src_uid, name]]
        rep.replace(game, game.state.objects[src_uid], event)
