"""A power that targets a player (Jason Todd's Vengeance, seed 004: "choose a target
player") asks a decision of the player kind: its options are seats, named as players in
the option words and never read as the card whose id is the same number."""

from __future__ import annotations

from pathlib import Path

from vsrules.core.decisions import PLAYER_KINDS, Attack, Pass, Pick
from vsrules.core.lab.runner import build
from vsrules.core.lab.scenario import parse_scenario

SCENARIO = Path(__file__).parents[1] / "rulings" / "original" / "cards" / "jason-todd.toml"


def test_jason_todds_target_player_is_asked_and_described_as_a_player(registry):
    lab = build(parse_scenario(SCENARIO), registry)
    game = lab.game
    jason, brute = lab.labels["jason"], lab.labels["brute"]
    game.apply(next(o for o in game.legal() if isinstance(o, Attack)
                    and o.attackers == (jason,) and o.defender == brute))
    while game.pending is not None and game.pending.kind not in PLAYER_KINDS:
        game.apply(next(o for o in game.legal() if isinstance(o, Pass)))
    pending = game.pending
    assert pending is not None and pending.kind == "player", pending
    assert pending.options == [Pick(0), Pick(1)]
    words = [game.variant.describe_choice(game, o) for o in pending.options]
    assert words == [game.player_name(0), game.player_name(1)]
    assert not {game.name_of(u) for u in game.state.objects} & set(words)
