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
        key_style = self.get_visual_style("key-line--key")
        off_style = self.get_visual_style("key-line--off")
        parts: list[Content] = []
        at = 0
        self._spans = []
        self.drawn = self.entries()
        for key, description, target, enabled in self.drawn:
            text = Content.assemble(Content.styled(f" {key} ", key_style), f"{description} ")
            if not enabled:
                text = text.stylize(off_style)
            self._spans.append((at, at + text.cell_length, target))
            at += text.cell_length
            parts.append(text)
        return Content("").join(parts)

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
