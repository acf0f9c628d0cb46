"""The records of one simulated game, taken from its public state and log as it is
played: one game row, one row per round, one row per card a player played.

A *turn* is the engine's turn number. A *round* is every player's turn once: in an
edition whose variant declares individual turns (2PCG) a round is as many turns as there
are players; in one with shared turns (the original: every player acts in every turn,
in initiative order) a round is one turn.

*Life left* is the edition's own unit: wounds a main character can still take (its health
minus its wounds) where players have main characters, else endurance. *Normalised* life
is that over the health (2PCG) or over the endurance the player started with (original).
The *leader* of a round is the player with the most normalised life at its end (no
leader on a tie); a *lead change* is the leader passing from one player to another, and a
*comeback* is a game won by a player who trailed at the end of some round by at least
``COMEBACK_MARGIN`` of normalised life (a tenth: one wound of a 6-health main character,
5 of 50 endurance).
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from ..game import Game
from ..variant import Variant

#: every game row has these fields, in this order (the CSV header)
GAME_FIELDS = (
    "variant", "experiment", "matchup", "game", "seed", "pair", "options", "agents", "players",
    "deck_0", "deck_1", "first", "first_deck", "winner", "winner_deck", "first_won", "draw",
    "ended_by", "reason", "rounds", "turns", "decisions", "asked", "choices_per_decision",
    "real_choice_share", "attacks", "stuns", "kos", "cards_played", "first_attack",
    "first_stun", "first_stunned_won", "lead_changes", "comeback", "life_unit", "life_left_0",
    "life_left_1", "seconds", "error", "plugin_failures",
)
#: every round row has these fields (one per round, seat 0 and seat 1 side by side; the
#: state as the round ends: seen when the next turn has begun, or when the game is over)
ROUND_FIELDS = (
    "variant", "experiment", "game", "round", "turn", "life_unit", "life_0", "life_1",
    "life_norm_0", "life_norm_1", "characters_0", "characters_1", "resources_0",
    "resources_1", "hand_0", "hand_1", "leader",
)
#: one row per card a seat played in a game (put into play from the hand, plot twists too)
CARD_FIELDS = ("variant", "experiment", "game", "seat", "deck", "card", "times", "won")
#: the game fields a seed fixes (not the clock)
DETERMINISTIC = tuple(f for f in GAME_FIELDS if f != "seconds")
#: where a card played from the hand goes (a resource is not "played")
PLAYED_TO = frozenset({"front", "back", "equipment", "chain", "aside", "ko", "removed"})
IN_PLAY = ("front", "back")
COMEBACK_MARGIN = 0.1


def turns_per_round(variant: Variant, players: int) -> int:
    """Turns in a round: one when the variant declares shared turns, else one a player."""
    structure = variant.mechanics.get("turn structure", "")
    return 1 if structure.startswith("shared") else max(1, players)


def life_unit(game: Game) -> str:
    return "wounds left" if any(p.main is not None for p in game.state.players) else "endurance"


class Tracker:
    """Watches one game from its set-up to its end: call ``seen(game)`` after every
    answer; ``close(game)`` gives the round rows' last one and the totals."""

    def __init__(self, game: Game, variant: Variant, base: dict[str, Any]) -> None:
        self.base = base
        self.per_round = turns_per_round(variant, len(game.state.players))
        #: the life unit and each player's starting endurance, once the first turn begins
        #: (set-up places the main characters and the endurance)
        self.unit = ""
        self.start: list[int] = []
        self.rounds: list[dict[str, Any]] = []
        self.turn = game.state.turn
        self.asked = 0
        self.options = 0
        self.real = 0

    def round_of(self, turn: int) -> int:
        return max(1, (turn - 1) // self.per_round + 1)

    def asking(self, options: int) -> None:
        """An agent is asked a decision with ``options`` legal answers."""
        self.asked += 1
        self.options += options
        if options > 1:
            self.real += 1

    def _begun(self, game: Game) -> None:
        if not self.unit:
            self.unit = life_unit(game)
            self.start = [max(1, p.endurance) for p in game.state.players]

    def seen(self, game: Game) -> None:
        turn = game.state.turn
        if turn >= 1:
            self._begun(game)
        if turn != self.turn:
            if self.turn >= 1 and self.round_of(turn) != self.round_of(self.turn):
                self.rounds.append(self.snapshot(game, self.turn))
            self.turn = turn

    def life(self, game: Game, seat: int) -> tuple[float, float]:
        st = game.state
        p = st.players[seat]
        if p.out:
            return 0.0, 0.0
        if self.unit == "endurance":
            return float(p.endurance), p.endurance / self.start[seat]
        if p.main is None or p.main not in st.objects:
            return 0.0, 0.0
        main = st.objects[p.main]
        if main.zone not in IN_PLAY:
            return 0.0, 0.0
        health = max(1, game.stat(main, "health"))
        left = max(0, health - main.count("wound"))
        return float(left), left / health

    def snapshot(self, game: Game, turn: int) -> dict[str, Any]:
        self._begun(game)
        st = game.state
        row: dict[str, Any] = {"variant": self.base["variant"],
                               "experiment": self.base["experiment"], "game": self.base["game"],
                               "round": self.round_of(turn), "turn": turn,
                               "life_unit": self.unit}
        norms = []
        for seat in range(2):
            if seat >= len(st.players):
                row.update({f"life_{seat}": None, f"life_norm_{seat}": None,
                            f"characters_{seat}": None, f"resources_{seat}": None,
                            f"hand_{seat}": None})
                continue
            p = st.players[seat]
            left, norm = self.life(game, seat)
            norms.append(norm)
            row[f"life_{seat}"] = left
            row[f"life_norm_{seat}"] = round(norm, 4)
            row[f"characters_{seat}"] = sum(
                1 for z in IN_PLAY for u in p.zones[z] if game.card(st.objects[u]).is_character)
            row[f"resources_{seat}"] = len(p.zones["resources"])
            row[f"hand_{seat}"] = len(p.zones["hand"])
        row["leader"] = leader(norms)
        return row

    def close(self, game: Game) -> tuple[dict[str, Any], list[dict[str, Any]]]:
        """The game's totals (the fields the log and the state give) and its round rows."""
        st = game.state
        if st.turn >= 1 and (not self.rounds or self.rounds[-1]["round"] != self.round_of(st.turn)):
            self.rounds.append(self.snapshot(game, st.turn))
        facts = from_log(game)
        winner = st.winner if st.over and not st.draw else None
        leaders = [r["leader"] for r in self.rounds]
        facts.update({
            "rounds": self.round_of(st.turn) if st.turn >= 1 else 0, "turns": st.turn,
            "decisions": st.decisions, "asked": self.asked,
            "choices_per_decision": round(self.options / self.asked, 3) if self.asked else None,
            "real_choice_share": round(self.real / self.asked, 4) if self.asked else None,
            "winner": winner, "draw": bool(st.over and st.draw),
            "ended_by": ended_by(game, self.unit), "lead_changes": lead_changes(leaders),
            "comeback": comeback(self.rounds, winner),
            "life_unit": self.unit,
        })
        last = self.snapshot(game, max(1, st.turn))
        facts["life_left_0"], facts["life_left_1"] = last["life_0"], last["life_1"]
        return facts, self.rounds


def leader(norms: list[float]) -> int | None:
    """The seat with the most normalised life, None on a tie."""
    if not norms:
        return None
    best = max(norms)
    seats = [i for i, n in enumerate(norms) if n == best]
    return seats[0] if len(seats) == 1 else None


def comeback(rounds: list[dict[str, Any]], winner: int | None) -> bool | None:
    """Whether the winner trailed by ``COMEBACK_MARGIN`` or more after some round (None
    without a winner, or with more than two seats)."""
    if winner not in (0, 1):
        return None
    other = 1 - winner
    return any((r[f"life_norm_{other}"] or 0) - (r[f"life_norm_{winner}"] or 0)
               >= COMEBACK_MARGIN for r in rounds)


def lead_changes(leaders: list[int | None]) -> int:
    """How often the leader passes from one player to another (ties skipped)."""
    changes, last = 0, None
    for who in leaders:
        if who is None:
            continue
        if last is not None and who != last:
            changes += 1
        last = who
    return changes


def from_log(game: Game) -> dict[str, Any]:
    """Counts and firsts the log tells: who went first, attacks, stuns, KOs, cards played
    (per seat), who attacked first and whose character was stunned first."""
    st = game.state
    first = first_attack = stunned_first = turn_player = None
    attacks = stuns = kos = 0
    reason = ""
    played: list[Counter[str]] = [Counter() for _ in st.players]
    for e in st.log:
        kind = e.kind
        if kind == "move":
            d = e.data
            if d.get("source") == "hand" and d.get("to") in PLAYED_TO and "owner" in d:
                played[d["owner"]][d["card"]] += 1
            elif d.get("to") == "ko" and d.get("source") in IN_PLAY:
                kos += 1
        elif kind == "attack" and "attackers" in e.data:  # not "removed from the attack"
            attacks += 1
            if first_attack is None:
                first_attack = attacker_of(game, e.data, turn_player)
        elif kind == "stun":
            stuns += 1
            if stunned_first is None and e.data.get("subject") in st.objects:
                stunned_first = st.objects[e.data["subject"]].controller
        elif kind == "turn":
            turn_player = e.data.get("player")
            if first is None:
                first = turn_player
        elif kind == "game-over":
            reason = str(e.data.get("reason") or "")
    return {"first": first, "attacks": attacks, "stuns": stuns, "kos": kos,
            "cards_played": sum(sum(c.values()) for c in played), "reason": reason,
            "first_attack": first_attack, "first_stun": stunned_first,
            "played": [dict(c) for c in played]}


def attacker_of(game: Game, data: dict[str, Any], fallback: int | None) -> int | None:
    """The attacking player of an ``attack`` log entry: its attackers' controller, or
    ``fallback`` (the turn's player) when they are no longer known by those ids."""
    for uid in data["attackers"]:
        obj = game.state.objects.get(uid)
        if obj is not None:
            return obj.controller
    return fallback


def ended_by(game: Game, unit: str) -> str:
    """How a game ended, from its state: ``ko`` (one player left, the others' main
    characters KO'd), ``endurance`` (one player left where life is endurance: the others
    at 0 or less), ``out-of-cards`` (more than one player in and every deck empty),
    ``other``, or ``unfinished``."""
    st = game.state
    if not st.over:
        return "unfinished"
    remaining = [p for p in st.players if not p.out]
    if len(remaining) <= 1:
        return "endurance" if unit == "endurance" else "ko"
    if all(not p.zones["deck"] for p in remaining):
        return "out-of-cards"
    return "other"


def options_text(options: dict[str, Any]) -> str:
    """A game's options as one sorted JSON text (a CSV cell)."""
    return json.dumps(options, sort_keys=True) if options else ""
