"""The 2PCG turn's short cuts (the kept characters list fetched once in the recovery phase,
``end_duration`` skipped while no modifier exists, a plain loop for "every deck is
empty", ``power_active`` skipping the walk of an empty modifier list) play exactly the
games their plain statements below play: random games of two to four players, with Freeze
(can't ready), Magneto (can't recover) and Star-Lord's Space Cop (no powers) in the decks."""

from __future__ import annotations

import pytest
from helpers import bundled_decks, every_decision

from vsrules.core.game import Game
from vsrules.core.logexport import state_digest
from vsrules.core.modifiers import UNTIL_TURN
from vsrules.core.objects import GameObject
from vsrules.core.seating import players_in_game
from vsrules.core.state import Event
from vsrules.variants.twopcg.turn import Turn, out_of_cards_end
from vsrules.variants.twopcg.variant import TwoPcg

DECKS = {
    "2p": ("captain-america-avengers-test", "green-goblin-super-villains-test"),
    "3p": ("star-lord-guardians", "magneto-super-villains", "storm-x-men"),
    "4p": ("hulk-avengers", "star-lord-guardians", "thanos-super-villains", "iron-man-avengers"),
}


def _plain_recovery(self: Turn, game: Game) -> None:
    player = self.player
    for o in game.characters(player):
        if o.stunned and not game.flag(o, "cant-recover"):
            game.turn_face(o, True, stunned=False)
            game.log_event("recover", f"{game.name_of(o.uid)} recovers", subject=o.uid)
            game.emit(Event("recovers", subject=o.uid, player=player))
    for o in game.characters(player):
        if o.exhausted and not o.stunned and not game.flag(o, "cant-ready"):
            o.exhausted = False
    game.end_duration("next-turn", player)
    self._enter(game, "build:resource")


def _plain_end(self: Turn, game: Game) -> None:
    st = game.state
    game.emit(Event("turn-end", player=self.player))
    game.end_duration(UNTIL_TURN)
    if all(not p.zones["deck"] for p in st.players if not p.out):
        st.flags["quiet_turns"] = st.flags.get("quiet_turns", 0) + 1
        if st.flags["quiet_turns"] >= players_in_game(game):
            out_of_cards_end(game)
            return
    self._next_turn(game)


_power_active = TwoPcg.power_active


def _plain_power_active(self: TwoPcg, game: Game, obj: GameObject, kind: str,
                        name: str) -> bool:
    """The walk of every modifier for "no-powers", then the rest as the variant has it."""
    if name != "swarm" and obj.face_up and not obj.stunned:
        for m in game.state.modifiers:
            if m.target == obj.uid and m.stat == "no-powers" and m.op == "grant":
                return False
    return _power_active(self, game, obj, kind, name)


def _finals(registry, decks: str) -> list[str]:
    """The digest of each random game as it ends (or stops at the turn limit)."""
    games: dict[int, Game] = {}
    for game in every_decision(registry, "2pcg", bundled_decks("twopcg", DECKS[decks]),
                               range(3), 420, 40):
        games[id(game)] = game
    return [state_digest(game) for game in games.values()]


@pytest.mark.parametrize("decks", sorted(DECKS))
def test_the_turn_plays_as_its_plain_statement(registry, decks, monkeypatch):
    fast = _finals(registry, decks)
    monkeypatch.setattr(Turn, "_recovery", _plain_recovery)
    monkeypatch.setattr(Turn, "_end", _plain_end)
    monkeypatch.setattr(TwoPcg, "power_active", _plain_power_active)
    assert _finals(registry, decks) == fast


def test_a_round_with_every_deck_empty_ends_the_game(registry):
    """The out-of-cards rule still fires through the plain loop: empty every deck, and the
    game ends after a full round of turns."""
    game = next(every_decision(registry, "2pcg", bundled_decks("twopcg", DECKS["2p"]),
                               range(1), 7, 40))
    for p in game.state.players:
        p.zones["deck"].clear()
    while not game.over and game.state.turn < 10:
        game.apply(game.pending.options[0])  # always pass
    assert game.over
    assert "all decks ran out" in game.state.log[-1].text
