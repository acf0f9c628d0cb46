"""From a new process to the start screen's first frame, as a person starting `vsrules play`
waits for it: interpreter start, imports (the editions, their card scripts, Textual), the
registry, then the app's first frame (headless). Printed with the TUI timings, never
asserted (shared, noisy machines); the target is under 1 s."""

from __future__ import annotations

import subprocess
import sys
import time

PROBE = """
import asyncio
from vsrules.core.plugins import default_registry
from vsrules.tui.app import VsApp


async def main():
    app = VsApp(default_registry(), seed=1)
    async with app.run_test(size=(140, 45)) as pilot:
        await pilot.pause()
        print(type(app.screen).__name__)

asyncio.run(main())
"""


def test_process_start_to_first_frame(timings):
    samples = []
    for _ in range(3):
        start = time.perf_counter()
        out = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True,
                             check=True).stdout
        samples.append(time.perf_counter() - start)
        assert out.strip() == "StartScreen"
    timings("process start -> first frame (start screen)", samples)
