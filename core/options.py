"""Rule options: the numbers and switches an edition's rules fix (opening hand, starting
endurance, deck size...), declared with a type, a default, a description and the rule they
change, so that a person may change them per game (``--option NAME=VALUE``, a scenario's
``[options]``, the start screen's house rules) and a plugin may declare its own.

A variant declares its options in ``Variant.options``; a plugin declares more through the
``vsrules_options(variant)`` hook. The values chosen for a game live in
``Setup.options[RULES_KEY]`` (so they travel in saves and replays); the rules read them with
``option(game, name)``: the chosen value, else a plugin's answer to ``vsrules_option`` (a
variant's own default, Blitz's 5-card hand), else the declared default.

Light to import (no engine): the start screen lists the options before any rules load."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

import attrs

from .errors import VsrulesError

if TYPE_CHECKING:
    from .variant import Variant

#: the ``Setup.options`` key holding the rule options chosen for a game
RULES_KEY = "rules"

_KINDS = {"int": int, "bool": bool, "str": str}
_TRUE, _FALSE = ("true", "yes", "on", "1"), ("false", "no", "off", "0")


class OptionError(VsrulesError):
    """A rule option named or valued wrongly: says which option and what it accepts."""


@attrs.frozen
class Option:
    """One declared rule option.

    ``kind`` is "int", "bool" or "str"; an int may have ``minimum``/``maximum``, a str lists
    its ``choices``. ``rule`` names the rule the option changes (with its source)."""

    name: str
    kind: str
    default: Any
    description: str
    rule: str
    minimum: int | None = None
    maximum: int | None = None
    choices: tuple[str, ...] = ()

    def __attrs_post_init__(self) -> None:
        if self.kind not in _KINDS:
            raise ValueError(f"option {self.name}: kind must be one of {', '.join(_KINDS)}")
        self.check(self.default)  # a declaration whose default it refuses is a bug

    def accepts(self) -> str:
        """What the option accepts, in words ("a whole number from 1 to 15")."""
        if self.kind == "bool":
            return "true or false"
        if self.kind == "str":
            return "one of " + ", ".join(self.choices) if self.choices else "any text"
        if self.minimum is not None and self.maximum is not None:
            return f"a whole number from {self.minimum} to {self.maximum}"
        if self.minimum is not None:
            return f"a whole number >= {self.minimum}"
        if self.maximum is not None:
            return f"a whole number <= {self.maximum}"
        return "a whole number"

    def check(self, value: Any) -> Any:
        """``value`` (already typed: a scenario file, the Python API) checked."""
        ok = isinstance(value, _KINDS[self.kind])
        if self.kind == "int":
            ok = ok and not isinstance(value, bool) and \
                (self.minimum is None or value >= self.minimum) and \
                (self.maximum is None or value <= self.maximum)
        elif self.kind == "str" and self.choices:
            ok = ok and value in self.choices
        if not ok:
            raise OptionError(f"option {self.name}: {value!r} is not {self.accepts()}")
        return value

    def parse(self, text: str) -> Any:
        """``text`` (the command line, the start screen) read as the option's type, checked."""
        raw = text.strip()
        value: Any = raw
        if self.kind == "int":
            try:
                value = int(raw)
            except ValueError:
                raise OptionError(f"option {self.name}: {text!r} is not {self.accepts()}") from None
        elif self.kind == "bool":
            if raw.lower() not in (*_TRUE, *_FALSE):
                raise OptionError(f"option {self.name}: {text!r} is not {self.accepts()}")
            value = raw.lower() in _TRUE
        return self.check(value)

    def show(self, value: Any) -> str:
        return ("true" if value else "false") if self.kind == "bool" else str(value)


def declared(variant: Variant, registry: Any = None) -> dict[str, Option]:
    """Every option a game of ``variant`` has: the variant's own, then the plugins'
    (``vsrules_options``), by name. ``registry``: a ``plugins.Registry`` (None: only the
    variant's)."""
    found = {o.name: o for o in variant.options}
    if registry is not None:
        for opt in registry.plugin_options(variant):
            if opt.name in found:
                raise OptionError(f"option {opt.name} is declared twice (a plugin redeclares it)")
            found[opt.name] = opt
    return found


def _unknown(name: str, known: Mapping[str, Option], variant: Any) -> OptionError:
    listed = ", ".join(sorted(known)) or "none"
    return OptionError(f"unknown option {name!r} for {variant.id} (its options: {listed})")


def parse_assignments(variant: Variant, texts: Iterable[str], registry: Any = None) -> dict[str, Any]:
    """``["NAME=VALUE", ...]`` (``--option``, repeatable) as checked values for a game of
    ``variant``: ``{"opening_hand": 8}``. A later assignment of a name wins. Raises
    ``OptionError`` naming the option and what it accepts."""
    known = declared(variant, registry)
    out: dict[str, Any] = {}
    for text in texts:
        name, sep, value = text.partition("=")
        name = name.strip()
        if not sep or not name:
            raise OptionError(f"option {text!r}: write NAME=VALUE (e.g. opening_hand=8)")
        if name not in known:
            raise _unknown(name, known, variant)
        out[name] = known[name].parse(value)
    return out


def validate(variant: Variant, values: Mapping[str, Any], registry: Any = None) -> dict[str, Any]:
    """Typed values (a scenario's ``[options]``, the Python API) checked for ``variant``."""
    known = declared(variant, registry)
    out = {}
    for name, value in values.items():
        if name not in known:
            raise _unknown(name, known, variant)
        out[name] = known[name].check(value)
    return out


def rule_value(variant: Variant, name: str, values: Mapping[str, Any] | None = None) -> Any:
    """The value of ``variant``'s own option ``name`` among checked ``values`` (else its
    default): for rules applied outside a game, such as deck building."""
    if values and name in values:
        return values[name]
    known = {o.name: o for o in variant.options}
    if name not in known:
        raise _unknown(name, known, variant)
    return known[name].default


def chosen(setup: Any) -> dict[str, Any]:
    """The rule options a set-up chose (empty: every rule as printed)."""
    options = getattr(setup, "options", None) or {}
    values = options.get(RULES_KEY)
    return values if isinstance(values, dict) else {}


def option(game: Any, name: str) -> Any:
    """The value of rule option ``name`` in ``game``: chosen for the game, else a plugin's
    answer (``vsrules_option``), else the declared default. ``name`` must be declared.
    Kept per game (a game's options never change while it runs)."""
    kept = game.caches["rule-options"]
    if name in kept:
        return kept[name]
    hooks = game.hooks
    known = hooks.declared(game.variant) if hooks is not None else \
        {o.name: o for o in game.variant.options}
    if name not in known:
        raise _unknown(name, known, game.variant)
    values = chosen(game.setup)
    if name in values:
        value = values[name]
    else:
        answer = hooks.vsrules_option(game=game, name=name) if hooks is not None else None
        try:
            value = known[name].default if answer is None else known[name].check(answer)
        except OptionError as exc:  # a plugin's wrong answer: it is switched off, reported
            if hooks is None or not hooks.refuse_option(game, name, answer, exc):
                raise
            value = known[name].default
    kept[name] = value
    return value
