"""The report in the terminal: rich tables (mechanics, measured figures, the editions'
differences, a sweep's effect, decks, cards) and plotext charts (game lengths, tempo
curves, lead changes)."""

from __future__ import annotations

import io
import shutil
from collections.abc import Callable
from typing import Any

import plotext as plt
from rich.console import Console
from rich.table import Table
from rich.text import Text

from .report import change_text, interval_text, mean_text, p_text, pct, rate_text

Figures = dict[str, Any]

#: the measured table: label, then how a group's figures read
LINES: list[tuple[str, Callable[[Figures], str]]] = [
    ("games finished", lambda f: f"{f['finished']}/{f['games']}"),
    ("rounds per game (95% CI)", lambda f: mean_text(f["rounds"])),
    ("rounds: median (quartiles), range", lambda f: _spread(f["rounds"])),
    ("turns per game (95% CI)", lambda f: mean_text(f["turns"])),
    ("first-player win rate", lambda f: rate_text(f["first_player"])),
    ("lead changes per game", lambda f: mean_text(f["lead_changes"], 2)),
    ("comeback rate", lambda f: rate_text(f["comebacks"])),
    ("first attacker won", lambda f: rate_text(f["first_attack_won"])),
    ("won by the player first stunned", lambda f: rate_text(f["first_stunned_won"])),
    ("attacks per game", lambda f: mean_text(f["attacks"])),
    ("stuns per game", lambda f: mean_text(f["stuns"])),
    ("characters KO'd per game", lambda f: mean_text(f["kos"])),
    ("cards played per game", lambda f: mean_text(f["cards_played"])),
    ("decisions per game (engine)", lambda f: mean_text(f["decisions"], 0)),
    ("choices per agent decision", lambda f: mean_text(f["choices_per_decision"], 2)),
    ("share of decisions with a real choice", lambda f: _share(f["real_choice_share"])),
    ("ended by KO (main characters)", lambda f: pct(f["ending_shares"]["ko"])),
    ("ended by endurance", lambda f: pct(f["ending_shares"]["endurance"])),
    ("ended by running out of cards", lambda f: pct(f["ending_shares"]["out-of-cards"])),
    ("ended otherwise", lambda f: pct(f["ending_shares"]["other"])),
    ("unfinished (turn limit)", lambda f: pct(f["ending_shares"]["unfinished"])),
    ("stopped by an engine error", lambda f: str(f["endings"]["error"])),
    ("draws", lambda f: str(f["draws"])),
    ("same deck won both seatings", lambda f: rate_text(f["paired_same_winner"])),
    ("seconds per game", lambda f: mean_text(f["seconds"], 2)),
]


def _spread(s: dict[str, Any]) -> str:
    if s["mean"] is None:
        return "-"
    return f"{s['median']:g} ({s['q1']:g}-{s['q3']:g}), {s['min']:g}-{s['max']:g}"


def _share(s: dict[str, Any]) -> str:
    if s["mean"] is None:
        return "-"
    return f"{pct(s['mean'])} ({pct(s['ci95'][0])}-{pct(s['ci95'][1])})"


def group_name(f: Figures) -> str:
    return f"{f['variant']} {f['experiment']}".strip()


def _agents(agents: list[str]) -> str:
    return " vs ".join(agents) if len(agents) > 1 else f"{agents[0]} in every seat"


def _seating(paired: bool) -> str:
    return ", paired seeds (both seatings of each seed)" if paired else ", seats alternating"


def headline(report: dict[str, Any]) -> str:
    """What was played: the games, seeds, agents, seating and sweep; for rows read back
    from several runs, each run's own."""
    sweep = f", sweep {report['sweep']}" if report["sweep"] else ""
    if report.get("planned_games") is not None or report["seconds"] is None:
        planned = report.get("planned_games")
        part = f" of {planned} planned" if planned and planned != report["total_games"] else ""
        runs = report.get("runs") or []
        if len(runs) > 1:
            return (f"{report['total_games']} games{part} read from the rows of {len(runs)} "
                    "runs: " + "; ".join(
                        f"{r['folder']}: {r['games']} games, seed {r['seed']}, agents: "
                        f"{_agents(r['agents'])}{_seating(r['paired'])}"
                        + (f", sweep {r['sweep']}" if r["sweep"] else "")
                        + (f", at most {r['max_turns']} turns" if r["max_turns"] else "")
                        for r in runs))
        return (f"{report['total_games']} games{part} read from written rows, agents: "
                f"{_agents(report['agents'])}{_seating(report['paired'])}{sweep}")
    return (f"{report['total_games']} games ({report['games']} per cell), seed {report['seed']}, "
            f"agents: {_agents(report['agents'])}{_seating(report['paired'])}{sweep}, at most "
            f"{report['max_turns']} turns, {report['workers']} worker(s), "
            f"{report['seconds']:.1f} s")


def measured_rows(report: dict[str, Any]) -> list[tuple[str, list[str]]]:
    groups = report["groups"]
    rows = [("decks", [" / ".join(_decks(report, f["variant"])) for f in groups])]
    for label, fn in LINES:
        if label == "stopped by an engine error" and not any(f["endings"]["error"]
                                                             for f in groups):
            continue
        if label == "same deck won both seatings" and not report["paired"]:
            continue
        rows.append((label, [fn(f) for f in groups]))
    return rows


def _decks(report: dict[str, Any], variant: str) -> list[str]:
    row = next(r for r in report["variants"] if r["id"] == variant)
    return row.get("matchups") or row["decks"]


#: how the figures' intervals are worked out
INTERVALS = "means with 95% t intervals, rates with 95% Wilson intervals"
#: the differences table's columns (after the figure), and a sweep table's (after the value)
DIFFERENCE_COLUMNS = ("difference (95% CI)", "test", "p", "significant")
SWEEP_COLUMNS = ("first-player win rate", "first deck of first matchup wins", "rounds",
                 "changes (p < 0.05 marked *)")


def difference_rows(report: dict[str, Any]) -> list[tuple[str, list[str]]]:
    """The editions' differences: the difference, the test, its p, whether significant."""
    comp = report["comparison"]
    if not comp:
        return []
    return [(d["figure"], [interval_text(d), d["test"], p_text(d["p"]),
                           "yes" if d["significant"] else "no"])
            for d in comp["differences"]]


def sweep_rows(report: dict[str, Any], variant: str) -> list[tuple[str, list[str]]]:
    """One variant's swept values: the balance and length under each, and what changed
    against the first value (significant changes marked *)."""
    return [(s["label"],
             [rate_text(s["first_player"]),
              rate_text(s["matchup_rate"]) if s["matchup_rate"] else "-",
              mean_text(s["rounds"]),
              ", ".join(f"{d['figure']} {change_text(d)}" + (" *" if d["significant"] else "")
                        for d in s["vs_first_value"]) or "(first value)"])
            for s in report["sweeps"][variant]]


#: the decks table's column, and the cards table's
DECK_RATE = "win rate (of the first deck named)"
CARD_COLUMNS = ("games played in", "win rate when played")


def deck_rows(f: Figures) -> list[tuple[str, list[str]]]:
    """A group's decks (mirrors aside), then its matchups when it has more than one."""
    rows = [(name, [rate_text(r)]) for name, r in f["decks"].items()]
    if len(f["matchups"]) > 1:
        rows.extend((name, [rate_text(r)]) for name, r in f["matchups"].items())
    return rows


def card_rows(f: Figures, limit: int = 8, least: int = 5) -> list[tuple[str, list[str]]]:
    """A group's most played cards (played in ``least`` games or more), with the win rate
    of the games they were played in."""
    return [(f"{c.get('name', c['card'])} ({c['card']})", [str(c["games"]), rate_text(c)])
            for c in f["cards"] if c["games"] >= least][:limit]


def tables(report: dict[str, Any]) -> list[Table]:
    out = []
    rows = report["variants"]
    mech = Table(title="Mechanics (as each variant declares them)", title_justify="left",
                 show_lines=False, expand=True)
    mech.add_column("")
    for r in rows:
        mech.add_column(r["id"])
    keys: list[str] = []
    for r in rows:
        keys.extend(k for k in r["mechanics"] if k not in keys)
    for k in keys:
        mech.add_row(k, *[r["mechanics"].get(k, "-") for r in rows])
    out.append(mech)
    groups = report["groups"]
    if groups:
        t = Table(title=f"Measured ({INTERVALS})",
                  title_justify="left", expand=True)
        t.add_column("")
        for f in groups:
            t.add_column(group_name(f))
        for label, cells in measured_rows(report):
            t.add_row(label, *cells)
        out.append(t)
    comp = report["comparison"]
    if comp:
        t = Table(title=f"{comp['a']} against {comp['b']} (difference {comp['a']} - "
                  f"{comp['b']}; significant: p < 0.05)", title_justify="left", expand=True)
        t.add_column("figure")
        for col in DIFFERENCE_COLUMNS:
            t.add_column(col)
        for name, cells in difference_rows(report):
            t.add_row(name, *cells)
        out.append(t)
    for variant in report["sweeps"]:
        t = Table(title=f"Sweep {report['sweep'] or ''} ({variant}); against the first value",
                  title_justify="left", expand=True)
        t.add_column("value")
        for col in SWEEP_COLUMNS:
            t.add_column(col)
        for name, cells in sweep_rows(report, variant):
            t.add_row(name, *cells)
        out.append(t)
    for f in groups:
        t = Table(title=f"Decks and matchups: {group_name(f)}", title_justify="left",
                  expand=True)
        t.add_column("deck or matchup")
        t.add_column(DECK_RATE)
        for name, cells in deck_rows(f):
            t.add_row(name, *cells)
        out.append(t)
        cards = card_rows(f)
        if cards:
            t = Table(title=f"Most played cards: {group_name(f)}", title_justify="left",
                      expand=True)
            t.add_column("card")
            for col in CARD_COLUMNS:
                t.add_column(col)
            for name, cells in cards:
                t.add_row(name, *cells)
            out.append(t)
    return out


def charts(report: dict[str, Any], width: int = 100, height: int = 14) -> list[str]:
    """The plotext charts as text: rounds per game, tempo (life left, characters in play,
    by the first player and the other), lead changes."""
    groups = report["groups"]
    if not groups:
        return []
    def new_chart() -> None:
        plt.clf()
        plt.plotsize(width, height)
        plt.theme("clear")

    def shares(field: str, title: str, xlabel: str | None = None) -> str:
        new_chart()
        for f in groups:
            hist = f[field]
            total = sum(hist.values()) or 1
            plt.plot(list(hist), [v / total for v in hist.values()], label=group_name(f))
        plt.title(title)
        if xlabel:
            plt.xlabel(xlabel)
        return str(plt.build())

    out = [shares("rounds_histogram", "Game length: share of games by rounds", "rounds")]
    for fact, title in (("life_norm", "Tempo: life left, normalised"),
                        ("characters", "Tempo: characters in play")):
        new_chart()
        for f in groups:
            rounds = [t["round"] for t in f["tempo"]]
            for who in ("first", "second"):
                plt.plot(rounds, [t[f"{fact}_{who}"] for t in f["tempo"]],
                         label=f"{group_name(f)} {who} player")
        plt.title(title)
        plt.xlabel("round")
        out.append(plt.build())
    out.append(shares("lead_changes_histogram", "Lead changes: share of games"))
    return [Text.from_ansi(c).plain for c in out]


def render(report: dict[str, Any], width: int | None = None, plots: bool = True) -> str:
    width = width or max(80, min(180, shutil.get_terminal_size((120, 24)).columns))
    buf = io.StringIO()
    console = Console(file=buf, width=width, force_terminal=False, color_system=None)
    console.print(f"vsrules compare: {', '.join(r['id'] for r in report['variants'])}; "
                  + headline(report))
    console.print()
    for line in report["answers"]:
        console.print(f"- {line}")
    console.print()
    for t in tables(report):
        console.print(t)
    for r in report["variants"]:
        if r["problem"]:
            console.print(f"{r['id']}: not measured: {r['problem']}")
            for s in r["skipped_decks"]:
                console.print(f"  skipped {s}")
        elif r["note"]:
            console.print(f"{r['id']}: {r['note']}")
    for f in report["groups"]:
        if f["errors"]:
            console.print(f"{group_name(f)}: engine errors (first {len(f['errors'])}):")
            for e in f["errors"]:
                console.print(f"  {e}")
    if plots:
        for chart in charts(report, min(width, 110)):
            console.print(chart, markup=False, highlight=False)
    if report["files"]:
        console.print("rows written: " + ", ".join(report["files"]))
    return buf.getvalue()
