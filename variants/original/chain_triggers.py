"""Triggered effects onto the chain (original CR, Triggered Effects): before anyone gets
priority, the primary player's first; each player chooses the order of their own; targets
are chosen as they go on and checked again as they resolve."""

from __future__ import annotations

from typing import Any, NamedTuple

import attrs

from vsrules.core.abilities import Triggered
from vsrules.core.cards import CardDef
from vsrules.core.chain import add_link
from vsrules.core.decisions import Choice, Pick
from vsrules.core.effects import TARGET_PROMPT, May, Resolve, Step
from vsrules.core.frames import Frame
from vsrules.core.game import Game
from vsrules.core.state import ChainLink, WaitingTrigger
from vsrules.core.target_words import power_text, target_prompt
from vsrules.core.triggers import event_context, own_effect
from vsrules.core.words import ability_words, power_words

from .targets import Target, leading_targets


@attrs.define
class TriggersToChain(Frame):
    """Waiting triggered effects go on the chain, the primary player's first, each player
    choosing the order of their own (the last added resolves first); their targets are
    chosen now, and one with no legal target is removed before its announcement finishes
    (original CR, Triggered Effects)."""

    waiting: list[WaitingTrigger]
    chosen: list[Any] = attrs.Factory(list)
    #: the first waiting effect is the one its controller chose to add next
    picked: bool = False

    def holds_triggers(self) -> bool:
        return True

    def run(self, game: Game) -> None:
        while self.waiting:
            w = self.waiting[0]
            if not self.picked:
                group = self._group()
                if len({(g.card, g.ability) for g in group}) > 1:
                    game.ask(w.controller, "order", "Your powers trigger at once: which goes "
                             "on the chain next? (the last one added resolves first)",
                             [Pick(i) for i in range(len(group))],
                             names=[_trigger_name(game, g) for g in group],
                             effects=[own_effect(game, g) for g in group])
                    return
                self.picked = True
            targets = _trigger_targets(game, w)
            i = len(self.chosen)
            if i < len(targets):
                found = targets[i].sel.find(game, w.controller, w.source)
                if not found:
                    game.log_event("trigger-removed", f"{_trigger_name(game, w)}: no legal "
                                   "target; removed from the chain")
                    self._next()
                    continue
                if len(found) == 1:
                    self.chosen.append(found[0])
                    continue
                prompt = _target_question(game, w, targets[i])
                game.ask(w.controller, targets[i].pick_kind(), prompt, [Pick(v) for v in found],
                         source=w.source)
                return
            link = add_link(game, "trigger", w.controller, source=w.source, card=w.card or None,
                            targets=list(self.chosen), ability=w.ability)
            link.trigger = w
            self._next()
        game.pop(self)

    def _group(self) -> list[WaitingTrigger]:
        """The first player's waiting effects still to go on the chain."""
        first = self.waiting[0].controller
        group = []
        for w in self.waiting:
            if w.controller != first:
                break
            group.append(w)
        return group

    def _next(self) -> None:
        self.waiting.pop(0)
        self.chosen = []
        self.picked = False

    def receive(self, game: Game, choice: Choice) -> None:
        assert isinstance(choice, Pick)
        if not self.picked:
            self.waiting.insert(0, self.waiting.pop(int(choice.value)))
            self.picked = True
            return
        self.chosen.append(choice.value)


def _trigger_targets(game: Game, w: WaitingTrigger) -> list[Any]:
    if w.steps is not None:
        return leading_targets(w.steps)
    return leading_targets(game.trigger_ability(w).steps)


def _target_question(game: Game, w: WaitingTrigger, target: Target) -> str:
    card = game.cards.get(w.card) if w.card else None
    steps = w.steps if w.steps is not None else game.trigger_ability(w).steps
    return trigger_target_question(card, w.ability, steps, target)


def trigger_target_question(card: CardDef | None, ability: str, steps: Any,
                            target: Target) -> str:
    """The question asking for a triggered power's target as it goes on the chain: its
    own words (headed by its card and power, unless they name its card already), else
    what the power will do to the target (``core.target_words``)."""
    said = trigger_name(card, ability)
    if target.prompt != TARGET_PROMPT:
        prompt = target.prompt
        return prompt if prompt.startswith(said.split(":")[0]) else f"{said}: {prompt}"
    return target_prompt(card.name if card is not None else said, target.sel.words(), steps,
                         target.into, power_text(card, ability))


def _trigger_name(game: Game, w: WaitingTrigger) -> str:
    return trigger_name(game.cards.get(w.card) if w.card else None, w.ability)


def trigger_name(card: CardDef | None, ability: str) -> str:
    name = ability_words(ability)
    return f"{card.name}: {name}" if card is not None else name


class TriggerEffect(NamedTuple):
    """What a triggered effect on the chain would resolve as: its steps after the leading
    targets, the context with each target still legal (None where it is not), and whether
    any target is left."""

    steps: list[Step]
    ctx: dict[str, Any]
    name: str
    optional: bool
    targeted: bool
    legal: int


def trigger_effect(game: Game, link: ChainLink,
                   ability: Triggered | None = None) -> TriggerEffect | None:
    """The effect a triggered link would resolve as now, its targets checked again (None:
    its power resolves in code of its own). ``ability``: its power, when already known."""
    w = link.trigger
    assert w is not None
    ctx = {**event_context(w), **w.ctx}
    steps = list(w.steps) if w.steps is not None else None
    optional = False
    name = w.ability
    if steps is None:
        ability = ability or game.trigger_ability(w)
        if ability.resolve is not None:
            return None
        steps, optional, name = list(ability.steps), ability.optional, ability.name
    targets = leading_targets(steps)
    legal = 0
    for t, value in zip(targets, link.targets, strict=False):
        ok = t.sel.ok(game, value, w.controller, w.source)
        ctx[t.into] = value if ok else None
        legal += ok
    return TriggerEffect(steps[len(targets):], ctx, name, optional, bool(targets), legal)


def start_trigger(game: Game, link: ChainLink) -> None:
    """Resolve a triggered effect from the chain: its targets are checked again; if all
    are illegal it is negated."""
    w = link.trigger
    assert w is not None
    ability = game.trigger_ability(w) if w.steps is None else None
    if ability is not None and ability.resolve is not None:  # resolved by code of its own
        ability.resolve(game, w)
        return
    effect = trigger_effect(game, link, ability)
    assert effect is not None
    rest, ctx, name, optional, targeted, legal = effect
    if targeted and not legal:
        game.log_event("negated", f"{name} is negated: no legal target is left (505)")
        return
    if optional:
        card = game.cards.get(w.card).name if w.card else None
        rest = [May(tuple(rest), prompt=f"Use {power_words(card, name)}?")]
    game.log_event("trigger", f"{_trigger_name(game, w)}", source=w.source)
    game.push(Resolve(rest, w.controller, w.source if w.source >= 0 else None, name, ctx))
