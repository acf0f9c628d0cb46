"""Scenario answers by what they mean: power names in any case (and a printed name the
card file splits into several powers), an order of triggers named by the source's label,
a replacement taken with ``true``, and every answer said back in the file's own words
(labels, player ids, card names) instead of the engine's internal values."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..decisions import PLAYER_KINDS, Choice, Pass, Pick, PickMany, UsePower, YesNo

if TYPE_CHECKING:
    from ..game import Game
    from .runner import LabGame

#: the fields of a choice that name objects (others hold rows, columns, names)
OBJECT_FIELDS = frozenset({"card", "character", "source", "target", "defender", "attackers",
                           "discard", "exhaust", "value", "values"})


# -- power names -------------------------------------------------------------------------
def power_names(game: Game, source: int) -> list[str]:
    """The names of the powers ``source`` has now, printed ones first, each once."""
    names: dict[str, None] = {}
    obj = game.state.objects.get(source)
    if obj is None:
        return []
    for p in game.card(obj).powers:
        names.setdefault(p.name)
    for a in game.script_of(obj).activated:
        names.setdefault(a.name)
    pending = game.pending
    for o in pending.options if pending is not None else ():
        if isinstance(o, UsePower) and o.source == source:
            names.setdefault(o.name)
    return list(names)


def matching_powers(game: Game, source: int, name: str) -> list[str]:
    """The powers of ``source`` that ``name`` names: the one spelled so in any case, or
    else every power the card file splits a printed name into ("Makluan Rings" names
    "Makluan Rings (Might)", "Makluan Rings (Energy)", ...)."""
    names = power_names(game, source)
    wanted = name.casefold().strip()
    same = [n for n in names if n.casefold() == wanted]
    if same:
        return same[:1]
    return [n for n in names if n.casefold().startswith(wanted + " (")]


# -- words of the file -------------------------------------------------------------------
def object_words(lab: LabGame, uid: Any) -> str:
    """``shiloh (Shiloh Norman)`` for a labelled object, ``Shiloh Norman`` for another."""
    game = lab.game
    if not isinstance(uid, int) or isinstance(uid, bool) or uid not in game.state.objects:
        return repr(uid)
    label = lab.label_of(uid)
    name = game.name_of(uid)
    return f"{label} ({name})" if isinstance(label, str) else name


def answer_words(lab: LabGame, option: Choice) -> str:
    """How a scenario file writes ``option`` as a ``choose`` answer."""
    game = lab.game
    pending = game.pending
    if isinstance(option, Pass):
        return '"pass"'
    if isinstance(option, YesNo):
        return "true" if option.answer else "false"
    if isinstance(option, Pick):
        meaning = meanings(game).get(option.value) if pending is not None else None
        if meaning is not None:
            source, name = meaning
            if source is not None and isinstance(lab.label_of(source), str):
                return f'"{lab.label_of(source)}" ({name})'
            return f'"{name}"'
        return value_words(lab, option.value)
    if isinstance(option, PickMany):
        return "[" + ", ".join(value_words(lab, v) for v in option.values) + "]"
    return choice_words(lab, option)


def value_words(lab: LabGame, value: Any) -> str:
    game = lab.game
    pending = game.pending
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int) and pending is not None and pending.kind in PLAYER_KINDS \
            and 0 <= value < len(lab.scenario.players):
        return f'"{lab.scenario.players[value].id}"'
    if isinstance(value, int) and value in game.state.objects:
        label = lab.label_of(value)
        return f'"{label}" ({game.name_of(value)})' if isinstance(label, str) \
            else game.name_of(value)
    if isinstance(value, str):
        return f'"{value}"'
    return str(value)


def choice_words(lab: LabGame, choice: Choice) -> str:
    """The variant's phrase for ``choice`` with the labels of the objects it names."""
    game = lab.game
    words = game.variant.describe_choice(game, choice)
    named = []
    for field in attrs.fields(type(choice)):  # type: ignore[arg-type]
        if field.name not in OBJECT_FIELDS:
            continue
        value = getattr(choice, field.name)
        values = value if isinstance(value, tuple) else (value,)
        for v in values:
            if isinstance(v, int) and not isinstance(v, bool) and v in game.state.objects:
                label = lab.label_of(v)
                if isinstance(label, str):
                    named.append(label)
    return f"{words} [{', '.join(named)}]" if named else words


def legal_answers(lab: LabGame, limit: int = 12) -> str:
    """The pending decision's options, as a file would write them."""
    pending = lab.game.pending
    if pending is None:
        return "none"
    words = [answer_words(lab, o) for o in pending.options[:limit]]
    more = len(pending.options) - limit
    return "; ".join(words) + (f"; ... ({more} more)" if more > 0 else "")


def in_words(lab: LabGame, text: str, choice: Choice | None) -> str:
    """An engine reason with ``choice``'s internal spelling replaced by the file's words."""
    if choice is None:
        return text
    return text.replace(choice.describe(), choice_words(lab, choice))


# -- decisions answered by meaning -------------------------------------------------------
def meanings(game: Game) -> dict[Any, tuple[int | None, str]]:
    """For a decision whose options are bare indices (an order of triggers, which
    replacement to use): index -> (source object, "Card: power" name)."""
    pending = game.pending
    if pending is None:
        return {}
    names = pending.context.get("names")
    frame = game.state.frames[-1] if game.state.frames else None
    out: dict[Any, tuple[int | None, str]] = {}
    pairs = getattr(frame, "options", None)
    if pending.kind == "replace" and isinstance(pairs, list):
        for i, pair in enumerate(pairs):
            if isinstance(pair, (list, tuple)) and len(pair) == 2:
                src, name = pair
                out[i] = (src, f"{game.name_of(src)}: {name}" if src in game.state.objects
                          else str(name))
        return out
    if isinstance(names, list):
        waiting = getattr(frame, "waiting", None)
        sources = [getattr(w, "source", None) for w in waiting] \
            if isinstance(waiting, list) and len(waiting) == len(names) else None
        for i, n in enumerate(names):
            out[i] = (sources[i] if sources else None, str(n))
    return out


def by_meaning(lab: LabGame, raw: Any, value: Any) -> Choice | None:
    """The option ``raw`` (as written in the file; ``value`` with labels resolved) means:
    ``true`` the one replacement or power offered beside "decline"; a label the option
    whose source it names; a word the option whose power it names."""
    game = lab.game
    pending = game.pending
    if pending is None:
        return None
    picks = [o for o in pending.options if isinstance(o, Pick)]
    if isinstance(raw, bool):
        has_pass = any(isinstance(o, Pass) for o in pending.options)
        if not raw and has_pass:
            return next(o for o in pending.options if isinstance(o, Pass))
        if raw and has_pass and len(picks) == 1:
            return picks[0]
        return None
    found = meanings(game)
    if not found:
        return None
    hits: list[Any] = []
    if isinstance(value, int) and value in game.state.objects and isinstance(raw, str) \
            and raw in lab.labels:
        hits = [i for i, (src, _n) in found.items() if src == value]
        if not hits:
            name = game.name_of(value)
            hits = [i for i, (_s, n) in found.items() if n.startswith(name + ":")]
    elif isinstance(raw, str):
        w = raw.casefold()
        hits = [i for i, (_s, n) in found.items()
                if n.casefold() == w or n.casefold().endswith(": " + w)]
    if len(hits) == 1:
        return next((o for o in picks if o.value == hits[0]), None)
    return None
