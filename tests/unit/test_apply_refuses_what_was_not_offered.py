"""``apply`` takes one of the offered options and nothing else: any other value is refused
with ``IllegalChoice`` and the state is unchanged; an offered option can't be changed in
place into another answer (choices are frozen), and a look-alike is not trusted."""

from __future__ import annotations

import attrs
import pytest
from helpers import random_agents

from vsrules.core.decisions import Choice, Decision, Pass, Pick, Recruit
from vsrules.core.errors import IllegalChoice
from vsrules.core.serialize import dump


def game_at_recruit(new_2pcg_game):
    """A 2PCG game whose pending decision offers a Recruit."""
    for seed in range(1, 40):
        game = new_2pcg_game(seed)
        agents = random_agents(game, seed)
        while not game.over and game.state.turn < 12:
            if any(isinstance(o, Recruit) for o in game.pending.options):
                return game
            game.apply(agents[game.pending.player].choose(game.pending))
    raise AssertionError("no recruit offered in 40 games")


NOT_CHOICES = [None, 0, 1, "pass", {"type": "Pass"}, [Pass()], (Pass(),), Pass, object()]


@pytest.mark.parametrize("value", NOT_CHOICES, ids=repr)
def test_a_value_that_is_no_choice_is_refused_and_nothing_changes(new_2pcg_game, value):
    game = new_2pcg_game(3)
    before = dump(game.state)
    with pytest.raises(IllegalChoice, match="not an answer"):
        game.apply(value)
    assert dump(game.state) == before


def test_a_decision_given_as_an_answer_is_refused(new_2pcg_game):
    game = new_2pcg_game(3)
    before = dump(game.state)
    with pytest.raises(IllegalChoice):
        game.apply(Decision(0, "x", "x", [Pass()]))
    assert dump(game.state) == before


def test_every_choice_kind_is_frozen(registry):
    registry.variant("2pcg"), registry.variant("original")  # their choices registered
    for cls in Choice.registry.values():
        if not attrs.has(cls):
            continue
        made = object.__new__(cls)
        for f in attrs.fields(cls):
            with pytest.raises(attrs.exceptions.FrozenInstanceError):
                setattr(made, f.name, 1)


def test_an_offered_recruit_can_not_be_turned_into_another_card(new_2pcg_game):
    game = game_at_recruit(new_2pcg_game)
    offered = next(o for o in game.pending.options if isinstance(o, Recruit))
    opponent = 1 - game.pending.player
    theirs = game.zone(opponent, "hand")[0]
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        offered.card = theirs  # type: ignore[misc]
    before = dump(game.state)
    with pytest.raises(IllegalChoice):
        game.apply(attrs.evolve(offered, card=theirs))
    assert dump(game.state) == before
    assert theirs in game.zone(opponent, "hand")


def test_a_look_alike_equal_to_everything_is_not_trusted(new_2pcg_game):
    game = new_2pcg_game(3)

    class Anything(Pick):
        def __eq__(self, other):
            return True

        __hash__ = Pick.__hash__

    before = dump(game.state)
    with pytest.raises(IllegalChoice):
        game.apply(Anything(0))
    assert dump(game.state) == before


def test_an_answer_whose_field_equals_everything_runs_an_offered_option(new_2pcg_game):
    game = new_2pcg_game(3)
    offered = list(game.pending.options)
    game.apply(Pick(_EqualToAll()))
    assert any(game.answers[-1] is o for o in offered)  # what runs and is saved is plain


class _EqualToAll:
    def __eq__(self, other):
        return True

    __hash__ = object.__hash__


def test_an_answer_equal_to_an_option_runs_the_engines_own(new_2pcg_game):
    game = new_2pcg_game(3)
    copy = game.clone()
    option = game.pending.options[0]
    game.apply(attrs.evolve(option))  # an equal, new record
    copy.apply(option)
    assert dump(game.state) == dump(copy.state)
    assert all(type(a) is type(option) for a in game.answers[-1:])
