"""From a new process to the start screen's first frame, as a person starting `vsrules play`
waits for it: interpreter start, imports (the editions' light stand-ins, Textual), the
registry, then the app's first frame. Printed with the TUI timings, never asserted
(shared, noisy machines); the target is under 1 s.

Three ways: the headless probe below, with the bytecode caches as this environment has
them, with every module's bytecode cached, and with none cached (every module compiled,
the standard library's and Textual's included: PYTHONDONTWRITEBYTECODE may be set where
this runs); and, where there are pseudo-terminals, the real `vsrules play` until its
first frame is written.

The probe's child prints the wall-clock moment the pilot sees the first frame (the start
screen mounted, laid out and composed, nothing pending); it is measured against the
moment the parent starts the process. What comes after (the pilot's shutdown of the app,
the interpreter's) is no part of it: it is reported apart, as the whole run. The child's
CPU time until that frame is reported beside it: the wall clock of a shared machine swings
with its load, the CPU time much less (compare changes by it, in alternation)."""

from __future__ import annotations

import contextlib
import os
import select
import subprocess
import sys
import time
from collections.abc import Callable

import pytest

PROBE = """
import asyncio
import resource
import sys
import time
from vsrules.core.plugins import default_registry
from vsrules.tui.app import VsApp


async def main():
    app = VsApp(default_registry(), seed=1)
    async with app.run_test(size=(140, 45)) as pilot:
        await pilot.pause()  # the first frame is composed
        shown = time.time()
        used = resource.getrusage(resource.RUSAGE_SELF)
        print(type(app.screen).__name__, shown, used.ru_utime + used.ru_stime)

asyncio.run(main())
"""
RUNS = 3


def probe_runs(env: dict[str, str] | Callable[[], dict[str, str]] | None = None
               ) -> tuple[list[float], list[float], list[float]]:
    """Seconds from the process's start to its first frame and to its exit, and the CPU
    seconds it used until that frame, in ``RUNS`` runs of the probe (``env``: the
    environment, or a function making one per run)."""
    shown, whole, cpu = [], [], []
    for _ in range(RUNS):
        start_wall, start = time.time(), time.perf_counter()
        out = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True,
                             check=True, env=env() if callable(env) else env).stdout
        whole.append(time.perf_counter() - start)
        screen, moment, used = out.split()
        assert screen == "StartScreen"
        shown.append(float(moment) - start_wall)
        cpu.append(float(used))
    return shown, whole, cpu


def probe_samples(env: dict[str, str] | Callable[[], dict[str, str]] | None = None
                  ) -> list[float]:
    """Seconds from the process's start to its first frame, in ``RUNS`` runs."""
    return probe_runs(env)[0]


def test_process_start_to_first_frame(timings):
    shown, whole, cpu = probe_runs()
    timings("process start -> first frame (start screen)", shown)
    timings("  its CPU time (process start -> first frame)", cpu)
    timings("  the whole probe run (the app's and the interpreter's shutdown too)", whole)


def test_process_start_to_first_frame_with_and_without_bytecode(timings, tmp_path):
    cached = {**os.environ, "PYTHONPYCACHEPREFIX": str(tmp_path / "pyc")}
    cached.pop("PYTHONDONTWRITEBYTECODE", None)
    subprocess.run([sys.executable, "-c", PROBE], capture_output=True, check=True, env=cached)
    timings("  the same, every module's bytecode cached", probe_samples(cached))
    fresh = iter(range(RUNS))

    def none_cached() -> dict[str, str]:
        return {**os.environ, "PYTHONDONTWRITEBYTECODE": "1",
                "PYTHONPYCACHEPREFIX": str(tmp_path / f"none-{next(fresh)}")}

    timings("  the same, no bytecode cached at all", probe_samples(none_cached))


@pytest.mark.skipif(sys.platform == "win32", reason="needs a pseudo-terminal")
def test_vsrules_play_in_a_terminal_to_first_frame(timings):
    """The command itself in a 100x30 pseudo-terminal, until the start screen's first
    frame is written (then ctrl+q)."""
    import fcntl
    import pty
    import struct
    import termios

    script = "import sys; from vsrules.core.cli import main; sys.exit(main())"
    env = {**os.environ, "TERM": "xterm-256color"}
    samples = []
    for _ in range(RUNS):
        start = time.perf_counter()
        pid, fd = pty.fork()
        if pid == 0:  # the child: becomes `vsrules play`
            os.execve(sys.executable, [sys.executable, "-c", script, "play", "--seed", "1"], env)
        try:
            fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
            seen, shown = b"", None
            while shown is None and time.perf_counter() - start < 30:
                ready, _, _ = select.select([fd], [], [], 0.05)
                if ready:
                    try:
                        seen += os.read(fd, 65536)
                    except OSError:
                        break
                    if b"Compare (c)" in seen and b"Resume" in seen:
                        shown = time.perf_counter() - start
            assert shown is not None, seen[-2000:]
            samples.append(shown)
            os.write(fd, b"\x11")  # ctrl+q
            for _ in range(200):
                if os.waitpid(pid, os.WNOHANG)[0]:
                    break
                select.select([fd], [], [], 0.05)
                with contextlib.suppress(OSError):
                    os.read(fd, 65536)
            else:
                os.kill(pid, 9)
                os.waitpid(pid, 0)
        finally:
            os.close(fd)
    timings("`vsrules play` in a terminal -> first frame written", samples)
