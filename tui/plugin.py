"""Registers ``vsrules play`` and ``vsrules replay`` (the terminal UI) with the command
line: the CLI lives in core, which never imports the TUI; the TUI adds its commands
through this plugin hook."""

from __future__ import annotations

from typing import Any

from vsrules.core.hookspecs import hookimpl


def _play(args: Any, registry: Any) -> int:
    from .startup import pause_gc, resume_gc

    if args.load == "":  # ``--load`` alone: the game left on quit, offered to resume
        from .saves import autosave_path, autosave_to_resume

        found = autosave_to_resume()
        if found is None:
            print(f"error: no autosave to resume ({autosave_path()} does not exist): "
                  "give a save file, vsrules play --load FILE")
            return 2
        args.load, args.offer_resume = None, str(found)
    elif args.load:  # a bad save is told (file and problem, exit 2) before any UI
        from pathlib import Path

        from vsrules.core.saves import load_save

        load_save(Path(args.load).expanduser(), registry)

    pause_gc(freeze=True)  # from here to the first frame (the app resumes it): startup.py
    try:
        from .app import run_app  # textual is imported only when the TUI starts

        return run_app(registry, args)
    finally:
        resume_gc()


def _replay(args: Any, registry: Any) -> int:
    from .replay_app import run_replay

    return run_replay(registry, args)


@hookimpl
def vsrules_cli_commands(subparsers: Any) -> None:
    from vsrules.core.cli import SEED  # the command line's: a registry alone never needs it

    p = subparsers.add_parser("play", help="play a game in the terminal UI")
    p.add_argument("--variant", default=None, help="start directly with this edition")
    p.add_argument("--seed", type=SEED, default=None)
    p.add_argument("--load", nargs="?", const="", default=None, metavar="FILE",
                   help="resume a saved game (no FILE: offer the autosave written on quit)")
    p.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                   help="a rule option (repeatable): the game's with --variant, else the "
                   "start screen's house rules to begin with")
    p.set_defaults(func=_play)
    r = subparsers.add_parser("replay", help="step through a saved or finished game in the "
                              "terminal UI (and resume it from any point)")
    r.add_argument("file", help="a save (vsrules play: s)")
    r.set_defaults(func=_replay)
