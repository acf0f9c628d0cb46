"""How many questions a person at the table is asked per turn of the original edition, with
the play flow the game screen gives a person, before smart stops (auto-pass of pass-only
decisions and the default stops) and with them. The person's seat is played by the
heuristic agent on the bundled decks; a question is a decision the flow does not answer.

    .venv/bin/python tests/tui/questions_per_turn.py [games] [turns]
"""

from __future__ import annotations

import sys
from typing import Any

from vsrules.core.ai.agent import ask
from vsrules.core.autopass import SeatFlow
from vsrules.core.game import Game
from vsrules.core.plugins import default_registry
from vsrules.core.setup import Setup
from vsrules.tui.decks import deck_choices


def questions(registry: Any, smart: bool, seed: int, turns: int) -> tuple[int, int, int]:
    """(questions to seat 0, priority questions among them, turns played) in one game."""
    variant = registry.variant("original")
    decks, _note = deck_choices(variant)
    setup = Setup("original", seed, [decks[0].spec, decks[min(1, len(decks) - 1)].spec])
    game = Game.create(variant, setup, registry.hooks)
    agents = registry.agents()
    name = "heuristic" if "heuristic" in agents else next(iter(agents))
    players = [agents[name](seed * 31 + i) for i in range(2)]
    flow = SeatFlow(smart=smart)
    asked = priority = 0
    while not game.over and game.state.turn <= turns:
        pending = game.pending
        if pending.player == 0:
            auto = flow.answer(game, pending)
            if auto is not None:
                game.apply(auto)
                continue
            if game.state.turn:
                asked += 1
                priority += pending.kind == "priority"
        game.apply(ask(players[pending.player], game, pending))
    return asked, priority, min(game.state.turn, turns)


def main(games: int = 4, turns: int = 12) -> None:
    registry = default_registry()
    for smart in (False, True):
        asked = priority = played = 0
        for g in range(games):
            a, p, t = questions(registry, smart, 100 + g, turns)
            asked, priority, played = asked + a, priority + p, played + t
        label = "smart stops" if smart else "before     "
        print(f"{label}: {asked / played:5.1f} questions per turn "
              f"({priority / played:4.1f} priority), {played} turns in {games} games")


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:3]))
