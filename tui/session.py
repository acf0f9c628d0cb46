"""A game being played in the UI: the engine's game plus who sits in each seat (a person
or an AI), undo, saving, and the log in words. Rules stay in the engine: this only asks it
(``pending``, ``apply``, ``view``, ``visible_log``)."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

import attrs

from vsrules.core.ai.agent import ask  # the agent contract: a view, or the game to simulating agents
from vsrules.core.autopass import SeatFlow, cannot_differ, question_key
from vsrules.core.decisions import PLAYER_KINDS, Attack, Choice, Pass, Pick, Recruit
from vsrules.core.errors import IllegalChoice
from vsrules.core.game import Game
from vsrules.core.log_words import SEATS_KEY as SEATS_KEY  # (it lived here)
from vsrules.core.log_words import LogReader, log_lines
from vsrules.core.options import RULES_KEY
from vsrules.core.saves import load_save, write_save
from vsrules.core.setup import Setup

from .opponents import agent_names as agent_names  # re-exported (it lived here)
from .text import phase_words

#: each seat's play-flow settings (auto-pass, stops, remembered answers), also in Setup.options
FLOWS_KEY = "tui.flow"
HUMAN = "human"
#: the AI's pace when a person watches it play (seconds before each of its moves)
WATCH_PACE = 0.8
#: where that choice is kept in a save
PACE_KEY = "tui.ai_pace"


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


@attrs.frozen
class PassMeaning:
    """What passing a decision means: its words, and whether it gives up a choice the rules
    ask of the player (build a resource, recover, recruit, take the turn's main phase):
    such a pass is taken only once the person answers ``ask`` with its own key (y),
    whatever key passes. ``of``: the kind of option whose choice is given up (a recruit,
    an attack); None: any other option. ``ask``: the question a pass that must be
    confirmed puts (enter on any pass that ends your own step asks it too)."""

    words: str
    gives_up: bool = False
    of: type | None = None
    ask: str = "Pass?"


#: passing an action decision of one phase of your turn (2PCG: each phase is one decision)
#: the questions of the passes that give a choice up (and of enter on your own step's pass)
NO_RESOURCE = "Play no resource this turn?"
DONE_RECRUITING = "Done recruiting?"
DONE_MOVING = "Done moving?"

PHASE_PASS = {"build:resource": PassMeaning("Pass (no resource)", True, ask=NO_RESOURCE),
              "build:recruit": PassMeaning("Pass (done recruiting)", True, Recruit,
                                           DONE_RECRUITING),
              "build:formation": PassMeaning("Pass (done moving)", ask=DONE_MOVING),
              "main": PassMeaning("Pass (end your turn)", True, ask="End your turn?")}


#: how a payment option pays, by where the card is (2PCG rulebook, Super Powers)
PAY_WORDS = {"resources": "turn it face down in your resource row",
             "hand": "discard it from your hand"}


#: passing priority in your own step of the original edition (with nothing on the chain
#: and no attack under way: a pass then lets that go on, the step stays)
OWN_STEP_PASS = {"build:recruit": PassMeaning("Pass (done recruiting)", True, Recruit,
                                              DONE_RECRUITING),
                 "build:formation": PassMeaning("Pass (done moving)", ask=DONE_MOVING),
                 "combat:attack": PassMeaning("Pass (no more attacks)", True, Attack,
                                              "No more attacks this turn?")}

#: passing a decision by its kind: a priority pass only hands priority on; declining a
#: resource or a recovery gives the choice up (the unrecovered characters are KO'd)
KIND_PASS = {"combat": PassMeaning("Pass (no combat effect)", ask="Use no combat effect?"),
             "priority": PassMeaning("Pass priority", ask="Pass priority?"),
             "resource": PassMeaning("Pass (no resource)", True, ask=NO_RESOURCE),
             "recover": PassMeaning("Pass (recover none)", True,
                                    ask="Recover none (the characters not recovered are KO'd)?"),
             "place": PassMeaning("Leave it where it is", ask="Leave it where it is?")}


def pass_meaning(kind: str, phase: str) -> PassMeaning:
    """What passing means here (the engine's decision kinds and phase names)."""
    if kind == "action":
        return PHASE_PASS.get(phase, PassMeaning("Pass"))
    return KIND_PASS.get(kind, PassMeaning("Pass"))


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
        assert game.setup is not None, "a game in the UI is made from a setup"
        self.setup: Setup = game.setup
        self.registry = registry
        self.game = game
        self.variant = game.variant
        self.ai_seed = ai_seed
        agents = registry.agents()
        self.seats: list[Seat] = []
        for i, (kind, name) in enumerate(zip(kinds, self.setup.player_names(), strict=False)):
            seat = Seat(name, kind)
            if not seat.human:
                factory = agents.get(seat.agent_name) or next(iter(agents.values()))
                seat.agent = factory(ai_seed * 31 + i)
            self.seats.append(seat)
        #: indices into game.answers that a person gave by hand (undo goes back to these)
        self.manual: list[int] = []
        #: the seat that gave each answer
        self.who: list[int] = []
        #: the log's length just before each answer (whose answer brought which entries)
        self.log_marks: list[int] = []
        #: passes the play flow made for a person (smart stops, yields, pass-only
        #: questions), told in their log: (answer index, log length before it, turn, words)
        self.passed_for: list[tuple[int, int, int, str]] = []
        #: the log panel's reading of the log, per seat (read on as the log grows)
        self.readers: dict[int | None, LogReader] = {}
        self.save_path = save_path or Path(f"vsrules-{self.variant.id}-{self.setup.seed}.json")
        #: the file this game was last saved to or loaded from (None: never)
        self.saved_to: Path | None = save_path
        stored = self.setup.options.get(FLOWS_KEY)
        stored = stored if isinstance(stored, list) else []
        #: per seat: auto-pass, yields, stops and remembered answers (core/autopass.py)
        self.flows = [SeatFlow.from_settings(stored[i] if i < len(stored) else None)
                      for i in range(len(self.seats))]
        for i, seat in enumerate(self.seats):  # a person gets smart stops unless they chose
            if seat.human and not (i < len(stored) and isinstance(stored[i], dict)
                                   and "smart" in stored[i]):
                self.flows[i].smart = True
        pace = self.setup.options.get(PACE_KEY)
        #: seconds before each AI move (None: the app's default)
        self.ai_pace: float | None = float(pace) if isinstance(pace, int | float) else None

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
            session.log_marks.append(len(replay.log))
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
        mark = len(self.game.log)
        st = self.game.state
        turn, phase = st.turn, self.variant.phase_name(self.game)
        pending = self.game.pending
        taken = not manual and pending is not None and not isinstance(choice, Pass) and \
            cannot_differ(self.game, pending)
        words = f"{self.describe(choice)}, taken automatically (the answers can't differ): " \
            f"{pending.prompt}" if taken and pending is not None else ""
        try:
            self.game.apply(choice)
        except IllegalChoice as exc:
            return exc.reason
        self.who.append(-1 if who is None else who)
        self.log_marks.append(mark)
        if who is not None and self.seats[who].human:
            if manual:
                self.manual.append(index)
            elif isinstance(choice, Pass):
                self.passed_for.append((index, mark, turn, f"{self.seats[who].name} passes "
                                        f"automatically ({phase_words(phase)})"))
            elif taken:
                self.passed_for.append((index, mark, turn, f"{self.seats[who].name}: {words}"))
        return None

    def costly_pass(self) -> bool:
        """Enter on the pass asks ``pass_question`` first: the pass gives a choice up
        (``pass_gives_up``), or it ends your turn's step or phase (your own step, or your
        turn where steps have no owner)."""
        p = self.game.pending
        if p is None or Pass() not in p.options or len(p.options) == 1:
            return False
        if self.pass_gives_up():
            return True
        st = self.game.state
        owner = st.step_owner if st.step_owner is not None else st.active
        return p.is_action and p.kind in ("action", "priority") and owner == p.player

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
            if self.seats[p.player].human and flow.pass_only and forced(p):
                only = p.options[0]
                return only, f"{p.prompt.rstrip('?')}: {self.describe(only)} (the only choice)"
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
        Agents are asked through the engine's agent contract."""
        p = self.game.pending
        assert p is not None
        return ask(self.seats[p.player].agent, self.game, p)

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
        game = Game.create(self.variant, self.setup, self.registry.hooks)
        for a in self.game.answers[:target]:
            game.apply(a)
        undone = self.describe_in(game, self.game.answers[target])
        self.game = game
        self.manual = [i for i in self.manual if i < target]
        self.passed_for = [p for p in self.passed_for if p[0] < target]
        del self.who[target:]
        del self.log_marks[target:]
        return f"Undone: {undone}"

    # -- saving --------------------------------------------------------------------------
    def save(self, path: Path | None = None) -> Path:
        path = Path(path or self.save_path)
        self.keep_settings()
        write_save(self.game, path)
        self.save_path = self.saved_to = path
        return path

    def keep_settings(self) -> None:
        """The seats' play flows and the AI's pace go into the save (Setup.options)."""
        assert self.game.setup is not None
        self.game.setup.options[FLOWS_KEY] = [f.settings() for f in self.flows]
        if self.ai_pace is None:
            self.game.setup.options.pop(PACE_KEY, None)
        else:
            self.game.setup.options[PACE_KEY] = self.ai_pace

    def autosave(self, path: Path) -> Path:
        """The game as it is, for resuming later; the save name stays as it was."""
        self.keep_settings()
        path.parent.mkdir(parents=True, exist_ok=True)
        write_save(self.game, path)
        return path

    # -- words ---------------------------------------------------------------------------
    def describe(self, choice: Choice) -> str:
        return self.describe_in(self.game, choice)

    def pass_meaning_in(self, game: Game) -> PassMeaning:
        """What passing the pending decision of ``game`` means."""
        pending = game.pending
        st = game.state
        if pending is None:
            return PassMeaning("Pass")
        if pending.kind == "priority" and st.chain:
            return PassMeaning("Pass (let it resolve)", ask="Let it resolve?")
        if pending.kind == "priority" and st.flags.get("attack"):
            return PassMeaning("Pass (the attack goes on)", ask="Let the attack go on?")
        if pending.kind == "priority" and st.step_owner == pending.player and \
                st.phase in OWN_STEP_PASS:
            return OWN_STEP_PASS[st.phase]
        return pass_meaning(pending.kind, st.phase)

    def pass_gives_up(self) -> bool:
        """Passing the pending decision gives up a choice the rules ask for (a pass with
        something else, of the kind given up, to choose): p, like enter, then asks
        ``pass_question`` and passes only on its own answer key (y)."""
        p = self.game.pending
        if p is None or Pass() not in p.options or len(p.options) == 1:
            return False
        meaning = self.pass_meaning_in(self.game)
        kind = meaning.of
        return meaning.gives_up and (kind is None or any(isinstance(o, kind) for o in p.options))

    def pass_question(self) -> str:
        """What a pass that must be confirmed asks ("End your turn?")."""
        return self.pass_meaning_in(self.game).ask

    def describe_in(self, game: Game, choice: Choice) -> str:
        pending = game.pending
        if isinstance(choice, Pass) and pending is not None:
            return self.pass_meaning_in(game).words
        names = pending.context.get("names") if pending is not None else None
        # options that are bare indices into the powers they stand for (which trigger
        # goes next, which replacement applies)
        if isinstance(choice, Pick) and pending is not None and \
                pending.kind in ("order", "replace") and isinstance(names, list) and \
                isinstance(choice.value, int) and 0 <= choice.value < len(names):
            return str(names[choice.value])
        if isinstance(choice, Pick) and pending is not None and pending.kind == "pay" and \
                isinstance(choice.value, int) and choice.value in game.state.objects:
            obj = game.state.objects[choice.value]
            how = PAY_WORDS.get(obj.zone, f"from {obj.zone}")
            return f"{self.variant.describe_choice(game, choice)} ({how})"
        return self.variant.describe_choice(game, choice)

    def entries(self) -> list[tuple[Choice, str, frozenset[int]]]:
        """The pending options as (choice, words, uids named), where two options that
        differ only by which of two identical cards they use (in a hand, a deck, a KO pile,
        face down or up alike in a resource row) are shown once."""
        pending = self.game.pending
        if pending is None:
            return []
        objs = self.game.state.objects
        out: list[tuple[Choice, str, frozenset[int]]] = []
        seen: dict[tuple[str, tuple[Any, ...]], int] = {}
        merge = pending.kind != "pay"  # a payment lists every card it could use
        for choice in pending.options:
            words = self.describe(choice)
            refs = self.card_refs(choice)
            if not merge:
                out.append((choice, words, frozenset(refs)))
                continue
            same = tuple((objs[u].zone, objs[u].card, objs[u].face_up)
                         if objs[u].zone in INTERCHANGEABLE else u for u in refs)
            key = (words, same)
            if key in seen:
                continue
            seen[key] = len(out)
            out.append((choice, words, frozenset(refs)))
        return self.told_apart(out)

    def told_apart(self, entries: list[tuple[Choice, str, frozenset[int]]]
                   ) -> list[tuple[Choice, str, frozenset[int]]]:
        """Options whose words are the same though their cards are in different places (a
        copy in hand and a face-down resource: "Play X" twice) say where each one's card
        comes from; copies in the same place are the same choice and keep their words."""
        objs = self.game.state.objects

        def zone(choice: Choice) -> str:
            first = next((u for u in self.card_refs(choice) if u in objs), None)
            return objs[first].zone if first is not None else ""

        zones: dict[str, set[str]] = {}
        for choice, words, _refs in entries:
            zones.setdefault(words, set()).add(zone(choice))
        out = []
        for choice, words, refs in entries:
            where = zone(choice)
            if len(zones[words]) > 1 and where:
                if where == "back" and self.variant.id == "original":
                    where = "support"
                words = f"{words} ({FROM_ZONE.get(where, f'from {where}')})"
            out.append((choice, words, refs))
        return self.copies_counted(out)

    @staticmethod
    def copies_counted(entries: list[tuple[Choice, str, frozenset[int]]]
                       ) -> list[tuple[Choice, str, frozenset[int]]]:
        """Options that still read alike (copies of a card a payment lists one by one)
        are counted, "copy 1 of 2", so none looks like a repeat."""
        total: dict[str, int] = {}
        for _choice, words, _refs in entries:
            total[words] = total.get(words, 0) + 1
        seen: dict[str, int] = {}
        out = []
        for choice, words, refs in entries:
            if total[words] > 1:
                seen[words] = seen.get(words, 0) + 1
                words = f"{words}, copy {seen[words]} of {total[words]}"
            out.append((choice, words, refs))
        return out

    def card_refs(self, choice: object) -> list[int]:
        """The objects a choice (or an attack builder's option) names, to highlight them
        and show the first one."""
        objs = self.game.state.objects
        pending = self.game.pending
        if pending is not None and pending.kind in PLAYER_KINDS:
            return []
        out: list[int] = []
        cls = type(choice)
        for value in [getattr(choice, f.name) for f in attrs.fields(cls)] if attrs.has(cls) else []:
            values: Iterable[Any] = value if isinstance(value, tuple | list) else (value,)
            for v in values:
                if isinstance(v, int) and not isinstance(v, bool) and v in objs and v not in out:
                    out.append(v)
        return out

    # -- the log as one seat may read it -------------------------------------------------
    def turn_owner(self, turn: int) -> int | None:
        """Whose turn ``turn`` was (who had the initiative), by its log entry."""
        for e in self.game.log:
            if e.kind == "turn" and e.turn == turn:
                player = e.data.get("player")
                return player if isinstance(player, int) else None
        return None

    def turn_summary(self, turn: int, viewer: int | None) -> list[str]:
        """What happened in ``turn`` worth a glance (recruits, attacks, plays, stuns, KOs,
        damage, and the answers the other seats gave in it: a plot twist, a power used),
        without draws and the chain's bookkeeping; what touched ``viewer``'s cards (or
        ``viewer``) comes first, so that a short screen never drops it."""
        mine, rest = self.summary_parts(turn, viewer)
        return mine + rest

    def summary_parts(self, turn: int, viewer: int | None) -> tuple[list[str], list[str]]:
        """The turn's summary lines that touch ``viewer`` and the others, each group in
        time order. An answer's entries go together: when one of them touches the viewer
        (a power's target, an attack's defender), the whole answer is in the first group,
        with the answers before it that started it (``CAUSE_KINDS``), so that what was
        done to the viewer's card comes after what did it (the power used, its payment,
        the card played), not before it with the cause left among the rest."""
        skip = (" draws ", " goes on the chain", " resolves", " recovers", "Turn ")
        entries = [e for e in self.game.log if e.turn == turn]
        owners = owners_by_uid(self.game)
        touched = {e.seq for e in entries if viewer is not None and touches(e, viewer, owners)}
        touched |= self.answered_by(viewer)
        log = self.game.log
        spans = self.answer_spans()
        mine: set[int] = set()
        for i, span in enumerate(spans):
            if touched.isdisjoint(span):
                continue
            mine.update(span)
            # what set it going, when a question split it from its cause: the power that
            # triggered or was used, the card played and put on the chain
            while i > 0 and log[spans[i - 1][-1]].kind in CAUSE_KINDS:
                i -= 1
                mine.update(spans[i])

        def lines(leave_out: set[int]) -> list[str]:
            return [text for t, text in self.log_lines(viewer, leave_out, passes=False)
                    if t == turn and not any(w in text or text.startswith(w) for w in skip)]

        return lines({e.seq for e in entries} - mine), lines(mine)

    def answer_spans(self) -> list[range]:
        """The log entries (by seq) each answer brought about, from its first entry to the
        next answer's (what came before the first answer: the set-up)."""
        marks = [0, *self.log_marks, len(self.game.log)]
        return [range(a, b) for a, b in zip(marks, marks[1:], strict=False) if a < b]

    def answered_by(self, seat: int | None) -> set[int]:
        """The log entries (by seq) that an answer other than a pass by ``seat`` brought
        about: from that answer's first entry to the next answer's."""
        out: set[int] = set()
        marks = self.log_marks + [len(self.game.log)]
        for i, (who, answer) in enumerate(zip(self.who, self.game.answers, strict=False)):
            if who == seat and answer != Pass() and i + 1 < len(marks):
                out.update(range(marks[i], marks[i + 1]))
        return out

    def turn_summary_text(self, turn: int, viewer: int | None, room: int,
                          width: int | None = None) -> str:
        """The summary in at most ``room`` rows of ``width`` cells (a longer line takes
        more): the lines that touch the viewer first, then the others, as many as fit,
        the rest counted on the last row, "… and N more in the log"."""
        mine, rest = self.summary_parts(turn, viewer)
        lines = mine + rest
        if not lines:
            return "(nothing but passes)"

        def rows(text: str) -> int:
            return max(1, -(-len(text) // width)) if width else 1

        if sum(rows(x) for x in lines) <= room:
            return "\n".join(lines)
        shown: list[str] = []
        used = 1  # the count's own row
        for line in lines:
            if used + rows(line) > room:
                break
            shown.append(line)
            used += rows(line)
        return "\n".join(shown) + f"\n… and {len(lines) - len(shown)} more in the log"

    # -- the log as one seat may read it -------------------------------------------------
    def log_lines(self, viewer: int | None, leave_out: set[int] | None = None,
                  passes: bool = True) -> list[tuple[int, str]]:
        """(turn, text) for every log entry ``viewer`` may read, in the edition's words
        (``core.log_words``, which ``vsrules log`` reads too), with the passes made for a
        person where they were made (``passes``: not in a summary of what was done)."""
        asides: dict[int, list[tuple[int, str]]] = {}
        for _index, mark, turn, words in self.passed_for if passes else ():
            asides.setdefault(mark, []).append((turn, words))
        if leave_out or not passes:
            return log_lines(self.game, viewer, leave_out, asides)
        reader = self.readers.get(viewer)
        if reader is None or reader.game is not self.game:  # (an undo makes a new game)
            reader = self.readers[viewer] = LogReader(self.game, viewer)
        return reader.lines(asides)


def forced(decision: Any) -> bool:
    """A question with one answer and nothing to choose: a lone target, a lone location to
    pay with, a lone value (the rules choose it). Actions are not: the one action offered
    (a step's attack, a recruit) is the seat's to take or not, and pass-only actions are
    the play flow's (``SeatFlow.pass_only``)."""
    return len(decision.options) == 1 and not decision.is_action


#: zones where two copies of a card are the same to choose (no position, damage or state
#: of their own that an option could differ by)
def owners_by_uid(game: Game) -> dict[Any, int]:
    """The owner of every object a log entry may name, also of those that have since moved
    on (a KO'd character's old uid): read from the objects and the log's moves."""
    owners: dict[Any, int] = {u: o.owner for u, o in game.state.objects.items()}
    for e in game.log:
        if e.kind == "move" and isinstance(e.data.get("owner"), int):
            owners.update({e.data.get("old"): e.data["owner"], e.data.get("new"): e.data["owner"]})
    return owners


#: log entries that start what the next answers finish (a power's target, the chain's
#: priority passes): the summary keeps them with what they did
CAUSE_KINDS = ("trigger", "power", "plot", "chain-add")


#: the log entries' keys that name objects (the others name seats, numbers, zones)
OBJECT_KEYS = ("attackers", "defender", "old_defender", "old", "new", "source", "subject")


def touches(entry: Any, seat: int, owners: dict[Any, int]) -> bool:
    """Whether a log entry is about ``seat`` or a card of theirs."""
    data = entry.data
    if data.get("owner") == seat or (entry.kind != "turn" and data.get("player") == seat):
        return True
    for key in OBJECT_KEYS:
        value = data.get(key)
        values = value if isinstance(value, list | tuple) else (value,)
        if any(isinstance(v, int) and not isinstance(v, bool) and owners.get(v) == seat
               for v in values):
            return True
    return False


INTERCHANGEABLE = ("hand", "deck", "ko", "resources")
#: where an option's card comes from, to tell apart two options with the same words
FROM_ZONE = {"hand": "from hand", "resources": "from your resource row",
             "ko": "from the KO pile", "deck": "from your deck", "front": "in your front row",
             "back": "in your back row", "support": "in your support row",
             "chain": "on the chain"}
