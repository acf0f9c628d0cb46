"""What a question asking for a target says the effect will do to it: "Punisher: choose a
character to get -1 DEF this turn", "Chemo: choose a stunned character to recover".

The words come from the effect's own steps, not from each card: every step kind that acts
on the object (or player, or effect) a reference names says what it does to it, as the end
of "choose ... to" (``say_done``); a question's phrase joins those of the steps that use
its target. A step nested under a condition ("if", "you may", "unless", a delayed trigger)
may not happen, and is said so ("and perhaps ..."). A target no step has words for falls
back to its power's printed text. Both editions' questions read it (``target_prompt``);
each edition registers the words of its own steps."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

import attrs

from .effect_words import Put, SwapAtkDef, WithX
from .effects import ChangeControl, Exhaust, If, KoIt, MoveTo, Ready, Step, StunIt, TurnFace
from .modifying_steps import Grant, ModifyStat, PutCounters, RemoveCounters
from .selectors import Sel
from .words import (
    TRIGGER_WORDS,
    UNTIL_WORDS,
    ability_words,
    counter_words,
    granted_words,
    stat_words,
)

if TYPE_CHECKING:
    from .cards import CardDef
    from .effects import Resolve
    from .game import Game

#: what a question asking for a target says when nothing better is known
BARE = "choose a target"

#: step class -> what it does to the references it acts on: (the field naming one, its
#: words: a function of the step giving a phrase, None when it has none)
DONE: dict[type, list[tuple[str, Callable[[Any], str | None]]]] = {}

#: steps whose nested steps do what they say X times (their amounts are not the amounts
#: done): not told
SCALED = {WithX}


def say_done(cls: type, words: str | Callable[[Any], str | None], field: str = "target"
             ) -> None:
    """Register what a step kind does to the object its ``field`` names, as the end of
    "choose a character to ..." ("be stunned", "get -2 DEF this turn")."""
    said = words if callable(words) else (lambda _step, w=words: w)
    DONE.setdefault(cls, []).append((field, said))


def what_happens(steps: Any, ref: str) -> tuple[list[str], list[str]]:
    """What the steps do to the target ``ref`` names: (what they do for sure, what they
    may do: under a condition), each phrase once, in the steps' order."""
    sure: list[str] = []
    maybe: list[str] = []
    for step, certain, _rest in _walk(steps, True, ref):
        if certain is None:
            continue
        for field, words in DONE.get(type(step), ()):
            said = words(step) if getattr(step, field, None) == ref else None
            if said and said not in sure and said not in maybe:
                (sure if certain else maybe).append(said)
    return sure, maybe


def _walk(steps: Any, certain: bool | None, ref: str = "", after: tuple[Any, ...] = ()
          ) -> Iterator[tuple[Any, bool | None, tuple[Any, ...]]]:
    """Each step, nested ones too, with whether it runs whenever the effect does with
    the target ``ref`` names (an "if" on the target itself: whenever there is one; None
    under a ``with-x``, whose amounts are multiplied) and the steps that run after it
    (its own list's, then those after the step holding it)."""
    steps = tuple(steps or ())
    for i, step in enumerate(steps):
        rest = (*steps[i + 1:], *after)
        yield step, certain, rest
        if not attrs.has(type(step)):
            continue
        inner = None if certain is None or type(step) in SCALED else \
            certain and isinstance(step, If) and step.ref == ref and \
            step.at_least is None and step.at_most is None
        for f in attrs.fields(type(step)):
            value = getattr(step, f.name)
            if isinstance(value, (tuple, list)) and value and \
                    all(isinstance(s, Step) for s in value):
                yield from _walk(value, inner, ref, rest)


def happens_words(steps: Any, ref: str) -> str | None:
    """"get -2 DEF this turn and be stunned", "perhaps be stunned": the end of "choose
    ... to"; None when no step using the target has words."""
    sure, maybe = (_merged(said) for said in what_happens(steps, ref))
    if not sure and not maybe:
        return None
    said = " and ".join(sure)
    if maybe:
        said += (", and perhaps " if sure else "perhaps ") + " and ".join(maybe)
    return said


#: a stat change's phrase: its amount and stat, then how long and how much it lasts
_STAT_CHANGE = re.compile(r"^get ([+-]\d+ (?:ATK|DEF))(.*)$")


def _merged(phrases: list[str]) -> list[str]:
    """Stat changes that last alike said once: "get +1 ATK and +1 DEF this combat"."""
    out: list[str] = []
    for said in phrases:
        now = _STAT_CHANGE.match(said)
        last = _STAT_CHANGE.match(out[-1]) if out else None
        if now and last and now.group(2) == last.group(2) and " and " not in last.group(1):
            out[-1] = f"get {last.group(1)} and {now.group(1)}{now.group(2)}"
        else:
            out.append(said)
    return out


def target_prompt(head: str, what: str, steps: Any, ref: str, text: str = "") -> str:
    """The question asking for the target ``ref`` names: "{head}: choose {what} to
    {what happens to it}"; without words for it, the power's text after it ("{head}:
    choose a character (Target character gets ...)"), else "{head}: choose {what}"."""
    happens = happens_words(steps, ref)
    asked = f"choose {what}" if what else BARE
    if happens:
        return f"{head}: {asked} to {happens}"
    if text:
        return f"{head}: {asked} ({text.strip()})"
    return f"{head}: {asked}"


def effect_question(game: Game, res: Resolve, what: str, ref: str) -> str:
    """The question a step of a resolving effect asks for the target it stores in ``ref``:
    headed by the power's name (else its card's), the steps after it telling what
    happens to the target."""
    src = game.state.objects.get(res.source) if res.source is not None else None
    card = game.card(src) if src is not None else None
    return target_prompt(power_head(card, res.name), what, res.steps[res.index + 1:], ref,
                         power_text(card, res.name))


def power_head(card: CardDef | None, name: str) -> str:
    """What heads a power's question: its printed name or keyword, its card's name for a
    power printed without one."""
    head = ability_words(name)
    if card is not None and (not head or head.startswith(TRIGGER_WORDS)):
        return card.name
    return head or "Effect"


def step_questions(card: CardDef, name: str, steps: Any) -> list[str]:
    """The questions asking for a target that a power's steps ask as it resolves, each as
    it is asked (``PicksOne.question``): for card checks, without a game."""
    from .effects import PicksOne

    out = []
    for step, _certain, rest in _walk(steps, True):
        if not isinstance(step, PicksOne):
            continue
        what = step.what()
        if what is None:
            continue
        out.append(step.prompt if step.prompt != step.default_prompt else
                   target_prompt(power_head(card, name), what, rest, step.into,
                                 power_text(card, name)))
    return out


def power_text(card: CardDef | None, name: str) -> str:
    """The printed text of the power ``name`` of ``card`` (a plot twist's effect is named
    after its card: its first power with an effect), else the card's text."""
    if card is None:
        return ""
    for p in card.powers:
        if p.name.lower() == name.lower() and p.text:
            return p.text
    if card.name == name:
        for p in card.powers:
            if (p.effect or p.targets) and p.text:
                return p.text
    return card.text.splitlines()[0] if card.text else ""


# -- what may be chosen -----------------------------------------------------------------
#: selection kinds as nouns
KIND_WORDS = {"character": "character", "location": "location", "resource": "resource",
              "card-in-hand": "card in your hand", "equipment": "equipment", "any": "card"}
#: named tests that name what is chosen ("an attacker"), or describe it (after the noun)
TEST_NOUNS = {"attacker": "attacker", "defender": "defender", "team-attacker": "team attacker",
              "attacker-or-defender": "attacker or defender", "character": "character",
              "non-ongoing-plot-twist": "plot twist resource (not ongoing)"}
TEST_AFTER = {"entered-this-turn": "that came into play this turn",
              "team-attacked": "that was in a team attack this turn",
              "not-defending": "that is not defending", "cosmic-counter": "with a cosmic counter"}
TEST_BEFORE = {"stunned": "stunned", "cosmic": "cosmic", "face-up-resource": "face-up"}


def selection_words(sel: Sel, article: bool = True) -> str:
    """What a selection finds, in words: "an enemy character", "a stunned character of
    yours", "a Future Foes character", "a resource with cost 3 or less"."""
    noun = KIND_WORDS.get(sel.kind, sel.kind)
    if sel.role in ("attacker", "defender"):
        noun = sel.role
    before: list[str] = []
    after: list[str] = []
    for test in sel.tests:
        word, _, value = test.partition(":")
        if word == "team":
            before.append(value)
        elif test in TEST_NOUNS:
            noun = TEST_NOUNS[test]
        elif test in TEST_BEFORE:
            before.append(TEST_BEFORE[test])
        elif test in TEST_AFTER:
            after.append(TEST_AFTER[test])
    if sel.kind == "character" and sel.face_up is False:
        before.insert(0, "stunned")
    if sel.supporting:
        before.insert(0, "supporting")
    if sel.row is not None:
        after.insert(0, f"in the {'front' if sel.row == 'front' else 'back'} row")
    if sel.team:
        before.append(sel.team)
    if sel.side == "enemy":
        before.insert(0, "enemy")
    elif sel.side == "own":
        after.insert(0, "of yours")
    if sel.max_cost is not None:
        after.append(f"with cost {sel.max_cost} or less")
    if sel.counter is not None:
        after.append(f"with {counter_words(sel.counter, 1)}")
    if sel.exclude_source:
        before.insert(0, "other")
    words = " ".join([*before, noun, *after])
    return f"{an(words)} {words}" if article else words


def an(words: str) -> str:
    return "an" if words[:1].lower() in "aeiou" else "a"


# -- the core steps' words ----------------------------------------------------------------
def infinitive(words: str) -> str:
    """A log's "gets +2 ATK" as "get +2 ATK" (the end of "choose a character to ...")."""
    first, _, rest = words.partition(" ")
    verb = {"gets": "get", "has": "have", "is": "be", "gains": "gain", "loses": "lose",
            "won't": "not", "can't": "be unable to"}.get(first, first)
    return f"{verb} {rest}" if rest else verb


def _per(sel: Sel | None) -> str:
    return f" for each {selection_words(sel, article=False)}" if sel is not None else ""


def _modify(step: ModifyStat) -> str:
    return infinitive(stat_words(step.stat, step.op, step.amount, step.until)) + _per(step.per)


#: flags an edition's rules read (no words of their own in the log), as the end of
#: "choose a character to ..." when given (an edition adds its own)
FLAG_DONE: dict[str, str] = {}


def _grant(step: Grant) -> str | None:
    lose = step.op == "lose"
    words = granted_words(step.what, lose)
    said = infinitive(words) if words else None if lose else FLAG_DONE.get(step.what)
    return said + UNTIL_WORDS.get(step.until, "") if said else None


def _counters(step: PutCounters) -> str:
    each = f" for each {counter_words(step.per_counter, 1).removeprefix('a ')}" \
        f" on it" if step.per_counter else _per(step.per)
    return f"get {counter_words(step.kind, step.n)}{each}"


#: where a card goes, as the end of "choose a card to ..."
ZONE_DONE = {"hand": "return to its owner's hand", "deck": "go into its owner's deck",
             "ko": "go to its owner's KO pile", "removed": "be removed from the game",
             "resources": "go into a resource row", "front": "go into a front row",
             "back": "go into a back row"}


def zone_done(zone: str) -> str:
    return ZONE_DONE.get(zone, f"go to {zone}")


say_done(StunIt, "be stunned")
say_done(KoIt, "be KO'd")
say_done(Exhaust, "be exhausted")
say_done(Ready, "ready")
say_done(TurnFace, lambda s: f"turn face {'up' if s.up else 'down'}")
say_done(MoveTo, lambda s: zone_done(s.zone))
say_done(Put, lambda s: zone_done(s.zone))
say_done(ModifyStat, _modify)
say_done(Grant, _grant)
say_done(PutCounters, _counters)
say_done(RemoveCounters, lambda s: f"lose {counter_words(s.kind, s.n)}")
say_done(SwapAtkDef, lambda s: f"have its ATK and DEF swapped{UNTIL_WORDS.get(s.until, '')}")
say_done(ChangeControl, lambda s: "come under your control" if s.to == "controller"
         else "go back to its owner")
