"""Helpers shared by the tests (tests/ is on ``sys.path``, next to tests/conftest.py):
made-up filler decks for the original edition, the bundled decks, random play-outs."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from vsrules.core.ai.random_agent import RandomAgent
from vsrules.core.decisions import Pass
from vsrules.core.decks import load_deck
from vsrules.core.game import Game
from vsrules.core.objects import ROW_ZONES
from vsrules.core.rng import _GAMMA, _MASK, _MIX1, _MIX2, Rng
from vsrules.core.setup import DeckSpec, Setup

ROOT = Path(__file__).resolve().parent.parent


def deck_paths(variant_folder: str) -> list[Path]:
    """The bundled deck files of a variant (``twopcg``, ``original``), sorted by name."""
    return sorted((ROOT / "variants" / variant_folder / "decks").glob("*.toml"))


def bundled_decks(variant_folder: str, names) -> list[Path]:
    """The bundled deck files named ``names`` (file names without ``.toml``), in order."""
    paths = {p.stem: p for p in deck_paths(variant_folder)}
    return [paths[n] for n in names]


def deck_specs(variant, paths) -> list[DeckSpec]:
    return [load_deck(p, variant.card_db()).spec() for p in paths]


def random_agents(game: Game, seed: int, spread: int = 7) -> list[RandomAgent]:
    """One random player a seat, seeded ``seed * spread + seat``."""
    return [RandomAgent(seed * spread + i) for i in range(len(game.state.players))]


def every_decision(registry, variant_id: str, paths, seeds, first_seed: int,
                   max_turns: int = 40) -> Iterator[Game]:
    """Random games of ``variant_id`` between the decks ``paths`` (one a seat), game seed
    ``first_seed + seed`` for each of ``seeds``; yields the game at every decision (for
    tests that compare what the engine keeps with a fresh computation)."""
    variant = registry.variant(variant_id)
    specs = deck_specs(variant, paths)
    for seed in seeds:
        game = Game.create(variant, Setup(variant_id, first_seed + seed, specs), registry.hooks)
        agents = random_agents(game, seed)
        while not game.over and game.state.turn <= max_turns:
            yield game
            game.apply(agents[game.pending.player].choose(game.pending))


def with_teams_changed(game: Game, player: int, teams: list[str]) -> Game:
    """Original edition: ``player``'s first front-row character is granted ``teams[0]`` by
    a modifier, and their first resource turns into a face-up Team-Up crossing
    ``teams[1]`` and ``teams[2]`` over (for tests of affiliation lookups)."""
    zones = game.state.players[player].zones
    for u in zones["front"][:1]:
        game.add_modifier(u, f"team:{teams[0]}", "grant")
    for u in zones["resources"][:1]:
        game.turn_face(game.state.objects[u], True)
        game.state.objects[u].memory["crossover"] = [teams[1], teams[2]]
    return game


def play_out(game: Game, agents, max_turns: int) -> Game:
    """Play random answers until the game ends or passes ``max_turns``, checking that
    the engine always asks something answerable (an action decision can be passed)."""
    while not game.over and game.state.turn <= max_turns:
        pending = game.pending
        assert pending is not None, "the engine stopped without a decision"
        assert pending.options, f"a decision with no options: {pending.prompt}"
        if pending.is_action:
            assert Pass() in pending.options
        game.apply(agents[pending.player].choose(pending))
    return game


def checked_candidates(rule, game: Game, player: int) -> list:
    """Every candidate of an action rule (made afresh) that its ``check`` accepts, in
    order: what a fast ``legal`` must give."""
    return [c for c in rule.candidates(game, player) if rule.check(game, player, c) is None]


def listing(rule, game: Game, player: int) -> list:
    """The rule's ``legal`` options, listed in a reading stretch as the engine lists them."""
    with game.reading():
        return list(rule.legal(game, player))


def fresh_paying_locations(game: Game, player: int) -> list[tuple[int, frozenset[str], tuple]]:
    """2PCG: the locations ``player`` could pay with, walked one by one (face-up ones in
    the resource row, then the hand), as the kept payment must list them."""
    out = []
    row, hand = game.zone(player, "resources"), game.zone(player, "hand")
    for u in [u for u in row if game.state.objects[u].face_up] + hand:
        card = game.card(u)
        if card.type == "location":
            symbols = frozenset(s.lower() for s in card.symbols)
            out.append((u, symbols, card.teams if card.teams and len(symbols) > 1 else ()))
    return out


def reference_below(rng: Rng, n: int) -> int:
    """``Rng.below`` by its definition: rejection sampling over ``next64`` (its fast paths
    must give the same numbers, so games and saves play the same)."""
    limit = _MASK - (_MASK % n)
    while True:
        x = rng.next64()
        if x < limit:
            return x % n


def _unshift(y: int, shift: int) -> int:
    """The inverse of ``y = x ^ (x >> shift)`` on 64 bits."""
    x = y
    for _ in range(64 // shift + 1):
        x = y ^ (x >> shift)
    return x


def state_drawing(z: int) -> int:
    """The generator state whose next 64-bit draw is ``z`` (SplitMix64's output mix
    inverted): to test draws random games almost never meet."""
    z = _unshift(z, 31)
    z = _unshift((z * pow(_MIX2, -1, 1 << 64)) & _MASK, 27)
    state = _unshift((z * pow(_MIX1, -1, 1 << 64)) & _MASK, 30)
    return (state - _GAMMA) & _MASK


#: random games of both editions, two and three players (variant, deck folder, decks)
BOTH_EDITIONS = [
    ("2pcg", "twopcg", ["captain-america-avengers-test", "green-goblin-super-villains-test"]),
    ("2pcg", "twopcg", ["storm-x-men", "loki-super-villains", "rocket-guardians"]),
    ("original", "original", ["1-legionnaires-cosmic", "2-future-foes-darkseid"]),
    ("original", "original",
     ["1-legionnaires-cosmic", "2-future-foes-darkseid", "1-legionnaires-cosmic"]),
]


def copiers_where_they_copy(game: Game) -> list:
    """The 2PCG objects of a copier's card (Hope Summers) in a zone where they copy."""
    from vsrules.variants.twopcg.scripts import COPIERS

    zones = game.variant.dynamic_zones
    return [o for o in game.state.objects.values() if o.card in COPIERS and o.zone in zones]


def check_after(monkeypatch, names, check) -> None:
    """Has ``check(game)`` run right after every call of the ``Game`` methods ``names``
    (the primitives), except inside a reading stretch, which changes nothing."""
    for name in names:
        monkeypatch.setattr(Game, name, _checked(getattr(Game, name), check))


def _checked(original, check):
    def call(game, *args, **kwargs):
        result = original(game, *args, **kwargs)
        if game._memo is None:
            check(game)
        return result
    return call


def copying_everyone(game: Game, hope) -> list[int]:
    """A copier's sources wider than Hope Summers' (she copies X-Men only, whose copies
    hardly change the indexed powers or the touched stats): while Hope is face up and
    unstunned, every other face-up, unstunned supporting character in play and every one
    in a KO pile (whose static powers are in no index: the copies change the touched
    stats). Reads only what ``powers_version`` follows, and the touched stats, as the real
    one's team checks may (while they are worked out)."""
    game.touches("team:X-Men")
    if not hope.face_up or hope.stunned:
        return []
    objs = game.state.objects
    return [u for p in game.state.players for z in (*ROW_ZONES, "ko") for u in p.zones[z]
            if u != hope.uid and objs[u].card != hope.card and game.card(u).type == "character"
            and (z == "ko" or objs[u].face_up and not objs[u].stunned)]
