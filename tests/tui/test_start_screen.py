"""The start screen's choices (``Picker``: one widget until opened) and its key line,
used with the keyboard and the mouse like a person would."""

from __future__ import annotations

from textual.widgets import Button

from vsrules.tui.screens.compare import CompareScreen
from vsrules.tui.screens.game import GameScreen
from vsrules.tui.screens.help import HelpScreen
from vsrules.tui.screens.pass_device import PassScreen
from vsrules.tui.screens.start import HOT_SEAT, StartScreen
from vsrules.tui.widgets.key_line import KeyLine
from vsrules.tui.widgets.picker import Picker, PickerList


def picker(app, name: str) -> Picker:
    return app.screen.query_one(f"#{name}", Picker)


def label_of(app, name: str) -> str:
    return str(app.screen.query_one(f"#{name}").render())


async def test_the_first_frame_has_no_option_list_yet(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        assert not app.screen.query(PickerList)  # built when first opened
        assert picker(app, "variant").value == "2pcg"
        assert picker(app, "opponent").value == "random"
        assert picker(app, "deck-0").value != picker(app, "deck-1").value


async def test_keyboard_opens_moves_and_picks(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        opponent = picker(app, "opponent")
        opponent.focus()
        await pilot.press("enter")
        await pilot.pause()
        assert opponent.is_open
        listed = app.screen.query_one(PickerList)
        assert app.focused is listed
        assert listed.highlighted == 0
        await pilot.press("down", "enter")
        await pilot.pause()
        assert not opponent.is_open and app.focused is opponent
        assert opponent.value == opponent.options[1][1]


async def test_escape_closes_without_a_change(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        deck = picker(app, "deck-0")
        before = deck.value
        deck.focus()
        await pilot.press("space", "down", "escape")
        await pilot.pause()
        assert not deck.is_open and deck.value == before and app.focused is deck


async def test_typing_jumps_to_an_option(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        opponent = picker(app, "opponent")
        opponent.focus()
        await pilot.press("enter", "h", "o", "t", "enter")
        await pilot.pause()
        assert opponent.value == HOT_SEAT
        assert label_of(app, "deck-0-label") == "Player 1 deck"
        assert label_of(app, "deck-1-label") == "Player 2 deck"


async def test_a_click_opens_and_a_click_picks(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        edition = picker(app, "variant")
        await pilot.click("#variant")
        await pilot.pause()
        assert edition.is_open
        listed = app.screen.query_one(PickerList)
        target = next(i for i, (_label, v) in enumerate(edition.options) if v == "original")
        await pilot.click(listed, offset=(3, 1 + target))  # 1: the list's top border
        await pilot.pause()
        assert not edition.is_open and edition.value == "original"


async def test_another_edition_brings_its_decks(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, StartScreen)
        twopcg = list(picker(app, "deck-0").options)
        picker(app, "variant").value = "original"
        await pilot.pause()
        decks = list(picker(app, "deck-0").options)
        assert decks != twopcg and decks == [(d.label, d.key) for d in screen.decks]
        assert picker(app, "deck-0").value == decks[0][1]
        assert picker(app, "deck-1").value == decks[min(1, len(decks) - 1)][1]
        assert label_of(app, "variant-about") == app.registry.variants["original"].description


async def test_start_plays_the_chosen_decks(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        deck = picker(app, "deck-1")
        deck.value = deck.options[-1][1]
        chosen = deck.options[-1][0]
        app.screen.query_one("#start").focus()
        await pilot.press("enter")
        for _ in range(50):
            await pilot.pause()
            if isinstance(app.screen, GameScreen):
                break
        assert isinstance(app.screen, GameScreen)
        names = [d.name for d in app.screen.session.game.setup.decks]
        assert chosen.startswith(names[1])


async def test_the_key_line_keys_and_clicks(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        line = app.screen.query_one(KeyLine)
        text = line.render().plain
        assert text.strip() == "1-3 Edition  h Hot-seat  f1 Rules  c Compare"
        await pilot.click(KeyLine, offset=(text.index("Rules"), 0))
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("escape")
        await pilot.pause()
        await pilot.click(KeyLine, offset=(text.index("Hot-seat"), 0))
        await pilot.pause()
        assert picker(app, "opponent").value == HOT_SEAT
        await pilot.click(KeyLine, offset=(text.index("Edition"), 0))
        await pilot.pause()
        assert picker(app, "variant").is_open
        await pilot.press("escape")
        await pilot.click(KeyLine, offset=(text.index("Compare"), 0))
        await pilot.pause()
        assert isinstance(app.screen, CompareScreen)


async def to_first_board(pilot):
    """Wait for the game's first board (hot-seat: past the "pass the keyboard" cover,
    with its enter counted by the caller)."""
    for _ in range(100):
        await pilot.pause()
        if isinstance(pilot.app.screen, GameScreen | PassScreen):
            return pilot.app.screen
    raise AssertionError("no game started")


async def test_enter_starts_the_default_edition_against_the_ai(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        screen = await to_first_board(pilot)
        assert isinstance(screen, GameScreen)
        assert screen.session.variant.id == "2pcg" and not screen.session.hot_seat


async def test_a_number_key_chooses_the_edition_and_enter_starts_it(make_app):
    """The edition list is numbered, the default first: 2 then enter plays the other
    published edition (two keys, where reaching the edition picker and back took 16)."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        edition = picker(app, "variant")
        assert [label for label, _v in edition.options][:2] == [
            "1  Vs. System 2PCG", "2  Vs. System (original TCG)"]
        await pilot.press("2")
        await pilot.pause()
        assert edition.value == "original"
        assert label_of(app, "variant-about") == app.registry.variants["original"].description
        await pilot.press("enter")
        screen = await to_first_board(pilot)
        assert isinstance(screen, GameScreen) and screen.session.variant.id == "original"


async def test_h_switches_to_hot_seat_and_back(make_app):
    """h: hot-seat (two keys to the game, and enter on the cover: three to the board)."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        opponent = picker(app, "opponent")
        await pilot.press("h")
        await pilot.pause()
        assert opponent.value == HOT_SEAT and label_of(app, "deck-0-label") == "Player 1 deck"
        await pilot.press("h")
        await pilot.pause()
        assert opponent.value == "random"
        await pilot.press("h", "enter")
        screen = await to_first_board(pilot)
        if isinstance(screen, PassScreen):
            await pilot.press("enter")
            screen = await to_first_board(pilot)
        assert isinstance(screen, GameScreen) and screen.session.hot_seat


async def test_a_number_typed_in_the_seed_stays_the_seed(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.screen.query_one("#seed").focus()
        await pilot.press("end", "2", "h")
        await pilot.pause()
        assert app.screen.query_one("#seed").value == "72"  # an integer field: no h
        assert picker(app, "variant").value == "2pcg" and picker(app, "opponent").value == "random"


async def test_a_number_key_leaves_a_save_offered_for_a_new_game(make_app, tmp_path):
    """With the autosave offered (Resume has the focus), 2 chooses the edition and moves
    the focus to Start: enter starts the new game, not the save."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.screen.query_one("#resume", Button).focus()
        await pilot.press("2")
        await pilot.pause()
        assert app.focused is app.screen.query_one("#start", Button)


async def test_a_deck_with_unknown_cards_is_hidden_once_checked(make_app, tmp_path, monkeypatch):
    """The first frame lists the deck files as they are; when a deck picker gets the focus
    they are checked against the edition's cards, and a deck naming a card it doesn't
    have goes away."""
    from vsrules.core.variant import Variant

    bundled = make_app().registry.variants["2pcg"].deck_folder()
    for name in ("captain-america-avengers-test.toml", "green-goblin-super-villains-test.toml"):
        (tmp_path / name).write_text((bundled / name).read_text())
    (tmp_path / "aaa-broken.toml").write_text(
        'name = "Broken"\nvariant = "2pcg"\ncards = [{ id = "MNB-999", count = 60 }]\n')
    monkeypatch.setattr(Variant, "deck_folder", lambda variant: tmp_path)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, StartScreen)
        await pilot.pause()
        assert not screen.checked and picker(app, "deck-0").label == "Broken"
        picker(app, "deck-0").focus()
        await pilot.pause()
        assert screen.checked
        labels = [label for label, _value in picker(app, "deck-0").options]
        assert "Broken" not in labels and len(labels) == 2
        assert picker(app, "deck-0").value != picker(app, "deck-1").value
        assert "1 more deck will be offered once its card list is complete." in \
            label_of(app, "deck-note")
        assert screen.query_one("#deck-note").display


async def test_start_with_a_deck_naming_unknown_cards_says_so(make_app, tmp_path, monkeypatch):
    """Enter on Start at once, the first deck (shown unchecked) naming a card the edition
    doesn't have: no game starts; the deck is gone and the screen says why."""
    from vsrules.core.variant import Variant

    bundled = make_app().registry.variants["2pcg"].deck_folder()
    for name in ("captain-america-avengers-test.toml", "green-goblin-super-villains-test.toml"):
        (tmp_path / name).write_text((bundled / name).read_text())
    (tmp_path / "aaa-broken.toml").write_text(
        'name = "Broken"\nvariant = "2pcg"\ncards = [{ id = "MNB-999", count = 60 }]\n')
    monkeypatch.setattr(Variant, "deck_folder", lambda variant: tmp_path)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        assert "hidden now" in label_of(app, "start-error")
        assert "Broken" not in [label for label, _v in picker(app, "deck-0").options]
        # a Textual button ignores Enter while it still shows the last press (0.2 s)
        await pilot.pause(2 * app.screen.query_one("#start", Button).active_effect_duration)
        await pilot.press("enter")  # the decks shown now are checked: the game starts
        await pilot.pause()
        assert not isinstance(app.screen, StartScreen)


async def test_the_default_decks_are_real_decks_not_test_decks(make_app):
    """2PCG bundles two decks made for the engine's tests (listed first by file name):
    each seat starts with a real bundled deck; the test decks are still offered."""
    app = make_app()
    async with app.run_test(size=(80, 24)):
        labels = dict((value, label) for label, value in picker(app, "deck-0").options)
        assert any("(test deck)" in label for label in labels.values())
        chosen = [labels[picker(app, f"deck-{seat}").value] for seat in (0, 1)]
        assert not any("(test deck)" in label for label in chosen), chosen
        assert chosen[0] != chosen[1]
