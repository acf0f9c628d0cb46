"""The game: board, the pending decision, the card inspector, combat/chain and log.

Everything rules-related is the engine's: this screen shows ``game.view(seat)``, lists
``game.pending``'s options and hands the chosen one to ``game.apply``."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from textual import events, getters, work
from textual.binding import Binding
from textual.content import Content
from textual.widgets import Input, OptionList

from vsrules.core.decisions import Attack, Choice, Move, Pass, PlayResource, Recruit
from vsrules.core.view import followed, visible_entry

from ..app import VsApp
from ..attack_builder import AttackBuilder, BuilderStep
from ..saves import autosave_path, proposed_name
from ..session import Session
from ..startup import collect_if_due
from ..widgets.board import Board
from ..widgets.chain_panel import ChainPanel, ref_name
from ..widgets.combat_panel import CombatPanel, find_object
from ..widgets.decision_panel import NUMBER_KEYS, DecisionPanel
from ..widgets.game_log import GameLog
from ..widgets.inspector import CardInspector
from ..widgets.key_line import BindingsLine
from ..widgets.status_bar import StatusBar
from .attack_flow import AttackFlow, option_target
from .game_over import GameOverScreen
from .pass_device import PassScreen
from .save_as import SaveAsScreen
from .settings import SettingsScreen
from .table import compose_table

#: the rows of the AI's turn summary on a short screen: the table's, above the question
#: (app.tcss ``GameScreen.-short Toast``)
SUMMARY_ROWS = 13


class GameScreen(AttackFlow):
    """One game being played; the app swaps in a new one for a new game."""

    app = getters.app(VsApp)

    BINDINGS = [
        Binding("escape", "cancel_attack", "Cancel attack"),  # shown only while building
        Binding("1", "number('1')", "Choose", key_display="1-9"),
        *[Binding(k, f"number('{k}')", "Choose", show=False) for k in NUMBER_KEYS[1:]],
        Binding("p", "pass", "Pass"),
        Binding("slash", "filter", "Filter", key_display="/"),
        Binding("tab", "app.focus_next", "Cards"),
        Binding("c", "chain_card", "Chain card", show=False),
        Binding("s", "save", "Save"),
        Binding("u", "undo", "Undo"),
        Binding("a", "auto_pass", "Auto-pass"),
        Binding("o", "settings", "Settings", show=False),
        Binding("e", "yield_until('turn-end')", "Pass to end of turn", show=False),
        Binding("n", "yield_until('change')", "Pass until something new", show=False),
        Binding("m", "remember", "Remember answer", show=False),
        Binding("question_mark", "help", "Help", key_display="?"),
        Binding("q", "quit", "Quit"),
        Binding("escape", "clear", "Clear", show=False),
    ]

    def __init__(self, session: Session, ai_delay: float = 0.4, auto_pass: bool = True,
                 save_path: Path | None = None) -> None:
        super().__init__()
        self.session = session
        self.ai_delay = ai_delay
        self.auto_pass = auto_pass
        if save_path is not None:
            session.save_path = Path(save_path)
        self.viewer = session.home_seat()
        self.view: dict[str, Any] = {}
        self.error = ""
        self.thinking = False
        self.quit_armed = False
        self.over_shown = False
        self.waiting_for_seat = False
        #: the engine raised something other than IllegalChoice (its state may be off)
        self.broken = False
        self.epoch = 0
        #: the game position an AI seat was last asked about
        self.asked: tuple[int, int] | None = None
        self.builder = AttackBuilder(())
        self.log_key: tuple[Any, ...] = ()
        #: the turns before this one already looked at for an AI's turn summary
        self.checked_turn: int | None = None if session.game.state.turn else 0
        #: an AI's turn summary is up (any key puts it away)
        self.summary_shown = False
        #: the chain's top link when last drawn, and the entry c showed last
        self.chain_top: int | None = None
        self.chain_cursor = -1
        #: the game and log length the board was last drawn from (``moved_since_shown``)
        self.moves_seen: tuple[Any, int] = (None, 0)
        #: log entries already read for the card panel's moves
        self.log_seen = 0
        #: plugin failures already noticed, by game (an undo makes a new game)
        self.plugin_notices: dict[int, int] = {}

    # -- layout --------------------------------------------------------------------------
    def compose(self) -> Any:
        yield from compose_table(Board(len(self.session.game.state.players), id="board"))
        yield DecisionPanel(id="decision")
        yield BindingsLine(id="keys")

    def on_mount(self) -> None:
        self.query_one("#combat").display = False
        self.query_one("#chain").display = False
        self.query_one("#option-filter").display = False
        self.query_one("#options", OptionList).focus()
        self.advance()

    @property
    def game(self) -> Any:
        return self.session.game

    @property
    def edition(self) -> str:
        return self.session.variant.id

    # -- the loop: whose move is it? -------------------------------------------------------
    def advance(self) -> None:
        """Move on until a person must decide (AI seats answer in a worker)."""
        session = self.session
        if self.waiting_for_seat:
            return  # the table is covered until the next person is ready
        while True:
            game = session.game
            if self.broken:  # after an engine failure only undo, save and quit make sense
                self.thinking = False
                self.refresh_all()
                return
            if game.over:
                self.thinking = False
                self.refresh_all()
                if not self.over_shown:
                    self.over_shown = True
                    self.app.push_screen(GameOverScreen(self.result_text()), self.after_game_over)
                return
            ai = session.ai_turn()
            # AI seats use the same play flow: they are not asked pass-only questions
            auto = session.flow_answer() if self.auto_pass or ai else None
            if auto is not None:
                if self.apply(auto[0], manual=False) is None and not self.broken:
                    if auto[1]:
                        self.notify(auto[1])
                    continue
                self.refresh_all()
                return
            if ai:
                self.thinking = True
                self.refresh_all()
                if self.asked != self.token():  # never ask the same agent twice at once
                    self.asked = self.token()
                    self.think(self.asked)
                return
            self.thinking = False
            self.summarise_ai_turn()
            who = session.deciding()
            if who is not None and who != self.viewer and session.hot_seat:
                self.waiting_for_seat = True
                self.app.push_screen(PassScreen(session.seats[who].name), self.seat_ready)
                return
            self.refresh_all()
            self.call_after_refresh(collect_if_due)  # once drawn, while the person reads
            return

    def summarise_ai_turn(self) -> None:
        """When a person is asked after an AI's turn ended: what that turn did, on one
        screen (a notification that stays a while; the log has everything)."""
        turn = self.game.state.turn
        if self.checked_turn is None:  # a loaded game: only turns played from now on
            self.checked_turn = max(0, turn - 1)
        if self.session.hot_seat:
            return
        for t in range(max(1, self.checked_turn + 1), turn):
            owner = self.session.turn_owner(t)
            if owner is None or self.session.seats[owner].human:
                continue
            self.app.clear_notifications()  # an older turn's summary gives way: one at a time
            self.notify(self.session.turn_summary_text(t, self.viewer, *self.summary_room()),
                        title=f"{self.session.seats[owner].name}'s turn {t}", timeout=20,
                        markup=False)
            self.summary_shown = True
        self.checked_turn = max(self.checked_turn, turn - 1)

    def summary_room(self) -> tuple[int, int | None]:
        """The rows and the width the AI's turn summary has: on a short screen (80x24) it
        covers the table down to the question (app.tcss: ``SUMMARY_ROWS`` with its title),
        the full width; on a tall one a corner notification of up to 12 lines."""
        if self.size.height >= 36:
            return 12, None
        return SUMMARY_ROWS - 1, max(20, self.size.width - 4)  # (its padding and edge)

    def on_key(self, _event: events.Key) -> None:
        """Any key puts the AI's turn summary away (the key still does what it does)."""
        self.put_summary_away()

    def put_summary_away(self) -> None:
        """The AI's turn summary goes (a key, or an answer given with the mouse)."""
        if self.summary_shown:
            self.summary_shown = False
            self.app.clear_notifications()

    def seat_ready(self, _result: Any = None) -> None:
        self.waiting_for_seat = False
        who = self.session.deciding()
        if who is not None:
            self.viewer = who
        self.query_one(Board).selected = None
        self.query_one(CardInspector).clear_card()
        self.refresh_all()

    def token(self) -> tuple[int, int]:
        """Which position the game is in (an undo starts a new epoch)."""
        return (self.epoch, len(self.session.game.answers))

    @work(thread=True, exclusive=True, group="ai")
    def think(self, token: tuple[int, int]) -> None:
        """An AI seat picks its answer off the UI thread."""
        pending = self.session.game.pending
        if pending is None:
            return
        pace = self.session.ai_pace if self.session.ai_pace is not None else self.ai_delay
        if pace > 0 and len(pending.options) > 1:
            time.sleep(pace)
        try:
            choice = self.session.ai_choose()
        except Exception as exc:  # an agent (maybe a plugin's) failed: say so, don't crash
            self.app.call_from_thread(self.ai_failed, token, f"{type(exc).__name__}: {exc}")
            return
        self.app.call_from_thread(self.ai_answered, token, choice)

    def ai_failed(self, token: tuple[int, int], problem: str) -> None:
        if token == self.token():
            self.thinking = False
            self.refresh_all()
            self.notify(f"The AI failed ({problem}). Save with s; the game can't go on.",
                        severity="error", timeout=30)

    def ai_answered(self, token: tuple[int, int], choice: Any) -> None:
        if token != self.token() or not self.session.ai_turn():
            return  # the game moved on (undo, new game) while the AI was thinking
        reason = self.apply(choice, manual=False)
        if reason:
            self.notify(f"The AI's answer was refused: {reason}", severity="error")
        self.advance()

    # -- drawing -------------------------------------------------------------------------
    def notice_plugin_failures(self, game: Any) -> None:
        """A notice for each plugin switched off during the game (``plugin-failed`` in its
        log), once."""
        failed = [e for e in game.log if e.kind == "plugin-failed"]
        for entry in failed[self.plugin_notices.get(id(game), 0):]:
            self.notify(entry.text, title="Plugin failed", severity="error", timeout=10)
        self.plugin_notices[id(game)] = len(failed)

    def refresh_all(self) -> None:
        session = self.session
        game = session.game
        view = game.view(self.viewer)
        self.view = view
        step_owner = game.state.step_owner
        owner = view["players"][step_owner]["name"] if step_owner is not None else None
        notes = []
        if self.thinking:
            notes.append("AI is thinking…")
        you = None if session.hot_seat else session.home_seat()
        if step_owner is not None and step_owner == you:
            owner = "yours"
        self.query_one(StatusBar).show_status(session.variant.name, view, owner, " ".join(notes),
                                              you)
        board = self.query_one(Board)
        cursor = board.selected
        board.show(view, self.edition, game.cards, self.moved_since_shown(game))
        # the cursor followed its card to a new object (its Highlighted comes after this)
        cursor_moved = board.selected is not None and board.selected != cursor
        # the engine leaves the last combat's flags behind when a game ends mid-combat
        self.query_one(CombatPanel).show_combat({} if game.over else game.state.flags, view)
        self.query_one(ChainPanel).show_chain(view, game.cards)
        log_key = (game, len(game.log), len(session.passed_for), self.viewer)
        if log_key != self.log_key:  # the log only grows (an undo makes a new game)
            self.log_key = log_key
            self.query_one(GameLog).sync(session.log_lines(self.viewer))
            self.notice_plugin_failures(game)
        # a new list's highlight is followed here, with the rest of the frame, not by
        # its message after it: the card panel is decided once (``follow_inspector``)
        listed = self.show_decision(announce=False)
        panel = self.query_one(DecisionPanel)
        self.option_on_board(panel.choice_at(panel.option_list.highlighted), listed)
        self.show_attack()
        self.follow_inspector(listed, cursor_moved)

    def moved_since_shown(self, game: Any) -> dict[int, int]:
        """Old uid -> new uid of every card that changed zones (or levelled up) since the
        board was last drawn from this game, by the log's entries (an undo makes a new
        game: nothing is followed across it)."""
        seen = self.moves_seen
        self.moves_seen = (game, len(game.log))
        if seen[0] is not game:
            return {}
        viewer = self.viewer
        entries = game.log[seen[1]:]
        if viewer is not None:  # a move the viewer can't see into is not followed
            entries = [visible_entry(game, e, viewer) for e in entries]
        return {e.data["old"]: e.data["new"] for e in entries
                if isinstance(e.data.get("old"), int) and isinstance(e.data.get("new"), int)}

    def name_of(self, ref: Any) -> str:
        return ref_name(self.view, self.game.cards, ref)

    def show_decision(self, announce: bool = True) -> bool:
        """Draw the pending decision; returns whether its options were listed anew (with
        a highlighted row: ``announce``, posted as the panel's ``Highlighted``)."""
        self.refresh_bindings()  # whether p passes (the key line is redrawn, nothing more)
        panel = self.query_one(DecisionPanel)
        panel.position = self.token()
        session = self.session
        pending = session.pending
        builder = self.sync_builder()
        if pending is None:
            panel.wait(Content.styled("The game is over.", "bold"))
            return False
        who = session.seats[pending.player]
        panel.offer_remember(who.human and session.rememberable())
        if not who.human:
            panel.wait(Content.assemble((f"{who.name} is thinking…", "bold yellow"),
                                        (f"  ({pending.prompt})", "dim")))
            return False
        head = "Your move" if not session.hot_seat else f"{who.name}'s move"
        entries = builder.entries(session.entries(), self.name_of)
        if builder.active:
            return panel.show(self.attack_prompt(head), entries, announce=announce)
        parts: list[Any] = [(head, "bold green"), ": ", pending.prompt]
        if builder.attacks:
            parts.append(("  (to attack: an \"Attack with\" option, or tab to the board and "
                          "enter on your character)", "dim"))
        if panel.card_filter is not None:
            parts.append((f"  [options with {panel.card_name}: esc shows all]", "dim"))
        if self.error:
            parts.append(("\n✖ " + self.error, "bold red"))
        return panel.show(Content.assemble(*parts), entries, Pass(), session.costly_pass(),
                          session.pass_gives_up(), session.pass_question(), announce=announce)

    def option_on_board(self, choice: Choice | None, moved: bool = True) -> None:
        """The highlighted option on the board: the cards it names are underlined, and
        while an attack is built, a highlight that ``moved`` to it puts the cursor on its
        target (an attack) or character (a partner joining or leaving), which the attack
        prompt names."""
        board = self.query_one(Board)
        if moved and self.builder.active and choice is not None:
            target = option_target(choice)
            if target is not None and board.selected != target:
                board.select(target)
        board.mark(frozenset(self.session.card_refs(choice)) if choice is not None
                   else frozenset())

    def inspect_uid(self, uid: int | None) -> None:
        if uid is None:
            return
        obj = find_object(self.view, uid)
        if obj is None or obj.get("hidden"):
            return
        card = self.game.card(uid)
        other = None
        if card.other_level and card.other_level in self.game.cards.by_id:
            other = self.game.cards.get(card.other_level)  # both levels are public
        self.query_one(CardInspector).show_card(card, obj, other)

    def follow_inspector(self, listed: bool = False, cursor_moved: bool = False) -> None:
        """The card panel after the game moved on, decided once (it is written once):
        the board cursor's card when the cursor moved with its card to a new object;
        else, when the options were ``listed`` anew and the option list is read (the
        focus is not on the board or the card panel), the highlighted option's card;
        else a new effect on the chain, at once; else its own card's live state (a KO, a
        level up, wounds)."""
        inspector = self.query_one(CardInspector)
        chain = self.view.get("chain") or []
        top = chain[-1]["id"] if chain else None
        new_top = top is not None and top != self.chain_top
        self.chain_top = top
        since = self.log_seen
        if not new_top:
            self.log_seen = len(self.game.log)
        if cursor_moved:
            self.inspect_uid(self.query_one(Board).selected)
            return
        if listed and not isinstance(self.focused, Board | CardInspector):
            panel = self.query_one(DecisionPanel)
            if self.inspect_option(panel.choice_at(panel.option_list.highlighted)):
                return
        if new_top:
            self.inspect_link(chain[-1])
            return
        if inspector.uid is not None:
            obj = find_object(self.view, inspector.uid)
            if obj is None:  # moved: a new object, followed through the log
                uid = followed(self.game, self.viewer, inspector.uid, since)
                obj = find_object(self.view, uid) if uid is not None else None
            if obj is not None and not obj.get("hidden"):
                self.inspect_uid(obj["uid"])
            else:  # gone from sight (into a deck, the other seat's hand)
                inspector.clear_card()
        if not inspector.shown:  # nothing to read yet (a loaded game): the option's card
            panel = self.query_one(DecisionPanel)
            self.inspect_option(panel.choice_at(panel.option_list.highlighted))

    def inspect_option(self, choice: Choice | None) -> bool:
        """The card panel on the option's own card, else on the card whose power asks (a
        "pay to stop it?" names no card in its options); whether there was one."""
        pending = self.session.pending
        asking = pending.context.get("source") if pending is not None else None
        refs = self.session.card_refs(choice) if choice is not None else []
        for uid in [*refs, asking]:
            obj = find_object(self.view, uid) if isinstance(uid, int) else None
            if obj is not None and not obj.get("hidden"):
                self.inspect_uid(uid)
                return True
        return False

    def inspect_link(self, link: dict[str, Any]) -> None:
        """A chain entry in the inspector: its card (with its state when it is an object)."""
        source = link.get("source")
        if source is not None and find_object(self.view, source) is not None:
            self.inspect_uid(source)
            return
        card_id = link.get("card")
        if card_id and card_id in self.game.cards.by_id:
            self.query_one(CardInspector).show_card(self.game.cards.get(card_id))

    def action_chain_card(self) -> None:
        """c: read the next entry of the chain (top first) or of the combat in the card
        panel."""
        chain = list(reversed(self.view.get("chain") or []))
        if not chain:
            self.notify("The chain is empty.")
            return
        self.chain_cursor = (self.chain_cursor + 1) % len(chain)
        self.inspect_link(chain[self.chain_cursor])

    # -- answering -----------------------------------------------------------------------
    def apply(self, choice: Any, manual: bool = True) -> str | None:
        """``session.apply``, turning an engine crash into a message instead of a crash."""
        try:
            return self.session.apply(choice, manual=manual)
        except Exception as exc:
            self.broken = True
            self.notify(f"The rules engine failed: {type(exc).__name__}: {exc}. "
                        "Undo (u) or save (s).", severity="error", timeout=30)
            return f"the rules engine failed ({type(exc).__name__})"

    def choose(self, choice: Any) -> None:
        """The person's answer, through the engine (which may refuse it)."""
        if not self.session.human_turn() or self.waiting_for_seat:
            return
        if self.session.deciding() != self.viewer:
            return
        if isinstance(choice, BuilderStep):
            self.attack_step(choice)
            return
        self.put_summary_away()
        panel = self.query_one(DecisionPanel)
        if panel.remember:
            self.session.remember(choice)
            panel.offer_remember(False)  # never carried over to the next question
        reason = self.apply(choice)
        self.quit_armed = False
        if reason:
            self.error = reason
            self.show_decision()
            self.notify(reason, title="Not allowed", severity="warning")
            return
        self.error = ""
        self.query_one(DecisionPanel).clear_filters(fill=False)  # advance shows the next
        self.query_one("#option-filter").display = False
        self.advance()

    def on_decision_panel_chosen(self, event: DecisionPanel.Chosen) -> None:
        if event.position != self.token():
            return  # pressed for a question since answered: never applied to the next one
        self.choose(event.choice)

    def on_decision_panel_highlighted(self, event: DecisionPanel.Highlighted) -> None:
        panel = self.query_one(DecisionPanel)
        if event.choice != panel.choice_at(panel.option_list.highlighted):
            return  # a later move of the highlight supersedes it: it follows that one
        self.option_on_board(event.choice)
        if isinstance(self.focused, Board | CardInspector):
            return  # the person reads the board or the card: the card panel stays on it
        self.inspect_option(event.choice)

    def on_board_highlighted(self, event: Board.Highlighted) -> None:
        if event.uid != self.query_one(Board).selected:
            # a later move of the cursor supersedes it: acting on this one would move the
            # option list's highlight back, whose own message would move the cursor again
            return
        self.inspect_uid(event.uid)
        if self.builder.active:
            self.show_decision()  # the prompt says what enter does on this card
            self.follow_cursor(event.uid)  # and the option list highlights the same

    def on_board_activated(self, event: Board.Activated) -> None:
        self.use_card(event.uid)

    def action_inspect(self, uid: int) -> None:
        """A click on a card: highlight it (a second click shows its options)."""
        board = self.query_one(Board)
        if board.selected == uid:
            self.use_card(uid)
            return
        board.select(uid)

    def use_card(self, uid: int) -> None:
        """Show the options that name this card; with none, ask the engine why the
        usual action with it is not allowed now."""
        if not self.session.human_turn() or self.attack_card(uid):
            return
        obj = find_object(self.view, uid) or {}
        panel = self.query_one(DecisionPanel)
        if panel.restrict_to(uid, obj.get("name", "")):
            self.show_decision()
            panel.option_list.focus()
            return
        panel.restrict_to(None)
        reason = self.explain(uid, obj)
        if reason:
            self.error = f"{obj.get('name', 'that card')}: {reason}"
            self.show_decision()

    def explain(self, uid: int, obj: dict[str, Any]) -> str:
        pending = self.session.pending
        attempts: list[Any] = []
        zone = obj.get("zone")
        if zone == "hand":
            card = self.game.card(uid)
            attempts.append(Recruit(uid, "front") if card.type == "character"
                            else PlayResource(uid, False))
        elif zone in ("front", "back") and obj.get("controller") == self.viewer:
            enemies = [o["uid"] for p in self.view["players"] if p["index"] != self.viewer
                       for z in ("front", "back") for o in p["zones"][z] if not o.get("hidden")]
            if enemies:
                attempts.append(Attack((uid,), enemies[0]))
            attempts.append(Move(uid, "back" if zone == "front" else "front"))
        for attempt in attempts:
            if attempt in pending.options:
                continue  # legal: never apply it just to ask
            reason = self.apply(attempt)
            if reason:
                return reason
        return "nothing can be done with it right now"

    # -- keys ----------------------------------------------------------------------------
    def action_number(self, key: str) -> None:
        if isinstance(self.focused, Input):
            return
        if self.builder.active and self.attack_number(key):
            return
        self.query_one(DecisionPanel).choose_number(key)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        panels = self.query(DecisionPanel)
        if panels and panels.first().asking:
            return False  # the pass's question has every key: the key line shows its answers
        if action == "pass":  # shown dim when p does nothing (no pass, nothing to decline)
            return True if panels and panels.first().can_pass() else None
        return super().check_action(action, parameters)

    def action_pass(self) -> None:
        if isinstance(self.focused, Input):
            return
        if not self.query_one(DecisionPanel).choose_pass():
            self.notify("There is nothing to pass right now.")

    def action_filter(self) -> None:
        box = self.query_one("#option-filter", Input)
        box.display = True
        box.focus()

    def action_clear(self) -> None:
        panel = self.query_one(DecisionPanel)
        self.error = ""
        panel.clear_filters()
        self.query_one("#option-filter").display = False
        self.show_decision()
        panel.option_list.focus()

    def action_save(self) -> None:
        """s: save under a name (proposed; an existing file is never overwritten silently)."""
        self.app.push_screen(SaveAsScreen(proposed_name(self.session), self.session.saved_to),
                             self.save_to)

    def save_to(self, path: Path | None) -> None:
        if path is None:
            return
        try:
            saved = self.session.save(path)
        except OSError as exc:
            self.notify(f"Could not save: {exc}", severity="error")
            return
        self.notify(f"Saved to {saved}", title="Saved")

    def autosave(self) -> None:
        """On quit: the game goes to the autosave the start screen offers to resume."""
        if self.game.over:
            return
        try:
            self.session.autosave(autosave_path())
        except OSError as exc:
            self.notify(f"Could not autosave: {exc}", severity="error")

    def action_undo(self) -> None:
        if self.session.undo_target() is None:
            self.notify("Nothing of yours to undo.")
            return
        message = self.session.undo()
        self.broken = False
        self.epoch += 1
        self.error = ""
        self.over_shown = False
        self.notify(message)
        self.advance()

    def action_auto_pass(self) -> None:
        """Auto-pass for the seat at the table (each seat has its own: see settings)."""
        flow = self.session.flows[self.viewer]
        flow.pass_only = not flow.pass_only
        self.notify("Auto-pass on: a decision with only Pass is answered for you."
                    if flow.pass_only else "Auto-pass off.")
        if flow.pass_only:
            self.auto_pass = True
            self.advance()

    def action_settings(self) -> None:
        self.app.push_screen(SettingsScreen(self.session, self.viewer), self.after_settings)

    def after_settings(self, _result: Any = None) -> None:
        self.auto_pass = True
        self.refresh_all()
        self.advance()

    def action_yield_until(self, until: str) -> None:
        """Pass now and keep passing until the end of the turn or something new."""
        pending = self.session.pending
        if not self.session.human_turn() or self.session.deciding() != self.viewer or \
                pending is None or not pending.is_action or Pass() not in pending.options:
            self.notify("There is nothing to pass right now.")
            return
        self.session.flows[self.viewer].start_yield(self.game, until)
        self.auto_pass = True
        self.notify("Passing until the end of the turn." if until == "turn-end"
                    else "Passing until something new happens.")
        self.choose(Pass())

    def action_remember(self) -> None:
        if not self.query_one(DecisionPanel).toggle_remember():
            self.notify("Only a yes/no question's answer can be remembered.")

    def action_help(self) -> None:
        from .help import HelpScreen  # markdown is slow to import: not before it is needed

        self.app.push_screen(HelpScreen(self.edition))

    def action_quit(self) -> None:
        if self.quit_armed:
            self.autosave()
            self.app.exit(0)
            return
        self.quit_armed = True
        self.notify("Press q again to quit (the game is kept in the autosave; s saves it "
                    "under a name).")

    # -- the end -------------------------------------------------------------------------
    def result_text(self) -> str:
        st = self.game.state
        # why it ended (the log's "Game over: ... wins (why)" without its words: the
        # screen's title says "Game over" and its first line who won)
        why = next((str(e.data.get("reason") or "") for e in reversed(self.game.log)
                    if e.kind == "game-over"), "")
        reason = why[:1].upper() + why[1:] + "." if why else ""
        if st.draw or st.winner is None:
            head = "A draw."
        elif not self.session.hot_seat and self.session.seats[st.winner].human:
            head = "You win!"
        elif not self.session.hot_seat:
            head = f"{self.session.seats[st.winner].name} wins."
        else:
            head = f"{self.session.seats[st.winner].name} wins!"
        return f"{head}\n\n{reason}\nTurn {st.turn}, {st.decisions} decisions."

    def after_game_over(self, result: Any) -> None:
        if result == "undo":
            self.action_undo()
        elif result == "new":
            self.app.new_game()
        elif result == "quit":
            self.app.exit(0)
