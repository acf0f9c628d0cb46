"""The board's card cursor, moved by the keys a person presses: it stays on its card when
the card changes rows or zones (a move makes a new object in the engine)."""

from __future__ import annotations

from tui_helpers import key_for, settle, start_to_first_turn

from vsrules.core.decisions import Recruit
from vsrules.tui.widgets.board import Board
from vsrules.tui.widgets.inspector import CardInspector


def find(view, uid):
    for player in view["players"]:
        for zone, objs in player["zones"].items():
            for obj in objs:
                if obj.get("uid") == uid:
                    return zone, obj
    return None, None


async def test_the_cursor_follows_a_recruited_card_from_hand_to_the_front_row(make_app):
    app = make_app()
    async with app.run_test(size=(140, 45)) as pilot:
        screen = await start_to_first_turn(pilot)
        await pilot.press(key_for(screen, "Resource:"))  # the resource step first
        screen = await settle(pilot)
        recruitable = {o.card for o in screen.session.pending.options if isinstance(o, Recruit)}
        assert recruitable
        board = screen.query_one(Board)
        while not board.has_focus:
            await pilot.press("tab")
        for _ in range(30):  # the arrows, until the cursor is on a card we can recruit
            if board.selected in recruitable:
                break
            await pilot.press("right")
        uid = board.selected
        assert uid in recruitable
        _zone, obj = find(screen.view, uid)
        name = obj["name"]
        await pilot.press("enter")  # the card's options
        await pilot.pause()
        await pilot.press(key_for(screen, "Recruit"))
        screen = await settle(pilot)
        zone, obj = find(screen.view, board.selected)
        assert board.selected != uid and zone == "front" and obj["name"] == name
        assert screen.query_one(CardInspector).uid == board.selected  # the card panel too
