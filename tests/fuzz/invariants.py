"""Random games checked at every decision: the invariants every variant keeps.

- cards are conserved: each owner has as many cards as at the start, every object is in
  exactly one zone, every uid in a zone is an object;
- no counter is negative;
- every offered option applies (one other than the one played, on a copy);
- a player who is out is never asked anything;
- no card a seat can't see is in what that seat is shown: its view, its log, and the
  refusals of answers naming the hidden card (every kind of choice is probed).

``python tests/fuzz/invariants.py --games N`` runs N games per edition (2-4 players, every
bundled deck, plus the hybrid) and prints the figures; the tests run a few.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import typing
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import attrs

from vsrules.core.ai.determinize import fast_clone
from vsrules.core.ai.random_agent import RandomAgent
from vsrules.core.decisions import Choice
from vsrules.core.decks import filler_cards, filler_deck, load_deck
from vsrules.core.errors import IllegalChoice, InputError
from vsrules.core.game import Game
from vsrules.core.objects import ALL_ZONES
from vsrules.core.rng import Rng
from vsrules.core.setup import DeckSpec, Setup
from vsrules.core.view import visible_log, visible_to

ROOT = Path(__file__).resolve().parents[2]


class Broken(AssertionError):
    """An invariant failed: ``kind`` names which."""

    def __init__(self, kind: str, what: str) -> None:
        self.kind = kind
        super().__init__(f"{kind}: {what}")


# -- the invariants --------------------------------------------------------------------
def card_counts(game: Game) -> Counter[int]:
    return Counter(o.owner for o in game.state.objects.values())


def check_conservation(game: Game, start: Counter[int]) -> None:
    st = game.state
    placed: list[int] = [u for p in st.players for z in ALL_ZONES for u in p.zones.get(z, ())]
    if len(placed) != len(set(placed)):
        twice = [u for u, n in Counter(placed).items() if n > 1]
        raise Broken("conservation", f"objects in two zones: {twice}")
    if set(placed) != set(st.objects):
        raise Broken("conservation", f"objects and zones differ: "
                     f"{sorted(set(placed) ^ set(st.objects))}")
    if card_counts(game) != start:
        raise Broken("conservation", f"cards per owner {dict(card_counts(game))}, "
                     f"at the start {dict(start)}")


def check_counters(game: Game) -> None:
    for o in game.state.objects.values():
        for name, value in o.counters.items():
            if isinstance(value, int) and value < 0:
                raise Broken("negative counter", f"{game.card(o).name} has {name} = {value}")


def check_not_out(game: Game) -> None:
    pending = game.pending
    if pending is not None and game.state.players[pending.player].out:
        raise Broken("player out asked", f"{game.player_name(pending.player)} is out and is "
                     f"asked: {pending.prompt}")


def check_option_applies(game: Game, rng: Rng) -> None:
    pending = game.pending
    assert pending is not None
    option = pending.options[rng.below(len(pending.options))]
    copy = fast_clone(game)
    try:
        copy.apply(option)
    except IllegalChoice as exc:
        raise Broken("option refused", f"{option.describe()} offered for {pending.prompt!r} "
                     f"and refused: {exc.reason}") from None


def hidden_objects(game: Game, player: int) -> list[Any]:
    return [o for o in game.state.objects.values() if not visible_to(o, player)]


def names_seen(game: Game, player: int) -> set[str]:
    return {game.card(o).name for o in game.state.objects.values() if visible_to(o, player)}


def check_view(game: Game, player: int) -> None:
    """The view of ``player`` names no card it can't see."""
    view = game.view(player)
    unseen = hidden_objects(game, player)
    hidden = {o.uid for o in unseen}
    decision = view["decision"]
    if decision is not None and decision["player"] != player:  # another seat's prompt
        seen = names_seen(game, player)
        for o in unseen:
            name = game.card(o).name
            if name not in seen and name in decision["prompt"]:
                raise Broken("prompt of another seat", f"seat {player} reads the prompt "
                             f"{decision['prompt']!r} naming {name}")
    for p in view["players"]:
        for zone, entries in p["zones"].items():
            for entry in entries:
                if entry["uid"] in hidden and ("card" in entry or "name" in entry):
                    raise Broken("hidden card shown", f"seat {player} sees "
                                 f"{entry.get('name')} in {zone}")


def check_log(game: Game, player: int) -> None:
    """The log as ``player`` reads it names no card in a move it could not see."""
    for e in visible_log(game, player):
        if e.kind == "move" and e.data.get("hidden") and "card" in e.data:
            raise Broken("hidden card in log", f"seat {player} reads {e.text!r}")


def probes(uid: int) -> Iterator[Choice]:
    """One choice of every kind naming the object ``uid`` wherever a choice names one."""
    for cls in list(Choice.registry.values()):
        if not attrs.has(cls):
            continue
        try:
            hints = typing.get_type_hints(cls)
        except Exception:  # noqa: BLE001 - a field type that can't be resolved here
            hints = {}
        kwargs: dict[str, Any] = {}
        for f in attrs.fields(cls):
            hint = str(hints.get(f.name, f.type))
            if "bool" in hint and "int" not in hint:
                kwargs[f.name] = False
            elif "tuple" in hint or "list" in hint:
                kwargs[f.name] = (uid,)
            elif "str" in hint and "int" not in hint:
                kwargs[f.name] = "x"
            else:
                kwargs[f.name] = uid
        try:
            yield cls(**kwargs)
        except Exception:  # noqa: BLE001, S112 - a kind that can't name an object
            continue


def check_refusals(game: Game, rng: Rng, per_decision: int) -> int:
    """Answers naming cards the deciding seat can't see are refused without their names.
    Returns how many were probed."""
    pending = game.pending
    assert pending is not None
    player = pending.player
    hidden = hidden_objects(game, player)
    if not hidden:
        return 0
    seen = names_seen(game, player)
    probed = 0
    for _ in range(per_decision):
        obj = hidden[rng.below(len(hidden))]
        card = game.card(obj)
        for probe in probes(obj.uid):
            if probe in pending.options:
                continue  # offered: the seat sees it (a card it is looking at)
            before = game.state.decisions
            try:
                game.apply(probe)
            except IllegalChoice as exc:
                probed += 1
                reason = exc.reason.replace(pending.prompt, "")
                if card.id in reason or (card.name in reason and card.name not in seen):
                    raise Broken("hidden card in refusal", f"{probe.describe()} refused "
                                 f"with {exc.reason!r} ({card.name} is hidden)") from None
            else:
                raise Broken("hidden card accepted", f"{probe.describe()} applied")
            assert game.state.decisions == before
    return probed


# -- games ---------------------------------------------------------------------------------
@attrs.define
class Figures:
    games: int = 0
    finished: int = 0
    decisions: int = 0
    probes: int = 0
    outs: int = 0
    failures: Counter[str] = attrs.Factory(Counter)
    examples: dict[str, str] = attrs.Factory(dict)

    def add(self, other: Figures) -> None:
        self.games += other.games
        self.finished += other.finished
        self.decisions += other.decisions
        self.probes += other.probes
        self.outs += other.outs
        self.failures.update(other.failures)
        for k, v in other.examples.items():
            self.examples.setdefault(k, v)


def play_checked(game: Game, seed: int, max_turns: int, probe_every: int = 0,
                 sample: int = 1) -> Figures:
    """Play random answers to the end (or ``max_turns``), checking at every decision (the
    views and another option on a copy at every ``sample``-th, the logs at the end); a
    broken invariant stops the game and is counted by kind."""
    figures = Figures(games=1)
    rng = Rng(seed * 7919 + 1)
    agents = [RandomAgent(seed * 11 + i) for i in range(len(game.state.players))]
    start = card_counts(game)
    seats = range(len(game.state.players))
    try:
        while not game.over and game.state.turn <= max_turns:
            pending = game.pending
            if pending is None:
                raise Broken("stopped", "no decision is pending and the game is not over")
            check_not_out(game)
            check_conservation(game, start)
            check_counters(game)
            if figures.decisions % sample == 0:
                check_option_applies(game, rng)
                for p in seats:
                    check_view(game, p)
            if probe_every and figures.decisions % probe_every == 0:
                figures.probes += check_refusals(game, rng, 1)
            game.apply(agents[pending.player].choose(pending))
            figures.decisions += 1
        check_conservation(game, start)
        for p in seats:
            check_view(game, p)
            check_log(game, p)
    except Broken as exc:
        figures.failures[exc.kind] += 1
        seed_of = game.setup.seed if game.setup else "?"
        figures.examples.setdefault(exc.kind, f"{game.state.variant} seed {seed_of}, "
                                    f"{len(game.state.players)} players: {exc}")
    figures.finished += game.over
    figures.outs += sum(p.out for p in game.state.players)
    return figures


def bundled(folder: str, variant: Any) -> list[DeckSpec]:
    """The bundled decks of ``folder`` that are legal (some original lists are records of
    historical decks whose cards are not transcribed)."""
    out = []
    for path in sorted((ROOT / "variants" / folder / "decks").glob("*.toml")):
        try:
            deck = load_deck(path, variant.card_db())
        except InputError:
            continue
        if not variant.deck_problems(deck):
            out.append(deck.spec())
    return out


def setups(registry: Any, variant_id: str, games: int, first_seed: int) -> Iterator[Setup]:
    """``games`` setups of ``variant_id``: 2-4 players in turn (as the variant allows), the
    bundled decks in turn (the original edition also plays filler decks)."""
    variant = registry.variant(variant_id)
    folder = {"2pcg": "twopcg", "original": "original", "hybrid": "twopcg"}[variant_id]
    decks = bundled(folder, variant)
    counts = [n for n in (2, 3, 4) if n in variant.player_counts]
    for g in range(games):
        n = counts[g % len(counts)]
        seed = first_seed + g
        if variant_id == "original" and g % 2:
            yield Setup(variant_id, seed, [filler_deck(("Alpha", "Beta")[i % 2])
                                           for i in range(n)], custom_cards=filler_cards())
            continue
        chosen = [decks[(g * n + i * (1 + g // len(decks))) % len(decks)] for i in range(n)]
        yield Setup(variant_id, seed, chosen)


def run(registry: Any, variant_id: str, games: int, first_seed: int = 1, max_turns: int = 80,
        probe_every: int = 0, sample: int = 1) -> Figures:
    variant = registry.variant(variant_id)
    total = Figures()
    for setup in setups(registry, variant_id, games, first_seed):
        game = Game.create(variant, setup, registry.hooks)
        total.add(play_checked(game, setup.seed, max_turns, probe_every, sample))
    return total


def main(argv: list[str] | None = None) -> int:
    from vsrules.core.plugins import default_registry

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="games per variant")
    parser.add_argument("--variants", default="2pcg,original,hybrid")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-turns", type=int, default=80)
    parser.add_argument("--probe-every", type=int, default=50,
                        help="probe refusals at every Nth decision (0: never)")
    parser.add_argument("--sample", type=int, default=10,
                        help="check the views and another option at every Nth decision")
    parser.add_argument("--chunk", type=int, default=50,
                        help="games per variant in each round (figures printed after each)")
    args = parser.parse_args(argv)
    reg = default_registry()
    variants = args.variants.split(",")
    totals = {vid: Figures() for vid in variants}
    seconds = dict.fromkeys(variants, 0.0)
    for start in range(0, args.games, args.chunk):
        n = min(args.chunk, args.games - start)
        for vid in variants:  # the editions in turn: a cut-short run covers all of them
            began = time.perf_counter()
            totals[vid].add(run(reg, vid, n, args.seed + start, args.max_turns,
                                args.probe_every, args.sample))
            seconds[vid] += time.perf_counter() - began
        print(json.dumps({vid: {"games": f.games, "finished": f.finished,
                                "decisions": f.decisions, "refusal probes": f.probes,
                                "players out": f.outs, "failures": dict(f.failures),
                                "examples": f.examples, "seconds": round(seconds[vid], 1)}
                          for vid, f in totals.items()}), flush=True)
    return 1 if any(f.failures for f in totals.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
