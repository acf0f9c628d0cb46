"""Timings of the benches (TUI frames, engine throughput), shown at the end of the run
(never asserted: the machines these run on are shared and noisy)."""

from __future__ import annotations

import statistics

import pytest

from vsrules.tui.app import VsApp

TIMINGS: dict[str, list[float]] = {}
THROUGHPUT: dict[str, str] = {}


def summary(name: str, seconds: list[float]) -> str:
    ms = sorted(s * 1000 for s in seconds)
    p95 = ms[min(len(ms) - 1, round(0.95 * (len(ms) - 1)))]
    return (f"{name}: median {statistics.median(ms):.1f} ms, p95 {p95:.1f} ms, "
            f"max {ms[-1]:.1f} ms (n={len(ms)})")


@pytest.fixture
def timings(record_property):
    """``timings(name, seconds)`` keeps the samples for the summary (and the junit XML)."""

    def keep(name: str, seconds: list[float]) -> None:
        TIMINGS[name] = seconds
        record_property(name, summary(name, seconds))

    return keep


@pytest.fixture
def make_app(registry, tmp_path):
    def make(**kwargs) -> VsApp:
        kwargs.setdefault("seed", 7)
        kwargs.setdefault("ai_delay", 0)
        kwargs.setdefault("opponent", "random")
        kwargs.setdefault("save_path", tmp_path / "game.json")
        return VsApp(registry, **kwargs)

    return make


@pytest.fixture
def throughput(record_property):
    """``throughput(name, report)`` keeps a simulate report's decisions per second."""

    def keep(name: str, report: dict) -> None:
        line = (f"{name}: {report['decisions_per_second']} decisions/s "
                f"({report['decisions_per_cpu_second']} per CPU second; "
                f"{report['decisions']} decisions, {report['games']} games, "
                f"{report['seconds']} s)")
        THROUGHPUT[name] = line
        record_property(name, line)

    return keep


def pytest_terminal_summary(terminalreporter):
    if THROUGHPUT:
        terminalreporter.section("Engine throughput (random agents, one core)")
        for line in THROUGHPUT.values():
            terminalreporter.write_line(line)
    if TIMINGS:
        terminalreporter.section("TUI timings")
        for name, seconds in TIMINGS.items():
            terminalreporter.write_line(summary(name, seconds))
