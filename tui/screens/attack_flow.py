"""The game screen's attack builder: enter on your character (or "Attack with X…")
starts an attack, the board colours the legal defenders for the chosen group, a number key
or the arrows pick one and enter confirms (as does the same number again), enter on
another of your characters adds or removes it (team attack), esc cancels. The engine's
legal options are the only source; a refused attempt shows the engine's reason."""

from __future__ import annotations

from abc import abstractmethod
from typing import Any

from textual.content import Content
from textual.screen import Screen

from vsrules.core.decisions import Attack, Choice

from ..attack_builder import (
    AddAttacker,
    AttackBuilder,
    BuilderStep,
    DropAttacker,
    StartAttack,
    player_token,
    token_seat,
)
from ..session import Session
from ..widgets.board import Board
from ..widgets.combat_panel import find_object
from ..widgets.decision_panel import DecisionPanel

IN_PLAY = ("front", "back")


def option_target(choice: Any) -> int | None:
    """The board stop an option of the builder is about: an attack's target (a character
    or a player token), the character joining or leaving; None for any other option."""
    if isinstance(choice, Attack):
        return choice.defender if choice.defender is not None \
            else player_token(choice.player or 0)
    if isinstance(choice, AddAttacker | DropAttacker):
        return choice.attacker
    return None


class AttackFlow(Screen[Any]):
    """The attack-building part of ``GameScreen``, which supplies the game, the view and
    the three methods below (drawing the decision, answering it, naming a card)."""

    builder: AttackBuilder
    session: Session
    view: dict[str, Any]
    viewer: int
    error: str
    #: the attack a number key picked last (the same number again attacks)
    picked: Any = None

    @abstractmethod
    def show_decision(self, announce: bool = True) -> bool:
        """Draw the pending decision's question and options (whether they were listed
        anew; ``announce``: with the panel's ``Highlighted`` for the new highlight)."""

    @abstractmethod
    def choose(self, choice: Choice) -> None:
        """Answer the pending decision with ``choice`` (the engine may refuse it)."""

    @abstractmethod
    def name_of(self, ref: Any) -> str:
        """A card's or a player's name as the viewer may see it."""

    def sync_builder(self) -> AttackBuilder:
        """The builder for the pending decision (a new one when the decision changed)."""
        pending = self.session.pending
        mine = pending is not None and self.session.human_turn() and \
            pending.player == self.viewer
        options = pending.options if mine else ()
        if self.builder.options is not options:
            self.builder = AttackBuilder(options)
            self.picked = None
        return self.builder

    def show_attack(self) -> None:
        """Board colours and footer keys for the attack being built."""
        board: Board = self.query_one(Board)
        if self.builder.active != bool(board.roles):
            self.refresh_bindings()  # esc's footer words
        board.set_roles(self.builder.marks() if self.builder.active else {})

    def attack_step(self, step: BuilderStep) -> None:
        self.builder.step(step)
        self.picked = None
        self.error = ""
        self.show_attack()
        if self.builder.active:
            self.aim()  # first: the prompt drawn next names the target enter attacks
        self.show_decision()

    def aim(self) -> None:
        """Put the board's cursor on the first legal target (enter then confirms)."""
        board: Board = self.query_one(Board)
        targets = [u for u in board.order if board.roles.get(u) == "defender"]
        if targets and board.selected not in targets:
            board.select(targets[0])
        board.focus()

    def attack_card(self, uid: int) -> bool:
        """Enter (or a second click) on ``uid`` while attacks are open; False when it is
        not about an attack."""
        b = self.builder
        if not b.attacks:
            return False
        if not b.active:
            if uid in b.starters():
                self.attack_step(StartAttack(uid))
                return True
            return False
        role = b.marks().get(uid)
        if role == "defender":
            self.choose(b.attempt(uid))
            return True
        if role == "attacker" and len(b.attackers) == 1:
            self.error = self.no_team_words(uid)  # taking out the only attacker: esc does
            self.show_decision()
            return True
        if role in ("attacker", "partner"):
            self.attack_step(DropAttacker(uid) if role == "attacker" else AddAttacker(uid))
            return True
        obj = find_object(self.view, uid) or {}
        if obj.get("zone") in IN_PLAY and obj.get("controller") == self.viewer:
            self.choose(b.attempt_with(uid))
        elif obj.get("zone") in IN_PLAY or token_seat(uid) is not None:
            self.choose(b.attempt(uid))
        else:
            self.error = "pick a red target" + (
                ", or a yellow character to add it (team attack)" if b.partners() else "")
            self.show_decision()
        return True

    def no_team_words(self, uid: int) -> str:
        """Why enter on the only attacker adds no one: who may join it, or that no one may."""
        name = self.name_of(uid)
        if self.builder.partners():
            return f"{name} attacks: enter on a yellow character adds it (team attack)"
        return f"no character can join {name} in a team attack: pick a red target"

    def attack_number(self, key: str) -> bool:
        """A number key while building: on an attack it picks that target (the header and
        the board follow) and only enter, or the same number again, attacks; False when
        the key is not about an attack (a partner joining or leaving is taken at once)."""
        panel: DecisionPanel = self.query_one(DecisionPanel)
        row = panel.number_row(key)
        choice = panel.choice_at(row)
        if not isinstance(choice, Attack):
            return False
        target = option_target(choice)
        board: Board = self.query_one(Board)
        if self.picked == choice and panel.option_list.highlighted == row and \
                board.selected == target:
            self.choose(choice)
            return True
        self.picked = choice
        panel.highlight_number(key)
        board.select(target)
        self.show_decision()
        return True

    def follow_cursor(self, uid: int | None) -> None:
        """The board's cursor is what enter acts on while building: the option list
        highlights the option doing the same (the attack on that target, that partner
        joining or leaving), or nothing when enter there does no listed option."""
        panel: DecisionPanel = self.query_one(DecisionPanel)
        b = self.builder
        role = b.marks().get(uid) if uid is not None else None
        same: Any = None
        if role == "defender" and uid is not None:
            same = b.attempt(uid)
        elif role == "partner" and uid is not None:
            same = AddAttacker(uid)
        elif role == "attacker" and uid is not None and len(b.attackers) > 1:
            same = DropAttacker(uid)
        ol = panel.option_list
        rows = [r for r in range(ol.option_count) if panel.choice_at(r) == same]
        if same is not None and rows:
            if ol.highlighted != rows[0]:
                ol.highlighted = rows[0]
        elif ol.highlighted is not None:
            ol.highlighted = None
        if self.picked is not None and self.picked != same:
            self.picked = None  # the same number again no longer attacks: the cursor moved

    def action_cancel_attack(self) -> None:
        self.builder.cancel()
        self.picked = None
        self.error = ""
        self.show_decision()
        self.show_attack()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "cancel_attack":
            return self.builder.active
        return super().check_action(action, parameters)

    # -- words ---------------------------------------------------------------------------
    def target_words(self, uid: int | None) -> str | None:
        """The target under the board's cursor, if the chosen group may attack it."""
        b = self.builder
        if uid is None or b.marks().get(uid) != "defender":
            return None
        seat = token_seat(uid)
        if seat is not None:
            return f"{self.view['players'][seat]['name']} (direct attack)"
        return self.name_of(uid)

    def attack_prompt(self, head: str) -> Content:
        """Two lines: the attack so far (and what enter does), then the keys or an error."""
        board: Board = self.query_one(Board)
        names = " + ".join(self.name_of(u) for u in sorted(self.builder.attackers))
        parts: list[Any] = [(head, "bold green"), ": ", ("Attack with ", "bold"),
                            (names, "bold yellow")]
        target = self.target_words(board.selected)
        role = self.builder.marks().get(board.selected) if board.selected is not None else None
        if target:
            parts += [" → ", (target, "bold red"), ("  enter attacks", "bold")]
        elif role == "partner" and board.selected is not None:
            parts += [": ", (f"enter adds {self.name_of(board.selected)}", "bold"),
                      " (team attack)"]
        elif role == "attacker" and board.selected is not None and \
                len(self.builder.attackers) > 1:
            parts += [": ", (f"enter takes {self.name_of(board.selected)} out", "bold")]
        elif self.builder.matching():
            parts.append(": pick a red target (arrows)")
        else:
            parts.append(": add a partner (yellow) for a team attack")
        if self.error:
            parts.append(("\n✖ " + self.error, "bold red"))
        else:
            # the first line says what enter does here; the most needed first: a narrow
            # panel cuts the end
            keys = "\n1-9 picks, esc cancels"
            if self.builder.partners():
                keys += " · enter on a yellow one: team attack"
            parts.append((keys, "dim"))
        return Content.assemble(*parts)
