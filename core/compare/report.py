"""The report of a comparison as plain data: each group's figures, the editions'
differences with a test each, a swept option's effect on the balance, and the answers to
a designer's first questions in words (every figure with its 95% interval)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .stats import rate_difference_interval, two_rates, welch, welch_interval
from .summary import Group

#: below this two-sided p a difference is called significant
ALPHA = 0.05
#: compared between editions with Welch's t test: the per-game means
MEANS = (("rounds", "rounds per game"), ("turns", "turns per game"),
         ("lead_changes", "lead changes per game"), ("attacks", "attacks per game"),
         ("stuns", "stuns per game"), ("choices_per_decision", "choices per decision"))
#: compared with the two-sample test of rates
RATES = (("first", "first-player win rate"), ("comebacks", "comeback rate"))


def _rate_of(group: Group, key: str) -> tuple[int, int]:
    k, n = getattr(group, key)
    return int(k), int(n)


def _tested(figure: str, key: str, test: str, result: tuple[float, float, float],
            interval: tuple[float, float] | None) -> dict[str, Any]:
    return {"figure": figure, "key": key, "test": test, "difference": round(result[0], 4),
            "ci95": [round(interval[0], 4), round(interval[1], 4)] if interval else None,
            "statistic": round(result[1], 4), "p": round(result[2], 4),
            "significant": bool(result[2] < ALPHA)}


def rate_change(figure: str, key: str, a: Sequence[int], b: Sequence[int]
                ) -> dict[str, Any] | None:
    """Two rates (wins, games) compared: the difference a - b with its 95% interval
    (Newcombe) and the two-sample z test."""
    test = two_rates(a[0], a[1], b[0], b[1])
    if test is None:
        return None
    return _tested(figure, key, "two-sample z", test,
                   rate_difference_interval(a[0], a[1], b[0], b[1]))


def difference(a: Group, b: Group) -> list[dict[str, Any]]:
    """Every compared figure of two groups: the difference a - b with its 95% interval,
    the test, its p."""
    rows: list[dict[str, Any]] = []
    for key, label in MEANS:
        test = welch(a.values[key], b.values[key])
        if test is not None:
            rows.append(_tested(label, key, "Welch t", test,
                                welch_interval(a.values[key], b.values[key])))
    for key, label in RATES:
        row = rate_change(label, key, _rate_of(a, key), _rate_of(b, key))
        if row is not None:
            rows.append(row)
    return rows


def sweep_effects(groups: Sequence[Group]) -> list[dict[str, Any]]:
    """One variant's swept values against its first value: first-player rate, the first
    matchup's first deck's win rate, rounds."""
    base = groups[0]
    out = []
    for g in groups:
        f = g.figures()
        matchup = next(iter(f["matchups"]), None)
        row: dict[str, Any] = {"experiment": g.experiment,
                               "label": g.experiment or "rules as printed",
                               "first_player": f["first_player"],
                               "matchup": matchup,
                               "matchup_rate": f["matchups"][matchup] if matchup else None,
                               "rounds": f["rounds"], "vs_first_value": [],
                               "same_games": g is not base and g.games == base.games
                               and g.play.digest() == base.play.digest()}
        if g is not base:
            row["vs_first_value"] = [d for d in difference(g, base)
                                     if d["key"] in ("first", "rounds")]
            mb, mg = base.matchups.get(matchup or ""), g.matchups.get(matchup or "")
            if mb and mg:
                deck = matchup.split(" vs ")[0] if matchup else ""
                change = rate_change(f"{deck} win rate", "matchup", mg, mb)
                if change is not None:
                    row["vs_first_value"].append(change)
        out.append(row)
    return out


def pct(x: float | None) -> str:
    return "-" if x is None else f"{100 * x:.1f}%"


def rate_text(r: dict[str, Any]) -> str:
    if r["rate"] is None:
        return "-"
    lo, hi = r["ci95"]
    return f"{pct(r['rate'])} (95% CI {pct(lo)}-{pct(hi)}, n={r['n']})"


def mean_text(s: dict[str, Any], digits: int = 1) -> str:
    if s["mean"] is None:
        return "-"
    lo, hi = s["ci95"]
    return f"{s['mean']:.{digits}f} ({lo:.{digits}f}-{hi:.{digits}f})"


def p_text(p: float) -> str:
    return "p<0.001" if p < 0.001 else f"p={p:.3g}"


def interval_text(d: dict[str, Any]) -> str:
    """A difference and its 95% interval, as the tables show it."""
    ci = d.get("ci95")
    return f"{d['difference']:+.3g}" + (f" ({ci[0]:+.3g} to {ci[1]:+.3g})" if ci else "")


def change_text(d: dict[str, Any]) -> str:
    """A difference with its 95% interval and p: rates in percentage points."""
    scale, unit, digits = (100, " points", 1) if d["test"] == "two-sample z" else (1, "", 2)
    ci = d.get("ci95")
    inside = f"95% CI {scale * ci[0]:+.{digits}f} to {scale * ci[1]:+.{digits}f}, " if ci else ""
    return f"{scale * d['difference']:+.{digits}f}{unit} ({inside}{p_text(d['p'])})"


def _verdict(d: dict[str, Any] | None, comp: dict[str, Any] | None) -> str:
    if d is None:
        return "not tested"
    word = "a significant difference" if d["significant"] else "no significant difference"
    who = f"{comp['a']} - {comp['b']} " if comp else ""
    return f"{word} ({d['test']}: {who}{change_text(d)})"


def _even(groups: Sequence[dict[str, Any]]) -> str:
    """Which first-player rates' intervals leave out an even 50%."""
    uneven = [f"{g['variant']} {'favours' if g['first_player']['rate'] > 0.5 else 'disfavours'}"
              " the first player" for g in groups
              if g["first_player"]["ci95"] and not
              g["first_player"]["ci95"][0] <= 0.5 <= g["first_player"]["ci95"][1]]
    return ("; its 95% interval leaves out 50%: " + ", ".join(uneven)) if uneven else \
        "; every interval includes 50% (no clear seat advantage)"


def answers(report: dict[str, Any]) -> list[str]:
    """The designer's questions answered in sentences from the report's figures."""
    out: list[str] = []
    base = [g for g in report["groups"] if g["experiment"] == report["baseline"]]
    comp = report["comparison"]
    if len(base) >= 2:
        a, b = base[0], base[1]
        by = {d["key"]: d for d in comp["differences"]} if comp else {}
        longer = a if (a["rounds"]["mean"] or 0) >= (b["rounds"]["mean"] or 0) else b
        shorter = b if longer is a else a
        out.append(f"Longer games: {longer['variant']}, {mean_text(longer['rounds'])} rounds "
                   f"a game against {shorter['variant']}'s {mean_text(shorter['rounds'])} "
                   f"(95% CI); {_verdict(by.get('rounds'), comp)}. In turns: "
                   f"{a['variant']} {mean_text(a['turns'])}, {b['variant']} "
                   f"{mean_text(b['turns'])} (a 2PCG turn is one player's, an original turn "
                   "is shared by both).")
        adv = sorted(base[:2], key=lambda g: -(g["first_player"]["rate"] or 0.0))
        out.append(f"More first-player advantage: {adv[0]['variant']}, first player wins "
                   f"{rate_text(adv[0]['first_player'])}, against {adv[1]['variant']}'s "
                   f"{rate_text(adv[1]['first_player'])}; {_verdict(by.get('first'), comp)}"
                   f"{_even(adv)}.")
        out.append(f"Lead changes: {a['variant']} {mean_text(a['lead_changes'], 2)} a game, "
                   f"{b['variant']} {mean_text(b['lead_changes'], 2)}; "
                   f"{_verdict(by.get('lead_changes'), comp)}. Comebacks (won by a player who "
                   "trailed by a tenth of the life or more after some round): "
                   f"{a['variant']} {rate_text(a['comebacks'])}, "
                   f"{b['variant']} {rate_text(b['comebacks'])}.")
    elif base:
        g = base[0]
        out.append(f"{g['variant']}: {mean_text(g['rounds'])} rounds a game, first player "
                   f"wins {rate_text(g['first_player'])}, {mean_text(g['lead_changes'], 2)} "
                   "lead changes a game.")
    for variant, rows in report["sweeps"].items():
        parts = []
        for row in rows:
            fp = rate_text(row["first_player"])
            deck = (f", {row['matchup'].split(' vs ')[0]} wins {rate_text(row['matchup_rate'])}"
                    if row["matchup_rate"] else "")
            parts.append(f"{row['label']}: first player {fp}{deck}, "
                         f"{mean_text(row['rounds'])} rounds")
        moves = [f"{row['label']} changes " + ", ".join(
                     f"{d['figure']} by {change_text(d)}" for d in row["vs_first_value"])
                 for row in rows[1:] if row["vs_first_value"]]
        moved = [f"{row['label']}: {d['figure']}" for row in rows
                 for d in row["vs_first_value"] if d["significant"]]
        against = ""
        if moves:
            verdict = ("significant (p < 0.05): " + ", ".join(moved) if moved
                       else "none of these changes is significant (p < 0.05)")
            against = f" Against {rows[0]['label']}: " + "; ".join(moves) + f"; {verdict}."
        same = [row["label"] for row in rows if row["same_games"]]
        unchanged = ""
        if same:
            unchanged = (f" Under {', '.join(same)} the games were those of "
                         f"{rows[0]['label']} game for game (same seeds, same winners, "
                         "lengths and counts): the option changed no game here (a "
                         "deck-building option, or a rule these games never reached).")
        out.append(f"Sweep ({variant}): " + "; ".join(parts) + "." + against + unchanged)
    return out


def build(meta: dict[str, Any], variants: list[dict[str, Any]],
          groups: Sequence[Group]) -> dict[str, Any]:
    """The whole report as plain data (``vsrules compare --json`` prints it)."""
    figures = [g.figures() for g in groups]
    baseline = groups[0].experiment if groups else ""
    base = [g for g in groups if g.experiment == baseline]
    comparison = None
    if len(base) >= 2:
        comparison = {"a": base[0].variant, "b": base[1].variant, "experiment": baseline,
                      "differences": difference(base[0], base[1])}
    sweeps: dict[str, list[dict[str, Any]]] = {}
    for v in dict.fromkeys(g.variant for g in groups):
        mine = [g for g in groups if g.variant == v]
        if len(mine) > 1:  # a sweep's values (the rules as printed first, when played)
            sweeps[v] = sweep_effects(mine)
    for row in variants:
        row["stats"] = next((f for f in figures if f["variant"] == row["id"]
                             and f["experiment"] == baseline), None)
    report = {**meta, "variants": variants, "groups": figures, "baseline": baseline,
              "comparison": comparison, "sweeps": sweeps}
    report["answers"] = answers(report)
    return report
