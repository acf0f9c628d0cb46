"""House rules, chosen per game: a bundled example of a rule-module plugin.

The plugin is registered by default (entry point ``house_rules``) but does nothing unless a
game's set-up asks for it::

    Setup("2pcg", seed, decks, options={"house_rules": {"opening_hand": 6}})

It answers the rules' questions through the ``vsrules_option`` hook; a game without a
``house_rules`` table gets every rule as printed. The 2PCG rules ask for:

- ``opening_hand`` (int): cards drawn at set-up and after a mulligan (rules: 7);
- ``first_turn_draw`` (int): cards the first player draws on the first turn (rules: 0;
  ``True`` means the normal draw of 2);
- ``lethal`` (``"stuns"`` or ``"wounds"``): Lethal KOs a defending supporting character it
  stuns (FAQ, the rules' default) or, with the later errata, one it *wounds* (a stun
  whose wound is prevented does not KO).

The original edition asks for none of them yet.
"""

from __future__ import annotations

from typing import Any

from vsrules.core.errors import VsrulesError
from vsrules.core.hookspecs import hookimpl

#: the ``Setup.options`` key this plugin reads
KEY = "house_rules"


def _count(value: Any) -> int:
    if isinstance(value, bool):
        return 2 if value else 0
    if isinstance(value, int) and value >= 0:
        return value
    raise ValueError(f"must be a whole number >= 0, got {value!r}")


def _hand(value: Any) -> int:
    if isinstance(value, int) and not isinstance(value, bool) and value >= 1:
        return value
    raise ValueError(f"must be a whole number >= 1, got {value!r}")


def _lethal(value: Any) -> str:
    if value in ("stuns", "wounds"):
        return str(value)
    raise ValueError(f"must be \"stuns\" or \"wounds\", got {value!r}")


#: option name -> (what it means, how a value is checked and normalised)
OPTIONS: dict[str, tuple[str, Any]] = {
    "opening_hand": ("cards in the opening hand (2PCG rules: 7)", _hand),
    "first_turn_draw": ("cards the first player draws on turn 1 (2PCG rules: 0)", _count),
    "lethal": ("Lethal KOs on \"stuns\" (FAQ) or \"wounds\" (errata)", _lethal),
}


class HouseRuleError(VsrulesError):
    pass


def house_rules(**chosen: Any) -> dict[str, Any]:
    """Checked ``Setup.options`` for these house rules: ``house_rules(opening_hand=6)``."""
    return {KEY: normalise(chosen)}


def normalise(chosen: dict[str, Any]) -> dict[str, Any]:
    out = {}
    for name, value in chosen.items():
        if name not in OPTIONS:
            raise HouseRuleError(f"unknown house rule {name!r} (known: {', '.join(OPTIONS)})")
        try:
            out[name] = OPTIONS[name][1](value)
        except ValueError as exc:
            raise HouseRuleError(f"house rule {name}: {exc}") from None
    return out


def chosen_rules(game: Any) -> dict[str, Any]:
    """The game's ``house_rules`` table as given (empty: the rules as printed)."""
    setup = getattr(game, "setup", None)
    options = getattr(setup, "options", None) or {}
    rules = options.get(KEY)
    return rules if isinstance(rules, dict) else {}


def value_of(game: Any, name: str) -> Any:
    """The checked value of one chosen house rule, or None (not chosen, unknown, or not
    a valid value: the rules' own value applies)."""
    raw = chosen_rules(game).get(name)
    if raw is None or name not in OPTIONS:
        return None
    try:
        return OPTIONS[name][1](raw)
    except ValueError:
        return None


@hookimpl
def vsrules_game_created(game: Any) -> None:
    """Note the chosen house rules at the head of the game log; a bad one is ignored, with
    the reason (the game is not stopped: the rules' value applies)."""
    for name, raw in chosen_rules(game).items():
        try:
            value = normalise({name: raw})[name]
        except HouseRuleError as exc:
            game.log_event("house-rule", f"House rule ignored: {exc}", name=name, ignored=True)
            continue
        game.log_event("house-rule", f"House rule: {name} = {value!r} ({OPTIONS[name][0]})",
                       name=name, value=value)


@hookimpl
def vsrules_option(game: Any, name: str) -> Any:
    return value_of(game, name)
