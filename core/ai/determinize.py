"""What an AI may simulate: copies of the game in which every card its player can't see
is dealt again at random.

The contract (docs: ``core/ai/README.md``): an agent that simulates is handed the live
game (``choose(decision, view, game=game)``) and touches it only through
``determinize(game, player, rng)``. The copy it gets is a whole, playable ``Game`` in
which

- every card ``player`` can't see (other players' hands and face-down resources, every
  deck, the face-down resources of nobody else) has been dealt again, owner by owner,
  from that owner's unseen cards, with the agent's own generator: which unseen card is
  where says nothing about the real game (only the *multiset* of each owner's unseen
  cards is kept, i.e. the decklists, which the determinization needs);
- the game's generator is reseeded from the agent's, so future shuffles and random
  picks can't be foreseen;
- every unseen card in a deck becomes a new object (new uid, new timestamp) at a new
  place in its deck: uids and timestamps are handed out in decklist order when the game
  is set up, so the real ones would tell which listed card is where, and which have
  left the deck;
- the setup holds no real seed and no real decklist order (each deck's cards sorted);
- the log keeps only this turn's entries (card scripts read "this turn" from it), with
  the card (and the object it was) named by every move the player could not see blanked
  out.

Objects the player sees keep their uids, so the options of the pending decision are
legal in the copy. Cards named by the pending decision of ``player`` (e.g. the top cards
of a deck it is looking at) count as seen.

``fast_clone`` is ``Game.clone`` without the serialization round trip (a copy of the
plain-data state); ``tests/ai`` checks the two give the same state.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import attrs

from ..decisions import Decision
from ..game import Game
from ..objects import GameObject
from ..rng import Rng
from ..setup import DeckSpec, Setup
from ..state import GameState, LogEntry, PlayerState
from ..view import visible_to

#: zones whose cards nobody but (at most) their owner sees
HIDDEN_ZONES = frozenset({"deck", "hand"})


# -- a fast copy of the game -----------------------------------------------------------
def _shallow_copier(cls: type) -> Callable[[Any], Any]:
    """``copy.copy`` for an attrs class, without the pickle protocol (a generated call of
    the class with every field: many times faster on slotted classes)."""
    args = ", ".join(f"{f.alias}=o.{f.name}" for f in attrs.fields(cls) if f.init)
    namespace: dict[str, Any] = {"cls": cls}
    exec(f"def shallow(o):\n    return cls({args})\n", namespace)  # noqa: S102
    return namespace["shallow"]


_shallow_object = _shallow_copier(GameObject)
_shallow_player = _shallow_copier(PlayerState)


def _copy_object(o: GameObject) -> GameObject:
    new: GameObject = _shallow_object(o)
    new.counters = dict(o.counters)
    new.memory = copy.deepcopy(dict(o.memory)) if o.memory else {}
    return new


def _copy_player(p: PlayerState) -> PlayerState:
    new: PlayerState = _shallow_player(p)
    new.zones = {z: list(uids) for z, uids in p.zones.items()}
    new.flags = copy.deepcopy(p.flags) if p.flags else {}
    return new


def _copy_decision(d: Decision | None) -> Decision | None:
    if d is None:
        return None
    return Decision(d.player, d.kind, d.prompt, list(d.options), d.is_action,
                    copy.deepcopy(d.context) if d.context else {})


_STATE_FIELDS: tuple[attrs.Attribute, ...] = attrs.fields(GameState)


def copy_state(st: GameState, log: list[LogEntry] | None = None) -> GameState:
    """An independent copy of the plain-data state. Log entries are shared (they are
    never changed once written); ``log`` replaces the log."""
    values: dict[str, Any] = {}
    for f in _STATE_FIELDS:
        v = getattr(st, f.name)
        if f.name == "objects":
            v = {u: _copy_object(o) for u, o in v.items()}
        elif f.name == "players":
            v = [_copy_player(p) for p in v]
        elif f.name == "log":
            v = list(v) if log is None else log
        elif f.name == "rng":
            v = Rng(v.state)
        elif f.name == "pending":
            v = _copy_decision(v)
        elif not isinstance(v, int | str | float | bool | type(None)):
            v = copy.deepcopy(v)
        values[f.alias or f.name] = v
    return GameState(**values)


def fast_clone(game: Game, log: list[LogEntry] | None = None) -> Game:
    """A copy of ``game`` that plays on independently (like ``Game.clone``)."""
    g = Game(game.variant, copy_state(game.state, log), game.cards, game.setup, game.hooks)
    g.answers = []
    return g


# -- determinization -------------------------------------------------------------------
def seen_by_decision(game: Game, player: int) -> set[int]:
    """Objects named by the options of ``player``'s pending decision (it sees them)."""
    pending = game.state.pending
    out: set[int] = set()
    if pending is None or pending.player != player:
        return out
    objs = game.state.objects
    values = [_ints(opt) for opt in pending.options]
    if sorted(v for vs in values for v in vs) == list(range(len(game.state.players))):
        return out  # a choice of players (who goes first), not of cards
    for vs in values:
        out.update(v for v in vs if v in objs)
    return out


def _ints(opt: Any) -> list[int]:
    found: list[int] = []
    if attrs.has(type(opt)):
        for f in attrs.fields(type(opt)):
            v = getattr(opt, f.name)
            if isinstance(v, bool):
                continue
            if isinstance(v, int):
                found.append(v)
            elif isinstance(v, tuple | list):
                found.extend(x for x in v if isinstance(x, int) and not isinstance(x, bool))
    return found


def unseen_objects(game: Game, player: int) -> list[GameObject]:
    """Every object ``player`` can't see now, in uid order."""
    seen = seen_by_decision(game, player)
    return [o for _u, o in sorted(game.state.objects.items())
            if o.uid not in seen and not visible_to(o, player)]


def determinize(game: Game, player: int, rng: Rng) -> Game:
    """A copy of ``game`` for ``player`` to simulate: unseen cards dealt again from each
    owner's unseen cards with ``rng``, the game's generator reseeded from ``rng``, the log
    cut to this turn with unseen moves blanked (see the module docstring)."""
    st = game.state
    hidden = unseen_objects(game, player)
    hidden_uids = {o.uid for o in hidden}
    log = _public_log(st.log, st.turn, hidden_uids)
    g = fast_clone(game, log)
    objs = g.state.objects
    pools: dict[int, list[GameObject]] = {}
    for o in hidden:
        pools.setdefault(o.owner, []).append(objs[o.uid])
    for owner in sorted(pools):
        members = pools[owner]
        cards = sorted(o.card for o in members)  # the real placement must not matter
        rng.shuffle(cards)
        for o, card in zip(members, cards, strict=True):
            o.card = card
    _renumber_decks(g, hidden_uids, rng)
    g.state.rng = Rng(rng.next64())
    g.setup = _blind_setup(game.setup, rng)
    return g


def _renumber_decks(g: Game, hidden: set[int], rng: Rng) -> None:
    """Each deck's unseen cards made new objects (fresh uids and timestamps, handed out
    in a random order) at their deck's unseen places, shuffled."""
    st = g.state
    objs = st.objects
    for p in st.players:
        deck = p.zones["deck"]
        places = [i for i, u in enumerate(deck) if u in hidden]
        unseen = [deck[i] for i in places]
        rng.shuffle(unseen)
        for i, old in zip(places, unseen, strict=True):
            o = objs.pop(old)
            o.uid = st.next_uid
            st.next_uid += 1
            st.clock += 1
            o.timestamp = st.clock
            objs[o.uid] = o
            deck[i] = o.uid


def _blind_setup(setup: Setup | None, rng: Rng) -> Setup | None:
    """``setup`` with a made-up seed and each decklist sorted (its cards, not their order)."""
    if setup is None:
        return None
    decks = [DeckSpec(d.name, sorted(d.cards), d.main) for d in setup.decks]
    return attrs.evolve(setup, seed=rng.next64() >> 1, decks=decks)


def _public_log(log: list[LogEntry], turn: int, hidden: set[int]) -> list[LogEntry]:
    start = len(log)
    while start > 0 and log[start - 1].turn == turn:
        start -= 1
    out = []
    for e in log[start:]:
        if e.kind == "move" and (e.data.get("new") in hidden or (
                e.data.get("source") in HIDDEN_ZONES and e.data.get("to") in HIDDEN_ZONES)):
            data = {k: v for k, v in e.data.items() if k not in ("card", "old")}
            e = LogEntry(e.seq, e.turn, e.kind, "a card moves", data)
        out.append(e)
    return out
