"""Load the rows of ``vsrules compare --out DIR`` into pandas and ask them a question.

    vsrules compare --games 100 --agents heuristic --out rows
    python docs/compare_example.py rows

needs pandas (``pip install 'vsrules[data]'``). Prints, per edition, the rounds per game,
the first player's win rate, and the mean normalised life left by the player who went
first and by the other, round by round (the tempo curve), from the CSV files alone.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pandas as pd


def summary(folder: Path) -> tuple[pd.DataFrame, pd.DataFrame]:
    games = pd.read_csv(folder / "games.csv")
    rounds = pd.read_csv(folder / "rounds.csv")
    decided = games[games["winner"].notna()]
    per_edition = decided.groupby(["variant", "experiment"], dropna=False).agg(
        games=("game", "size"), rounds=("rounds", "mean"), turns=("turns", "mean"),
        first_player_wins=("first_won", "mean"), lead_changes=("lead_changes", "mean"))
    # the tempo curve: life left (normalised) by the first player and the other, per round
    seat_of_first = games.set_index(["variant", "game"])["first"]
    rounds = rounds.join(seat_of_first, on=["variant", "game"])
    first = rounds["first"] == 0
    rounds["first_life"] = rounds["life_norm_0"].where(first, rounds["life_norm_1"])
    rounds["second_life"] = rounds["life_norm_1"].where(first, rounds["life_norm_0"])
    tempo = rounds.groupby(["variant", "round"])[["first_life", "second_life"]].mean()
    return per_edition, tempo


def main(argv: list[str]) -> int:
    folder = Path(argv[1]) if len(argv) > 1 else Path("rows")
    per_edition, tempo = summary(folder)
    print(per_edition.round(3).to_string())
    print()
    print(tempo.round(3).to_string())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
