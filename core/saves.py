"""Saved games: the setup plus every answer given (plus an optional state snapshot, an
optimisation and a check). Written atomically: a crash never leaves half a file."""

from __future__ import annotations

import functools
import json
import os
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any

import attrs

from .decisions import Choice
from .errors import IllegalChoice, InputError
from .game import Game, cards_for
from .limits import MAX_SAVE_BYTES, MAX_SEED, parse_json
from .options import RULES_KEY, OptionError, validate
from .plugins import Registry, UnknownVariant
from .serialize import CONVERTER, dump, make_converter
from .setup import DeckSpec, Setup
from .state import GameState
from .strict import field, shown, sized, structured, table_hook, text, whole
from .variant import Variant

if TYPE_CHECKING:
    import cattrs

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


#: the most cards a saved deck may hold, the most decks and names a setup may list (the
#: variant's player count is checked after) and the most made-up cards a save may define
MAX_DECK_CARDS = 500
MAX_DECKS = 64
MAX_CUSTOM_CARDS = 1000
_TABLE = "a JSON object"


def _format(_inst: Any, _attr: Any, value: Any) -> None:
    if type(value) is not int or value != FORMAT:
        raise ValueError(f"unsupported save format (expected {FORMAT}), got {shown(value)}")


@attrs.frozen
class SaveFile:
    """A save's JSON object as ``write_save`` writes it: the answers and the snapshot are
    structured as the game is replayed (each answer against the game it answers)."""

    format: int = field(_format, default=attrs.NOTHING,
                        missing=f"missing: unsupported save format (expected {FORMAT})")
    setup: Setup = field(default=attrs.NOTHING, missing="missing: a save needs the game's "
                         "setup (variant, seed, decks)")
    answers: list[Any] = field(sized("a list of answers", list, 10**9),
                               default=attrs.NOTHING, missing="missing: the answers given")
    snapshot: Any = None


#: the checks of the setup's values (``Setup`` and ``DeckSpec`` are the engine's records;
#: what depends on the variant, its player count and its cards, is ``check_setup``'s)
SETUP_CHECKS = {
    "variant": text("a variant id"), "seed": whole(0, MAX_SEED),
    "decks": sized("a list of decks", list, MAX_DECKS),
    "players": sized("a list of player names", list, MAX_DECKS, item=text("a name")),
    "options": sized(_TABLE, dict, 10**9),
    "custom_cards": sized("a list of card tables", list, MAX_CUSTOM_CARDS,
                          item=sized(_TABLE, dict, 10**9), many="cards"),
}
DECK_CHECKS = {
    "name": text("text"),
    "cards": sized("a list of card ids", list, MAX_DECK_CARDS, least=1, item=text("a card id"),
                   many="cards"),
    "main": text("a card id"),
}


@functools.cache
def save_converter() -> cattrs.Converter:
    """A save's object, its setup and its decks structured strictly (``core.strict``)."""
    conv = make_converter()
    conv.register_structure_hook(SaveFile, table_hook(
        conv, SaveFile, "a vsrules save (a JSON object with format, setup and answers)"))
    conv.register_structure_hook(Setup, table_hook(conv, Setup, _TABLE,
                                                   checks=SETUP_CHECKS))
    conv.register_structure_hook(DeckSpec, table_hook(conv, DeckSpec, _TABLE,
                                                      checks=DECK_CHECKS))
    return conv


def check_setup(setup: Setup, variant: Variant, file: str, registry: Registry) -> None:
    """A loaded setup within the variant's limits: its player count, its rule options
    (declared by the variant or a plugin, each of its kind and range) and decks of its
    cards (or the save's made-up ones)."""
    counts = variant.player_counts
    if len(setup.decks) not in counts:
        raise InputError(file, "setup.decks", f"{len(setup.decks)} decks: {variant.id} is "
                         f"played by {min(counts)}-{max(counts)} players")
    if setup.players and len(setup.players) != len(setup.decks):
        raise InputError(file, "setup.players", f"{len(setup.players)} names for "
                         f"{len(setup.decks)} decks")
    rules = setup.options.get(RULES_KEY, {})
    if not isinstance(rules, dict):
        raise InputError(file, f"setup.options.{RULES_KEY}", "must be a JSON object of rule "
                         f"options (NAME: VALUE), got {shown(rules)}")
    for name, value in rules.items():
        try:
            validate(variant, {name: value}, registry)
        except OptionError as exc:
            raise InputError(file, f"setup.options.{RULES_KEY}.{name}", str(exc)) from None
    try:
        cards = cards_for(variant, setup)
    except InputError as exc:  # a made-up card's own error, placed in this file
        raise InputError(file, f"setup.{exc.where}", exc.what) from None
    for i, deck in enumerate(setup.decks):
        where = f"setup.decks[{i}]"
        for j, cid in enumerate(deck.cards):
            if cid not in cards:
                raise InputError(file, f"{where}.cards[{j}]", f"unknown card {cid!r}")
        if deck.main is not None and deck.main not in cards:
            raise InputError(file, f"{where}.main", f"unknown card {deck.main!r}")


def load_save(path: Path, registry: Registry) -> Game:
    file = str(path)
    save: SaveFile = structured(save_converter(),
                                parse_json(path, MAX_SAVE_BYTES, "a vsrules save"), SaveFile, file)
    setup = save.setup
    try:
        variant = registry.variant(setup.variant)
    except UnknownVariant as exc:
        raise InputError(file, "setup.variant", str(exc)) from None
    check_setup(setup, variant, file, registry)
    game = Game.create(variant, setup, registry.hooks)
    for i, raw in enumerate(save.answers):
        choice = structured(CONVERTER, raw, Choice, file, f"answers[{i}]")
        try:
            game.apply(choice)
        except IllegalChoice as exc:
            raise InputError(file, f"answers[{i}]", f"does not replay: {exc.reason}") from None
    if save.snapshot is not None:
        expected = structured(CONVERTER, save.snapshot, GameState, file, "snapshot")
        if dump(expected) != dump(game.state):
            raise InputError(file, "snapshot", "the replayed game differs from the snapshot "
                             "(saved by another version of the rules?)")
    return game
