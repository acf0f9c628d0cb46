"""What the comparison screen shows, as plain rows taken from a ``core.compare`` report
(the numbers are the report's; this module only words and scales them)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

Rows = list[tuple[str, list[str]]]
Stats = dict[str, Any]


class Bar(NamedTuple):
    """One bar of a chart: ``value`` is drawn against the chart's scale, ``text`` printed."""

    label: str
    value: float
    text: str


class Chart(NamedTuple):
    title: str
    bars: list[Bar]
    #: the value of a full bar (None: the largest value shown)
    scale: float | None = None


def pct(x: float | None) -> str:
    return "-" if x is None else f"{100 * x:.1f}%"


def first_player(s: Stats) -> str:
    fp = s["first_player"]
    if fp["rate"] is None:
        return "-"
    lo, hi = fp["ci95"]
    return f"{pct(fp['rate'])} (95% CI {pct(lo)}-{pct(hi)}, n={fp['decided']})"


def mechanics_rows(report: dict[str, Any]) -> Rows:
    """Every mechanic any variant declares (in first-declared order), one cell per variant."""
    rows = report["variants"]
    keys: list[str] = []
    for r in rows:
        keys.extend(k for k in r["mechanics"] if k not in keys)
    return [(k, [r["mechanics"].get(k, "-") for r in rows]) for k in keys]


#: shown only when a game stopped on an engine error
ERROR_LINE = "stopped by an engine error"
#: the measured statistics table: label, then how a variant's stats read
STAT_LINES: list[tuple[str, Callable[[Stats], str]]] = [
    ("games finished", lambda s: f"{s['finished']}/{s['games']}"),
    ("average turns", lambda s: f"{s['avg_turns']:.1f}"),
    ("first-player win rate", first_player),
    ("attacks per game", lambda s: f"{s['attacks_per_game']:.1f}"),
    ("stuns per game", lambda s: f"{s['stuns_per_game']:.1f}"),
    ("ended by KO", lambda s: pct(s["ending_shares"]["ko"])),
    ("ended by running out of cards", lambda s: pct(s["ending_shares"]["out-of-cards"])),
    ("ended otherwise", lambda s: pct(s["ending_shares"]["other"])),
    ("unfinished (turn limit)", lambda s: pct(s["ending_shares"]["unfinished"])),
    (ERROR_LINE, lambda s: str(s["endings"]["error"])),
    ("draws", lambda s: str(s["draws"])),
    ("wins by deck", lambda s: ", ".join(f"{k} {v}" for k, v in s["deck_wins"].items()) or "-"),
    ("decisions per game", lambda s: f"{s['decisions_per_game']:.0f}"),
    ("seconds per game", lambda s: f"{s['seconds_per_game']:.3f}"),
]


def stats_rows(report: dict[str, Any]) -> Rows:
    rows = report["variants"]
    errors = any(r["stats"] and r["stats"]["endings"]["error"] for r in rows)
    out: Rows = [("decks", [f"not measured: {r['problem']}" if r["problem"]
                            else " vs ".join(r["decks"]) for r in rows])]
    for label, fn in STAT_LINES:
        if label != ERROR_LINE or errors:
            out.append((label, [fn(r["stats"]) if r["stats"] else "-" for r in rows]))
    return out


def notes(report: dict[str, Any]) -> list[str]:
    """Mirror matches, variants left out and engine errors, as the report states them."""
    out = []
    for r in report["variants"]:
        if r["problem"]:
            out.append(f"{r['id']}: not measured: {r['problem']}")
        elif r["note"]:
            out.append(f"{r['id']}: {r['note']}")
        if r["stats"] and r["stats"]["errors"]:
            out.extend(f"{r['id']}: {e}" for e in r["stats"]["errors"])
    return out


def charts(report: dict[str, Any]) -> list[Chart]:
    """A chart per statistic, one bar per measured variant."""
    measured = [(r["id"], r["stats"]) for r in report["variants"] if r["stats"]]

    def chart(title: str, value: Callable[[Stats], float], text: Callable[[Stats], str],
              scale: float | None = None) -> Chart:
        return Chart(title, [Bar(vid, value(s), text(s)) for vid, s in measured], scale)

    def share(key: str) -> Callable[[Stats], float]:
        return lambda s: s["ending_shares"][key]

    return [
        chart("Average turns", lambda s: s["avg_turns"], lambda s: f"{s['avg_turns']:.1f}"),
        chart("First-player win rate", lambda s: s["first_player"]["rate"] or 0.0,
              first_player, 1.0),
        chart("Attacks per game", lambda s: s["attacks_per_game"],
              lambda s: f"{s['attacks_per_game']:.1f}"),
        chart("Stuns per game", lambda s: s["stuns_per_game"],
              lambda s: f"{s['stuns_per_game']:.1f}"),
        chart("Ended by KO", share("ko"), lambda s: pct(s["ending_shares"]["ko"]), 1.0),
        chart("Ended by running out of cards", share("out-of-cards"),
              lambda s: pct(s["ending_shares"]["out-of-cards"]), 1.0),
        chart("Seconds per game", lambda s: s["seconds_per_game"],
              lambda s: f"{s['seconds_per_game']:.3f} s"),
    ]
