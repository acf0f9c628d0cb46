"""Random-agent decisions per CPU second of this checkout against another one, measured
in one run, alternating the two, for several rounds:

    python tests/bench/against.py /path/to/other/checkout --rounds 3

Each checkout plays with its own ``.venv`` (``vsrules simulate --json``): 2PCG with the
default decks, 2PCG with the test decks, and the original edition. Prints each round's
figures and the ratio (this checkout / the other) per configuration, with the median of
the rounds. Not a test: pytest does not collect it.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parents[2]
TEST_DECKS = ",".join(
    str(HERE / "variants" / "twopcg" / "decks" / f"{name}.toml")
    for name in ("captain-america-avengers-test", "green-goblin-super-villains-test"))
CONFIGURATIONS = {
    "2pcg default decks": ["--variant", "2pcg"],
    "2pcg test decks": ["--variant", "2pcg", "--decks", TEST_DECKS],
    "original": ["--variant", "original"],
}


def rate(checkout: Path, args: list[str], games: int) -> float:
    out = subprocess.run(
        [str(checkout / ".venv" / "bin" / "vsrules"), "simulate", *args, "--games", str(games),
         "--seed", "1", "--json"], check=True, capture_output=True, text=True, cwd=checkout)
    return float(json.loads(out.stdout)["decisions_per_cpu_second"])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("other", type=Path, help="the checkout to compare with")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--games", type=int, default=100)
    ns = parser.parse_args()
    ratios: dict[str, list[float]] = {name: [] for name in CONFIGURATIONS}
    for r in range(ns.rounds):
        for name, args in CONFIGURATIONS.items():
            first, second = (HERE, ns.other) if r % 2 == 0 else (ns.other, HERE)
            rates = {first: rate(first, args, ns.games), second: rate(second, args, ns.games)}
            ratio = rates[HERE] / rates[ns.other]
            ratios[name].append(ratio)
            print(f"round {r + 1} {name}: this {rates[HERE]:.0f}, other {rates[ns.other]:.0f}"
                  f" decisions per CPU second, ratio {ratio:.2f}", flush=True)
    for name, values in ratios.items():
        print(f"{name}: ratio median {statistics.median(values):.2f} "
              f"({', '.join(f'{v:.2f}' for v in values)})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
