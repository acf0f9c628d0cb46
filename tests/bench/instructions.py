"""CPU instructions per decision of random games, counted by valgrind (cachegrind).

Wall-clock rates on a shared machine move by 20-30% from run to run; the instruction
count hardly does: hash seeds are fixed, and address randomization is turned off with
``setarch -R`` where there is one (with it, about +-70 instructions per decision between
runs of the same code; without, memory layout moves it by up to +-0.3%). Use it to judge
a speed change before and after:

    python tests/bench/instructions.py 2pcg --games 5
    python tests/bench/instructions.py 2pcg --games 5 \\
        --decks captain-america-avengers-test,green-goblin-super-villains-test

It runs the same simulation twice under cachegrind, once with no games (imports, loading
the cards, a warm-up game) and once with ``--games``, and divides the difference by the
decisions. With ``--cold`` there is no warm-up game: the difference holds what the first
game of a process works out once (card scripts, card-pool tables), as the time
``vsrules simulate`` reports does. Needs valgrind on the PATH. Not a test: pytest does
not collect it.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

#: what each of the two runs does (``--games 0``: everything but the games counted)
_PLAY = """
import sys
from pathlib import Path
from vsrules.core.decks import load_deck
from vsrules.core.plugins import default_registry
from vsrules.core.simulate import simulate

registry = default_registry()
variant = registry.variant(sys.argv[1])
games, names = int(sys.argv[2]), [n for n in sys.argv[3].split(",") if n]
folder = Path(sys.modules[type(variant).__module__].__file__).parent / "decks"
paths = [folder / f"{n}.toml" for n in names] or sorted(folder.glob("*.toml"))[:2]
decks = [load_deck(p, variant.card_db()).spec() for p in paths]
agent = registry.agents()["random"]
if sys.argv[4] != "cold":
    simulate(registry, variant.id, decks, 1, 99, [agent, agent])  # warm-up: caches, tables
report = simulate(registry, variant.id, decks, games, 1, [agent, agent]) if games else None
print(report["decisions"] if report else 0)
"""


def _count(variant: str, games: int, decks: str, cold: bool) -> tuple[int, int]:
    """(decisions, instructions) of one run under cachegrind."""
    with tempfile.TemporaryDirectory() as tmp:
        script = Path(tmp) / "play.py"
        script.write_text(_PLAY)
        env = dict(os.environ, PYTHONHASHSEED="0", PYTHONDONTWRITEBYTECODE="1")
        steady = ["setarch", "-R"] if shutil.which("setarch") else []
        done = subprocess.run(
            [*steady, "valgrind", "--tool=cachegrind", "--cache-sim=no",
             f"--cachegrind-out-file={Path(tmp) / 'out'}", sys.executable, str(script),
             variant, str(games), decks, "cold" if cold else "warm"],
            capture_output=True, text=True, env=env, check=True)
    found = re.search(r"I\s+refs:\s+([\d,]+)", done.stderr)
    if found is None:
        raise SystemExit(f"valgrind printed no instruction count:\n{done.stderr[-2000:]}")
    return int(done.stdout.strip() or 0), int(found.group(1).replace(",", ""))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("variant", help="variant id: 2pcg or original")
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--decks", default="", help="deck file names in the variant's "
                        "decks folder, comma-separated, without .toml (default: the first two)")
    parser.add_argument("--cold", action="store_true", help="no warm-up game: count the "
                        "first game's one-time work too, as vsrules simulate's time does")
    args = parser.parse_args()
    if args.games < 1:
        parser.error("--games must be at least 1")
    _, fixed = _count(args.variant, 0, args.decks, args.cold)
    decisions, total = _count(args.variant, args.games, args.decks, args.cold)
    print(f"{args.variant} {args.decks or 'default decks'}{' (cold)' if args.cold else ''}: "
          f"{decisions} decisions, "
          f"{round((total - fixed) / decisions):,} instructions/decision")


if __name__ == "__main__":
    main()
