"""Resolving triggered powers at once (2PCG; any variant without a chain): simultaneous
triggers are ordered by the player whose turn it is, identical ones without asking
(2PCG rulebook, Timing). A player who is out takes no further part: their triggers don't
resolve (their cards have left the game: 2PCG rulebook, Ending the Game), and the next
player still in the game orders in their place."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from .decisions import Choice, Pick
from .effects import May, new_resolve
from .foresight import on_source_alone
from .frames import Frame
from .seating import next_player
from .state import WaitingTrigger
from .words import ability_words, power_words

if TYPE_CHECKING:
    from .game import Game


def event_context(waiting: WaitingTrigger) -> dict[str, Any]:
    ev = waiting.event
    ctx: dict[str, Any] = {"event.subject": ev.subject, "event.player": ev.player,
                           "event.source": ev.source}
    for k, v in ev.data.items():
        ctx[f"event.{k}"] = v
    return ctx


def own_effect(game: Game, waiting: WaitingTrigger) -> str | None:
    """What a waiting trigger does when its power acts on its own source alone, with no
    target, no "may" and no other choice (``foresight.on_source_alone``): its power's name
    and steps, equal for copies of the same power; None for any other trigger. The play
    flow reads it in an order question: the order of such triggers can't matter."""
    if waiting.steps is not None or waiting.source < 0 or not waiting.card:
        return None
    ability = game.trigger_ability(waiting)
    if ability.resolve is not None or ability.optional or not on_source_alone(ability.steps):
        return None
    return f"{ability.name}: {ability.steps!r}"


def start_trigger(game: Game, waiting: WaitingTrigger) -> None:
    if waiting.steps is not None:  # a delayed trigger made by an effect
        game.log_event("trigger", f"{ability_words(waiting.ability)} (delayed)",
                       source=waiting.source)
        game.push(new_resolve(list(waiting.steps), waiting.controller,
                              waiting.source if waiting.source >= 0 else None, waiting.ability,
                              {**event_context(waiting), **waiting.ctx}))
        return
    ability = game.trigger_ability(waiting)
    game.log_event("trigger", f"{game.cards.get(waiting.card).name}: "
                   f"{ability_words(ability.name)}", source=waiting.source, ability=ability.name)
    if ability.resolve is not None:
        ability.resolve(game, waiting)
        return
    card = game.cards.get(waiting.card).name
    steps = [May(tuple(ability.steps), prompt=f"Use {power_words(card, ability.name)}?")] \
        if ability.optional else list(ability.steps)
    game.push(new_resolve(steps, waiting.controller, waiting.source, ability.name,
                          event_context(waiting)))


@attrs.define
class OrderTriggers(Frame):
    waiting: list[WaitingTrigger]
    chooser: int

    def run(self, game: Game) -> None:
        _drop_gone(game, self.waiting)  # a trigger resolved before may have put one out
        if not self.waiting:
            game.pop(self)
            return
        self.chooser = _in_game(game, self.chooser)
        kinds = {(w.card, w.ability, w.controller) for w in self.waiting}
        if len(kinds) == 1:
            game.pop(self)
            if len(self.waiting) > 1:
                first = self.waiting[0]
                name = f"{game.cards.get(first.card).name}: {ability_words(first.ability)}" \
                    if first.card else ability_words(first.ability)
                game.log_event("order", f"{len(self.waiting)} identical triggers ({name}): "
                               "the order is taken automatically", ability=first.ability)
            # identical triggers: no order to choose; push in reverse so the first runs first
            for w in reversed(self.waiting):
                game.push(_Start(w))
            return
        game.ask(self.chooser, "order", "Several powers trigger at once: which resolves next?",
                 [Pick(i) for i in range(len(self.waiting))],
                 names=[f"{game.cards.get(w.card).name}: {ability_words(w.ability)}" if w.card
                        else ability_words(w.ability) for w in self.waiting],
                 effects=[own_effect(game, w) for w in self.waiting])

    def receive(self, game: Game, choice: Choice) -> None:
        assert isinstance(choice, Pick)
        w = self.waiting.pop(int(choice.value))
        game.push(_Start(w))


@attrs.define
class _Start(Frame):
    """Starts one waiting trigger when it reaches the top (after earlier ones finished)."""

    waiting: WaitingTrigger

    def run(self, game: Game) -> None:
        game.pop(self)
        if game.state.players[self.waiting.controller].out:
            _drop_gone(game, [self.waiting])
            return
        start_trigger(game, self.waiting)


def _drop_gone(game: Game, waiting: list[WaitingTrigger]) -> None:
    """Remove (in place) the triggers whose controller is out of the game."""
    players = game.state.players
    for w in [w for w in waiting if players[w.controller].out]:
        waiting.remove(w)
        name = game.cards.get(w.card).name if w.card else w.ability
        game.log_event("trigger-dropped", f"{name}: {ability_words(w.ability)} does not resolve: "
                       f"{game.player_name(w.controller)} is out of the game",
                       source=w.source, ability=w.ability)


def _in_game(game: Game, player: int) -> int:
    """``player``, or the next player still in the game if they are out."""
    return next_player(game, player) if game.state.players[player].out else player


def resolve_waiting_at_once(game: Game, chooser: int) -> None:
    waiting = game.state.waiting_triggers  # emptied in place: the game loop holds the list
    if any(game.state.players[w.controller].out for w in waiting):
        _drop_gone(game, waiting)
        if not waiting:
            return
    if len(waiting) == 1:
        start_trigger(game, waiting.pop())
    else:
        game.push(OrderTriggers(waiting[:], _in_game(game, chooser)))
        waiting.clear()
