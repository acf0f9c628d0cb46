"""Card powers as data (docs/cards.md): made-up scenario cards carry them and play them;
bad data is refused naming the file, the key path and the problem; user card files are
checked (``vsrules card check``), listed (``vsrules cards --folder``) and join their
edition's cards (``VSRULES_CARDS``)."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import pytest

from vsrules.core.cli import main
from vsrules.core.errors import InputError
from vsrules.core.lab.runner import build, run_scenario
from vsrules.core.lab.scenario import parse_scenario

HERE = Path(__file__).parent
POWERS = sorted((HERE / "powers").glob("*.toml"))

HEADER = """\
[set]
id = "mine"
name = "My cards"
variant = "original"

[[card]]
id = "MY-001"
name = "Test Sniper"
type = "character"
teams = ["Legion"]
cost = 3
atk = 3
def = 3
"""


@pytest.mark.parametrize("path", POWERS, ids=lambda p: p.stem)
def test_made_up_cards_with_powers_play_them(path, registry):
    result = run_scenario(parse_scenario(path), registry)
    assert result.checks
    failed = [c.line() for c in result.checks if not c.ok]
    assert not failed, "\n".join(failed)


def test_a_continuous_power_grants_a_keyword_to_what_its_scope_selects(registry):
    lab = build(parse_scenario(HERE / "powers" / "made-up-card-powers-original.toml"), registry)
    game = lab.game
    assert game.has_keyword(lab.uid("sniper"), "flight")
    assert game.has_keyword(lab.uid("buddy"), "flight")
    assert not game.has_keyword(lab.uid("guard"), "flight")  # an enemy: out of its scope


BAD_POWERS = {
    "unknown word": ('effect = [ { do = "zap" } ]', "card[0].powers[0].effect[0]",
                     "unknown effect word do = 'zap'"),
    "unknown selection key": (
        'effect = [ { do = "choose", sel = { kind = "character", colour = "red" } } ]',
        "card[0].powers[0].effect[0].sel", "extra fields found (colour)"),
    "wrong type": ('effect = [ { do = "choose", sel = { face_up = "yes" } } ]',
                   "card[0].powers[0].effect[0].sel.face_up", "must be true or false"),
    "nested step": ('effect = [ { do = "may", then = [ { do = "stun" } ] } ]',
                    "card[0].powers[0].effect[0].then", "target"),
    "unknown condition": ('event = "stunned"\nwhen = { subject = "everyone" }\n'
                          'effect = [ { do = "draw" } ]',
                          "card[0].powers[0].when", "subject"),
    "unknown duration": ('effect = [ { do = "modify", target = "source", stat = "atk", '
                         'amount = 1, until = "tomorrow" } ]',
                         "card[0].powers[0].effect[0].until", "must be one of: end-of-turn"),
    "keyword with data": ('kind = "keyword"\neffect = [ { do = "draw" } ]',
                          "card[0].powers[0].kind", "a keyword stays one word"),
}


@pytest.mark.parametrize("case", sorted(BAD_POWERS))
def test_bad_power_data_names_file_key_path_and_problem(case, tmp_path, capsys, registry):
    body, where, what = BAD_POWERS[case]
    kind = "" if "kind =" in body else 'kind = "activated"\n'
    path = tmp_path / "mine.toml"
    path.write_text(HEADER + '\n[[card.powers]]\nname = "Zap"\n' + kind + body + "\n")
    assert main(["card", "check", str(path)]) == 2
    err = capsys.readouterr().err
    assert f"{path}: {where}" in err and what in err, err


def test_a_scenario_card_with_bad_power_data_names_the_scenario_key_path(tmp_path, registry):
    text = (HERE / "powers" / "made-up-card-powers-2pcg.toml").read_text()
    path = tmp_path / "bad.toml"
    path.write_text(text.replace('effect = [ { do = "draw" } ]', 'effect = [ { do = "drow" } ]'))
    with pytest.raises(InputError) as err:
        run_scenario(parse_scenario(path), registry)
    assert str(err.value).startswith(f"{path}: cards.captain.powers[1].effect[0]: "
                                     "unknown effect word do = 'drow'")


def write_set(folder: Path) -> Path:
    folder.mkdir()
    path = folder / "mine.toml"
    path.write_text(HEADER + textwrap.dedent("""
        [[card.powers]]
        name = "Take Aim"
        kind = "activated"
        text = "Exhaust Test Sniper >>> Stun target enemy character."
        pay = [ { do = "exhaust", target = "source" } ]
        targets = [ { kind = "character", side = "enemy", face_up = true } ]
        effect = [ { do = "stun", target = "t0" } ]

        [[card]]
        id = "MY-002"
        name = "Test Talker"
        type = "character"
        cost = 1
        atk = 1
        def = 1

        [[card.powers]]
        name = "Chatter"
        kind = "triggered"
        text = "Some words nothing does."
        """))
    return path


def test_the_worked_card_of_docs_cards_md_checks_and_plays(monkeypatch):
    from vsrules.core.plugins import Registry

    folder = Path(__file__).parents[2] / "docs" / "card-files"
    assert main(["card", "check", str(folder / "gotham-knights.toml")]) == 0
    monkeypatch.setenv("VSRULES_CARDS", str(folder))
    reg = Registry()
    reg.load_entry_points()
    result = run_scenario(parse_scenario(HERE / "worked" / "spoiler-recruited.toml"), reg)
    assert result.checks and all(c.ok for c in result.checks)


def test_card_check_reports_how_each_card_is_done(tmp_path, capsys, registry):
    path = write_set(tmp_path / "cards")
    assert main(["card", "check", str(path)]) == 1  # one power nothing does
    out = capsys.readouterr().out
    assert "MY-001" in out and "powers: data" in out
    assert "MY-002" in out and "powers: text only" in out
    assert main(["card", "check", str(path), "--json"]) == 1
    rows = json.loads(capsys.readouterr().out)
    assert [c["powers"] for c in rows["cards"]] == ["data", "text only"]


def test_cards_lists_the_card_files_of_a_named_folder(tmp_path, capsys, registry):
    write_set(tmp_path / "cards")
    assert main(["cards", "--folder", str(tmp_path / "cards")]) == 0
    out = capsys.readouterr().out
    assert "mine (My cards) for original: 2 cards (1 data, 1 text only)" in out
    assert main(["cards", "--folder", str(tmp_path / "nowhere")]) == 2


def test_user_card_files_join_their_editions_cards(tmp_path, monkeypatch):
    from vsrules.core.plugins import Registry

    write_set(tmp_path / "cards")
    monkeypatch.setenv("VSRULES_CARDS", str(tmp_path / "cards"))
    reg = Registry()
    reg.load_entry_points()
    db = reg.variant("original").card_db()
    assert "MY-001" in db and db.get("MY-001").name == "Test Sniper"
    assert "MY-001" not in reg.variant("2pcg").card_db()


def test_a_user_card_plays_in_a_scenario_by_its_id(tmp_path, monkeypatch):
    from vsrules.core.plugins import Registry

    write_set(tmp_path / "cards")
    monkeypatch.setenv("VSRULES_CARDS", str(tmp_path / "cards"))
    reg = Registry()
    reg.load_entry_points()
    scenario = tmp_path / "use.toml"
    scenario.write_text(textwrap.dedent("""
        title = "A user card from its card file"
        variant = "original"
        source = "docs/cards.md"

        [game]
        active = "p1"
        phase = "combat:attack"
        step_owner = "p1"
        turn = 2

        [players.p1]
        front = [ { card = "MY-001", label = "sniper" } ]
        deck = 10

        [players.p2]
        front = [ { card = "lab:filler", label = "f" } ]
        deck = 10

        [[do]]
        action = "power"
        source = "sniper"
        name = "Take Aim"
        targets = ["f"]

        [[do]]
        action = "resolve"

        [expect]
        f = { stunned = true }
        sniper = { exhausted = true }
        """))
    result = run_scenario(parse_scenario(scenario), reg)
    assert [c.ok for c in result.checks] == [True, True]


def test_every_bundled_card_files_power_data_checks():
    from vsrules.core.cards import load_card_set

    root = Path(__file__).parents[2]
    files = sorted(root.glob("variants/*/cards/*.toml")) + sorted(root.glob("plugins/**/cards/*.toml"))
    with_data = 0
    for path in files:
        for card in load_card_set(path, check=True).cards:
            with_data += any(p.effect for p in card.powers)
    assert with_data >= 40


def test_a_user_card_goes_in_a_deck_and_plays(tmp_path, monkeypatch):
    """The worked card in a legal deck (four Spoilers for four Dream Girls): the deck
    checks, and in played games Spoiler's power triggers as it enters play."""
    from vsrules.core.ai.random_agent import RandomAgent
    from vsrules.core.decks import load_deck
    from vsrules.core.game import Game
    from vsrules.core.plugins import Registry
    from vsrules.core.setup import Setup
    from vsrules.core.simulate import play_game

    root = Path(__file__).parents[2]
    monkeypatch.setenv("VSRULES_CARDS", str(root / "docs" / "card-files"))
    deck = tmp_path / "spoilers.toml"
    deck.write_text((root / "variants" / "original" / "decks" / "1-legionnaires-cosmic.toml")
                    .read_text().replace('{ id = "LSH-X08", count = 4 }',
                                         '{ id = "DBM-009", count = 4 }'))
    reg = Registry()  # a registry of its own: its editions read VSRULES_CARDS now
    reg.load_entry_points()
    variant = reg.variant("original")
    assert variant.deck_problems(load_deck(deck)) == []  # what `vsrules deck check` asks
    spec = load_deck(deck, variant.card_db()).spec()
    triggered = 0
    for seed in range(1, 6):
        game = Game.create(variant, Setup("original", seed, [spec, spec]), reg.hooks)
        play_game(game, [RandomAgent(seed), RandomAgent(seed + 1)])
        triggered += sum(1 for e in game.log if e.kind == "trigger" and "Spoiler" in e.text)
    assert triggered > 0


def test_a_plugin_ships_card_sets_by_naming_its_folder(tmp_path, monkeypatch):
    from vsrules.core import card_sets
    from vsrules.core.plugins import Registry

    write_set(tmp_path / "plugin-cards")
    monkeypatch.delenv("VSRULES_CARDS", raising=False)
    monkeypatch.setattr(card_sets, "_PLUGIN_FOLDERS", [])
    card_sets.add_folder(tmp_path / "plugin-cards")
    reg = Registry()
    reg.load_entry_points()
    assert reg.variant("original").card_db().get("MY-002").name == "Test Talker"
