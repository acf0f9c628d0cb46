"""The fixed configurations whose final-state digests are kept in ``digests.json``.

Same seed + same decks + same answers = same game. A change that alters any of these
digests changes how games play: it is either a rules fix (name it in the commit and
record the new digests with ``python tests/determinism/configurations.py --write``) or a
bug."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).parents[2]
DECKS_2PCG = ROOT / "variants" / "twopcg" / "decks"
DIGESTS = Path(__file__).with_name("digests.json")


def _decks(*names: str) -> str:
    return ",".join(str(DECKS_2PCG / f"{name}.toml") for name in names)


#: name -> ``vsrules simulate`` arguments (seed and digest added)
CONFIGURATIONS: dict[str, tuple[str, ...]] = {
    "2pcg-default": ("--variant", "2pcg", "--games", "6"),
    "2pcg-test-decks": ("--variant", "2pcg", "--games", "6", "--decks",
                        _decks("captain-america-avengers-test", "green-goblin-super-villains-test")),
    "2pcg-3-players": ("--variant", "2pcg", "--games", "4", "--players", "3"),
    "2pcg-4-players": ("--variant", "2pcg", "--games", "3", "--players", "4"),
    "2pcg-no-autopass": ("--variant", "2pcg", "--games", "4", "--no-autopass"),
    "2pcg-loki-deadpool": ("--variant", "2pcg", "--games", "4", "--decks",
                           _decks("loki-super-villains", "deadpool-x-men")),
    "2pcg-hope-mirror": ("--variant", "2pcg", "--games", "3", "--decks",
                         _decks("professor-x-x-men", "professor-x-x-men")),
    "2pcg-heuristic": ("--variant", "2pcg", "--games", "2", "--agents", "heuristic,random"),
    "original-default": ("--variant", "original", "--games", "4"),
    "original-3-players": ("--variant", "original", "--games", "2", "--players", "3"),
    "original-no-autopass": ("--variant", "original", "--games", "2", "--no-autopass"),
}


def digests(argv: tuple[str, ...]) -> list[str]:
    out = subprocess.run([sys.executable, "-m", "vsrules.core.cli", "simulate", *argv,
                          "--seed", "7", "--digest", "--json"],
                         capture_output=True, text=True, check=True).stdout
    return json.loads(out)["digests"]  # type: ignore[no-any-return]


def current() -> dict[str, list[str]]:
    return {name: digests(argv) for name, argv in CONFIGURATIONS.items()}


if __name__ == "__main__":
    if sys.argv[1:] == ["--write"]:
        DIGESTS.write_text(json.dumps(current(), indent=1) + "\n")
    else:
        kept = json.loads(DIGESTS.read_text())
        changed = [n for n, d in current().items() if kept.get(n) != d]
        print("changed: " + ", ".join(changed) if changed else "all digests the same")
        sys.exit(1 if changed else 0)
