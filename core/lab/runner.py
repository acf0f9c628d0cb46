"""Runs scenario files: builds the position, plays the script, checks expectations.

Generic: the variant supplies the position set-up (``setup_position``) and turns
scripted actions into choices (``lab_choice``) through its plugin."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import attrs

from ..cards import check_powers, structure_card
from ..combat import value as counted_value
from ..decisions import (
    Attack,
    Choice,
    Move,
    Pass,
    Pick,
    PickMany,
    PlayResource,
    Recruit,
    YesNo,
)
from ..errors import IllegalChoice, InputError, VsrulesError
from ..game import Game
from ..options import RULES_KEY, OptionError, parse_assignments, validate
from ..plugins import Registry, UnknownVariant
from ..setup import DeckSpec, Setup
from .answers import by_meaning, in_words, legal_answers, matching_powers, object_words
from .follow import Refused, follow_up
from .scenario import Entry, LabAction, Scenario, parse_scenario

FILLER = {"id": "lab:filler", "name": "Filler", "type": "character", "cost": 1, "atk": 1,
          "def": 1, "health": 1, "text": "A vanilla card made up by the rules lab."}
MAX_STEPS = 20_000
#: ``advance`` to the end of the game (a vsrules extension, docs/scenarios.md)
GAME_OVER = "game-over"


@attrs.define
class Check:
    label: str
    key: str
    expected: Any
    actual: Any

    @property
    def ok(self) -> bool:
        return _same(self.expected, self.actual)

    def line(self) -> str:
        if self.ok:
            return f"ok   {self.label}.{self.key} = {_show(self.expected)}"
        return f"FAIL {self.label}.{self.key}: expected {_show(self.expected)} got {_show(self.actual)}"


@attrs.define
class Result:
    scenario: Scenario
    variant: str
    checks: list[Check] = attrs.Factory(list)
    final: dict[str, Any] = attrs.Factory(dict)
    notes: list[str] = attrs.Factory(list)

    @property
    def passed(self) -> int:
        return sum(1 for c in self.checks if c.ok)

    @property
    def failed(self) -> int:
        return sum(1 for c in self.checks if not c.ok)


class LabGame:
    """A game built from a scenario, with its labels."""

    def __init__(self, scenario: Scenario, game: Game) -> None:
        self.scenario = scenario
        self.game = game
        self.labels: dict[str, int] = {}

    def trial(self) -> LabGame:
        """The same scenario on a copy of the game (an action tried without touching this
        one)."""
        copy = LabGame(self.scenario, self.game.clone())
        copy.labels = self.labels
        return copy

    # -- labels and references -----------------------------------------------------------
    def uid(self, label: str) -> int:
        """The current uid of a labelled card, following it through zone changes."""
        uid = self.labels[label]
        successors = self._successors()
        while uid in successors:
            uid = successors[uid]
        return uid

    def label_of(self, uid: int) -> str | int:
        """The label naming the object ``uid`` now (the uid itself when none does)."""
        return next((label for label in self.labels if self.uid(label) == uid), uid)

    def _successors(self) -> dict[int, int]:
        return {e.data["old"]: e.data["new"] for e in self.game.state.log
                if "old" in e.data and "new" in e.data}

    def ref(self, value: Any, where: str) -> Any:
        """A label -> uid, a player id -> player index; other values as they are."""
        if isinstance(value, list):
            return [self.ref(v, f"{where}[{i}]") for i, v in enumerate(value)]
        if isinstance(value, str):
            if value in self.labels:
                return self.uid(value)
            idx = self.scenario.player_index(value)
            if idx is not None:
                return idx
            if value.startswith("p") and value[1:].isdigit():
                raise InputError(self.scenario.path, where, f"unknown player {value!r}")
        return value

    def label_ref(self, action: LabAction, field: str) -> Any:
        value = action.fields[field]  # (a field an action needs is required when parsed)
        where = f"{action.where}.{field}"
        if isinstance(value, str) and value not in self.labels and \
                self.scenario.player_index(value) is None:
            raise InputError(self.scenario.path, where, f"unknown label {value!r}")
        return self.ref(value, where)

    # -- building ------------------------------------------------------------------------
    def place(self, player: int, zone: str, entry: Entry | None, *, card: str | None = None,
              ) -> int:
        """Create one object for a scenario entry (or a filler) in ``zone``."""
        game = self.game
        card_id = card or (entry.card if entry else "lab:filler")
        resolved = game.cards.resolve_id(card_id)
        if resolved is None:
            where = entry.where if entry else zone
            raise InputError(self.scenario.path, f"{where}.card", f"unknown card {card_id!r}")
        uid = game.new_object(resolved, player, zone)
        if entry is not None:
            obj = game.state.objects[uid]
            for kind, n in entry.counters.items():
                game.set_counter(uid, kind, n)
            game.set_column(uid, entry.column)
            obj.area = entry.area
            # stunned: face down and exhausted; resources face down; unless the entry says
            face_up = entry.face_up if entry.face_up is not None else \
                not entry.stunned and zone != "resources"
            game.turn_face(obj, face_up, stunned=entry.stunned,
                           exhausted=entry.exhausted or entry.stunned)
            if entry.label:
                self.labels[entry.label] = uid
        elif zone == "resources":
            game.turn_face(game.state.objects[uid], False)
        return uid

    def populate(self, zones: tuple[str, ...] = ("front", "back", "resources", "hand", "deck",
                                                  "ko", "removed")) -> None:
        """Put every listed entry (or filler count) of every player into its zone."""
        for ps in self.scenario.players:
            for zone in zones:
                content = ps.zones.get(zone, [])
                if isinstance(content, int):
                    for _ in range(content):
                        self.place(ps.index, zone, None)
                else:
                    for entry in content:
                        self.place(ps.index, zone, entry)

    def player(self, key: str, default: int = 0) -> int:
        pid = self.scenario.game.get(key)
        if pid is None:
            return default
        idx = self.scenario.player_index(pid)
        if idx is None:
            raise InputError(self.scenario.path, f"game.{key}", f"unknown player {pid!r}")
        return idx


def build(scenario: Scenario, registry: Registry, variant_id: str | None = None,
          options: Sequence[str] = ()) -> LabGame:
    """The scenario's position, set up as a game of the variant is (``prepare_game``) and
    then placed by the variant (``setup_position``). ``options``: ``NAME=VALUE`` rule
    options, over the scenario's ``[options]``."""
    vid = variant_id or scenario.variant
    try:
        variant = registry.variant(vid)
    except UnknownVariant as exc:
        raise InputError(scenario.path, "variant", str(exc)) from None
    custom = [FILLER]
    for cid, data in scenario.cards.items():
        body = {"id": cid, **data}
        card = structure_card(body, scenario.path, f"cards.{cid}")  # located errors now
        check_powers(card, scenario.path, f"cards.{cid}")
        custom.append(body)
    custom.extend(_foreign_cards(scenario, registry, vid))
    seed = int(scenario.game.get("seed", 0))
    chosen: dict[str, Any] = {}
    for name, value in scenario.options.items():
        try:
            chosen |= validate(variant, {name: value}, registry)
        except OptionError as exc:
            raise InputError(scenario.path, f"options.{name}", str(exc)) from None
    try:
        chosen |= parse_assignments(variant, options, registry)
    except OptionError as exc:
        raise InputError(scenario.path, "options", str(exc)) from None
    setup = Setup(vid, seed, [DeckSpec("lab", []) for _ in scenario.players],
                  players=[p.id for p in scenario.players], custom_cards=custom,
                  options={"lab": True, RULES_KEY: chosen} if chosen else {"lab": True})
    game = Game.create(variant, setup, registry.hooks, start=False)
    variant.prepare_game(game, setup)
    lab = LabGame(scenario, game)
    phase = scenario.game.get("phase")
    if phase is not None and phase not in variant.phases and phase in variant.phase_aliases:
        scenario.notes.append(f"phase {phase!r} runs as {variant.phase_aliases[phase]!r} "
                              f"under {vid}")
        scenario.game["phase"] = phase = variant.phase_aliases[phase]
    if phase is not None and phase not in variant.phases:
        raise InputError(scenario.path, "game.phase",
                         f"unknown phase {phase!r} for {vid} (known: {', '.join(variant.phases)})")
    variant.setup_position(game, lab)
    game.run()
    return lab


def _foreign_cards(scenario: Scenario, registry: Registry, vid: str) -> list[dict[str, Any]]:
    """Cards named ``other-variant:ID`` (a scenario run under another edition)."""
    from ..cards import card_converter

    conv = card_converter()
    out = []
    refs = {e.card for p in scenario.players for e in _entries(p)}
    for ref in sorted(refs):
        prefix, sep, rest = ref.partition(":")
        if sep and prefix != vid and prefix in registry.variants:
            db = registry.variants[prefix].card_db()
            if rest in db:
                body = conv.unstructure(db.get(rest))
                body["id"] = ref
                out.append(body)
                scenario.notes.append(f"card {ref} comes from the {prefix} card database")
    return out


def _entries(ps: Any) -> list[Entry]:
    out = [ps.main] if ps.main else []
    for content in ps.zones.values():
        if isinstance(content, list):
            out.extend(content)
    return out


# -- the script ----------------------------------------------------------------------------
def run_scenario(scenario: Scenario, registry: Registry, variant_id: str | None = None,
                 options: Sequence[str] = ()) -> Result:
    lab = build(scenario, registry, variant_id, options)
    result = Result(scenario, lab.game.variant.id, notes=list(scenario.notes))
    for action in scenario.actions:
        _settle(lab, action.where)
        if action.expect == "illegal":
            result.checks.append(_expect_illegal(lab, action))
        else:
            _perform(lab, action)
    _settle(lab, "end of script")
    if scenario.decisions == "strict" and lab.game.pending and not lab.game.pending.is_action:
        raise InputError(scenario.path, "do", f"unanswered decision: {lab.game.pending.prompt} "
                         f"(legal answers: {legal_answers(lab)})")
    result.notes = list(scenario.notes)
    result.checks.extend(check_expectations(lab))
    result.final = final_state(lab)
    return result


def _settle(lab: LabGame, where: str) -> None:
    """With ``decisions = "first"``, answer non-action decisions with their first option."""
    if lab.scenario.decisions != "first":
        return
    game = lab.game
    steps = 0
    while game.pending is not None and not game.pending.is_action:
        game.apply(game.pending.options[0])
        steps += 1
        if steps > MAX_STEPS:
            raise InputError(lab.scenario.path, where, "the game never waited on an action")


def _choice_for(lab: LabGame, action: LabAction) -> Choice | None:
    """The choice for one scripted action; None for the multi-step ones."""
    game = lab.game
    if action.action == "pass":
        return Pass()
    if action.action == "choose":
        raw = action.fields.get("choice")
        value = lab.ref(raw, f"{action.where}.choice")
        pending = game.pending
        meant = by_meaning(lab, raw, value)
        if meant is not None:
            return meant
        candidates: list[Choice]
        if isinstance(value, bool):
            # true/false answer yes/no; false (or "pass") also declines an optional choice
            candidates = [YesNo(value)] + ([Pass()] if not value else [])
        elif value == "pass":
            candidates = [Pass()]
        else:
            candidates = [PickMany(tuple(value))] if isinstance(value, list) else []
            candidates.append(Pick(value))
        if pending is not None:
            for c in candidates:
                # exact type match: True == 1 in Python, so Pick(True) would equal Pick(1)
                if any(c == o and type(getattr(o, "value", None)) is type(getattr(c, "value", None))
                       for o in pending.options):
                    return c
            if not any(type(o) in (Pick, PickMany, YesNo, Pass) for o in pending.options):
                return _variant_choice(lab, action)
        return candidates[-1]  # not a legal answer: the engine refuses it with its reason
    if action.action in ("resolve", "pass-all", "advance"):
        return None
    if action.action == "power" and isinstance(action.fields.get("name"), str):
        action = _named_power(lab, action)
    shared = _shared_choice(lab, action)
    return shared if shared is not None else _variant_choice(lab, action)


def _named_power(lab: LabGame, action: LabAction) -> LabAction:
    """The power ``name`` names, in any case; a printed name the card file splits into
    several powers names the one of them usable now (with the listed payment)."""
    source = lab.label_ref(action, "source")
    game = lab.game
    if not isinstance(source, int) or source not in game.state.objects:
        return action
    name = action.fields["name"]
    found = matching_powers(game, source, name)
    if len(found) > 1:
        found = _usable_powers(lab, action, found)
    if len(found) > 1:
        raise InputError(lab.scenario.path, f"{action.where}.name",
                         f"{name!r} names {len(found)} powers usable now: "
                         + ", ".join(f'"{n}"' for n in found) + "; write the one meant")
    if not found:
        return action
    return attrs.evolve(action, fields={**action.fields, "name": found[0]})


def _usable_powers(lab: LabGame, action: LabAction, names: list[str]) -> list[str]:
    """Of ``names``, the powers with which the whole action (targets, payment) goes
    through, tried on copies of the game (all of them if none does: the engine then
    refuses the first with its reason)."""
    usable = []
    for n in names:
        trial = lab.trial()
        try:
            act(trial, attrs.evolve(action, fields={**action.fields, "name": n}))
        except Refused:
            continue
        usable.append(n)
    return usable or names[:1]


def _shared_choice(lab: LabGame, action: LabAction) -> Choice | None:
    """The actions both editions share: attack, recruit, resource, move."""
    kind = action.action
    if kind == "attack":
        attackers = action.fields.get("attackers", [])
        attackers = attackers if isinstance(attackers, list) else [attackers]
        uids = tuple(lab.label_ref(_one(action, "attackers", a), "attackers") for a in attackers)
        raw = action.fields.get("defender")
        target = lab.scenario.player_index(raw) if isinstance(raw, str) else None
        if target is not None:
            return Attack(uids, None, target)
        return Attack(uids, lab.label_ref(action, "defender"))
    if kind == "recruit":
        return Recruit(lab.label_ref(action, "card"), _row(action.fields.get("row", "front")),
                       action.fields.get("column"))
    if kind == "equip":
        return _equip(lab, action)
    if kind == "resource":
        return PlayResource(lab.label_ref(action, "card"), bool(action.fields.get("face_up", False)))
    if kind == "move":
        uid = lab.label_ref(action, "character")
        column = action.fields.get("column")
        if column is None and uid in lab.game.state.objects:
            column = lab.game.state.objects[uid].column  # the same column, other row
        return Move(uid, _row(action.fields.get("row", "front")), column)
    return None


def _row(row: Any) -> Any:
    """``support`` (the original's word) and ``back`` (2PCG's) name the same row."""
    return "back" if row == "support" else row


def _equip(lab: LabGame, action: LabAction) -> Choice:
    """Put an equipment card from hand onto a character: the offered choice naming both."""
    card, host = lab.label_ref(action, "card"), lab.label_ref(action, "character")
    pending = lab.game.pending
    for o in pending.options if pending is not None else ():
        if getattr(o, "card", None) == card and getattr(o, "character", None) == host:
            return o
    raise Refused(lab.scenario.path, action.where,
                  f"illegal action: {object_words(lab, card)} can't be equipped to "
                     f"{object_words(lab, host)} now")


def _one(action: LabAction, field: str, value: Any) -> LabAction:
    return LabAction(action.index, action.action, {field: value}, action.player, action.expect)


def _variant_choice(lab: LabGame, action: LabAction) -> Choice:
    try:
        return lab.game.variant.lab_choice(lab.game, _resolved(lab, action))
    except InputError as exc:
        if exc.file:
            raise
        raise InputError(lab.scenario.path, exc.where, exc.what) from None


def _resolved(lab: LabGame, action: LabAction) -> LabAction:
    fields = {}
    for key, value in action.fields.items():
        if key in ("name", "row", "to", "face_up", "column", "choices"):
            fields[key] = value
        else:
            fields[key] = lab.ref(value, f"{action.where}.{key}")
            if isinstance(value, str) and key != "choice" and value not in lab.labels and \
                    lab.scenario.player_index(value) is None:
                raise InputError(lab.scenario.path, f"{action.where}.{key}",
                                 f"unknown label {value!r}")
    return LabAction(action.index, action.action, fields, action.player, action.expect)


def _check_actor(lab: LabAction | Any, labgame: LabGame) -> None:
    game = labgame.game
    if lab.player is None or game.pending is None:
        return
    idx = labgame.scenario.player_index(lab.player)
    if idx is None:
        raise InputError(labgame.scenario.path, f"{lab.where}.player", f"unknown player {lab.player!r}")
    if idx != game.pending.player:
        raise Refused(labgame.scenario.path, lab.where,
                      f"illegal action: {lab.player} can't act now; "
                      f"{game.player_name(game.pending.player)} must ({game.pending.prompt})")


def _resume(lab: LabGame) -> None:
    """A game stopped by ``advance`` in a phase that asked nothing goes on from there."""
    if lab.game.pending is None and not lab.game.over:
        lab.game.run()


def _perform(lab: LabGame, action: LabAction) -> None:
    game = lab.game
    path = lab.scenario.path
    if action.action != "advance":
        _resume(lab)
    if game.over:
        raise InputError(path, action.where, "illegal action: the game is over")
    _check_actor(action, lab)
    if action.action == "pass-all":
        _pass_all(lab, action)
    elif action.action == "resolve":
        _resolve(lab, action)
    elif action.action == "advance":
        _advance(lab, action)
    else:
        act(lab, action)


def act(lab: LabGame, action: LabAction) -> None:
    """Take one scripted action and answer the decisions it leads to from its ``targets``,
    ``pay`` and ``choices``. A refusal raises ``Refused`` (an ``InputError`` saying
    "illegal action: ..." in the file's words)."""
    game = lab.game
    choice = None
    try:
        choice = _choice_for(lab, action)
        if choice is None:
            raise InputError(lab.scenario.path, action.where,
                             f"{action.action} can't be expected illegal")
        for answer in game.variant.answers_for(game, choice):
            choice = answer
            game.apply(answer)
    except IllegalChoice as exc:
        pending = game.pending
        asks = "" if pending is None else \
            f" (the game asks {lab.scenario.players[pending.player].id}: {pending.prompt}" + \
            ("" if pending.is_action else f"; legal answers: {legal_answers(lab)}") + ")"
        raise Refused(lab.scenario.path, action.where,
                      f"illegal action: {in_words(lab, exc.reason, choice)}{asks}") from None
    follow_up(lab, action)


def _expect_illegal(lab: LabGame, action: LabAction) -> Check:
    """The whole action (its targets and payment too) is tried on a copy of the game: a
    refusal at any point leaves the scenario's game as it was; an action the engine takes
    whole is a failed expectation, and the script goes on from after it."""
    _resume(lab)
    label = f"{action.where} {action.action}"
    trial = lab.trial()
    try:
        _check_actor(action, trial)
        act(trial, action)
    except Refused:
        return Check(label, "refused", True, True)
    lab.game = trial.game
    return Check(label, "refused", True, "accepted")


def _is_plain_pass(game: Game) -> bool:
    p = game.pending
    return p is not None and p.is_action and Pass() in p.options


def _pass_all(lab: LabGame, action: LabAction) -> None:
    """Pass in every window until it closes (SCENARIOS.md ``pass-all``). A step's own
    action decision is passed once (which ends that step)."""
    game = lab.game
    if not _is_plain_pass(game):
        asks = f"{game.pending.prompt} (legal answers: {legal_answers(lab)})" \
            if game.pending else "nothing"
        raise Refused(lab.scenario.path, action.where,
                      f"illegal action: pass-all needs a decision that can be passed, "
                      f"but the game asks: {asks}")
    assert game.pending is not None
    window = game.pending.kind
    if window not in ("combat", "priority"):
        game.apply(Pass())
        return
    steps = 0
    depth = len(game.state.frames)
    while _is_plain_pass(game) and game.pending is not None and \
            game.pending.kind == window and len(game.state.frames) >= depth:
        game.apply(Pass())
        steps += 1
        if steps > MAX_STEPS:
            raise InputError(lab.scenario.path, action.where, "pass-all never closed the window")
    _settle(lab, action.where)


def _resolve(lab: LabGame, action: LabAction) -> None:
    game = lab.game
    steps = 0
    while game.state.chain and _is_plain_pass(game):
        game.apply(Pass())
        steps += 1
        if steps > MAX_STEPS:
            raise InputError(lab.scenario.path, action.where, "resolve never emptied the chain")


def _advance(lab: LabGame, action: LabAction) -> None:
    game = lab.game
    path = lab.scenario.path
    target = action.fields.get("to")
    variant = game.variant
    if target not in variant.phases and target != GAME_OVER:
        raise InputError(path, f"{action.where}.to",
                         f"unknown phase {target!r} (known: {', '.join(variant.phases)}, "
                         f"or {GAME_OVER})")
    of = action.fields.get("of")
    owner = lab.scenario.player_index(of) if of is not None else None
    if of is not None and owner is None:
        raise InputError(path, f"{action.where}.of", f"unknown player {of!r}")
    start = _cursor(game)
    seen_other = [False]

    def arrived(g: Game) -> bool:
        if target == GAME_OVER:
            return g.over
        here = _cursor(g)
        seen_other[0] = seen_other[0] or here != start
        return seen_other[0] and here[1] == target and (owner is None or owner in here[2:])

    game.stop_when = arrived
    try:
        for _ in range(MAX_STEPS):
            if game.over:
                # the expectations are checked on the game as it ended (SCENARIOS.md)
                if target != GAME_OVER:
                    lab.scenario.notes.append(f"{action.where}: the game ended before "
                                              f"{target} began")
                return
            if arrived(game):
                return
            pending = game.pending
            if pending is None:
                game.run()
                if game.pending is None and not game.over and not arrived(game):
                    raise InputError(path, action.where, "the game stopped without a decision")
                continue
            if pending.is_action and Pass() in pending.options:
                game.apply(Pass())
            elif lab.scenario.decisions == "first":
                game.apply(pending.options[0])
            else:
                raise InputError(path, action.where,
                                 f"unanswered decision on the way to {target}: {pending.prompt} "
                                 f"(legal answers: {legal_answers(lab)})")
    finally:
        game.stop_when = None
    raise InputError(path, action.where, f"{target} never began" if target != GAME_OVER
                     else f"the game did not end within {MAX_STEPS} decisions")


def _cursor(game: Game) -> tuple[int, str, int, int | None]:
    st = game.state
    return (st.turn, game.variant.phase_name(game), st.active, st.step_owner)


# -- expectations ----------------------------------------------------------------------------
def object_facts(lab: LabGame, label: str) -> dict[str, Any]:
    game = lab.game
    uid = lab.uid(label)
    obj = game.state.objects[uid]
    card = game.card(obj)
    facts: dict[str, Any] = {
        "zone": obj.zone, "stunned": obj.stunned, "exhausted": obj.exhausted,
        "face_up": obj.face_up, "counters": dict(obj.counters),
        "wounds": obj.count("wound"),
        "controller": lab.scenario.players[obj.controller].id,
        "card": card.id, "name": card.name,
    }
    if card.is_character:  # a value below 0 counts as 0 (kept only for later changes)
        facts["atk"] = counted_value(game, uid, "atk")
        facts["def"] = counted_value(game, uid, "def")
    if obj.column is not None:
        facts["column"] = obj.column
    if obj.attached_to is not None:
        facts["attached_to"] = lab.label_of(obj.attached_to)
    facts.update(game.variant.describe_object(game, obj))
    return facts


def player_facts(lab: LabGame, index: int) -> dict[str, Any]:
    p = lab.game.state.players[index]
    return {"endurance": p.endurance, "hand": len(p.zones["hand"]), "deck": len(p.zones["deck"]),
            "ko": len(p.zones["ko"]), "out": p.out}


def game_facts(lab: LabGame) -> dict[str, Any]:
    st = lab.game.state
    if st.draw:
        winner = "draw"
    elif st.winner is not None:
        winner = lab.scenario.players[st.winner].id
    else:
        winner = "none"
    return {"winner": winner, "turn": st.turn, "phase": lab.game.variant.phase_name(lab.game),
            "active": lab.scenario.players[st.active].id}


def check_expectations(lab: LabGame) -> list[Check]:
    checks = []
    for key, wanted in lab.scenario.expect.items():
        if key == "game":
            facts = game_facts(lab)
        elif lab.scenario.player_index(key) is not None:
            facts = player_facts(lab, lab.scenario.player_index(key))  # type: ignore[arg-type]
        else:
            facts = object_facts(lab, key)
        for k, v in wanted.items():
            actual = facts.get(k)
            if k == "zone":
                v = {"support": "back", "resource": "resources"}.get(v, v)
            if k == "counters":
                actual = {ck: facts["counters"].get(ck, 0) for ck in v}
            if k == "keywords" and isinstance(v, dict):  # only the listed keywords
                actual = {kw: lab.game.has_keyword(lab.uid(key), kw) for kw in v}
            checks.append(Check(key, k, v, actual))
    return checks


def final_state(lab: LabGame) -> dict[str, Any]:
    out: dict[str, Any] = {"game": game_facts(lab)}
    for p in lab.scenario.players:
        out[p.id] = player_facts(lab, p.index)
    for label in lab.labels:
        out[label] = object_facts(lab, label)
    return out


def _same(expected: Any, actual: Any) -> bool:
    if isinstance(expected, dict) and isinstance(actual, dict):
        return all(_same(v, actual.get(k)) for k, v in expected.items())
    return bool(expected == actual and type(expected) is type(actual)) or (
        isinstance(expected, int) and isinstance(actual, int) and expected == actual
        and isinstance(expected, bool) == isinstance(actual, bool))


def _show(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, str):
        return f'"{v}"'
    if isinstance(v, dict):
        return "{ " + ", ".join(f"{k} = {_show(x)}" for k, x in v.items()) + " }"
    return str(v)


def run_files(paths: list[Path], registry: Registry, variant_id: str | None = None,
              options: Sequence[str] = ()) -> tuple[list[Result], list[VsrulesError]]:
    results, errors = [], []
    for path in paths:
        try:
            results.append(run_scenario(parse_scenario(path), registry, variant_id, options))
        except VsrulesError as exc:
            errors.append(exc)
    return results, errors
