"""A question asking the person for a target says, in the decision panel, what the effect
will do to the one chosen: the words come from the effect's steps (core.target_words),
shown as the game asks them. Real positions of bundled decks played by random agents."""

from __future__ import annotations

from tui_helpers import option_words, saved_position, settle

#: original, seed 7: Connor Kent's power asks which team attacker of yours to ready
CONNOR_KENT_AT = 174
#: original, seed 11: Titans Memorial asks which cosmic character gets a cosmic counter
TITANS_MEMORIAL_AT = 390
#: 2PCG, seed 6: Thor's Lightning Strike asks which of three enemy characters to hit
LIGHTNING_STRIKE_AT = 138


async def _prompt_of(make_app, registry, tmp_path, variant: str, seed: int, at: int
                     ) -> tuple[str, list[str]]:
    save = saved_position(registry, tmp_path, variant, seed, at, "target")
    async with make_app(load=str(save)).run_test(size=(100, 30)) as pilot:
        screen = await settle(pilot)
        assert len(screen.session.game.answers) == at  # still asked: nothing answered it
        return str(screen.query_one("#prompt").render()), option_words(screen)


async def test_connor_kent_asks_for_a_character_to_ready(make_app, registry, tmp_path):
    prompt, options = await _prompt_of(make_app, registry, tmp_path, "original", 7,
                                       CONNOR_KENT_AT)
    assert "Connor Kent: choose a character of yours that was in a team attack this turn " \
        "to ready and be unable to cause breakthrough this turn" in prompt
    assert len(options) == 2


async def test_titans_memorial_asks_who_gets_the_cosmic_counter(make_app, registry,
                                                                tmp_path):
    prompt, _options = await _prompt_of(make_app, registry, tmp_path, "original", 11,
                                        TITANS_MEMORIAL_AT)
    assert "Titans Memorial: choose a cosmic character of yours to get a cosmic counter" \
        in prompt


async def test_lightning_strike_asks_who_gets_three_counters(make_app, registry, tmp_path):
    prompt, options = await _prompt_of(make_app, registry, tmp_path, "2pcg", 6,
                                       LIGHTNING_STRIKE_AT)
    assert "Lightning Strike: choose an enemy character to get 3 -1/-1 counters" in prompt
    assert len(options) == 3
    assert "choose a target" not in prompt.lower()
