"""Hope Summers copies her X-Men in uid order, not in row order: two games that differ only
in the row order of those characters give her the same copied powers in the same order
(2PCG FAQ, Mutant Power Duplication; why the order is rules-neutral: the last test)."""

from __future__ import annotations

from vsrules.core.decisions import UsePower
from vsrules.variants.twopcg.variant import POWER

BOARD = """
title = "Hope Summers with four X-Men on her side"
variant = "2pcg"

[cards.hero]
name = "Test Hero"
type = "main-character"
teams = ["X-Men"]
level = 1
atk = 2
def = 5
health = 5

[cards.villain]
name = "Test Villain"
type = "main-character"
teams = ["Villains"]
level = 1
atk = 2
def = 5
health = 5

[game]
active = "p1"
phase = "main"
turn = 5

[players.p1]
main = { card = "hero", row = "front", label = "hero" }
front = [ { card = "2pcg:MNB-042", label = "storm" }, { card = "2pcg:MNB-041", label = "gambit" } ]
back = [ { card = "2pcg:MNB-037", label = "hope" }, { card = "2pcg:MNB-043", label = "beast" },
         { card = "2pcg:MNB-036", label = "magik" } ]
resources = [ { card = "2pcg:MNB-110", face_up = true }, { card = "2pcg:MNB-111", face_up = true } ]

[players.p2]
main = { card = "villain", row = "front", label = "villain" }
"""


def _copies(game, hope: int):
    """What Hope copies, as names: super powers, keywords, the copied script's powers."""
    variant, obj = game.variant, game.state.objects[hope]
    script = variant.extra_script(game, obj)
    return ([p.name for p in variant.copied_super_powers(game, obj)],
            variant.extra_keywords(game, obj),
            [a.name for a in script.activated], [t.name for t in script.triggered])


def _hopes_uses(game, hope: int) -> list[str]:
    """Her super-power uses as the listing gives them (the order random agents pick by)."""
    return [c.name for c in POWER.legal(game, 0) if isinstance(c, UsePower) and c.source == hope]


def test_row_order_does_not_change_her_copies(lab_board):
    lab = lab_board(BOARD)
    game, hope = lab.game, lab.uid("hope")
    storm, magik = lab.uid("storm"), lab.uid("magik")
    before, uses = _copies(game, hope), _hopes_uses(game, hope)
    assert len(before[0]) == 3 and before[1] == ("flight", "ferocious", "genius")
    assert len(uses) >= 2  # (an order to keep)
    other = game.clone()
    other.reposition(storm, "back")  # front: gambit; back: hope, beast, magik, storm
    other.reposition(magik, "front")  # front: gambit, magik; back: hope, beast, storm
    assert [o.uid for o in other.characters(0)] != [o.uid for o in game.characters(0)]
    assert _copies(other, hope) == before
    assert _hopes_uses(other, hope) == uses


def test_what_she_may_copy_does_not_depend_on_order(registry):
    """Why the uid order is rules-neutral: among the powers she may copy (of any supporting
    character, once something grants the X-Men team, and the scripts of their keywords), no
    two different powers share a name (powers are found by name, the first that fits), and
    static powers only add and grant (which give the same result in any order)."""
    from vsrules.variants.twopcg.keywords import KEYWORDS
    from vsrules.variants.twopcg.powers import printed_super_powers
    from vsrules.variants.twopcg.scripts import script_for

    characters = [c for c in registry.variant("2pcg").card_db() if c.type == "character"]
    scripts = [script_for(c.id) for c in characters] + list(KEYWORDS.values())
    by_name: dict[tuple[str, str], list] = {}
    for c in characters:
        for p in printed_super_powers(c):
            by_name.setdefault(("super", p.name.lower()), []).append(p)
    for s in scripts:
        for a in s.activated:
            by_name.setdefault(("activated", a.name.lower()), []).append(a)
        for t in s.triggered:
            by_name.setdefault(("triggered", t.name), []).append(t)
    assert len(by_name) > 30
    assert all(all(p == found[0] for p in found) for found in by_name.values())
    assert {st.op for s in scripts for st in s.static} <= {"add", "grant"}
