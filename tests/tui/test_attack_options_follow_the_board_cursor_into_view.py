"""At 80x24 the attack builder's list can be longer than the rows shown (the attacks,
"+ X joins", "− X leaves"): every option is the board cursor's on some card (its target,
the character joining or leaving), and the list scrolls it into sight as the cursor gets
there, so none is reachable only blind by its number."""

from __future__ import annotations

from test_attack_builder import to_attacks
from tui_helpers import key_for

from vsrules.tui.attack_builder import AttackBuilder


def long_builder(attacks) -> tuple[int, int] | None:
    """An attacker whose builder lists more options than a short screen's rows, after a
    partner joined it: (attacker, partner)."""
    builder = AttackBuilder(attacks)
    for uid in builder.starters():
        builder.start(uid)
        for partner in builder.partners():
            builder.toggle(partner)
            if len(builder.matching()) + len(builder.partners()) + 2 > 6:
                return uid, partner
            builder.toggle(partner)
    return None


async def test_attack_options_follow_the_board_cursor_into_view(make_app):
    app = make_app(variant="original", seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        screen, attacks = await to_attacks(pilot, lambda s, a: long_builder(a) is not None)
        attacker, partner = long_builder(attacks)
        await pilot.press(key_for(screen, f"Attack with {screen.session.game.card(attacker).name}"))
        await pilot.pause()
        screen.use_card(partner)  # enter on the partner: a team attack
        await pilot.pause()
        options = screen.query_one("#options")
        board = screen.query_one("#board")
        assert options.option_count > options.size.height  # the list scrolls
        seen = set()
        for key in ("right", "down", "left", "up"):
            for _ in range(2 * len(board.order)):
                await pilot.press(key)
                await pilot.pause()
                row = options.highlighted
                if row is not None:
                    top = options.scroll_offset.y
                    assert top <= row < top + options.size.height  # in sight
                    seen.add(row)
        assert seen == set(range(options.option_count))
