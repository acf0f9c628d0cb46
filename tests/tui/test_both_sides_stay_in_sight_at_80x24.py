"""80x24 late in a game: the table does not fit in full, so each side is drawn condensed
(face-down resources counted, short character chips) rather than the board scrolling the
opponent's side away; both headers and every character stay in sight."""

from __future__ import annotations

from tui_helpers import crowded_save, settle

from vsrules.tui.widgets.board import Board


def in_sight(board: Board, area, line: int) -> bool:
    y = area.virtual_region.y + line
    top = board.scroll_offset.y
    return top <= y < top + board.scrollable_content_region.height


async def test_both_headers_and_all_characters_are_in_sight_on_a_crowded_board(
        make_app, registry, tmp_path):
    app = make_app(load=str(crowded_save(registry, tmp_path)))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await settle(pilot)
        await pilot.pause()
        board = screen.query_one(Board)
        view = screen.session.game.view(0)
        front_and_back = [o for p in view["players"] for z in ("front", "back")
                          for o in p["zones"][z]]
        assert len(front_and_back) >= 12, len(front_and_back)
        for area in board.areas:
            assert in_sight(board, area, 0), area.seat  # the header: name, hand, facts
        for obj in front_and_back:
            area = next(a for a in board.areas if a.line_of(obj["uid"]) is not None)
            assert in_sight(board, area, area.line_of(obj["uid"])), obj["name"]
        # the last line of the viewer's side too: nothing is scrolled away
        own = board.areas[-1]
        assert in_sight(board, own, own.virtual_region.height - 1)
