"""2PCG with endurance: a new variant built from 2PCG's parts. Every rule is 2PCG's, and
each player also has endurance (20, the option ``starting_endurance``): a stunned
character costs its controller endurance equal to its cost (at least 1), as in the
original game, and a player at 0 endurance or less is out.

What it takes: a subclass of the 2PCG variant that declares its id, facts and options,
sets endurance in ``prepare_game`` (so the rules lab starts its positions the same way)
and adds the endurance loss to ``stun`` (which every combat, effect and state check asks
of the variant). Cards and decks are 2PCG's (``card_dir`` is inherited, and decks come
from beside the cards)."""

from __future__ import annotations

from typing import Any, ClassVar

from vsrules.core.hookspecs import hookimpl
from vsrules.core.options import Option, option
from vsrules.variants.twopcg import damage
from vsrules.variants.twopcg.edition import TwoPcgEdition
from vsrules.variants.twopcg.variant import TwoPcg


class Endurance2pcg(TwoPcg):
    id = "2pcg-endurance"
    name = "2PCG with endurance (example plugin)"
    description = ("2PCG where a stun also costs its controller endurance equal to the "
                   "character's cost; a player at 0 endurance is out.")
    mechanics = {k: v for k, v in TwoPcgEdition.mechanics.items() if k != "published"} | {
        "damage": "a stunned character takes a wound and costs its controller endurance "
                  "equal to its cost (at least 1); KO'd at wounds >= health",
        "win condition": "KO every other main character, or be the last player above 0 "
                         "endurance",
    }
    options: ClassVar[tuple[Option, ...]] = (*TwoPcgEdition.options,
               Option("starting_endurance", "int", 20, "endurance each player starts with",
                      "this variant: a stun costs endurance, as in the original game",
                      minimum=1))
    player_facts = {"endurance": "endurance"}

    def prepare_game(self, game: Any, setup: Any) -> None:
        super().prepare_game(game, setup)
        for p in game.state.players:
            p.endurance = option(game, "starting_endurance")

    def stun(self, game: Any, uid: int, source: int | None = None, cost: bool = False) -> bool:
        obj = game.state.objects.get(uid)
        controller, price = (obj.controller, game.card(obj).cost or 0) if obj else (None, 0)
        stunned = super().stun(game, uid, source)
        if stunned and controller is not None and not game.state.players[controller].out:
            p = game.state.players[controller]
            p.endurance -= max(1, price)
            game.log_event("endurance", f"{p.name} loses {max(1, price)} endurance: "
                           f"{p.endurance}", player=controller)
            if p.endurance <= 0:
                damage.knock_out_player(game, controller, f"{p.name} has no endurance left")
        return stunned


@hookimpl
def vsrules_variants() -> list[Any]:
    return [Endurance2pcg()]
