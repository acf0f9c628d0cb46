"""The original edition as registered: its declared facts and card files, light to import;
the rules (``variant.Original``, a subclass) are imported the first time anything else is
asked."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, ClassVar, cast

from vsrules.core.options import Option
from vsrules.core.variant import CARDS, DECLARED, LazyVariant, Variant

if TYPE_CHECKING:
    from vsrules.core.game import Game

    from .variant import Original

CARD_DIR = Path(__file__).parent / "cards"


class OriginalEdition(Variant):
    id = "original"
    name = "Vs. System (original TCG)"
    description = ("The 2004-2009 trading card game: endurance, initiative, shared phases, "
                   "the chain and priority, breakthrough.")
    card_dir = CARD_DIR
    mechanics = {
        "turn structure": "shared phases (draw, build, combat, recovery), each player's "
                          "steps in initiative order; priority in every step",
        "resources": "one card a turn face down; resource points equal resources",
        "damage": "a stunned character costs its controller endurance equal to its cost; "
                  "breakthrough",
        "win condition": "the last player remaining (0 or less endurance at the wrap-up loses)",
        "combat window": "priority passes clockwise in the attack substep; the chain",
        "opening hand": "4 cards, one mulligan (to the bottom, draw 4)",
        "deck rules": "60 or more cards, at most 4 per name and version, Army unlimited",
        "characters": "recruited characters only (no main character), in the front or "
                      "support row",
        "attacks": "solo or team (a shared affiliation); reinforcement; direct attacks on a "
                   "player with no visible character; breakthrough in solo attacks",
        "recovery": "at the wrap-up each player recovers one stunned character; the other "
                    "stunned characters are KO'd",
        "first turn": "every player draws 2 in the draw phase, the first turn included",
        "running out of cards": "an empty deck skips the draw; nobody loses for it",
        "published": "Upper Deck Entertainment, 2004-2009",
    }
    options: ClassVar[tuple[Option, ...]] = (
        Option("starting_endurance", "int", 50, "endurance each player starts with",
               "original CR (seed 000), Starting the Game: each player starts at 50 endurance",
               minimum=1),
        Option("opening_hand", "int", 4, "cards drawn at the start and after a mulligan",
               "original CR (seed 000), Starting the Game: draw 4, one mulligan", minimum=0,
               maximum=20),
        Option("deck_size", "int", 60, "the fewest cards a deck may have",
               "original CR (seed 000), Starting the Game: 60 or more cards", minimum=1),
        Option("copy_limit", "int", 4, "copies of a card (name and version) a deck may have "
               "(Army unlimited)", "original CR 101.2 (seed 000): the four per deck rule",
               minimum=1),
        Option("mulligan", "bool", True, "each player may mulligan once at the start",
               "original CR (seed 000), Starting the Game: one mulligan (to the bottom, "
               "draw 4)"),
    )
    player_facts = {"endurance": "endurance"}


class LazyOriginal(LazyVariant, OriginalEdition):
    """The original edition as registered (see the module's docstring)."""

    rules_class = "vsrules.variants.original.variant:Original"
    answers: ClassVar[frozenset[str]] = DECLARED | CARDS


def original_rules(game: Game) -> Original:
    """The game's variant as the original edition's rules, for the calls this edition's
    own turn, combat and cards make on it beyond ``Variant``'s (typed, so mypy checks
    them). Every variant that plays these rules is an ``Original``: a plugin's subclasses
    it, as the hybrid does (a registered stand-in is loaded before a game gets it)."""
    return cast("Original", game.variant)
