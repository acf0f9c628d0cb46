"""The table: every other player's side on top, the viewing seat's side below, with a
card cursor moved by the arrow keys."""

from __future__ import annotations

from typing import Any

from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.geometry import Region
from textual.message import Message
from textual.widgets import Rule

from .player_area import FULL, TIGHT, PlayerArea


class Board(VerticalScroll, can_focus=True):
    """Both sides of the table. Arrows move the highlighted card, enter picks it."""

    BINDINGS = [
        Binding("left", "step(-1)", "Card", show=False),
        Binding("right", "step(1)", "Card", show=False),
        Binding("up", "row(-1)", "Row", show=False),
        Binding("down", "row(1)", "Row", show=False),
        Binding("enter", "pick", "Attack / pick"),
        Binding("enter", "activate", "Use card"),
    ]

    class Highlighted(Message):
        """The card cursor moved to ``uid``."""

        def __init__(self, uid: int | None) -> None:
            super().__init__()
            self.uid = uid

    class Activated(Message):
        """Enter (or a click) on ``uid``: show what can be done with it."""

        def __init__(self, uid: int) -> None:
            super().__init__()
            self.uid = uid

    def __init__(self, seats: int, acting: bool = True, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.seats = seats
        #: False where nothing can be done with a card (a replay): enter only reads it
        self.acting = acting
        self.selected: int | None = None
        self.marked: frozenset[int] = frozenset()
        #: attack roles by uid (or player token) while an attack is being built
        self.roles: dict[int, str] = {}
        #: the person moved the cursor since the game last moved on: the board follows it
        self.follow = False
        self.last_view: dict[str, Any] | None = None

    def compose(self) -> Any:
        for i in range(self.seats):
            if i == self.seats - 1:
                yield Rule(id="table-middle")
            yield PlayerArea(i, id=f"side-{i}")

    @property
    def areas(self) -> list[PlayerArea]:
        return list(self.query(PlayerArea))

    def show(self, view: dict[str, Any], edition: str, cards: Any,
             moved: dict[int, int] | None = None) -> None:
        """Each side as ``view`` has it (a side that did not change is not redrawn).
        ``moved``: the new object of each card that changed zones since the last call
        (old uid -> new uid): the cursor follows its card to its new row or zone."""
        if view != self.last_view:  # the game moved on: the hand comes back into sight
            self.last_view, self.follow = view, False
        viewer = view["viewer"]
        players = view["players"]
        order = [i for i in range(len(players)) if i != viewer] + [viewer]
        for area, seat in zip(self.areas, order, strict=False):
            area.seat = seat
            area.show(players[seat], viewer, view["active"] == seat, edition, cards,
                      view["turn"])
        self.fit()  # before the cursor is checked: a condensed side has fewer stops
        if self.selected is not None and self.selected not in self.order:
            uid, hops = self.selected, 0
            while moved and uid in moved and hops < len(moved):  # hand -> chain -> row
                uid, hops = moved[uid], hops + 1
            if uid in self.order:
                self.select(uid)
                return
            self.selected = None
            self._set_marks()
        self.call_after_refresh(self.keep_in_view)

    def fit(self) -> None:
        """Draw every side as little condensed as lets the whole table fit the board's
        room (both sides' headers and characters in sight at 80x24 late in a game); when
        even the most condensed does not fit, the board scrolls (the hand kept in sight)."""
        room = self.scrollable_content_region.height
        if room <= 0:
            return
        # the sides' width without a scrollbar: a table that fits has none
        width = max(20, self.size.width - self.styles.gutter.width)
        areas = self.areas
        middle = len(areas) - 1  # the rule between the sides
        level = FULL
        while level < TIGHT and sum(a.line_count(width, level) for a in areas) + \
                (middle if level < TIGHT else 0) > room:
            level += 1
        for area in areas:
            area.set_compact(level)
        for rule in self.query("#table-middle"):
            rule.display = level < TIGHT

    def on_resize(self) -> None:
        self.fit()

    def on_mount(self) -> None:
        # anchored: the layout keeps the bottom (the hand) in sight as the sides grow,
        # until the board scrolls to a card elsewhere (``keep_in_view``)
        self.anchor()

    def keep_in_view(self) -> None:
        """Keep the viewing seat's hand (its side's last lines) in sight when the board is
        taller than its room (80x24), unless the person moved the cursor elsewhere since
        the game last moved on, or builds an attack: then the highlighted card's line is
        scrolled to. (A cursor left on a defender after an attack does not hide the hand
        at the next question.)"""
        areas = self.areas
        line = None
        if self.selected is not None and (self.follow or self.roles):
            line = next(((a, y) for a in areas
                         if (y := a.line_of(self.selected)) is not None), None)
        if line is None or line[0] is areas[-1]:
            self.scroll_end(animate=False, immediate=True)
        if line is not None:
            area, y = line
            self.scroll_to_region(Region(0, area.virtual_region.y + y, 1, 1),
                                  animate=False, immediate=True)

    def mark(self, uids: frozenset[int]) -> None:
        """Underline the cards the highlighted option names."""
        self.marked = uids
        self._set_marks()

    def set_roles(self, roles: dict[int, str]) -> None:
        """Colour the attack being built (empty: none)."""
        if bool(roles) != bool(self.roles):
            self.refresh_bindings()  # enter's footer words (it rebuilds the footer)
        self.roles = roles
        self._set_marks()

    def _set_marks(self) -> None:
        for area in self.areas:
            area.set_marks(self.selected, self.marked, self.roles)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "pick":
            return bool(self.roles)
        if action == "activate":
            return self.acting and not self.roles
        return True

    # -- the cursor ----------------------------------------------------------------------
    @property
    def rows(self) -> list[list[int]]:
        return [row for area in self.areas for row in area.rows if row]

    @property
    def order(self) -> list[int]:
        return [u for row in self.rows for u in row]

    def select(self, uid: int | None) -> None:
        self.selected = uid
        self._set_marks()
        self.call_after_refresh(self.keep_in_view)
        self.post_message(self.Highlighted(uid))

    def action_step(self, delta: int) -> None:
        self.follow = True
        order = self.order
        if not order:
            return
        if self.selected not in order:
            self.select(order[0] if delta > 0 else order[-1])
            return
        self.select(order[(order.index(self.selected) + delta) % len(order)])

    def action_row(self, delta: int) -> None:
        self.follow = True
        rows = self.rows
        if not rows:
            return
        for r, row in enumerate(rows):
            if self.selected in row:
                col = row.index(self.selected)
                target = rows[(r + delta) % len(rows)]
                self.select(target[min(col, len(target) - 1)])
                return
        self.select(rows[0][0] if delta > 0 else rows[-1][0])

    def action_activate(self) -> None:
        if self.selected is not None:
            self.post_message(self.Activated(self.selected))

    def action_pick(self) -> None:
        self.action_activate()

    def on_focus(self) -> None:
        if self.selected is None and self.order:
            self.select(self._first_own())

    def _first_own(self) -> int | None:
        areas = self.areas
        own = areas[-1].rows if areas else []
        for row in own:
            if row:
                return row[0]
        order = self.order
        return order[0] if order else None
