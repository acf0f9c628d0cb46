"""A game's log as JSON lines (one event per line; the fields are
documented in docs/log-format.md), and a digest of a game state."""

from __future__ import annotations

import hashlib
import json
from typing import Any

from .game import Game
from .serialize import to_json
from .view import visible_log

FIELDS = ("seq", "turn", "kind", "text", "data")


def log_jsonl(game: Game, viewer: int | None = None) -> str:
    """One JSON object per entry ``viewer`` may read (None: every entry as the engine
    wrote it; see ``view.visible_log``)."""
    lines = []
    for e in visible_log(game, viewer):
        record: dict[str, Any] = {"seq": e.seq, "turn": e.turn, "kind": e.kind, "text": e.text,
                                  "data": e.data}
        lines.append(json.dumps(record, sort_keys=True, separators=(",", ":")))
    return "".join(line + "\n" for line in lines)


def state_digest(game: Game) -> str:
    """SHA-256 of the canonical JSON of the whole state: the same seed, decks and answers
    give the same digest on every machine."""
    return hashlib.sha256(to_json(game.state).encode()).hexdigest()
