"""How fast the TUI answers: start to the first drawn board, and a key press to the
frame that shows the updated board. The numbers are printed at the end of the run
(``TUI timings``), never asserted (shared, noisy machines); the tests check only that the
board did update.

The pilot's own waits (it sleeps until the process looks idle) are not counted: a key's
time ends at the first frame that draws the board with the change in it (the compositor
asks the players' areas for their lines: ``PlayerArea.render_line``, Textual's line API)."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import pytest

from vsrules.core.decisions import Pass
from vsrules.tui.screens.game import GameScreen
from vsrules.tui.startup import quiet_full_collections
from vsrules.tui.widgets.player_area import PlayerArea

SIZE = (140, 45)


class FrameClock:
    """Notes when a frame draws the board while ``ready()`` holds, and the CPU time the
    UI thread spent until then (``cpu``: what a loaded machine stretches, not adds to)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.ready: Callable[[], bool] = lambda: False
        self.at: float | None = None
        self.cpu_at: float = 0.0
        self.cpu: list[float] = []
        draw = PlayerArea.render_line

        def timed(area: PlayerArea, y: int) -> Any:
            line = draw(area, y)
            if self.at is None and self.ready():
                self.at = time.perf_counter()
                self.cpu_at = time.thread_time()
            return line

        monkeypatch.setattr(PlayerArea, "render_line", timed)

    async def press(self, pilot: Any, key: str, ready: Callable[[], bool]) -> float:
        """Seconds from sending ``key`` to the first frame where ``ready()``."""
        self.ready, self.at = ready, None
        start, cpu = time.perf_counter(), time.thread_time()
        await pilot.press(key)
        await pilot.pause()
        assert self.at is not None, f"no frame showed the change after {key!r}"
        self.cpu.append(self.cpu_at - cpu)
        return self.at - start


def board_text(screen: GameScreen) -> str:
    """What the board draws now (each side's lines, with their styles)."""
    board = screen.query_one("#board")
    return "\n".join(line.markup for area in board.areas
                     for line in area.lines(max(20, area.size.width)))


async def settle(pilot: Any) -> GameScreen:
    """Wait for the AI; return the game screen once a person must decide."""
    for _ in range(400):
        await pilot.pause()
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
        screen = pilot.app.screen
        if isinstance(screen, GameScreen) and not screen.thinking:
            return screen
    raise AssertionError("the AI never finished")


def option_key(screen: GameScreen, *prefixes: str) -> str | None:
    panel = screen.query_one("#decision")
    for n, i in enumerate(panel.shown_index[:10]):
        if panel.entries[i][1].startswith(prefixes):
            return "1234567890"[n]
    return None


@pytest.mark.parametrize("variant", ["2pcg", "original"])
async def test_first_frame(make_app, timings, monkeypatch, variant):
    """From making the app to the first frame that draws the game screen's board."""
    frames: list[float] = []
    draw = PlayerArea.render_line

    def timed(area: PlayerArea, y: int) -> Any:
        line = draw(area, y)
        frames.append(time.perf_counter())
        return line

    monkeypatch.setattr(PlayerArea, "render_line", timed)
    samples = []
    for _ in range(4):
        frames.clear()
        start = time.perf_counter()
        app = make_app(variant=variant, direct=True)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            assert frames, "the game screen never drew"
            samples.append(frames[0] - start)
            screen = app.screen
            assert isinstance(screen, GameScreen)
            assert screen.session.game.state.players[0].name in board_text(screen)
    timings(f"first frame ({variant}, {SIZE[0]}x{SIZE[1]})", samples)


async def test_cursor_key_to_board(make_app, timings, monkeypatch):
    """An arrow key on the board moves the highlighted card."""
    app = make_app(variant="2pcg", direct=True)
    samples = []
    async with app.run_test(size=SIZE) as pilot:
        screen = await settle(pilot)
        while screen.session.game.state.turn == 0:  # main characters, mulligans
            await pilot.press("1")
            screen = await settle(pilot)
        board = screen.query_one("#board")
        board.focus()
        await pilot.pause()
        clock = FrameClock(monkeypatch)
        for _ in range(30):
            before, was = board_text(screen), board.selected
            samples.append(await clock.press(pilot, "right", lambda was=was: board.selected != was))
            assert board_text(screen) != before
    timings("arrow key -> board", samples)


@pytest.fixture
def as_in_play():
    """Garbage collection as in a ``vsrules play`` process: full collections at quiet
    moments (tui/startup.py)."""
    quiet_full_collections(True)
    yield
    quiet_full_collections(False)


@pytest.mark.parametrize("variant", ["2pcg", "original"])
async def test_answer_key_to_board(make_app, timings, monkeypatch, variant, as_in_play):
    """A number key that puts a card into play (a resource, a recruit)."""
    app = make_app(variant=variant, direct=True)
    samples = []
    async with app.run_test(size=SIZE) as pilot:
        screen = await settle(pilot)
        clock = FrameClock(monkeypatch)
        game = screen.session.game
        for _ in range(150):
            if len(samples) >= 12 or game.over:
                break
            key = option_key(screen, "Resource:", "Recruit")
            if key is None or game.state.turn == 0:
                passes = Pass() in game.pending.options
                await pilot.press(*(("p", "y") if screen.session.pass_gives_up() else
                                    ("p",) if passes else ("1",)))
                screen = await settle(pilot)
                continue
            before, answers = board_text(screen), len(game.answers)
            samples.append(await clock.press(pilot, key,
                                             lambda n=answers: len(game.answers) > n))
            assert board_text(screen) != before
            screen = await settle(pilot)
    assert samples
    timings(f"answer key -> board ({variant})", samples)
    timings(f"  the same, the UI thread's CPU time ({variant})", clock.cpu)
