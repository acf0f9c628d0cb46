"""The log as a player reads it: one seat's view of the engine's entries (the other seats'
hidden cards unnamed, see ``view.visible_log``) told in the edition's words ("Player draws
Ant-Man", "Hawkeye enters the support row"), not the engine's zone names. The terminal
game's log and ``vsrules log`` both read it from here."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .game import Game
from .view import visible_entry

#: what a player's cards do when the player leaves the game (CR 102.3): told once
LEAVING = "'s cards leave the game with them"

#: zones as the log says them
ZONE_WORDS = {"hand": "hand", "deck": "the deck", "front": "the front row",
              "resources": "the resource row", "ko": "the KO pile", "chain": "the chain",
              "removed": "out of the game", "equipment": "the equipment", "aside": "aside"}

#: where a seat's people are named in a save (Setup.options, not read by the rules): one
#: kind per seat, "human" for a person
SEATS_KEY = "tui.seats"


def log_lines(game: Game, viewer: int | None, leave_out: set[int] | None = None,
              asides: Mapping[int, Sequence[tuple[int, str]]] | None = None
              ) -> list[tuple[int, str]]:
    """(turn, text) for every log entry ``viewer`` may read (None: every card shown) but
    those in ``leave_out`` (by seq), with the reader's own ``asides`` (turn, text) told
    before the entry at their log index (at the log's length: after the last); consecutive
    repeats are merged. A KO the uniqueness rule's own entry already tells is not told
    again."""
    return LogReader(game, viewer, leave_out).lines(asides)


class LogReader:
    """``log_lines`` of one game for one viewer, read on as the log grows: each entry is
    judged by the entries before it only, so the lines of the entries read stay as they
    are and the next read goes on from the first new entry (a long game's log is not
    read again at every answer). Only the newest line can still change: a repeat merged
    into it ("(x2)"). Asides come for the log's end, as the log grows."""

    def __init__(self, game: Game, viewer: int | None,
                 leave_out: set[int] | None = None) -> None:
        self.game = game
        self.viewer = viewer
        self.leave_out = leave_out
        self.chain = ChainWords()
        #: the entry before was the uniqueness rule's own
        self.unique = False
        #: the lines told so far and how many times each was said in a row
        self.told: list[tuple[int, str]] = []
        self.counts: list[int] = []
        #: the entries read, and the asides at that index already told
        self.read = 0
        self.asides_read = 0

    def _tell(self, turn: int, text: str) -> None:
        if self.told and self.told[-1] == (turn, text):
            if not text.endswith(LEAVING):  # (told once, not counted)
                self.counts[-1] += 1
            return
        self.told.append((turn, text))
        self.counts.append(1)

    def _aside(self, index: int, asides: Mapping[int, Sequence[tuple[int, str]]]) -> None:
        """Tell the asides at log index ``index`` not told yet (``index``: the next entry
        to read)."""
        said = asides.get(index, ())
        for turn, text in said[self.asides_read:]:
            self._tell(turn, text)
        self.asides_read = len(said)

    def lines(self, asides: Mapping[int, Sequence[tuple[int, str]]] | None = None
              ) -> list[tuple[int, str]]:
        """Every line so far, the new entries read (``asides``: see ``log_lines``)."""
        asides = asides or {}
        game, viewer, leave_out = self.game, self.viewer, self.leave_out
        log = game.state.log
        for i in range(self.read, len(log)):
            self._aside(i, asides)
            e = log[i] if viewer is None else visible_entry(game, log[i], viewer)
            self.read, self.asides_read = i + 1, 0
            told, self.unique = self.unique, e.kind == "uniqueness"
            if self.chain.quiet(e) or (leave_out and e.seq in leave_out):
                continue
            if told and e.kind == "move" and e.data.get("to") == "ko" and \
                    "uniqueness" in _cause(e.text):
                continue
            text = move_words(game, e) if e.kind == "move" else None
            if text == "":
                continue
            self._tell(e.turn, text or e.text)
        self._aside(len(log), asides)
        return [(t, f"{text} (x{n})" if n > 1 else text)
                for (t, text), n in zip(self.told, self.counts, strict=True)]


def log_text(game: Game, viewer: int | None) -> str:
    """The log as ``viewer`` reads it, one "[turn N] ..." line per entry."""
    return "".join(f"[turn {t:>3}] {text}\n" for t, text in log_lines(game, viewer))


def person_seat(game: Game) -> int:
    """The seat whose eyes a saved game's log is read with by default: the first seat the
    save names as a person, else the first seat."""
    kinds = game.setup.options.get(SEATS_KEY) if game.setup is not None else None
    if isinstance(kinds, list) and "human" in kinds:
        return kinds.index("human")
    return 0


def log_no_resource(game: Game, player: int) -> None:
    """The log's line for a player declining to build a resource in their resource step
    (a rule-required choice: the log says it was made, as it says a resource built)."""
    game.log_event("no-resource", f"{game.player_name(player)} builds no resource this turn",
                   player=player)


def move_words(game: Game, e: Any) -> str | None:
    """A card moving, as a player says it: "Player draws Ant-Man", "AI recruits Hawkeye to
    the front row", not "Hawkeye moves from hand to front"; "" for a move another entry
    already tells (a plot twist played goes to its "plays" entry); None for an entry told
    as the engine wrote it."""
    d = e.data
    if e.kind != "move" or d.get("hidden") or "owner" not in d:
        return None
    source, to = d.get("source"), d.get("to")
    try:
        name = game.cards.get(d.get("card")).name
    except KeyError:
        return None
    who = game.player_name(d["owner"])
    cause = _cause(e.text).removeprefix("discarded ")
    if to == "removed" and cause.endswith(" left the game (CR 102.3)"):
        return f"{cause.split(' left the game')[0]}{LEAVING}"
    if cause.startswith("(") and cause.endswith(")"):  # "discarded (Mobilize)"
        cause = cause[1:-1]
    if (source, to) == ("deck", "hand"):
        return f"{who} draws {name}"
    if (source, to) == ("hand", "resources"):
        return f"{who} puts {name} into the resource row"
    if to == "chain" or (source == "chain" and cause == "plot twist resolved"):
        return ""  # the play and its resolution have their own entries
    if to in ("front", "back") and source == "chain":  # a recruit resolved
        return f"{name} enters {zone_words(game, to)}"
    if source == "aside" and cause == "main character":  # 2PCG set-up
        return f"{who} puts {name}, their main character, in {zone_words(game, to)}"
    if (source, to) == ("chain", "equipment"):
        return ""  # its "is equipped to" entry tells it
    if to in ("front", "back") and cause == "Substitute":  # the original's keyword
        return f"{who} substitutes {name} into {zone_words(game, to)}"
    if to in ("front", "back") and cause in ("recruit", "recruited"):
        where = f" from {zone_words(game, source)}" if source != "hand" else ""
        return f"{who} recruits {name}{where} to {zone_words(game, to)}"
    if (source, to) == ("hand", "deck"):  # a mulligan: "(mulligan (to the bottom))"
        where = "at the bottom of" if "to the bottom" in cause else "back into"
        why = cause.split(" (")[0]
        return f"{who} puts {name} {where} the deck" + (f" ({why})" if why else "")
    if source == "hand" and to == "ko":
        return f"{who} discards {name}" + (f" ({cause})" if cause else "")
    if to == "ko" and source in ("front", "back"):
        return f"{name} is KO'd" + (f" ({cause})" if cause else "")
    if to == "removed" and source in ("front", "back"):
        return f"{name} is removed from the game" + (f" ({cause})" if cause else "")
    words = f"{name} moves from {zone_words(game, source)} to {zone_words(game, to)}"
    return words + (f" ({cause})" if cause else "")


def zone_words(game: Game, zone: Any) -> str:
    """A zone in the edition's words (the original's back row is the support row)."""
    if zone == "back":
        return "the support row" if game.variant.id == "original" else "the back row"
    return ZONE_WORDS.get(zone, str(zone))


class ChainWords:
    """What the log leaves out about a recruit on the chain (original edition): its "goes
    on the chain" line (the recruit's own line says it, and which row), and when nothing
    went on the chain after it, its "resolves" line and the card entering its row: one
    line per recruit unless something answers it; and a triggered power's starting line
    right after its "resolves" line ("Dream Girl: Cosmic-Surge resolves", then what it
    did). Each entry is judged by the entries before it only, so a line once shown
    stays."""

    def __init__(self) -> None:
        #: links on the chain -> whether something went on the chain after them
        self.answered: dict[Any, bool] = {}
        self.recruits: set[Any] = set()
        #: an unanswered recruit resolved: its card's entering (or equipping) says nothing new
        self.entering = False
        #: the entry before was a link resolving
        self.resolved = False

    def quiet(self, e: Any) -> bool:
        """Whether entry ``e`` is left out."""
        kind, d = e.kind, e.data
        resolved, self.resolved = self.resolved, kind == "chain-resolve"
        if kind == "trigger" and resolved:
            return True  # the triggered power starting: its "resolves" line just said so
        if kind == "chain-add":
            self.entering = False
            self.answered = dict.fromkeys(self.answered, True)
            self.answered[d.get("link")] = False
            if d.get("effect") == "recruit":
                self.recruits.add(d.get("link"))
                return True
            return False
        if kind == "chain-resolve":
            link = d.get("link")
            answered = self.answered.pop(link, True)
            self.entering = not answered and link in self.recruits
            return self.entering
        if self.entering and (kind == "equip" or (kind == "move" and d.get("source") == "chain"
                                                  and d.get("to") in ("front", "back"))):
            self.entering = False
            return True
        if kind == "turn":
            self.entering = False
        return False


def _cause(text: str) -> str:
    """The cause an engine move entry ends with ("... (recruited)", "... (uniqueness rule
    (704.1))"), if any: what is inside the last balanced parentheses."""
    if not text.endswith(")"):
        return ""
    depth = 0
    for at in range(len(text) - 1, -1, -1):
        depth += {")": 1, "(": -1}.get(text[at], 0)
        if depth == 0:
            return text[at + 1:-1]
    return ""
