"""Original-edition keywords, each implemented once (original CR seed 000; expansion FAQ
seed 004; shared/rules/original-combat-and-keywords.md section 5; docs/rulings.md).

* Rules keywords, read where those rules live: range, flight (combat.py), army, unique
  (entering.py), concealed, concealed-optional (entering.py, combat.py, powers.py),
  reservist, loyalty, boost (variant.py, recruiting), ongoing (powers.py, targets.py:
  "non-ongoing plot twist"), transferable (turn.py, formation step), willpower (a stat:
  variant.py ``base_stat``/``willpower``).
* Keywords with a power, scripts here: cosmic (enters play with a counter - entering.py;
  cosmic text - ``cosmic_active``), cosmic-surge, evasion, substitute, energize.
* Labels: vengeance, backup, ally, leader, terraform name powers or cards for other cards
  and rules to refer to; what they mean for their powers is in the helpers below
  (``ally`` triggers on becoming powered-up; a backup power is usable only in the build
  phase: its card data says ``only_if = ["build-phase"]``; ``leader_adjacent`` is the
  adjacency leader powers use). Terraform's rules meaning was not found (digest section
  5): it is only a label here.
"""

from __future__ import annotations

from vsrules.core.abilities import Activated, Script, Triggered
from vsrules.core.effects import Call, Ready, Resolve, call
from vsrules.core.game import Game
from vsrules.core.modifying_steps import PutCounters
from vsrules.core.objects import GameObject
from vsrules.core.state import Event
from vsrules.core.words import keyword_words

from .positions import adjacent
from .steps import DelayFor, Recover, StunCost
from .targets import test

#: read by the rules code itself (combat.py, variant.py, powers.py, entering.py, turn.py)
RULE_KEYWORDS = frozenset({
    "range", "flight", "army", "unique", "concealed", "concealed-optional", "reservist",
    "loyalty", "boost", "ongoing", "transferable", "willpower", "crossover", "equip-only",
    "equip-only-team", "equip-only-version", "crossover-outside-play", "recruit-discount",
    "reveal-to-recruit", "not-unique", "deck-limit"})

#: labels that other cards and rules refer to (no power of their own)
LABEL_KEYWORDS = frozenset({"vengeance", "backup", "ally", "leader", "terraform"})


# -- cosmic (seed 004 item 3; digest 5) --------------------------------------------------------
def is_cosmic(game: Game, obj: GameObject) -> bool:
    """A cosmic character: non-stunned, with cosmic or cosmic-surge (counter or not)."""
    return obj.zone in ("front", "back") and not obj.stunned and \
        game.card(obj).is_character and \
        (game.has_keyword(obj, "cosmic") or game.has_keyword(obj, "cosmic-surge"))


def cosmic_active(game: Game, obj: GameObject) -> bool:
    """Cosmic text is active only while the character has a cosmic counter."""
    return obj.count("cosmic") > 0 and not obj.stunned


@test("cosmic")
def _cosmic_test(game: Game, obj: GameObject, controller: int, source: int | None) -> bool:
    return is_cosmic(game, obj)


def _recovery_starts(game: Game, src: GameObject, event: Event) -> bool:
    return event.data.get("step") == "recovery"


COSMIC_SURGE = Script(triggered=(
    Triggered("Cosmic-Surge", "step-start", (PutCounters("source", "cosmic"),),
              condition=_recovery_starts, kind="keyword"),))


# -- evasion (digest 5: "Stun this character >>> at the start of the recovery phase this
# turn, recover this character") -----------------------------------------------------------------
def _can_evade(game: Game, obj: GameObject) -> bool:
    return not obj.stunned and obj.zone in ("front", "back")


EVASION = Script(activated=(
    Activated("Evasion", (DelayFor("start:recovery", (Recover("source"),), until="turn",
                                   name="Evasion: recover"),),
              usable=_can_evade, cost=(StunCost("source"),)),))


# -- substitute (seed 004 item 2) ------------------------------------------------------------
def _in_own_recruit_step(game: Game, obj: GameObject) -> bool:
    st = game.state
    return st.phase == "build:recruit" and st.step_owner == obj.owner and \
        obj.zone == "hand" and bool(_substitutable(game, obj.owner, obj.uid))


def _substitutable(game: Game, player: int, uid: int) -> list[int]:
    """Ready characters ``player`` controls with cost >= the substitute card's cost
    (a costless character can't be substituted from play: seed 000 Recruit Costs)."""
    cost = game.card(uid).cost
    if cost is None:
        return []
    return [o.uid for o in game.characters(player)
            if not o.exhausted and not o.stunned
            and (other := game.card(o).cost) is not None and other >= cost]


@call("original.substitute-candidates")
def _substitute_candidates(game: Game, res: Resolve) -> None:
    src = game.state.objects.get(res.source) if res.source is not None else None
    res.ctx["candidates"] = _substitutable(game, res.controller, src.uid) \
        if src is not None and src.zone == "hand" else []
    res.ctx["rows"] = ["front", "back"]


@call("original.substitute")
def _substitute(game: Game, res: Resolve) -> None:
    from .entering import leave_play, put_into_play

    src = game.state.objects.get(res.source) if res.source is not None else None
    out = res.ctx.get("removed")
    if src is None or src.zone != "hand" or out is None or out not in game.state.objects:
        return
    o = game.state.objects[out]
    if o.controller != res.controller or o.exhausted or o.zone not in ("front", "back"):
        return
    leave_play(game, out, "removed", keyword_words("substitute"))  # the keyword as printed
    row = res.ctx.get("row") or "front"
    put_into_play(game, src.uid, res.controller, row, area=res.ctx.get("area"),
                  how="substitute")


def substitute_steps() -> tuple:
    from vsrules.core.effects import ChooseFrom, ChooseOption, If

    return (
        Call("original.substitute-candidates"),
        ChooseFrom("candidates", "removed", "Substitute: remove which ready character from "
                   "the game? (or decline)", optional=True, kind="choose"),
        If("removed", (ChooseOption(("front", "back"), "row", "Substitute: into which row?"),
                       Call("original.area-choice"), Call("original.substitute"))),
    )


@call("original.area-choice")
def _area_choice(game: Game, res: Resolve) -> None:
    """Ask the area only for a concealed-optional card (214.2)."""
    from vsrules.core.effects import ChooseOption

    src = game.state.objects.get(res.source) if res.source is not None else None
    if src is not None and game.card(src).keyword("concealed-optional"):
        res.splice([ChooseOption(("visible", "hidden"), "area",
                                 f"{game.card(src).name}: enter play visible or hidden?")])


SUBSTITUTE = Script(activated=(
    Activated("Substitute", substitute_steps(), usable=_in_own_recruit_step, zone="hand"),))


# -- energize (digest 5: whenever this character defends, ready it) ----------------------------
def _self_defends(game: Game, src: GameObject, event: Event) -> bool:
    return event.subject == src.uid


ENERGIZE = Script(triggered=(
    Triggered("Energize", "defends", (Ready("source"),), condition=_self_defends,
              kind="keyword"),))


# -- labels and their helpers -------------------------------------------------------------------
def ally(name: str, steps: tuple, optional: bool = False) -> Triggered:
    """An ally power: triggers whenever a character its controller controls becomes
    powered-up (digest 5, Ally); ``event.subject`` is that character."""
    def mine(game: Game, src: GameObject, event: Event) -> bool:
        o = game.state.objects.get(event.subject) if event.subject is not None else None
        return o is not None and o.controller == src.controller

    return Triggered(name, "powered-up", steps, condition=mine, optional=optional)


def leader_adjacent(game: Game, leader: GameObject, obj: GameObject) -> bool:
    """``obj`` is adjacent to ``leader`` and the leader is a leader character (non-stunned,
    with the keyword): what leader powers refer to (digest 5, Leader; AV-FAQ)."""
    return not leader.stunned and game.has_keyword(leader, "leader") and \
        adjacent(leader, obj)


KEYWORDS: dict[str, Script] = {
    "cosmic": Script(),
    "cosmic-surge": COSMIC_SURGE,
    "evasion": EVASION,
    "substitute": SUBSTITUTE,
    "energize": ENERGIZE,
    **{label: Script() for label in LABEL_KEYWORDS},
}

__all__ = ["KEYWORDS", "LABEL_KEYWORDS", "RULE_KEYWORDS"]
