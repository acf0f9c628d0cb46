"""The original edition's card-data words about effects being played (docs/cards.md,
original section): targets that are players or effects on the chain (an activated
power's ``targets``), negating an effect, and what a player can't play this turn."""

from __future__ import annotations

from typing import Any

import attrs

from vsrules.core.card_powers import effect_word, target_kind
from vsrules.core.effects import Resolve, Step
from vsrules.core.game import Game
from vsrules.core.state import ChainLink

from .affiliations import has_team
from .recruiting import negate_link
from .targets import LINK_TESTS, Links, Players, known_link_test
from .tracking import note

PLAYER_SIDES = ("any", "opponent", "self")


def _players(value: Any) -> Players:
    """``{ players = "any" | "opponent" | "self" }``: a target player."""
    if value not in PLAYER_SIDES:
        raise ValueError(f"must be one of: {', '.join(PLAYER_SIDES)}, got {value!r}")
    return Players(value)


def _links(value: Any) -> Links:
    """``{ links = [tests] }``: a target effect on the chain passing every test."""
    if not isinstance(value, list) or not all(isinstance(t, str) for t in value):
        raise ValueError(f"must be a list of effect tests, got {value!r}")
    for t in value:
        if not known_link_test(t):
            raise ValueError(f"unknown effect test {t!r} (known: opponent-targets-yours:"
                             "<affiliation>)")
    return Links(tuple(value))


target_kind("players", _players)
target_kind("links", _links)


def _opponent_targets_yours(game: Game, link: ChainLink, controller: int,
                            _source: int | None, team: str) -> bool:
    """"opponent-targets-yours:<affiliation>": an effect an opponent controls, not
    negated, that targets a character in play you control with that affiliation (Sensor:
    "an effect an opponent controls that targets a Legionnaires character you
    control")."""
    if link.controller in (controller, -1) or link.negated:
        return False
    objs = game.state.objects
    return any(t in objs and objs[t].controller == controller and
               objs[t].zone in ("front", "back") and has_team(game, objs[t], team)
               for t in link.targets)


LINK_TESTS["opponent-targets-yours"] = _opponent_targets_yours


@attrs.frozen
class Negate(Step):
    """Negate the effect on the chain a target names (509.1: it will not resolve; a card
    representing it goes to its owner's KO'd pile)."""

    target: str = "t0"

    def run(self, game: Game, res: Resolve) -> None:
        wanted = res.value(self.target)
        for link in game.state.chain:
            if link.id == wanted:
                negate_link(game, link)


@attrs.frozen
class BanPlotCost(Step):
    """"That player can't play plot twists with cost equal to the revealed card's cost
    this turn" (The Riddler): the printed cost of the card ``card`` names is banned for
    the player ``player`` names until the end of the turn."""

    player: str = "t0"
    card: str = "revealed"

    def run(self, game: Game, res: Resolve) -> None:
        p, shown = res.value(self.player), res.value(self.card)
        if not isinstance(p, int) or not isinstance(shown, int) or \
                shown not in game.state.objects:
            return
        note(game, "banned-costs", [p, game.card(shown).cost])


#: negate the target effect on the chain
effect_word("negate", Negate)
#: a player can't play plot twists with the cost of a card this turn
effect_word("ban-plot-cost", BanPlotCost)
