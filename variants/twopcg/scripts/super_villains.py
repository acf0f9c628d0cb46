"""Super Villains cards of The Marvel Battles (MNB-079...MNB-104): the villains' choice
steps (card data words ``choose-enemy-player``, ``pick-card``; ``name-card`` is core's).

Every card's powers are data (cards/mnb.toml); keyword-only cards and The Vault need
nothing more than the rules.
"""

from __future__ import annotations

import attrs

from vsrules.core.card_powers import effect_word
from vsrules.core.decisions import Choice, Pick
from vsrules.core.effects import (
    PicksOne,
    Resolve,
    Step,
)
from vsrules.core.game import Game
from vsrules.core.seating import next_player

from ..uniqueness import named_like_main

ROWS = ("front", "back")


# -- steps this team needs (they ask a question, so they can't be Calls) --------------------
def _enemies(game: Game, player: int) -> list[int]:
    """Enemy players still in the game, in seating order after ``player``."""
    out = []
    p = next_player(game, player)
    while p != player:
        out.append(p)
        p = next_player(game, p)
    return out


@attrs.frozen
class VillainsChooseEnemy(Step):
    """Choose an enemy player (no question when only one is left); stored in ``into``."""

    into: str = "enemy"
    prompt: str = "Choose an enemy player"

    def run(self, game: Game, res: Resolve) -> None:
        enemies = _enemies(game, res.controller)
        if len(enemies) <= 1:
            res.ctx[self.into] = enemies[0] if enemies else None
            return
        game.ask(res.controller, "choose", self.prompt, [Pick(p) for p in enemies],
                 source=res.source, effect=res.name)

    def receive(self, game: Game, res: Resolve, choice: Choice) -> None:
        assert isinstance(choice, Pick)
        res.ctx[self.into] = int(choice.value)


@attrs.frozen
class VillainsPickCard(PicksOne, Step):
    """Pick a card outside play (a KO pile) that the named filter accepts."""

    filter: str = attrs.field(validator=lambda _s, _a, v: _known_filter(v))
    into: str = "t"
    prompt: str = "Choose a card"
    optional: bool = False

    def run(self, game: Game, res: Resolve) -> None:
        found = FILTERS[self.filter](game, res)
        if not found:
            res.ctx[self.into] = None
            return
        self.ask_pick(game, res, res.controller, "target", self.prompt, found, self.optional)


def _known_filter(name: str) -> None:
    if name not in FILTERS:
        raise ValueError(f"unknown card filter {name!r} (known: {', '.join(sorted(FILTERS))})")


def _mischief_plots(game: Game, res: Resolve) -> list[int]:
    """Any Turn Combat plot twists in your KO pile whose team requirement you meet."""
    out = []
    for u in game.zone(res.controller, "ko"):
        card = game.card(u)
        if card.type != "plot-twist" or card.timing != "combat" or not card.any_turn:
            continue
        team = card.team_requirement
        if team and not any(game.has_team(o, team) for o in game.characters(res.controller)
                            if o.face_up and not o.stunned):
            continue
        activated = game.variant.card_script(card).find_activated(card.name)
        if activated is None or not activated.usable(game, game.state.objects[u]):
            continue
        out.append(u)
    return out


def _enemy_ko_characters(game: Game, res: Resolve) -> list[int]:
    """Supporting characters in enemy KO piles that may stand on your side."""
    out = []
    for p in _enemies(game, res.controller):
        for u in game.zone(p, "ko"):
            card = game.card(u)
            if card.type == "character" and not named_like_main(game, res.controller, card.name):
                out.append(u)
    return out


FILTERS = {"mischief-plot": _mischief_plots, "enemy-ko-character": _enemy_ko_characters}

# the words card data says them with (docs/cards.md)
effect_word("choose-enemy-player", VillainsChooseEnemy)
effect_word("pick-card", VillainsPickCard)
