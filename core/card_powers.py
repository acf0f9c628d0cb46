"""Card powers as data (docs/cards.md): a card file declares what a power does with the
engine's effect vocabulary (``core.effects`` steps, ``core.selectors.Sel`` selections,
``core.abilities`` power records), and this module checks that data and builds the
card's ``Script`` from it.

A power with data says *what* it does (``effect``, ``stat``, ``grant``, ``replaces``);
a power without data is done by the rules or by a Python script (the card then says
``script = "python"``). Effect words are the step names of ``core.effects``; a variant
adds its own words with ``effect_word`` (a 2PCG "gain-xp", an original "once-per-turn").
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import attrs

from . import effect_words as fxw
from . import effects as fx
from . import modifying_steps as mods
from .abilities import (
    EMPTY_SCRIPT,
    Activated,
    Replacement,
    Script,
    Static,
    Triggered,
    always_usable,
)
from .card_conditions import (
    EVENT_ARG_TESTS,
    EVENT_TESTS,
    all_of,
    check_tests,
    check_words,
    event_test_holds,
    holds,
    known_event_test,
)
from .cards import NOT_PLAIN, PLAIN_READERS, parse_keyword, plain_reader, words
from .errors import InputError
from .held_while_exhausted import WatchReadies, uses_duration
from .selectors import Sel, in_role, one_of, passes

if TYPE_CHECKING:
    import cattrs

    from .cards import CardDef, PowerDef
    from .game import Game
    from .objects import GameObject
    from .state import Event

#: effect words -> the step each makes (``do = "stun"`` -> ``StunIt``)
WORDS: dict[str, type[fx.Step]] = {
    "choose": fx.Choose, "choose-from": fx.ChooseFrom, "choose-option": fx.ChooseOption,
    "collect": fx.Collect, "matches": fx.Matches, "may": fx.May, "if": fx.If,
    "counters": mods.PutCounters, "remove-counters": mods.RemoveCounters,
    "modify": mods.ModifyStat, "grant": mods.Grant, "stun": fx.StunIt, "ko": fx.KoIt,
    "exhaust": fx.Exhaust, "ready": fx.Ready, "move": fx.MoveTo, "turn-face": fx.TurnFace,
    "remember": fx.Remember, "delay": fx.Delay, "change-control": fx.ChangeControl,
    "draw": fx.Draw, "call": fx.Call, "zone-cards": fx.ZoneCards, "rule": fx.GameRule,
    "mark-turn": fx.MarkTurn,
}
WORDS["filter"] = fx.Filter
WORDS["marked"] = fx.Marked
WORDS["bottom-in-order"] = fxw.BottomInOrder
WORDS.update({"unless": fxw.Unless, "if-equals": fxw.IfEquals, "random": fxw.RandomPick,
              "controller-of": fxw.ControllerOf, "named": fxw.Named,
              "reveal-hand": fxw.RevealHand, "reveal": fxw.Reveal, "shuffle": fxw.Shuffle,
              "with-x": fxw.WithX,
              "swap-atk-def": fxw.SwapAtkDef, "of-player": fxw.OfPlayer,
              "teams-of": fxw.TeamsOf, "with-team": fxw.WithTeam,
              "by-cost": fxw.ByCost, "win-game": fxw.WinGame,
              "put": fxw.Put, "players": fxw.Players, "for-each-player": fxw.ForEachPlayer,
              "if-mode": fxw.IfMode, "controls-named": fxw.ControlsNamed,
              "name-card": fxw.NameCard, "join": fxw.Join, "one-per-card": fxw.OnePerCard,
              "copies-of": fxw.CopiesOf, "choose-each": fxw.ChooseEach})
#: words that are another word with one field set ("lose" is "grant" with op = "lose")
PRESETS: dict[str, tuple[str, dict[str, Any]]] = {"lose": ("grant", {"op": "lose"})}

#: the powers kinds that carry an effect to use or trigger
DATA_KINDS = ("triggered", "continuous", "activated", "super", "level-up", "replacement",
              "text")
#: who an event is about, relative to the power's card (``when.subject``)
SUBJECTS = ("self", "other", "own", "other-own", "enemy", "any")
PLAYERS = ("you", "opponent", "any")


def effect_word(word: str, step: type[fx.Step]) -> None:
    """Let card data say ``do = word`` for ``step`` (a variant's own steps)."""
    if WORDS.get(word, step) is not step:
        raise ValueError(f"two steps for the effect word {word!r}")
    WORDS[word] = step


# -- conditions ----------------------------------------------------------------------------
@attrs.frozen
class When:
    """What a triggered power's event must be: whose it is (``subject``: the object the
    event is about; ``player``: the player it is about; ``cause``: "self" when the
    power's card caused it) and where the card must be (``source_row``)."""

    subject: str = attrs.field(default="any", validator=one_of(*SUBJECTS))
    player: str = attrs.field(default="any", validator=one_of(*PLAYERS))
    cause: str = attrs.field(default="any", validator=one_of("self", "any"))
    source_row: str | None = attrs.field(
        default=None, validator=attrs.validators.optional(one_of("front", "back")))
    #: true: only while the card is attacking (false: only while it is not)
    attacking: bool | None = None
    #: only while this card has the flag (or keyword) a power of its gave it
    flag: str | None = None
    #: only if this card noted ``marked`` this turn (``mark-turn``); ``unmarked``: not
    marked: str | None = None
    unmarked: str | None = None
    #: an event test word of the variant (``card_conditions.event_test``), tested last
    test: str | None = None
    #: named object tests (``Sel.tests``, a variant's) the object the event is about
    #: passes ("a cosmic character you control")
    subject_tests: tuple[str, ...] = ()
    #: facts the event records that must be true ("while defending": the rules note
    #: ``defending`` on a stun)
    event_flags: tuple[str, ...] = ()

    def __call__(self, game: Game, src: GameObject, event: Event) -> bool:
        if self.subject != "any" and not _subject_ok(game, self.subject, src, event):
            return False
        if self.player != "any":
            mine = event.player == src.controller
            if mine != (self.player == "you"):
                return False
        if self.cause == "self" and event.source != src.uid:
            return False
        if self.attacking is not None and attacking(game, src.uid) != self.attacking:
            return False
        if self.source_row is not None and src.zone != self.source_row:
            return False
        if self.flag is not None and not game.flag(src, self.flag):
            return False
        if self.marked is not None and src.memory.get(self.marked) != game.state.turn:
            return False
        if self.unmarked is not None and src.memory.get(self.unmarked) == game.state.turn:
            return False
        if self.event_flags and not all(event.data.get(f) for f in self.event_flags):
            return False
        if self.subject_tests:
            obj = game.state.objects.get(event.subject) if event.subject is not None else None
            if obj is None or not all(passes(t, game, obj, src.controller, src.uid)
                                      for t in self.subject_tests):
                return False
        return self.test is None or event_test_holds(self.test, game, src, event)


def attacking(game: Game, uid: int) -> bool:
    """Whether ``uid`` is an attacker in the current attack (the original edition keeps
    the attack in ``flags["attack"]``, 2PCG its attackers in ``flags["attackers"]``)."""
    return in_role(game, uid, "attacker")


def _subject_ok(game: Game, wanted: str, src: GameObject, event: Event) -> bool:
    subject = event.subject
    if wanted == "self":
        # a card that left play is a new object; the event names the one it was ("old")
        return subject == src.uid or event.data.get("old") == src.uid
    obj = game.state.objects.get(subject) if subject is not None else None
    if obj is None:
        return False
    if wanted == "other":
        return obj.uid != src.uid
    if wanted == "own":
        return obj.controller == src.controller
    if wanted == "other-own":
        return obj.controller == src.controller and obj.uid != src.uid
    return obj.controller != src.controller  # enemy


# -- once per turn ---------------------------------------------------------------------------
@attrs.frozen
class MarkUsed(fx.Step):
    """A "once per turn" power notes its use on its card (a card that leaves play and
    comes back is a new object, with no such note)."""

    name: str

    def run(self, game: Game, res: fx.Resolve) -> None:
        src = game.state.objects.get(res.source) if res.source is not None else None
        if src is not None:
            game.mark(src.uid, "once:" + self.name)


def used_this_turn(game: Game, src: GameObject, name: str) -> bool:
    return src.memory.get("once:" + name) == game.state.turn


#: how long a change made by an effect lasts (``until``)
DURATIONS = ("end-of-turn", "end-of-combat", "next-turn", "source-leaves-play", "never",
             "while-source-exhausted")


def _check_durations(step: fx.Step, file: str, where: str) -> None:
    until = getattr(step, "until", None)
    # a step may take durations of its own (``DURATIONS`` on its class)
    allowed = getattr(type(step), "DURATIONS", DURATIONS)
    if until is not None and until not in allowed:
        raise InputError(file, f"{where}.until", f"must be one of: {', '.join(allowed)}")
    for field in ("then", "steps"):
        for i, inner in enumerate(getattr(step, field, ()) or ()):
            _check_durations(inner, file, f"{where}.{field}[{i}]")


# -- structuring ---------------------------------------------------------------------------
# Power data is read the way card files are (``core/cards.py``): data that already has
# exactly the declared types (all the bundled cards) is built directly, which spares the
# first game of a process cattrs' making of a structuring function for every step class
# it meets (most of that game's time, several times what playing it takes); anything
# else goes through cattrs, which converts it or reports the located error. In the
# checked mode (core/checked.py) every value built directly is compared with cattrs'.
def _step_class(data: Any) -> tuple[type[fx.Step], dict[str, Any]]:
    """The step class a step table's ``do`` word names, and the table's other keys (with
    a preset's fields); ValueError when the table names no step."""
    if not isinstance(data, dict):
        raise ValueError("a step is a table like { do = \"stun\", target = \"t\" }")
    body = dict(data)
    word = body.pop("do", None)
    if word in PRESETS:
        word, preset = PRESETS[word]
        body = {**preset, **body}
    cls = WORDS.get(word) if isinstance(word, str) else None
    if cls is None and isinstance(word, str) and _load_variant_words():
        cls = WORDS.get(word)
    if cls is None:
        raise ValueError(f"unknown effect word do = {word!r} (known: "
                         f"{', '.join(sorted({*WORDS, *PRESETS}))})")
    return cls, body


@functools.cache
def converter() -> cattrs.Converter:
    """cattrs for power data: unknown keys are errors; a step table is dispatched on its
    ``do`` word."""
    import cattrs

    conv = cattrs.Converter(forbid_extra_keys=True)

    def step(data: Any, _t: Any) -> fx.Step:
        cls, body = _step_class(data)
        return conv.structure(body, cls)

    conv.register_structure_hook_func(lambda t: t is fx.Step, step)  # not its subclasses
    # a list of words is a list ("Dr. Doom" alone is not eight one-letter names)
    conv.register_structure_hook_func(lambda t: t == tuple[str, ...], words)
    # no conversions: "yes" is not a boolean, 2.5 not a count (cattrs would convert them)
    for typ, what in ((bool, "true or false"), (int, "a whole number"), (str, "a string")):
        conv.register_structure_hook(typ, _exactly(typ, what))
    for typ, read in _READERS.items():
        conv.register_structure_hook(typ, _hook(read))
    return conv


#: the types a variant's power data reads its own way (``data_type``)
_READERS: dict[Any, Callable[[Any], Any]] = {}


def data_type(typ: Any, read: Callable[[Any], Any]) -> None:
    """Power data gives a ``typ`` as ``read(data)`` says (``read`` raises ValueError for
    data it refuses; ``value`` reads the parts), both when built directly and by cattrs."""
    _READERS[typ] = read
    PLAIN_READERS[typ] = _plain_hook(read)
    if converter.cache_info().currsize:
        converter().register_structure_hook(typ, _hook(read))


def _hook(read: Callable[[Any], Any]) -> Callable[[Any, Any], Any]:
    return lambda data, _t: read(data)


def _plain_hook(read: Callable[[Any], Any]) -> Callable[[Any], Any]:
    def plain(data: Any) -> Any:
        try:
            return read(data)
        except Exception:  # cattrs reads it again and reports it, located
            return NOT_PLAIN
    return plain


def _plain_step(data: Any) -> Any:
    """A step built directly from its table, or ``NOT_PLAIN``."""
    try:
        cls, body = _step_class(data)
    except ValueError:
        return NOT_PLAIN
    return plain_reader(cls)(body)


PLAIN_READERS[fx.Step] = _plain_step


def value(data: Any, typ: Any) -> Any:
    """``data`` as ``typ``: built directly when it has exactly the declared types, else by
    cattrs (which raises its own errors)."""
    found = plain_reader(typ)(data)
    if found is NOT_PLAIN:
        _hints()
        return converter().structure(data, typ)
    return found


_LOADED_WORDS = False


def _load_variant_words() -> bool:
    """Load every registered variant's rules once (they add their effect words): a card
    file may be read before its edition's rules are (a variant registers lazily).
    Whether it loaded them now."""
    global _LOADED_WORDS
    if _LOADED_WORDS:
        return False
    _LOADED_WORDS = True
    from .plugins import default_registry

    for variant in list(default_registry().variants.values()):
        variant.load_rules()
    return True


def load_variant_words() -> bool:
    """``_load_variant_words`` for the other modules of card data (conditions, tests)."""
    return _load_variant_words()


def _exactly(typ: type, what: str) -> Callable[[Any, Any], Any]:
    def check(value: Any, _t: Any) -> Any:
        if type(value) is not typ:
            raise ValueError(f"must be {what}, got {value!r}")
        return value
    return check


def _hints() -> None:
    """The step classes' annotations name ``Step`` and ``Sel``: resolved once, so cattrs
    reads real types."""
    for cls in (*WORDS.values(), Sel, When):
        attrs.resolve_types(cls)  # (attrs does each class once)


def structure(data: Any, typ: Any, file: str, where: str) -> Any:
    """``data`` as ``typ``; a problem raises ``InputError`` naming ``file``, the key path
    under ``where`` and what is wrong."""
    found = plain_reader(typ)(data)
    if found is not NOT_PLAIN:
        from .checked import checked_by_default

        if checked_by_default():
            _compare_with_cattrs(found, data, typ, file, where)
        return found
    return _by_cattrs(data, typ, file, where)


def _by_cattrs(data: Any, typ: Any, file: str, where: str) -> Any:
    from .cards import format_cattrs_error

    _hints()
    try:
        return converter().structure(data, typ)
    except Exception as exc:  # cattrs raises ClassValidationError / exception groups
        problems = format_cattrs_error(exc, where)
        path, what = problems[0] if problems else (where, str(exc))
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        raise InputError(file, path, what + more) from None


def _compare_with_cattrs(found: Any, data: Any, typ: Any, file: str, where: str) -> None:
    """The checked mode: power data built directly must be what cattrs makes of it."""
    from .checked import CheckedModeError

    try:
        made = _by_cattrs(data, typ, file, where)
    except InputError as exc:
        raise CheckedModeError(f"{file}: {where}: built directly, but cattrs refuses it: "
                               f"{exc}") from None
    if made != found:
        raise CheckedModeError(f"{file}: {where}: built directly as {found!r}, but cattrs "
                               f"makes {made!r}")


def steps(data: tuple[Any, ...], file: str, where: str) -> tuple[fx.Step, ...]:
    out = tuple(structure(d, fx.Step, file, f"{where}[{i}]") for i, d in enumerate(data))
    for i, step in enumerate(out):
        _check_durations(step, file, f"{where}[{i}]")
        _check_step_tests(step, file, f"{where}[{i}]")
    return out


def _check_step_tests(step: fx.Step, file: str, where: str) -> None:
    sel = getattr(step, "sel", None)
    sel = getattr(sel, "sel", sel)  # a variant's selector around a selection
    if isinstance(sel, Sel):
        check_tests(sel.tests, file, f"{where}.sel.tests")
    for field in ("then", "steps"):
        for i, inner in enumerate(getattr(step, field, ()) or ()):
            _check_step_tests(inner, file, f"{where}.{field}[{i}]")


#: targets that are not objects, read by the variant that has them: a one-key table's key
#: -> how its value is read (the original's ``{ players = "any" }``, ``{ links = [...] }``);
#: what is read answers ``exists`` and ``ok`` as a selection does
TARGET_KINDS: dict[str, Callable[[Any], Any]] = {}


def target_kind(key: str, read: Callable[[Any], Any]) -> None:
    """Let an activated power's ``targets`` say ``{ key = value }`` (``read`` raises
    ValueError for a value it refuses)."""
    if TARGET_KINDS.get(key, read) is not read:
        raise ValueError(f"two readers for the target kind {key!r}")
    TARGET_KINDS[key] = read


def target(data: Any, file: str, where: str) -> Any:
    """One of an activated power's ``targets``: a selection, or a kind of target a
    variant reads (``TARGET_KINDS``)."""
    if isinstance(data, dict) and len(data) == 1:
        key = next(iter(data))
        if key not in TARGET_KINDS and key not in attrs.fields_dict(Sel):
            _load_variant_words()
        if key in TARGET_KINDS:
            try:
                return TARGET_KINDS[key](data[key])
            except ValueError as exc:
                raise InputError(file, f"{where}.{key}", str(exc)) from None
    return selection(data, file, where)


def selection(data: Any, file: str, where: str) -> Sel:
    if data == "self":
        return Sel("any")
    sel = structure(data, Sel, file, where)
    check_tests(sel.tests, file, f"{where}.tests")
    return sel


def when_of(data: Any, file: str, where: str) -> When:
    """A ``when`` table; its ``test`` must be a condition word of a variant."""
    when: When = structure(data, When, file, where)
    check_tests(when.subject_tests, file, f"{where}.subject_tests")
    if when.test is not None and not known_event_test(when.test):
        _load_variant_words()
        if not known_event_test(when.test):
            known = sorted({*EVENT_TESTS, *(f"{w}:<value>" for w in EVENT_ARG_TESTS)})
            raise InputError(file, f"{where}.test", f"unknown condition word {when.test!r} "
                             f"(known: {', '.join(known)})")
    return when


def has_data(power: PowerDef) -> bool:
    """Whether the power says what it does (an effect, a change, a replacement, a note,
    or only what it costs: "as an additional cost to play, choose ...")."""
    return bool(power.effect or power.stat or power.grant or power.replaces or power.flag
                or power.pay or power.kind == "note")


#: the keywords with a value whose form an edition's rules read (``recruit-discount:
#: entered/Teen Titans``): the keyword's word -> what is wrong with a value (None: nothing)
KEYWORD_VALUES: dict[str, Callable[[int | str | bool], str | None]] = {}


def keyword_value(word: str) -> Callable[[Callable[[int | str | bool], str | None]],
                                         Callable[[int | str | bool], str | None]]:
    """Register what makes a value of the keyword ``word`` well formed (a variant's rules
    module, for the keyword its rules read)."""
    def register(check: Callable[[int | str | bool], str | None],
                 ) -> Callable[[int | str | bool], str | None]:
        KEYWORD_VALUES[word] = check
        return check
    return register


def check_keywords(card: CardDef, file: str, where: str) -> None:
    """Every keyword value the rules read has a form they understand."""
    if not any(":" in k for k in card.keywords):
        return
    _load_variant_words()
    for j, text in enumerate(card.keywords):
        word, value = parse_keyword(text)
        check = KEYWORD_VALUES.get(word)
        why = check(value) if check is not None else None
        if why is not None:
            raise InputError(file, f"{where}.keywords[{j}]", f"{text!r}: {why}")


def check_card(card: CardDef, file: str, where: str) -> None:
    """Every keyword value and every power's data is well formed (the same checks
    ``script_of_data`` makes)."""
    check_keywords(card, file, where)
    build(card, file, where)


# -- building a card's script -----------------------------------------------------------------
#: per card: its script from data (the card is kept: the rules lab makes up different cards
#: under the same id)
_BUILT: dict[tuple[int, frozenset[str]], tuple[CardDef, Script]] = {}


def script_of_data(card: CardDef, look_back: frozenset[str] | None = None) -> Script:
    """The powers ``card`` declares as data (``EMPTY_SCRIPT`` when none does);
    ``look_back``: the events whose "when this ..." powers are checked on the card as it
    was just before (an edition's events that carry that picture; ``LOOK_BACK`` by
    default)."""
    if not any(has_data(p) for p in card.powers):
        return EMPTY_SCRIPT
    events = LOOK_BACK if look_back is None else look_back
    found = _BUILT.get((id(card), events))
    if found is None or found[0] is not card:
        found = _BUILT[(id(card), events)] = (card, build(card, "<cards>", card.id, events))
    return found[1]


def build(card: CardDef, file: str, where: str,
          look_back_events: frozenset[str] | None = None) -> Script:
    triggered: list[Triggered] = []
    static: list[Static] = []
    replacements: list[Replacement] = []
    activated: list[Activated] = []
    for i, p in enumerate(card.powers):
        if not has_data(p):
            continue
        at = f"{where}.powers[{i}]"
        if p.kind == "keyword":
            raise InputError(file, f"{at}.kind", "a keyword stays one word (in the card's "
                             "keywords): the rules give its power; write other powers "
                             "with another kind")
        effect = steps(p.effect, file, f"{at}.effect")
        check_words(p.only_if, file, f"{at}.only_if")
        only_if = holds(p.only_if, card.name if card.type == "plot-twist" and
                        not (p.replaces or p.stat or p.grant or p.event) else p.name)
        kind = "level-up" if p.kind == "level-up" else \
            "keyword" if p.kind == "keyword" else "super" if p.kind == "super" else "text"
        if p.kind == "note":
            triggered.append(_note(p, file, at, only_if))
        elif p.replaces:
            replacements.append(_replacement(p, effect, file, at, only_if))
        elif p.stat or p.grant or p.flag:
            static.append(_static(p, kind, file, at, only_if))
        elif p.event:
            when = when_of(p.when or {}, file, f"{at}.when")
            condition: Any = when if only_if is None else _when_and(when, only_if)
            if p.once_per_turn:
                condition = _not_used(condition, p.name)
                effect = (MarkUsed(p.name), *effect)
            if _lasts_this_attack(effect):
                condition = _in_attack(condition)
            look_back = p.event in LOOK_BACK
            triggered.append(Triggered(p.name, p.event, effect, condition, optional=p.may,
                                       look_back=when.subject == "self" and p.event in
                                       (look_back_events or LOOK_BACK),
                                       level_up=p.kind == "level-up", kind=kind))
            if look_back and when.subject in ("any", "own"):
                # "whenever a character leaves play" also sees its own card leave: that
                # is seen on the card as it was just before (look-back, 502.4)
                triggered.append(Triggered(p.name, p.event, effect, condition, optional=p.may,
                                           look_back=True, level_up=p.kind == "level-up",
                                           kind=kind))
        else:
            if p.kind not in ("activated", "super", "text"):
                raise InputError(file, f"{at}.kind", f"a {p.kind} power with an effect "
                                 "needs an event (a triggered power), or is activated")
            name = card.name if card.type == "plot-twist" else p.name
            targets = tuple(target(t, file, f"{at}.targets[{j}]")
                            for j, t in enumerate(p.targets))
            needs = (selection(p.needs_target, file, f"{at}.needs_target"),) \
                if p.needs_target is not None else ()
            effect = _delays_keep_legal(effect, targets)
            cost = steps(p.pay, file, f"{at}.pay")
            if uses_duration(effect):  # "while ... remains exhausted": readies counted
                cost = (WatchReadies(), *cost)
            if p.once_per_turn:  # noted as it is paid (original) or used (2PCG)
                cost, effect = (MarkUsed(name), *cost), (MarkUsed(name), *effect)
            activated.append(Activated(name, effect, _usable(p, name, targets + needs, only_if),
                                       cost=cost, targets=targets, zone=p.zone or "play",
                                       while_stunned=p.while_stunned))
    return Script(tuple(triggered), tuple(static), tuple(replacements), tuple(activated))


#: events after which a power of the card the event is about is checked on the card as it
#: was ("when this becomes stunned": it is stunned or gone now)
LOOK_BACK = frozenset({"stunned", "leaves-play", "ko"})


def _usable(p: PowerDef, name: str, targets: tuple[Any, ...],
            only_if: Callable[[Game, GameObject], bool] | None = None,
            ) -> Callable[[Game, GameObject], bool]:
    """A power with targets needs something to target (FAQ: a targeted power can't be
    used without one); a once-per-turn power, not to have been used this turn; a power
    with ``only_if``, its conditions to hold. Asked in that order (once per turn, the
    conditions in the card's order, each target), the first that fails deciding."""
    checks: list[Callable[[Game, GameObject], bool]] = []
    if p.once_per_turn:
        checks.append(lambda game, src: not used_this_turn(game, src, name))
    if only_if is not None:
        checks.append(only_if)
    checks += [_has_target(t) for t in targets]
    return all_of(checks) if checks else always_usable


def _has_target(sel: Any) -> Callable[[Game, GameObject], bool]:
    def check(game: Game, src: GameObject) -> bool:
        return sel.exists(game, src.controller, src.uid)
    return check


@attrs.frozen
class KeepLegal(fx.Step):
    """A delayed trigger's targets, chosen as the power that made it was played, checked
    again as it resolves: one gone or no longer legal is dropped, and nothing is done to
    it (seed 000 rule 513.4c)."""

    targets: tuple[Any, ...]

    def run(self, game: Game, res: fx.Resolve) -> None:
        objs = game.state.objects
        for i, sel in enumerate(self.targets):
            value = res.ctx.get(f"t{i}")
            if value is None:
                continue
            if not isinstance(sel, Sel):  # a player, an effect on the chain
                if not sel.ok(game, value, res.controller, res.source):
                    res.ctx[f"t{i}"] = None
                continue
            obj = objs.get(value) if isinstance(value, int) else None
            if obj is None or not sel.matches(game, obj, res.controller, res.source):
                res.ctx[f"t{i}"] = None


def _delays_keep_legal(effect: tuple[fx.Step, ...], targets: tuple[Any, ...],
                       ) -> tuple[fx.Step, ...]:
    """The delayed triggers an activated power makes (``delay``, also under a "may" or
    an "if") start by checking its targets again."""
    if not targets:
        return effect
    out: list[fx.Step] = []
    for step in effect:
        if isinstance(step, fx.Delay):
            step = attrs.evolve(step, steps=(KeepLegal(targets), *step.steps))
        elif isinstance(step, (fx.May, fx.If)):
            step = attrs.evolve(step, then=_delays_keep_legal(step.then, targets))
        out.append(step)
    return tuple(out)


def _lasts_this_attack(effect: tuple[fx.Step, ...]) -> bool:
    """Whether the effect makes a modifier lasting "this attack" (``end-of-combat``), in
    its own steps or under a "may" / "if" (a delayed trigger's steps are its own)."""
    return any(getattr(s, "until", None) == "end-of-combat" or
               _lasts_this_attack(tuple(getattr(s, "then", ()) or ())) for s in effect)


def _in_attack(condition: Callable[[Game, GameObject, Event], bool],
               ) -> Callable[[Game, GameObject, Event], bool]:
    """A triggered power whose effect makes a modifier lasting "this attack" triggers only
    inside an attack (seed 000 rule 502.7): the original edition's attack in progress
    (``flags["attack"]``), 2PCG's combat (``flags["combat"]``)."""
    def in_attack(game: Game, src: GameObject, event: Event) -> bool:
        flags = game.state.flags
        return bool(flags.get("attack") or flags.get("combat")) and condition(game, src, event)
    return in_attack


def _note(p: PowerDef, file: str, at: str,
          only_if: Callable[[Game, GameObject], bool] | None) -> Triggered:
    """A ``note``: when its event happens as ``when`` (and ``only_if``) says, the card notes
    ``mark`` for the turn, as ``mark-turn`` would; it never triggers (nothing waits to
    resolve, nothing is asked), so "if ... has already ... this turn" can read it
    (``when.marked``, the ``marked`` step)."""
    if not p.event or not p.mark or p.effect:
        raise InputError(file, f"{at}.kind", "a note needs an event and a mark, and has no "
                         "effect")
    when = when_of(p.when or {}, file, f"{at}.when")
    condition: Any = when if only_if is None else _when_and(when, only_if)
    key = p.mark

    def notes(game: Game, src: GameObject, event: Event) -> bool:
        if condition(game, src, event):
            game.mark(src.uid, key)
        return False
    return Triggered(p.name, p.event, (), notes)


def _when_and(when: Callable[[Game, GameObject, Event], bool],
              only_if: Callable[[Game, GameObject], bool],
              ) -> Callable[[Game, GameObject, Event], bool]:
    def condition(game: Game, src: GameObject, event: Event) -> bool:
        return when(game, src, event) and only_if(game, src)
    return condition


def _not_used(when: Callable[[Game, GameObject, Event], bool], name: str,
              ) -> Callable[[Game, GameObject, Event], bool]:
    """"This power triggers only once per turn": not if it resolved this turn, nor while
    it has triggered and not resolved yet (it triggers off the first event only, and off
    one of several simultaneous ones: seed 000 rule 502.2a)."""
    def condition(game: Game, src: GameObject, event: Event) -> bool:
        return not used_this_turn(game, src, name) and not _triggered(game, src.uid, name) \
            and when(game, src, event)
    return condition


def _triggered(game: Game, uid: int, name: str) -> bool:
    """Whether ``uid``'s power ``name`` has triggered and waits to go on the chain or to
    resolve."""
    st = game.state
    return any(w.source == uid and w.ability == name for w in st.waiting_triggers) or \
        any(link.trigger is not None and link.trigger.source == uid
            and link.trigger.ability == name for link in st.chain)


def _static(p: PowerDef, kind: str, file: str, at: str,
            only_if: Callable[[Game, GameObject], bool] | None = None) -> Static:
    scope = selection(p.scope if p.scope is not None else "self", file, f"{at}.scope")
    own = p.scope is None or p.scope == "self"
    amount: Any
    if p.flag:
        stat, op, amount = p.flag, p.op or "grant", True
        if op not in ("grant", "lose"):
            raise InputError(file, f"{at}.op", "with flag, op is grant or lose")
    elif p.grant:
        stat, op, amount = "kw:" + p.grant.lower(), p.op or "grant", True
        if op not in ("grant", "lose"):
            raise InputError(file, f"{at}.op", "with grant, op is grant or lose")
    else:
        if p.op not in (None, "add", "set"):
            raise InputError(file, f"{at}.op", "with stat, op is add or set")
        if p.amount is None:
            raise InputError(file, f"{at}.amount", f"a power changing {p.stat} needs an amount")
        stat, op, amount = str(p.stat), p.op or "add", p.amount
    value = _constant(amount)

    def applies(game: Game, src: GameObject, obj: GameObject) -> bool:
        if only_if is not None and not only_if(game, src):
            return False
        if own:
            return obj.uid == src.uid
        return scope.matches(game, obj, src.controller, src.uid)
    return Static(p.name, stat, op, value, applies, kind=kind)


def _constant(v: Any) -> Callable[[Game, GameObject, GameObject], Any]:
    return lambda _game, _src, _obj: v


#: the context key naming the replacement whose effect a resolve is (its card and power):
#: the events that effect makes can't be replaced by that replacement again (seed 000
#: 513.5i), which an edition's rules read (``fx.StunIt`` passes it on as a stun happens)
REPLACING = fx.REPLACING


def _replacement(p: PowerDef, effect: tuple[fx.Step, ...], file: str, at: str,
                 only_if: Callable[[Game, GameObject], bool] | None = None) -> Replacement:
    """"If <event> would happen (to the card, or to what ``when`` says), <effect>
    instead": the event does not happen, the effect resolves in its place."""
    # by default about this card; a draw is about a player: by default its controller's
    default = {"player": "you"} if p.replaces == "draw" else {"subject": "self"}
    when = when_of(p.when if p.when is not None else default, file, f"{at}.when")
    name = p.name

    def replace(game: Game, src: GameObject, event: Event) -> Event | None:
        if not effect:
            return None  # "instead, nothing happens"
        ctx = {"event.subject": event.subject, "event.player": event.player,
               "event.source": event.source, REPLACING: [src.uid, name]}
        if fx.REPLACED_BY in event.data:  # (a draw) the replacements it went through
            ctx[fx.REPLACED_BY] = event.data[fx.REPLACED_BY]
        game.push(fx.new_resolve(list(effect), src.controller, src.uid, name, ctx))
        return None
    applies: Callable[[Game, GameObject, Event], bool] = \
        when if only_if is None else _when_and(when, only_if)
    return Replacement(p.name, str(p.replaces), replace, applies, optional=p.may)
