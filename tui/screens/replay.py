"""A saved or finished game, stepped forward and back one decision at a time, seen from
one seat (hidden cards stay hidden) or, once the game is over, with every card shown.
Any point can be resumed as a new game (``Replay.resume``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual import getters
from textual.binding import Binding
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Footer, Static

from vsrules.core.replay import Replay
from vsrules.core.view import build_view

from ..app import VsApp
from ..session import Session
from ..text import update_static
from ..widgets.board import Board
from ..widgets.chain_panel import ChainPanel
from ..widgets.combat_panel import CombatPanel, find_object
from ..widgets.game_log import GameLog
from ..widgets.inspector import CardInspector
from ..widgets.status_bar import StatusBar
from .table import compose_table

PAGE = 10


class ReplayScreen(Screen):
    """Read-only board; the arrows step through the decisions (the board's card cursor
    moves with up/down once it has the focus)."""

    app = getters.app(VsApp)

    DEFAULT_CSS = """
    #replay-info { height: auto; max-height: 4; border-top: solid $accent; padding: 0 1; }
    """

    BINDINGS = [
        Binding("left", "step(-1)", "Back", priority=True, key_display="←"),
        Binding("right", "step(1)", "Next", priority=True, key_display="→"),
        Binding("pageup", "step(-10)", "-10", key_display="PgUp"),
        Binding("pagedown", "step(10)", "+10", key_display="PgDn"),
        Binding("left_square_bracket", "turn(-1)", "Turn", key_display="[ ]"),
        Binding("right_square_bracket", "turn(1)", "Turn", show=False),
        Binding("home", "seek(0)", "Start", show=False),
        Binding("end", "seek(-1)", "End", show=False),
        Binding("v", "switch_view", "View"),
        Binding("r", "resume", "Resume"),
        Binding("q", "app.quit", "Quit"),
    ]

    def __init__(self, replay: Replay, source: Path) -> None:
        super().__init__()
        self.replay = replay
        self.source = source
        #: the turn number after each count of answers (for the turn keys)
        self.turns = replay.turns()
        self.finished = replay.seek(len(replay)).over
        self.position = 0
        # only to describe answers and tell the log as a seat may read it
        self.session = Session.from_game(replay.registry, replay.seek(0))
        self.viewer = self.session.home_seat()
        self.reveal_all = False
        self.view: dict[str, Any] = {}

    def compose(self) -> Any:
        yield from compose_table(Board(len(self.replay.game.state.players), acting=False, id="board"))
        yield Static(id="replay-info")
        yield Footer()

    def on_mount(self) -> None:
        self.show()

    # -- drawing -------------------------------------------------------------------------
    @property
    def game(self) -> Any:
        return self.replay.game

    def show(self) -> None:
        game = self.replay.seek(self.position)
        self.session.game = game
        view = build_view(game, self.viewer, reveal_all=self.reveal_all)
        self.view = view
        step_owner = game.state.step_owner
        owner = view["players"][step_owner]["name"] if step_owner is not None else None
        self.query_one(StatusBar).show_status(game.variant.name, view, owner, "Replay")
        self.query_one(Board).show(view, game.variant.id, game.cards)
        combat = self.query_one(CombatPanel)
        combat.show_combat({} if game.over else game.state.flags, view)
        self.query_one(ChainPanel).show_chain(view, game.cards)
        self.query_one(GameLog).sync(self.session.log_lines(None if self.reveal_all
                                                            else self.viewer))
        update_static(self.query_one("#replay-info", Static), self.info())

    def info(self) -> Content:
        game, n = self.game, len(self.replay)
        eyes = "every card" if self.reveal_all else f"{self.session.seats[self.viewer].name}'s seat"
        parts: list[Any] = [(f"Decision {self.position}/{n}", "bold"), f" · seen from {eyes}"]
        pending = game.pending
        if self.position < n and pending is not None:
            who = game.player_name(pending.player)
            parts.append(f"\nNext: {who}: {pending.prompt}")
            if self.reveal_all or pending.player == self.viewer:
                answer = self.session.describe_in(game, self.replay.answers[self.position])
                parts.append((f" → {answer}", "green"))
        elif game.over:
            parts.append(("\nThe game is over.", "bold red"))
        else:
            parts.append(("\nThe saved game stops here (r resumes it).", "dim"))
        return Content.assemble(*parts)

    def action_inspect(self, uid: int) -> None:
        """A click on a card: highlight it (the inspector shows it)."""
        self.query_one(Board).select(uid)

    def on_board_highlighted(self, event: Board.Highlighted) -> None:
        obj = find_object(self.view, event.uid) if event.uid is not None else None
        if obj is not None and not obj.get("hidden"):
            self.query_one(CardInspector).show_card(self.game.card(event.uid), obj)

    # -- keys ----------------------------------------------------------------------------
    def action_seek(self, position: int) -> None:
        n = len(self.replay)
        self.position = n if position < 0 else max(0, min(position, n))
        self.show()

    def action_step(self, delta: int) -> None:
        self.action_seek(max(0, self.position + delta))

    def action_turn(self, delta: int) -> None:
        """To the first decision of the next (or this / the previous) turn."""
        turns, here = self.turns, self.position
        if delta > 0:
            later = [k for k in range(here + 1, len(turns)) if turns[k] != turns[here]]
            self.action_seek(later[0] if later else len(turns) - 1)
            return
        start = here
        while start > 0 and turns[start - 1] == turns[here]:
            start -= 1
        if start == here and start > 0:  # already at a turn's start: the one before
            start -= 1
            while start > 0 and turns[start - 1] == turns[here - 1]:
                start -= 1
        self.action_seek(start)

    def action_switch_view(self) -> None:
        """Each seat in turn, then (for a finished game) every card."""
        seats = len(self.game.state.players)
        if self.reveal_all:
            self.reveal_all, self.viewer = False, 0
        elif self.viewer + 1 < seats:
            self.viewer += 1
        elif self.finished:
            self.reveal_all = True
        else:
            self.viewer = 0
            self.notify("Every card is shown only for a finished game.")
        self.show()

    def action_resume(self) -> None:
        """A new game from this point (the same setup and answers so far), saved beside
        the original under a new name."""
        game = self.replay.resume(self.position)
        path = self.source.with_name(f"{self.source.stem}-from-{self.position}.json")
        session = Session.from_game(self.replay.registry, game, save_path=path)
        self.app.push_screen(self.app.game_screen_for(session))
