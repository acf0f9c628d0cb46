"""What vsrules knows about 2PCG without its rules: the declared facts, the card files and
the rules' own cards. Light to import (no engine): the plugin registers a stand-in made of
this (``LazyTwoPcg``) and the rules (``variant.TwoPcg``, a subclass) load on first use."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar, cast

from vsrules.core.cards import CardDef
from vsrules.core.options import Option
from vsrules.core.variant import CARDS, DECLARED, LazyVariant, Variant

if TYPE_CHECKING:
    from vsrules.core.game import Game

    from .variant import TwoPcg

CARD_DIR = Path(__file__).parent / "cards"

#: a player attacked directly (Deadpool) defends as a 0/1 supporting character with 1 Health:
#: an object of this card ("rules:player-<index>") stands in for them during that combat
STAND_IN_PREFIX = "rules:player-"


class TwoPcgEdition(Variant):
    id = "2pcg"
    name = "Vs. System 2PCG"
    description = ("The 2015 two-player card game: main characters that level up, wounds "
                   "and health, individual turns, super powers paid with location symbols.")
    player_counts = (2, 3, 4)
    card_dir = CARD_DIR
    default_health = 1  # every character has Health; rules cards that print none count 1
    #: "your characters get +1 ATK this turn" covers the characters on your side as it
    #: resolves (decision: the rulebook and FAQ are silent; docs/rulings.md)
    effect_groups = "flag"
    phase_aliases = {"combat:attack": "main", "combat": "main", "build": "build:resource"}
    mechanics = {
        "turn structure": "individual turns: draw, recovery, build (resource, recruit, "
                          "formation), main",
        "resources": "one card a turn into the resource row; 1 recruit point per resource; "
                     "locations pay super powers by symbol",
        "damage": "a stunned character takes a wound; KO'd at wounds >= health",
        "win condition": "KO every other main character",
        "combat window": "attacker first, then alternate; one effect or pass each",
        "opening hand": "7 cards, one mulligan (shuffle in, draw 7)",
        "deck rules": "exactly 60 cards plus a main character",
        "characters": "a main character (levels up with XP) plus recruited characters, in "
                      "the front or back row",
        "attacks": "solo or team; front row in melee, back row with Ranged; a back-row "
                   "character is protected by one in front of it",
        "recovery": "at the start of your turn your stunned characters recover; wounds stay",
        "first turn": "the first player draws no cards on the first turn",
        "running out of cards": "an empty deck skips the draw; once every deck is empty and a "
                                "round passes with no wound on a main character, fewest "
                                "wounds wins",
        "published": "Upper Deck Entertainment, 2015 (The Marvel Battles)",
    }
    options: ClassVar[tuple[Option, ...]] = (
        Option("opening_hand", "int", 7, "cards drawn at set-up and after a mulligan",
               "2PCG rulebook, Setting up: draw 7, one mulligan", minimum=0, maximum=20),
        Option("mulligan", "bool", True, "each player may mulligan once at set-up",
               "2PCG rulebook, Setting up: one mulligan (shuffle in, draw 7)"),
        Option("first_turn_draw", "int", 0, "cards the first player draws on the first turn",
               "2PCG rulebook, Draw phase: the first player skips the first draw "
               "(decisions.md)", minimum=0, maximum=10),
        Option("health_bonus", "int", 0, "added to every character's Health",
               "2PCG rulebook, Health: a character is KO'd at wounds >= its Health",
               minimum=-5, maximum=10),
        Option("lethal", "str", "stuns", "Lethal KOs a defending supporting character it "
               "stuns (FAQ) or, with the errata, one it wounds",
               "2PCG FAQ (seed 003), Lethal; later errata optional (decisions.md)",
               choices=("stuns", "wounds")),
        Option("deck_size", "int", 60, "cards in a deck (its main character not counted)",
               "2PCG rulebook, Building a deck: exactly 60 cards", minimum=1),
        Option("copy_limit", "int", 4, "copies of a card a deck may have (basic locations "
               "unlimited)", "2PCG rulebook, Building a deck: at most 4 copies", minimum=1),
        Option("quiet_rounds", "int", 1, "rounds with every deck empty and no wound on a "
               "main character before the game ends (fewest wounds wins)",
               "2PCG rulebook, Running out of cards", minimum=1, maximum=50),
    )
    # (a 2PCG player's wounds, XP and level are its main character's: shown on its card)

    def rules_cards(self) -> Sequence[CardDef]:
        """The player stand-ins of direct attacks (Deadpool L2): 0/1, 1 health."""
        return [CardDef(f"{STAND_IN_PREFIX}{i}", f"Player {i + 1}", "character", atk=0,
                        defense=1, health=1,
                        text="The player, defending against a direct attack.")
                for i in range(4)]


class LazyTwoPcg(LazyVariant, TwoPcgEdition):
    """2PCG as registered: the facts and the card database answered here, the rules
    imported the first time anything else is asked."""

    rules_class = "vsrules.variants.twopcg.variant:TwoPcg"
    answers: ClassVar[frozenset[str]] = DECLARED | CARDS


def twopcg_rules(game: Game) -> TwoPcg:
    """The game's variant as 2PCG's rules, for the calls this edition's own combat and
    powers make on it beyond ``Variant``'s (typed, so mypy checks them). Every variant
    that plays these rules is a ``TwoPcg`` (a plugin's subclasses it; a registered
    stand-in is loaded before a game gets it)."""
    return cast("TwoPcg", game.variant)
