"""The original edition's words for card data (docs/cards.md, original section): effect
steps (``do = ...``), conditions (``only_if``) and the object tests selections name
(``tests``, in ``targets.py``). Each word is a rule of this edition that card files can
name; the cards' printed text says which."""

from __future__ import annotations

from typing import Any

import attrs

from vsrules.core.card_conditions import condition_word
from vsrules.core.card_powers import data_type, effect_word, value
from vsrules.core.effects import Resolve, Step
from vsrules.core.game import Game
from vsrules.core.objects import GameObject
from vsrules.core.selectors import ARG_TESTS, Sel

from .affiliations import LoseTeamsDefending, controls_team, has_team
from .combat import attacking
from .deck_steps import BottomInOrder, RevealTop
from .positions import area
from .steps import (
    BreakthroughMayStun,
    DelayFor,
    Discard,
    ExchangePositions,
    LeavePlay,
    LoseEndurance,
    NoMorePlotTwists,
    OncePerTurn,
    PayEndurance,
    Recover,
    RemoveCosmicCost,
    RemoveFromAttack,
    TurnResourceDown,
    UnlessOpponentDiscards,
    WeakenOpposingDefenders,
    searched,
)
from .targets import Objects, Players, Selector, Target
from .tracking import (
    asked_by_words,
    attacks_this_turn,
    defender_stunned_under_opponent,
    left_play_this_turn,
    noted,
    once_per_turn_ok,
    plots_played_this_turn,
    substituted_this_turn,
    use_once,
)


# -- effect words ---------------------------------------------------------------------------
@attrs.frozen
class Searched(Step):
    """A search of a deck ends (``player``: the deck's owner, the controller by default):
    the deck is shuffled, and "whenever a player searches a deck" triggers."""

    player: str = "controller"

    def run(self, game: Game, res: Resolve) -> None:
        owner = res.value(self.player)
        if isinstance(owner, int):
            game.shuffle(owner)
            searched(game, res.controller, owner)


@attrs.frozen
class GainEndurance(Step):
    """A player (``player``, the controller by default) gains ``amount`` endurance."""

    player: str = "controller"
    amount: int = 1

    def run(self, game: Game, res: Resolve) -> None:
        p = res.value(self.player)
        if not isinstance(p, int) or self.amount <= 0:
            return
        player = game.state.players[p]
        player.endurance += self.amount
        game.log_event("endurance", f"{player.name} gains {self.amount} endurance "
                       f"({res.name}): {player.endurance}", player=p, gained=self.amount)


#: a player loses endurance / gains endurance (``player``, ``amount``; with ``with-x``:
#: "endurance equal to its cost")
effect_word("lose-endurance", LoseEndurance)
effect_word("gain-endurance", GainEndurance)
#: "look through your deck for ...": the search ends, the deck is shuffled
effect_word("searched", Searched)
#: "discard a card" (``chooser``, ``n``; ``kind = "pay"`` as a cost)
effect_word("discard", Discard)
#: "unless an opponent discards N cards, ...": each opponent in turn may stop ``then``
effect_word("unless-opponent-discards", UnlessOpponentDiscards)
#: the cost "remove a cosmic counter from a character you control"
effect_word("remove-cosmic", RemoveCosmicCost)
#: part of a "use only once per turn" cost: this power is used this turn (with the
#: condition ``once-per-turn``)
effect_word("used-once", OncePerTurn)
#: a delayed trigger with a duration ("the next time ... this attack")
effect_word("delay-for", DelayFor)
#: put an object out of play ("remove Micro-Chip from the game" as a cost)
effect_word("leave-play", LeavePlay)
#: turn a face-up resource face down (it can be played again)
effect_word("turn-resource-down", TurnResourceDown)
#: reveal the top N cards of your deck (``into``, "revealed")
effect_word("reveal-top", RevealTop)
#: put the listed cards still in your deck on its bottom in the order you choose
effect_word("bottom-in-order", BottomInOrder)
#: opposing characters with cost ``max_cost`` or less lose all affiliations while
#: defending this turn
effect_word("lose-teams-defending", LoseTeamsDefending)
#: this turn, the target's breakthrough may be replaced by stunning a character whose
#: DEF is no greater than its amount
effect_word("breakthrough-may-stun", BreakthroughMayStun)
#: pay endurance as a cost (``amount``)
effect_word("pay-endurance", PayEndurance)
#: this resource and the target resource exchange positions
effect_word("exchange-positions", ExchangePositions)
#: opposing characters lose and can't have reinforcement and get -2 DEF while defending
#: this turn
effect_word("weaken-opposing-defenders", WeakenOpposingDefenders)
#: you can't play plot twists for the rest of this turn
effect_word("no-more-plot-twists", NoMorePlotTwists)
#: recover stunned characters (face up, still exhausted; "recovers" happens)
effect_word("recover", Recover)
#: take an attacker out of this attack
effect_word("remove-from-attack", RemoveFromAttack)
#: a target of a triggered power, chosen as it goes on the chain (at the head of its
#: effect) and checked again as it resolves: ``sel`` a selection, or
#: ``{ players = "any" | "opponent" | "self" }``
effect_word("target", Target)


def _selector(data: Any) -> Selector:
    """A ``target`` step's ``sel``: a selection of objects, or of players."""
    if isinstance(data, dict) and set(data) == {"players"}:
        return Players(value(data["players"], str))
    return Objects(value(data, Sel))


data_type(Selector, _selector)


# -- object tests with a value (the others: ``targets.TESTS``) --------------------------------
def _team(game: Game, obj: GameObject, _controller: int, _source: int | None, team: str) -> bool:
    """"team:<affiliation>": the object has it by this edition's rules (printed, granted,
    crossed over; lost by a defender that loses them all), unlike ``team``, the
    printed or granted one."""
    return has_team(game, obj, team)


def _threshold_at_most(game: Game, obj: GameObject, _controller: int, _source: int | None,
                       n: str) -> bool:
    """"threshold-at-most:N": a plot twist's or location's threshold cost is N or less."""
    return (game.card(obj).threshold or 0) <= int(n)


def _any_team(game: Game, obj: GameObject, _controller: int, _source: int | None,
              teams: str) -> bool:
    """"any-team:A/B": the object has one of the affiliations (by this edition's rules)."""
    return any(has_team(game, obj, team) for team in teams.split("/"))


def _version(game: Game, obj: GameObject, _controller: int, _source: int | None,
             version: str) -> bool:
    """"version:<version>": the card has that printed version ("a Team-Up card", seed 000
    202.3: a version, not what players call the card)."""
    return game.card(obj).version == version


ARG_TESTS["team"] = _team
ARG_TESTS["version"] = _version
ARG_TESTS["any-team"] = _any_team
ARG_TESTS["threshold-at-most"] = _threshold_at_most


# -- conditions -------------------------------------------------------------------------------
def _player_of(obj: GameObject) -> int:
    """Who would play a card: its controller in play, its owner elsewhere (a plot twist
    in hand)."""
    return obj.controller if obj.in_play else obj.owner


def _ready(game: Game, src: GameObject, _arg: str, _name: str) -> bool:
    """The card is ready: not exhausted, not stunned ("activate" needs it)."""
    return not src.exhausted and not src.stunned


def _exhausted(game: Game, src: GameObject, _arg: str, _name: str) -> bool:
    """The card is exhausted ("as long as ... is exhausted")."""
    return src.exhausted


def _endurance_at_least(game: Game, src: GameObject, n: str, _name: str) -> bool:
    """Its controller has at least N endurance (to pay it)."""
    return game.state.players[src.controller].endurance >= int(n)


def _endurance_at_most(game: Game, src: GameObject, n: str, _name: str) -> bool:
    """Its controller has N or less endurance ("and you have 25 or less endurance")."""
    return game.state.players[src.controller].endurance <= int(n)


def _first_plot_twist(game: Game, src: GameObject, _arg: str, _name: str) -> bool:
    """Its player has played no plot twist this turn."""
    return plots_played_this_turn(game, _player_of(src)) == 0


def _triggers_once_per_turn(game: Game, src: GameObject, _arg: str, name: str) -> bool:
    """"This power triggers only once per turn" (seed 004 item 6): only the first time its
    event happens each turn (put last in ``only_if``: asking it notes the trigger)."""
    key = f"{src.uid}:{name}:triggered"
    if not once_per_turn_ok(game, key):
        return False
    use_once(game, key)
    return True


def _combat_phase(game: Game, _src: GameObject, _arg: str, _name: str) -> bool:
    return game.state.phase.startswith("combat")


def _controls_team(game: Game, src: GameObject, team: str, _name: str) -> bool:
    """Its player controls a non-stunned character with the affiliation."""
    return controls_team(game, _player_of(src), team)


def _substituted(game: Game, src: GameObject, _arg: str, _name: str) -> bool:
    """Its controller substituted a character this turn."""
    return substituted_this_turn(game, src.controller)


def _left_play(game: Game, src: GameObject, team: str, _name: str) -> bool:
    """A character with the affiliation left play under its controller this turn."""
    return left_play_this_turn(game, src.controller, team)


def _has_cosmic_counter(game: Game, src: GameObject, _arg: str, _name: str) -> bool:
    """Its controller controls a character with a cosmic counter (a cost may remove it)."""
    return any(o.count("cosmic") for o in game.characters(src.controller))


def _once_per_turn(game: Game, src: GameObject, _arg: str, name: str) -> bool:
    """This power of this object was not used this turn (its cost has ``used-once``)."""
    return once_per_turn_ok(game, f"{src.uid}:{name}")


def _visible(game: Game, src: GameObject, _arg: str, _name: str) -> bool:
    """The card is in its player's visible area (not the hidden area)."""
    return area(src) == "visible"


def _first_attack(game: Game, src: GameObject, _arg: str, _name: str) -> bool:
    """During its player's first attack this turn."""
    att = attacking(game)
    player = _player_of(src)
    return att is not None and att["player"] == player and attacks_this_turn(game, player) == 1


def _not_in_combat(game: Game, src: GameObject, _arg: str, _name: str) -> bool:
    """This character has not been in combat this turn."""
    return src.uid not in noted(game, "in-combat")


def _atk_at_least(game: Game, src: GameObject, n: str, _name: str) -> bool:
    """It has at least N ATK (what a "pay N ATK" cost needs: seed 000 Payment Power
    Costs)."""
    return game.stat(src, "atk") >= int(n)


def _no_defender_stunned_under_opponent(game: Game, src: GameObject, _arg: str,
                                        _name: str) -> bool:
    """No defender became stunned this turn while an opponent of its player controlled it."""
    return not defender_stunned_under_opponent(game, _player_of(src))


def _opponent_hand_at_most(game: Game, src: GameObject, n: str, _name: str) -> bool:
    """An opponent still in the game has N or fewer cards in hand."""
    return any(len(p.zones["hand"]) <= int(n) for p in game.state.players
               if p.index != src.controller and not p.out)


condition_word("ready", _ready)
condition_word("exhausted", _exhausted)
condition_word("combat-phase", _combat_phase)
condition_word("first-plot-twist", _first_plot_twist)
asked_by_words("plots-played", "first-plot-twist")
condition_word("endurance-at-least", _endurance_at_least, argument=True)
condition_word("endurance-at-most", _endurance_at_most, argument=True)
condition_word("controls-team", _controls_team, argument=True)
condition_word("substituted-this-turn", _substituted)
condition_word("left-play-this-turn", _left_play, argument=True)
condition_word("has-cosmic-counter", _has_cosmic_counter)
condition_word("once-per-turn", _once_per_turn)
condition_word("triggers-once-per-turn", _triggers_once_per_turn)
condition_word("visible", _visible)
condition_word("first-attack", _first_attack)
condition_word("opponent-hand-at-most", _opponent_hand_at_most, argument=True)
condition_word("not-in-combat-this-turn", _not_in_combat)
asked_by_words("in-combat", "not-in-combat-this-turn")
condition_word("atk-at-least", _atk_at_least, argument=True)
condition_word("no-defender-stunned-under-opponent", _no_defender_stunned_under_opponent)
