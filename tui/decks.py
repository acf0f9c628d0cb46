"""The decks a seat may pick: each edition's bundled deck files, or filler decks of
made-up vanilla characters when an edition has no complete bundled deck yet."""

from __future__ import annotations

from typing import Any

import attrs

from vsrules.core.cards import read_toml
from vsrules.core.decks import FILLER_TEAMS, deck_from_data, filler_cards, filler_deck
from vsrules.core.errors import VsrulesError
from vsrules.core.setup import DeckSpec

FILLER_NOTE = ("No complete bundled deck for this edition yet: these filler decks are "
               "made-up vanilla characters.")


@attrs.frozen
class DeckChoice:
    """One deck offered on the start screen."""

    key: str
    label: str
    spec: DeckSpec
    #: made-up card definitions the deck needs (Setup.custom_cards)
    custom_cards: tuple[dict[str, Any], ...] = ()
    #: a deck put together for the engine's tests (its file named ``*-test``): offered,
    #: but not chosen for a seat unless picked
    test: bool = False


def deck_choices(variant: Any, *, check: bool = True) -> tuple[list[DeckChoice], str]:
    """The decks to offer for ``variant`` and a note to show with them.

    ``check=False``: the deck files as they are, their cards not looked up in the
    edition's card database (building it reads the card files: about 25 ms, which the
    start screen's first frame does without). Such a deck's ``spec`` may name cards the
    edition doesn't have, or name them another way (``2pcg:MNB-011``): to show, not to
    play."""
    out: list[DeckChoice] = []
    skipped = 0
    for path in variant.deck_files():  # the variant's rule (``Variant.deck_folder``)
        try:
            data = read_toml(path)
            # a deck file that lists cards it could not transcribe is not playable yet
            if data.get("missing"):
                skipped += 1
                continue
            deck = deck_from_data(data, str(path), variant.card_db() if check else None)
        except VsrulesError:
            skipped += 1
            continue
        out.append(DeckChoice(path.stem, deck.name, deck.spec(),
                              test=path.stem.endswith("-test")))
    if out:
        note = (f"{skipped} more {'deck' if skipped == 1 else 'decks'} will be offered once "
                f"{'its card list is' if skipped == 1 else 'their card lists are'} complete."
                if skipped else "")
        return out, note
    cards = tuple(filler_cards())
    fillers = [DeckChoice(f"filler-{t.lower()}", f"{t} filler deck (made up)", filler_deck(t),
                          cards) for t in FILLER_TEAMS]
    return fillers, FILLER_NOTE
