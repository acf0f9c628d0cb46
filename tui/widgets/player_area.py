"""One player's side of the board, drawn from what the viewing seat may see."""

from __future__ import annotations

from typing import Any

from textual import events
from textual.content import Content
from textual.strip import Strip
from textual.widget import Widget

from vsrules.core.words import keyword_words

from ..attack_builder import player_token
from .kept_style import KeptStyle

ROW_LABELS = {"front": "Front", "back": "Back"}
ORIGINAL_ROW_LABELS = {"front": "Front", "back": "Support"}
LABEL_WIDTH = 9
SEPARATOR = "  "
#: how condensed a side is drawn when the table does not fit its room (80x24 late in a
#: game): 0 in full; 1 its face-down resources as one count and no empty rows; 2 besides,
#: character chips cut to name, stats and wounds (the card panel has the rest); 3 besides,
#: no rule between the sides (the board's: the headers part them)
FULL, GROUPED, SHORT, TIGHT = 0, 1, 2, 3
SHORT_NAME = 12
#: how a card (or a player's name) looks for its part in the attack being built
ROLE_STYLES = {"attacker": "bold #000000 on #ffd700", "defender": "bold #ffffff on #c00000",
               "partner": "bold #ffd700 underline"}


def status_mark(obj: dict[str, Any]) -> tuple[str, str]:
    if obj.get("stunned"):
        return "✖", "bold red"
    if obj.get("exhausted"):
        return "○", "yellow"
    return "●", "green"


def counter_words(obj: dict[str, Any]) -> list[str]:
    out = []
    for kind, n in sorted(obj.get("counters", {}).items()):
        if kind in ("wound", "xp") or not n:
            continue
        if kind == "plus":
            out.append(f"+{n}")
        elif kind == "minus":
            out.append(f"-{n}")
        else:
            out.append(f"{kind}:{n}")
    return out


def character_chip(obj: dict[str, Any], card: Any, room: int | None = None) -> Content:
    """``● ★Captain America 2/5 L1 XP0/3 W0/5 +1``: state mark, name, stats, extras; then
    the keywords gained and lost for now and the temporary states, as many as fit in
    ``room`` cells (the others as "…3 more": the card panel lists them all)."""
    mark, mark_style = status_mark(obj)
    main = obj.get("type") == "main-character"
    name_style = "bold" if not obj.get("exhausted") and not obj.get("stunned") else "dim"
    parts: list[Any] = [(mark, mark_style), " "]
    if main:
        parts.append(("★", "bold yellow"))
    parts.append((obj["name"], name_style))
    if "atk" in obj:
        parts.append((f" {obj['atk']}/{obj['def']}", "cyan"))
    if main and obj.get("level") is not None:
        parts.append((f" L{obj['level']}", "magenta"))
        need = getattr(card, "xp_to_level", None)
        if obj.get("level") == 1 and need:
            parts.append((f" XP{obj.get('xp', 0)}/{need}", "magenta"))
    wounds = obj.get("wounds", 0)
    if main or wounds:
        parts.append((f" W{wounds}/{obj.get('health', '?')}", "red" if wounds else "dim red"))
    for word in counter_words(obj):
        parts.append((f" {word}", "bold cyan"))
    if obj.get("area") == "hidden":
        parts.append((" hidden", "dim italic"))
    chip = Content.assemble(*parts)
    marks = state_marks(obj)
    if room is None:
        return Content.assemble(chip, *marks)
    for n, (words, style) in enumerate(marks):
        rest = len(marks) - n - 1
        more = f" …{rest} more" if rest else ""
        if chip.cell_length + len(words) + len(more) > room:
            return chip + Content.styled(f" …{len(marks) - n} more", "dim")
        chip = chip + Content.styled(words, style)
    return chip


def short_chip(obj: dict[str, Any]) -> Content:
    """``● ★Captain Ameri… 2/5 L1 W1/5 …2``: a character in few cells, its extras (XP,
    counters, keywords and states for now) as how many there are."""
    mark, mark_style = status_mark(obj)
    main = obj.get("type") == "main-character"
    name_style = "bold" if not obj.get("exhausted") and not obj.get("stunned") else "dim"
    name = obj["name"]
    if len(name) > SHORT_NAME:
        name = name[:SHORT_NAME - 1] + "…"
    parts: list[Any] = [(mark, mark_style), " "]
    if main:
        parts.append(("★", "bold yellow"))
    parts.append((name, name_style))
    if "atk" in obj:
        parts.append((f" {obj['atk']}/{obj['def']}", "cyan"))
    if main and obj.get("level") is not None:
        parts.append((f" L{obj['level']}", "magenta"))
    wounds = obj.get("wounds", 0)
    if main or wounds:
        parts.append((f" W{wounds}/{obj.get('health', '?')}", "red" if wounds else "dim red"))
    extras = len(counter_words(obj)) + len(state_marks(obj)) + (obj.get("area") == "hidden")
    if extras:
        parts.append((f" …{extras}", "dim"))
    return Content.assemble(*parts)


def state_marks(obj: dict[str, Any]) -> list[tuple[str, str]]:
    """A character's temporary marks: keywords a power gave it or took away for now (as
    printed), then its states (frozen, nullified...). The keyword marks are a face-up
    card's: a stunned character is face down, its powers and keywords all inactive, and
    its ✖ says so (the card panel still lists what it has)."""
    marks: list[tuple[str, str]] = []
    if obj.get("face_up", True):
        marks += [(f" +{keyword_words(kw)}", "bold green") for kw in obj.get("gained", ())]
        marks += [(f" -{keyword_words(kw)}", "bold red") for kw in obj.get("lost", ())]
    marks += [(f" {FLAG_MARKS.get(flag, flag)}", "bold magenta") for flag in obj.get("flags", ())]
    return marks


#: temporary states on the board (the card panel says them in full)
FLAG_MARKS = {"nullified": "⊘nullified", "cant-ready": "❄frozen", "no-powers": "⊘powers",
              "cant-attack": "no-attack", "cant-strike-back": "no-strike-back"}


def plain_chip(obj: dict[str, Any], own: bool, card: Any = None) -> Content:
    """Hand, resource or other non-character cards."""
    if obj.get("hidden"):
        return Content.styled("▮", "dim")
    name = obj["name"]
    if obj.get("zone") == "resources" and not obj.get("face_up"):
        return Content.styled(f"▽({name})", "dim")  # face down: yours to see
    style = "bold green" if obj.get("zone") == "resources" else ""
    if obj.get("exhausted"):
        style = "dim"
    chip = Content.styled(name, style)
    symbols = getattr(card, "symbols", ()) if card is not None else ()
    if symbols:  # a location's symbols, at a glance
        chip = chip + Content.styled(" [" + "".join(s[:1].upper() for s in symbols) + "]",
                                     "cyan")
    return chip


def hand_chip(obj: dict[str, Any], card: Any) -> Content:
    if obj.get("hidden"):
        return Content.styled("▮", "dim")
    parts: list[Any] = [(obj["name"], "")]
    if card is not None and card.cost is not None and card.is_character:
        parts.append((f" ({card.cost})", "cyan"))
    elif card is not None and card.type != "character":
        short = {"plot-twist": "plot", "main-character": "main", "location": "loc",
                 "equipment": "equip"}.get(card.type, card.type)
        parts.append((f" [{short}]", "dim"))
    return Content.assemble(*parts)


def face_down_resource(obj: dict[str, Any]) -> bool:
    """A face-down resource its owner sees (``▽(name)``)."""
    return obj.get("zone") == "resources" and not obj.get("hidden") \
        and not obj.get("face_up")


class PlayerArea(KeptStyle, Widget):
    """A side: header (name, counts), rows of characters, resources and, for the viewer,
    the hand. Cards are clickable; the highlighted card is drawn reversed. While an attack
    is built, ``roles`` colours attackers and legal defenders (the header too, when the
    player may be attacked directly: it is then a cursor stop, ``player_token``)."""

    DEFAULT_CSS = """
    PlayerArea { height: auto; link-style: none; }
    """

    def __init__(self, seat: int, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.seat = seat
        self.player: dict[str, Any] = {}
        self.viewer = 0
        self.active = False
        self.turn = 0
        self.edition = ""
        self.cards: Any = None
        self.selected: int | None = None
        self.marked: frozenset[int] = frozenset()
        self.roles: dict[int, str] = {}
        #: the highlightable cards in reading order, one list per line group
        self.rows: list[list[int]] = []
        self._cache: tuple[Any, list[Content]] | None = None
        #: line -> (first cell, last cell + 1, uid or player token) of what is drawn there
        self._hits: dict[int, list[tuple[int, int, int]]] = {}
        self._shown: tuple[Any, ...] | None = None
        #: the uids on this side (and its player token): marks elsewhere don't redraw it
        self._uids: frozenset[int] = frozenset()
        #: how condensed the side is drawn (FULL to TIGHT): the board's choice
        self.compact = FULL

    def show(self, player: dict[str, Any], viewer: int, active: bool, edition: str,
             cards: Any, turn: int = 1) -> None:
        """Draw ``player``'s side; nothing happens when it is what is shown already."""
        shown = (player, viewer, active, edition, turn)
        if shown == self._shown:
            return
        self._shown = shown
        self.player, self.viewer, self.active = player, viewer, active
        self.turn = turn
        self.edition, self.cards = edition, cards
        self._uids = frozenset(o["uid"] for _label, objs, _kind in self._row_groups()
                               for o in objs) | {player_token(self.seat)}
        self._redraw()

    def set_marks(self, selected: int | None, marked: frozenset[int],
                  roles: dict[int, str]) -> None:
        """The cursor, the cards the highlighted option names, the attack roles (redrawn
        only when one of this side's cards is concerned)."""
        before = self._marks_key(self.selected, self.marked, self.roles)
        self.selected, self.marked, self.roles = selected, marked, roles
        if self._marks_key(selected, marked, roles) != before:
            self._redraw()

    def _marks_key(self, selected: int | None, marked: frozenset[int],
                   roles: dict[int, str]) -> tuple[Any, ...]:
        mine = self._uids
        return (selected if selected in mine else None, marked & mine,
                {u: r for u, r in roles.items() if u in mine})

    def set_compact(self, level: int) -> None:
        """Draw the side ``level`` condensed (redrawn only when it changes)."""
        if level != self.compact:
            self.compact = level
            self._redraw()

    def line_count(self, width: int, level: int) -> int:
        """How many lines the side takes ``width`` cells wide, drawn ``level`` condensed."""
        if level == self.compact:
            return len(self.lines(width))  # as drawn: kept until the side changes
        return len(self._lines(width, level, {}))

    def _redraw(self) -> None:
        rows = self._row_uids()
        seat_token = player_token(self.seat)
        if seat_token in self.roles:
            rows.insert(0, [seat_token])
        self.rows = rows
        self._cache = None
        height = len(self.lines(max(20, self.size.width or 60)))
        self.refresh(layout=height != self.size.height)

    # -- what is on the side -------------------------------------------------------------
    def _row_groups(self, level: int = FULL) -> list[tuple[str, list[dict[str, Any]], str]]:
        """(label, objects, kind) from the far side of the table to the near one (from
        GROUPED on, without the empty ones: the header counts the hand)."""
        groups = self._all_groups()
        if level >= GROUPED:
            groups = [g for g in groups if g[1]]
        return groups

    def _all_groups(self) -> list[tuple[str, list[dict[str, Any]], str]]:
        zones = self.player.get("zones", {})
        labels = ORIGINAL_ROW_LABELS if self.edition == "original" else ROW_LABELS
        rows = [(labels["front"], self._ordered(zones.get("front", [])), "row"),
                (labels["back"], self._ordered(zones.get("back", [])), "row")]
        res = zones.get("resources", [])
        groups = [(f"Res {len(res)}", res, "res")]
        mine = self.seat == self.viewer
        groups = rows + groups if mine else groups + rows[::-1]
        hand = zones.get("hand", [])
        if mine:
            groups.append((f"Hand {len(hand)}", hand, "hand"))
        elif any(not o.get("hidden") for o in hand):  # every card shown (a finished replay)
            groups.insert(0, (f"Hand {len(hand)}", hand, "hand"))
        return groups

    @staticmethod
    def _ordered(objs: list[dict[str, Any]]) -> list[dict[str, Any]]:
        if any("column" in o for o in objs):
            return sorted(objs, key=lambda o: (o.get("area") == "hidden", o.get("column", 0)))
        return objs

    def _row_uids(self) -> list[list[int]]:
        """The cursor stops, line group by line group (a face-down resource drawn in a
        count is none)."""
        out = []
        for _label, objs, kind in self._row_groups(self.compact):
            if kind == "res" and self.compact >= GROUPED:
                objs = [o for o in objs if not face_down_resource(o)]
            out.append([o["uid"] for o in objs if not o.get("hidden")])
        return [row for row in out if row]

    def _card(self, obj: dict[str, Any]) -> Any:
        if obj.get("hidden") or self.cards is None:
            return None
        try:
            return self.cards.get(obj["card"])
        except KeyError:
            return None

    def _chip(self, obj: dict[str, Any], kind: str, width: int, level: int = FULL) -> Content:
        if obj.get("hidden"):
            chip = Content.styled("▮", "dim")
        elif kind == "row" and level >= SHORT:
            chip = short_chip(obj)
        elif kind == "row":
            # a character's chip fits on one line of its own (after the label and position)
            room = width - LABEL_WIDTH - len(SEPARATOR) - \
                (len(f"{obj['column'] + 1}h·") if obj.get("column") is not None else 0)
            chip = character_chip(obj, self._card(obj), max(room, 12))
        elif kind == "hand":
            chip = hand_chip(obj, self._card(obj))
        else:
            chip = plain_chip(obj, self.seat == self.viewer, self._card(obj))
        if kind == "row" and obj.get("column") is not None:  # the original's positions
            where = "h" if obj.get("area") == "hidden" else ""
            chip = Content.styled(f"{obj['column'] + 1}{where}·", "dim") + chip
        if obj.get("hidden"):
            return chip
        return self._decorate(chip, obj["uid"])

    def _decorate(self, chip: Content, uid: int) -> Content:
        role = self.roles.get(uid)
        if role is not None:  # one flat colour reads better than the chip's own
            chip = Content.styled(("⚔ " if role == "attacker" else "") + chip.plain,
                                  ROLE_STYLES[role])
        if uid in self.marked:
            chip = chip.stylize("underline")
        if uid == self.selected:
            chip = chip.stylize("reverse")
        return chip

    def header(self) -> Content:
        p = self.player
        zones = p.get("zones", {})
        parts: list[Any] = []
        parts.append(("▶ " if self.active and self.turn > 0 else "  ", "bold yellow"))
        token = player_token(self.seat)
        if token in self.roles or token == self.selected:
            parts.append(self._decorate(Content.styled(p.get("name", "?"), "bold"), token))
        else:
            parts.append((p.get("name", "?"), "bold"))
        if p.get("out"):
            parts.append(" ")
            parts.append(("(out)", "bold red"))
        for label, value in p.get("facts", ()):  # what the variant declares (player_facts)
            if self.turn > 0 or value:
                parts.append("  ")  # a plain separator: a styled part's leading blanks can be lost
                parts.append((f"{label} {value}", "bold magenta"))
        parts.append("  ")
        parts.append((f"deck {p.get('deck', 0)}  hand {p.get('hand_count', 0)}  "
                      f"KO {len(zones.get('ko', []))}", "dim"))
        return Content.assemble(*parts)

    # -- drawing -------------------------------------------------------------------------
    def lines(self, width: int) -> list[Content]:
        if self._cache is None or self._cache[0] != width:
            self._hits = {}
            self._cache = (width, self._lines(width, self.compact, self._hits))
        return self._cache[1]

    def _lines(self, width: int, level: int,
               hits: dict[int, list[tuple[int, int, int]]]) -> list[Content]:
        """The side's lines drawn ``level`` condensed; notes where each card is in
        ``hits`` (for clicks)."""
        name_at = 2  # after the "▶ " mark
        hits[0] = [(name_at, name_at + len(self.player.get("name", "?")),
                    player_token(self.seat))]
        out = [self.header().truncate(width, ellipsis=True)]
        groups = self._row_groups(level)
        label_width = LABEL_WIDTH
        if level >= SHORT:  # as narrow as this side's longest label lets it
            label_width = min(LABEL_WIDTH, 2 + max((len(g[0]) for g in groups), default=0))
        indent = Content(" " * label_width)
        for label, objs, kind in groups:
            first = Content.styled(f" {label}".ljust(label_width - 1)[:label_width - 1] + " ",
                                   "dim")
            if not objs:
                out.append(first + Content.styled("—", "dim"))
                continue
            chips = [(None if o.get("hidden") else o["uid"], self._chip(o, kind, width, level))
                     for o in objs]
            if kind == "res" and all(o.get("hidden") for o in objs):
                chips = [(None, Content.styled("▮" * len(objs), "dim"))]
            elif kind == "res" and level >= GROUPED:  # face down: how many, not each
                chips = [c for c, o in zip(chips, objs, strict=True)
                         if not o.get("hidden") and not face_down_resource(o)]
                for mark, n in (("▮", sum(bool(o.get("hidden")) for o in objs)),
                                ("▽", sum(face_down_resource(o) for o in objs))):
                    if n:
                        chips.append((None, Content.styled(f"{mark}×{n}", "dim")))
            line = first
            used = False
            sep = Content(SEPARATOR)
            for uid, chip in chips:
                if used and line.cell_length + len(sep.plain) + chip.cell_length > width:
                    out.append(line.truncate(width, ellipsis=True))
                    line = indent
                    used = False
                line = line + sep if used else line
                if uid is not None:
                    start = line.cell_length
                    hits.setdefault(len(out), []).append(
                        (start, start + chip.cell_length, uid))
                line = line + chip
                used = True
            out.append(line.truncate(width, ellipsis=True))
        return out

    def drawn_at(self, uid: int) -> tuple[int, int] | None:
        """Where card ``uid`` is drawn on this side (line, first column): the spot a
        click on it hits; None when it is not on this side."""
        self.lines(max(20, self.size.width or 60))
        for y, hits in self._hits.items():
            for start, _end, hit in hits:
                if hit == uid:
                    return y, start
        return None

    def line_of(self, uid: int) -> int | None:
        """The line ``uid`` is drawn on (None: not on this side)."""
        spot = self.drawn_at(uid)
        return spot[0] if spot is not None else None

    async def on_click(self, event: events.Click) -> None:
        """A click on a card (or a player's name) runs ``screen.inspect`` with it."""
        offset = event.get_content_offset(self)
        if offset is None:
            return
        for start, end, uid in self._hits.get(offset.y, []):
            if start <= offset.x < end and (uid >= 0 or uid in self.roles):
                await self.run_action(f"screen.inspect({uid})")
                return

    def render_line(self, y: int) -> Strip:
        """A line straight from the cached ``lines`` (no wrapping pass: they fit)."""
        width = self.size.width
        lines = self.lines(max(20, width or 60))
        if y >= len(lines):
            return Strip.blank(width, self.rich_style)
        strip = Strip(lines[y].render_segments(self.visual_style))
        return strip.adjust_cell_length(width, self.rich_style)

    def get_content_height(self, container: Any, viewport: Any, width: int) -> int:
        return len(self.lines(max(20, width)))
