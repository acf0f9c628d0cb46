"""Registers ``vsrules play`` (the terminal UI) with the command line: the CLI lives in
core, which never imports the TUI; the TUI adds its command through this plugin hook."""

from __future__ import annotations

from typing import Any

from vsrules.core.hookspecs import hookimpl


def _play(args: Any, registry: Any) -> int:
    from .app import run_app  # textual is imported only when the TUI starts

    return run_app(registry, args)


@hookimpl
def vsrules_cli_commands(subparsers: Any) -> None:
    p = subparsers.add_parser("play", help="play a game in the terminal UI")
    p.add_argument("--variant", default=None, help="start directly with this edition")
    p.add_argument("--seed", type=int, default=None)
    p.add_argument("--load", default=None, help="resume a saved game")
    p.set_defaults(func=_play)
