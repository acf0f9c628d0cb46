"""What a comparison plays: each variant's decks (bundled, or chosen with ``--decks``),
its matchups (the first two decks, every pair, mirrors), the values of a swept rule
option, and the games of each: seeds fixed by the base seed and the game's place in its
cell, seats rotating game by game or paired (both seatings of one seed)."""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

import attrs

from ..decks import DeckFile, load_deck
from ..errors import InputError
from ..options import RULES_KEY, OptionError, parse_assignments, validate
from ..plugins import Registry
from ..setup import DeckSpec
from ..variant import Variant
from .runner import CompareError, GameJob

#: a variant is in the default comparison when it declares this fact (published editions)
DEFAULT_KEY = "published"


@attrs.define
class DeckChoice:
    """The decks a variant plays in the comparison, or why it can't play."""

    specs: list[DeckSpec] = attrs.Factory(list)
    files: list[str] = attrs.Factory(list)
    #: the decks as read (a swept deck-building option checks them again)
    decks: list[DeckFile] = attrs.Factory(list)
    skipped: list[str] = attrs.Factory(list)
    problem: str | None = None
    note: str | None = None


def _legal(variant: Variant, path: Path, out: DeckChoice, options: Mapping[str, Any]) -> None:
    try:
        deck = load_deck(path, variant.card_db())
    except InputError as exc:
        out.skipped.append(f"{path.name}: {exc.where}: {exc.what}")
        return
    problems = variant.deck_problems(deck, options)
    if problems:
        out.skipped.append(f"{path.name}: " + "; ".join(f"{w}: {p}" for w, p in problems[:2]))
        return
    out.specs.append(deck.spec())
    out.files.append(path.name)
    out.decks.append(deck)


def bundled_decks(variant: Variant, wanted: int | None = 2, chosen: Sequence[str] = (),
                  options: Mapping[str, Any] | None = None) -> DeckChoice:
    """The variant's decks: the ``chosen`` ones (bundled file names without ``.toml``, or
    paths to deck files), else its first ``wanted`` bundled legal decks in file-name order
    (every one with ``wanted=None``), legal under the rule ``options``. One legal deck plays
    itself (a mirror, noted)."""
    out = DeckChoice()
    rules = options or {}
    paths = variant.deck_files()
    if chosen:
        by_stem = {p.stem: p for p in paths}
        for name in chosen:
            path = by_stem.get(name) or Path(name)
            if not path.is_file():
                raise CompareError(f"--decks {variant.id}: no bundled deck or file {name!r} "
                                   f"(bundled: {', '.join(by_stem) or 'none'})")
            _legal(variant, path, out, rules)
        if out.skipped:
            raise CompareError(f"--decks {variant.id}: not legal: {out.skipped[0]}")
    else:
        for path in paths:
            if wanted is not None and len(out.specs) >= wanted:
                break
            _legal(variant, path, out, rules)
    if not out.specs:
        where = f"among {len(paths)} deck files" if paths else "(no bundled deck files)"
        out.problem = f"no legal bundled deck {where}"
    elif len(out.specs) == 1:
        out.note = f"only one legal deck: {out.specs[0].name} plays itself"
        out.specs.append(out.specs[0])
        out.files.append(out.files[0])
        out.decks.append(out.decks[0])
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


def parse_sweep(spec: str) -> tuple[str, list[str]]:
    """``NAME=a,b,c`` as the option's name and its values as written (each checked against
    the option's declaration per variant, ``swept_options``)."""
    name, sep, values = spec.partition("=")
    items = [v.strip() for v in values.split(",") if v.strip()]
    if not sep or not name.strip() or not items:
        raise CompareError(f"--sweep {spec!r}: write OPTION=a,b,c (for example "
                           "opening_hand=5,6,7)")
    return name.strip(), items


def rule_options(registry: Registry, variant: Variant,
                 options: Mapping[str, Any] | Sequence[str]) -> dict[str, Any]:
    """The rule options every game of ``variant`` plays with, checked against its declared
    options (core/options.py): ``NAME=VALUE`` texts, or values already typed."""
    try:
        if isinstance(options, Mapping):
            return validate(variant, options, registry)
        return parse_assignments(variant, options, registry)
    except OptionError as exc:
        raise CompareError(f"{variant.id}: {exc}") from None


def swept_options(registry: Registry, variant: Variant, name: str, value: str,
                  base: Mapping[str, Any]) -> dict[str, Any]:
    """The ``Setup.options`` of one swept value on top of the ``base`` rule options,
    refused with the option's own message when ``variant`` does not declare it or the
    value is not one it accepts."""
    try:
        swept = parse_assignments(variant, [f"{name}={value}"], registry)
    except OptionError as exc:
        raise CompareError(f"--sweep ({variant.id}): {exc}") from None
    return {RULES_KEY: {**base, **swept}}


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
               sweep: tuple[str, list[str]] | None,
               base: Mapping[str, Any] | None = None) -> list[Cell]:
    """Every cell of one variant: each swept value (or the rules as they are, with the
    ``base`` rule options) times each matchup."""
    pairs = matchups(choice.specs, every, mirror)
    rules = dict(base or {})
    settings: list[tuple[str, dict[str, Any]]] = [("", {RULES_KEY: rules} if rules else {})]
    if sweep is not None:
        name, values = sweep
        v = registry.variant(variant)
        settings = [(f"{name}={value}", swept_options(registry, v, name, value, rules))
                    for value in values]
        for label, options in settings:
            _legal_under(v, choice, label, options[RULES_KEY])
    return [Cell(variant, label, options, pair) for label, options in settings for pair in pairs]


def _legal_under(variant: Variant, choice: DeckChoice, label: str,
                 rules: Mapping[str, Any]) -> None:
    """Every deck played is legal under a swept value too: a deck-building option (deck
    size, copies) decides which decks may play, so a value the decks break is refused
    rather than played with decks its rules forbid."""
    for name, deck in zip(choice.files, choice.decks, strict=True):
        problems = variant.deck_problems(deck, rules)
        if problems:
            where, what = problems[0]
            raise CompareError(f"--sweep {label} ({variant.id}): the deck {name} is not legal "
                               f"under it ({where}: {what}); a deck-building option decides "
                               "which decks may play, not how a game goes: sweep values "
                               "every deck keeps, or choose decks with --decks")


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
