"""The question a pass that gives something up puts before it is taken ("End your turn?
y: yes · any other key: no"): its own answer key, so that pressing the pass key twice by
habit never gives the choice up.

While it is asked it has the focus, so every key comes to it first: y (or Y) answers yes,
any other key answers no and does nothing else; leaving it (a click elsewhere) is a no
too. The key line shows its two answers only (``ANSWERS``): the screen's own keys are
hidden meanwhile (``GameScreen.check_action``)."""

from __future__ import annotations

from typing import Any, ClassVar

from textual import events
from textual.binding import Binding, BindingType
from textual.content import Content
from textual.message import Message
from textual.widget import Widget
from textual.widgets import Static

from ..text import update_static

YES_KEYS = ("y", "Y")
#: the answers as the key line shows them (their actions only name them: a key is answered
#: in ``on_key``, a click on the line presses the binding's key)
ANSWERS: list[BindingType] = [
    Binding("y", "answer(True)", "Yes"),
    Binding("escape", "answer(False)", "No", key_display="any other key"),
    Binding("tab", "answer(False)", "No", show=False),  # not "tab Cards": it answers no
]


class PassQuestion(Static, can_focus=True):
    """Hidden until ``ask``; posts ``Answered`` with the answer and hides again."""

    BINDINGS: ClassVar[list[BindingType]] = ANSWERS
    ALLOW_SELECT = False

    class Answered(Message):
        def __init__(self, yes: bool) -> None:
            super().__init__()
            self.yes = yes

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        #: the widget that had the focus when the question was put: it gets it back
        self.asked_from: Widget | None = None

    @property
    def asking(self) -> bool:
        return bool(self.display)

    def ask(self, question: str) -> None:
        update_static(self, Content.assemble((question, "bold"), "  ",
                                             ("y", "bold reverse"), ": yes · any other key: no"),
                      layout=False)
        self.asked_from = self.screen.focused
        self.display = True
        self.focus(scroll_visible=False)
        self.screen.refresh_bindings()

    def answer(self, yes: bool, refocus: bool = True) -> None:
        """``refocus``: the focus goes back where it was (not after a click elsewhere)."""
        if not self.asking:
            return
        self.display = False
        back = self.asked_from
        self.asked_from = None
        if refocus and back is not None and back.is_attached and back.display:
            back.focus(scroll_visible=False)
        self.screen.refresh_bindings()
        self.post_message(self.Answered(yes))

    def action_answer(self, yes: bool) -> None:
        self.answer(yes)

    def on_key(self, event: events.Key) -> None:
        event.stop()
        event.prevent_default()
        self.answer(event.key in YES_KEYS)

    def on_blur(self, _event: events.Blur) -> None:
        self.answer(False, refocus=False)
