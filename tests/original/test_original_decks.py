"""Deck rules of the original edition (original CR seed 000, Starting the Game 101.2: at
least 60 cards, at most four per name and version, Army unlimited; seed 004 Triad: at
most three cards named Triad) and the bundled decks."""

from __future__ import annotations

from pathlib import Path

from vsrules.core.decks import DeckFile, load_deck

DECKS = Path(__file__).resolve().parents[2] / "variants" / "original" / "decks"


def deck(counts: list[tuple[str, int]]) -> DeckFile:
    return DeckFile("<test>", "test", "original", None, counts)


def problems(registry, counts):
    return registry.variant("original").deck_problems(deck(counts))


def test_a_60_card_deck_of_four_copies_is_legal(registry):
    counts = [(f"LSH-X{i:02d}", 4) for i in (2, 3, 4, 5, 8, 10, 12, 13, 17, 19, 20, 21, 22, 28)]
    counts.append(("LSH-X01", 4))
    assert sum(n for _, n in counts) == 60
    assert problems(registry, counts) == []


def test_five_copies_and_small_decks_are_refused(registry):
    found = problems(registry, [("LSH-X02", 5)])
    assert any("at most 4" in what for _, what in found)
    assert any("at least 60" in what for _, what in found)


def test_triad_is_limited_to_three(registry):
    counts = [("LSH-X26", 4)] + [(f"LSH-X{i:02d}", 4) for i in range(2, 16) if i != 7]
    found = problems(registry, counts)
    assert any("named Triad" in what for _, what in found)
    counts[0] = ("LSH-X26", 3)
    assert not any("Triad" in what for _, what in problems(registry, counts))


def test_army_cards_are_unlimited(tmp_path, monkeypatch):
    """An Army card of a user card set (``VSRULES_CARDS``, docs/cards.md) in 60 copies."""
    from vsrules.core.plugins import Registry

    (tmp_path / "army.toml").write_text(
        '[set]\nid = "army"\nname = "Test army"\nvariant = "original"\n\n'
        '[[card]]\nid = "T-ARMY"\nname = "Test Drone"\nversion = "Army"\n'
        'type = "character"\ncost = 1\natk = 1\ndef = 1\n', encoding="utf-8")
    monkeypatch.setenv("VSRULES_CARDS", str(tmp_path))
    reg = Registry()
    reg.load_entry_points()
    assert problems(reg, [("T-ARMY", 60)]) == []
    assert any("at most 4" in what for _, what in problems(reg, [("LSH-X02", 60)]))


def test_unknown_cards_are_reported_not_crashed_on(registry):
    found = problems(registry, [("NOPE-1", 60)])
    assert ("cards[0].id", "unknown card 'NOPE-1'") in found


def test_bundled_decks(registry):
    variant = registry.variant("original")
    files = sorted(DECKS.glob("*.toml"))
    playable = [p for p in files if not p.name.endswith("-2004.toml")]
    assert [p.name for p in playable] == ["1-legionnaires-cosmic.toml",
                                          "2-future-foes-darkseid.toml",
                                          "3-rogues-gallery.toml"]
    for p in playable:
        assert variant.deck_problems(load_deck(p)) == [], p.name
    # the incomplete 2004 lists are reported as not legal (missing cards), not crashed on
    for p in files:
        if p in playable:
            continue
        try:
            d = load_deck(p)
        except Exception as exc:  # an empty list is a located input error
            assert "cards" in str(exc)
            continue
        assert variant.deck_problems(d)


def test_decks_lists_incomplete_2004_decklists_as_references_apart(capsys):
    """`vsrules decks`: the playable decks with their legality, then the 2004 decklists
    that can't be completed yet as reference lists with how many cards are known (not
    as broken decks)."""
    import json

    from vsrules.core.cli import main

    assert main(["decks", "--variant", "original"]) == 0
    out = capsys.readouterr().out
    playable, _, references = out.partition("Reference decklists")
    assert "NOT LEGAL" not in out
    assert "1-legionnaires-cosmic.toml" in playable and "legal" in playable
    assert "common-enemy-2004.toml" in references and "2004" not in playable
    assert main(["decks", "--variant", "original", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    refs = {r["file"]: r for r in rows if r.get("reference")}
    assert set(refs) == {p.name for p in DECKS.glob("*-2004.toml")}
    for r in refs.values():
        assert r["total"] == 60 and 0 <= r["known"] < 60
    assert all(r["valid"] for r in rows if not r.get("reference"))
