"""The start screen: edition, a deck per seat, the opponent and the seed; or resume a save.

Start has the focus, so enter plays the default game against the AI at once; a number
key chooses the edition by its number (the list is numbered, the default first) and h
switches between the AI and hot-seat, wherever the focus is but a text field, and gives
the focus back to Start: another edition or hot-seat is two keys from the first board."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual.binding import Binding
from textual.containers import Grid, Horizontal, Vertical
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Button, Input, Static

from vsrules.core.errors import VsrulesError

from ..decks import DeckChoice, deck_choices
from ..opponents import agent_names
from ..saves import autosave_to_resume
from ..widgets.house_rules import HouseRules
from ..widgets.key_line import KeyLine
from ..widgets.picker import Picker

if TYPE_CHECKING:  # the app imports this screen first: no import of it here at run time
    from textual import getters

    from ..app import VsApp

HOT_SEAT = "hot-seat"
#: the keys that choose the edition of that number
EDITION_KEYS = "123456789"


def edition_rank(item: tuple[str, Any]) -> tuple[bool, bool, str]:
    """Published editions first, 2PCG first among them: plugin variants are there to be
    chosen, not to greet a new player (the order they are listed and numbered in)."""
    key, variant = item
    return ("published" not in variant.mechanics, key != "2pcg", key)


class StartScreen(Screen):
    """Enter on "Start" plays with what is shown; everything is chosen with the keyboard."""

    if TYPE_CHECKING:  # as Textual types ``app`` itself: the play app, for the type checker
        app = getters.app(VsApp)

    AUTO_FOCUS = "#start"
    # no style depends on the size here: no restyle of the whole form when it is first sized
    HORIZONTAL_BREAKPOINTS: list[tuple[int, str]] | None = []  # noqa: RUF012 - Textual's own
    VERTICAL_BREAKPOINTS: list[tuple[int, str]] | None = []  # noqa: RUF012 - declaration
    BINDINGS = [Binding("ctrl+q", "app.quit", "Quit"),
                Binding("f1", "help", "Rules"), Binding("c", "compare", "Compare"),
                Binding("h", "hot_seat", "Hot-seat"),
                *[Binding(k, f"edition({n})", "Edition", show=False)
                  for n, k in enumerate(EDITION_KEYS)]]

    def __init__(self, registry: Any, variant: str | None = None, seed: int = 1,
                 load: str | None = None, opponent: str | None = None,
                 house_rules: list[str] | None = None, focus_resume: bool = False) -> None:
        super().__init__()
        #: whether the Resume button has the focus at first (a save offered to resume)
        self.focus_resume = focus_resume
        #: ``NAME=VALUE`` rule options to show in the house rules to begin with
        self.house_rules = list(house_rules or [])
        self.registry = registry
        self.variants = dict(sorted(registry.variants.items(), key=edition_rank))
        #: each edition's deck choices (or the error), read once while this screen is shown:
        #: by (edition, whether checked against its cards: see ``check_decks``)
        self._deck_choices: dict[tuple[str, bool], tuple[list[DeckChoice], str] | VsrulesError] = {}
        self.agents = agent_names(registry)
        if opponent in self.agents:
            self.agents.remove(opponent)
            self.agents.insert(0, opponent)
        self.variant_id: str = variant if variant is not None and variant in self.variants \
            else self.default_variant()
        self.seed = seed
        self.load_path = load or str(autosave_to_resume() or "")  # the game left on quit
        self.decks: list[DeckChoice] = []
        self.note = ""
        #: whether ``decks`` were checked against the edition's cards
        self.checked = False

    def compose(self) -> Any:
        with Vertical(id="start-box"):
            yield Static(Content.assemble(("vsrules", "bold"), " · play Vs. System in the terminal"),
                         id="start-title")
            # one grid of labels and fields, not a container per row: each widget of the
            # first screen is styled and laid out before its first frame
            with Grid(id="start-form"):
                yield from self.row("Edition", Picker(self.edition_options(), value=self.variant_id,
                                                      id="variant"))
                # the chosen edition's decks are filled in here, not once mounted: the first
                # frame is laid out once. As their files list them: check_decks looks their
                # cards up when a deck is about to be chosen or the game starts
                note = self.read_decks(check=False)
                decks = self.deck_options()
                yield from self.row("", Static(self.about(), id="variant-about"))
                for seat, label in enumerate(("Your deck", "Their deck")):
                    yield from self.row(label, Picker(decks, value=self.deck_value(decks, seat),
                                                      id=f"deck-{seat}"),
                                        f"deck-{seat}-label")
                options = [(f"AI: {a}", a) for a in self.agents]
                options.append(("Hot-seat: two people, one keyboard", HOT_SEAT))
                yield from self.row("Opponent", Picker(options, value=options[0][1],
                                                       id="opponent"))
                yield from self.row("Seed", Input(str(self.seed), type="integer", compact=True,
                                                  id="seed"))
                yield HouseRules(self.house_options(), self.house_rules, id="house-rules")
                for cell in self.row("", Static(self.note_content(note), id="deck-note")):
                    cell.add_class("deck-note")
                    cell.display = bool(note)
                    yield cell
            with Horizontal(id="start-buttons"):
                yield Button("Start", id="start", variant="primary", compact=True)
                yield Button("Compare (c)", id="compare", compact=True)
                yield Button("Rules (f1)", id="rules", compact=True)
                yield Button("Quit", id="quit", compact=True)
            yield Static(Content.styled("or resume a saved game", "dim"), id="resume-head")
            with Horizontal(id="resume-row"):
                yield Input(self.load_path, placeholder="path/to/save.json", compact=True,
                            id="save-file")
                yield Button("Resume", id="resume", compact=True)
            yield Static(id="start-error")
        shown = min(len(self.variants), len(EDITION_KEYS))
        yield KeyLine([(f"1-{shown}" if shown > 1 else "1", "Edition", "screen.open_editions"),
                       ("h", "Hot-seat", "screen.hot_seat"),
                       ("f1", "Rules", "screen.help"), ("c", "Compare", "screen.compare")])

    def edition_options(self) -> list[tuple[str, str]]:
        """The editions as the picker lists them, each with the number that chooses it."""
        return [(f"{EDITION_KEYS[n]}  {v.name}" if n < len(EDITION_KEYS) else f"   {v.name}", k)
                for n, (k, v) in enumerate(self.variants.items())]

    def default_variant(self) -> str:
        """The first edition (``edition_rank``) with real bundled decks (else the first
        variant)."""
        for key, _variant in self.variants.items():
            try:
                decks, _note = self.deck_choices(key, check=False)
            except VsrulesError:
                continue
            if decks and not any(d.custom_cards for d in decks):
                return key
        return next(iter(self.variants))

    def deck_choices(self, variant_id: str, check: bool = True) -> tuple[list[DeckChoice], str]:
        """``deck_choices`` of an edition, read once (the default edition's are needed both
        to choose it and to fill the form)."""
        found = self._deck_choices.get((variant_id, check))
        if found is None:
            try:
                found = deck_choices(self.variants[variant_id], check=check)
            except VsrulesError as exc:
                found = exc
            self._deck_choices[variant_id, check] = found
        if isinstance(found, VsrulesError):
            raise found
        return found

    @staticmethod
    def row(label: str, field: Any, label_id: str | None = None) -> tuple[Static, Any]:
        """A row of the form: its label's cell and its field's."""
        return Static(label, id=label_id, classes="field-label"), field

    # -- the form ------------------------------------------------------------------------
    def read_decks(self, check: bool = True) -> str:
        """The chosen edition's decks into ``decks`` and ``note``; the note to show."""
        self.checked = check
        try:
            self.decks, self.note = self.deck_choices(self.variant_id, check)
        except VsrulesError as exc:
            self.decks, self.note = [], str(exc)
        if not self.decks:
            return "This edition has no playable deck yet."
        return self.note or ""

    def house_options(self) -> list[Any]:
        """The rule options of the chosen edition and the plugins (core/options.py)."""
        try:
            return list(self.registry.options(self.variants[self.variant_id]).values())
        except VsrulesError:
            return []

    def about(self) -> Content:
        return Content.styled(self.variants[self.variant_id].description, "dim")

    def deck_options(self) -> list[tuple[str, str]]:
        return [(d.label, d.key) for d in self.decks]

    def deck_value(self, options: list[tuple[str, str]], seat: int) -> Any:
        """The deck a seat starts with: the edition's real decks in turn (a deck made for
        the engine's tests only when there is no other)."""
        keys = [key for _label, key in options]
        real = [d.key for d in self.decks if not d.test and d.key in keys] or keys
        return real[min(seat, len(real) - 1)] if real else None

    @staticmethod
    def note_content(note: str) -> Content:
        return Content.styled(note, "italic yellow")

    def fill_decks(self) -> None:
        """Show another edition's description and decks (the form is already mounted)."""
        note = self.read_decks()
        self.query_one("#variant-about", Static).update(self.about())
        self.query_one(HouseRules).show(self.house_options())
        self.show_decks(note)

    def show_decks(self, note: str, keep: bool = False) -> None:
        """``decks`` into the two deck pickers (``keep``: the decks chosen, if both are still
        offered) and ``note`` under them."""
        options = self.deck_options()
        pickers = [self.query_one(f"#deck-{seat}", Picker) for seat in (0, 1)]
        chosen = [p.value for p in pickers]
        keep = keep and all(any(v == c for _label, v in options) for c in chosen)
        for seat, picker in enumerate(pickers):
            picker.set_options(options)
            if options:
                picker.value = chosen[seat] if keep else self.deck_value(options, seat)
        self.query_one("#deck-note", Static).update(self.note_content(note))
        self.show_note(bool(note))

    def show_note(self, shown: bool) -> None:
        """The deck note's row shown or not (its label cell with it)."""
        for cell in self.query(".deck-note"):
            cell.display = shown

    def on_mount(self) -> None:
        if self.focus_resume:
            self.query_one("#resume", Button).focus()

    def on_descendant_focus(self, event: Any) -> None:
        """A deck picker about to be used: its decks are checked first."""
        if getattr(event.widget, "id", None) in ("deck-0", "deck-1"):
            self.check_decks()

    def check_decks(self) -> bool:
        """Check the decks shown against the edition's cards (the first screen lists the
        files as they are: the card database it would build takes about a seventh of a
        cold start, and a new player starting at once needs it only for the game): a deck
        naming a card the edition doesn't have is hidden, as if never shown. Returns
        whether the choices changed (never for bundled decks, which tests keep valid)."""
        if self.checked:
            return False
        shown, shown_note = self.deck_options(), self.note
        note = self.read_decks(check=True)
        if self.deck_options() != shown or self.note != shown_note:
            self.show_decks(note, keep=True)
            return True
        return False

    def on_picker_changed(self, event: Picker.Changed) -> None:
        if event.picker.id == "variant" and event.value != self.variant_id and \
                event.value is not None:
            self.variant_id = str(event.value)
            self.fill_decks()
        elif event.picker.id == "opponent":
            hot = event.value == HOT_SEAT
            self.query_one("#deck-0-label", Static).update("Player 1 deck" if hot else "Your deck")
            self.query_one("#deck-1-label", Static).update("Player 2 deck" if hot else "Their deck")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.start()
        elif event.button.id == "resume":
            self.resume()
        elif event.button.id == "compare":
            self.action_compare()
        elif event.button.id == "rules":
            self.action_help()
        elif event.button.id == "quit":
            self.app.exit(0)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        if event.input.id == "seed":
            self.start()
        elif event.input.id == "save-file":
            self.resume()

    def error(self, text: str) -> None:
        self.query_one("#start-error", Static).update(Content.styled(text, "bold red"))

    def start(self) -> None:
        pickers = [self.query_one(f"#deck-{s}", Picker) for s in (0, 1)]
        picked = [p.value for p in pickers]
        changed = self.check_decks()  # if no deck picker was opened first
        by_key = {d.key: d for d in self.decks}
        chosen = [by_key.get(str(p.value)) for p in pickers]
        if None in chosen:
            self.error("Pick a deck for each seat.")
            return
        if changed and [p.value for p in pickers] != picked:
            self.error("A deck you chose names cards this edition doesn't have: it is "
                       "hidden now. Check the decks and start again.")
            return
        raw = self.query_one("#seed", Input).value.strip()
        try:
            seed = int(raw) if raw else 1
        except ValueError:
            self.error(f"The seed must be a whole number, not {raw!r}.")
            return
        opponent = self.query_one("#opponent", Picker).value
        from vsrules.core.options import parse_assignments

        from ..session import Session  # the engine and the edition's rules load here

        try:
            options = parse_assignments(self.variants[self.variant_id],
                                        self.query_one(HouseRules).assignments(), self.registry)
        except VsrulesError as exc:
            self.error(f"House rules: {exc}")
            return
        try:
            session = Session.new(self.registry, self.variant_id, seed, chosen,
                                  None if opponent == HOT_SEAT else str(opponent), options)
        except Exception as exc:  # a plugin's variant may fail in any way
            self.error(f"Could not start: {exc}")
            return
        self.app.start_session(session)

    def resume(self) -> None:
        raw = self.query_one("#save-file", Input).value.strip()
        if not raw:
            self.error("Type the path of a save file.")
            return
        from ..session import Session

        try:
            session = Session.load(self.registry, Path(raw).expanduser())
        except VsrulesError as exc:
            self.error(str(exc))
            return
        except Exception as exc:  # a save of a plugin's variant may fail in any way
            self.error(f"Could not resume: {exc}")
            return
        self.app.start_session(session)

    # -- direct keys -----------------------------------------------------------------------
    def action_edition(self, index: int) -> None:
        """A number key: the edition of that number; enter then starts it."""
        if index < len(self.variants):
            self.query_one("#variant", Picker).value = list(self.variants)[index]
            self.query_one("#start", Button).focus()

    def action_hot_seat(self) -> None:
        """h: hot-seat, or back to the AI first listed; enter then starts."""
        opponent = self.query_one("#opponent", Picker)
        opponent.value = opponent.options[0][1] if opponent.value == HOT_SEAT else HOT_SEAT
        self.query_one("#start", Button).focus()

    def action_open_editions(self) -> None:
        """A click on the key line's edition keys: the edition list, open."""
        edition = self.query_one("#variant", Picker)
        edition.focus()
        edition.action_open()

    def action_compare(self) -> None:
        from .compare import CompareScreen

        self.app.push_screen(CompareScreen(self.registry, self.seed))

    def action_help(self) -> None:
        from .help import HelpScreen

        self.app.push_screen(HelpScreen(self.variant_id))
