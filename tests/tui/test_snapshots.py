"""SVG snapshots of the start screen and the board (fixed seed, no AI delay, no clock).
Regenerate with ``pytest tests/tui --snapshot-update`` and look at the SVGs."""

from __future__ import annotations

import pytest
from tui_helpers import key_for, pass_key, settle, start_to_first_turn

SIZES = [(80, 24), (140, 45)]


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "140x45"])
def test_start_screen(snap_compare, make_app, size):
    assert snap_compare(make_app(), terminal_size=size)


async def _to_my_recruit_step(pilot) -> None:
    await start_to_first_turn(pilot)
    await pilot.press("1")  # a card into the resource row
    await settle(pilot)


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "140x45"])
def test_board(snap_compare, make_app, size):
    assert snap_compare(make_app(), terminal_size=size, run_before=_to_my_recruit_step)


async def _to_my_original_build(pilot) -> None:
    await pilot.press("enter")
    screen = await settle(pilot)
    for _ in range(12):
        if screen.session.game.state.phase == "build:recruit":
            break
        await pilot.press("1" if screen.session.game.pending.kind == "resource" else pass_key(screen))
        screen = await settle(pilot)


def test_board_original(snap_compare, make_app):
    assert snap_compare(make_app(variant="original", seed=3), terminal_size=(100, 30),
                        run_before=_to_my_original_build)


async def _to_an_attack_with_defenders_shown(pilot) -> None:
    await pilot.press("enter")
    screen = await settle(pilot)
    for _ in range(40):
        if key_for(screen, "Attack with"):
            break
        await pilot.press(key_for(screen, "Recruit") or key_for(screen, "Resource:") or pass_key(screen))
        screen = await settle(pilot)
    await pilot.press(key_for(screen, "Attack with"))
    await pilot.pause()


def test_attack_builder(snap_compare, make_app):
    """The attacker in yellow, the legal defender in red, the keys in the prompt and footer."""
    assert snap_compare(make_app(), terminal_size=(100, 30),
                        run_before=_to_an_attack_with_defenders_shown)
