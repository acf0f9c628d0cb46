"""What the 2005-2007 card scripts share: revealing the top of a deck and putting
cards on the bottom in the order their owner chooses (seed 000 Deck Zone: cards put on
the bottom at once are arranged by their owner), paying ATK, card costs as printed."""

from __future__ import annotations

import attrs

from vsrules.core.cards import CardDef
from vsrules.core.decisions import Choice, Pick
from vsrules.core.effects import Resolve, Step, call
from vsrules.core.game import Game
from vsrules.core.modifiers import UNTIL_TURN


def printed_cost(card: CardDef) -> int:
    """A card's cost as "the value printed in its upper left-hand corner" (seed 000
    Costs): a character's or equipment's recruit cost, a plot twist's or location's
    threshold; a costless character has none (counted as 0 here: it loses nothing)."""
    if card.type in ("plot-twist", "location"):
        return card.threshold or 0
    return card.cost or 0


@call("original.reveal-top")
def _reveal_top(game: Game, res: Resolve, n: int = 4, into: str = "revealed") -> None:
    """Reveal the top ``n`` cards of the controller's deck (they stay in the deck)."""
    top = list(game.zone(res.controller, "deck")[:n])
    res.ctx[into] = top
    names = ", ".join(game.card(u).name for u in top) or "nothing"
    game.log_event("reveal", f"{game.player_name(res.controller)} reveals {names}")


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


@call("original.pay-atk")
def _pay_atk(game: Game, res: Resolve, n: int = 1) -> None:
    """"Pay N ATK this turn": the source gets -N ATK this turn, timestamped as it is
    paid (seed 000 Payment Power Costs)."""
    if res.source is not None and res.source in game.state.objects:
        game.add_modifier(res.source, "atk", "add", -n, until=UNTIL_TURN, source=res.source,
                          controller=res.controller)


def turn_resource_down(game: Game, uid: object) -> None:
    """Turn the chosen resource (``uid``, from an effect's choices) face down, if it is
    still a face-up resource."""
    o = game.state.objects.get(uid) if isinstance(uid, int) else None
    if o is not None and o.zone == "resources" and o.face_up:
        game.turn_face(o, False)
        game.log_event("effect", f"{game.card(o).name} is turned face down")
