"""``vsrules play``: the Textual app that lets a person play either edition."""

from __future__ import annotations

import os
import random
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual.app import App

from vsrules.core.errors import VsrulesError
from vsrules.core.options import parse_assignments

from .decks import deck_choices
from .opponents import agent_names
from .screens.start import StartScreen
from .startup import pause_gc, resume_gc

if TYPE_CHECKING:  # the game and the engine are imported when a game starts (a faster first frame)
    from .screens.game import GameScreen
    from .session import Session


class VsApp(App[int]):
    """Start screen first (or straight into a game with ``--load`` / ``--variant``)."""

    CSS_PATH = "app.tcss"
    TITLE = "vsrules"
    ENABLE_COMMAND_PALETTE = False
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (110, "-wide")]
    VERTICAL_BREAKPOINTS = [(0, "-short"), (36, "-tall")]

    def __init__(self, registry: Any, *, variant: str | None = None, seed: int = 1,
                 load: str | None = None, direct: bool = False, ai_delay: float = 0.4,
                 auto_pass: bool = True, save_path: Path | None = None,
                 opponent: str | None = None, options: list[str] | None = None,
                 offer_resume: str | None = None) -> None:
        super().__init__()
        #: a save the start screen offers to resume, its Resume button focused
        #: (``play --load`` with no file: the autosave)
        self.offer_resume = offer_resume
        #: rule options ``NAME=VALUE`` (``play --option``): a direct game's, and the start
        #: screen's house rules to begin with
        self.options = list(options or [])
        self.registry = registry
        self.variant = variant
        self.seed = seed
        self.load = load
        self.direct = direct
        self.ai_delay = ai_delay
        self.auto_pass = auto_pass
        self.save_path = save_path
        #: the AI preselected on the start screen (default: the first registered)
        self.opponent = opponent

    def on_load(self) -> None:
        pause_gc()  # until the first screen is shown (see startup.py)

    def on_unmount(self) -> None:
        resume_gc()  # if the app ends before its first frame

    def on_mount(self) -> None:
        session, problem = None, ""
        try:
            if self.load:
                from .session import Session

                session = Session.load(self.registry, Path(self.load).expanduser())
            elif self.direct and self.variant:
                session = self.default_session(self.variant)
        except VsrulesError as exc:
            problem = str(exc)
        except Exception as exc:  # a plugin's variant may fail in any way
            problem = f"Could not start: {type(exc).__name__}: {exc}"
        if session is not None:
            screen = self.game_screen_for(session)
            self.push_screen(screen)
            screen.call_after_refresh(resume_gc)
            return
        start = StartScreen(self.registry, self.variant, self.seed,
                            self.load or self.offer_resume, self.opponent,
                            house_rules=self.options, focus_resume=self.offer_resume is not None)
        self.push_screen(start)
        start.call_after_refresh(resume_gc)
        if problem:
            start.call_after_refresh(start.error, problem)

    def default_session(self, variant_id: str) -> Session:
        """The first two decks offered, against the first AI."""
        from .session import Session

        decks, _note = deck_choices(self.registry.variant(variant_id))
        if not decks:
            raise VsrulesError(f"{variant_id} has no playable deck yet")
        agents = agent_names(self.registry)
        opponent = self.opponent if self.opponent in agents else (agents[0] if agents else None)
        variant = self.registry.variant(variant_id)
        options = parse_assignments(variant, self.options, self.registry)
        return Session.new(self.registry, variant_id, self.seed,
                           [decks[0], decks[min(1, len(decks) - 1)]], opponent, options)

    def game_screen_for(self, session: Session) -> GameScreen:
        from .screens.game import GameScreen

        return GameScreen(session, ai_delay=self.ai_delay, auto_pass=self.auto_pass,
                          save_path=self.save_path)

    def start_session(self, session: Session) -> None:
        self.switch_screen(self.game_screen_for(session))

    def new_game(self) -> None:
        self.switch_screen(StartScreen(self.registry, self.variant, self.seed + 1,
                                       opponent=self.opponent))

    @property
    def game_screen(self) -> GameScreen | None:
        from .screens.game import GameScreen

        return self.screen if isinstance(self.screen, GameScreen) else None


def run_app(registry: Any, args: Any) -> int:
    """Run the app for ``vsrules play``; returns the process exit code. The pause before
    each AI answer is ``VSRULES_AI_DELAY`` seconds (default 0.4; 0 for none)."""
    variant = getattr(args, "variant", None)
    if variant is not None and variant not in registry.variants:
        known = ", ".join(sorted(registry.variants))
        print(f"error: unknown variant {variant!r} (known: {known})")
        return 2
    seed = getattr(args, "seed", None)
    if seed is None:
        seed = random.randrange(1, 1_000_000)
    delay = os.environ.get("VSRULES_AI_DELAY", "")
    try:
        ai_delay = max(0.0, float(delay)) if delay else 0.4
    except ValueError:
        ai_delay = 0.4
    options = list(getattr(args, "option", None) or [])
    if variant is not None and options:
        try:  # a wrong option is said before the screen opens
            parse_assignments(registry.variants[variant], options, registry)
        except VsrulesError as exc:
            print(f"error: {exc}")
            return 2
    app = VsApp(registry, variant=variant, seed=seed, load=getattr(args, "load", None),
                direct=variant is not None, ai_delay=ai_delay, options=options,
                offer_resume=getattr(args, "offer_resume", None))
    result = app.run()
    if app.return_code is not None:
        return app.return_code
    return int(result or 0)
