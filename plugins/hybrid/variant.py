"""Hybrid: the original game's turn (shared phases, initiative, priority and the chain,
proposing attacks, reinforcement, breakthrough) with 2PCG's damage (a stun wounds, KO at
wounds >= health) and main characters (a player whose main character is KO'd is out),
played with 2PCG's cards and decks.

Nothing here re-implements a rule: the variant is the original variant (subclassed), with
2PCG's damage functions, deck rules and object facts (a composed ``TwoPcg``), and one small
change to the original turn (``HybridTurn``). What each part comes from:

| part | from |
|---|---|
| turn, phases, priority, chain, combat, breakthrough, endurance | original (`Original`, `Turn`) |
| stun (face down + a wound), KO, a KO'd main character knocks its player out | 2PCG (`damage`) |
| cards, deck rules (main character + 60), wounds/health in the rules lab | 2PCG (`TwoPcg`) |
| wrap-up: every stunned character recovers, wounds stay | 2PCG recovery in the original wrap-up |

The declared facts and the cards are in ``edition.py`` (``HybridEdition``: light to
import, registered before these rules are loaded).

Card powers are not in effect (only Flight, and Ranged read as the original Range): 2PCG's
card scripts are written against 2PCG's own combat.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import attrs

from vsrules.core.abilities import EMPTY_SCRIPT, Script
from vsrules.core.cards import CardDef
from vsrules.core.decisions import Attack, Choice
from vsrules.core.decks import DeckFile
from vsrules.core.game import Game
from vsrules.core.objects import GameObject
from vsrules.core.setup import Setup
from vsrules.variants.original.combat import AttackSubstep
from vsrules.variants.original.positions import first_free_column
from vsrules.variants.original.turn import SetUp, Turn
from vsrules.variants.original.variant import Original
from vsrules.variants.twopcg import damage
from vsrules.variants.twopcg.lab import TwoPcgLab
from vsrules.variants.twopcg.variant import TwoPcg

from .edition import HybridEdition

RULE_KEYWORDS = frozenset({"flight", "range"})


@attrs.define
class HybridTurn(Turn):
    """The original turn, except at the wrap-up: instead of one free recovery per player
    and a KO for every other stunned character, every stunned character recovers (2PCG's
    recovery; wounds stay, so a character is KO'd by its wounds, not by staying stunned)."""

    def _wrap_up(self, game: Game) -> None:
        if self.wrap == "recover":
            self.chosen = [o.uid for o in game.characters() if o.stunned]
            self.wrap = "finish"
        super()._wrap_up(game)
        take_over(game)


@attrs.define
class HybridSetUp(SetUp):
    """The original start of the game (initiative, 50 endurance, 4 cards, mulligans)."""

    def run(self, game: Game) -> None:
        super().run(game)
        take_over(game)


@attrs.define
class HybridAttack(AttackSubstep):
    """The original attack. Its conclusion expects a stunned attacker to stay in play (in
    the original it does, until the wrap-up); in the hybrid one KO'd by its wounds has left:
    it causes no breakthrough."""

    def _after(self, game: Game) -> None:
        if self.attackers and self.attackers[0] not in game.state.objects:
            self.breakthrough = 0
        super()._after(game)


#: original frame -> the hybrid's version of it
TAKE_OVER: dict[type, type] = {Turn: HybridTurn, AttackSubstep: HybridAttack}


def take_over(game: Game) -> None:
    """The original rules push their own frames (the next ``Turn`` at the set-up and the
    wrap-up, an ``AttackSubstep`` for an attack); the hybrid swaps in its version before it
    runs (the same fields, one step changed)."""
    frames = game.state.frames
    if frames and type(frames[-1]) in TAKE_OVER:
        old = frames[-1]
        cls = TAKE_OVER[type(old)]
        frames[-1] = cls(**{f.name: getattr(old, f.name) for f in attrs.fields(cls)})


class Hybrid(HybridEdition, Original):
    """The original rules with the hybrid's facts and cards (``edition.HybridEdition``)."""

    def __init__(self) -> None:
        super().__init__()
        self.twopcg = TwoPcg()

    # -- decks: 2PCG's --------------------------------------------------------------------
    def deck_problems(self, deck: DeckFile, options: Mapping[str, Any] | None = None
                      ) -> list[tuple[str, str]]:
        return self.twopcg.deck_problems(deck, options)

    def card_script(self, card: CardDef) -> Script:
        return EMPTY_SCRIPT

    def keyword_script(self, keyword: str) -> Script:
        return EMPTY_SCRIPT

    def is_implemented(self, card: CardDef) -> bool:
        return all(p.kind == "keyword" and p.name.lower() in RULE_KEYWORDS
                   for p in card.powers) and set(card.keyword_values) <= RULE_KEYWORDS

    # -- the game: the original start, plus main characters in the front row ----------------
    def new_game(self, game: Game, setup: Setup) -> None:
        super().new_game(game, setup)
        game.pop(game.state.frames[-1])
        game.push(HybridSetUp())
        for i, deck in enumerate(setup.decks):
            if deck.main:
                uid = game.new_object(game.cards.get(deck.main).id, i, "front")
                self._position(game, uid)
                game.state.players[i].main = uid

    def _position(self, game: Game, uid: int) -> None:
        o = game.state.objects[uid]
        o.area = o.area or "visible"
        if o.column is None:
            game.set_column(uid, first_free_column(game, o.controller, o.zone))

    def perform(self, game: Game, player: int, choice: Choice) -> None:
        super().perform(game, player, choice)
        if isinstance(choice, Attack):
            take_over(game)

    # -- damage: 2PCG's --------------------------------------------------------------------
    def stun(self, game: Game, uid: int, source: int | None = None, cost: bool = False) -> bool:
        return damage.stun(game, uid, source)  # 2PCG's stuns have no replacements

    def ko(self, game: Game, uid: int, cause: str = "", look_back: GameObject | None = None) -> None:
        damage.ko(game, uid, cause, look_back)

    def describe_object(self, game: Game, obj: GameObject) -> dict[str, Any]:
        return {**super().describe_object(game, obj), **self.twopcg.describe_object(game, obj)}

    def describe_player(self, game: Game, player: int) -> dict[str, Any]:
        return {**super().describe_player(game, player),
                **self.twopcg.describe_player(game, player)}

    # -- rules lab: the original position, plus 2PCG main characters ------------------------
    def setup_position(self, game: Game, lab: Any) -> None:
        mains = {ps.index: ps.main for ps in lab.scenario.players}
        for ps in lab.scenario.players:
            ps.main = None  # placed below, as 2PCG does
        try:
            super().setup_position(game, lab)
        finally:
            for ps in lab.scenario.players:
                ps.main = mains[ps.index]
        for index, entry in mains.items():
            if entry is not None:
                TwoPcgLab(self.twopcg)._place_main(game, lab, index, entry)
                self._position(game, game.state.players[index].main)
        take_over(game)
