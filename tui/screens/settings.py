"""Play-flow settings of one seat: auto-pass, where a yield stops, the order of triggers
that name the same card and power, and the remembered answers (each can be forgotten).
They are the seat's ``SeatFlow`` (core/autopass.py), saved with the game."""

from __future__ import annotations

from typing import Any

from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Checkbox, Footer, Label, OptionList, SelectionList, Static
from textual.widgets.option_list import Option

from vsrules.core.autopass import question_words

from ..session import WATCH_PACE, Session
from ..text import phase_words
from ..widgets.ticks import Tick, TickList

#: phases and steps a stop can name (a variant's aliases of another phase are left out)
PHASES = ("draw", "recovery", "build:resource", "build:recruit", "build:formation", "main",
          "combat:attack")


def stop_choices(variant: Any) -> list[tuple[str, str]]:
    """(words, stop) for each phase of this edition, own turn first."""
    aliases = getattr(variant, "phase_aliases", {})
    phases = [p for p in PHASES if p not in aliases]
    return [(f"{'Your' if whose == 'own' else 'Others’'} {phase_words(p).lower()}",
             f"{whose}:{p}") for whose in ("own", "other") for p in phases]


class SettingsScreen(ModalScreen):
    """Esc closes; space toggles; enter on a remembered answer forgets it."""

    DEFAULT_CSS = """
    SettingsScreen { align: center middle; }
    #settings-box {
        width: 78; max-width: 100%; height: 24; max-height: 100%;
        border: round $primary; background: $surface; padding: 0 1;
    }
    #settings-box Checkbox { width: 1fr; }
    .settings-note { color: $text-muted; height: auto; }
    #settings-lists { height: 1fr; }
    #settings-lists Vertical { width: 1fr; }
    #set-stops, #set-remembered { height: 1fr; border: none; padding: 0; }
    """

    BINDINGS = [Binding("escape", "close", "Close"), Binding("o", "close", show=False),
                Binding("p", "next_seat", "Other seat")]

    def __init__(self, session: Session, seat: int) -> None:
        super().__init__()
        self.session = session
        self.seat = seat
        self.choices = stop_choices(session.variant)
        self.keys: list[str] = []

    @property
    def flow(self) -> Any:
        return self.session.flows[self.seat]

    def compose(self) -> Any:
        with Vertical(id="settings-box"):
            yield Tick("Auto-answer a lone option: Pass, a target, a payment", id="set-pass-only",
                           compact=True)
            yield Tick("Order triggers naming the same card and power for me",
                           id="set-auto-order", compact=True)
            yield Tick("Smart stops: ask for priority only where something can matter "
                           "to me", id="set-smart", compact=True)
            yield Tick(f"Watch the AI: {WATCH_PACE:g} s before each of its moves",
                           id="set-watch", compact=True)
            yield Static("Fully identical triggers are always ordered by the rules (the log "
                         "says so). e / n in the game pass until the end of the turn / "
                         "something new, up to a stop.", classes="settings-note")
            with Horizontal(id="settings-lists"):
                with Vertical():
                    yield Label("[b]Stops[/b] (space toggles)")
                    yield TickList[str](id="set-stops")
                with Vertical():
                    yield Label("[b]Remembered answers[/b] (enter forgets)")
                    yield OptionList(id="set-remembered")
        yield Footer()

    def on_mount(self) -> None:
        self.show_seat()
        self.query_one("#set-stops").focus()

    def show_seat(self) -> None:
        flow = self.flow
        self.query_one("#settings-box").border_title = \
            f"Play settings · {self.session.seats[self.seat].name}"
        with self.prevent(Checkbox.Changed, SelectionList.SelectedChanged):
            self.query_one("#set-pass-only", Checkbox).value = flow.pass_only
            self.query_one("#set-auto-order", Checkbox).value = flow.auto_order
            self.query_one("#set-smart", Checkbox).value = flow.smart
            self.query_one("#set-watch", Checkbox).value = self.session.ai_pace == WATCH_PACE
            stops = self.query_one("#set-stops", SelectionList)
            stops.clear_options()
            stops.add_options([(words, stop, stop in flow.stops) for words, stop in self.choices])
            stops.highlighted = 0
        self.show_remembered()

    def show_remembered(self) -> None:
        remembered = self.flow.remembered
        self.keys = list(remembered)
        box = self.query_one("#set-remembered", OptionList)
        box.clear_options()
        words = self.session.describe
        box.add_options([Option(f"{question_words(k)} → {words(remembered[k])}")
                         for k in self.keys])
        if not self.keys:
            box.add_option(Option("(none: tick “remember” on a yes/no question)", disabled=True))
        else:
            box.highlighted = 0

    # -- changes -------------------------------------------------------------------------
    def on_checkbox_changed(self, event: Checkbox.Changed) -> None:
        if event.checkbox.id == "set-pass-only":
            self.flow.pass_only = event.value
        elif event.checkbox.id == "set-auto-order":
            self.flow.auto_order = event.value
        elif event.checkbox.id == "set-smart":
            self.flow.smart = event.value
        elif event.checkbox.id == "set-watch":
            self.session.ai_pace = WATCH_PACE if event.value else None

    def on_selection_list_selected_changed(self, event: SelectionList.SelectedChanged) -> None:
        shown = {stop for _words, stop in self.choices}
        self.flow.stops = (self.flow.stops - shown) | frozenset(event.selection_list.selected)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option_list.id != "set-remembered" or event.option_index >= len(self.keys):
            return
        key = self.keys[event.option_index]
        self.flow.forget(key)
        self.notify(f"Forgotten: {question_words(key)}")
        self.show_remembered()

    def action_next_seat(self) -> None:
        people = [i for i, s in enumerate(self.session.seats) if s.human]
        if len(people) < 2:
            self.notify("Only one seat is played by a person here.")
            return
        self.seat = people[(people.index(self.seat) + 1) % len(people)] \
            if self.seat in people else people[0]
        self.show_seat()

    def action_close(self) -> None:
        self.dismiss(None)
