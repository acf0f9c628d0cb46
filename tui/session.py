"""A game being played in the UI: the engine's game plus who sits in each seat (a person
or an AI), undo, saving, and the log in words. Rules stay in the engine: this only asks it
(``pending``, ``apply``, ``view``, ``visible_log``)."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

import attrs

from vsrules.core.autopass import SeatFlow, question_key
from vsrules.core.decisions import Choice, Pass
from vsrules.core.errors import IllegalChoice
from vsrules.core.game import Game
from vsrules.core.options import RULES_KEY
from vsrules.core.saves import load_save, write_save
from vsrules.core.setup import Setup
from vsrules.core.view import visible_log

from .opponents import agent_names as agent_names  # re-exported (it lived here)

try:  # the agent contract (passes a view, or the game to simulating agents)
    from vsrules.core.ai.agent import ask
except ImportError:  # pragma: no cover - an engine without it
    ask = None  # type: ignore[assignment]

#: where the seats are remembered in a save (Setup.options is not read by the rules)
SEATS_KEY = "tui.seats"
#: each seat's play-flow settings (auto-pass, stops, remembered answers), also in Setup.options
FLOWS_KEY = "tui.flow"
HUMAN = "human"


@attrs.define
class Seat:
    name: str
    #: "human", or "ai:<agent name>"
    kind: str = HUMAN
    agent: Any = None

    @property
    def human(self) -> bool:
        return self.kind == HUMAN

    @property
    def agent_name(self) -> str:
        return self.kind.partition(":")[2]


PASS_WORDS = {"build:resource": "Pass (no resource)", "build:recruit": "Pass (done recruiting)",
              "build:formation": "Pass (done moving)", "main": "Pass (end your turn)"}


def pass_words(kind: str, phase: str) -> str:
    """What passing means here, in a few words (the engine's phase names)."""
    if kind == "combat":
        return "Pass (no combat effect)"
    if kind == "priority":
        return "Pass priority"
    if kind == "resource":
        return "Pass (no resource)"
    if kind == "recover":
        return "Pass (recover none)"
    if kind == "place":
        return "Leave it where it is"
    if kind == "action":
        return PASS_WORDS.get(phase, "Pass")
    return "Pass"


def seat_kinds(opponent: str | None) -> list[str]:
    """Seat 0 is always a person; ``opponent`` is an agent name or None (hot-seat)."""
    return [HUMAN, HUMAN if opponent is None else f"ai:{opponent}"]


def seat_names(kinds: list[str]) -> list[str]:
    if all(k == HUMAN for k in kinds):
        return [f"Player {i + 1}" for i in range(len(kinds))]
    return ["Player" if k == HUMAN else "AI" for k in kinds]


class Session:
    """One game in the UI."""

    def __init__(self, registry: Any, game: Game, kinds: list[str], ai_seed: int = 0,
                 save_path: Path | None = None) -> None:
        self.registry = registry
        self.game = game
        self.variant = game.variant
        self.ai_seed = ai_seed
        agents = registry.agents()
        self.seats: list[Seat] = []
        for i, (kind, name) in enumerate(zip(kinds, game.setup.player_names(), strict=False)):
            seat = Seat(name, kind)
            if not seat.human:
                factory = agents.get(seat.agent_name) or next(iter(agents.values()))
                seat.agent = factory(ai_seed * 31 + i)
            self.seats.append(seat)
        #: indices into game.answers that a person gave by hand (undo goes back to these)
        self.manual: list[int] = []
        #: the seat that gave each answer
        self.who: list[int] = []
        self.save_path = save_path or Path(f"vsrules-{self.variant.id}-{game.setup.seed}.json")
        stored = game.setup.options.get(FLOWS_KEY)
        stored = stored if isinstance(stored, list) else []
        #: per seat: auto-pass, yields, stops and remembered answers (core/autopass.py)
        self.flows = [SeatFlow.from_settings(stored[i] if i < len(stored) else None)
                      for i in range(len(self.seats))]

    # -- making one ----------------------------------------------------------------------
    @classmethod
    def new(cls, registry: Any, variant_id: str, seed: int, decks: list[Any],
            opponent: str | None, options: dict[str, Any] | None = None) -> Session:
        """``decks``: a DeckChoice per seat; ``opponent``: an agent name, None for hot-seat;
        ``options``: checked rule options (core/options.py)."""
        variant = registry.variant(variant_id)
        kinds = seat_kinds(opponent)
        custom: list[dict[str, Any]] = []
        for d in decks:
            for card in d.custom_cards:
                if card not in custom:
                    custom.append(card)
        setup = Setup(variant.id, seed, [d.spec for d in decks], players=seat_names(kinds),
                      options={SEATS_KEY: kinds, **({RULES_KEY: options} if options else {})},
                      custom_cards=custom)
        return cls(registry, Game.create(variant, setup, registry.hooks), kinds, ai_seed=seed)

    @classmethod
    def load(cls, registry: Any, path: Path) -> Session:
        return cls.from_game(registry, load_save(Path(path), registry), Path(path))

    @classmethod
    def from_game(cls, registry: Any, game: Game, save_path: Path | None = None) -> Session:
        """A loaded or resumed game, seats and settings as its setup remembers them."""
        assert game.setup is not None
        kinds = game.setup.options.get(SEATS_KEY)
        if not isinstance(kinds, list) or len(kinds) != len(game.state.players):
            kinds = [HUMAN] * len(game.state.players)
        session = cls(registry, game, kinds, ai_seed=game.setup.seed + len(game.answers),
                      save_path=save_path)
        replay = Game.create(game.variant, game.setup, registry.hooks)
        for a in game.answers:
            session.who.append(replay.pending.player if replay.pending else -1)
            replay.apply(a)
        session.manual = [i for i, p in enumerate(session.who) if session.seats[p].human]
        return session

    # -- who acts ------------------------------------------------------------------------
    @property
    def hot_seat(self) -> bool:
        return sum(s.human for s in self.seats) > 1

    @property
    def pending(self) -> Any:
        return self.game.pending

    def deciding(self) -> int | None:
        p = self.game.pending
        return None if p is None else p.player

    def human_turn(self) -> bool:
        who = self.deciding()
        return who is not None and self.seats[who].human

    def ai_turn(self) -> bool:
        who = self.deciding()
        return who is not None and not self.seats[who].human

    def home_seat(self) -> int:
        """The seat whose eyes the board uses when nobody in particular is deciding."""
        return next((i for i, s in enumerate(self.seats) if s.human), 0)

    # -- answering -----------------------------------------------------------------------
    def apply(self, choice: Choice, manual: bool = True) -> str | None:
        """Answer the pending decision. Returns the engine's reason if it refuses."""
        index = len(self.game.answers)
        who = self.deciding()
        try:
            self.game.apply(choice)
        except IllegalChoice as exc:
            return exc.reason
        self.who.append(-1 if who is None else who)
        if manual and who is not None and self.seats[who].human:
            self.manual.append(index)
        return None

    def only_pass(self) -> bool:
        p = self.game.pending
        return p is not None and p.is_action and list(p.options) == [Pass()]

    def flow_answer(self) -> tuple[Choice, str] | None:
        """The answer the deciding seat's play-flow settings give now (a person's, or an
        AI seat's default flow), and a note when it is worth telling a person (a
        remembered answer, an order taken for them)."""
        p = self.game.pending
        if p is None:
            return None
        flow = self.flows[p.player]
        choice = flow.answer(self.game, p)
        if choice is None:
            return None
        note = ""
        if not self.seats[p.player].human:
            return choice, note
        if flow.recall(self.game, p) is not None:
            note = f"{self.describe(choice)} (remembered): {p.prompt}"
        elif p.kind == "order":
            note = "Identical triggers: the order is taken for you."
        return choice, note

    def remember(self, choice: Choice) -> bool:
        """Keep ``choice`` as the deciding seat's answer to this question for the game."""
        p = self.game.pending
        return p is not None and self.flows[p.player].remember(self.game, p, choice) is not None

    def rememberable(self) -> bool:
        p = self.game.pending
        return p is not None and question_key(self.game, p) is not None

    def ai_choose(self) -> Choice:
        """The AI seat's answer to the pending decision (may be slow: run it in a worker).
        Agents are asked through the engine's agent contract when it has one."""
        p = self.game.pending
        assert p is not None
        agent = self.seats[p.player].agent
        if ask is not None:
            return ask(agent, self.game, p)
        return agent.choose(p)

    def undo_target(self) -> int | None:
        """The answer index to rewind to: the last answer a person gave by hand (in
        hot-seat, only the deciding person's own)."""
        if not self.manual:
            return None
        index = self.manual[-1]
        who = self.deciding()
        if self.hot_seat and who is not None and self.who[index] != who:
            return None
        return index

    def undo(self) -> str:
        """Rewind to just before that answer (replaying the setup and the answers before)."""
        target = self.undo_target()
        if target is None:
            return "Nothing of yours to undo."
        game = Game.create(self.variant, self.game.setup, self.registry.hooks)
        for a in self.game.answers[:target]:
            game.apply(a)
        undone = self.describe_in(game, self.game.answers[target])
        self.game = game
        self.manual = [i for i in self.manual if i < target]
        del self.who[target:]
        return f"Undone: {undone}"

    # -- saving --------------------------------------------------------------------------
    def save(self, path: Path | None = None) -> Path:
        path = Path(path or self.save_path)
        assert self.game.setup is not None
        self.game.setup.options[FLOWS_KEY] = [f.settings() for f in self.flows]
        write_save(self.game, path)
        self.save_path = path
        return path

    # -- words ---------------------------------------------------------------------------
    def describe(self, choice: Choice) -> str:
        return self.describe_in(self.game, choice)

    def describe_in(self, game: Game, choice: Choice) -> str:
        pending = game.pending
        if isinstance(choice, Pass) and pending is not None:
            return pass_words(pending.kind, game.state.phase)
        return self.variant.describe_choice(game, choice)

    def entries(self) -> list[tuple[Choice, str, frozenset[int]]]:
        """The pending options as (choice, words, uids named), where two options that
        differ only by which of two identical cards in hand they use are shown once."""
        pending = self.game.pending
        if pending is None:
            return []
        objs = self.game.state.objects
        out: list[tuple[Choice, str, frozenset[int]]] = []
        seen: dict[tuple[str, tuple[Any, ...]], int] = {}
        for choice in pending.options:
            words = self.describe(choice)
            refs = self.card_refs(choice)
            same = tuple((objs[u].zone, objs[u].card) if objs[u].zone == "hand" else u
                         for u in refs)
            key = (words, same)
            if key in seen:
                continue
            seen[key] = len(out)
            out.append((choice, words, frozenset(refs)))
        return out

    def card_refs(self, choice: Choice) -> list[int]:
        """The objects a choice names (to highlight them and show the first one)."""
        objs = self.game.state.objects
        pending = self.game.pending
        if pending is not None and pending.kind in ("first-player", "initiative"):
            return []
        out: list[int] = []
        fields = attrs.asdict(choice, recurse=False) if attrs.has(type(choice)) else {}
        for value in fields.values():
            values: Iterable[Any] = value if isinstance(value, tuple | list) else (value,)
            for v in values:
                if isinstance(v, int) and not isinstance(v, bool) and v in objs and v not in out:
                    out.append(v)
        return out

    # -- the log as one seat may read it -------------------------------------------------
    def log_lines(self, viewer: int | None) -> list[tuple[int, str]]:
        """(turn, text) for every log entry ``viewer`` may read (the engine's
        ``visible_log`` leaves the other seats' hidden cards unnamed); consecutive repeats
        are merged."""
        out: list[tuple[int, str]] = []
        counts: list[int] = []
        for e in visible_log(self.game, viewer):
            text = self._move_words(e) or e.text
            if out and out[-1] == (e.turn, text):
                counts[-1] += 1
                continue
            out.append((e.turn, text))
            counts.append(1)
        return [(t, f"{text} (x{n})" if n > 1 else text) for (t, text), n in zip(out, counts, strict=True)]

    def _move_words(self, e: Any) -> str | None:
        """"Player draws Ant-Man" rather than "Ant-Man moves from deck to hand"."""
        d = e.data
        move = (d.get("source"), d.get("to"))
        if e.kind != "move" or d.get("hidden") or "owner" not in d or \
                move not in (("deck", "hand"), ("hand", "resources")):
            return None
        try:
            name = self.game.cards.get(d.get("card")).name
        except KeyError:
            return None
        who = self.game.player_name(d["owner"])
        if move == ("deck", "hand"):
            return f"{who} draws {name}"
        return f"{who} puts {name} into the resource row"
