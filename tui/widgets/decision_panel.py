"""The pending decision: its prompt and its options, numbered for the keyboard.

Passing is never the default: the pass option is listed last with its own key (p), the
highlight starts on a real action, and where passing gives something up (ending your turn,
declining a resource, leaving your own step) enter on it asks a question first ("Done
moving? y: yes · any other key: no", ``PassQuestion``); where the pass gives up a choice
the rules ask for (no resource, recover none, end your turn) p asks it too. The answer is
its own key, so a second press of the key that passes never confirms. A list longer than
a short screen shows keeps its pass in a fixed row under it, so the pass is always in
sight however the list scrolls (p or a click passes there)."""

from __future__ import annotations

from typing import Any

from textual import events
from textual.containers import Vertical
from textual.content import Content
from textual.message import Message
from textual.widgets import Checkbox, Input, OptionList, Static
from textual.widgets.option_list import Option

from vsrules.core.decisions import YesNo

from ..text import update_static
from .pass_question import PassQuestion
from .ticks import Tick

#: the answer p gives a "you may" question
DECLINE = YesNo(False)

NUMBER_KEYS = "1234567890"
PASS_KEY = "p"
#: the option list's rows on a short screen (app.tcss ``#options``): a longer list shows
#: its pass in a fixed row under it, so that the pass never scrolls out of sight
SHORT_ROWS = 6


class DecisionPanel(Vertical):
    """Prompt line, an optional filter and the option list."""

    class Chosen(Message):
        def __init__(self, choice: Any) -> None:
            super().__init__()
            self.choice = choice
            #: the position on screen when the key was pressed (``DecisionPanel.position``)
            self.position: Any = None

    class Highlighted(Message):
        def __init__(self, choice: Any) -> None:
            super().__init__()
            self.choice = choice

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.entries: list[tuple[Any, str, frozenset[int]]] = []
        self.shown_index: list[int] = []
        self.text_filter = ""
        self.card_filter: int | None = None
        self.card_name = ""
        #: the pass option's place in ``entries`` (None: this decision has none)
        self.pass_index: int | None = None
        #: passing here gives something up: enter on it asks ``question`` first
        self.pass_costly = False
        #: passing here gives a choice up: p asks ``question`` first as well
        self.pass_gives_up = False
        self.question = "Pass?"
        #: the highlighted row before the question moved it to the pass (a no goes back)
        self.asked_row: int | None = None
        #: the filters the list was last filled with (text, card)
        self.listed: tuple[str, int | None] | None = None
        #: which game position the options answer (the screen's name for it): each
        #: answer is stamped with it, so that one reaching the screen after the game moved
        #: on (keys typed ahead, delivered together) is known for an answer to one gone
        self.position: Any = None

    def compose(self) -> Any:
        yield Static(id="prompt")
        question = PassQuestion(id="pass-question")
        question.display = False
        yield question
        remember = Tick("Remember this answer for this game (m)", id="remember", compact=True)
        remember.can_focus = False  # the keys stay with the options; m or a click toggles it
        remember.display = False
        yield remember
        yield Input(placeholder="filter the options (esc clears)", id="option-filter",
                    compact=True)
        yield OptionList(id="options")
        yield Static(id="pass-row")  # the pass of a long list (``-pinned``)

    def post_message(self, message: Message) -> bool:
        if isinstance(message, self.Chosen):
            message.position = self.position
        return super().post_message(message)

    @property
    def option_list(self) -> OptionList:
        return self.query_one("#options", OptionList)

    # -- filling -------------------------------------------------------------------------
    @property
    def pass_question(self) -> PassQuestion:
        return self.query_one(PassQuestion)

    @property
    def asking(self) -> bool:
        """Whether the pass's question is being asked."""
        return self.pass_question.asking

    def show(self, prompt: Content | str, entries: list[tuple[Any, str, frozenset[int]]],
             pass_choice: Any = None, costly: bool = False, gives_up: bool = False,
             question: str = "Pass?", announce: bool = True) -> bool:
        """``entries``: (choice, words, uids the choice names) for each option;
        ``pass_choice``: the option that passes (moved last, key p); ``costly``: enter on
        the pass asks ``question`` first; ``gives_up``: p on it asks it too. Returns
        whether the list was filled anew with a highlighted row; ``announce``: that row
        is then posted as ``Highlighted`` (False: the caller shows what it concerns
        itself)."""
        update_static(self.query_one("#prompt", Static), prompt, layout=False)
        passes = [e for e in entries if pass_choice is not None and e[0] == pass_choice]
        entries = [e for e in entries if not passes or e[0] != pass_choice] + passes
        self.pass_costly = costly or gives_up
        self.pass_gives_up = gives_up
        self.question = question
        same = [e[:2] for e in entries] == [e[:2] for e in self.entries]
        if not same:
            self.withdraw_question()
        self.entries = entries
        self.pass_index = len(entries) - 1 if passes else None
        if same and self.option_list.option_count and \
                self.listed == (self.text_filter, self.card_filter):
            return False
        if not same:
            self.card_filter = None
            self.card_name = ""
        if announce:
            return self._fill(keep=same)
        with self.prevent(OptionList.OptionHighlighted):
            return self._fill(keep=same)

    def wait(self, prompt: Content | str) -> None:
        update_static(self.query_one("#prompt", Static), prompt, layout=False)
        self.entries = []
        self.pass_index = None
        self.withdraw_question()
        self.card_filter = None
        self._fill()

    def _fill(self, keep: bool = False) -> bool:
        """List the entries the filters let through; returns whether a row is highlighted."""
        ol = self.option_list
        self.listed = (self.text_filter, self.card_filter)
        old = ol.highlighted if keep else None
        words = self.text_filter.lower()
        self.shown_index = [i for i, (_c, text, uids) in enumerate(self.entries)
                        if words in text.lower()
                        and (self.card_filter is None or self.card_filter in uids)]
        # a long list keeps its pass (always its last row) in a fixed row under it
        pinned = self.pinned_pass()
        options = []
        n = 0
        for i in self.shown_index:
            if i == self.pass_index:
                key = PASS_KEY
            else:
                key = NUMBER_KEYS[n] if n < len(NUMBER_KEYS) else " "
                n += 1
            label = Content.assemble((f"{key} ", "bold"), self.entries[i][1])
            if i == self.pass_index and self.asking:
                label = label + Content.styled("  ← y to confirm", "bold red")
            if i == self.pass_index and pinned:
                update_static(self.query_one("#pass-row", Static), label, layout=False)
                continue
            options.append(Option(label))
        # on the two widgets it changes: a class on the panel would restyle all of it
        for widget in (ol, self.query_one("#pass-row")):
            widget.set_class(pinned, "-pinned")
        if not options and self.entries:
            options.append(Option(Content.styled("(no option matches: esc shows them all)",
                                                 "dim"), disabled=True))
        ol.clear_options()
        ol.add_options(options)
        if self.shown_index:
            ol.highlighted = old if old is not None and old < len(self.shown_index) else 0
        self.set_class(bool(self.card_filter), "-card-filter")
        return bool(self.shown_index)

    def pinned_pass(self) -> bool:
        """Whether the pass is shown in the fixed row under the list (the list is longer
        than a short screen shows): the list's rows are then the actions alone."""
        return self.pass_index is not None and len(self.shown_index) > SHORT_ROWS and \
            self.shown_index[-1] == self.pass_index

    # -- "remember this answer" (yes/no questions) ----------------------------------------
    def offer_remember(self, offered: bool) -> None:
        box = self.query_one("#remember", Checkbox)
        if not offered:
            box.value = False
        box.display = offered

    @property
    def remember(self) -> bool:
        box = self.query_one("#remember", Checkbox)
        return bool(box.display and box.value)

    def toggle_remember(self) -> bool:
        """Flip the box when it is offered; returns whether it was."""
        box = self.query_one("#remember", Checkbox)
        if box.display:
            box.toggle()
        return bool(box.display)

    # -- filters -------------------------------------------------------------------------
    def set_text_filter(self, text: str) -> None:
        if text != self.text_filter:
            self.text_filter = text
            self._fill()

    def restrict_to(self, uid: int | None, name: str = "") -> int:
        """Show only the options naming ``uid``; returns how many there are."""
        self.card_filter, self.card_name = uid, name
        self._fill()
        return len(self.shown_index)

    def clear_filters(self, fill: bool = True) -> bool:
        """Show every option again (``fill``: now; else with the next ``show``, which
        lists the next decision anyway)."""
        had = bool(self.text_filter or self.card_filter is not None)
        self.text_filter, self.card_filter = "", None
        self.query_one("#option-filter", Input).value = ""
        if fill:
            self._fill()
        return had

    # -- answering -----------------------------------------------------------------------
    def choice_at(self, index: int | None) -> Any:
        if index is None or not 0 <= index < len(self.shown_index):
            return None
        return self.entries[self.shown_index[index]][0]

    def numbered(self) -> list[int]:
        """The shown rows that have number keys (every row but the pass)."""
        return [n for n, i in enumerate(self.shown_index) if i != self.pass_index]

    def number_row(self, key: str) -> int | None:
        """The shown row a number key answers with (None: no such row)."""
        rows = self.numbered()
        n = NUMBER_KEYS.index(key)
        return rows[n] if n < len(rows) and self.choice_at(rows[n]) is not None else None

    def choose_number(self, key: str) -> bool:
        row = self.number_row(key)
        if row is None:
            return False
        self.post_message(self.Chosen(self.choice_at(row)))
        return True

    def highlight_number(self, key: str) -> Any:
        """Move the highlight to the row of a number key; returns its choice (None: no
        such row)."""
        row = self.number_row(key)
        if row is None:
            return None
        if self.option_list.highlighted != row:
            self.option_list.highlighted = row
        return self.choice_at(row)

    def highlight_choice(self, choice: Any) -> None:
        """Move the highlight to ``choice`` when it is shown."""
        for row, i in enumerate(self.shown_index):
            if row >= self.option_list.option_count:
                return  # the pinned pass: not a row of the list
            if self.entries[i][0] == choice and self.option_list.highlighted != row:
                self.option_list.highlighted = row
                return

    def can_pass(self) -> bool:
        """Whether the pass key does something here (``choose_pass``)."""
        return self.pass_index is not None or any(c == DECLINE for c, _w, _u in self.entries)

    def choose_pass(self) -> bool:
        """The pass key: passes at once (its own key is the confirmation), but a pass that
        gives a choice up asks its question first (y passes); on a "you may" question,
        with no pass, it declines (answers No, which keeps its number too)."""
        if self.pass_index is None:
            no = next((c for c, _words, _uids in self.entries if c == DECLINE), None)
            if no is None:
                return False
            self.post_message(self.Chosen(no))
            return True
        if self.pass_gives_up:
            self.ask_pass()
            return True
        self.post_message(self.Chosen(self.entries[self.pass_index][0]))
        return True

    # -- the pass's question ---------------------------------------------------------------
    def ask_pass(self) -> None:
        """Put the pass's question, the highlight on the pass (where it is a row)."""
        if self.pass_index is None or self.asking:
            return
        ol = self.option_list
        self.asked_row = ol.highlighted
        if self.pass_index in self.shown_index and not self.pinned_pass():
            ol.highlighted = self.shown_index.index(self.pass_index)
        self.query_one("#prompt").display = False
        self.pass_question.ask(self.question)
        self._fill(keep=True)

    def withdraw_question(self) -> None:
        """The decision changed under the question: it goes, unanswered."""
        if self.asking:
            self.asked_row = None
            self.pass_question.answer(False)

    def on_pass_question_answered(self, event: PassQuestion.Answered) -> None:
        event.stop()
        self.query_one("#prompt").display = True
        row, self.asked_row = self.asked_row, None
        if event.yes and self.pass_index is not None:
            self.post_message(self.Chosen(self.entries[self.pass_index][0]))
            return
        self._fill(keep=True)
        if row is not None and row < self.option_list.option_count:
            self.option_list.highlighted = row  # a no leaves everything as it was

    def on_click(self, event: events.Click) -> None:
        """A click on the pinned pass row passes (as p does)."""
        if event.widget is not None and event.widget.id == "pass-row":
            event.stop()
            self.choose_pass()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.pick_row(event.option_index)

    def pick_row(self, row: int | None) -> None:
        """Enter on a row: a costly pass asks its question first (y passes)."""
        choice = self.choice_at(row)
        if choice is None:
            return
        if row is not None and self.shown_index[row] == self.pass_index and self.pass_costly:
            self.ask_pass()
            return
        self.post_message(self.Chosen(choice))

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        self.post_message(self.Highlighted(self.choice_at(event.option_index)))

    def on_input_changed(self, event: Input.Changed) -> None:
        event.stop()
        self.set_text_filter(event.value)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        """Enter in the filter picks the highlighted match (the first, unless arrows moved
        it), as with a single match."""
        event.stop()
        self.option_list.focus()
        if self.shown_index:
            self.pick_row(self.option_list.highlighted or 0)
