"""The chain and priority (original edition, usable by any variant that wants them).

Effects go on top of the chain and resolve last in, first out. Priority passes
clockwise; when every player in the game passes in succession, the top effect
resolves (its targets re-checked by the variant), or with an empty chain the round
ends and the game moves on. After a player plays an effect that player gets priority
again; after a resolution the primary player does (original CR, Priority / 505).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from .decisions import PASS, Choice, Pass
from .frames import Frame
from .seating import next_player, players_in_game
from .state import ChainLink
from .words import ability_words

if TYPE_CHECKING:
    from .game import Game


def add_link(game: Game, effect: str, controller: int, *, source: int | None = None,
             card: str | None = None, targets: list[int] | None = None,
             **data: Any) -> ChainLink:
    st = game.state
    link = ChainLink(st.next_uid, controller, effect, source, card, list(targets or []), data)
    st.next_uid += 1
    st.chain.append(link)
    game.log_event("chain-add", f"{link_words(game, link)} goes on the chain", link=link.id,
                   effect=effect)
    return link


#: the chain's effects with no card of their own, in words
EFFECT_WORDS = {"normal-draw": "The normal draw", "power-up": "A power-up",
                "reinforce": "A reinforcement"}


def link_words(game: Game, link: ChainLink) -> str:
    """An effect on the chain in words: its card and power (a recruit as such), else its
    kind; then what it targets ("Thor: Lightning Strike on Hulk")."""
    if link.card is None or link.card not in game.cards.by_id:
        words = EFFECT_WORDS.get(link.effect, link.effect.replace("-", " ").capitalize())
    else:
        card = game.cards.get(link.card).name
        power = ability_words(str(link.data.get("name") or link.data.get("ability") or ""))
        words = f"{card}: {power}" if power and power != card else card
        if link.effect == "recruit":
            words = f"Recruiting {card}"
    objs = game.state.objects
    named = [game.name_of(u) for u in link.targets if u in objs]
    return f"{words} on {' and '.join(named)}" if named else words


@attrs.define
class PriorityRound(Frame):
    """Priority within one phase, step or substep, until all pass on an empty chain."""

    primary: int
    holder: int = -1
    passes: int = 0

    def run(self, game: Game) -> None:
        if self.holder < 0:
            self.holder = self.primary
        if self.passes >= players_in_game(game):
            if game.state.chain:
                link = game.state.chain.pop()
                self.passes, self.holder = 0, self.primary
                if link.negated:
                    game.log_event("chain-negated", f"{link_words(game, link)} is negated",
                                   link=link.id)
                    return
                game.log_event("chain-resolve", f"{link_words(game, link)} resolves",
                               link=link.id)
                game.variant.resolve_link(game, link)
                return
            game.pop(self)
            return
        if game.state.players[self.holder].out:
            # a player who has left the game is skipped (the primary player too): priority
            # goes on to the next player still in it
            self.holder = next_player(game, self.holder)
        options: list[Choice] = [PASS]
        options.extend(game.variant.priority_actions(game, self.holder))
        game.ask(self.holder, "priority", "You have priority: act or pass", options,
                 is_action=True)

    def receive(self, game: Game, choice: Choice) -> None:
        if isinstance(choice, Pass):
            self.passes += 1
            self.holder = next_player(game, self.holder)
            return
        game.variant.perform(game, self.holder, choice)
        self.passes = 0
