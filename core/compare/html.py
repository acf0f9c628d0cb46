"""The report as one self-contained HTML page (``--report FILE``): the answers, the same
tables as the terminal, and the charts drawn as inline SVG (no script, no file beside it)."""

from __future__ import annotations

import html
import json
from collections.abc import Sequence
from typing import Any

from .report import change_text, interval_text, mean_text, p_text, rate_text
from .text import card_rows, group_name, headline, measured_rows

COLOURS = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2",
           "#7f7f7f")
STYLE = """body{font-family:system-ui,sans-serif;margin:2em auto;max-width:1100px;color:#222}
table{border-collapse:collapse;margin:.5em 0 1.5em;font-size:14px}
td,th{border:1px solid #ccc;padding:3px 8px;text-align:left;vertical-align:top}
th{background:#f3f3f3}h1{font-size:22px}h2{font-size:18px;margin-top:1.6em}
.answers li{margin:.4em 0}.sig{font-weight:bold;color:#a00}svg{background:#fff}
.note{color:#666;font-size:13px}"""


def _e(x: Any) -> str:
    return html.escape(str(x))


def table(header: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    head = "".join(f"<th>{_e(h)}</th>" for h in header)
    body = "".join("<tr>" + "".join(f"<td>{c if isinstance(c, Raw) else _e(c)}</td>"
                                    for c in row) + "</tr>" for row in rows)
    return f"<table><tr>{head}</tr>{body}</table>"


class Raw(str):
    """Markup to put into a cell as it is."""


def line_chart(title: str, series: Sequence[tuple[str, Sequence[float], Sequence[float]]],
               xlabel: str, width: int = 720, height: int = 280) -> str:
    """Lines (label, xs, ys) on shared axes, as SVG."""
    points = [(x, y) for _l, xs, ys in series for x, y in zip(xs, ys, strict=True)]
    if not points:
        return ""
    x0, x1 = min(p[0] for p in points), max(p[0] for p in points)
    y0, y1 = 0.0, max(p[1] for p in points) or 1.0
    left, right, top, bottom = 50, 180, 30, 40
    pw, ph = width - left - right, height - top - bottom

    def sx(x: float) -> float:
        return left + (x - x0) / ((x1 - x0) or 1) * pw

    def sy(y: float) -> float:
        return top + ph - (y - y0) / ((y1 - y0) or 1) * ph

    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
             f'role="img"><title>{_e(title)}</title>',
             f'<text x="{left}" y="18" font-size="14">{_e(title)}</text>',
             f'<line x1="{left}" y1="{top + ph}" x2="{left + pw}" y2="{top + ph}" stroke="#888"/>',
             f'<line x1="{left}" y1="{top}" x2="{left}" y2="{top + ph}" stroke="#888"/>']
    for k in range(5):
        y = y0 + (y1 - y0) * k / 4
        parts.append(f'<text x="{left - 6}" y="{sy(y) + 4:.1f}" font-size="11" '
                     f'text-anchor="end">{y:.3g}</text>')
    for k in range(6):
        x = x0 + (x1 - x0) * k / 5
        parts.append(f'<text x="{sx(x):.1f}" y="{top + ph + 15}" font-size="11" '
                     f'text-anchor="middle">{x:.3g}</text>')
    parts.append(f'<text x="{left + pw / 2}" y="{height - 5}" font-size="12" '
                 f'text-anchor="middle">{_e(xlabel)}</text>')
    for i, (label, xs, ys) in enumerate(series):
        colour = COLOURS[i % len(COLOURS)]
        dash = ' stroke-dasharray="5,3"' if i % 2 else ""
        path = " ".join(f"{sx(x):.1f},{sy(y):.1f}" for x, y in zip(xs, ys, strict=True))
        parts.append(f'<polyline fill="none" stroke="{colour}" stroke-width="2"{dash} '
                     f'points="{path}"/>')
        parts.append(f'<text x="{left + pw + 10}" y="{top + 14 * i + 10}" font-size="12" '
                     f'fill="{colour}">{_e(label)}</text>')
    parts.append("</svg>")
    return "".join(parts)


def _share(hist: dict[Any, int]) -> tuple[list[float], list[float]]:
    total = sum(hist.values()) or 1
    return [float(k) for k in hist], [v / total for v in hist.values()]


def charts(report: dict[str, Any]) -> list[str]:
    groups = report["groups"]
    out = [line_chart("Game length: share of games by rounds",
                      [(group_name(f), *_share(f["rounds_histogram"])) for f in groups],
                      "rounds"),
           line_chart("Game length: share of games by turns",
                      [(group_name(f), *_share(f["turns_histogram"])) for f in groups],
                      "turns")]
    for fact, title in (("life_norm", "Tempo: life left, normalised (mean by round)"),
                        ("characters", "Tempo: characters in play (mean by round)"),
                        ("resources", "Tempo: resources (mean by round)")):
        out.append(line_chart(title, [
            (f"{group_name(f)} {who}", [t["round"] for t in f["tempo"]],
             [t[f"{fact}_{who}"] for t in f["tempo"]])
            for f in groups for who in ("first", "second")], "round"))
    out.append(line_chart("Lead changes: share of games",
                          [(group_name(f), *_share(f["lead_changes_histogram"]))
                           for f in groups], "lead changes in a game"))
    return out


def render_html(report: dict[str, Any]) -> str:
    ids = ", ".join(r["id"] for r in report["variants"])
    body = [f"<h1>vsrules compare: {_e(ids)}</h1>", f"<p>{_e(headline(report))}</p>",
            "<h2>Answers</h2><ul class=answers>"
            + "".join(f"<li>{_e(a)}</li>" for a in report["answers"]) + "</ul>"]
    groups = report["groups"]
    if groups:
        body.append("<h2>Measured</h2><p class=note>Means with 95% t intervals; rates with "
                    "95% Wilson intervals. A round is every player's turn once: a 2PCG turn "
                    "is one player's, an original turn is shared.</p>")
        body.append(table(["", *[group_name(f) for f in groups]],
                          [[label, *cells] for label, cells in measured_rows(report)]))
    comp = report["comparison"]
    if comp:
        body.append(f"<h2>{_e(comp['a'])} against {_e(comp['b'])}</h2>")
        body.append(table(["figure", f"difference ({comp['a']} - {comp['b']}, 95% CI)", "test",
                           "p", "significant (p < 0.05)"],
                          [[d["figure"], interval_text(d), d["test"], p_text(d["p"]),
                            Raw("<span class=sig>yes</span>") if d["significant"] else "no"]
                           for d in comp["differences"]]))
    for variant, sweep in report["sweeps"].items():
        body.append(f"<h2>Sweep {_e(report['sweep'] or '')} ({_e(variant)})</h2>")
        body.append(table(["value", "first-player win rate", "first deck of first matchup",
                           "rounds", "against the first value"],
                          [[s["label"], rate_text(s["first_player"]),
                            rate_text(s["matchup_rate"]) if s["matchup_rate"] else "-",
                            mean_text(s["rounds"]),
                            "; ".join(f"{d['figure']} {change_text(d)}"
                                      f"{' significant' if d['significant'] else ''}"
                                      for d in s["vs_first_value"]) or "(first value)"]
                           for s in sweep]))
    body.append("<h2>Charts</h2>" + "".join(f"<div>{c}</div>" for c in charts(report)))
    for f in groups:
        body.append(f"<h2>Decks and cards: {_e(group_name(f))}</h2>")
        body.append(table(["deck or matchup", "win rate"],
                          [[k, rate_text(v)] for k, v in
                           [*f["decks"].items(), *f["matchups"].items()]]))
        body.append(table(["card", "games played in", "win rate when played"],
                          [[name, *cells] for name, cells in card_rows(f, 15, 1)]))
    mech = report["variants"]
    keys: list[str] = []
    for r in mech:
        keys.extend(k for k in r["mechanics"] if k not in keys)
    body.append("<h2>Mechanics (as each variant declares them)</h2>")
    body.append(table(["", *[r["id"] for r in mech]],
                      [[k, *[r["mechanics"].get(k, "-") for r in mech]] for k in keys]))
    # the figures as data, for a reader's own script ("</" written so it can't end the tag)
    data = json.dumps({k: v for k, v in report.items() if k != "variants"}).replace("</", "<\\/")
    return ("<!doctype html><html lang=en><head><meta charset=utf-8>"
            f"<title>vsrules compare: {_e(ids)}</title><style>{STYLE}</style></head><body>"
            + "\n".join(body)
            + f'<script type="application/json" id="report-data">{data}</script>'
            "</body></html>\n")
