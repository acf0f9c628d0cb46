"""The faster listing of recruiting a character (``recruiting.RecruitRule``: its
``candidates`` that its ``check`` accepts, in order). The checked mode compares it with
the rule at every decision."""

from __future__ import annotations

from vsrules.core.decisions import Choice, Recruit
from vsrules.core.game import Game

from ..recruiting import RecruitRule
from ..turn import current_turn


class RecruitListing(RecruitRule):
    """``RecruitRule``'s listing: the step and the chain are asked once, and each card's
    cost and loyalty once for both rows (the candidates are already the player's
    character cards in hand and face-down reservists, which the rest of the check
    asks)."""

    def legal(self, game: Game, player: int) -> list[Choice]:
        st = game.state
        if st.phase != "build:recruit" or st.step_owner != player or st.chain:
            return []
        points = current_turn(game).points
        out: list[Choice] = []
        for o in self._cards(game, player):
            if self._unaffordable(game, player, o, points) is None:
                out += (Recruit(o.uid, "front"), Recruit(o.uid, "back"))
        return out
