"""The original's priority listing shortcuts give what a fresh computation gives, at every
decision of random games (two and three players), on the game itself so that what is
kept from one decision to the next is what gets compared:

- each player's cards kept between listings (``player_cards``: the sources of payment
  powers, the plot twists in reach) are a fresh computation's, and the payment power
  sources are those a plain walk through the zones finds, also just after a resource
  turns face up or down in place;
- the crossovers are a full scan's;
- ``controls_team``, which reads printed affiliations alone when no modifier grants the
  team and it is not crossed over, and ``has_team``'s printed shortcut agree with
  working out every character's affiliations (also with a team granted by a modifier
  and a crossover);
- a target selector's narrowed search (defender, attacker, team) finds a legal target
  exactly when the full search does."""

from __future__ import annotations

from helpers import deck_paths, every_decision, with_teams_changed

from vsrules.core.game import Game


def _games(registry, players: int, seeds: range, max_turns: int = 40):
    """Random games between the original's two bundled legal decks (the first again for a
    third player); yields the game at every decision."""
    two = deck_paths("original")[:2]
    return every_decision(registry, "original", [two[i % 2] for i in range(players)], seeds,
                          800, max_turns)


def _walked_sources(game: Game, player: int) -> list[tuple[int, str, list[str]]]:
    """The payment power sources by a plain walk through the zones: each object's
    powers (printed and granted) that are used from where it is."""
    from vsrules.variants.original.powers import payment_powers_from

    out = []
    for zone in ("front", "back", "resources", "equipment", "hand"):
        for u in game.zone(player, zone):
            o = game.state.objects[u]
            where = "hand" if zone == "hand" else \
                "resources" if zone == "resources" and not o.face_up else "play"
            acts = payment_powers_from(game.card(o), game.script_of(o).activated, where)
            if acts:
                out.append((u, zone, [a.name for a in acts]))
    return out


def _sources(game: Game, player: int) -> list[tuple[int, str, list[str]]]:
    from vsrules.variants.original.powers import power_sources

    return [(o.uid, zone, [a.name for a in acts]) for o, zone, acts in power_sources(game, player)]


def _check_player_cards(game: Game, player: int) -> int:
    from vsrules.variants.original.powers import _player_cards, keyword_grants, player_cards

    zones = game.state.players[player].zones
    kept = player_cards(game, player)
    assert kept == _player_cards(game, zones, kept.key, keyword_grants(game))
    assert kept.key == (*zones["front"], 0, *zones["back"], 0, *zones["resources"], 0,
                        *zones["equipment"], 0, *zones["hand"])
    assert _sources(game, player) == _walked_sources(game, player)
    # faces change in place (no new object, no change of layout): read as used
    for u in zones["resources"][:2]:
        o = game.state.objects[u]
        game.turn_face(o, not o.face_up)
        assert _sources(game, player) == _walked_sources(game, player)
        game.turn_face(o, not o.face_up)
    return len(kept.sources) + len(kept.resources)


def _check_teams(game: Game, player: int, teams: list[str]) -> int:
    from vsrules.variants.original.affiliations import (
        FIXED_CROSSOVERS,
        controls_team,
        crossovers,
        has_team,
        teams_of,
    )

    st = game.state
    scanned = []
    for u in game.zone(player, "resources"):
        o = st.objects[u]
        linked = o.memory.get("crossover") or FIXED_CROSSOVERS.get(o.card) if o.face_up else None
        if linked:
            scanned.append(tuple(linked))
    assert crossovers(game, player) == scanned
    controlled = 0
    for team in teams:
        full = any(team in teams_of(game, o) for o in game.characters(player) if not o.stunned)
        assert controls_team(game, player, team) == full, team
        for o in game.characters(player):
            assert has_team(game, o, team) == (team in teams_of(game, o))
        controlled += full
    return controlled


def _target_selectors(registry) -> list:
    """Every target selector of the original's plot twists and payment powers."""
    from vsrules.variants.original.targets import selector

    variant = registry.variant("original")
    out = []
    for card in variant.card_db():
        for a in variant.card_script(card).activated:
            out += [selector(sel) for sel in a.targets]
    return out


def test_original_listing_caches_equal_fresh_computations(registry):
    teams = sorted({t for c in registry.variant("original").card_db() for t in c.teams})
    selectors = _target_selectors(registry)
    assert any(getattr(sel, "_narrowing", None) for sel in selectors)
    seen = {"decisions": 0, "sources": 0, "controlled": 0, "targets": 0}
    for players, seeds in ((2, range(3)), (3, range(1))):
        for game in _games(registry, players, seeds):
            seen["decisions"] += 1
            for p in game.state.players:
                seen["sources"] += _check_player_cards(game, p.index)
                seen["controlled"] += _check_teams(game, p.index, teams)
                if seen["decisions"] % 10 == 0:  # a granted team and a crossover
                    trial = with_teams_changed(game.clone(), p.index, teams)
                    seen["controlled"] += _check_teams(trial, p.index, teams)
                for sel in selectors:
                    found = bool(sel.find(game, p.index, None))
                    with game.reading():
                        assert sel.exists(game, p.index, None) == found, sel
                    seen["targets"] += found
    assert seen["decisions"] > 1000
    assert min(seen.values()) > 100, seen
