"""Effect steps only 2PCG has (the rest are core.effects)."""

from __future__ import annotations

import attrs

from vsrules.core.card_powers import effect_word
from vsrules.core.decisions import Choice, Pick
from vsrules.core.effects import Resolve, Step
from vsrules.core.game import Game
from vsrules.core.modifying_steps import count_found
from vsrules.core.seating import next_player
from vsrules.core.selectors import Sel

from .levels import gain_xp


@attrs.frozen
class CancelCombat(Step):
    def run(self, game: Game, res: Resolve) -> None:
        if game.state.flags.get("combat"):
            game.state.flags["cancel_combat"] = True
            game.log_event("cancel", f"{res.name} cancels the combat")


@attrs.frozen
class ChooseEnemyRow(Step):
    """Pick an enemy player's row ("2:front"); stores the list of its characters."""

    into: str = "row"

    def run(self, game: Game, res: Resolve) -> None:
        options: list[Choice] = []
        p = next_player(game, res.controller)
        while p != res.controller:
            for row in ("front", "back"):
                options.append(Pick(f"{p}:{row}"))
            p = next_player(game, p)
        if not options:
            res.ctx[self.into] = []
            return
        game.ask(res.controller, "choose", "Choose an enemy row", options, source=res.source)

    def receive(self, game: Game, res: Resolve, choice: Choice) -> None:
        assert isinstance(choice, Pick)
        player, _, row = str(choice.value).partition(":")
        res.ctx[self.into] = list(game.zone(int(player), row))


@attrs.frozen
class GainXp(Step):
    """Put XP on the Level 2 card of the source's main character (2PCG rulebook, Level
    Up Powers); levels up at the threshold. ``per``: ``n`` for each object the selection
    finds (none: no XP)."""

    n: int = 1
    target: str = "source"
    per: Sel | None = None

    def run(self, game: Game, res: Resolve) -> None:
        n = self.n
        if self.per is not None:
            n *= count_found(game, res, self.per)
            if not n:
                return
        for u in res.uids(game, self.target):
            gain_xp(game, u, n)


# the 2PCG words of card data (docs/cards.md)
effect_word("gain-xp", GainXp)
effect_word("cancel-combat", CancelCombat)
effect_word("choose-enemy-row", ChooseEnemyRow)
