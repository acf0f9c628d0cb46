"""A one-line choice among a few values, like a compact ``Select`` but one widget until it
is opened: the start screen's four choices as ``Select``s were 24 widgets to build and
style before its first frame (about a third of it). The list of options is built the
first time it is opened, as an overlay below the line, and kept."""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from typing import Any, ClassVar

from textual import events
from textual.binding import Binding, BindingType
from textual.content import Content
from textual.message import Message
from textual.widget import Widget
from textual.widgets import OptionList


class PickerList(OptionList):
    """The open list: enter or a click picks, escape or leaving it closes; typing jumps to
    the first option with the letters typed (a pause starts a new search)."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "close", "Close", show=False)]

    SEARCH_RESET = 0.7
    _query = ""
    _last_key = 0.0

    def action_close(self) -> None:
        picker = self.parent
        if isinstance(picker, Picker):
            picker.close(refocus=True)

    def on_blur(self, _event: events.Blur) -> None:
        picker = self.parent
        if isinstance(picker, Picker) and picker.is_open:
            picker.close(refocus=False)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        picker = self.parent
        if isinstance(picker, Picker):
            picker.pick(event.option_index)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()

    def check_consume_key(self, key: str, character: str | None = None) -> bool:
        return character is not None and character.isprintable()

    def on_key(self, event: events.Key) -> None:
        if event.character is None or not event.is_printable:
            return
        event.stop()
        event.prevent_default()
        if event.time - self._last_key > self.SEARCH_RESET:
            self._query = ""
        self._last_key = event.time
        self._query += event.character.lower()
        picker = self.parent
        if isinstance(picker, Picker):
            found = picker.search(self._query)
            if found is not None:
                self.highlighted = found
                self.scroll_to_highlight()


class Picker(Widget, can_focus=True):
    """Shows the chosen option's label and ▼; enter, space, up, down or a click open the
    list. Posts ``Picker.Changed`` when the value changes (not when set to the same)."""

    DEFAULT_CSS = """
    Picker {
        width: 1fr;
        height: 1;
        padding: 0 1 0 0;
        background: $surface;
        color: $foreground;
        pointer: pointer;
        &:focus {
            background: $primary 35%;
            & > .picker--arrow { color: $foreground; }
        }
        & > .picker--arrow { color: $foreground 50%; }
        & > PickerList {
            display: none;
            width: 1fr;
            height: auto;
            max-height: 12;
            overlay: screen;
            constrain: none inside;
            offset-y: 1;
            border: tall $border-blurred;
            background: $surface;
            &:focus { background-tint: $foreground 5%; }
            & > .option-list--option { padding: 0 1; }
        }
        &.-open > PickerList { display: block; }
    }
    """
    COMPONENT_CLASSES: ClassVar[set[str]] = {"picker--arrow"}
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,down,space,up", "open", "Show the choices", show=False)]
    ALLOW_SELECT = False

    class Changed(Message):
        """The chosen value changed (``value``); ``picker`` is the widget."""

        def __init__(self, picker: Picker, value: Hashable) -> None:
            super().__init__()
            self.picker = picker
            self.value = value

        @property
        def control(self) -> Picker:
            return self.picker

    def __init__(self, options: Iterable[tuple[str, Hashable]], value: Hashable = None, *,
                 id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self._options: list[tuple[str, Hashable]] = list(options)
        self._value = value if self._index_of(value) is not None else self._first_value()
        self._list: PickerList | None = None

    # -- value and options ---------------------------------------------------------------
    @property
    def options(self) -> Sequence[tuple[str, Hashable]]:
        return tuple(self._options)

    @property
    def value(self) -> Hashable:
        """The chosen option's value (``None`` when there is no option)."""
        return self._value

    @value.setter
    def value(self, value: Hashable) -> None:
        if self._index_of(value) is None:
            raise ValueError(f"{value!r} is not one of the choices")
        if value != self._value:
            self._value = value
            self.refresh()
            self.post_message(self.Changed(self, value))

    def set_options(self, options: Iterable[tuple[str, Hashable]]) -> None:
        """New options; the value becomes the first of them (set it after, if need be)."""
        self._options = list(options)
        self.close(refocus=False)
        if self._list is not None:
            self._list.remove()
            self._list = None
        first = self._first_value()
        if first != self._value:
            self._value = first
            self.post_message(self.Changed(self, first))
        self.refresh()

    @property
    def label(self) -> str:
        index = self._index_of(self._value)
        return self._options[index][0] if index is not None else ""

    def _index_of(self, value: Hashable) -> int | None:
        for i, (_label, v) in enumerate(self._options):
            if v == value:
                return i
        return None

    def _first_value(self) -> Hashable:
        return self._options[0][1] if self._options else None

    def search(self, text: str) -> int | None:
        """The option whose label has ``text`` earliest (lower case), if any."""
        best: tuple[int, int] | None = None
        for i, (label, _v) in enumerate(self._options):
            at = label.lower().find(text)
            if at >= 0 and (best is None or at < best[0]):
                best = (at, i)
        return best[1] if best else None

    # -- the line ----------------------------------------------------------------------
    def render(self) -> Content:
        width = self.content_size.width
        arrow = Content.styled(" ▼", self.get_visual_style("picker--arrow"))
        label = Content(self.label).truncate(max(0, width - 2), ellipsis=True, pad=True)
        return label + arrow

    # -- the list ------------------------------------------------------------------------
    @property
    def is_open(self) -> bool:
        return self.has_class("-open")

    def action_open(self) -> None:
        if not self._options or self.is_open:
            return
        if self._list is None:
            self._list = PickerList(*[label for label, _v in self._options], markup=False)
            self.mount(self._list)
        self._list.highlighted = self._index_of(self._value)
        self.add_class("-open")
        self._list.focus(scroll_visible=False)
        self._list.call_after_refresh(self._list.scroll_to_highlight)

    def close(self, *, refocus: bool) -> None:
        if self.is_open:
            self.remove_class("-open")
            if refocus:
                self.focus()

    def pick(self, index: int) -> None:
        """The option at ``index`` chosen in the list."""
        self.close(refocus=True)
        if 0 <= index < len(self._options):
            self.value = self._options[index][1]

    def on_click(self, event: events.Click) -> None:
        if event.widget is not self:
            return
        event.stop()
        if self.is_open:
            self.close(refocus=True)
        else:
            self.focus()
            self.action_open()

    def get_content_width(self, container: Any, viewport: Any) -> int:
        return max((len(label) for label, _v in self._options), default=0) + 2
