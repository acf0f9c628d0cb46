"""What the comparison screen shows, taken from a ``core.compare`` report (the numbers
and their wording are the report's: ``core.compare.text``; this module picks and scales)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from vsrules.core.compare.report import mean_text, pct, rate_text
from vsrules.core.compare.text import group_name, measured_rows
from vsrules.core.compare.text import sweep_rows as text_sweep_rows

Rows = list[tuple[str, list[str]]]
Figures = dict[str, Any]


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


def columns(report: dict[str, Any]) -> list[str]:
    """One column per measured group (a variant, and a swept value when there is one)."""
    return [group_name(f) for f in report["groups"]]


def mechanics_rows(report: dict[str, Any]) -> Rows:
    """Every mechanic any variant declares (in first-declared order), one cell per variant."""
    rows = report["variants"]
    keys: list[str] = []
    for r in rows:
        keys.extend(k for k in r["mechanics"] if k not in keys)
    return [(k, [r["mechanics"].get(k, "-") for r in rows]) for k in keys]


def stats_rows(report: dict[str, Any]) -> Rows:
    return measured_rows(report)


def sweep_rows(report: dict[str, Any]) -> Rows:
    """Every variant's swept values in one table (the value named with its variant)."""
    return [(f"{variant} {label}", cells) for variant in report["sweeps"]
            for label, cells in text_sweep_rows(report, variant)]


def notes(report: dict[str, Any]) -> list[str]:
    """Mirror matches, variants left out and engine errors, as the report states them."""
    out = []
    for r in report["variants"]:
        if r["problem"]:
            out.append(f"{r['id']}: not measured: {r['problem']}")
        elif r["note"]:
            out.append(f"{r['id']}: {r['note']}")
    for f in report["groups"]:
        out.extend(f"{group_name(f)}: {e}" for e in f["errors"])
    return out


def charts(report: dict[str, Any]) -> list[Chart]:
    """A chart per figure, one bar per measured group."""
    groups = report["groups"]

    def chart(title: str, value: Callable[[Figures], float | None],
              text: Callable[[Figures], str], scale: float | None = None) -> Chart:
        return Chart(title, [Bar(group_name(f), value(f) or 0.0, text(f)) for f in groups],
                     scale)

    def mean(key: str, digits: int = 1) -> tuple[Callable[[Figures], float | None],
                                                 Callable[[Figures], str]]:
        return (lambda f: f[key]["mean"]), (lambda f: mean_text(f[key], digits))

    return [
        chart("Rounds per game", *mean("rounds")),
        chart("Turns per game", *mean("turns")),
        chart("First-player win rate", lambda f: f["first_player"]["rate"],
              lambda f: rate_text(f["first_player"]), 1.0),
        chart("Lead changes per game", *mean("lead_changes", 2)),
        chart("Comeback rate", lambda f: f["comebacks"]["rate"],
              lambda f: rate_text(f["comebacks"]), 1.0),
        chart("Choices per decision", *mean("choices_per_decision", 2)),
        chart("Ended by KO or endurance",
              lambda f: f["ending_shares"]["ko"] + f["ending_shares"]["endurance"],
              lambda f: pct(f["ending_shares"]["ko"] + f["ending_shares"]["endurance"]), 1.0),
    ]
