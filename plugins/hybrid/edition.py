"""The hybrid as registered: its declared facts and its cards (2PCG's, with Ranged read as
the original Range), light to import; the rules (``variant.Hybrid``) are imported the
first time anything else is asked."""

from __future__ import annotations

from typing import ClassVar

import attrs

from vsrules.core.cards import CardDef
from vsrules.core.options import Option
from vsrules.core.variant import CARDS, DECLARED, LazyVariant, Variant
from vsrules.variants.original.edition import OriginalEdition
from vsrules.variants.twopcg.edition import CARD_DIR as TWOPCG_CARDS
from vsrules.variants.twopcg.edition import TwoPcgEdition

#: 2PCG keyword -> the original keyword its rule is read as (the original combat reads them)
KEYWORD_NAMES = {"ranged": "range"}


class HybridEdition(Variant):
    id = "hybrid"
    name = "Hybrid (original turn, 2PCG damage)"
    description = ("A bundled example plugin: the original game's turn, chain, priority and "
                   "combat with 2PCG's wounds, main characters, cards and decks.")
    card_dir = TWOPCG_CARDS
    # the original's facts, with 2PCG's where the hybrid plays 2PCG's rule (no "published":
    # not an edition, so `vsrules compare` shows it only when named)
    mechanics = {k: v for k, v in OriginalEdition.mechanics.items() if k != "published"} | {
        "damage": "a stunned character takes a wound (2PCG); KO'd at wounds >= health; "
                  "breakthrough (when the defender survives its wound) and direct attacks "
                  "still cost endurance (original)",
        "win condition": "KO every other main character, or be the last player above 0 "
                         "endurance at the wrap-up",
        "deck rules": TwoPcgEdition.mechanics["deck rules"],
        "characters": "a main character (no level up) plus recruited characters, in the "
                      "front or support row",
        "recovery": "at the wrap-up every stunned character recovers; wounds stay",
        "card powers": "Flight and Ranged (read as Range) only",
    }
    # the original's set-up and endurance, 2PCG's deck rules: their options
    options: ClassVar[tuple[Option, ...]] = (
        *(o for o in OriginalEdition.options if o.name not in ("deck_size", "copy_limit")),
        *(o for o in TwoPcgEdition.options if o.name in ("deck_size", "copy_limit")))
    player_facts = {"endurance": "endurance"}

    # -- cards: 2PCG's -------------------------------------------------------------------
    def load_cards(self) -> list[CardDef]:
        return [attrs.evolve(c, keywords=tuple(KEYWORD_NAMES.get(k, k) for k in c.keywords))
                for c in super().load_cards()]


class LazyHybrid(LazyVariant, HybridEdition):
    """The hybrid as registered (see the module's docstring)."""

    rules_class = "vsrules.plugins.hybrid.variant:Hybrid"
    answers: ClassVar[frozenset[str]] = DECLARED | CARDS
