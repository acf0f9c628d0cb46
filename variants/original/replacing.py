"""Replacement powers of events other than a stun that the rules ask before they happen
(a stun has its own frame, ``variant.StunChoice``, asking the same ``ask_replacement``
question). One without "may" applies at once; an optional one ("instead, you may ...")
or several are offered to the controller of the object the event is about, who picks
which applies, or declines when every one is optional; declined, the event happens
(seed 000 rule 513.5c-f). A replacement applies to the event once (513.5i)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs

from vsrules.core.abilities import Replacement
from vsrules.core.decisions import Choice, Pass, Pick
from vsrules.core.frames import Frame
from vsrules.core.game import Game
from vsrules.core.state import new_event

#: the events asked about here -> what happens when nothing replaces them: ``(game,
#: subject)``; the rules of each event register it
HAPPENS: dict[str, Callable[[Game, int], None]] = {}


def _options(game: Game, kind: str, subject: int) -> list[list[Any]]:
    event = new_event(kind, subject, game.state.objects[subject].controller, None, {})
    out = []
    for src in game.replacers(kind):
        if not game.variant.replacement_active(game, src):
            continue
        for rep in game.script_of(src).replacements:
            if rep.event == kind and rep.applies(game, src, event):
                out.append([src.uid, rep.name])
    return out


def replacement_named(game: Game, src_uid: int, name: str) -> Replacement | None:
    """The replacement power ``name`` of the object ``src_uid`` (None once it is gone)."""
    src = game.state.objects.get(src_uid)
    return next((r for r in game.script_of(src).replacements if r.name == name), None) \
        if src is not None else None


def _apply(game: Game, kind: str, subject: int, src_uid: int, name: str) -> bool:
    rep = replacement_named(game, src_uid, name)
    if rep is None:
        return False
    game.log_event("replace", f"{game.name_of(src_uid)}: {name}", source=src_uid)
    rep.replace(game, game.state.objects[src_uid],
                new_event(kind, subject, game.state.objects[subject].controller, None, {}))
    return True


def happen(game: Game, kind: str, subject: int) -> None:
    """``kind`` is about to happen to ``subject``: replaced at once, offered as a choice,
    or done (``HAPPENS``) when nothing replaces it."""
    options = _options(game, kind, subject) if game.replaces(kind) else []
    if len(options) == 1 and (rep := replacement_named(game, *options[0])) is not None and \
            not rep.optional and _apply(game, kind, subject, *options[0]):
        return
    if options:
        game.push(ReplaceChoice(kind, subject, options))
        return
    HAPPENS[kind](game, subject)


def ask_replacement(game: Game, chooser: int, happening: str, options: list[list[Any]]) -> None:
    """Ask ``chooser`` which of the replacements ``options`` (source, power name) applies
    to what is ``happening``: declining is open only when every one says "may" (513.5e);
    one that does not applies (513.5f), the player choosing which goes first (513.5c)."""
    names = [f"{game.name_of(src)}: {name}" for src, name in options]
    optional = all(rep.optional for rep in (replacement_named(game, src, name)
                                            for src, name in options) if rep)
    game.ask(chooser, "replace", f"{happening}: "
             f"{'use a replacement?' if optional else 'which replacement applies?'} "
             f"({'; '.join(names)})",
             [*([Pass()] if optional else []), *[Pick(i) for i in range(len(options))]],
             names=names)


@attrs.define
class ReplaceChoice(Frame):
    """An event would happen and replacements apply: the subject's controller picks which
    applies, or (all optional) declines and lets it happen."""

    kind: str
    subject: int
    options: list[list[Any]]

    def holds_triggers(self) -> bool:
        return True

    def run(self, game: Game) -> None:
        ask_replacement(game, game.state.objects[self.subject].controller,
                        f"{game.name_of(self.subject)}: {self.kind} would happen", self.options)

    def receive(self, game: Game, choice: Choice) -> None:
        game.pop(self)
        if self.subject not in game.state.objects:
            return
        if isinstance(choice, Pick) and \
                _apply(game, self.kind, self.subject, *self.options[int(choice.value)]):
            return
        HAPPENS[self.kind](game, self.subject)
