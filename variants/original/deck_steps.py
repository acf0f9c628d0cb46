"""Steps on the top and bottom of a deck: revealing its top cards, and putting cards on
its bottom in the order their owner chooses (seed 000 Deck Zone: cards put on the bottom
at once are arranged by their owner)."""

from __future__ import annotations

import attrs

from vsrules.core.decisions import Choice, Pick
from vsrules.core.effects import Resolve, Step
from vsrules.core.game import Game


def reveal_top(game: Game, res: Resolve, n: int, into: str) -> None:
    """Reveal the top ``n`` cards of the controller's deck (they stay in the deck), stored
    in ``into``."""
    top = list(game.zone(res.controller, "deck")[:n])
    res.ctx[into] = top
    names = ", ".join(game.card(u).name for u in top) or "nothing"
    game.log_event("reveal", f"{game.player_name(res.controller)} reveals {names}")


@attrs.frozen
class RevealTop(Step):
    """"Reveal the top N cards of your deck": the cards, still in the deck, in ``into``."""

    n: int = 1
    into: str = "revealed"

    def run(self, game: Game, res: Resolve) -> None:
        reveal_top(game, res, self.n, self.into)


@attrs.frozen
class BottomInOrder(Step):
    """Put the referenced cards still in the controller's deck on its bottom, one at a
    time in the order the controller picks (the last one put there is the bottom card)."""

    ref: str
    prompt: str = "Put which card on the bottom of your deck next?"

    def run(self, game: Game, res: Resolve) -> None:
        deck = game.zone(res.controller, "deck")
        left = [u for u in res.uids(game, self.ref) if u in deck]
        res.ctx[self.ref] = left
        if len(left) > 1:
            game.ask(res.controller, "choose", self.prompt, [Pick(u) for u in left],
                     source=res.source, effect=res.name)
        elif left:
            _to_bottom(game, left[0])

    def receive(self, game: Game, res: Resolve, choice: Choice) -> None:
        assert isinstance(choice, Pick)
        _to_bottom(game, int(choice.value))
        res.ctx[self.ref] = [u for u in res.ctx[self.ref] if u != choice.value]
        res.splice([BottomInOrder(self.ref, self.prompt)])


def _to_bottom(game: Game, uid: int) -> None:
    game.move(uid, "deck", cause="put on the bottom of the deck")
