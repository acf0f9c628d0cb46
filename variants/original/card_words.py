"""The original edition's words for card data (docs/cards.md, original section): effect
steps (``do = ...``), conditions (``only_if``) and the object tests selections name
(``tests``, in ``targets.py``). Each word is a rule of this edition that card files can
name; the cards' printed text says which."""

from __future__ import annotations

from typing import Any

import attrs

from vsrules.core.card_conditions import condition_word, event_arg_test, event_test
from vsrules.core.card_powers import data_type, effect_word, value
from vsrules.core.effects import Resolve, Step
from vsrules.core.game import Game
from vsrules.core.objects import GameObject
from vsrules.core.selectors import ARG_TESTS, Sel
from vsrules.core.state import Event

from .affiliations import (
    common_teams,
    controls_team,
    has_team,
    teams_of,
)
from .combat import attacking
from .deck_steps import BottomInOrder, RevealTop
from .positions import area
from .steps import (
    BreakthroughMayStun,
    ChangeRow,
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
    ReplaceResource,
    TurnResourceDown,
    UnlessOpponentDiscards,
    WeakenOpposingDefenders,
    searched,
)
from .targets import Objects, Players, Selector, Target, test
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
from .turn_changes import ExtraAttackStep, SkipPhase


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


@attrs.frozen
class EnduranceDigit(Step):
    """A digit of a player's endurance total (``digit``: ``tens`` or ``ones``), stored in
    ``into`` (a ``with-x``'s ``ref`` then reads it). A negative total counts as 0 here:
    negative numbers are treated as 0 except to raise or lower values and where totals
    are compared, made equal or switched (seed 000 rule 104.1, Plastic Man)."""

    digit: str = attrs.field(validator=attrs.validators.in_(("tens", "ones")))
    player: str = "controller"
    into: str = "x"

    def acts(self, game: Game, res: Resolve) -> bool:
        return False

    def run(self, game: Game, res: Resolve) -> None:
        p = res.value(self.player)
        total = max(0, game.state.players[p].endurance) if isinstance(p, int) else 0
        res.ctx[self.into] = total // 10 % 10 if self.digit == "tens" else total % 10


@attrs.frozen
class Without(Step):
    """The values of a stored list other than the one (or those) ``drop`` names ("another
    ... than that character", "a second affiliation"), as a list in ``into``; objects no
    longer in the game are left out too."""

    reads = True

    ref: str
    drop: str
    into: str = "others"

    def acts(self, game: Game, res: Resolve) -> bool:
        return False

    def run(self, game: Game, res: Resolve) -> None:
        gone = res.value(self.drop)
        dropped = set(gone) if isinstance(gone, list) else {gone}
        values = res.value(self.ref)
        if not isinstance(values, list):
            values = res.uids(game, self.ref)
        objs = game.state.objects
        res.ctx[self.into] = [v for v in values if v not in dropped and
                              (not isinstance(v, int) or v in objs)]


@attrs.frozen
class HostOf(Step):
    """The character the power's equipment is attached to ("equipped character"), stored
    in ``into`` (None when it is attached to none)."""

    reads = True

    into: str = "host"

    def acts(self, game: Game, res: Resolve) -> bool:
        return False

    def run(self, game: Game, res: Resolve) -> None:
        src = game.state.objects.get(res.source) if res.source is not None else None
        res.ctx[self.into] = src.attached_to if src is not None else None


@attrs.frozen
class CostsOf(Step):
    """The printed costs of the objects of a stored list (each once, lowest first; a
    costless card adds none), as a list in ``into``: what there is to pick ("pick a cost
    from among characters you control")."""

    reads = True

    ref: str
    into: str = "costs"

    def acts(self, game: Game, res: Resolve) -> bool:
        return False

    def run(self, game: Game, res: Resolve) -> None:
        res.ctx[self.into] = sorted({c for u in res.uids(game, self.ref)
                                     if (c := game.card(u).cost) is not None})


@attrs.frozen
class AffiliationsOf(Step):
    """The affiliations the objects of a stored list have by this edition's rules (printed,
    granted, crossed over; none while lost), their union in alphabetical order, as a list
    in ``into`` (the core's ``teams-of`` reads printed and granted ones only)."""

    reads = True

    ref: str
    into: str = "teams"

    def acts(self, game: Game, res: Resolve) -> bool:
        return False

    def run(self, game: Game, res: Resolve) -> None:
        names: set[str] = set()
        for u in res.uids(game, self.ref):
            names |= teams_of(game, u)
        res.ctx[self.into] = sorted(names)


@attrs.frozen
class CommonAffiliations(Step):
    """The affiliations every object of a stored list has by this edition's rules (none
    for an empty list), in alphabetical order, as a list in ``into`` ("an affiliation that
    every character you control has")."""

    reads = True

    ref: str
    into: str = "shared"

    def acts(self, game: Game, res: Resolve) -> bool:
        return False

    def run(self, game: Game, res: Resolve) -> None:
        res.ctx[self.into] = sorted(common_teams(game, res.uids(game, self.ref)))


#: a player loses endurance / gains endurance (``player``, ``amount``; with ``with-x``:
#: "endurance equal to its cost")
effect_word("lose-endurance", LoseEndurance)
effect_word("gain-endurance", GainEndurance)
#: the printed costs / the edition's affiliations of a list's objects (to pick one)
effect_word("costs-of", CostsOf)
effect_word("affiliations-of", AffiliationsOf)
effect_word("common-affiliations", CommonAffiliations)
#: the character this equipment is attached to ("equipped character")
effect_word("host-of", HostOf)
#: the objects of a list other than a reference's ("another ...")
effect_word("without", Without)
#: a digit of a player's endurance (``digit``: tens, ones; a negative total counts as 0)
effect_word("endurance-digit", EnduranceDigit)
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
#: the cost "replace <this resource>" (the top card of the deck takes its place)
effect_word("replace-resource", ReplaceResource)
#: move characters to a row of their controller's ("moved to your support row")
effect_word("change-row", ChangeRow)
#: recover stunned characters (face up, still exhausted; "recovers" happens)
effect_word("recover", Recover)
#: take an attacker out of this attack
effect_word("remove-from-attack", RemoveFromAttack)
#: "players skip the <phase> phase this turn" (``phase``: build, combat)
effect_word("skip-phase", SkipPhase)
#: "you get an additional attack step after this one"
effect_word("extra-attack-step", ExtraAttackStep)
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


# -- object tests ------------------------------------------------------------------------------
@test("affiliated")
def _affiliated(game: Game, obj: GameObject, _controller: int, _source: int | None) -> bool:
    """"An affiliated character": it has at least one affiliation by this edition's rules
    (seed 004 Jason Todd)."""
    return bool(teams_of(game, obj))


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


def _cost_below_team_attackers(game: Game, obj: GameObject, controller: int,
                               _source: int | None, team: str) -> bool:
    """"cost-below-team-attackers:<affiliation>": the card's cost is less than the number
    of team attackers with that affiliation the effect's controller has in the current
    attack (none outside a team attack of theirs; a costless card never passes)."""
    cost = game.card(obj).cost
    att = attacking(game)
    if cost is None or att is None or att["player"] != controller or \
            len(att["attackers"]) < 2:
        return False
    objs = game.state.objects
    return cost < sum(1 for u in att["attackers"] if u in objs and has_team(game, objs[u], team))


def _attacking_team(game: Game, obj: GameObject, _controller: int, _source: int | None,
                    team: str) -> bool:
    """"attacking-team:<affiliation>": an attacker in the current attack whose defender
    has that affiliation by this edition's rules ("while attacking a character with the
    chosen affiliation": seed 000 513.2c, Combat Protocols)."""
    att = attacking(game)
    if att is None or obj.uid not in att["attackers"]:
        return False
    defender = att["defender"]
    return defender in game.state.objects and has_team(game, defender, team)


def _brand(game: Game, obj: GameObject, _controller: int, _source: int | None,
           brand: str) -> bool:
    """"brand:<brand>": the card was printed under that brand ("a Marvel card", seed 000
    rule 212: a card printed under several brands has each)."""
    return brand in game.card(obj).brands


ARG_TESTS["team"] = _team
ARG_TESTS["brand"] = _brand
ARG_TESTS["attacking-team"] = _attacking_team
ARG_TESTS["cost-below-team-attackers"] = _cost_below_team_attackers
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


def _ko_characters_at_least(game: Game, src: GameObject, n: str, _name: str) -> bool:
    """Its player's KO'd pile holds at least N character cards (a cost that puts them
    somewhere)."""
    return sum(1 for u in game.zone(_player_of(src), "ko") if game.card(u).is_character) \
        >= int(n)


def _host_ready(game: Game, src: GameObject, _arg: str, _name: str) -> bool:
    """The card is equipment attached to a character that is neither exhausted nor
    stunned (an equipment's power "equipped character has '[Activate] ...'")."""
    host = game.state.objects.get(src.attached_to) if src.attached_to is not None else None
    return host is not None and not host.exhausted and not host.stunned


def _cosmic_text(game: Game, src: GameObject, _arg: str, _name: str) -> bool:
    """"Cosmic: ..." text: active only while the card has a cosmic counter (seed 004 item
    3); a look-back power reads the card as it was."""
    return src.count("cosmic") > 0


def _cosmic_stunner_of_yours(game: Game, src: GameObject, event: Event) -> bool:
    """With a ``strike-stun`` event: one of the characters that stunned, with a cosmic
    counter as it struck, is still in play under this card's controller ("when one or
    more of your characters that have cosmic counters stun a character", seed 004 Live
    Wire)."""
    objs = game.state.objects
    return any(u in objs and objs[u].controller == src.controller
               for u in event.data.get("cosmic", ()))


event_test("cosmic-stunner-of-yours", _cosmic_stunner_of_yours)


def _stunned_by_yours(game: Game, src: GameObject, event: Event, team: str) -> bool:
    """"stunned-by-yours:<affiliation>", with a ``strike-stun`` event: one of the
    characters whose strike stunned it is still in play under this card's controller and
    has that affiliation ("becomes stunned by one or more Spider-Friends characters you
    control", Daily Bugle)."""
    objs = game.state.objects
    return any(u in objs and objs[u].controller == src.controller and
               has_team(game, objs[u], team) for u in event.data.get("stunners", ()))


event_arg_test("stunned-by-yours", _stunned_by_yours)


def _another_team_attacker(game: Game, src: GameObject, event: Event) -> bool:
    """The event is about a team attacker and its controller has another team attacker
    (a cost "choose another team attacker you control" can be paid: seed 000 203.7a, Tim
    Drake)."""
    att = attacking(game)
    if att is None or len(att["attackers"]) < 2 or event.subject not in att["attackers"]:
        return False
    objs = game.state.objects
    return any(u != event.subject and u in objs and objs[u].controller == src.controller
               for u in att["attackers"])


event_test("another-team-attacker", _another_team_attacker)


def _enters_a_row(game: Game, src: GameObject, event: Event) -> bool:
    """With ``enters-play``: the card came into a front or support row (not face down
    into a resource row: "when X comes into play" as a character)."""
    return event.data.get("to") in ("front", "back")


event_test("enters-a-row", _enters_a_row)


def _deck_at_least(game: Game, src: GameObject, n: str, _name: str) -> bool:
    """Its player's deck holds at least N cards (a cost that takes the top card)."""
    return len(game.zone(_player_of(src), "deck")) >= int(n)


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


def _build_phase(game: Game, _src: GameObject, _arg: str, _name: str) -> bool:
    return game.state.phase.startswith("build")


def _own_attack_step(game: Game, src: GameObject, _arg: str, _name: str) -> bool:
    """"Use only during your attack step"."""
    st = game.state
    return st.phase == "combat:attack" and st.step_owner == _player_of(src)


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


def _in_resource_row(game: Game, src: GameObject, _arg: str, _name: str) -> bool:
    """The card is in its controller's resource row (an ongoing plot twist's power there,
    not on the chain nor in another zone)."""
    return src.zone == "resources"


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
condition_word("build-phase", _build_phase)
condition_word("own-attack-step", _own_attack_step)
condition_word("first-plot-twist", _first_plot_twist)
asked_by_words("plots-played", "first-plot-twist")
condition_word("endurance-at-least", _endurance_at_least, argument=True)
condition_word("endurance-at-most", _endurance_at_most, argument=True)
condition_word("deck-at-least", _deck_at_least, argument=True)
condition_word("cosmic-text", _cosmic_text)
condition_word("host-ready", _host_ready)
condition_word("ko-characters-at-least", _ko_characters_at_least, argument=True)
condition_word("controls-team", _controls_team, argument=True)
condition_word("substituted-this-turn", _substituted)
condition_word("left-play-this-turn", _left_play, argument=True)
condition_word("has-cosmic-counter", _has_cosmic_counter)
condition_word("once-per-turn", _once_per_turn)
condition_word("triggers-once-per-turn", _triggers_once_per_turn)
condition_word("visible", _visible)
condition_word("in-resource-row", _in_resource_row)
condition_word("first-attack", _first_attack)
condition_word("opponent-hand-at-most", _opponent_hand_at_most, argument=True)
condition_word("not-in-combat-this-turn", _not_in_combat)
asked_by_words("in-combat", "not-in-combat-this-turn")
condition_word("atk-at-least", _atk_at_least, argument=True)
condition_word("no-defender-stunned-under-opponent", _no_defender_stunned_under_opponent)
