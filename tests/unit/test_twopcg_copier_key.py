"""Hope Summers' copies are worked out again only when what her copier reads changes
(docs/design.md, Caches): the characters on her side, their face and stunned state, and,
while a modifier or static power may make a character X-Men, any change at all."""

from __future__ import annotations

from pathlib import Path

BOARD = (Path(__file__).parents[1] / "rulings" / "2pcg" / "cards"
         / "xmen-hope-summers-ko-pile-deadpool-faq.toml").read_text(encoding="utf-8")
# Ant-Man (Avengers, Shrink) beside Deadpool: not X-Men, so not copied
WITH_ANT_MAN = BOARD.split("[[do]]")[0].replace(
    '{ card = "2pcg:MNB-039", label = "deadpool" }',
    '{ card = "2pcg:MNB-039", label = "deadpool" }, { card = "2pcg:MNB-009", label = "ant" }')


def _copies_shrink(game, hope: int) -> bool:
    return "shrink" in game.variant.extra_keywords(game, game.state.objects[hope])


def test_a_character_granted_x_men_is_copied_at_once(lab_board):
    lab = lab_board(WITH_ANT_MAN)
    game, hope, ant = lab.game, lab.uid("hope"), lab.uid("ant")
    assert not _copies_shrink(game, hope)
    grant = game.add_modifier(ant, "team:X-Men", "grant", True)
    assert _copies_shrink(game, hope)
    game.state.modifiers.remove(grant)
    game.tick()
    assert not _copies_shrink(game, hope)


def test_copies_follow_faces_on_her_side_without_a_clock_tick(lab_board):
    lab = lab_board(WITH_ANT_MAN)
    game, hope, deadpool = lab.game, lab.uid("hope"), lab.uid("deadpool")
    copied = game.variant.copied_super_powers(game, game.state.objects[hope])
    assert copied
    # in place: no clock tick, no new object
    game.turn_face(game.state.objects[deadpool], False, stunned=True)
    assert not game.variant.copied_super_powers(game, game.state.objects[hope])
    game.turn_face(game.state.objects[deadpool], True, stunned=False)
    assert game.variant.copied_super_powers(game, game.state.objects[hope]) == copied
