"""A target's number pressed twice attacks it, also where the list offers partners
("+ X joins (team attack)") and the board's first red target (where the cursor starts) is
not the first option: the board's cursor and the option list's highlight follow each
other once, not back and forth, so the number picked stays picked."""

from __future__ import annotations

import pytest
from test_attack_builder import to_attacks
from tui_helpers import key_for, settle

from vsrules.core.decisions import Attack


def cursor_starts_off_the_first_option(screen, attacks) -> int | None:
    """An attacker with partners whose first target on the board is not its first
    listed attack's."""
    order = screen.query_one("#board").order
    attacks = [a for a in attacks if isinstance(a, Attack)]
    for a in attacks:
        if len(a.attackers) != 1 or not any(a.attackers[0] in t.attackers and
                                             len(t.attackers) > 1 for t in attacks):
            continue
        alone = [t.defender for t in attacks if t.attackers == a.attackers]
        on_board = [u for u in order if u in alone]
        if on_board and on_board[0] != alone[0]:
            return a.attackers[0]
    return None


@pytest.mark.parametrize("variant,seed", [("original", 3), ("original", 5), ("2pcg", 7)])
async def test_the_same_number_twice_attacks_with_partners_listed(make_app, variant, seed):
    app = make_app(variant=variant, seed=seed)
    async with app.run_test(size=(80, 24)) as pilot:
        screen, attacks = await to_attacks(
            pilot, lambda s, a: cursor_starts_off_the_first_option(s, a) is not None)
        attacker = cursor_starts_off_the_first_option(screen, attacks)
        game = screen.session.game
        await pilot.press(key_for(screen, f"Attack with {game.card(attacker).name}"))
        await pilot.pause()
        assert key_for(screen, "+ ") is not None  # partners are listed
        panel = screen.query_one("#decision")
        first = panel.choice_at(panel.numbered()[0])
        assert isinstance(first, Attack)
        answers = len(game.answers)
        await pilot.press("1")
        await pilot.pause()
        assert len(game.answers) == answers  # picked, not yet attacked
        await pilot.press("1")
        screen = await settle(pilot)
        assert screen.session.game.answers[answers] == first
