"""Playing through the app with the keys a person would press (Textual pilot, 80x24)."""

from __future__ import annotations

import json

from tui_helpers import key_for, option_words, pass_keys, settle, start_to_first_turn

from vsrules.core.decisions import Pass, Recruit
from vsrules.tui.screens.game import GameScreen
from vsrules.tui.screens.pass_device import PassScreen
from vsrules.tui.session import Session


async def test_2pcg_full_turn_against_the_ai(make_app):
    """Start (enter), set up, play a whole turn by keys, the AI plays, and it is ours again."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start_to_first_turn(pilot)  # main character row, mulligan
        assert isinstance(screen, GameScreen)
        game = screen.session.game
        assert game.variant.id == "2pcg"
        my_turn = game.state.turn
        assert game.state.active == 0 and screen.session.human_turn()
        status = str(screen.query_one("#status").render())
        assert "Your turn" in status and "resource step" in status
        played: list[str] = []
        for _ in range(40):
            if game.state.turn != my_turn:
                break
            words = option_words(screen)
            key = key_for(screen, "Resource:") or key_for(screen, "Recruit")
            if key is not None:
                played.append(words["1234567890".index(key)])
                await pilot.press(key)
            elif words and words[0].startswith("Move") and \
                    not any(p.startswith("Move") for p in played):
                await pilot.press("down", "up", "enter")  # arrows and enter work too
                played.append(words[0])
            else:
                await pilot.press(*pass_keys(screen))  # Pass (or a lone target)
            screen = await settle(pilot)
            game = screen.session.game
        assert played and played[0].startswith("Resource:")
        for _ in range(20):  # the AI's turn may ask the person (a block, a target)
            if game.state.turn == my_turn + 2:
                break
            await pilot.press(*pass_keys(screen))
            screen = await settle(pilot)
            game = screen.session.game
        assert game.state.turn == my_turn + 2 and game.state.active == 0  # the AI's turn came and went
        log = [text for _turn, text in screen.session.log_lines(0)]
        assert f"Turn {my_turn + 1}: AI" in log
        assert "Your move" in str(screen.query_one("#prompt").render())
        assert "thinking" not in str(screen.query_one("#status").render())


async def test_original_edition_a_few_decisions(make_app):
    """The original edition with its bundled decks: mulligan, build a resource, priority."""
    app = make_app(variant="original", seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        screen = await settle(pilot)
        game = screen.session.game
        assert game.variant.id == "original"
        assert len(game.setup.decks[0].cards) >= 60
        pressed = 0
        resources_before = len(game.view(0)["players"][0]["zones"]["resources"])
        while pressed < 12 and not game.over:
            await pilot.press(*pass_keys(screen, key_for(screen, "Resource:")))
            pressed += 1
            screen = await settle(pilot)
            game = screen.session.game
            if len(game.view(0)["players"][0]["zones"]["resources"]) > resources_before:
                break
        assert len(game.view(0)["players"][0]["zones"]["resources"]) == resources_before + 1
        board = screen.query_one("#board")
        assert "endurance 50" in str(board.areas[-1].header())
        assert "Support" in "\n".join(str(line) for line in board.areas[-1].lines(60))


async def test_original_chain_panel_shows_the_normal_draw(make_app):
    app = make_app(variant="original", seed=3, auto_pass=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        screen = await settle(pilot)
        for _ in range(30):
            if screen.session.game.state.chain and screen.session.human_turn():
                break
            await pilot.press(*pass_keys(screen))
            screen = await settle(pilot)
        chain = screen.query_one("#chain")
        assert chain.display
        assert "Normal draw" in str(chain.render())


async def test_an_illegal_attempt_shows_the_engines_reason(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        screen = await settle(pilot)
        pending = screen.session.pending
        answers = len(screen.session.game.answers)
        hand = screen.session.game.view(0)["players"][0]["zones"]["hand"]
        screen.choose(Recruit(hand[0]["uid"] if hand else 1, "front"))
        await pilot.pause()
        assert screen.error  # the engine's words, not ours
        assert screen.error in str(screen.query_one("#prompt").render())
        assert len(screen.session.game.answers) == answers
        assert screen.session.pending is pending
        await pilot.press("escape")
        assert not screen.error


async def test_enter_on_a_card_without_options_explains(make_app):
    """Highlight a hand card in the resource step and ask to recruit it: not now."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start_to_first_turn(pilot)
        await pilot.press("p", "y")  # no resource (p asks first, y answers): the recruit step
        screen = await settle(pilot)
        game = screen.session.game
        hand = game.view(0)["players"][0]["zones"]["hand"]
        pricey = [o for o in hand if o["type"] == "character" and
                  not any(u == o["uid"] for _c, _w, refs in screen.session.entries() for u in refs)]
        assert pricey, "a character too dear to recruit"
        screen.use_card(pricey[0]["uid"])
        await pilot.pause()
        assert "costs" in screen.error or "recruit" in screen.error


async def test_undo_goes_back_to_your_last_decision(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start_to_first_turn(pilot)
        before = len(screen.session.game.answers)
        prompt = screen.session.pending.prompt
        await pilot.press("1")  # a resource
        screen = await settle(pilot)
        assert len(screen.session.game.answers) > before
        await pilot.press("u")
        screen = await settle(pilot)
        assert len(screen.session.game.answers) == before
        assert screen.session.pending.prompt == prompt


async def test_save_and_resume(make_app, tmp_path):
    app = make_app(save_path=tmp_path / "game.json")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        screen = await settle(pilot)
        await pilot.press("1")
        screen = await settle(pilot)
        answers = list(screen.session.game.answers)
        await pilot.press("s")  # a name is proposed: enter saves under it
        await pilot.pause()
        assert "vsrules-2pcg-7-turn" in app.screen.query_one("#save-name").value
        await pilot.press("enter")
        await pilot.pause()
    (path,) = tmp_path.glob("vsrules-2pcg-7-turn*.json")
    saved = json.loads(path.read_text())
    assert len(saved["answers"]) == len(answers)
    again = make_app(load=str(path))
    async with again.run_test(size=(80, 24)) as pilot:
        screen = await settle(pilot)
        assert isinstance(screen, GameScreen)
        assert screen.session.game.answers == answers
        assert not screen.session.seats[1].human  # the AI seat came back with the save


async def test_saving_never_overwrites_another_file_silently(make_app, tmp_path):
    other = tmp_path / "other.json"
    other.write_text("{}")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start_to_first_turn(pilot)
        await pilot.press("s")
        await pilot.pause()
        name = app.screen.query_one("#save-name")
        name.value = str(other)
        await pilot.press("enter")
        await pilot.pause()
        assert other.read_text() == "{}"  # not yet: the note asks for a second enter
        assert "exists" in str(app.screen.query_one("#save-note").render())
        await pilot.press("enter")
        await settle(pilot)
        assert len(json.loads(other.read_text())["answers"]) == len(screen.session.game.answers)
        await pilot.press("s")  # its own file now: saved again with no question
        await pilot.pause()
        assert app.screen.query_one("#save-name").value == str(other)


async def test_quitting_autosaves_and_the_start_screen_offers_it(make_app, autosave_in_tmp):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start_to_first_turn(pilot)
        answers = list(screen.session.game.answers)
        await pilot.press("q", "q")
        await pilot.pause()
    assert autosave_in_tmp.is_file()
    again = make_app()
    async with again.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert again.screen.query_one("#save-file").value == str(autosave_in_tmp)
        await pilot.click("#resume")
        screen = await settle(pilot)
        assert isinstance(screen, GameScreen)
        assert screen.session.game.answers == answers


async def test_play_load_with_no_file_offers_the_autosave_with_resume_focused(
        make_app, autosave_in_tmp):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start_to_first_turn(pilot)
        answers = list(screen.session.game.answers)
        await pilot.press("q", "q")
        await pilot.pause()
    again = make_app(offer_resume=str(autosave_in_tmp))  # what ``play --load`` passes on
    async with again.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert again.screen.query_one("#save-file").value == str(autosave_in_tmp)
        assert again.focused is again.screen.query_one("#resume")
        await pilot.press("enter")
        screen = await settle(pilot)
        assert isinstance(screen, GameScreen)
        assert screen.session.game.answers == answers


def test_play_load_with_no_file_and_no_autosave_exits_2_saying_where_it_looked(
        autosave_in_tmp, capsys):
    from vsrules.core.cli import main

    assert main(["play", "--load"]) == 2
    out = capsys.readouterr().out
    assert "no autosave to resume" in out and str(autosave_in_tmp) in out


def test_play_load_of_a_missing_file_exits_2_naming_it(tmp_path, capsys):
    from vsrules.core.cli import main

    missing = tmp_path / "nowhere.json"
    assert main(["play", "--load", str(missing)]) == 2
    assert f"{missing}: no such file" in capsys.readouterr().err


async def test_hot_seat_hides_the_hand_between_seats(make_app, registry):
    from vsrules.tui.decks import deck_choices

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        decks, _ = deck_choices(registry.variant("2pcg"))
        app.start_session(Session.new(registry, "2pcg", 7, decks[:2], None))
        screen = await settle(pilot)
        seen = set()
        for _ in range(12):
            if isinstance(app.screen, PassScreen):
                text = str(app.screen.query_one("#pass-card").render())
                assert "Pass the keyboard" in text
                for obj in screen.session.game.view(0)["players"][0]["zones"]["hand"]:
                    assert obj["name"] not in text
                await pilot.press("enter")
                await pilot.pause()
                seen.add(screen.viewer)
            else:
                await pilot.press(*pass_keys(screen))
            screen = await settle(pilot)
            assert screen.viewer == screen.session.deciding() or isinstance(app.screen, PassScreen)
        assert seen == {0, 1}


async def test_game_over_screen(make_app, registry):
    from vsrules.tui.screens.game_over import GameOverScreen

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        screen = await settle(pilot)
        game = screen.session.game
        for _ in range(20_000):  # the person passes everything; the engine must end it
            if game.over:
                break
            choice = Pass() if Pass() in game.pending.options else game.pending.options[0]
            if screen.session.seats[game.pending.player].human:
                screen.session.apply(choice)
            else:
                screen.session.apply(screen.session.ai_choose(), manual=False)
        screen.advance()
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        text = app.screen.text
        assert "win" in text or "draw" in text
        # the title says "Game over": the text says who won and why, not that again
        assert "Game over" not in text


async def test_combat_panel_during_an_attack(make_app):
    """Without auto-pass the attacker gets the first combat window: the panel shows it."""
    app = make_app(auto_pass=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        screen = await settle(pilot)
        for _ in range(60):
            game = screen.session.game
            if game.state.flags.get("attackers") and screen.session.human_turn():
                break
            key = key_for(screen, "Deadpool attacks") if game.state.turn >= 2 else None
            await pilot.press(*pass_keys(screen, key))
            screen = await settle(pilot)
        combat = screen.query_one("#combat")
        assert combat.display
        text = str(combat.render())
        assert "Deadpool" in text and "⛨" in text


async def test_mouse_click_on_an_option_answers(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        screen = await settle(pilot)
        answers = len(screen.session.game.answers)
        second = screen.query_one("#decision").choice_at(1)  # the option on the second line
        assert second is not None
        await pilot.click("#options", offset=(4, 1))  # the second option's line
        screen = await settle(pilot)
        assert len(screen.session.game.answers) > answers
        assert screen.session.game.answers[answers] == second


async def test_clicking_a_card_inspects_it(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start_to_first_turn(pilot)
        hand = screen.session.game.view(0)["players"][0]["zones"]["hand"]
        screen.action_inspect(hand[0]["uid"])  # what a click on the card runs
        await pilot.pause()
        assert screen.query_one("#board").selected == hand[0]["uid"]
        assert hand[0]["name"] in screen.query_one("#inspector").plain


async def test_the_log_keeps_the_other_hand_secret(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        screen = await settle(pilot)
        for _ in range(30):
            if screen.session.game.state.turn >= 4:
                break
            await pilot.press(*pass_keys(screen, key_for(screen, "Resource:")))
            screen = await settle(pilot)
        lines = [text for _t, text in screen.session.log_lines(0)]
        assert any(line.startswith("AI draws a card") for line in lines)
        assert not any(line.startswith("AI draws ") and "a card" not in line for line in lines)
        assert not any("moves from deck to hand" in line for line in lines)
        ai_hidden = {o["name"] for o in screen.session.game.view(1)["players"][1]["zones"]["hand"]}
        mine = {o["name"] for p in screen.session.game.view(0)["players"]
                for z in ("front", "back", "resources", "ko", "hand") for o in p["zones"][z]
                if not o.get("hidden")}
        secret = ai_hidden - mine
        assert secret
        for line in lines:
            assert not any(name in line for name in secret), line


def test_run_app_refuses_an_unknown_edition(registry, capsys):
    from types import SimpleNamespace

    from vsrules.tui.app import run_app

    code = run_app(registry, SimpleNamespace(variant="nope", seed=1, load=None))
    assert code == 2
    assert "unknown variant" in capsys.readouterr().out


async def test_after_the_ai_turn_a_summary_says_what_it_did(make_app):
    app = make_app()
    async with app.run_test(size=(140, 45), notifications=True) as pilot:
        screen = await start_to_first_turn(pilot)
        my_turn = screen.session.game.state.turn
        for _ in range(40):
            if screen.session.game.state.turn == my_turn + 2:
                break
            await pilot.press(*pass_keys(screen))
            screen = await settle(pilot)
        await pilot.pause()
        toasts = [str(t.render()) for t in app.screen.query("Toast")]
        summary = next(t for t in toasts if f"AI's turn {my_turn + 1}" in t)
        expected = screen.session.turn_summary(my_turn + 1, 0)
        assert expected and expected[0] in summary
        assert not any(" draws " in line for line in expected)


async def test_the_ai_turn_summary_leaves_out_the_passes_made_for_the_person(make_app):
    """Original edition: the passes smart stops made for the person during the AI's turn
    are in the log, but the summary of that turn tells what was done, not them."""
    app = make_app(variant="original", seed=3)
    async with app.run_test(size=(140, 45), notifications=True) as pilot:
        screen = await start_to_first_turn(pilot)
        first = screen.session.game.state.turn
        for _ in range(80):
            if screen.session.game.state.turn >= first + 2:
                break
            await pilot.press(*pass_keys(screen))
            screen = await settle(pilot)
        await pilot.pause()
        log = " ".join(strip.text.strip() for strip in screen.query_one("#log").lines)
        assert "passes automatically" in log
        session = screen.session
        ai_turns = [t for t in range(1, session.game.state.turn)
                    if session.turn_owner(t) == 1]
        summaries = [session.turn_summary_text(t, 0, room=6) for t in ai_turns]
        assert summaries and not any("passes automatically" in t for t in summaries)
        assert any("AI puts a card face down" in t for t in summaries)


async def test_only_the_last_ai_turn_summary_stays_on_screen(make_app):
    """Passing through two AI turns quickly: the second turn's summary replaces the first
    (they covered the log and the card panel one above the other)."""
    app = make_app()
    async with app.run_test(size=(140, 45), notifications=True) as pilot:
        screen = await start_to_first_turn(pilot)
        my_turn = screen.session.game.state.turn
        for _ in range(80):
            if screen.session.game.state.turn == my_turn + 4:
                break
            await pilot.press(*pass_keys(screen))
            screen = await settle(pilot)
        await pilot.pause()
        toasts = [str(t.render()) for t in app.screen.query("Toast")]
        assert any(f"AI's turn {my_turn + 3}" in t for t in toasts)
        assert not any(f"AI's turn {my_turn + 1}" in t for t in toasts)


async def test_watching_the_ai_is_a_setting_kept_in_the_save(make_app, tmp_path):
    from vsrules.tui.session import WATCH_PACE

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start_to_first_turn(pilot)
        await pilot.press("o")
        await pilot.pause()
        await pilot.click("#set-watch")
        await pilot.press("escape")
        await pilot.pause()
        assert screen.session.ai_pace == WATCH_PACE
        path = screen.session.save(tmp_path / "pace.json")
    again = make_app(load=str(path))
    async with again.run_test(size=(80, 24)) as pilot:
        screen = await settle(pilot)
        assert screen.session.ai_pace == WATCH_PACE
