"""The comparison screen: opened from the start screen, runs ``core.compare`` in a worker
and shows what it returns. Snapshots: ``pytest tests/tui/test_compare_screen.py
--snapshot-update``, then look at the SVGs."""

from __future__ import annotations

import pytest

from vsrules.core.compare import compare
from vsrules.core.compare.report import mean_text, rate_text
from vsrules.core.compare.text import card_rows, difference_rows
from vsrules.tui.compare_rows import charts, notes, stats_rows
from vsrules.tui.screens import compare as compare_screen
from vsrules.tui.screens.compare import CompareScreen
from vsrules.tui.screens.start import StartScreen
from vsrules.tui.widgets.bar_chart import BarChart, bar_text
from vsrules.tui.widgets.variant_table import VariantTable

GAMES, SEED = 3, 5
SIZES = [(80, 24), (140, 45)]


def without_timings(report: dict) -> dict:
    """The report minus what the clock decides."""
    def figures(f):
        return f and {**f, "seconds": None}

    return {**report, "seconds": None, "workers": None, "answers": None,
            "groups": [figures(f) for f in report["groups"]],
            "variants": [{**r, "stats": figures(r["stats"])} for r in report["variants"]]}


async def run_comparison(pilot, games: int = GAMES, seed: int = SEED,
                         agents: str = "random", sweep: str = "") -> CompareScreen:
    """From the start screen: ``c``, the number of games, tab, the seed, the agents (fast
    random ones unless told), a sweep, enter; then wait."""
    await pilot.press("c")
    await pilot.pause()
    pilot.app.screen.query_one("#compare-agents").value = ""
    await pilot.press(*str(games), "tab", *str(seed), "tab", *agents)
    if sweep:
        await pilot.press("tab", "tab", *sweep)
    await pilot.press("enter")
    await pilot.pause()
    await pilot.app.workers.wait_for_complete()
    for _ in range(3):
        await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, CompareScreen)
    return screen


def cell(screen: CompareScreen, table: str, fact: str, variant: str) -> str:
    return screen.query_one(f"#{table}", VariantTable).get_cell(fact, variant).plain


async def test_runs_what_core_compare_returns(make_app, registry):
    app = make_app()
    async with app.run_test(size=(140, 45)) as pilot:
        screen = await run_comparison(pilot)
        expected = compare(registry, ["original", "2pcg"], games=GAMES, seed=SEED,
                           agents=["random"])
        assert screen.report is not None
        assert without_timings(screen.report) == without_timings(expected)
        assert screen.report["agents"] == ["random"]
        for row in expected["variants"]:
            vid, s = row["id"], row["stats"]
            assert cell(screen, "compare-mechanics", "phases", vid) == row["mechanics"]["phases"]
            assert cell(screen, "compare-stats", "rounds per game (95% CI)", vid) == \
                mean_text(s["rounds"])
            assert cell(screen, "compare-stats", "lead changes per game", vid) == \
                mean_text(s["lead_changes"], 2)
            lo, hi = s["first_player"]["ci95"]
            assert f"{100 * lo:.1f}%-{100 * hi:.1f}%" in \
                cell(screen, "compare-stats", "first-player win rate", vid)
        rounds = next(c for c in screen.query(BarChart) if c.title == "Rounds per game")
        assert [(b.label, b.value) for b in rounds.bars] == \
            [(r["id"], r["stats"]["rounds"]["mean"]) for r in expected["variants"]]
        rows = dict(difference_rows(expected))
        assert cell(screen, "compare-diff", "rounds per game", "p") == rows["rounds per game"][2]
        assert cell(screen, "compare-diff", "rounds per game", "test") == "Welch t"
        assert "Game length" in str(screen.query_one("#compare-plots").render())
        assert "Done: 6 games of original, 2pcg, seed 5" in \
            str(screen.query_one("#compare-status").render())


async def test_a_sweep_is_shown_and_the_report_exported(make_app, tmp_path):
    app = make_app()
    async with app.run_test(size=(140, 45)) as pilot:
        await pilot.press("c")
        await pilot.pause()
        app.screen.query_one("#compare-variants").deselect("original")
        app.screen.query_one("#compare-out").value = str(tmp_path / "export")
        screen = await run_comparison(pilot, games=2, sweep="opening_hand=6,7")
        assert [f["experiment"] for f in screen.report["groups"]] == \
            ["opening_hand=6", "opening_hand=7"]
        assert cell(screen, "compare-sweeps", "2pcg opening_hand=7", "rounds") == \
            mean_text(screen.report["sweeps"]["2pcg"][1]["rounds"])
        await pilot.press("ctrl+e")
        await pilot.pause()
        page = (tmp_path / "export" / "report.html").read_text()
        assert page.startswith("<!doctype html>") and "opening_hand=7" in page
        assert "Exported to" in str(screen.query_one("#compare-status").render())


async def test_r_runs_right_after_typing_the_number_of_games(make_app):
    app = make_app()
    async with app.run_test(size=(140, 45)) as pilot:
        await pilot.press("c")
        await pilot.pause()
        screen = app.screen
        screen.query_one("#compare-variants").deselect("original")
        screen.query_one("#compare-agents").value = "random"
        assert screen.focused is screen.query_one("#compare-games")
        await pilot.press("backspace", "backspace", "2", "r")
        await pilot.pause()
        assert screen.query_one("#compare-games").value == "2"
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert screen.report is not None and screen.report["total_games"] == 2


async def test_r_is_typed_into_a_text_field(make_app):
    app = make_app()
    async with app.run_test(size=(140, 45)) as pilot:
        await pilot.press("c")
        await pilot.pause()
        screen = app.screen
        screen.query_one("#compare-agents").value = ""
        await pilot.press("tab", "tab", *"random")
        assert screen.query_one("#compare-agents").value == "random"
        assert screen.worker is None


async def test_the_decks_cards_and_sweep_changes_are_on_the_screen(make_app):
    """The deck, matchup and card tables and the sweep's significance column, as the
    terminal and HTML reports have them."""
    app = make_app()
    async with app.run_test(size=(140, 45)) as pilot:
        await pilot.press("c")
        await pilot.pause()
        app.screen.query_one("#compare-variants").deselect("original")
        screen = await run_comparison(pilot, games=8, sweep="opening_hand=6,7")
        report = screen.report
        for n, f in enumerate(report["groups"]):
            for deck, figures in f["decks"].items():
                assert cell(screen, f"compare-deck-table-{n}", deck,
                            "win rate (of the first deck named)") == rate_text(figures)
            cards = card_rows(f)
            assert cards, "eight games play some cards in five or more of them"
            card, (played, won) = cards[0]
            assert cell(screen, f"compare-card-table-{n}", card, "games played in") == played
            assert cell(screen, f"compare-card-table-{n}", card, "win rate when played") == won
        heads = [str(h.render()) for h in screen.query(".compare-head")]
        assert "Decks and matchups: 2pcg opening_hand=7" in heads
        assert "Most played cards: 2pcg opening_hand=6" in heads
        change = cell(screen, "compare-sweeps", "2pcg opening_hand=7",
                      "changes (p < 0.05 marked *)")
        assert "first-player win rate" in change and "p" in change
        assert cell(screen, "compare-sweeps", "2pcg opening_hand=6",
                    "changes (p < 0.05 marked *)") == "(first value)"


async def test_a_bad_sweep_says_why(make_app):
    app = make_app()
    async with app.run_test(size=(140, 45)) as pilot:
        screen = await run_comparison(pilot, games=1, sweep="opening_hand=99")
        assert screen.report is None
        assert "opening_hand" in str(screen.query_one("#compare-status").render())


async def test_escape_goes_back(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, CompareScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)


async def test_the_start_screen_button_opens_it(make_app):
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.click("#compare")
        await pilot.pause()
        assert isinstance(app.screen, CompareScreen)


async def test_escape_cancels_a_run_then_goes_back(make_app):
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("c")
        await pilot.pause()
        app.screen.query_one("#compare-agents").value = "random"
        await pilot.press("5", "0", "0", "enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, CompareScreen) and screen.running
        await pilot.press("escape")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert app.screen is screen and not screen.running and screen.report is None
        assert "Cancelled" in str(screen.query_one("#compare-status").render())
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)


async def test_a_bad_number_of_games_is_refused(make_app):
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("c")
        await pilot.pause()
        await pilot.press("0", "enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, CompareScreen) and screen.worker is None
        assert "Games must be" in str(screen.query_one("#compare-status").render())


def test_a_variant_not_measured_shows_why(registry):
    report = compare(registry, ["original", "2pcg"], games=1, seed=1, agents=["random"])
    report["variants"][1].update(problem="no legal bundled deck", stats=None)
    report["groups"] = report["groups"][:1]
    rows = dict(stats_rows(report))
    assert len(rows["rounds per game (95% CI)"]) == 1
    assert all([b.label for b in c.bars] == ["original"] for c in charts(report))
    assert notes(report) == ["2pcg: not measured: no legal bundled deck"]


def test_bar_text_draws_eighths():
    assert bar_text(1.0, 4) == "████"
    assert bar_text(0.5, 3) == "█▌"
    assert bar_text(0.0, 5) == ""


@pytest.fixture
def fixed_clock(monkeypatch):
    """The real comparison, with the timings (which the clock decides) fixed."""

    def timed(*args, **kwargs):
        report = compare(*args, **kwargs)
        report["seconds"] = 1.0
        for f in report["groups"]:
            f["seconds"] = {**f["seconds"], "mean": 0.05, "ci95": [0.04, 0.06]}
        return report

    monkeypatch.setattr(compare_screen, "compare", timed)


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "140x45"])
def test_finished_screen(snap_compare, make_app, fixed_clock, size):
    assert snap_compare(make_app(), terminal_size=size, run_before=run_comparison)


async def run_to_the_deck_tables(pilot) -> None:
    """A finished comparison scrolled to its decks and cards, as with page down."""
    screen = await run_comparison(pilot, games=6)
    screen.query_one("#compare-deck-tables").scroll_visible(animate=False, top=True)
    await pilot.pause()


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "140x45"])
def test_deck_and_card_tables(snap_compare, make_app, fixed_clock, size):
    assert snap_compare(make_app(), terminal_size=size, run_before=run_to_the_deck_tables)
