"""Board states at a glance: granted and lost keywords, temporary states, face-down
resources and locations' symbols, drawn from the view."""

from __future__ import annotations

from vsrules.tui.widgets.player_area import character_chip, plain_chip


class Card:
    symbols = ("energy", "might")
    xp_to_level = None


def test_a_character_chip_marks_gained_and_lost_keywords_and_states():
    obj = {"name": "Hawkeye", "atk": 3, "def": 2, "gained": ["flight"], "lost": ["ranged"],
           "flags": ["cant-ready", "nullified"], "counters": {}}
    text = character_chip(obj, Card()).plain
    assert "+Flight" in text and "-Ranged" in text  # as the cards print them
    assert "❄frozen" in text and "⊘nullified" in text


def test_resources_show_face_down_and_symbols():
    down = {"name": "Academy", "zone": "resources", "face_up": False}
    up = {"name": "Academy", "zone": "resources", "face_up": True}
    assert plain_chip(down, True, Card()).plain == "▽(Academy)"
    assert plain_chip(up, True, Card()).plain == "Academy [EM]"


def test_the_view_tells_keywords_a_power_gave(registry):
    """2PCG Hope Summers copies the keywords of X-Men beside her: the view lists them as
    gained (printed: none of them)."""
    from vsrules.core.ai.random_agent import RandomAgent
    from vsrules.core.game import Game
    from vsrules.core.setup import Setup
    from vsrules.tui.decks import deck_choices

    variant = registry.variant("2pcg")
    decks, _ = deck_choices(variant)
    game = Game.create(variant, Setup("2pcg", 3, [decks[0].spec, decks[1].spec]),
                       registry.hooks)
    agents = [RandomAgent(1), RandomAgent(2)]
    while game.state.turn < 8:
        game.apply(agents[game.pending.player].choose(game.pending))
    seen = [o for p in game.view(0)["players"] for z in ("front", "back")
            for o in p["zones"][z] if o.get("gained")]
    assert seen
    for o in seen:
        printed = set(game.card(o["uid"]).keyword_values)
        assert set(o["gained"]).isdisjoint(printed)
        assert set(o["gained"]) <= set(o["keywords"])


def test_marks_that_do_not_fit_are_counted_and_the_chip_keeps_to_its_room():
    obj = {"name": "Hope Summers", "atk": 4, "def": 4,
           "gained": ["flight", "invade", "leader", "mercenary", "ranged"],
           "flags": ["cant-ready"], "counters": {}}
    full = character_chip(obj, Card()).plain
    assert full.count(" +") == 5 and "❄frozen" in full
    for room in (30, 40, 55):
        chip = character_chip(obj, Card(), room).plain
        assert len(chip) <= room
        shown = chip.count(" +") + ("❄frozen" in chip)
        assert f"…{6 - shown} more" in chip
    assert character_chip(obj, Card(), len(full)).plain == full
