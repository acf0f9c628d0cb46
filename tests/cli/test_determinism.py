"""The same seed gives the same games in another process: nothing in a game may depend on
Python's string hashing (set order), which changes from process to process.

Found the hard way: Hope Summers' copied keywords came from a set, so the order of her
powers - and the whole game after it - changed with PYTHONHASHSEED."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

DECKS = Path(__file__).parents[2] / "variants" / "twopcg" / "decks"


def digests(hash_seed: str, *argv: str) -> list[str]:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    out = subprocess.run([sys.executable, "-m", "vsrules.core.cli", "simulate", *argv,
                          "--seed", "5", "--digest", "--json"],
                         env=env, capture_output=True, text=True, check=True).stdout
    return json.loads(out)["digests"]  # type: ignore[no-any-return]


@pytest.mark.parametrize("argv", [
    ("--variant", "2pcg", "--games", "6", "--decks",
     f"{DECKS / 'deadpool-x-men.toml'},{DECKS / 'storm-x-men.toml'}"),
    ("--variant", "original", "--games", "4"),
], ids=["2pcg-hope-summers", "original"])
def test_games_do_not_depend_on_string_hashing(argv):
    assert digests("1", *argv) == digests("2", *argv)
