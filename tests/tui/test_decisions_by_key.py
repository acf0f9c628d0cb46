"""Answering decisions with the keys a person presses: the trigger-order prompt in words,
no destructive default, yields that stop at the player's own resource choice, the filter."""

from __future__ import annotations

from tui_helpers import (
    ORDER_AT,
    PAY_AT,
    key_for,
    option_words,
    order_save,
    pass_keys,
    pay_save,
    saved_position,
    settle,
    start_to_first_turn,
)

from vsrules.core.decisions import Pass, Pick, PlayResource
from vsrules.tui.session import Session

#: 2PCG, seed 1, random agents: after this many answers seat 0 gives Find Cover's +0/+3
#: to a defender, and only Deadpool (uid 126) is defending
LONE_TARGET_AT = 22


async def test_trigger_order_prompt_names_the_powers(make_app, registry, tmp_path):
    app = make_app(load=str(order_save(registry, tmp_path)))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await settle(pilot)
        words = option_words(screen)
        assert words == ["Live Wire: Cosmic stuns cost 2 endurance", "Need for Speed"]
        options = screen.query_one("#options")
        assert "Live Wire: Cosmic stuns cost 2 endurance" in str(options.get_option_at_index(0).prompt)
        await pilot.press("2")
        screen = await settle(pilot)
        assert screen.session.game.answers[ORDER_AT] == Pick(1)


#: original edition, seed 1, bundled decks, random agents: after this many answers seat 0
#: is asked whether Bette Kane's Cosmic replaces Triad's stun
REPLACE_AT = 212


async def test_a_replacement_prompt_names_the_power_it_offers(make_app, registry, tmp_path):
    """Seed 000 513.5: "use a replacement?" offers each replacement by its card and power,
    not by its index; its key uses it."""
    from tui_helpers import saved_position

    app = make_app(load=str(saved_position(registry, tmp_path, "original", 1, REPLACE_AT,
                                           "replace")))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await settle(pilot)
        assert option_words(screen)[0] == "Bette Kane: Cosmic"
        await pilot.press("1")
        screen = await settle(pilot)
        assert screen.session.game.answers[REPLACE_AT] == Pick(0)


async def test_enter_never_passes_by_default(make_app):
    """2PCG resource step: the highlight starts on a resource, enter builds it; the pass
    is last, enter on it asks "Done recruiting?", a second enter answers no, and only y
    passes."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start_to_first_turn(pilot)
        game = screen.session.game
        assert game.pending.kind == "action" and game.state.phase == "build:resource"
        words = option_words(screen)
        assert words[-1] == "Pass (no resource)" and words[0].startswith("Resource:")
        answers = len(game.answers)
        await pilot.press("enter")
        screen = await settle(pilot)
        assert isinstance(screen.session.game.answers[answers], PlayResource)
        # the recruit step: go to the pass with end, enter asks, enter again answers no
        assert screen.session.game.state.phase == "build:recruit"
        answers = len(screen.session.game.answers)
        question = screen.query_one("#pass-question")
        await pilot.press("end", "enter")
        await pilot.pause()
        assert len(screen.session.game.answers) == answers
        assert "Done recruiting?" in str(question.render())
        options = screen.query_one("#options")
        last = options.get_option_at_index(options.option_count - 1).prompt
        assert "y to confirm" in str(last)
        await pilot.press("enter")
        await pilot.pause()
        assert len(screen.session.game.answers) == answers and not question.display
        await pilot.press("enter", "y")
        screen = await settle(pilot)
        assert screen.session.game.answers[answers] == Pass()


async def test_pass_until_end_of_turn_stops_at_your_resource_step(make_app):
    """Original (seed 000, Resource Step): e passes the draw step's priority, and the
    player's own resource step is still asked."""
    app = make_app(variant="original", seed=3, auto_pass=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        screen = await settle(pilot)
        for _ in range(10):
            game = screen.session.game
            if game.state.turn and game.pending.kind == "priority":
                break
            await pilot.press("1")
            screen = await settle(pilot)
        game = screen.session.game
        turn = game.state.turn
        resources = len(game.view(0)["players"][0]["zones"]["resources"])
        await pilot.press("e")
        screen = await settle(pilot)
        game = screen.session.game
        assert game.state.turn == turn and game.pending.player == 0
        assert game.pending.kind == "resource"
        assert "Resource step" in str(screen.query_one("#prompt").render())
        assert len(game.view(0)["players"][0]["zones"]["resources"]) == resources


async def test_filter_and_enter_picks_the_first_of_several_matches(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start_to_first_turn(pilot)
        game = screen.session.game
        answers = len(game.answers)
        await pilot.press("slash", *"face up")
        await pilot.pause()
        matches = option_words(screen)
        assert len(matches) >= 2 and all("face up" in w for w in matches)
        await pilot.press("enter")
        screen = await settle(pilot)
        assert len(game.answers) == answers + 1
        chosen = game.answers[answers]
        assert isinstance(chosen, PlayResource) and chosen.face_up


async def test_payment_prompt_says_how_each_card_pays(make_app, registry, tmp_path):
    """2PCG, seed 3, random agents: after 37 answers seat 0 pays a super power's symbol
    with a location from hand (2PCG rulebook, Super Powers: discarded from hand, or a
    face-up one in the resource row turned face down); each copy is its own option, and
    copies are counted so that none reads as a repeat."""
    path = pay_save(registry, tmp_path)
    game = Session.load(registry, path).game
    app = make_app(load=str(path))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await settle(pilot)
        words = option_words(screen)
        assert len(words) == len(screen.session.pending.options) == 3
        assert all("(discard it from your hand)" in w for w in words)
        copies = [w for w in words if w.startswith("Training Ground")]
        assert len(copies) == 2 and len(set(copies)) == 2
        assert copies[1].endswith("copy 2 of 2")
        await pilot.press("3")
        screen = await settle(pilot)
        assert screen.session.game.answers[PAY_AT] == game.pending.options[2]


async def test_a_lone_target_is_taken_without_a_key_and_said(make_app, registry, tmp_path):
    app = make_app(load=str(saved_position(registry, tmp_path, "2pcg", 1, LONE_TARGET_AT,
                                           "target")))
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        screen = await settle(pilot)
        await pilot.pause()
        game = screen.session.game
        assert game.answers[LONE_TARGET_AT] == Pick(126)  # no key was pressed
        toasts = [str(t.render()) for t in app.screen.query("Toast")]
        assert any("Find Cover: which defender gets +0/+3: Deadpool (the only choice)" in t
                   for t in toasts), toasts
        pending = game.pending
        assert pending is None or len(pending.options) > 1 or pending.is_action


async def test_a_lone_option_waits_for_a_key_with_auto_pass_off(make_app, registry, tmp_path):
    app = make_app(load=str(saved_position(registry, tmp_path, "2pcg", 1, LONE_TARGET_AT,
                                           "target")), auto_pass=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await settle(pilot)
        assert len(screen.session.game.answers) == LONE_TARGET_AT
        (words,) = option_words(screen)
        assert "Deadpool" in words
        await pilot.press("1")
        screen = await settle(pilot)
        assert screen.session.game.answers[LONE_TARGET_AT] == Pick(126)


#: 2PCG, seed 3, random agents: after this many answers seat 0 is asked "Shrink: cancel
#: this combat?" (a "you may")
SHRINK_AT = 135


async def test_p_declines_a_you_may_question(make_app, registry, tmp_path):
    from vsrules.core.decisions import YesNo

    app = make_app(load=str(saved_position(registry, tmp_path, "2pcg", 3, SHRINK_AT,
                                           "yes-no")))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await settle(pilot)
        assert screen.session.pending.prompt == "Shrink: cancel this combat?"
        await pilot.press("p")
        screen = await settle(pilot)
        assert screen.session.game.answers[SHRINK_AT] == YesNo(False)


async def test_copies_of_a_card_in_the_deck_are_one_option(make_app, registry, tmp_path):
    """Original Triad ("take a card named Triad"): two copies in the deck were two
    options "Triad" a person could not tell apart; now one, and its key takes a copy."""
    app = make_app(load=str(saved_position(registry, tmp_path, "original", 1, 76, "choose")))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await settle(pilot)
        game = screen.session.game
        pending = game.pending
        assert pending.prompt == "Triad: take a card named Triad? (or stop)"
        triads = [c for c in pending.options if screen.session.describe(c) == "Triad"]
        assert len(triads) == 2
        assert option_words(screen).count("Triad") == 1
        answers = len(game.answers)
        await pilot.press(str(option_words(screen).index("Triad") + 1))
        screen = await settle(pilot)
        taken = screen.session.game.answers[answers]
        assert taken in triads


async def test_the_main_character_row_question_names_the_character(make_app):
    """2PCG set-up: "Deadpool to the front row", not "Main character to the front
    row"; its key puts that character there."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        screen = await settle(pilot)
        game = screen.session.game
        assert game.pending.kind == "place-main" and game.pending.player == 0
        assert option_words(screen)[:2] == ["Deadpool to the front row",
                                            "Deadpool to the back row"]
        await pilot.press("2")
        screen = await settle(pilot)
        back = screen.session.game.view(0)["players"][0]["zones"]["back"]
        assert [o["name"] for o in back] == ["Deadpool"]


async def test_p_asks_before_a_pass_that_gives_a_choice_up(make_app):
    """2PCG resource step (2PCG rulebook, Build Phase: the player chooses to build a
    resource or not): p only asks "Play no resource this turn?", with its answers on the
    key line; y declines."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start_to_first_turn(pilot)
        game = screen.session.game
        assert game.state.phase == "build:resource"
        answers = len(game.answers)
        await pilot.press("p")
        await pilot.pause()
        assert len(screen.session.game.answers) == answers  # nothing given up yet
        question = str(screen.query_one("#pass-question").render())
        assert "Play no resource this turn?" in question and "y: yes" in question
        row = str(screen.query_one("#pass-row").render())  # a long list: the pass's own row
        assert "Pass (no resource)" in row and "y to confirm" in row
        assert screen.query_one("#keys").render().plain.strip() == "y Yes  any other key No"
        await pilot.press("y")
        screen = await settle(pilot)
        assert screen.session.game.answers[answers] == Pass()


async def test_p_twice_never_gives_a_choice_up(make_app):
    """A second p answers the question no (any key but y does), and so does an arrow:
    the choice is kept, the prompt and the keys come back, and a later p asks again."""
    app = make_app()
    async with app.run_test(size=(140, 45)) as pilot:
        screen = await start_to_first_turn(pilot)
        answers = len(screen.session.game.answers)
        question = screen.query_one("#pass-question")
        for no in ("p", "down", "1"):
            await pilot.press("p")
            await pilot.pause()
            assert question.display
            await pilot.press(no)
            await pilot.pause()
            assert not question.display, no
            assert len(screen.session.game.answers) == answers, no  # "1" chose nothing
            assert screen.query_one("#prompt").display
            assert "p Pass" in screen.query_one("#keys").render().plain
        await pilot.press("p", "y")
        screen = await settle(pilot)
        assert screen.session.game.answers[answers] == Pass()


async def test_an_ordinary_priority_pass_takes_one_p(make_app):
    """Original edition: a priority pass outside the player's own step hands priority on
    at the first p (it gives nothing up)."""
    app = make_app(variant="original", seed=3, auto_pass=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        screen = await settle(pilot)
        for _ in range(40):
            game = screen.session.game
            p = game.pending
            if game.state.turn and p.kind == "priority" and len(p.options) > 1 and \
                    not screen.session.pass_gives_up():
                break
            await pilot.press(*pass_keys(screen, None if Pass() in p.options else "1"))
            screen = await settle(pilot)
        game = screen.session.game
        assert game.pending.kind == "priority" and not screen.session.pass_gives_up()
        answers = len(game.answers)
        await pilot.press("p")
        screen = await settle(pilot)
        assert screen.session.game.answers[answers] == Pass()


#: original edition, seed 1, random agents: after this many answers seat 0 may recruit
#: Wildfire from hand or the face-down Wildfire in its resource row (Titans of Tomorrow)
TWO_WILDFIRES_AT = 290


async def test_options_with_the_same_words_say_where_their_card_is(make_app, registry,
                                                                  tmp_path):
    """Two options that would read alike (a Wildfire in hand and one face down in the
    resource row) say where each card comes from, and each number answers with its own."""
    app = make_app(load=str(saved_position(registry, tmp_path, "original", 1,
                                           TWO_WILDFIRES_AT, "priority")))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await settle(pilot)
        words = option_words(screen)
        assert len(words) == len(set(words)), words  # no two options read the same
        hand = "Recruit Wildfire to the front row (from hand)"
        row = "Recruit Wildfire to the front row (from your resource row)"
        assert hand in words and row in words, words
        panel = screen.query_one("#decision")
        meant = next(c for c, w, _r in panel.entries if w == row)
        assert screen.session.game.state.objects[meant.card].zone == "resources"
        answers = len(screen.session.game.answers)
        await pilot.press(key_for(screen, row))
        screen = await settle(pilot)
        assert screen.session.game.answers[answers] == meant


#: original edition, seed 1, random agents: after this many answers seat 0 has priority in
#: its own recruit step with a plot twist to play but no character it can recruit
NOTHING_TO_RECRUIT_AT = 134


async def test_done_recruiting_with_nothing_to_recruit_takes_one_p(make_app, registry,
                                                                  tmp_path):
    """Passing one's own recruit step gives up a recruit only when one is listed: with
    only a plot twist to play, the first p passes."""
    app = make_app(load=str(saved_position(registry, tmp_path, "original", 1,
                                           NOTHING_TO_RECRUIT_AT, "priority")))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await settle(pilot)
        assert screen.session.game.state.phase == "build:recruit"
        assert not any(w.startswith("Recruit") for w in option_words(screen))
        answers = len(screen.session.game.answers)
        await pilot.press("p")
        screen = await settle(pilot)
        assert screen.session.game.answers[answers] == Pass()
