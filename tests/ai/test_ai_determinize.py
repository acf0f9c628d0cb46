"""The AI's copies of the game: ``fast_clone`` is ``Game.clone``; ``determinize`` hides
what its player can't see and nothing else."""

from __future__ import annotations

from collections import Counter

import pytest
from ai_helpers import advance, permute_hidden

from vsrules.core.ai.determinize import determinize, fast_clone, unseen_objects
from vsrules.core.rng import Rng
from vsrules.core.serialize import dump


@pytest.mark.parametrize("variant", ["2pcg", "original"])
def test_fast_clone_is_clone_and_independent(new_game, variant):
    game = new_game(variant, 4)
    for _ in range(12):
        advance(game, 17, seed=3)
        if game.over:
            break
        before = dump(game.state)
        copy = fast_clone(game)
        assert dump(copy.state) == dump(game.clone().state) == before
        advance(copy, 25, seed=9)  # playing the copy on leaves the game as it was
        assert dump(game.state) == before


@pytest.mark.parametrize("variant", ["2pcg", "original"])
def test_determinize_deals_only_unseen_cards_again(new_game, variant):
    game = new_game(variant, 7)
    advance(game, 90, seed=1)
    player = game.pending.player
    before = dump(game.state)
    det = determinize(game, player, Rng(5))
    assert dump(game.state) == before  # the live game is untouched
    hidden = {o.uid for o in unseen_objects(game, player)}
    assert hidden, "nothing hidden at this point?"
    changed = 0
    for uid, o in game.state.objects.items():
        if uid in hidden and o.zone == "deck":
            assert uid not in det.state.objects  # renumbered: see the test below
            continue
        d = det.state.objects[uid]
        assert (d.zone, d.owner, d.controller) == (o.zone, o.owner, o.controller)
        if uid not in hidden:
            assert d.card == o.card, f"a card {player} sees changed: {o}"
        changed += d.card != o.card
    assert changed > 0
    fresh = set(det.state.objects) - set(game.state.objects)

    def unseen_cards(g, uids, owner):
        return Counter(g.state.objects[u].card for u in uids if g.state.objects[u].owner == owner)

    for owner in range(len(game.state.players)):  # each owner's unseen cards, dealt again
        assert unseen_cards(game, hidden, owner) == unseen_cards(
            det, (hidden & set(det.state.objects)) | fresh, owner)
        assert len(det.zone(owner, "deck")) == len(game.zone(owner, "deck"))
    assert det.state.rng != game.state.rng
    det.apply(game.pending.options[-1])  # the pending options are legal in the copy


@pytest.mark.parametrize("variant", ["2pcg", "original"])
def test_determinize_depends_only_on_what_the_player_sees(new_game, variant):
    game = new_game(variant, 11)
    advance(game, 120, seed=2)
    player = game.pending.player
    other = permute_hidden(game, player, 99)
    opponent = 1 - player
    hand = lambda g: [g.state.objects[u].card for u in g.zone(opponent, "hand")]  # noqa: E731
    assert hand(game) != hand(other) or [game.state.objects[u].card for u in
                                         game.zone(opponent, "deck")] != \
        [other.state.objects[u].card for u in other.zone(opponent, "deck")]
    a = determinize(game, player, Rng(3))
    b = determinize(other, player, Rng(3))
    assert dump(a.state) == dump(b.state)


def test_determinized_log_names_no_unseen_card(new_game):
    """Card scripts read this turn's log; the copy keeps it, minus what was unseen (a
    draw, a card going face down into a resource row...)."""
    game = new_game("2pcg", 13)
    advance(game, 150, seed=4)
    player = game.pending.player
    det = determinize(game, player, Rng(1))
    turn = game.state.turn
    assert all(e.turn == turn for e in det.log)
    hidden = {o.uid for o in unseen_objects(game, player)}
    blanked = 0
    for e in det.log:
        if e.kind == "move" and (e.data.get("new") in hidden or (
                e.data.get("source") in ("deck", "hand") and e.data.get("to") in ("deck", "hand"))):
            assert "card" not in e.data and e.text == "a card moves"
            blanked += 1
    assert blanked >= 2  # at least this turn's draw


def test_cards_named_by_the_players_own_decision_count_as_seen(new_game):
    """Looking at the top of a deck (a Cerebro-like choice): those cards stay as they are;
    a choice of players names no card."""
    from vsrules.core.decisions import Decision, Pick

    game = new_game("2pcg", 3)
    advance(game, 40, seed=2)
    player = game.pending.player
    top = game.zone(player, "deck")[:5]
    game.state.pending = Decision(player, "target", "Which card?", [Pick(u) for u in top])
    det = determinize(game, player, Rng(8))
    assert [det.state.objects[u].card for u in top] == [game.state.objects[u].card for u in top]
    game.state.pending = Decision(player, "first-player", "Who?", [Pick(0), Pick(1)])
    assert not set(top) - {o.uid for o in unseen_objects(game, player)}


@pytest.mark.parametrize("variant", ["2pcg", "original"])
def test_the_copy_holds_no_real_deck_order_and_no_real_setup(new_game, variant):
    """Uids and timestamps are handed out in decklist order before the first shuffle: in
    the copy no unseen deck card keeps its uid or timestamp, the deck's order says nothing
    of the real one, and the setup has another seed and sorted decklists."""
    game = new_game(variant, 7)
    advance(game, 40, seed=1)
    player = game.pending.player
    hidden = {o.uid for o in unseen_objects(game, player)}
    real_stamps = {o.timestamp for o in game.state.objects.values()}
    det = determinize(game, player, Rng(5))
    assert det.setup.seed != game.setup.seed
    for real, blind in zip(game.setup.decks, det.setup.decks, strict=True):
        assert blind.cards == sorted(real.cards) and Counter(blind.cards) == Counter(real.cards)
    matched = total = 0
    for owner in range(len(game.state.players)):
        real_deck, copy_deck = game.zone(owner, "deck"), det.zone(owner, "deck")
        for real_uid, copy_uid in zip(real_deck, copy_deck, strict=True):
            if real_uid not in hidden:
                continue
            assert copy_uid not in game.state.objects
            assert det.state.objects[copy_uid].timestamp not in real_stamps
            total += 1
            matched += det.state.objects[copy_uid].card == game.state.objects[real_uid].card
    assert total > 40
    assert matched < total * 0.5  # dealt again at random: about one card in ten matches
