"""The comparison screen runs every variant ticked, the hybrid plugin's too, and names
them in its results: enter in the variants list runs, as the Run button says, and does not
untick the variant under the cursor."""

from __future__ import annotations


async def test_enter_after_ticking_a_variant_runs_it_too(make_app):
    app = make_app()
    async with app.run_test(size=(140, 45)) as pilot:
        await pilot.press("c")
        await pilot.pause()
        screen = app.screen
        screen.query_one("#compare-agents").value = ""
        await pilot.press("2", "tab", "5", "tab", *"random")
        variants = screen.query_one("#compare-variants")
        variants.focus()
        await pilot.pause()
        assert variants.highlighted == 0 and "hybrid" not in variants.selected
        await pilot.press("space", "enter")  # tick the hybrid (first in the list), run
        await pilot.pause()
        await app.workers.wait_for_complete()
        for _ in range(3):
            await pilot.pause()
        assert screen.report is not None
        assert [r["id"] for r in screen.report["variants"]] == ["hybrid", "original", "2pcg"]
        assert screen.report["total_games"] == 6
        status = str(screen.query_one("#compare-status").render())
        assert "Done: 6 games of hybrid, original, 2pcg, seed 5" in status
