"""The card panel: it follows the live state of its card, scrolls, shows timing words and
both levels of a main character."""

from __future__ import annotations

from tui_helpers import key_for, many_keywords_save, pay_save, settle, start_to_first_turn

from vsrules.core.game import Game
from vsrules.core.setup import Setup
from vsrules.tui.decks import deck_choices


def card_text(screen) -> str:
    return screen.query_one("#inspector").plain


async def test_the_card_panel_follows_the_card_it_shows(make_app):
    """Highlight a hand card on the board, play it as a resource by its number key: the
    panel says where it is now without the cursor moving."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start_to_first_turn(pilot)
        hand = screen.session.game.view(0)["players"][0]["zones"]["hand"]
        names = [o["name"] for o in hand]
        # a location (no recruit option will highlight another card) with no copy in hand
        target = next(o for o in hand if o["type"] == "location" and names.count(o["name"]) == 1
                      and key_for(screen, f"Resource: {o['name']}"))
        await pilot.press("tab")
        board = screen.query_one("#board")
        for _ in range(len(board.order)):
            if board.selected == target["uid"]:
                break
            await pilot.press("right")
        assert board.selected == target["uid"]
        assert "in hand" in card_text(screen)
        await pilot.press(key_for(screen, f"Resource: {target['name']}"))  # still on the board
        screen = await settle(pilot)
        assert target["name"] in card_text(screen)
        assert "a resource" in card_text(screen) and "in hand" not in card_text(screen)


async def test_main_character_shows_both_levels_and_scrolls(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start_to_first_turn(pilot)
        me = screen.session.game.view(0)["players"][0]
        main = next(o for z in ("front", "back") for o in me["zones"][z]
                    if o["type"] == "main-character")
        await pilot.press("tab")
        board = screen.query_one("#board")
        for _ in range(len(board.order)):
            if board.selected == main["uid"]:
                break
            await pilot.press("right")
        text = card_text(screen)
        assert "Level 2 side" in text and "level 1" in text
        await pilot.press("tab")  # the card panel takes the focus and scrolls
        panel = screen.query_one("#inspector")
        assert screen.focused is panel
        assert panel.max_scroll_y > 0
        await pilot.press("down", "down", "down")
        await pilot.pause()
        assert panel.scroll_y > 0


async def test_the_card_panel_lists_every_mark_the_board_counts(make_app, registry, tmp_path):
    """80x24: Hope Summers' line shows what fits of her five copied keywords and counts
    the rest; highlighted, the card panel names them all, as printed."""
    app = make_app(load=str(many_keywords_save(registry, tmp_path)))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await settle(pilot)
        hope = next(o for o in screen.session.game.view(0)["players"][0]["zones"]["back"]
                    if o["name"] == "Hope Summers")
        await pilot.press("tab")
        board = screen.query_one("#board")
        for _ in range(len(board.order)):
            if board.selected == hope["uid"]:
                break
            await pilot.press("right")
        assert board.selected == hope["uid"]
        line = next(line.plain for area in board.areas for line in area.lines(area.size.width)
                    if "Hope Summers" in line.plain)
        assert "more" in line and len(line) <= board.areas[0].size.width
        assert "gained Flight, Invade, Leader, Mercenary, Ranged" in card_text(screen)


async def test_after_load_the_card_panel_shows_the_highlighted_options_card(make_app,
                                                                            registry,
                                                                            tmp_path):
    """A loaded game opens with option 1 highlighted: the card panel shows its card, not
    the "highlight a card" hint."""
    app = make_app(load=str(pay_save(registry, tmp_path)))
    async with app.run_test(size=(140, 45)) as pilot:
        screen = await settle(pilot)
        panel = screen.query_one("#decision")
        choice = panel.choice_at(panel.option_list.highlighted)
        first = screen.session.card_refs(choice)[0]
        assert screen.game.card(first).name in card_text(screen).splitlines()[0]


def test_a_card_with_printed_text_tells_each_power_once(registry):
    """Time Trapper (original): its printed text is shown once, and the power that
    implements it is not told a second time in other words; a 2PCG card, printed text
    none, keeps its powers' words."""
    from vsrules.tui.widgets.inspector import card_text as panel_text

    variant = registry.variant("original")
    decks, _ = deck_choices(variant)
    game = Game.create(variant, Setup("original", 1, [decks[0].spec, decks[1].spec]),
                       registry.hooks)
    trapper = next(c for c in game.cards.by_id.values() if c.name == "Time Trapper")
    power = next(p for p in trapper.powers if p.kind == "triggered")
    text = panel_text(trapper).plain
    assert text.count("each time an opponent searches a deck") == 1
    assert power.text not in text and power.name not in text
    twopcg = registry.variant("2pcg")
    decks, _ = deck_choices(twopcg)
    game = Game.create(twopcg, Setup("2pcg", 1, [decks[0].spec, decks[1].spec]),
                       registry.hooks)
    # a card without printed text: its powers' own words are all there is, and are shown
    unprinted = next(c for c in game.cards.by_id.values() if c.powers and not c.text)
    assert all(p.text in panel_text(unprinted).plain for p in unprinted.powers if p.text)


#: original edition, seed 6, bundled decks, random agents: after this many answers seat 0
#: is asked whether to discard 2 cards to stop Return of the Demon's Head on the chain
STOP_IT_AT = 360


async def test_a_question_from_a_card_on_the_chain_shows_that_card(make_app, registry, tmp_path):
    """A yes/no question names no card in its options: the card panel shows the card whose
    power asks it (a plot twist on the chain), so the person can read what they would stop."""
    from tui_helpers import saved_position

    app = make_app(load=str(saved_position(registry, tmp_path, "original", 6, STOP_IT_AT,
                                           "yes-no")))
    async with app.run_test(size=(140, 45)) as pilot:
        screen = await settle(pilot)
        await pilot.pause()
        assert "discard 2 cards to stop it" in screen.session.pending.prompt
        assert "Return of the Demon's Head" in card_text(screen).splitlines()[0]
