"""SVG snapshots of the start screen and the board (fixed seed, no AI delay, no clock).
Regenerate with ``pytest tests/tui --snapshot-update`` and look at the SVGs."""

from __future__ import annotations

import pytest
from tui_helpers import (
    crowded_save,
    key_for,
    many_keywords_save,
    order_save,
    pass_keys,
    pay_save,
    settle,
    start_to_first_turn,
)

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
        await pilot.press(*pass_keys(screen, "1" if screen.session.game.pending.kind == "resource" else None))
        screen = await settle(pilot)


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "140x45"])
def test_board_original(snap_compare, make_app, size):
    assert snap_compare(make_app(variant="original", seed=3), terminal_size=size,
                        run_before=_to_my_original_build)


async def _to_an_attack_with_defenders_shown(pilot) -> None:
    await pilot.press("enter")
    screen = await settle(pilot)
    for _ in range(40):
        if key_for(screen, "Attack with"):
            break
        await pilot.press(*pass_keys(screen, key_for(screen, "Recruit") or key_for(screen, "Resource:")))
        screen = await settle(pilot)
    await pilot.press(key_for(screen, "Attack with"))
    await pilot.pause()


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "140x45"])
def test_attack_builder(snap_compare, make_app, size):
    """The attacker in yellow, the legal defender in red, the keys in the prompt and footer."""
    assert snap_compare(make_app(), terminal_size=size,
                        run_before=_to_an_attack_with_defenders_shown)


async def _settled(pilot) -> None:
    await settle(pilot)
    await pilot.pause()


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "140x45"])
def test_payment_prompt(snap_compare, make_app, registry, tmp_path, size):
    """2PCG: each location that could pay, how it pays, the card shown."""
    app = make_app(load=str(pay_save(registry, tmp_path)))
    assert snap_compare(app, terminal_size=size, run_before=_settled)


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "140x45"])
def test_trigger_order_prompt(snap_compare, make_app, registry, tmp_path, size):
    """Original: the triggers to order, named by card and power."""
    app = make_app(load=str(order_save(registry, tmp_path)))
    assert snap_compare(app, terminal_size=size, run_before=_settled)


async def _to_a_chain(pilot) -> None:
    await pilot.press("enter")
    screen = await settle(pilot)
    for _ in range(30):
        if screen.session.game.state.chain and screen.session.human_turn():
            break
        await pilot.press(*pass_keys(screen))
        screen = await settle(pilot)
    await pilot.pause()


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "140x45"])
def test_chain_panel(snap_compare, make_app, size):
    """Original: the chain panel beside the card panel, both readable."""
    assert snap_compare(make_app(variant="original", seed=3, auto_pass=False),
                        terminal_size=size, run_before=_to_a_chain)


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "140x45"])
def test_granted_keywords_fit_the_board(snap_compare, make_app, registry, tmp_path, size):
    """2PCG Hope Summers with five copied keywords: as many as fit on her line, the rest
    counted ("…2 more"); the card panel lists them all."""
    app = make_app(load=str(many_keywords_save(registry, tmp_path)))
    assert snap_compare(app, terminal_size=size, run_before=_settled)


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "140x45"])
def test_crowded_board(snap_compare, make_app, registry, tmp_path, size):
    """2PCG turn 23, eight characters against five: at 80x24 both sides condensed to fit
    (resources counted, short chips, no middle rule); at 140x45 drawn in full."""
    app = make_app(load=str(crowded_save(registry, tmp_path)))
    assert snap_compare(app, terminal_size=size, run_before=_settled)
