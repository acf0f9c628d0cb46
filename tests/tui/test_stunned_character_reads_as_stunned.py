"""A stunned character is face down: its powers and keywords are inactive, and the
board says so with its ✖ alone, not with a "-Flight -Ranged ..." mark for every keyword
it prints (those marks are for face-up characters a power changed)."""

from __future__ import annotations

import re

import pytest
from tui_helpers import saved_position, settle

from vsrules.tui.widgets.board import Board

#: (edition, seed, answers, decision): random agents' games where, at that point, a
#: character with printed keywords is stunned on the board while seat 0 decides
STUNNED_AT = [("2pcg", 1, 60, "action"), ("original", 5, 97, "priority")]


@pytest.mark.parametrize(("variant", "seed", "answers", "kind"), STUNNED_AT,
                         ids=[s[0] for s in STUNNED_AT])
async def test_a_stunned_character_reads_as_stunned_not_as_lost_keywords(
        make_app, registry, tmp_path, variant, seed, answers, kind):
    app = make_app(load=str(saved_position(registry, tmp_path, variant, seed, answers, kind)),
                   auto_pass=False)  # the position as saved, no pass made for the person
    async with app.run_test(size=(140, 45)) as pilot:
        screen = await settle(pilot)
        view = screen.session.game.view(0)
        stunned = [o for p in view["players"] for z in ("front", "back")
                   for o in p["zones"][z] if o.get("stunned") and o.get("lost")]
        assert stunned, "no stunned character with keywords: nothing was tested"
        lines = [line.plain for area in screen.query_one(Board).areas
                 for line in area.lines(area.size.width)]
        for obj in stunned:
            chips = [m.group(1) for x in lines
                     if (m := re.search(rf"✖ ★?{re.escape(obj['name'])}(.*?)(  |$)", x))]
            assert chips, (obj["name"], lines)
            for chip in chips:  # stats, wounds, counters: no "-Ranged", no "…2 more"
                assert not re.search(r" -[A-Za-z]", chip) and "more" not in chip, chip
