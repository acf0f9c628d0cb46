"""The figures of a comparison, gathered game by game as the results stream in: per
group (a variant and one value of a swept option) a few numbers per game, never the
games themselves, and sums per round for the tempo curves."""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from typing import Any

from .records import DETERMINISTIC, comeback
from .runner import GameResult
from .stats import histogram, mean_ci, quantile, wilson

#: per-game numbers kept for each group (means with intervals, distributions, tests)
MEASURES = ("rounds", "turns", "decisions", "attacks", "stuns", "kos", "cards_played",
            "choices_per_decision", "real_choice_share", "lead_changes", "seconds")
ENDINGS = ("ko", "endurance", "out-of-cards", "other", "unfinished", "error")
#: tempo curves: per round, the sums of these round facts, by the first player and the other
TEMPO = ("life_norm", "characters", "resources")
#: what a game's play decided: its row less where it stands in the run (two values of a
#: sweep with the same ``play_digest`` played the very same games)
PLAY = tuple(f for f in DETERMINISTIC if f not in ("experiment", "options", "game"))


class Group:
    """One variant under one setting: what its games measured so far."""

    def __init__(self, variant: str, experiment: str) -> None:
        self.variant = variant
        self.experiment = experiment
        self.games = 0
        self.values: dict[str, list[float]] = {k: [] for k in MEASURES}
        self.endings: Counter[str] = Counter()
        self.reasons: Counter[str] = Counter()
        self.errors: list[str] = []
        self.draws = 0
        self.first = [0, 0]  # first player's wins, decided games
        self.comebacks = [0, 0]
        self.first_attack = [0, 0]  # the first attacker won, games with an attack
        self.first_stun = [0, 0]  # whose character was stunned first won, games with a stun
        self.decks: dict[str, list[int]] = {}  # deck: [wins, decided games], mirrors aside
        self.matchups: dict[str, list[int]] = {}  # "A vs B": [A's wins, decided], no mirror
        self.cards: dict[str, list[int]] = {}  # card: [games played in, wins]
        self.pairs = [0, 0]  # pairs whose deck won both seatings, complete decided pairs
        self.open_pair: dict[tuple[str, int], Any] = {}
        self.tempo: dict[int, list[float]] = {}  # round: [games, first's life, other's, ...]
        self.digest = hashlib.sha256()
        self.play = hashlib.sha256()

    def add(self, result: GameResult) -> None:
        g = result.game
        self.games += 1
        self.digest.update(json.dumps([g.get(k) for k in DETERMINISTIC]).encode())
        self.play.update(json.dumps([g.get(k) for k in PLAY]).encode())
        self.endings[g["ended_by"]] += 1
        if g["ended_by"] == "error":
            self.errors.append(f"game {g['game']} (seed {g['seed']}): {g['error']}")
            return
        for k in MEASURES:
            if g.get(k) is not None:
                self.values[k].append(float(g[k]))
        if g.get("reason"):
            self.reasons[g["reason"]] += 1
        self.draws += bool(g["draw"])
        winner = g["winner"]
        if winner is not None:
            self._decided(g, winner, comeback(result.rounds, winner))
        self._pair(g)
        for c in result.cards:
            entry = self.cards.setdefault(c["card"], [0, 0])
            entry[0] += 1
            entry[1] += bool(c["won"])
        first = g["first"] if g["first"] is not None else 0
        for r in result.rounds:
            sums = self.tempo.setdefault(r["round"], [0.0] * (1 + 2 * len(TEMPO)))
            sums[0] += 1
            for j, fact in enumerate(TEMPO):
                sums[1 + 2 * j] += r[f"{fact}_{first}"] or 0
                sums[2 + 2 * j] += r[f"{fact}_{1 - first}"] or 0

    def _decided(self, g: dict[str, Any], winner: int, back: bool | None) -> None:
        if g["first"] is not None:
            self.first[1] += 1
            self.first[0] += bool(g["first_won"])
        if back is not None:
            self.comebacks[1] += 1
            self.comebacks[0] += back
        if g["first_attack"] is not None:
            self.first_attack[1] += 1
            self.first_attack[0] += g["first_attack"] == winner
        if g["first_stun"] is not None:
            self.first_stun[1] += 1
            self.first_stun[0] += g["first_stun"] == winner
        names = (g["deck_0"], g["deck_1"])
        if names[0] == names[1]:
            return  # a mirror says nothing of a deck's strength (its seats: first_player)
        for seat, name in enumerate(names):
            entry = self.decks.setdefault(name, [0, 0])
            entry[1] += 1
            entry[0] += winner == seat
        a = g["matchup"].split(" vs ", 1)[0] if g["matchup"] else names[0]
        m = self.matchups.setdefault(g["matchup"], [0, 0])
        m[1] += 1
        m[0] += g["winner_deck"] == a

    def _pair(self, g: dict[str, Any]) -> None:
        pair = g.get("pair")
        if pair is None:
            return
        key = (g["matchup"], pair)
        if key not in self.open_pair:
            self.open_pair[key] = g["winner_deck"]
            return
        other = self.open_pair.pop(key)
        if other is not None and g["winner_deck"] is not None and g["deck_0"] != g["deck_1"]:
            self.pairs[1] += 1
            self.pairs[0] += other == g["winner_deck"]

    # -- the figures ---------------------------------------------------------------------
    def figures(self) -> dict[str, Any]:
        n = self.games
        out: dict[str, Any] = {
            "variant": self.variant, "experiment": self.experiment, "games": n,
            "finished": n - self.endings["unfinished"] - self.endings["error"],
            "draws": self.draws, "errors": self.errors[:5],
            "endings": {k: self.endings[k] for k in ENDINGS},
            "ending_shares": {k: round(self.endings[k] / n, 4) if n else 0.0 for k in ENDINGS},
            "reasons": dict(self.reasons.most_common()),
            "first_player": rate(*self.first), "comebacks": rate(*self.comebacks),
            "first_attack_won": rate(*self.first_attack),
            "first_stunned_won": rate(*self.first_stun),
            "paired_same_winner": rate(*self.pairs),
            "decks": {d: rate(w, k) for d, (w, k) in sorted(self.decks.items())},
            "matchups": {m: rate(w, k) for m, (w, k) in self.matchups.items()},
            "digest": self.digest.hexdigest()[:16],
            "play_digest": self.play.hexdigest()[:16],
        }
        for k in MEASURES:
            out[k] = spread(self.values[k])
        out["rounds_histogram"] = histogram([int(x) for x in self.values["rounds"]])
        out["turns_histogram"] = histogram([int(x) for x in self.values["turns"]])
        out["lead_changes_histogram"] = histogram([int(x) for x in self.values["lead_changes"]])
        out["tempo"] = [{"round": r, "games": int(s[0]),
                         **{f"{fact}_{who}": round(s[1 + 2 * j + w] / s[0], 4)
                            for j, fact in enumerate(TEMPO)
                            for w, who in enumerate(("first", "second"))}}
                        for r, s in sorted(self.tempo.items())]
        out["cards"] = sorted(({"card": c, "games": k, **rate(w, k)}
                               for c, (k, w) in self.cards.items()),
                              key=lambda e: (-e["games"], e["card"]))
        return out


def rate(k: int, n: int) -> dict[str, Any]:
    """A rate with its 95% Wilson interval."""
    ci = wilson(k, n)
    return {"k": k, "n": n, "rate": round(k / n, 4) if n else None,
            "ci95": [round(ci[0], 4), round(ci[1], 4)] if ci else None}


def spread(xs: list[float]) -> dict[str, Any]:
    """Mean with its 95% t interval (kept within the range the data spans: a count is
    never below its least value), standard deviation, quartiles and range."""
    if not xs:
        return {"n": 0, "mean": None, "ci95": None, "sd": None, "median": None,
                "q1": None, "q3": None, "min": None, "max": None}
    m = mean_ci(xs)
    assert m is not None
    ordered = sorted(xs)
    n = len(xs)
    sd = (sum((x - m[0]) ** 2 for x in xs) / (n - 1)) ** 0.5 if n > 1 else 0.0
    low, high = max(m[1], ordered[0]), min(m[2], ordered[-1])
    return {"n": n, "mean": round(m[0], 4), "ci95": [round(low, 4), round(high, 4)],
            "sd": round(sd, 4), "median": quantile(ordered, 0.5),
            "q1": quantile(ordered, 0.25), "q3": quantile(ordered, 0.75),
            "min": ordered[0], "max": ordered[-1]}
