"""Saved games: the setup plus every answer given (plus an optional state snapshot, an
optimisation and a check). Written atomically: a crash never leaves half a file."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from .cards import format_cattrs_error
from .decisions import Choice
from .errors import IllegalChoice, InputError
from .game import Game
from .plugins import Registry, UnknownVariant
from .serialize import dump, load
from .setup import Setup
from .state import GameState

FORMAT = 1


def write_atomically(path: Path, text: str) -> None:
    path = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_save(game: Game, path: Path, snapshot: bool = True) -> None:
    if game.setup is None:
        raise ValueError("a game without its setup can't be saved")
    data: dict[str, Any] = {
        "format": FORMAT,
        "setup": dump(game.setup),
        "answers": [dump(a) for a in game.answers],
        "snapshot": dump(game.state) if snapshot else None,
    }
    write_atomically(path, json.dumps(data, separators=(",", ":")))


def _structure(data: Any, cls: type, file: str, where: str) -> Any:
    try:
        return load(data, cls)
    except Exception as exc:
        problems = format_cattrs_error(exc, where)
        path, what = problems[0] if problems else (where, str(exc))
        raise InputError(file, path, what) from None


def load_save(path: Path, registry: Registry) -> Game:
    file = str(path)
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise InputError(file, "", "no such file") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise InputError(file, "", f"not a vsrules save (bad JSON: {exc})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise InputError(file, "format", f"unsupported save format (expected {FORMAT})")
    if not isinstance(data.get("setup"), dict):
        raise InputError(file, "setup", "missing: a save needs the game's setup (variant, "
                         "seed, decks)")
    setup = _structure(data["setup"], Setup, file, "setup")
    try:
        variant = registry.variant(setup.variant)
    except UnknownVariant as exc:
        raise InputError(file, "setup.variant", str(exc)) from None
    answers = data.get("answers")
    if not isinstance(answers, list):
        raise InputError(file, "answers", "must be a list")
    game = Game.create(variant, setup, registry.hooks)
    for i, raw in enumerate(answers):
        choice = _structure(raw, Choice, file, f"answers[{i}]")
        try:
            game.apply(choice)
        except IllegalChoice as exc:
            raise InputError(file, f"answers[{i}]", f"does not replay: {exc.reason}") from None
    snap = data.get("snapshot")
    if snap is not None:
        expected = _structure(snap, GameState, file, "snapshot")
        if dump(expected) != dump(game.state):
            raise InputError(file, "snapshot", "the replayed game differs from the snapshot "
                             "(saved by another version of the rules?)")
    return game
