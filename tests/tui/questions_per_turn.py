"""How many questions a person at the table is asked per turn, with the play flow the game
screen gives a person, before smart stops (auto-pass of pass-only decisions and the
default stops) and with them. The person's seat is played by the heuristic agent on the
bundled decks; a question is a decision the flow does not answer. For 2PCG it also
counts the combat questions, and those asked while the person holds a plot twist. With
smart stops it breaks the questions down by where they come: the phase or step, whose
step it is, and for a priority question what it comes for (an action of the step, an
attack, an effect on the chain, the step alone).

    .venv/bin/python tests/tui/questions_per_turn.py [variant] [games] [turns]

(variant: original by default, or 2pcg)
"""

from __future__ import annotations

import sys
from collections import Counter
from typing import Any

from vsrules.core.ai.agent import ask
from vsrules.core.autopass import STEP_ACTIONS, SeatFlow
from vsrules.core.decisions import Decision
from vsrules.core.game import Game
from vsrules.core.plugins import default_registry
from vsrules.core.setup import Setup
from vsrules.tui.decks import deck_choices


def holds_plot_twist(game: Game, player: int) -> bool:
    return any(game.card(o).type == "plot-twist" for o in game.state.objects.values()
               if o.zone == "hand" and o.owner == player)


def where(game: Game, decision: Decision) -> str:
    """Where a question comes: "own build:recruit, priority for an attack"."""
    st = game.state
    owner = st.step_owner if st.step_owner is not None else st.active
    place = f"{'own' if owner == decision.player else 'other'} {game.variant.phase_name(game)}"
    if decision.kind != "priority":
        return f"{place}, {decision.kind}"
    if any(isinstance(o, STEP_ACTIONS) for o in decision.options):
        why = "an action of the step"
    elif st.chain:
        why = "an effect on the chain"
    elif st.flags.get("attack"):
        why = "an attack"
    else:
        why = "the step"
    return f"{place}, priority for {why}"


def questions(registry: Any, variant_id: str, smart: bool, seed: int,
              turns: int) -> tuple[Counter[str], int]:
    """The questions to seat 0 by kind (with "combat+plot-twist": combat questions while
    it holds a plot twist; "at ..." keys: by where they come), and the turns played, in
    one game."""
    variant = registry.variant(variant_id)
    decks, _note = deck_choices(variant)
    setup = Setup(variant_id, seed, [decks[0].spec, decks[min(1, len(decks) - 1)].spec])
    game = Game.create(variant, setup, registry.hooks)
    agents = registry.agents()
    name = "heuristic" if "heuristic" in agents else next(iter(agents))
    players = [agents[name](seed * 31 + i) for i in range(2)]
    flow = SeatFlow(smart=smart)
    asked: Counter[str] = Counter()
    while not game.over and game.state.turn <= turns:
        pending = game.pending
        if pending.player == 0:
            auto = flow.answer(game, pending)
            if auto is not None:
                game.apply(auto)
                continue
            if game.state.turn:
                asked["all"] += 1
                asked[pending.kind] += 1
                asked["at " + where(game, pending)] += 1
                if pending.kind == "combat" and holds_plot_twist(game, 0):
                    asked["combat+plot-twist"] += 1
        game.apply(ask(players[pending.player], game, pending))
    return asked, min(game.state.turn, turns)


def main(variant_id: str = "original", games: int = 4, turns: int = 12) -> None:
    registry = default_registry()
    for smart in (False, True):
        asked: Counter[str] = Counter()
        played = 0
        for g in range(games):
            a, t = questions(registry, variant_id, smart, 100 + g, turns)
            asked, played = asked + a, played + t
        label = "smart stops" if smart else "before     "
        extra = (f"({asked['priority'] / played:4.1f} priority)" if variant_id == "original"
                 else f"({asked['combat'] / played:4.2f} combat, "
                      f"{asked['combat+plot-twist'] / played:4.2f} holding a plot twist)")
        print(f"{label}: {asked['all'] / played:5.2f} questions per turn {extra}, "
              f"{played} turns in {games} games")
        if smart:
            at = sorted(((n, k[3:]) for k, n in asked.items() if k.startswith("at ")),
                        reverse=True)
            for n, k in at:
                print(f"  {n / played:5.2f}  {k}")


if __name__ == "__main__":
    args = sys.argv[1:]
    vid = args.pop(0) if args and not args[0].isdigit() else "original"
    main(vid, *(int(a) for a in args[:2]))
