"""A fixed line of keys at the bottom of a screen, drawn like Textual's ``Footer``: one
widget, where ``Footer`` builds a widget per key and builds them again after the next
frame once the screen's bindings change (so for a frame it shows the keys of the state
before: the start screen laid out twice, the game screen's attack keys a frame late).

- ``KeyLine``: a fixed list of keys, for screens whose keys don't change with the focus.
- ``BindingsLine``: the screen's bindings in force, read as the line is drawn: a change
  of bindings (focus, an attack begun or made) repaints it in the same frame as the rest.
"""

from __future__ import annotations

from typing import Any, ClassVar

from textual import events
from textual.content import Content
from textual.widgets import Static

#: the keys' words where the full line is wider than the screen
SHORT_WORDS = {"Choose": "Pick", "Filter": "Find", "Auto-pass": "Auto", "Use card": "Use",
               "Attack / pick": "Pick", "Cancel attack": "Cancel", "Chain card": "Chain"}
#: keys that stay on a line too narrow for every key
ALWAYS_SHOWN = ("Help", "Quit")
#: where even the short words don't fit (an attack being built at 80 columns), these
#: keys give way first, in this order (they still work, and help lists them)
GIVE_WAY_FIRST = ("Filter", "Auto-pass", "Save")


class KeyLine(Static):
    """``keys``: (key shown, what it does, action run on a click, e.g. ``screen.help``)."""

    DEFAULT_CSS = """
    KeyLine {
        dock: bottom;
        width: 1fr;
        height: 1;
        background: $footer-background;
        color: $footer-description-foreground;
        & > .key-line--key {
            color: $footer-key-foreground;
            background: $footer-key-background;
            text-style: bold;
        }
        & > .key-line--off {
            text-style: dim;
        }
    }
    """
    COMPONENT_CLASSES: ClassVar[set[str]] = {"key-line--key", "key-line--off"}
    ALLOW_SELECT = False

    def __init__(self, keys: list[tuple[str, str, str]] | None = None, *,
                 id: str | None = None) -> None:
        super().__init__(id=id)
        self.keys = keys or []
        #: where each key's text is on the line, for clicks: (start, end, what to run)
        self._spans: list[tuple[int, int, str]] = []
        #: the entries last drawn
        self.drawn: list[tuple[str, str, str, bool]] | None = None

    def entries(self) -> list[tuple[str, str, str, bool]]:
        """(key shown, what it does, what a click runs, enabled) for each key drawn."""
        return [(key, words, action, True) for key, words, action in self.keys]

    def render(self) -> Content:
        """The keys on one line; on a narrow screen (80 columns) the keys lose their
        padding, then words shorten (``SHORT_WORDS``), then the keys before Help and Quit
        give way, the last first: Help and Quit are always on the line."""
        entries = self.drawn = self.entries()
        width = self.size.width or 80
        for compact, short in ((False, False), (True, False), (True, True)):
            line, spans = self._line(entries, compact, short)
            if line.cell_length <= width:
                break
        kept = list(entries)
        while line.cell_length > width:
            drop = [i for i, entry in enumerate(kept) if entry[1] not in ALWAYS_SHOWN]
            if not drop:
                break
            first = [i for i in drop if kept[i][1] in GIVE_WAY_FIRST]
            del kept[min(first, key=lambda i: GIVE_WAY_FIRST.index(kept[i][1]))
                     if first else drop[-1]]
            line, spans = self._line(kept, True, True)
        self._spans = spans
        return line

    def _line(self, entries: list[tuple[str, str, str, bool]], compact: bool, short: bool
              ) -> tuple[Content, list[tuple[int, int, str]]]:
        """The line and where each key's text is on it (for clicks)."""
        key_style = self.get_visual_style("key-line--key")
        off_style = self.get_visual_style("key-line--off")
        parts: list[Content] = []
        spans: list[tuple[int, int, str]] = []
        at = 0
        for key, description, target, enabled in entries:
            words = SHORT_WORDS.get(description, description) if short else description
            text = Content.assemble(Content.styled(key if compact else f" {key} ", key_style),
                                    f" {words} " if compact else f"{words} ")
            if not enabled:
                text = text.stylize(off_style)
            spans.append((at, at + text.cell_length, target))
            at += text.cell_length
            parts.append(text)
        return Content("").join(parts), spans

    async def on_click(self, event: events.Click) -> None:
        for start, end, target in self._spans:
            if start <= event.x < end:
                event.stop()
                await self.clicked(target)
                return

    async def clicked(self, target: str) -> None:
        await self.run_action(target)


class BindingsLine(KeyLine):
    """The keys of the screen's bindings in force (those shown), as ``Footer`` lists them;
    a click presses the key."""

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self.bindings_changed)

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def bindings_changed(self, _screen: Any) -> None:
        """Drawn again with the frame the change is in (``render`` reads the bindings
        then), only when the keys shown differ from those drawn."""
        if self.entries() != self.drawn:
            self.refresh()

    def entries(self) -> list[tuple[str, str, str, bool]]:
        seen: set[str] = set()
        shown: list[tuple[str, str, str, bool]] = []
        for _node, binding, enabled, _tooltip in self.screen.active_bindings.values():
            if binding.show and binding.action not in seen:
                seen.add(binding.action)
                shown.append((self.app.get_key_display(binding), binding.description,
                              binding.key, enabled))
        return shown

    async def clicked(self, target: str) -> None:
        self.app.simulate_key(target)
