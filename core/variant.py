"""The base every rules variant builds on (python-chess style: declared data plus a few
override points). Variants reach the engine through the plugin hook
``vsrules_variants``; core never imports one."""

from __future__ import annotations

import contextlib
import importlib
import threading
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from .cards import CardDb, CardDef, load_card_set
from .objects import PLAY_ZONES, GameObject
from .options import Option

if TYPE_CHECKING:
    from .abilities import Script
    from .decisions import Choice, Decision
    from .decks import DeckFile
    from .game import Game
    from .lab.runner import LabGame
    from .lab.scenario import LabAction
    from .setup import Setup
    from .state import ChainLink, Event


class Variant:
    id: ClassVar[str]
    name: ClassVar[str]
    description: ClassVar[str]
    #: phase/step names the rules lab accepts for ``[game] phase`` and ``advance``
    phases: ClassVar[tuple[str, ...]] = ()
    #: other editions' phase names and the nearest phase of this one (a scenario run
    #: under another variant, ``lab run --variant``)
    phase_aliases: ClassVar[dict[str, str]] = {}
    #: declared facts about the edition (turn structure, damage, winning...), for comparison
    mechanics: ClassVar[dict[str, str]] = {}
    #: which player numbers the variant supports
    player_counts: ClassVar[tuple[int, ...]] = (2,)

    #: folder of the variant's card files (every ``*.toml`` in it is loaded)
    card_dir: ClassVar[Path | None] = None
    #: the Health of a card that prints none
    default_health: ClassVar[int] = 0
    #: the rule options of the edition (core/options.py): every number and switch its rules
    #: fix that a game may change; the rules read them with ``options.option(game, name)``
    options: ClassVar[tuple[Option, ...]] = ()
    #: what the view (``facts``) and the TUI show of each player beyond hand and deck: a
    #: player view key (``describe_player``'s, or ``endurance``) -> its label
    player_facts: ClassVar[dict[str, str]] = {}

    plugin: str = ""

    def __init__(self) -> None:
        self._db: CardDb | None = None

    def load_rules(self) -> Variant:
        """This variant, its rules loaded (they are, but in a ``LazyVariant``)."""
        return self

    # -- cards -------------------------------------------------------------------------
    def load_cards(self) -> Sequence[CardDef]:
        cards: list[CardDef] = []
        if self.card_dir is not None:
            for path in sorted(self.card_dir.glob("*.toml")):
                cards.extend(load_card_set(path).cards)
        from .card_sets import user_cards  # user and plugin card sets (docs/cards.md)

        cards.extend(user_cards(self.id))
        return cards

    def rules_cards(self) -> Sequence[CardDef]:
        """Cards the rules themselves use (not printed, never in decks): listed apart."""
        return ()

    def card_db(self) -> CardDb:
        if self._db is None:
            self._db = CardDb(self.id, [*self.load_cards(), *self.rules_cards()])
        return self._db

    # (powers are imported here, not with this module: a variant's rules import them, and
    # the start-up, which registers variants without their rules, does without)
    def card_script(self, card: CardDef) -> Script:
        """The card's own powers (not keywords). Default: none."""
        from .abilities import EMPTY_SCRIPT

        return EMPTY_SCRIPT

    def keyword_script(self, keyword: str) -> Script:
        from .abilities import EMPTY_SCRIPT

        return EMPTY_SCRIPT

    def target_questions(self, card: CardDef) -> list[str]:
        """The questions asking for a target that the card's own powers ask, each worded
        as the game asks it (``core.target_words``), for card checks. Default: those its
        powers' costs and effects ask as they resolve."""
        from .target_words import step_questions

        script = self.card_script(card)
        return [q for power in script.activated for steps in (power.cost, power.steps)
                for q in step_questions(card, power.name, steps)] + \
            [q for power in script.triggered for q in step_questions(card, power.name,
                                                                      power.steps)]

    def extra_script(self, game: Game, obj: GameObject) -> Script:
        """Powers an object has beyond its card's and keywords' (copied powers)."""
        from .abilities import EMPTY_SCRIPT

        return EMPTY_SCRIPT

    def extra_keywords(self, game: Game, obj: GameObject) -> tuple[str, ...]:
        """Keywords an object has beyond its card's and granted ones (copied powers), in a
        fixed order: powers are added in this order, so a set would make games depend on
        Python's string hashing."""
        return ()

    def extra_powers(self, game: Game, obj: GameObject) -> tuple[Script, tuple[str, ...]]:
        """``extra_script`` and ``extra_keywords`` together (the powers index asks for both;
        a variant that works them out at once gives them in one call)."""
        return self.extra_script(game, obj), self.extra_keywords(game, obj)

    #: how the rows are called to a player ("support row" in the original)
    row_words: ClassVar[dict[str, str]] = {"front": "front row", "back": "back row"}

    #: how a modifier from an effect on a group (``modify`` / ``grant`` with ``group``)
    #: reads it: ``follow`` (the objects it covers are those its selection finds at each
    #: moment, seed 000 513.2c) or ``flag`` (those it finds as it is made)
    effect_groups: ClassVar[str] = "follow"

    #: ids of cards whose powers depend on the game (copied powers): never cached
    dynamic_cards: frozenset[str] = frozenset()
    #: zones where such cards use their powers
    dynamic_zones: frozenset[str] = PLAY_ZONES

    def is_implemented(self, card: CardDef) -> bool:
        """Whether every power printed on ``card`` is implemented by this variant."""
        return not card.powers

    # -- decks ---------------------------------------------------------------------------
    def deck_problems(self, deck: DeckFile, options: Mapping[str, Any] | None = None
                      ) -> list[tuple[str, str]]:
        """What breaks this edition's deck rules: ``(key path, what)`` pairs; none = legal.
        ``options``: checked rule options (deck size, copy limits: ``options.rule_value``).
        The default checks only that every card id exists."""
        db = self.card_db()
        return [(f"cards[{i}].id", f"unknown card {cid!r}") for i, (cid, _n) in
                enumerate(deck.counts) if db.resolve_id(cid) is None]

    def deck_folder(self) -> Path | None:
        """Where the variant's bundled deck files are (``*.toml``): the one rule every
        command, the TUI and the lab follow. Default: ``decks`` beside the card folder, so
        a variant played with an edition's cards (``card_dir``) uses that edition's decks."""
        return self.card_dir.parent / "decks" if self.card_dir is not None else None

    def deck_files(self) -> list[Path]:
        """The variant's bundled deck files (``deck_folder()``'s ``*.toml``), by name."""
        folder = self.deck_folder()
        return sorted(folder.glob("*.toml")) if folder is not None and folder.is_dir() else []

    # -- rules hooks --------------------------------------------------------------------
    def powers_active(self, game: Game, obj: GameObject) -> bool:
        return obj.face_up and not obj.stunned

    def power_active(self, game: Game, obj: GameObject, kind: str, name: str) -> bool:
        """Whether one power of ``obj`` works now (``kind``: keyword, super, level-up,
        text). Default: all of a face-up, unstunned object's powers."""
        return self.powers_active(game, obj)

    def replacement_active(self, game: Game, obj: GameObject) -> bool:
        """Whether ``obj``'s replacement powers apply now. Default: while its text is
        active (``powers_active``)."""
        return self.powers_active(game, obj)

    def look_back_active(self, game: Game, obj: GameObject, kind: str, name: str,
                         event: Event) -> bool:
        """Whether a look-back triggered power of ``obj`` as it was just before ``event``
        (a picture: stunned, gone) may trigger. Default: as ``power_active`` of that
        picture."""
        return self.power_active(game, obj, kind, name)

    def base_stat(self, game: Game, obj: GameObject, stat: str) -> int:
        """Printed value plus counters (+1/+1, -1/-1), before continuous modifiers (read on
        every hot path, so written plainly)."""
        card = game.cards.by_id[obj.card]
        if stat == "atk" or stat == "def":
            value = (card.atk if stat == "atk" else card.defense) or 0
            counters = obj.counters
            if counters:  # (most objects have none: two calls saved)
                value += counters.get("plus", 0) - counters.get("minus", 0)
            return value
        if stat == "health":
            return (card.health or self.default_health) + self.health_bonus(game)
        if stat == "cost":
            return card.cost or 0
        return 0

    def health_bonus(self, game: Game) -> int:
        """Added to every character's printed Health (a rule option's value; default 0)."""
        return 0

    def counters_allowed(self, game: Game, obj: GameObject, kind: str, n: int) -> int:
        """How many of ``n`` counters of ``kind`` may go on ``obj`` (default: all)."""
        return n

    def counters_placed(self, game: Game, obj: GameObject, kind: str, n: int) -> None:
        """After counters went on (2PCG: +1/+1 and -1/-1 cancel in pairs)."""

    def control_changed(self, game: Game, uid: int, previous: int) -> None:
        """After a change of control (2PCG: uniqueness on the new side)."""

    def left_play(self, game: Game, old: GameObject) -> None:
        """After the object ``old`` moved from play to another zone, or to the resource row
        (the card is a new object there; the original: a character that leaves play is
        removed from the attack)."""

    #: the changes (core/derived.py, ``DEPENDS``) after which ``check_state`` looks again;
    #: None: every change (a variant whose state rules read less says so: fewer checks)
    state_reads: ClassVar[frozenset[str] | None] = None

    def check_state(self, game: Game) -> None:
        """Rules that apply whenever something changed (2PCG: DEF 0 means stunned), run
        by the loop after a change named in ``state_reads``."""

    # -- consequences: every rule and effect asks these of the variant, so a subclass that
    # overrides one is obeyed everywhere (combat, state checks, effects, the lab) ----------
    def stun(self, game: Game, uid: int, source: int | None = None, cost: bool = False) -> bool:
        """Stun character ``uid`` (``source``: what stuns it) with all the edition says a
        stun costs (2PCG: a wound; the original: endurance). ``cost``: the stun is paid as
        a cost (an edition whose stuns can be replaced does not replace those). Returns
        whether it was."""
        raise NotImplementedError

    def ko(self, game: Game, uid: int, cause: str = "", look_back: GameObject | None = None) -> None:
        """KO ``uid`` (to its owner's KO pile) with whatever the edition says follows;
        ``look_back``: the object as its "when KO'd" powers see it (KO'd by the wound of a
        stun: as it was before the stun)."""
        raise NotImplementedError

    def draw(self, game: Game, player: int, n: int, used: list[Any] | None = None) -> None:
        """``player`` draws ``n`` cards by an effect (``used``: the replacements whose
        effect these draws are, which can't replace them again). Default: drawn, nothing
        replaces a draw."""
        game.draw(player, n)

    # -- the chain (core/chain.py asks these of a variant that plays with one) ----------
    def priority_actions(self, game: Game, player: int) -> list[Choice]:
        """What ``player`` may do holding priority, beyond passing."""
        raise NotImplementedError

    def perform(self, game: Game, player: int, choice: Choice) -> None:
        """Carry out ``player``'s ``choice`` (an action the variant listed)."""
        raise NotImplementedError

    def resolve_link(self, game: Game, link: ChainLink) -> None:
        """Resolve one link of the chain."""
        raise NotImplementedError

    def prepare_game(self, game: Game, setup: Setup) -> None:
        """What every game of the variant starts with before any card is placed (player
        facts such as endurance): ``new_game`` calls it first, and the rules lab calls it
        before ``setup_position``, so a variant that extends it is obeyed in both."""

    def new_game(self, game: Game, setup: Setup) -> None:
        """Create the game's objects and push its first frame (after ``prepare_game``)."""
        raise NotImplementedError

    def handle_triggers(self, game: Game) -> None:
        """Deal with ``game.state.waiting_triggers`` (resolve them, or put them on the chain)."""
        raise NotImplementedError

    # -- rules lab ---------------------------------------------------------------------
    def setup_position(self, game: Game, lab: LabGame) -> None:
        """Build a scenario's position (``lab.populate()`` places the listed cards)."""
        raise NotImplementedError

    def lab_choice(self, game: Game, action: LabAction) -> Choice:
        raise NotImplementedError

    def describe_object(self, game: Game, obj: GameObject) -> dict[str, Any]:
        return {}

    def describe_player(self, game: Game, player: int) -> dict[str, Any]:
        return {}

    def phase_name(self, game: Game) -> str:
        return game.state.phase

    def combat_forecast(self, game: Game) -> frozenset[int] | None:
        """The characters the combat under way would stun if it resolved as things stand
        (play flow: smart stops ask about a combat effect only where it can change that);
        None when the variant can't tell (no such combat, or a choice still to come)."""
        return None

    def same_outcome(self, game: Game, decision: Decision) -> bool:
        """Whether every answer to ``decision`` leads to the same game, so the play flow
        takes the first for the seat (2PCG: a strike back that stuns none of the attackers
        it may be aimed at). The engine still offers and accepts every answer. False when
        the variant can't tell."""
        return False

    def can_wait(self, game: Game, choice: Choice) -> bool:
        """Whether an action does the same at any moment of the turn, so that nothing
        under way (an attack, an effect on the chain) is a reason to offer it (play flow:
        smart stops; the original's deck searches). False when the variant can't tell."""
        return False

    def does_nothing_now(self, game: Game, choice: Choice) -> bool:
        """Whether an action, taken now, would do nothing: its effect would find nothing
        to act on if it resolved now (``core.foresight.does_nothing``: a plot twist for
        attackers outside an attack). It is still legal; the play flow (smart stops) does
        not ask a seat whose every action is a pass or this. False when the variant can't
        tell."""
        return False

    def acts_on(self, game: Game, choice: Choice) -> frozenset[int] | None:
        """The objects an action taken now would act on (``core.foresight.reach``), so that
        an effect on the chain that touches none of them is no reason to offer it (play
        flow: smart stops). None when the variant can't tell."""
        return None

    def link_acts_on(self, game: Game, link: ChainLink) -> frozenset[int] | None:
        """The objects an effect on the chain would act on if it resolved now, its targets
        among them (play flow: smart stops ask about an effect that names none of a seat's
        cards only where the seat holds something that acts on what it does). None when
        the variant can't tell."""
        return None

    def answers_for(self, game: Game, choice: Choice) -> list[Choice]:
        """The answers that make ``choice`` happen from the pending decision: the choice
        itself, unless the variant asks for it in steps (the original's formation: pick
        the character, then the position). Raises ``IllegalChoice`` (state untouched) when
        it can't happen. Used by the rules lab and by tools that name whole actions."""
        return [choice]

    def describe_choice(self, game: Game, choice: Choice) -> str:
        """A short phrase for a person: "Attack Hulk with Black Panther", "Pass"."""
        from .describe import describe_choice

        return describe_choice(game, choice)


#: what every ``LazyVariant`` answers before its rules are loaded: the declared facts a
#: list of variants shows (``vsrules variants``, the start screen), and the registry's own
#: ``plugin`` field
DECLARED: frozenset[str] = frozenset({"id", "name", "description", "mechanics", "plugin",
                                      "options", "player_facts", "deck_folder", "deck_files"})
#: what a stand-in also answers when it serves the card database itself (its rules class
#: inherits these unchanged: checked by tests/unit/test_lazy_variants.py)
CARDS: frozenset[str] = frozenset({"card_db", "load_cards", "rules_cards", "card_dir", "_db"})

#: the stand-in's own method (the full class has ``Variant.load_rules``)
_OWN = frozenset({"load_rules"})
#: what a registered variant holds itself: the registry's plugin name, its card database
_INSTANCE_FIELDS = ("plugin", "_db")
_LOADING = threading.RLock()


class LazyVariant(Variant):
    """A variant registered before its rules are imported (a faster start: the start screen
    and ``vsrules variants`` need only the declared facts, and the card database of the
    edition shown).

    A subclass names its full class in ``rules_class`` (``"package.module:Class"``) and
    lists in ``answers`` the attributes it answers itself: each must be the very same in
    the full class. Asking for anything else imports the full class and turns this object
    into an instance of it (``__class__`` is swapped, the instance keeps its attributes:
    the plugin name, a card database already built), so every reference held to it, the
    registry's included, is the full variant from then on, at no cost per call.
    ``Registry.variant`` loads it before handing it out."""

    rules_class: ClassVar[str]
    answers: ClassVar[frozenset[str]] = DECLARED

    def __getattribute__(self, name: str) -> Any:
        if name.startswith("__") or name in type(self).answers or name in _OWN:
            return object.__getattribute__(self, name)
        return getattr(self.load_rules(), name)

    def load_rules(self) -> Variant:
        """Become the full variant (once; later calls are plain method calls on it)."""
        with _LOADING:
            cls = type(self)
            if not issubclass(cls, LazyVariant):
                return self  # another thread loaded it while this one waited
            module, _, attr = cls.rules_class.partition(":")
            full = getattr(importlib.import_module(module), attr)
            # read one by one: asking for __dict__ would give the object a real dict,
            # which makes every attribute read on the variant slower for good
            kept = {}
            for name in _INSTANCE_FIELDS:
                with contextlib.suppress(AttributeError):
                    kept[name] = object.__getattribute__(self, name)
            object.__setattr__(self, "__class__", full)
            full.__init__(self)
            # what the stand-in set wins over the fresh defaults (an unset card database
            # does not replace one the full class's __init__ may build)
            for name, value in kept.items():
                if value is not None:
                    setattr(self, name, value)
        return self

