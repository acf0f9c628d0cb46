"""What happened this turn, as plain data in ``state.flags["turn"]`` (cards ask "if you
substituted a character this turn", "a Teen Titans character left play while under your
control this turn", "no defender became stunned while under an opponent's control this
turn", "your first attack this turn"...). The record starts afresh each turn."""

from __future__ import annotations

import operator
from typing import Any

from vsrules.core.derived import Facts, declare
from vsrules.core.game import Game


def turn_record(game: Game) -> dict[str, Any]:
    st = game.state
    rec = st.flags.get("turn")
    if rec is None or rec.get("n") != st.turn:
        rec = {"n": st.turn}
        st.flags["turn"] = rec
    return rec


def note(game: Game, key: str, value: Any) -> None:
    turn_record(game).setdefault(key, []).append(value)


def noted(game: Game, key: str) -> list[Any]:
    return turn_record(game).get(key, [])


#: records only some cards ask about: the record's key -> the ids of those cards (filled
#: by the card scripts); ``note_if_asked`` keeps such a record only in a game that has one
ASKED_BY: dict[str, set[str]] = {}


#: the same for card data: the record's key -> the condition words (``only_if``) or
#: rules keywords that read it
ASKED_BY_WORDS: dict[str, set[str]] = {}


def asked_by(key: str, *card_ids: str) -> None:
    ASKED_BY.setdefault(key, set()).update(card_ids)


def asked_by_words(key: str, *words: str) -> None:
    ASKED_BY_WORDS.setdefault(key, set()).update(words)


def note_if_asked(game: Game, key: str, value: Any) -> None:
    """``note`` a record that only some cards ask about, if a card of this game does (a
    game's cards never change: they are looked up once per game)."""
    cards = game.kept[CARDS_IN_GAME][None]
    if not cards.isdisjoint(ASKED_BY.get(key, ())) or game.kept[DATA_ASKS][key]:
        note(game, key, value)


def _cards_in_game(game: Game, _key: None) -> frozenset[str]:
    return frozenset(o.card for o in game.state.objects.values())


#: the cards of the game's objects, looked at once (a game's cards never change: every
#: object made later is of a card some object had)
CARDS_IN_GAME: Facts[frozenset[str]] = declare(Facts(
    "original:cards-in-game", _cards_in_game, agrees=frozenset.issuperset))


def _data_asks(game: Game, key: str) -> bool:
    """Whether a power of a card of this game says a condition word reading ``key``, or
    the card has a rules keyword reading it (a keyword's words are up to a ``/``:
    ``recruit-discount:recruited`` of ``recruit-discount:recruited/Sinister Syndicate``)."""
    words = ASKED_BY_WORDS.get(key, set())
    cards = [game.cards.get(c) for c in game.kept[CARDS_IN_GAME][None]] if words else []
    return any(k.partition("/")[0] in words for card in cards for k in card.keywords) or \
        any(w.partition(":")[0] in words for card in cards
            for p in card.powers for w in p.only_if)


#: per record key: whether a card of this game asks about it through its data (looked at
#: once, like ``CARDS_IN_GAME``)
DATA_ASKS: Facts[bool] = declare(Facts("original:data-asks", _data_asks, agrees=operator.ge))


# -- the records cards ask about ---------------------------------------------------------------
def entered_this_turn(game: Game, player: int) -> list[list[Any]]:
    """``[player, uid, teams]`` of characters that came into play under ``player``'s
    control this turn, with the affiliations they had as they came into play."""
    return [e for e in noted(game, "entered") if e[0] == player]


def substituted_this_turn(game: Game, player: int) -> bool:
    return player in noted(game, "substituted")


def left_play_this_turn(game: Game, player: int, team: str) -> bool:
    """A character with ``team`` (just before it left) left play under ``player``'s control."""
    return any(p == player and team in teams for p, teams in noted(game, "left"))


def defender_stunned_under_opponent(game: Game, player: int) -> bool:
    """This turn a defender became stunned while a player other than ``player`` controlled it."""
    return any(c != player for c in noted(game, "defender-stunned"))


def attacks_this_turn(game: Game, player: int) -> int:
    """How many attacks ``player`` has made this turn (attacks in which that player
    controlled an attacker; the current one included)."""
    return sum(1 for p in noted(game, "attacks") if p == player)


def plots_played_this_turn(game: Game, player: int) -> int:
    """How many plot twists ``player`` has played this turn (from hand or resource row)."""
    return sum(1 for p in noted(game, "plots-played") if p == player)


def team_attacked_this_turn(game: Game, uid: int) -> bool:
    return uid in noted(game, "team-attacked")


def once_per_turn_ok(game: Game, key: str) -> bool:
    return key not in noted(game, "once")


def use_once(game: Game, key: str) -> None:
    note(game, "once", key)
