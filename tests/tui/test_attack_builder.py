"""The attack builder: attackers picked on the board, only the legal defenders coloured,
a number key picks one and enter confirms, esc cancels, a refused attempt shows the engine's
reason."""

from __future__ import annotations

import pytest
from tui_helpers import key_for, pass_keys, settle

from vsrules.core.decisions import Attack
from vsrules.core.errors import IllegalChoice
from vsrules.tui.attack_builder import player_token


async def to_attacks(pilot, until=lambda screen, attacks: True):
    """Play (recruiting and building) until a person may attack and ``until`` holds."""
    await pilot.press("enter")
    screen = await settle(pilot)
    for _ in range(300):
        pending = screen.session.pending
        attacks = [o for o in pending.options if isinstance(o, Attack)] if pending else []
        if attacks and screen.session.human_turn() and until(screen, attacks):
            return screen, attacks
        await pilot.press(*pass_keys(screen, key_for(screen, "Recruit") or key_for(screen, "Resource:")))
        screen = await settle(pilot)
    raise AssertionError("no attack came up")


def legal_targets(game, attackers) -> set[int]:
    """The defenders (or player tokens) the engine allows for this exact group."""
    return {a.defender if a.defender is not None else player_token(a.player)
            for a in game.legal() if isinstance(a, Attack) and set(a.attackers) == set(attackers)}


def coloured_defenders(screen) -> set[int]:
    board = screen.query_one("#board")
    return {u for u, role in board.roles.items() if role == "defender"}


async def test_2pcg_pick_attacker_by_keys_then_confirm(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen, attacks = await to_attacks(pilot)
        game = screen.session.game
        attacker = attacks[0].attackers[0]
        await pilot.press("tab")  # from the options to the board
        board = screen.query_one("#board")
        assert screen.focused is board
        for _ in range(len(board.order)):
            if board.selected == attacker:
                break
            await pilot.press("right")
        await pilot.press("enter")
        assert screen.builder.attackers == {attacker}
        targets = legal_targets(game, [attacker])
        assert targets and coloured_defenders(screen) == targets
        red = [line.plain[sp.start:sp.end] for area in board.areas for line in area.lines(60)
               for sp in line.spans if "#c00000" in str(sp.style)]
        assert len(red) == len(targets)  # only those are drawn red
        assert "enter attacks" in str(screen.query_one("#prompt").render())
        answers = len(game.answers)
        await pilot.press("enter")  # the cursor went to the first legal defender
        await settle(pilot)
        chosen = screen.session.game.answers[answers]
        assert isinstance(chosen, Attack) and chosen.attackers == (attacker,)
        assert chosen.defender in targets


async def test_2pcg_mouse_team_attack_and_cancel(make_app):
    """Two clicks on a character start the attack; a partner narrows it to team attacks."""
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:  # room for the board: no scrolling
        screen, attacks = await to_attacks(
            pilot, lambda s, a: any(len(x.attackers) > 1 for x in a))
        game = screen.session.game
        team = next(a.attackers for a in attacks if len(a.attackers) > 1)
        mine = screen.query_one("#board").areas[-1]
        spot = mine.drawn_at(team[0])
        assert spot is not None
        line, start = spot
        await pilot.click(mine, offset=(start + 1, line))
        await pilot.click(mine, offset=(start + 1, line))
        assert screen.builder.attackers == {team[0]}
        assert screen.query_one("#board").roles.get(team[1]) == "partner"
        screen.use_card(team[1])  # enter on the partner
        await pilot.pause()
        assert screen.builder.attackers == set(team)
        assert coloured_defenders(screen) == legal_targets(game, team)
        answers = len(game.answers)
        await pilot.press("escape")
        assert not screen.builder.active and not screen.query_one("#board").roles
        assert len(game.answers) == answers
        assert "Attack with" in str(screen.query_one("#options").get_option_at_index(1).prompt)


async def test_original_direct_attack_on_the_player(make_app):
    app = make_app(variant="original", seed=3)
    async with app.run_test(size=(100, 30)) as pilot:
        screen, attacks = await to_attacks(pilot, lambda s, a: any(x.defender is None for x in a))
        direct = next(a for a in attacks if a.defender is None)
        key = key_for(screen, "Attack with")
        assert key is not None
        await pilot.press(key)  # the folded option: "Attack with X…"
        assert screen.builder.attackers == set(direct.attackers)
        token = player_token(direct.player)
        assert token in coloured_defenders(screen)
        assert screen.query_one("#board").selected == token
        answers = len(screen.session.game.answers)
        await pilot.press("enter")
        await settle(pilot)
        assert screen.session.game.answers[answers] == direct


async def test_original_refused_attack_shows_the_engines_reason(make_app):
    """Enter on an opposing character the group may not attack (hidden or protected)."""

    def has_illegal(screen, attacks):
        legal = {a.defender for a in attacks}
        view = screen.session.game.view(0)
        return any(o["uid"] not in legal and not o.get("stunned")
                   for z in ("front", "back") for o in view["players"][1]["zones"][z])

    app = make_app(variant="original", seed=3)
    async with app.run_test(size=(100, 30)) as pilot:
        screen, attacks = await to_attacks(pilot, has_illegal)
        game = screen.session.game
        attacker = attacks[0].attackers[0]
        screen.use_card(attacker)
        await pilot.pause()
        legal = legal_targets(game, [attacker])
        assert coloured_defenders(screen) == legal
        view = game.view(0)
        wrong = next(o["uid"] for z in ("front", "back") for o in view["players"][1]["zones"][z]
                     if o["uid"] not in legal and not o.get("stunned"))
        answers, pending = len(game.answers), game.pending
        screen.use_card(wrong)
        await pilot.pause()
        with pytest.raises(IllegalChoice) as refused:
            game.apply(Attack((attacker,), wrong))
        assert screen.error == refused.value.reason  # the engine's words, naming the rule
        assert screen.error in str(screen.query_one("#prompt").render())
        assert len(game.answers) == answers and game.pending is pending
        assert screen.builder.active  # still building: pick another target


async def attack_with_two_targets(pilot):
    """Play on to the first attack step where a character has two legal targets, and open
    the attack builder for it by its number: (the screen, the attacker)."""
    def two_targets(screen, attacks):
        return any(len(legal_targets(screen.session.game, a.attackers)) >= 2 for a in attacks)

    screen, attacks = await to_attacks(pilot, two_targets)
    game = screen.session.game
    attacker = next(a.attackers[0] for a in attacks if len(legal_targets(game, a.attackers)) >= 2)
    await pilot.press(key_for(screen, f"Attack with {game.card(attacker).name}"))
    await pilot.pause()
    return screen, attacker


async def test_the_attack_prompt_follows_the_highlighted_option(make_app):
    """With two targets, arrows in the options move the header's target too, and enter
    attacks what the highlighted option says."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen, _attacker = await attack_with_two_targets(pilot)
        game = screen.session.game
        await pilot.press("shift+tab")  # from the board back to the options
        options = screen.query_one("#options")
        assert screen.focused is options
        await pilot.press("down")
        await pilot.pause()
        panel = screen.query_one("#decision")
        highlighted = panel.choice_at(options.highlighted)
        assert isinstance(highlighted, Attack)
        words = screen.session.describe(highlighted)
        target = words.split(" attacks ")[-1]
        assert f"→ {target}" in str(screen.query_one("#prompt").render())
        answers = len(game.answers)
        await pilot.press("enter")
        screen = await settle(pilot)
        assert screen.session.game.answers[answers] == highlighted


async def test_a_number_key_picks_the_target_and_enter_attacks(make_app):
    """While building, a target's number only picks it (the header, the board cursor and
    the highlight follow it): nothing is answered until enter, so the enter a person
    presses after the number attacks and does not fall through to the next question."""
    def two_targets(screen, attacks):
        return any(len(legal_targets(screen.session.game, a.attackers)) >= 2 for a in attacks)

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen, attacks = await to_attacks(pilot, two_targets)
        game = screen.session.game
        attacker = next(a.attackers[0] for a in attacks
                        if len(legal_targets(game, a.attackers)) >= 2)
        await pilot.press(key_for(screen, f"Attack with {game.card(attacker).name}"))
        # the first prompt drawn already names the target under the cursor
        assert "→" in str(screen.query_one("#prompt").render())
        await pilot.pause()
        answers = len(game.answers)
        key = key_for(screen, f"{game.card(attacker).name} attacks")
        second = "1234567890"["1234567890".index(key) + 1]
        await pilot.press(second)  # the second target's number
        await pilot.pause()
        assert len(game.answers) == answers  # nothing answered yet
        panel = screen.query_one("#decision")
        chosen = panel.choice_at(panel.option_list.highlighted)
        assert isinstance(chosen, Attack)
        target = screen.session.describe(chosen).split(" attacks ")[-1]
        prompt = str(screen.query_one("#prompt").render())
        assert f"→ {target}" in prompt and "enter attacks" in prompt
        assert screen.query_one("#board").selected == chosen.defender
        await pilot.press("enter")
        screen = await settle(pilot)
        assert screen.session.game.answers[answers] == chosen


async def test_the_same_number_twice_attacks(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen, attacks = await to_attacks(pilot)
        game = screen.session.game
        attacker = attacks[0].attackers[0]
        await pilot.press(key_for(screen, f"Attack with {game.card(attacker).name}"))
        await pilot.pause()
        answers = len(game.answers)
        key = key_for(screen, f"{game.card(attacker).name} attacks")
        await pilot.press(key)
        await pilot.pause()
        assert len(game.answers) == answers
        panel = screen.query_one("#decision")
        chosen = panel.choice_at(panel.option_list.highlighted)
        await pilot.press(key)
        screen = await settle(pilot)
        assert screen.session.game.answers[answers] == chosen


async def test_after_a_number_the_arrows_keep_header_highlight_and_enter_agreed(make_app):
    """A target's number, then the board's arrows: wherever the cursor goes, the header,
    the highlighted option and what enter does are about the same thing; on a card that is
    no target no option stays highlighted, and enter there attacks nothing."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen, attacker = await attack_with_two_targets(pilot)
        game = screen.session.game
        name = game.card(attacker).name
        key = key_for(screen, f"{name} attacks")
        await pilot.press("1234567890"["1234567890".index(key) + 1])
        await pilot.pause()
        board = screen.query_one("#board")
        panel = screen.query_one("#decision")
        targets = legal_targets(game, [attacker])
        seen_off_target = False
        for _ in range(len(board.order)):
            await pilot.press("up")
            await pilot.pause()
            prompt = str(screen.query_one("#prompt").render())
            chosen = panel.choice_at(panel.option_list.highlighted)
            if board.selected in targets:
                assert isinstance(chosen, Attack) and (chosen.defender == board.selected or
                                                       player_token(chosen.player or 0) ==
                                                       board.selected)
                assert "→" in prompt and "enter attacks" in prompt
            else:
                assert not isinstance(chosen, Attack), (prompt, chosen)
                assert "→" not in prompt
                if not seen_off_target and board.selected in game.state.objects:
                    seen_off_target = True
                    answers = len(game.answers)
                    await pilot.press("enter")
                    await pilot.pause()
                    assert len(screen.session.game.answers) == answers
        assert seen_off_target
        while board.selected not in targets:
            await pilot.press("up")
            await pilot.pause()
        chosen = panel.choice_at(panel.option_list.highlighted)
        answers = len(game.answers)
        await pilot.press("enter")
        screen = await settle(pilot)
        assert screen.session.game.answers[answers] == chosen
