"""The card inspector: the printed card behind the highlighted object and its state now
(refreshed with the board), scrollable and focusable (tab to it, arrows scroll), with
timing words, costs, symbols and both levels of a main character."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import events
from textual.content import Content
from textual.widgets import RichLog

from vsrules.core.words import counter_words, keyword_words

from .kept_style import KeptStyle

HINT = "Highlight a card (tab, arrows, or an option) to read it here."

TIMING_WORDS = {"build": "Build", "main": "Main", "combat": "Combat"}
STATE_WORDS = {"nullified": "nullified (no powers)", "cant-ready": "frozen (won't ready)",
               "no-powers": "no powers", "cant-attack": "can't attack",
               "cant-strike-back": "can't strike back"}
POWER_WORDS = {"super": "super power", "level-up": "level up", "triggered": "triggered",
               "continuous": "continuous", "activated": "activated"}
TYPE_WORDS = {"main-character": "Main character", "character": "Character",
              "plot-twist": "Plot twist", "location": "Location", "equipment": "Equipment"}


def timing_words(timing: str | None, any_turn: bool, any_combat: bool = False) -> str:
    """"Main", "Combat, Any Turn"... as printed on 2PCG super powers and plot twists."""
    words = [TIMING_WORDS.get(timing, timing)] if timing else []
    if any_turn:
        words.append("Any Turn")
    if any_combat:
        words.append("Any Combat")
    return ", ".join(words)


def state_words(obj: dict[str, Any]) -> list[str]:
    """The object's state now as words (stats, readiness, wounds, counters, keywords
    gained or lost, temporary states)."""
    state = []
    if "atk" in obj:
        state.append(f"now {obj['atk']}/{obj['def']}")
    zone = obj.get("zone")
    if zone in ("front", "back"):
        if obj.get("stunned"):
            state.append("stunned")
        elif obj.get("exhausted"):
            state.append("exhausted")
        else:
            state.append("ready")
    elif zone:
        state.append({"ko": "in the KO pile", "resources": "a resource",
                      "hand": "in hand", "chain": "on the chain",
                      "removed": "removed from the game"}.get(zone, zone))
    if zone == "resources" and not obj.get("face_up"):
        state.append("face down")
    if obj.get("level") is not None and zone in ("front", "back"):
        state.append(f"level {obj['level']}")
    if obj.get("wounds"):
        state.append(f"wounds {obj['wounds']}" + (f"/{obj['health']}" if obj.get("health") else ""))
    for kind_, n in sorted(obj.get("counters", {}).items()):
        if kind_ != "wound" and n:
            state.append(counter_words(kind_, n))
    if obj.get("gained"):
        state.append("gained " + ", ".join(keyword_words(k) for k in obj["gained"]))
    if obj.get("lost"):
        state.append("lost " + ", ".join(keyword_words(k) for k in obj["lost"]))
    state += [STATE_WORDS.get(f, f) for f in obj.get("flags", ())]
    return state


def card_text(card: Any, obj: dict[str, Any] | None = None, other: Any = None) -> Content:
    """Name, type, teams, printed numbers, keywords and powers of ``card``; with ``obj``
    (what the viewer sees of it) also its current state; ``other``: a main character's
    other level, read in full below."""
    parts: list[Any] = [(card.name, "bold")]
    if card.version:
        parts.append((f", {card.version}", "italic"))
    parts.append("\n")
    kind = TYPE_WORDS.get(card.type, card.type)
    if card.level is not None:
        kind += f", level {card.level}"
    parts.append((kind, "dim"))
    if card.teams:
        parts.append(("  " + " / ".join(card.teams), "magenta"))
    timing = timing_words(card.timing, card.any_turn)
    if timing:
        parts.append(("  " + timing, "bold cyan"))
    parts.append("\n")
    numbers = []
    for label, value in (("cost", card.cost), ("threshold", card.threshold), ("ATK", card.atk),
                         ("DEF", card.defense), ("health", card.health),
                         ("XP to level", card.xp_to_level)):
        if value is not None:
            numbers.append(f"{label} {value}")
    if card.symbols:
        numbers.append("symbols " + ", ".join(card.symbols))
    if numbers:
        parts.append((" · ".join(numbers), "cyan"))
        parts.append("\n")
    if obj is not None and not obj.get("hidden"):
        state = state_words(obj)
        if state:
            parts.append((", ".join(state), "bold yellow"))
            parts.append("\n")
    if card.keywords:
        parts.append(("Keywords: " + ", ".join(keyword_words(k) for k in card.keywords), "green"))
        parts.append("\n")
    for power in card.powers:
        if power.kind == "keyword" and not power.text:
            continue
        head = power.name
        tags = []
        when = timing_words(power.timing, power.any_turn, power.any_combat)
        if when:
            tags.append(when)
        if power.cost:
            tags.append("pay " + ", ".join(power.cost))
        if power.xp:
            tags.append(f"{power.xp} XP")
        if card.text and not tags:
            continue  # the printed text below tells it: a power is not told twice
        if power.kind not in ("text", "keyword"):
            tags.insert(0, POWER_WORDS.get(power.kind, power.kind))
        if tags:
            head += f" ({'; '.join(tags)})"
        parts.append("\n")
        parts.append((head, "bold green"))
        if power.text and not card.text:  # with printed text: its timing and cost only
            parts.append(": " + power.text)
        parts.append("\n")
    if card.text:
        parts.append("\n" + card.text + "\n")
    out = Content.assemble(*parts)
    if other is not None:
        side = f"Level {other.level} side" if other.level is not None else "Other side"
        out = out + Content.assemble("\n", (f"── {side} ──", "bold magenta"), "\n") + \
            card_text(other)
    return out


def rich_text(content: Content) -> Text:
    """``content`` as rich Text, which a RichLog wraps to its width."""
    text = Text(content.plain)
    for span in content.spans:
        style = span.style
        rich = style if isinstance(style, str) else getattr(style, "rich_style", None)
        if rich:
            text.stylize(rich, span.start, span.end)
    return text


class CardInspector(KeptStyle, RichLog):
    """Shows one card, scrollable (a log of one entry: a new card or state writes it again
    without a new layout of the screen); empty with a hint when nothing is highlighted.
    The shown object is kept, so the game screen can redraw it from a newer view."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(wrap=True, markup=False, highlight=False, min_width=10, **kwargs)
        #: the object shown (a uid), None for none
        self.uid: int | None = None
        self.content: Content = Content.styled(HINT, "dim")
        self.written_width = 0
        #: what was last written: (card id, the object as seen, the other level's id)
        self.shown: tuple[Any, ...] = ()

    def on_mount(self) -> None:
        self.border_title = "Card"
        self.clear_card()

    @property
    def plain(self) -> str:
        """The text shown, without its styles."""
        return self.content.plain

    def clear_card(self) -> None:
        self.uid, self.shown = None, ()
        self._show(Content.styled(HINT, "dim"))

    def show_card(self, card: Any, obj: dict[str, Any] | None = None, other: Any = None) -> None:
        uid = obj.get("uid") if obj else None
        key = (card.id, obj, getattr(other, "id", None))
        if key == self.shown:  # the same card in the same state: nothing to write
            return
        self.shown = (card.id, dict(obj) if obj else None, getattr(other, "id", None))
        moved = uid != self.uid
        self.uid = uid
        self._show(card_text(card, obj, other), home=moved)

    def _show(self, content: Content, home: bool = True) -> None:
        if content.plain == self.content.plain and content.spans == self.content.spans and \
                self.lines:
            return
        self.content = content
        y = self.scroll_y
        self.clear()
        self.write(rich_text(content), scroll_end=False)
        if not home:
            self.scroll_to(y=y, animate=False)

    def on_resize(self, event: events.Resize) -> None:
        if event.size.width != self.written_width:
            self.written_width = event.size.width
            self.clear()
            self.write(rich_text(self.content), scroll_end=False)
