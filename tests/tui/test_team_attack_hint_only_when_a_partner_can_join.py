"""The attack prompt says "enter attacks" once, offers "enter on a yellow one: team
attack" only when a partner can join, and enter on the only attacker says why it adds no
one (instead of doing nothing)."""

from __future__ import annotations

from test_attack_builder import to_attacks
from tui_helpers import key_for

from vsrules.tui.attack_builder import AttackBuilder


def alone_and_with_partners(attacks) -> tuple[int, int] | None:
    """An attacker no one can join and one someone can."""
    builder = AttackBuilder(attacks)
    alone, teamed = [], []
    for uid in builder.starters():
        builder.start(uid)
        (teamed if builder.partners() else alone).append(uid)
    return (alone[0], teamed[0]) if alone and teamed else None


async def test_team_attack_hint_only_when_a_partner_can_join(make_app):
    app = make_app(variant="original", seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        screen, attacks = await to_attacks(
            pilot, lambda s, a: alone_and_with_partners(a) is not None)
        alone, teamed = alone_and_with_partners(attacks)
        game = screen.session.game
        prompt = screen.query_one("#prompt")
        for uid, team in ((alone, False), (teamed, True)):
            await pilot.press(key_for(screen, f"Attack with {game.card(uid).name}"))
            await pilot.pause()
            words = str(prompt.render())
            assert words.count("enter attacks") == 1, words
            assert ("team attack" in words) is team, words
            answers = len(game.answers)
            screen.use_card(uid)  # enter on the only attacker
            await pilot.pause()
            assert screen.builder.attackers == {uid}  # still building
            assert len(game.answers) == answers
            words = str(prompt.render())
            if team:
                assert "enter on a yellow character adds it" in words, words
            else:
                assert f"no character can join {game.card(uid).name}" in words, words
            await pilot.press("escape")
            await pilot.pause()
