"""``vsrules card check`` shows the questions asking for a target that each card's powers
ask, as the game asks them: from the steps that use the target, else (no step with
words for it) the power's text after the question."""

from __future__ import annotations

import json

from vsrules.core.cli import main

CARDS = """
[set]
id = "questions"
name = "Question test cards"
variant = "original"

[[card]]
id = "QT-1"
name = "Test Zapper"
type = "character"
teams = ["Shadows"]
cost = 2
atk = 2
def = 2

[[card.powers]]
name = "Zap"
kind = "activated"
text = "Exhaust: target character gets -2 ATK this turn."
pay = [ { do = "exhaust", target = "source" } ]
targets = [ { kind = "character", side = "enemy" } ]
effect = [ { do = "modify", target = "t0", stat = "atk", amount = -2 } ]

[[card]]
id = "QT-2"
name = "Test Watcher"
type = "character"
teams = ["Shadows"]
cost = 1
atk = 1
def = 1

[[card.powers]]
name = "Watch"
kind = "activated"
text = "Exhaust: look at who controls target character."
pay = [ { do = "exhaust", target = "source" } ]
targets = [ { kind = "character" } ]
effect = [ { do = "controller-of", target = "t0", into = "who" } ]
"""


def test_card_check_lists_each_target_question(tmp_path, capsys):
    path = tmp_path / "questions.toml"
    path.write_text(CARDS, encoding="utf-8")
    assert main(["card", "check", str(path), "--json"]) == 0
    rows = {r["name"]: r for r in json.loads(capsys.readouterr().out)["cards"]}
    assert rows["Test Zapper"]["asks"] == [
        "Test Zapper: choose an enemy character to get -2 ATK this turn"]
    # no step using the target has words: the power's text says what happens
    assert rows["Test Watcher"]["asks"] == [
        "Test Watcher: choose a character (Exhaust: look at who controls target character.)"]
    assert main(["card", "check", str(path)]) == 0
    assert "asks: Test Zapper: choose an enemy character to get -2 ATK this turn" in \
        capsys.readouterr().out
