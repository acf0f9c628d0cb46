"""80x24 is playable: the person's hand stays in sight on a board taller than its room,
whatever the board's cursor was left on (a defender after an attack), and comes back
into sight at the next question after the person read the other side."""

from __future__ import annotations

import pytest
from textual.widgets import OptionList, Static
from tui_helpers import (
    key_for,
    many_keywords_save,
    option_words,
    pass_keys,
    saved_position,
    settle,
    start_to_first_turn,
)

from vsrules.core.decisions import Pass
from vsrules.tui.widgets.board import Board


def hand_in_sight(board: Board) -> bool:
    """Whether the last line of the viewing seat's side (its hand's last cards) is inside
    the board's visible window."""
    own = board.areas[-1]
    last = own.virtual_region.y + own.virtual_region.height - 1
    top = board.scroll_offset.y
    return top <= last < top + board.scrollable_content_region.height


@pytest.mark.parametrize("variant", ["2pcg", "original"])
async def test_the_hand_stays_in_sight_at_80x24(make_app, variant):
    app = make_app(variant=variant)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start_to_first_turn(pilot)
        taller = 0
        for n in range(36):  # first options (attacks, recruits) and passes, as a person
            await pilot.pause()
            board = screen.query_one(Board)
            if not board.roles:  # not while an attack is built (its defenders are shown)
                # the table did not fit in full: drawn condensed, or scrolled
                taller += board.virtual_size.height > board.scrollable_content_region.height \
                    or any(area.compact for area in board.areas)
                assert hand_in_sight(board), (n, screen.session.pending.prompt)
            await pilot.press(*pass_keys(screen, None if n % 3 else "1"))
            screen = await settle(pilot)
        assert taller, "the board always fitted: nothing was tested"


async def test_the_hand_comes_back_after_reading_the_other_side(make_app):
    app = make_app(variant="2pcg")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start_to_first_turn(pilot)
        board = screen.query_one(Board)
        for _ in range(12):  # until the board is taller than its room
            if board.virtual_size.height > board.scrollable_content_region.height:
                break
            await pilot.press("1")
            screen = await settle(pilot)
            board = screen.query_one(Board)
        while not board.has_focus:
            await pilot.press("tab")
        theirs = {u for row in board.areas[0].rows for u in row}
        for _ in range(len(board.order)):  # the cursor up to the other side
            if board.selected in theirs:
                break
            await pilot.press("up")
        await pilot.pause()
        assert board.selected in theirs
        top, line = board.scroll_offset.y, board.areas[0].line_of(board.selected)
        assert line is not None  # the board follows the cursor: its card is in sight
        assert top <= board.areas[0].virtual_region.y + line < \
            top + board.scrollable_content_region.height
        while board.has_focus:
            await pilot.press("tab")
        await pilot.press(*pass_keys(screen))  # the game moves on
        screen = await settle(pilot)
        await pilot.pause()
        assert hand_in_sight(screen.query_one(Board))


@pytest.mark.parametrize("variant", ["2pcg", "original"])
async def test_the_ai_turn_summary_leaves_the_question_in_sight_and_any_key_puts_it_away(
        make_app, variant):
    app = make_app(variant=variant)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        screen = await start_to_first_turn(pilot)
        my_turn = screen.session.game.state.turn
        for _ in range(60):
            await pilot.press(*pass_keys(screen))
            screen = await settle(pilot)
            await pilot.pause()
            if screen.session.game.state.turn > my_turn + 1 and app.screen.query("Toast"):
                break
        toasts = list(app.screen.query("Toast"))
        assert any("AI's turn" in str(t.render()) for t in toasts)
        question = screen.query_one("#decision").region
        assert question.height > 0
        for toast in toasts:
            assert not toast.region.overlaps(question), (toast.region, question)
        await pilot.press("down")  # a key of the question's own: the summary goes
        await pilot.pause()
        assert not app.screen.query("Toast")


async def test_the_pass_of_a_long_option_list_stays_in_sight_at_80x24(make_app, registry,
                                                                     tmp_path):
    """Eight options (seven moves and the pass) at 80x24: the list shows five rows and
    scrolls; the pass sits in a fixed row under it, in sight wherever the highlight goes,
    and p passes."""
    app = make_app(load=str(many_keywords_save(registry, tmp_path)))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await settle(pilot)
        answered = len(screen.session.game.answers)
        words = option_words(screen)
        assert len(words) == 8 and words[-1].startswith("Pass"), words
        options = screen.query_one("#options", OptionList)
        row = screen.query_one("#pass-row", Static)
        for keys in ((), ("end",), ("home",)):
            await pilot.press(*keys)
            await pilot.pause()
            assert row.display and row.region.height == 1, keys
            assert row.region.bottom <= screen.size.height - 1, keys  # above the key line
            assert "p Pass" in str(row.render()), keys
            assert options.option_count == 7  # the list's rows: the moves alone
        assert options.highlighted == 0
        await pilot.press("p")
        screen = await settle(pilot)
        assert screen.session.game.answers[answered] == Pass()


#: original, seed 1, random agents: after this many answers seat 0 has priority in the
#: opponent's attack, with a few options (a plot twist, the pass)
PUMP_AT = 464


async def test_a_short_option_list_keeps_its_pass_in_the_list(make_app, registry, tmp_path):
    path = saved_position(registry, tmp_path, "original", 1, PUMP_AT, "priority")
    app = make_app(load=str(path))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await settle(pilot)
        words = option_words(screen)
        assert len(words) <= 6 and words[-1].startswith("Pass"), words
        assert not screen.query_one("#pass-row", Static).display
        assert screen.query_one("#options", OptionList).option_count == len(words)


async def test_the_ai_turn_summary_at_80x24_fits_above_the_question_your_cards_first(
        make_app):
    """At 80x24 the AI's turn summary covers the table's rows above the question, the
    full width, and fits there whole (nothing scrolls out of it): the lines about the
    person's cards (an attack on them, a stun, a KO) first, as many as fit, then the
    rest, and what is left out is counted, "… and N more in the log"."""
    app = make_app()
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        screen = await start_to_first_turn(pilot)
        checked = 0
        for _ in range(200):
            await pilot.press(*pass_keys(screen, key_for(screen, "Recruit") or
                                         key_for(screen, "Resource:")))
            screen = await settle(pilot)
            await pilot.pause()
            toasts = list(app.screen.query("Toast"))
            session = screen.session
            turn = session.game.state.turn - 1
            toast = next((t for t in toasts if f"AI's turn {turn}" in str(t.render())), None)
            if toast is None:
                continue
            await pilot.pause(0.1)  # the toasts put away leave the rack
            summary = str(toast.render())
            rows = summary.rstrip("\n").split("\n")
            question = screen.query_one("#decision").region  # the table's rows above it
            assert len(rows) <= 13 <= question.y - 1, summary  # under the status line
            assert toast.region.width >= 76  # over the side panel too: lines don't wrap
            lines = sum(session.summary_parts(turn, 0), [])  # yours first, each in order
            body = rows[1:]  # under its title
            if body[-1].startswith("… and "):
                assert body[:-1] == lines[:len(body) - 1], summary
                assert body[-1] == f"… and {len(lines) - len(body) + 1} more in the log"
                if session.summary_parts(turn, 0)[0]:
                    checked += 1
                    break
            else:
                assert body == lines, summary
            await pilot.press("escape")  # put the summary away
        assert checked, "no AI turn both touched the person's cards and overflowed"
