"""What a comparison plays: each variant's decks (bundled, or chosen with ``--decks``),
its matchups (the first two decks, every pair, mirrors), the values of a swept rule
option, and the games of each: seeds fixed by the base seed and the game's place in its
cell, seats rotating game by game or paired (both seatings of one seed)."""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import attrs

from ..decks import load_deck
from ..errors import InputError
from ..game import Game
from ..plugins import Registry
from ..setup import DeckSpec, Setup
from ..variant import Variant
from .runner import CompareError, GameJob

#: a variant is in the default comparison when it declares this fact (published editions)
DEFAULT_KEY = "published"
#: the ``Setup.options`` table the swept options go into (the house-rules plugin reads it)
OPTIONS_KEY = "house_rules"


@attrs.define
class DeckChoice:
    """The decks a variant plays in the comparison, or why it can't play."""

    specs: list[DeckSpec] = attrs.Factory(list)
    files: list[str] = attrs.Factory(list)
    skipped: list[str] = attrs.Factory(list)
    problem: str | None = None
    note: str | None = None


def _legal(variant: Variant, path: Path, out: DeckChoice) -> None:
    try:
        deck = load_deck(path, variant.card_db())
    except InputError as exc:
        out.skipped.append(f"{path.name}: {exc.where}: {exc.what}")
        return
    problems = variant.deck_problems(deck)
    if problems:
        out.skipped.append(f"{path.name}: " + "; ".join(f"{w}: {p}" for w, p in problems[:2]))
        return
    out.specs.append(deck.spec())
    out.files.append(path.name)


def bundled_decks(variant: Variant, wanted: int | None = 2,
                  chosen: Sequence[str] = ()) -> DeckChoice:
    """The variant's decks: the ``chosen`` ones (bundled file names without ``.toml``, or
    paths to deck files), else its first ``wanted`` bundled legal decks in file-name order
    (every one with ``wanted=None``). One legal deck plays itself (a mirror, noted)."""
    out = DeckChoice()
    folder = variant.deck_folder()
    paths = sorted(folder.glob("*.toml")) if folder is not None and folder.is_dir() else []
    if chosen:
        by_stem = {p.stem: p for p in paths}
        for name in chosen:
            path = by_stem.get(name) or Path(name)
            if not path.is_file():
                raise CompareError(f"--decks {variant.id}: no bundled deck or file {name!r} "
                                   f"(bundled: {', '.join(by_stem) or 'none'})")
            _legal(variant, path, out)
        if out.skipped:
            raise CompareError(f"--decks {variant.id}: not legal: {out.skipped[0]}")
    else:
        for path in paths:
            if wanted is not None and len(out.specs) >= wanted:
                break
            _legal(variant, path, out)
    if not out.specs:
        where = f"in {folder}" if paths else "(no bundled deck files)"
        out.problem = f"no legal bundled deck {where}"
    elif len(out.specs) == 1:
        out.note = f"only one legal deck: {out.specs[0].name} plays itself"
        out.specs.append(out.specs[0])
        out.files.append(out.files[0])
    return out


def matchups(decks: Sequence[DeckSpec], every: bool, mirror: bool
             ) -> list[tuple[DeckSpec, DeckSpec]]:
    """The first two decks; or every pair (``every``); mirrors: each deck against itself
    (instead of, or with ``every`` as well as, the pairs)."""
    pairs: list[tuple[DeckSpec, DeckSpec]] = []
    if every:
        pairs.extend(itertools.combinations(decks, 2))
    elif not mirror:
        pairs.append((decks[0], decks[1]))
    if mirror:
        unique = {d.name: d for d in decks}
        pairs.extend((d, d) for d in unique.values())
    return pairs


def parse_value(text: str) -> Any:
    """An option value as written: a whole number, true/false, or text."""
    low = text.strip().lower()
    if low in ("true", "false"):
        return low == "true"
    try:
        return int(low)
    except ValueError:
        return text.strip()


def parse_sweep(spec: str) -> tuple[str, list[Any]]:
    """``NAME=a,b,c`` as the option's name and its values."""
    name, sep, values = spec.partition("=")
    items = [v for v in values.split(",") if v.strip()]
    if not sep or not name.strip() or not items:
        raise CompareError(f"--sweep {spec!r}: write OPTION=a,b,c (for example "
                           "opening_hand=5,6,7)")
    return name.strip(), [parse_value(v) for v in items]


def check_option(registry: Registry, variant: str, name: str, value: Any,
                 decks: Sequence[DeckSpec]) -> dict[str, Any]:
    """The ``Setup.options`` of one rule option's value, refused with the reason when
    the rules do not take it: a game is set up with it and the house-rules plugin's
    log entry says whether it was taken (a rule option is declared by that plugin)."""
    options = {OPTIONS_KEY: {name: value}}
    game = Game.create(registry.variant(variant), Setup(variant, 1, list(decks), options=options),
                       registry.hooks, start=False)
    notes = [e for e in game.state.log if e.kind == "house-rule" and e.data.get("name") == name]
    if not notes:
        raise CompareError(f"--sweep {name}: {variant} games take no option {name!r} "
                           "(is the house-rules plugin loaded?)")
    if notes[0].data.get("ignored"):
        raise CompareError(f"--sweep {name}={value!r} ({variant}): {notes[0].text}")
    return options


@attrs.define
class Cell:
    """The games of one variant, one option value and one matchup."""

    variant: str
    experiment: str
    options: dict[str, Any]
    decks: tuple[DeckSpec, DeckSpec]

    @property
    def matchup(self) -> str:
        return f"{self.decks[0].name} vs {self.decks[1].name}"


def cell_jobs(cell: Cell, games: int, seed: int, agents: Sequence[str], max_turns: int,
              paired: bool, first_index: int) -> Iterator[GameJob]:
    """A cell's games. Unpaired, the seats rotate from game to game with a new seed each;
    paired, games 2k and 2k+1 share a seed with the seats swapped."""
    options = tuple(sorted(cell.options.items()))
    for i in range(games):
        swap = i % 2 == 1
        decks = (cell.decks[1], cell.decks[0]) if swap else cell.decks
        yield GameJob(cell.variant, first_index + i, seed, decks, tuple(agents), max_turns,
                      options, seed_index=i // 2 if paired else i,
                      pair=i // 2 if paired else None, experiment=cell.experiment,
                      matchup=cell.matchup)


def plan_cells(registry: Registry, variant: str, choice: DeckChoice, every: bool, mirror: bool,
               sweep: tuple[str, list[Any]] | None) -> list[Cell]:
    """Every cell of one variant: each swept value (or the rules as they are) times each
    matchup."""
    pairs = matchups(choice.specs, every, mirror)
    settings: list[tuple[str, dict[str, Any]]] = [("", {})]
    if sweep is not None:
        name, values = sweep
        settings = [(f"{name}={v}", check_option(registry, variant, name, v, choice.specs[:2]))
                    for v in values]
    return [Cell(variant, label, options, pair) for label, options in settings for pair in pairs]


def default_variants(registry: Registry) -> list[str]:
    """The published editions (variants declaring when they were published); every
    variant if none does."""
    published = [v.id for v in registry.variants.values() if DEFAULT_KEY in v.mechanics]
    return published or list(registry.variants)


def declared(variant: Variant) -> dict[str, str]:
    """What a variant declares about itself: its players and phases, then its mechanics."""
    facts = {"players": ", ".join(str(n) for n in variant.player_counts),
             "phases": ", ".join(variant.phases)}
    facts.update(variant.mechanics)
    return facts
