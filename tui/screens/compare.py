"""The variants side by side: declared mechanics and simulated games (``core.compare``).
A person picks the variants, agents, games, seed, decks and a swept rule option, runs,
reads the same report as ``vsrules compare`` (answers, tables, charts) and exports it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from rich.text import Text
from textual import events, work
from textual.binding import Binding
from textual.containers import Grid, Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Button, Footer, Input, Label, ProgressBar, SelectionList, Static
from textual.worker import Worker, WorkerState, get_current_worker

from vsrules.core.compare import compare, default_variants
from vsrules.core.compare import text as report_text
from vsrules.core.compare.html import render_html
from vsrules.core.compare.text import (
    CARD_COLUMNS,
    DECK_RATE,
    DIFFERENCE_COLUMNS,
    INTERVALS,
    SWEEP_COLUMNS,
    card_rows,
    deck_rows,
    difference_rows,
    group_name,
)
from vsrules.core.errors import VsrulesError

from ..compare_rows import charts, columns, mechanics_rows, notes, stats_rows, sweep_rows
from ..widgets.bar_chart import BarChart
from ..widgets.ticks import TickList
from ..widgets.variant_table import VariantTable

DEFAULT_GAMES = 20
MAX_GAMES = 10_000
DEFAULT_AGENTS = "heuristic"
#: where Export writes when no folder is given
DEFAULT_EXPORT = "vsrules-compare"


class NumberInput(Input):
    """A whole-number field: the letters it can't take are left to the screen's keys, so
    a person may type the number and press ``r`` to run."""

    def check_consume_key(self, key: str, character: str | None) -> bool:
        return character is not None and (character.isdigit() or character in "+-")

    async def _on_key(self, event: events.Key) -> None:
        if event.is_printable and not self.check_consume_key(event.key, event.character):
            event.prevent_default()  # not typed here: it goes on to the screen's bindings


class VariantList(TickList[str]):
    """The variants to compare: space ticks or unticks one; enter runs, as the Run
    button says (a list's own enter would untick the variant under the cursor, and the
    run would go without it)."""

    BINDINGS = [Binding("enter", "screen.run", "Run", show=False)]


class Cancelled(Exception):
    """Raised in the worker thread (from the progress callback) to stop the games."""


class CompareScreen(Screen):
    """Escape cancels a run in progress, else goes back. Games run in a thread, one at a
    time (no worker processes: forking a threaded app is unsafe)."""

    class Progress(Message):
        """From the worker thread (posting never blocks, even while the app closes)."""

        def __init__(self, worker: Worker[Any], games: int, total: int | None = None) -> None:
            super().__init__()
            self.worker = worker
            self.games = games
            self.total = total

    AUTO_FOCUS = "#compare-games"
    BINDINGS = [Binding("escape", "back", "Back / cancel"),
                Binding("r", "run", "Run"), Binding("ctrl+e", "export", "Export")]

    def __init__(self, registry: Any, seed: int = 1) -> None:
        super().__init__()
        self.registry = registry
        self.seed = seed
        self.worker: Worker[dict[str, Any]] | None = None
        #: the last report shown
        self.report: dict[str, Any] | None = None
        #: games played in the current run
        self.played = 0

    def compose(self) -> Any:
        chosen = set(default_variants(self.registry))
        with VerticalScroll(id="compare-body"):
            yield Static(Content.assemble(("Compare variants", "bold"),
                                          " · declared mechanics and simulated games"),
                         id="compare-title")
            with Horizontal(id="compare-form"):
                variants = VariantList(
                    *[(Content(f"{v.id}  {v.name}"), k, k in chosen)
                      for k, v in self.registry.variants.items()], id="compare-variants")
                variants.border_title = "Variants (space toggles)"
                yield variants
                with Vertical(id="compare-options"):
                    yield self.row("Games", NumberInput(str(DEFAULT_GAMES), type="integer",
                                                        compact=True, id="compare-games"))
                    yield self.row("Seed", NumberInput(str(self.seed), type="integer",
                                                       compact=True, id="compare-seed"))
                    yield self.row("Agents", Input(DEFAULT_AGENTS, compact=True,
                                                   placeholder="heuristic or random,heuristic",
                                                   id="compare-agents"))
                    yield self.row("Decks", Input("", compact=True,
                                                  placeholder="2pcg=hulk-avengers,storm-x-men",
                                                  id="compare-decks"))
                    yield self.row("Sweep", Input("", compact=True,
                                                  placeholder="opening_hand=6,7",
                                                  id="compare-sweep"))
                    yield self.row("Export", Input("", compact=True, placeholder=DEFAULT_EXPORT,
                                                   id="compare-out"))
                    with Horizontal(id="compare-buttons"):
                        yield Button("Run (enter)", id="compare-run", variant="primary",
                                     compact=True)
                        yield Button("Export (ctrl+e)", id="compare-export", compact=True)
            with Horizontal(id="compare-progress"):
                yield ProgressBar(show_eta=False, id="compare-bar")
                yield Static(Content.styled("Choose the variants, the games per variant and "
                                            "a seed, then run.", "dim"), id="compare-status")
            with Vertical(id="compare-results"):
                yield Static(id="compare-answers")
                yield Static(id="compare-measured-head", classes="compare-head")
                yield Static(Content.styled(f"{INTERVALS[0].upper()}{INTERVALS[1:]}. A round is every "
                                            "player's turn once: a 2PCG turn is one "
                                            "player's, an original turn is shared.", "dim"),
                             id="compare-intervals")
                yield VariantTable(id="compare-stats")
                yield Static(id="compare-notes")
                yield Static("Differences between the editions (Welch t for means, two-sample "
                             "z for rates; significant: p < 0.05)", classes="compare-head",
                             id="compare-diff-head")
                yield VariantTable(id="compare-diff")
                yield Static("Sweep", classes="compare-head", id="compare-sweep-head")
                yield VariantTable(id="compare-sweeps")
                yield Vertical(id="compare-deck-tables")
                yield Grid(id="compare-charts")
                yield Static(id="compare-plots")
                yield Static("Mechanics (as each variant declares them)", classes="compare-head")
                yield VariantTable(id="compare-mechanics")
        yield Footer()

    @staticmethod
    def row(label: str, field: Any) -> Horizontal:
        return Horizontal(Label(label, classes="field-label"), field, classes="field-row")

    # -- starting and stopping -------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self.worker is not None and self.worker.is_running

    def status(self, text: str, style: str = "") -> None:
        self.query_one("#compare-status", Static).update(Content.styled(text, style))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.action_run()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "compare-run":
            self.action_run()
        elif event.button.id == "compare-export":
            self.action_export()

    def text(self, selector: str) -> str:
        return self.query_one(selector, Input).value.strip()

    def settings(self) -> dict[str, Any]:
        """The form's agents, decks and sweep as ``compare`` keywords (refused: ValueError)."""
        agents = [a for a in self.text("#compare-agents").split(",") if a.strip()]
        decks: dict[str, list[str]] = {}
        for spec in filter(None, (s.strip() for s in self.text("#compare-decks").split(";"))):
            vid, sep, names = spec.partition("=")
            if not sep or not names.strip():
                raise ValueError("Decks: write variant=deck,deck; another=deck,deck")
            decks[vid.strip()] = [n.strip() for n in names.split(",") if n.strip()]
        return {"agents": [a.strip() for a in agents] or [DEFAULT_AGENTS], "decks": decks,
                "sweep": self.text("#compare-sweep") or None}

    def action_run(self) -> None:
        if self.running:
            return
        selected = self.query_one("#compare-variants", SelectionList).selected
        ids = [k for k in self.registry.variants if k in selected]
        games = self.number("#compare-games")
        seed = self.number("#compare-seed")
        if not ids:
            self.status("Choose at least one variant.", "bold red")
        elif games is None or not 1 <= games <= MAX_GAMES:
            self.status(f"Games must be a whole number from 1 to {MAX_GAMES}.", "bold red")
        elif seed is None:
            self.status("The seed must be a whole number.", "bold red")
        else:
            try:
                settings = self.settings()
            except ValueError as exc:
                self.status(str(exc), "bold red")
                return
            self.played = 0
            self.query_one("#compare-bar", ProgressBar).update(total=None, progress=0)
            self.set_class(True, "-running")
            self.status(f"Starting: {', '.join(ids)}…")
            self.query_one("#compare-progress").scroll_visible(animate=False)
            self.worker = self.simulate(ids, games, seed, settings)

    def number(self, selector: str) -> int | None:
        try:
            return int(self.query_one(selector, Input).value.strip())
        except ValueError:
            return None

    def action_back(self) -> None:
        if self.running:
            assert self.worker is not None
            self.worker.cancel()
        else:
            self.app.pop_screen()

    # -- the worker ------------------------------------------------------------------------
    @work(thread=True, exit_on_error=False, group="compare")
    def simulate(self, ids: list[str], games: int, seed: int,
                 settings: dict[str, Any]) -> dict[str, Any]:
        worker = get_current_worker()

        def post(games: int, total: int | None = None) -> None:
            if worker.is_cancelled:
                raise Cancelled
            self.post_message(self.Progress(worker, games, total))

        return compare(self.registry, ids, games=games, seed=seed, progress=post,
                       on_start=lambda total: post(0, total), **settings)

    def on_compare_screen_progress(self, event: Progress) -> None:
        if event.worker is not self.worker:
            return
        bar = self.query_one("#compare-bar", ProgressBar)
        if event.total is not None:
            bar.update(total=event.total)
        self.played += event.games
        bar.update(progress=self.played)
        self.status(f"Simulating: {self.played}/{int(bar.total or 0)} games (esc cancels)")

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        if event.worker is not self.worker or event.state in (WorkerState.PENDING,
                                                              WorkerState.RUNNING):
            return
        self.set_class(False, "-running")
        if event.state == WorkerState.SUCCESS:
            assert event.worker.result is not None
            self.show(event.worker.result)
        elif event.state == WorkerState.CANCELLED:
            self.status("Cancelled. Run again, or esc to go back.", "bold yellow")
        else:
            error = event.worker.error
            why = str(error) if isinstance(error, VsrulesError) else repr(error)
            self.status(f"Could not compare: {why}", "bold red")

    # -- the results -----------------------------------------------------------------------
    def show(self, report: dict[str, Any]) -> None:
        ids = [r["id"] for r in report["variants"]]
        self.report = report
        self.status(f"Done: {report['total_games']} games of {', '.join(ids)}, seed "
                    f"{report['seed']} ({report['seconds']:.1f} s)", "green")
        self.query_one("#compare-answers", Static).update(
            Content("\n".join(f"• {a}" for a in report["answers"])))
        self.query_one("#compare-mechanics", VariantTable).show_rows(ids, mechanics_rows(report))
        self.query_one("#compare-measured-head", Static).update(
            "Measured: " + report_text.headline(report))
        self.query_one("#compare-stats", VariantTable).show_rows(columns(report),
                                                                 stats_rows(report))
        diff = difference_rows(report)
        self.query_one("#compare-diff", VariantTable).show_rows(list(DIFFERENCE_COLUMNS), diff)
        for selector in ("#compare-diff", "#compare-diff-head"):
            self.query_one(selector).display = bool(diff)
        sweep = sweep_rows(report)
        self.query_one("#compare-sweeps", VariantTable).show_rows(list(SWEEP_COLUMNS), sweep)
        for selector in ("#compare-sweeps", "#compare-sweep-head"):
            self.query_one(selector).display = bool(sweep)
        self.show_decks(report)
        lines = notes(report)
        note = self.query_one("#compare-notes", Static)
        note.update(Content.styled("\n".join(lines), "italic yellow"))
        note.display = bool(lines)
        grid = self.query_one("#compare-charts", Grid)
        grid.remove_children()
        grid.mount_all(BarChart(c.title, c.bars, c.scale) for c in charts(report))
        width = max(60, min(110, self.size.width - 4))
        self.query_one("#compare-plots", Static).update(
            Text("\n".join(report_text.charts(report, width, 12))))
        self.add_class("-done")
        self.query_one("#compare-body").focus()  # arrows and page keys read the results

    def show_decks(self, report: dict[str, Any]) -> None:
        """Per measured group, as the terminal report: its decks and matchups' win rates,
        then its most played cards with the win rate of the games they were played in."""
        box = self.query_one("#compare-deck-tables", Vertical)
        box.remove_children()
        for n, f in enumerate(report["groups"]):
            name = group_name(f)
            decks = VariantTable(id=f"compare-deck-table-{n}")
            box.mount(Static(f"Decks and matchups: {name}", classes="compare-head"), decks)
            decks.show_rows([DECK_RATE], deck_rows(f))
            cards = card_rows(f)
            if cards:
                table = VariantTable(id=f"compare-card-table-{n}")
                box.mount(Static(f"Most played cards: {name}", classes="compare-head"), table)
                table.show_rows(list(CARD_COLUMNS), cards)

    def action_export(self) -> None:
        """The last report into the export folder: report.html (self-contained) and
        report.json (the figures as data)."""
        if self.report is None:
            self.status("Run a comparison first, then export it.", "bold red")
            return
        folder = Path(self.text("#compare-out") or DEFAULT_EXPORT)
        try:
            folder.mkdir(parents=True, exist_ok=True)
            (folder / "report.html").write_text(render_html(self.report), encoding="utf-8")
            (folder / "report.json").write_text(json.dumps(self.report, indent=2),
                                                encoding="utf-8")
        except OSError as exc:
            self.status(f"Could not export to {folder}: {exc}", "bold red")
            return
        self.status(f"Exported to {folder}/report.html and report.json", "green")
