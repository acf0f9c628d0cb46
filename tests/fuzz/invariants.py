"""Random games checked at every decision: the invariants every variant keeps.

- cards are conserved: each owner has as many cards as at the start (objects of the
  rules' own cards, such as 2PCG's stand-in of a player attacked directly, are no one's
  cards), every object is in exactly one zone, every uid in a zone is an object;
- no counter is negative;
- an attack in progress names only characters in play (the original edition's record);
- every offered option applies (one other than the one played, on a copy);
- a player who is out is never asked anything;
- no card a seat can't see is in what that seat is shown: its view, its log, and the
  refusals of answers naming the hidden card (every kind of choice is probed).

Card conservation is checked at every decision from what changed and whole at every
sampled decision (``Conservation``); the views and another option on a copy at every
sampled one, the refusal probes every ``--probe-every`` decisions.

``python tests/fuzz/invariants.py --games N [--workers W]`` runs N games per edition (2-4
players, every bundled deck, plus the hybrid), printing the figures after each round and a
summary line at the end; a game's setup depends only on its number, so the figures are
the same whatever W, and ``--only SEED`` replays alone the game of a failure's seed. The
tests run a few.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import traceback
import typing
from collections import Counter
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from contextlib import nullcontext
from functools import cache, partial
from itertools import chain
from operator import attrgetter, itemgetter
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
from vsrules.core.plugins import UnknownVariant, default_registry
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
_COUNTERS = attrgetter("counters")
_ZONE_LISTS = itemgetter(*ALL_ZONES)


@cache
def _rules_card_ids(variant: Any) -> frozenset[str]:
    return frozenset(c.id for c in variant.rules_cards())


def rules_card_ids(game: Game) -> frozenset[str]:
    """The cards the rules themselves use (``Variant.rules_cards``: 2PCG's stand-in of a
    player attacked directly): objects of the game, in a zone, but no one's card, so
    they are not counted among an owner's cards."""
    return _rules_card_ids(game.variant)


def card_owner(game: Game, obj: Any) -> int | None:
    """Whose card ``obj`` is; None for an object of a rules card."""
    return None if obj.card in rules_card_ids(game) else obj.owner


def card_counts(game: Game) -> Counter[int]:
    rules = rules_card_ids(game)
    return Counter(o.owner for o in game.state.objects.values() if o.card not in rules)


def zone_lists(game: Game) -> list[list[int]]:
    """Every zone's list of uids, of every player (a zone a player lacks is empty)."""
    out: list[list[int]] = []
    for p in game.state.players:
        try:
            out.extend(_ZONE_LISTS(p.zones))
        except KeyError:
            out.extend(p.zones.get(z, []) for z in ALL_ZONES)
    return out


def check_conservation(game: Game, start: Counter[int]) -> None:
    """The whole check: every object in exactly one zone, every uid in a zone an object,
    as many cards per owner as at the start."""
    st = game.state
    lists = zone_lists(game)
    placed = set(chain.from_iterable(lists))
    if sum(map(len, lists)) != len(placed):
        twice = [u for u, n in Counter(chain.from_iterable(lists)).items() if n > 1]
        raise Broken("conservation", f"objects in two zones: {twice}")
    if placed != st.objects.keys():
        raise Broken("conservation", f"objects and zones differ: "
                     f"{sorted(placed ^ set(st.objects))}")
    counts = card_counts(game)
    if counts != start:
        raise Broken("conservation", f"cards per owner {dict(counts)}, "
                     f"at the start {dict(start)}")


class Conservation:
    """Card conservation checked at every decision from what changed since the last one,
    and whole (``check_conservation``) when asked.

    A card that changes zones becomes a new object with the next uid (``next_uid``), so
    the objects made since the last decision are the last ones of ``objects`` (kept in
    the order they were made), and those gone are the ones the decision's log moved away
    (or, if the log does not account for all of them, found by comparing every uid).
    Each decision then checks, exactly for what changed: as many zone entries as
    objects, each new object in the zone it says it is in, the cards per owner as at the
    start. What a change in place could break unseen (an owner rewritten, a uid in two
    zones with another missing) the whole check finds at every ``sample``-th decision and
    at the end."""

    def __init__(self, game: Game) -> None:
        self.start = card_counts(game)
        self.owners = {u: card_owner(game, o) for u, o in game.state.objects.items()}
        self.counts = Counter(self.start)
        self.next_uid = game.state.next_uid
        self.log_seen = len(game.state.log)

    def whole(self, game: Game) -> None:
        check_conservation(game, self.start)
        self.owners = {u: card_owner(game, o) for u, o in game.state.objects.items()}
        self.counts = Counter(self.start)
        self.next_uid = game.state.next_uid
        self.log_seen = len(game.state.log)

    def check(self, game: Game) -> None:
        st = game.state
        objects = st.objects
        made = []
        if st.next_uid != self.next_uid:
            for u in reversed(objects):
                if u < self.next_uid:
                    break
                made.append(u)
        owners = self.owners
        gone_count = len(owners) + len(made) - len(objects)
        gone = [u for u in (e.data.get("old") for e in st.log[self.log_seen:]
                            if e.kind == "move") if u in owners and u not in objects]
        if len(set(gone)) != gone_count:
            gone = [u for u in owners if u not in objects]
        counts = self.counts
        for u in gone:
            owner = owners.pop(u)
            if owner is not None:
                counts[owner] -= 1
        for u in made:
            o = objects[u]
            owner = owners[u] = card_owner(game, o)
            if owner is not None:
                counts[owner] += 1
            side = o.controller if o.in_play else o.owner
            if st.players[side].zones.get(o.zone, ()).count(u) != 1:
                raise Broken("conservation", f"{game.card(o).name} (uid {u}) is not once "
                             f"in the {o.zone} zone it is in")
        self.next_uid = st.next_uid
        self.log_seen = len(st.log)
        if sum(map(len, zone_lists(game))) != len(objects):
            check_conservation(game, self.start)  # names what is wrong
            raise Broken("conservation", "as many zone entries as objects, but not each once")
        if +counts != self.start:
            raise Broken("conservation", f"cards per owner {dict(+counts)}, "
                         f"at the start {dict(self.start)}")


def check_counters(game: Game) -> None:
    objects = game.state.objects.values()
    if not any(isinstance(v, int) and v < 0  # the few objects that carry counters
               for counters in filter(None, map(_COUNTERS, objects)) for v in counters.values()):
        return
    for o in objects:
        for name, value in o.counters.items():
            if isinstance(value, int) and value < 0:
                raise Broken("negative counter", f"{game.card(o).name} has {name} = {value}")


def check_attack(game: Game) -> None:
    """The attack in progress names only characters in play: one that leaves play is no
    longer in it. The original edition's (and the hybrid's) attack is ``flags["attack"]``
    (seed 000 combat, 602.4); 2PCG's combat publishes ``flags["attackers"]``,
    ``["defender"]`` and ``["combatants"]`` (rulebook: Stunned Characters, "removed from
    combat"; FAQ (seed 003): Combat Sequence)."""
    flags = game.state.flags
    named: list[int] = []
    att = flags.get("attack")
    if att:
        defender = att.get("defender")
        named += [*att["attackers"], *(() if defender is None else (defender,))]
    if flags.get("combat"):
        defender = flags.get("defender")
        named += [*flags.get("attackers", ()), *flags.get("combatants", ()),
                  *(() if defender is None else (defender,))]
    objects = game.state.objects
    for u in named:
        if u not in objects or not objects[u].in_play:
            raise Broken("attack names a card gone", f"the attack names uid {u}, no longer "
                         "in play")


def check_not_out(game: Game) -> None:
    pending = game.pending
    if pending is not None and game.state.players[pending.player].out:
        raise Broken("player out asked", f"{game.player_name(pending.player)} is out and is "
                     f"asked: {pending.prompt}")


def check_option_applies(game: Game, rng: Rng, answer: Choice) -> None:
    """An offered option other than ``answer`` (which the game is about to be given)
    applies, on a copy; with one option offered there is no other."""
    pending = game.pending
    assert pending is not None
    others = [o for o in pending.options if o is not answer]
    if len(others) == len(pending.options):
        others = [o for o in pending.options if o != answer]
    if not others:
        return
    option = others[rng.below(len(others))]
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


def source_names_seen(game: Game, player: int) -> set[str]:
    """The name of the card whose effect asks the pending decision, as ``player`` has seen
    it: the effect is on the chain, a public zone, until it is done resolving (seed 000,
    Game Zones: the public zones; Resolving Effects: the effect is removed from the chain
    as the last part of its resolution), announced with its source to every seat. A
    source that has since left its zone (a look-back trigger whose card was bounced to a
    hand) is named as the seat's log told its move; one the seat never saw is not."""
    pending = game.pending
    source = pending.context.get("source") if pending is not None else None
    if source is None:
        return set()
    obj = game.state.objects.get(source)
    if obj is not None:
        return {game.card(obj).name} if visible_to(obj, player) else set()
    for e in reversed(visible_log(game, player)):
        if e.kind == "move" and e.data.get("old") == source:
            card = e.data.get("card")
            return {game.cards.by_id[card].name} if card is not None else set()
    return set()


def check_view(game: Game, player: int, named: list[Any] | None = None) -> None:
    """The view of ``player`` names no card it can't see (the card of the effect asking
    is seen: ``source_names_seen``). ``named``: the objects whose card's name is in the
    pending prompt (worked out once for every seat)."""
    view = game.view(player)
    objects = game.state.objects
    decision = view["decision"]
    if decision is not None and decision["player"] != player:  # another seat's prompt
        if named is None:
            named = [o for o in objects.values() if game.card(o).name in decision["prompt"]]
        unseen = [o for o in named if not visible_to(o, player)]
        seen = names_seen(game, player) | source_names_seen(game, player) if unseen else set()
        for o in unseen:
            if game.card(o).name not in seen:
                raise Broken("prompt of another seat", f"seat {player} reads the prompt "
                             f"{decision['prompt']!r} naming {game.card(o).name}")
    for p in view["players"]:
        for zone, entries in p["zones"].items():
            for entry in entries:
                if ("card" in entry or "name" in entry) and \
                        not visible_to(objects[entry["uid"]], player):
                    raise Broken("hidden card shown", f"seat {player} sees "
                                 f"{entry.get('name')} in {zone}")


def check_views(game: Game) -> None:
    """Every seat's view (``check_view``), read in one stretch of the game's
    ``reading``: the state does not change between them, so each object is described
    once for all seats."""
    pending = game.pending
    named = None
    if pending is not None:
        names = {game.card(o).name for o in game.state.objects.values()}
        found = {n for n in names if n in pending.prompt}
        named = [o for o in game.state.objects.values() if game.card(o).name in found] \
            if found else []
    with game.reading():
        for p in range(len(game.state.players)):
            check_view(game, p, named)


def check_log(game: Game, player: int) -> None:
    """The log as ``player`` reads it names no card in a move it could not see."""
    for e in visible_log(game, player):
        if e.kind == "move" and e.data.get("hidden") and "card" in e.data:
            raise Broken("hidden card in log", f"seat {player} reads {e.text!r}")


@cache
def _probe_fields(cls: type) -> tuple[tuple[str, str], ...] | None:
    """How a probe of the choice kind ``cls`` fills each field: ``bool``, ``seq`` (the
    uid in a tuple), ``str`` or ``uid``; None for a kind that is not an attrs class."""
    if not attrs.has(cls):
        return None
    try:
        hints = typing.get_type_hints(cls)
    except Exception:  # noqa: BLE001 - a field type that can't be resolved here
        hints = {}
    out = []
    for f in attrs.fields(cls):
        hint = str(hints.get(f.name, f.type))
        if "bool" in hint and "int" not in hint:
            out.append((f.name, "bool"))
        elif "tuple" in hint or "list" in hint:
            out.append((f.name, "seq"))
        elif "str" in hint and "int" not in hint:
            out.append((f.name, "str"))
        else:
            out.append((f.name, "uid"))
    return tuple(out)


def probes(uid: int) -> Iterator[Choice]:
    """One choice of every kind naming the object ``uid`` wherever a choice names one."""
    values = {"bool": False, "seq": (uid,), "str": "x", "uid": uid}
    for cls in list(Choice.registry.values()):
        fields = _probe_fields(cls)
        if fields is None:
            continue
        try:
            yield cls(**{name: values[kind] for name, kind in fields})
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
    conservation = Conservation(game)
    try:
        while not game.over and game.state.turn <= max_turns:
            pending = game.pending
            if pending is None:
                raise Broken("stopped", "no decision is pending and the game is not over")
            check_not_out(game)
            check_counters(game)
            check_attack(game)
            answer = agents[pending.player].choose(pending)
            if figures.decisions % sample == 0:
                conservation.whole(game)
                check_option_applies(game, rng, answer)
                check_views(game)
            else:
                conservation.check(game)
            if probe_every and figures.decisions % probe_every == 0:
                figures.probes += check_refusals(game, rng, 1)
            try:
                game.apply(answer)
            except IllegalChoice as exc:
                raise Broken("option refused", f"{answer.describe()} offered for "
                             f"{pending.prompt!r} and refused: {exc.reason}") from None
            figures.decisions += 1
        conservation.whole(game)
        check_counters(game)
        check_views(game)
        for p in range(len(game.state.players)):
            check_log(game, p)
    except Exception as exc:  # noqa: BLE001 - an engine error is a failure of its own kind
        kind = exc.kind if isinstance(exc, Broken) else "engine error"
        what = str(exc) if isinstance(exc, Broken) else \
            "".join(traceback.format_exception_only(exc)).strip() + " at " + \
            " < ".join(f"{Path(f.filename).name}:{f.lineno}"
                       for f in reversed(traceback.extract_tb(exc.__traceback__)[-3:]))
        figures.failures[kind] += 1
        seed_of = game.setup.seed if game.setup else "?"
        figures.examples.setdefault(kind, f"{game.state.variant} seed {seed_of}, "
                                    f"{len(game.state.players)} players: {what}")
    figures.finished += game.over
    figures.outs += sum(p.out for p in game.state.players)
    return figures


@cache
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


def setups(registry: Any, variant_id: str, games: int, first_seed: int,
           first_game: int = 0) -> Iterator[Setup]:
    """Games ``first_game`` to ``first_game + games - 1`` of a run of ``variant_id``
    (game ``g`` plays seed ``first_seed + g``): 2-4 players in turn (as the variant
    allows), the bundled decks in turn (the original edition also plays filler decks).
    A game's setup depends only on its number, so a run cut into pieces plays the same
    games."""
    variant = registry.variant(variant_id)
    folder = {"2pcg": "twopcg", "original": "original", "hybrid": "twopcg"}[variant_id]
    decks = bundled(folder, variant)
    counts = [n for n in (2, 3, 4) if n in variant.player_counts]
    for g in range(first_game, first_game + games):
        n = counts[g % len(counts)]
        seed = first_seed + g
        if variant_id == "original" and g % 2:
            yield Setup(variant_id, seed, [filler_deck(("Alpha", "Beta")[i % 2])
                                           for i in range(n)], custom_cards=filler_cards())
            continue
        chosen = [decks[(g * n + i * (1 + g // len(decks))) % len(decks)] for i in range(n)]
        yield Setup(variant_id, seed, chosen)


def run(registry: Any, variant_id: str, games: int, first_seed: int = 1, max_turns: int = 80,
        probe_every: int = 0, sample: int = 1, first_game: int = 0) -> Figures:
    variant = registry.variant(variant_id)
    total = Figures()
    for setup in setups(registry, variant_id, games, first_seed, first_game):
        game = Game.create(variant, setup, registry.hooks)
        total.add(play_checked(game, setup.seed, max_turns, probe_every, sample))
    return total


# -- the command ---------------------------------------------------------------------------
@attrs.frozen
class Piece:
    """Games ``first_game`` to ``first_game + games - 1`` of one edition's run."""

    variant: str
    first_game: int
    games: int


@cache
def _registry() -> Any:
    return default_registry()


def _play_piece(piece: Piece, args: argparse.Namespace) -> tuple[Figures, float]:
    """The figures of one piece and the processor seconds it took."""
    began = time.process_time()
    figures = run(_registry(), piece.variant, piece.games, args.seed, args.max_turns,
                  args.probe_every, args.sample, piece.first_game)
    return figures, time.process_time() - began


def pieces(variants: list[str], games: int, chunk: int) -> list[list[Piece]]:
    """The run in rounds: each round plays the next ``chunk`` games of every edition (a
    run cut short covers all of them)."""
    return [[Piece(vid, start, min(chunk, games - start)) for vid in variants]
            for start in range(0, games, chunk)]


def figures_line(totals: dict[str, Figures], seconds: dict[str, float]) -> str:
    return json.dumps({vid: {"games": f.games, "finished": f.finished,
                             "decisions": f.decisions, "refusal probes": f.probes,
                             "players out": f.outs, "failures": dict(f.failures),
                             "examples": f.examples,
                             "cpu seconds per game": round(seconds[vid] / max(f.games, 1), 3)}
                       for vid, f in totals.items()})


def summary_line(totals: dict[str, Figures], wall: float, workers: int) -> str:
    failures: Counter[str] = Counter()
    for f in totals.values():
        failures.update(f.failures)
    games = sum(f.games for f in totals.values())
    per = ", ".join(f"{vid} {f.games}" for vid, f in totals.items())
    failed = ", ".join(f"{kind} {n}" for kind, n in sorted(failures.items())) or "none"
    return (f"summary: {games} games ({per}), "
            f"{sum(f.finished for f in totals.values())} finished, "
            f"{sum(f.decisions for f in totals.values())} decisions checked, "
            f"{sum(f.probes for f in totals.values())} refusal probes; failures: {failed}; "
            f"{wall:.1f} s with {workers} worker{'s' if workers != 1 else ''}")


def positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=positive, default=100, help="games per variant")
    parser.add_argument("--variants", default="2pcg,original,hybrid")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-turns", type=positive, default=80)
    parser.add_argument("--probe-every", type=int, default=50,
                        help="probe refusals at every Nth decision (0: never)")
    parser.add_argument("--sample", type=positive, default=10,
                        help="check the views and another option at every Nth decision")
    parser.add_argument("--chunk", type=positive, default=50,
                        help="games per variant in each round (figures printed after each)")
    parser.add_argument("--workers", type=positive, default=1,
                        help="processes playing the games (the figures are the same "
                             "whatever the number)")
    parser.add_argument("--only", type=int, metavar="SEED",
                        help="play only the game of the run that plays SEED (a failure's "
                             "seed), in each variant")
    args = parser.parse_args(argv)
    if args.only is not None and args.only < args.seed:
        parser.error(f"--only: the run's games play seeds from --seed {args.seed}, "
                     f"not {args.only}")
    variants = args.variants.split(",")
    for vid in variants:  # an unknown variant is refused before any game
        try:
            _registry().variant(vid)
        except UnknownVariant as exc:
            parser.error(str(exc))
    totals = {vid: Figures() for vid in variants}
    seconds = dict.fromkeys(variants, 0.0)
    began = time.perf_counter()
    rounds = pieces(variants, args.games, args.chunk) if args.only is None else \
        [[Piece(vid, args.only - args.seed, 1) for vid in variants]]
    with ProcessPoolExecutor(args.workers) if args.workers > 1 else nullcontext() as pool:
        work = [p for r in rounds for p in r]
        play = partial(_play_piece, args=args)
        # results come back in the order of the pieces, whatever finishes first
        results = pool.map(play, work) if pool is not None else map(play, work)
        for r in rounds:
            for piece in r:
                figures, cpu = next(results)
                totals[piece.variant].add(figures)
                seconds[piece.variant] += cpu
            print(figures_line(totals, seconds), flush=True)
    print(summary_line(totals, time.perf_counter() - began, args.workers), flush=True)
    return 1 if any(f.failures for f in totals.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
