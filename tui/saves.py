"""Where games are saved: a name proposed for a save, and the autosave written on quit
(``VSRULES_AUTOSAVE`` overrides its place) that the start screen offers to resume."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any


def autosave_path() -> Path:
    env = os.environ.get("VSRULES_AUTOSAVE")
    if env:
        return Path(env).expanduser()
    state = Path(os.environ.get("XDG_STATE_HOME") or Path.home() / ".local" / "state")
    return state / "vsrules" / "autosave.json"


def autosave_to_resume() -> Path | None:
    path = autosave_path()
    return path if path.is_file() else None


def proposed_name(session: Any) -> Path:
    """The name a save is offered under: the one this game last saved to, else
    ``vsrules-<edition>-<seed>-turn<turn>.json``."""
    if session.saved_to is not None:
        return Path(session.saved_to)
    game = session.game
    return session.save_path.parent / (
        f"vsrules-{session.variant.id}-{game.setup.seed}-turn{game.state.turn}.json")
