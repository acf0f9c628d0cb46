"""Sweeping the original edition's declared rule options (``vsrules options --variant
original``): an option of play changes the games; a deck-building option decides which
decks may play, so a value the decks break is refused and a value they keep plays the
very same games, which the report says."""

from __future__ import annotations

import pytest

from vsrules.core.cli import main
from vsrules.core.compare import CompareError, compare
from vsrules.core.options import declared

FAST = ["random"]
#: each option of play, a value to sweep against its default, and what must move
PLAY = {
    "starting_endurance": ("20", "50"),
    "opening_hand": ("2", "4"),
    "mulligan": ("false", "true"),
}
#: each deck-building option: a value the bundled decks keep, one they break
BUILDING = {
    "deck_size": ("40", "70"),
    "copy_limit": ("8", "1"),
}


def sweep(registry, option: str, values: tuple[str, ...]) -> dict:
    return compare(registry, ["original"], games=2, seed=3, agents=FAST, workers=1,
                   sweep=f"{option}={','.join(values)}")


def test_every_declared_original_option_is_covered(registry):
    assert set(declared(registry.variant("original"), registry)) == set(PLAY) | set(BUILDING)


@pytest.mark.parametrize("option", sorted(PLAY))
def test_an_option_of_play_changes_the_games(registry, option):
    report = sweep(registry, option, PLAY[option])
    first, second = report["groups"]
    assert first["play_digest"] != second["play_digest"]
    assert not report["sweeps"]["original"][1]["same_games"]
    assert "changed no game" not in report["answers"][-1]


def test_less_starting_endurance_makes_shorter_games(registry):
    """Original CR, Starting the Game: each player starts at 50 endurance."""
    low, printed = sweep(registry, "starting_endurance", ("20", "50"))["groups"]
    assert low["rounds"]["mean"] < printed["rounds"]["mean"]
    assert all(t["life_norm_first"] <= 1 for t in low["tempo"])


@pytest.mark.parametrize("option", sorted(BUILDING))
def test_a_deck_building_value_the_decks_keep_plays_the_same_games(registry, option):
    kept = BUILDING[option][0]
    default = str(declared(registry.variant("original"), registry)[option].default)
    report = sweep(registry, option, (default, kept))
    first, second = report["groups"]
    assert first["play_digest"] == second["play_digest"]
    assert report["sweeps"]["original"][1]["same_games"]
    assert f"Under {option}={kept} the games were those of {option}={default} game for game" \
        in report["answers"][-1]


@pytest.mark.parametrize("option", sorted(BUILDING))
def test_a_deck_building_value_the_decks_break_is_refused(registry, option):
    broken = BUILDING[option][1]
    with pytest.raises(CompareError, match=rf"--sweep {option}={broken} \(original\): the "
                                           r"deck .* is not legal under it"):
        sweep(registry, option, (broken,))


def test_the_cli_says_why_a_deck_building_sweep_is_refused(capsys):
    code = main(["compare", "--variants", "original", "--agents", "random", "--games", "1",
                 "--workers", "1", "--no-progress", "--sweep", "deck_size=60,70"])
    err = capsys.readouterr().err
    assert code == 2
    assert "--sweep deck_size=70 (original): the deck" in err
    assert "a deck-building option decides which decks may play" in err
