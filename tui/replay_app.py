"""``vsrules replay FILE``: the app opened on a saved or finished game's replay."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual import events

from vsrules.core.replay import Replay

from .app import VsApp
from .screens.replay import ReplayScreen


class ReplayApp(VsApp):
    """The play app, started on the replay (a resumed game opens the usual game screen)."""

    def __init__(self, registry: Any, replay: Replay, source: Path, **kwargs: Any) -> None:
        super().__init__(registry, **kwargs)
        self.replay = replay
        self.source = source

    # the event is taken to stop the play app's own handler (its start screen): Textual
    # calls each class's handler in turn unless one prevents the default
    def on_mount(self, event: events.Mount) -> None:  # type: ignore[override]
        event.prevent_default()
        self.push_screen(ReplayScreen(self.replay, self.source))


def run_replay(registry: Any, args: Any) -> int:
    """Load the file first, so that a bad one is told (file and problem) before any UI."""
    source = Path(args.file).expanduser()
    replay = Replay.from_save(source, registry)
    result = ReplayApp(registry, replay, source).run()
    return int(result or 0)
