"""What one player may see: own hand and face-down resources yes, the opponents' no,
deck order never. Stunned characters are face down but public (both editions)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .game import Game
    from .objects import GameObject
    from .state import PlayerState

PUBLIC_ZONES = ("front", "back", "resources", "equipment", "ko", "removed", "chain", "aside")
#: temporary states a board shows on a character (granted by powers: freeze's can't-ready,
#: nullify's nullified, a power taking every power away)
STATE_FLAGS = ("nullified", "cant-ready", "no-powers", "cant-attack", "cant-strike-back")


def describe(game: Game, obj: GameObject, keywords: set[str]) -> dict[str, Any]:
    """``obj`` as the view shows it; ``keywords``: every keyword it could have in this game
    (``keyword_names``)."""
    card = game.card(obj)
    out: dict[str, Any] = {
        "uid": obj.uid, "card": card.id, "name": card.name, "type": card.type,
        "zone": obj.zone, "owner": obj.owner, "controller": obj.controller,
        "face_up": obj.face_up, "exhausted": obj.exhausted, "stunned": obj.stunned,
        "counters": dict(obj.counters),
    }
    if card.is_character and obj.in_play:  # below 0 counts as 0 (seed 000 rule 104.1)
        out["atk"] = max(0, game.stat(obj, "atk"))
        out["def"] = max(0, game.stat(obj, "def"))
        printed = set(card.keyword_values)
        # beyond its printed keywords an object can have only those some modifier or
        # static power touches and those it copies: only these are asked
        maybe = (game.remembered("view-touched-keywords", touched_keywords, game, keywords)
                 | set(game.variant.extra_keywords(game, obj))) & keywords
        now = {k for k in printed | maybe if game.has_keyword(obj, k)}
        out["keywords"] = sorted(now)
        if now != printed:
            out["gained"], out["lost"] = sorted(now - printed), sorted(printed - now)
        flags = [f for f in STATE_FLAGS if game.flag(obj, f)]
        if flags:
            out["flags"] = flags
    if obj.column is not None:
        out["column"] = obj.column
    if obj.area is not None:
        out["area"] = obj.area
    if obj.attached_to is not None:
        out["attached_to"] = obj.attached_to
    out.update(game.variant.describe_object(game, obj))
    return out


def described(game: Game, obj: GameObject, keywords: set[str]) -> dict[str, Any]:
    """``describe``, worked out once per object in a ``reading`` stretch: what an object
    looks like does not depend on who looks, so the views of several seats read in one
    stretch describe each object once (each view gets its own top-level dict)."""
    return dict(game.remembered(("view", obj.uid), describe, game, obj, keywords))


def touched_keywords(game: Game, keywords: set[str]) -> set[str]:
    """The ones of ``keywords`` some modifier or static power grants or takes away now."""
    return {k for k in keywords if game.touches("kw:" + k)}


def keyword_names(game: Game) -> set[str]:
    """Keywords anything in this game could grant: those printed on its cards and those
    named by a modifier."""
    names = {k for o in game.state.objects.values() for k in game.card(o).keyword_values}
    names.update(m.stat[3:] for m in game.state.modifiers if m.stat.startswith("kw:"))
    return names


def hidden(obj: GameObject) -> dict[str, Any]:
    return {"uid": obj.uid, "hidden": True, "zone": obj.zone, "owner": obj.owner,
            "controller": obj.controller, "exhausted": obj.exhausted}


def visible_to(obj: GameObject, player: int) -> bool:
    if obj.zone == "deck":
        return False
    if obj.zone == "hand":
        return obj.owner == player
    if obj.face_up or obj.stunned:
        return True
    return obj.controller == player


def _player_view(game: Game, p: PlayerState, viewer: int, reveal_all: bool,
                 keywords: set[str]) -> dict[str, Any]:
    st = game.state
    zones: dict[str, Any] = {}
    for z in ("hand", *PUBLIC_ZONES):
        zones[z] = [described(game, st.objects[u], keywords)
                    if reveal_all or visible_to(st.objects[u], viewer)
                    else hidden(st.objects[u]) for u in p.zones[z]]
    row = {
        "index": p.index, "name": p.name, "out": p.out, "endurance": p.endurance,
        "deck": len(p.zones["deck"]), "hand_count": len(p.zones["hand"]),
        "zones": zones, **game.variant.describe_player(game, p.index),
    }
    # the facts the variant declares a player has (``Variant.player_facts``), shown by the
    # TUI beside the player's name
    row["facts"] = [[label, row.get(key)] for key, label in game.variant.player_facts.items()]
    return row


def build_view(game: Game, player: int, reveal_all: bool = False) -> dict[str, Any]:
    """What ``player`` sees; ``reveal_all``: every hand and face-down card too (a finished
    game's replay), still no deck order."""
    st = game.state
    with game.reading():
        keywords = game.remembered("view-keyword-names", keyword_names, game)
        players = [_player_view(game, p, player, reveal_all, keywords) for p in st.players]
    pending = st.pending
    decision = None
    if pending is not None:
        decision = {"player": pending.player, "kind": pending.kind, "prompt": pending.prompt,
                    "is_action": pending.is_action}
        if pending.player == player or reveal_all:
            decision["options"] = list(pending.options)
    return {
        "viewer": player, "variant": st.variant, "turn": st.turn, "active": st.active,
        "phase": game.variant.phase_name(game), "step_owner": st.step_owner,
        "over": st.over, "winner": st.winner, "draw": st.draw,
        "players": players, "decision": decision,
        "chain": [{"id": c.id, "controller": c.controller, "effect": c.effect,
                   "card": c.card, "source": c.source, "targets": list(c.targets)}
                  for c in st.chain],
    }


PRIVATE_ZONES = ("deck", "hand")


def _seen(zone: str, face_up: bool, owner: int, viewer: int) -> bool:
    """Whether ``viewer`` sees a card's identity in ``zone``."""
    if zone == "deck":
        return False
    if zone == "hand":
        return owner == viewer
    if zone == "resources":
        return face_up or owner == viewer
    return True


HIDDEN_MOVES = {("deck", "hand"): "draws a card", ("hand", "deck"): "puts a card into their deck",
                ("hand", "resources"): "puts a card face down into the resource row",
                ("deck", "resources"): "puts a card from their deck face down into the resource row"}


def visible_log(game: Game, viewer: int | None) -> list[Any]:
    """The log as ``viewer`` may read it: a card moving between places the viewer can't see
    into (an opponent's draw, a face-down resource) is told without its name. ``None``
    reads everything (a finished game's replay with every card shown)."""
    if viewer is None:
        return list(game.state.log)
    return [visible_entry(game, e, viewer) for e in game.state.log]


def visible_entry(game: Game, e: Any, viewer: int) -> Any:
    """One log entry as ``viewer`` may read it (see ``visible_log``)."""
    from .state import LogEntry

    if e.kind == "move" and "owner" in e.data:
        d = e.data
        owner = d["owner"]
        if not (_seen(d["source"], d.get("seen_before", True), owner, viewer) or
                _seen(d["to"], d.get("seen_after", True), owner, viewer)):
            what = HIDDEN_MOVES.get((d["source"], d["to"]),
                                    f"moves a card from {d['source']} to {d['to']}")
            return LogEntry(e.seq, e.turn, "move", f"{game.player_name(owner)} {what}",
                            {"owner": owner, "source": d["source"], "to": d["to"],
                             "hidden": True})
    return e


def followed(game: Game, viewer: int | None, uid: int, since: int = 0) -> int | None:
    """Where the card that was object ``uid`` went (a move makes a new object), by the log
    entries from ``since`` on that ``viewer`` may read; None if it did not move where the
    viewer can follow it."""
    found = None
    for e in game.state.log[since:]:
        if e.kind != "move" or e.data.get("old") != uid:
            continue
        if viewer is not None and visible_entry(game, e, viewer).data.get("hidden"):
            return None
        found = uid = e.data["new"]
    return found
