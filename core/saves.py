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
from .game import Game, cards_for
from .limits import MAX_SAVE_BYTES, parse_json
from .plugins import Registry, UnknownVariant
from .serialize import dump, load
from .setup import Setup
from .state import GameState
from .variant import Variant

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


#: the most cards a saved deck may hold and the most made-up cards a save may define
MAX_DECK_CARDS = 500
MAX_CUSTOM_CARDS = 1000


def check_setup(setup: Setup, variant: Variant, file: str) -> None:
    """A loaded setup within the variant's limits: its player count, decks of known cards
    and of a playable size, a seed of 64 bits."""
    counts = variant.player_counts
    if len(setup.decks) not in counts:
        raise InputError(file, "setup.decks", f"{len(setup.decks)} decks: {variant.id} is "
                         f"played by {min(counts)}-{max(counts)} players")
    if setup.players and len(setup.players) != len(setup.decks):
        raise InputError(file, "setup.players", f"{len(setup.players)} names for "
                         f"{len(setup.decks)} decks")
    if not 0 <= setup.seed < 1 << 64:
        raise InputError(file, "setup.seed", f"must be a whole number from 0 to 2**64 - 1, "
                         f"got {setup.seed}")
    if len(setup.custom_cards) > MAX_CUSTOM_CARDS:
        raise InputError(file, "setup.custom_cards", f"at most {MAX_CUSTOM_CARDS} cards")
    try:
        cards = cards_for(variant, setup)
    except InputError as exc:  # a made-up card's own error, placed in this file
        raise InputError(file, f"setup.{exc.where}", exc.what) from None
    for i, deck in enumerate(setup.decks):
        where = f"setup.decks[{i}]"
        if not 1 <= len(deck.cards) <= MAX_DECK_CARDS:
            raise InputError(file, f"{where}.cards", f"{len(deck.cards)} cards: a deck holds "
                             f"1 to {MAX_DECK_CARDS}")
        for j, cid in enumerate(deck.cards):
            if cid not in cards:
                raise InputError(file, f"{where}.cards[{j}]", f"unknown card {cid!r}")
        if deck.main is not None and deck.main not in cards:
            raise InputError(file, f"{where}.main", f"unknown card {deck.main!r}")


def load_save(path: Path, registry: Registry) -> Game:
    file = str(path)
    data = parse_json(path, MAX_SAVE_BYTES, "a vsrules save")
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
    check_setup(setup, variant, file)
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
