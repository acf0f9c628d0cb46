"""Every command that reads a file, given every file of the bad-input corpus
(tests/bad_input/corpus.py: binary, empty, truncated, huge, deep, wrong types, negative
numbers, out-of-range counts): exit code 2, one message naming the file and the place in
it, no traceback, nothing written."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from corpus import CASES, COMMANDS, GENERIC, SKIP_GENERIC

from vsrules.core.cli import main
from vsrules.core.game import Game
from vsrules.core.saves import write_save
from vsrules.core.setup import Setup

ROOT = Path(__file__).resolve().parents[2]
GOOD_DECK = (ROOT / "variants/twopcg/decks/captain-america-avengers-test.toml").read_text(
    encoding="utf-8")
GOOD_SCENARIO = """\
title = "a good scenario to break"
variant = "2pcg"

[cards.falcon]
name = "Test Falcon"
type = "character"
teams = ["Avengers"]
cost = 2
atk = 3
def = 3
health = 2
keywords = ["flight"]

[players.p1]
front = [{ card = "falcon", label = "f" }]

[players.p2]
front = [{ card = "falcon", label = "b" }]

[[do]]
action = "attack"
player = "p1"
attackers = ["f"]
defender = "b"
"""
GOOD_LIST = "Main: Captain America\n4 Ant-Man\n"
GOOD_CARDS = """\
[set]
id = "test-set"
name = "A good card file to break"
variant = "2pcg"

[[card]]
id = "T-1"
name = "Test Falcon"
type = "character"
teams = ["Avengers"]
cost = 2
atk = 3
def = 3
health = 2
keywords = ["flight"]
"""


def good_save(registry, tmp_path_factory) -> str:
    folder = tmp_path_factory.mktemp("good")
    variant = registry.variant("2pcg")
    decks = [registry.variant("2pcg").card_db()]  # noqa: F841 - the database is built
    from vsrules.core.decks import load_deck

    specs = [load_deck(ROOT / "variants/twopcg/decks" / n, variant.card_db()).spec() for n in
             ("captain-america-avengers-test.toml", "green-goblin-super-villains-test.toml")]
    game = Game.create(variant, Setup("2pcg", 5, specs), registry.hooks)
    for _ in range(6):
        game.apply(game.pending.options[0])
    path = folder / "good.json"
    write_save(game, path)
    return path.read_text(encoding="utf-8")


#: the file of a run's folder (``compare --out``) each kind breaks
RUN_FILES = {"rows": "games.jsonl", "run": "run.json"}


def good_rows(tmp_path_factory) -> Path:
    """The rows of a short comparison (``compare --out``)."""
    folder = tmp_path_factory.mktemp("rows") / "run"
    assert main(["compare", "--games", "1", "--variants", "2pcg", "--out", str(folder),
                 "--no-progress", "--workers", "1"]) == 0
    return folder


@pytest.fixture(scope="module")
def goods(registry, tmp_path_factory):
    rows = good_rows(tmp_path_factory)
    return {"deck": GOOD_DECK, "scenario": GOOD_SCENARIO, "list": GOOD_LIST, "cards": GOOD_CARDS,
            "save": good_save(registry, tmp_path_factory),
            "rows": (rows / "games.jsonl").read_text(encoding="utf-8"),
            "run": (rows / "run.json").read_text(encoding="utf-8"), "rows-folder": rows}


def params():
    for kind, cases in CASES.items():
        generic = [c for c in GENERIC if c[0] not in SKIP_GENERIC.get(kind, ())]
        for name, make, place in [*generic, *cases]:
            for command in COMMANDS[kind]:
                label = f"{kind}-{name}-{'-'.join(a for a in command[:2] if '{' not in a)}"
                yield pytest.param(kind, make, place, command, id=label)


def materialise(tmp_path: Path, kind: str, make, good: str, goods=None) -> Path:
    if kind in RUN_FILES:  # a run's folder: one bad file beside the run's good others
        folder = tmp_path / "run"
        folder.mkdir()
        for good_file in goods["rows-folder"].iterdir():
            if good_file.name != RUN_FILES[kind]:
                (folder / good_file.name).write_bytes(good_file.read_bytes())
        path = folder / RUN_FILES[kind]
    else:
        path = tmp_path / f"bad-{kind}.{'json' if kind == 'save' else 'txt' if kind == 'list' else 'toml'}"
    if make == "folder":
        path.mkdir()
    elif make == "huge":
        with path.open("wb") as fh:  # sparse: no disk used, the size is what counts
            fh.truncate(70 * 1024 * 1024)
    elif make != "missing":
        path.write_bytes(make(good))
    return path


def listing(folder: Path) -> dict[str, tuple[int, int]]:
    return {str(p.relative_to(folder)): (p.stat().st_size, p.stat().st_mtime_ns)
            for p in folder.rglob("*")}


@pytest.mark.parametrize("kind,make,place,command", list(params()))
def test_bad_file_is_refused_with_its_name_and_place(tmp_path, monkeypatch, capsys, goods,
                                                       kind, make, place, command):
    monkeypatch.chdir(tmp_path)
    path = materialise(tmp_path, kind, make, goods[kind], goods)
    out = tmp_path / "out.txt"
    argv = [a.replace("{f}", str(path)).replace("{o}", str(out)).replace("{d}", str(path.parent))
            for a in command]
    before = listing(tmp_path)
    with pytest.raises(SystemExit) as ended:
        raise SystemExit(main(argv))
    err = capsys.readouterr().err
    assert ended.value.code == 2, err
    assert "Traceback" not in err
    assert str(path) in err, err
    assert place in err, f"expected {place!r} in: {err}"
    assert listing(tmp_path) == before  # nothing written (nor half-written)
    assert not out.exists()


@pytest.mark.parametrize("kind", ["deck", "scenario", "list", "save", "rows", "run", "cards"])
def test_the_good_files_are_accepted(tmp_path, monkeypatch, capsys, goods, kind):
    """The corpus breaks good files: these pass, so each refusal is the break's."""
    monkeypatch.chdir(tmp_path)
    path = materialise(tmp_path, kind, lambda good: good.encode(), goods[kind], goods)
    argv = {"deck": ["deck", "check", str(path)], "scenario": ["lab", "run", str(path)],
            "list": ["deck", "import", str(path), "--variant", "2pcg"],
            "save": ["log", str(path)], "cards": ["card", "check", str(path)],
            "rows": ["compare", "--from", str(path.parent)],
            "run": ["compare", "--from", str(path.parent)]}[kind]
    assert main(argv) in (0, 1), capsys.readouterr().err  # 1: a scenario without expectations


def test_a_deck_with_an_unknown_main_character_is_reported_not_legal(tmp_path, capsys):
    path = tmp_path / "deck.toml"
    path.write_text(GOOD_DECK.replace('main = "MNB-001"', 'main = "NOPE-1"'), encoding="utf-8")
    assert main(["deck", "check", str(path)]) == 1
    assert f"{path}: main: unknown card 'NOPE-1'" in capsys.readouterr().out


@pytest.mark.parametrize("where", ["folder", "missing-folder"])
def test_log_to_a_folder_or_a_missing_folder_is_refused_before_any_work(
        tmp_path, capsys, goods, where):
    save = tmp_path / "good.json"
    save.write_text(goods["save"], encoding="utf-8")
    target = tmp_path if where == "folder" else tmp_path / "no" / "such" / "out.txt"
    before = listing(tmp_path)
    assert main(["log", str(save), "-o", str(target)]) == 2
    err = capsys.readouterr().err
    assert str(target) in err and "folder" in err
    assert listing(tmp_path) == before


def test_deck_check_is_linear_in_the_deck_size(tmp_path, capsys):
    """1,000 entries (the most a deck file may list) are checked in well under a second;
    more are refused at once."""
    import time

    entries = "".join(f'  {{ id = "MNB-{i % 50 + 1:03d}", count = 1 }},\n' for i in range(1000))
    path = tmp_path / "big.toml"
    path.write_text(f'name = "big"\nvariant = "2pcg"\nmain = "MNB-001"\ncards = [\n{entries}]\n',
                    encoding="utf-8")
    began = time.process_time()
    assert main(["deck", "check", str(path)]) == 1
    assert time.process_time() - began < 2.0
    assert "1000 cards" in capsys.readouterr().out
    assert os.path.getsize(path) > 0


def test_a_reference_decklist_without_transcribed_cards_is_reported_not_legal(tmp_path, capsys):
    """A deck file listing only cards it could not transcribe (``missing``) is a record,
    not a broken file: its check says why it is not playable."""
    path = tmp_path / "reference.toml"
    path.write_text('name = "A list"\nvariant = "original"\ncards = []\nmissing = [\n'
                    '  { name = "Somebody", count = 4, why = "not transcribed" },\n'
                    '  { name = "Nobody", count = 56 },\n]\n', encoding="utf-8")
    assert main(["deck", "check", str(path)]) == 1
    out = capsys.readouterr().out
    assert f"{path}: missing: none of its 60 cards" in out


def test_a_reference_decklist_with_a_bad_missing_count_is_refused_at_its_place(tmp_path, capsys):
    path = tmp_path / "reference.toml"
    path.write_text('name = "A list"\nvariant = "original"\ncards = []\n'
                    'missing = [{ name = "Somebody", count = "x" }]\n', encoding="utf-8")
    assert main(["deck", "check", str(path)]) == 2
    err = capsys.readouterr().err
    assert f"{path}: missing[0].count: must be a whole number" in err and "Traceback" not in err
