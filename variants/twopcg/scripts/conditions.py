"""Condition words only 2PCG has (``when = { test = ... }`` in card data, docs/cards.md):
what a triggered power waits for that ``When``'s other keys can't say. Each test sees
the power's card (``src``) and the event; the card data says the rest (``subject``,
``player``)."""

from __future__ import annotations

from vsrules.core.card_conditions import condition_word, event_test
from vsrules.core.cards import CardDef
from vsrules.core.game import Game
from vsrules.core.objects import GameObject
from vsrules.core.state import Event

from ..combat import current_combat
from ..keywords import appears

ROWS = ("front", "back")


def stuns_in_team_attack(game: Game, src: GameObject, event: Event) -> bool:
    """("stuns") it stunned an enemy character in a combat that was a team attack when
    declared and still is as it resolves, and it is one of the attackers (FAQ Captain
    America)."""
    if not event.data.get("team") or event.data.get("victim_player") == src.controller:
        return False
    combat = current_combat(game)
    return combat is not None and combat.team and src.uid in combat.attackers


def stuns_defender_solo(game: Game, src: GameObject, event: Event) -> bool:
    """("stuns") it stunned the defender in an attack that was solo when declared and
    still is (FAQ Wolverine)."""
    if not event.data.get("defending") or event.data.get("team"):
        return False
    combat = current_combat(game)
    return combat is not None and not combat.team and combat.attackers == [src.uid]


def an_enemy_has_no_face_up_character(game: Game, src: GameObject, _event: Event) -> bool:
    """Some enemy player still in the game has every character stunned (Deadpool)."""
    for p in game.state.players:
        if p.index == src.controller or p.out:
            continue
        if not any(o.face_up and not o.stunned for o in game.characters(p.index)):
            return True
    return False


def declared_no_attack_this_turn(game: Game, _src: GameObject, _event: Event) -> bool:
    """No attack was declared this turn (Professor X)."""
    turn = game.state.turn
    for entry in reversed(game.state.log):
        if entry.turn != turn:
            break
        if entry.kind == "attack":
            return False
    return True


def powered_up(game: Game, _src: GameObject, event: Event) -> bool:
    """("counters") the +1/+1 counter came from a Power-Up (``powers.power_up`` logs
    "power-up" just before it puts the counter; Iron Man)."""
    if event.data.get("kind") != "plus":
        return False
    log = game.state.log
    return bool(log) and log[-1].kind == "power-up"


def character_koed(game: Game, _src: GameObject, event: Event) -> bool:
    """("leaves-play") a character went from a row to its KO pile (Thanos)."""
    if event.data.get("to") != "ko" or event.data.get("from") not in ROWS:
        return False
    new = game.state.objects.get(event.subject) if event.subject is not None else None
    return new is not None and game.card(new).is_character


def gains_resource(_game: Game, _src: GameObject, event: Event) -> bool:
    """("enters-play") the card went into a resource row (Groot: "you gain a
    resource"; the card data says whose)."""
    return event.data.get("to") == "resources"


def aimed_ranged_strike_back(game: Game, src: GameObject, event: Event) -> bool:
    """("stun", about to happen) the defender of its ranged attack, aimed with Take Aim,
    strikes it back (in a ranged attack only a Ranged defender strikes back; it may
    already be stunned by the same strikes, so its Ranged is not looked at again:
    Hawkeye)."""
    if not game.flag(src, "take-aim-ranged"):
        return False
    combat = current_combat(game)
    striker = game.state.objects.get(event.source) if event.source is not None else None
    return combat is not None and combat.ranged and striker is not None and \
        event.source == combat.defender and striker.controller != src.controller


def hand_empty(game: Game, src: GameObject, _event: Event) -> bool:
    """Its controller's hand is empty (Rocket: "when the last card leaves your hand")."""
    return not game.zone(src.controller, "hand")


def recruited(game: Game, _src: GameObject, event: Event) -> bool:
    """("enters-play") a character was recruited: from hand into a row in the recruit
    step (Star-Lord; the card data says on whose side)."""
    new = game.state.objects.get(event.subject) if event.subject is not None else None
    return (new is not None and event.data.get("from") == "hand"
            and event.data.get("to") in ROWS and game.state.phase == "build:recruit"
            and game.card(new).is_character)


def melee_attacked(game: Game, src: GameObject, _arg: str, _name: str) -> bool:
    """(``only_if``) this character is the defender of a melee attack under way ("a
    character melee attacking Red Skull")."""
    combat = current_combat(game)
    return combat is not None and combat.defender == src.uid and not combat.ranged


def stunned(_game: Game, src: GameObject, _arg: str, _name: str) -> bool:
    """(``only_if``) this character is stunned ("usable only while ... is stunned", with
    the power's ``while_stunned``)."""
    return src.stunned


def stuns_enemy(_game: Game, src: GameObject, event: Event) -> bool:
    """("stuns") the character it stunned was an enemy's (Gamora's Brutal Training)."""
    return event.data.get("victim_player") != src.controller


def stuns_main_character(game: Game, _src: GameObject, event: Event) -> bool:
    """("stuns") the character it stunned is a main character, one KO'd by the wound of
    that stun too (Gamora L1)."""
    card = card_of(game, event.data.get("victim"))
    return card is not None and card.type == "main-character"


def card_of(game: Game, uid: int | None) -> CardDef | None:
    """The card of an object, even one that has just left play (KO'd by its wounds): its
    move in the log names its card."""
    if uid is None:
        return None
    if uid in game.state.objects:
        return game.card(uid)
    for entry in reversed(game.state.log):
        if entry.data.get("old") == uid and "card" in entry.data:
            return game.cards.get(entry.data["card"])
    return None


def attacking_alone(game: Game, src: GameObject, _arg: str, _name: str) -> bool:
    """(``only_if``) this character attacks alone in the combat under way, an attack
    declared solo ("if Juggernaut is attacking alone")."""
    combat = current_combat(game)
    return combat is not None and combat.attackers == [src.uid] and not combat.team


# the 2PCG condition words of card data (docs/cards.md)
condition_word("melee-attacked", melee_attacked)
condition_word("attacking-alone", attacking_alone)
condition_word("stunned", stunned)
event_test("stuns-in-team-attack", stuns_in_team_attack)
event_test("stuns-defender-solo", stuns_defender_solo)
event_test("an-enemy-has-no-face-up-character", an_enemy_has_no_face_up_character)
event_test("declared-no-attack-this-turn", declared_no_attack_this_turn)
event_test("powered-up", powered_up)
event_test("appears", appears)
event_test("character-koed", character_koed)
event_test("gains-resource", gains_resource)
event_test("aimed-ranged-strike-back", aimed_ranged_strike_back)
event_test("hand-empty", hand_empty)
event_test("recruited", recruited)
event_test("stuns-enemy", stuns_enemy)
event_test("stuns-main-character", stuns_main_character)
