"""The report answers a designer's four questions, each with its 95% intervals, in the
HTML page as in the terminal: which edition's games are longer (in rounds), which has
more first-player advantage, how often the lead changes, and how a swept option moves
the balance (each change with its interval and test)."""

from __future__ import annotations

import html
import re

import pytest

from vsrules.core.compare import compare
from vsrules.core.compare.html import render_html
from vsrules.core.compare.text import render

INTERVAL = re.compile(r"\d+\.\d+ \(\d+\.\d+-\d+\.\d+\)")  # a mean and its interval
RATE = re.compile(r"\d+\.\d% \(95% CI \d+\.\d%-\d+\.\d%, n=\d+\)")
CHANGE = re.compile(r"[+-]\d+\.\d+( points)? \(95% CI [+-]\d+\.\d+ to [+-]\d+\.\d+, p")


@pytest.fixture(scope="module")
def report(registry):
    return compare(registry, games=6, seed=2, agents=["random"], workers=1,
                   sweep="mulligan=true,false")


def answers(page: str) -> list[str]:
    block = page.split("<ul class=answers>")[1].split("</ul>")[0]
    return [html.unescape(a) for a in re.findall(r"<li>(.*?)</li>", block)]


def test_the_four_questions_are_answered_with_intervals_in_the_html(report):
    longer, advantage, lead, *sweeps = answers(render_html(report))
    assert longer.startswith("Longer games: ") and "rounds a game" in longer
    assert len(INTERVAL.findall(longer)) >= 4 and CHANGE.search(longer)
    assert advantage.startswith("More first-player advantage: ")
    assert len(RATE.findall(advantage)) == 2 and CHANGE.search(advantage)
    assert lead.startswith("Lead changes: ") and len(INTERVAL.findall(lead)) >= 2
    assert "Comebacks" in lead and len(RATE.findall(lead)) == 2
    assert [s.split(":")[0] for s in sweeps] == ["Sweep (original)", "Sweep (2pcg)"]
    for s in sweeps:
        assert "mulligan=true: first player" in s and "mulligan=false: first player" in s
        assert "Against mulligan=true: mulligan=false changes" in s
        assert re.search(r"first-player win rate by " + CHANGE.pattern, s)
        assert "significant (p < 0.05)" in s


def test_the_terminal_gives_the_same_answers(report):
    text = " ".join(render(report, width=2000, plots=False).split())
    for line in answers(render_html(report)):
        assert " ".join(line.split()) in text


def test_differences_come_with_their_intervals(report):
    for d in report["comparison"]["differences"]:
        lo, hi = d["ci95"]
        assert lo <= d["difference"] <= hi
    for rows in report["sweeps"].values():
        for change in rows[1]["vs_first_value"]:
            lo, hi = change["ci95"]
            assert lo <= change["difference"] <= hi
