"""Data a person wrote (or a file the project wrote and a person may have edited),
structured strictly by cattrs into attrs classes: every value is checked as it is
structured (its type, its range, how many there are, which keys a table may have), so a
problem is reported at its key path through ``cattrs.transform_error``.

A check is an attrs validator (``inst, attribute, value``) that accepts ``None`` (a key
the file left out). ``table_hook`` makes a class's structure hook that runs each field's
validator (and any check given for a class that has none) on the value as written,
before structuring it, and refuses keys the class does not have."""

from __future__ import annotations

import typing
from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any

import attrs

from .errors import InputError

if TYPE_CHECKING:
    import cattrs

Check = Callable[[Any, Any, Any], None]


def shown(value: Any) -> str:
    """A value as the file wrote it, cut short (a message never repeats a huge value)."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


# -- checks of one value ---------------------------------------------------------------------
def text(what: str) -> Check:
    def check(_inst: Any, _attr: Any, value: Any) -> None:
        if value is not None and not isinstance(value, str):
            raise ValueError(f"must be {what}, got {shown(value)}")
    return check


def flag(_inst: Any, _attr: Any, value: Any) -> None:
    if value is not None and not isinstance(value, bool):
        raise ValueError(f"must be true or false, got {shown(value)}")


def whole(least: int | None = None, most: int | None = None) -> Check:
    """A whole number (not true, not 4.0) from ``least`` to ``most``."""
    def check(_inst: Any, _attr: Any, value: Any) -> None:
        if value is None:
            return
        if not isinstance(value, int) or isinstance(value, bool):
            raise ValueError(f"must be a whole number, got {shown(value)}")
        if least is not None and value < least:
            raise ValueError(f"can't be negative, got {value}" if least == 0 else
                             f"must be {least} or more, got {value}")
        if most is not None and value > most:
            raise ValueError(f"must be at most {most:,}, got {value:,}")
    return check


def one_of(*words: str, message: str) -> Check:
    def check(_inst: Any, _attr: Any, value: Any) -> None:
        if value is not None and (not isinstance(value, str) or value not in words):
            raise ValueError(f"{message}, got {shown(value)}")
    return check


def sized(what: str, kind: type[dict[Any, Any]] | type[list[Any]], most: int,
          least: int = 0, item: Check | None = None, many: str | None = None) -> Check:
    """A table (``dict``) or a list of ``least`` to ``most`` items (``many``: what they
    are called), each passing ``item`` (each problem located at its key or index)."""
    def check(_inst: Any, _attr: Any, value: Any) -> None:
        if value is None:
            return
        if not isinstance(value, kind):
            raise ValueError(f"must be {what}, got {shown(value)}")
        if not least <= len(value) <= most:
            words = many or ("keys" if kind is dict else "items")
            raise ValueError(f"{len(value):,} {words}: at most {most:,}" if len(value) > most
                             else f"{len(value):,} {words}: at least {least:,}")
        if item is not None:
            pairs = value.items() if isinstance(value, dict) else enumerate(value)
            each(pairs, lambda v: item(None, None, v), keys=isinstance(value, dict))
    return check


def table_of(item: Check, what: str) -> Check:
    """A table whose every value passes ``item``."""
    return sized(what, dict, 10**9, item=item)


# -- located problems ------------------------------------------------------------------------
def each(items: Iterable[tuple[Any, Any]], make: Callable[[Any], Any], *,
         keys: bool) -> list[Any]:
    """``make`` of every value, the problems gathered and located by their key (a table)
    or index (a list), the way cattrs locates its own."""
    import cattrs

    out: list[Any] = []
    errors: list[Exception] = []
    for at, value in items:
        try:
            out.append(make(value))
        except Exception as exc:  # noqa: BLE001 - gathered, located by their key
            errors.append(located(exc, at, keys=keys))
    if errors:
        if keys:
            raise cattrs.ClassValidationError("in a table", errors, dict)
        raise cattrs.IterableValidationError("in a list", errors, list)
    return out


def located(exc: Exception, at: Any, *, keys: bool) -> Exception:
    import cattrs

    note: Any = (cattrs.errors.AttributeValidationNote(f"at {at}", str(at), Any) if keys
                 else cattrs.errors.IterableValidationNote(f"at index {at}", at, Any))
    exc.__notes__ = [*getattr(exc, "__notes__", []), note]
    return exc


def at_key(key: str, what: str) -> Exception:
    """A problem of the table's key ``key`` itself, located there."""
    import cattrs

    return cattrs.ClassValidationError("in a table", [located(ValueError(what), key, keys=True)],
                                       dict)


def field(check: Check | None = None, *, default: Any = None,
          structure: Callable[[cattrs.Converter, Any], Any] | None = None,
          missing: str | None = None) -> Any:
    """A key of a table (absent = ``default``; ``attrs.NOTHING``: required, ``missing``
    says what it needs), checked by ``check``; ``structure`` builds the value of a key
    holding more tables."""
    meta: dict[str, Any] = {"structure": structure} if structure else {}
    if missing is not None:
        meta["missing"] = missing
    if isinstance(default, type):
        return attrs.field(factory=default, validator=check, metadata=meta)
    return attrs.field(default=default, validator=check, metadata=meta)


# -- structure hooks ---------------------------------------------------------------------------
def known(names: Iterable[str]) -> str:
    return ", ".join(sorted(names))


def table_hook(conv: cattrs.Converter, cls: type, what: str, unknown: str | None = None, *,
               renames: Mapping[str, str] | None = None,
               checks: Mapping[str, Check] | None = None,
               shorthand: Callable[[Any], Any] | None = None) -> Any:
    """The structure hook of ``cls`` from a table (``what`` tells a value that is not
    one): no key it does not have (``unknown``: the message; default: the keys it may
    have), none missing that it needs, each value checked by its field's validator and by
    ``checks[name]`` before it is structured (by its field's ``structure``, else by
    ``conv``), so each problem is located at its key. ``renames``: the key a file writes
    for an attribute (``def`` for ``defense``); ``shorthand`` turns another value into
    the table it stands for."""
    from cattrs.gen import make_dict_structure_fn, override

    renames = renames or {}
    hints = typing.get_type_hints(cls)
    fields = attrs.fields(cls)
    keys = {renames.get(a.name, a.name): a for a in fields}
    required = [(k, a) for k, a in keys.items() if a.default is attrs.NOTHING]
    unknown = unknown or f"unknown key (known: {known(keys)})"
    checked = {a.name: [c for c in (a.validator, (checks or {}).get(a.name)) if c is not None]
               for a in fields}

    def check(a: attrs.Attribute[Any], value: Any) -> None:
        for c in checked[a.name]:
            c(None, a, value)

    def value_hook(a: attrs.Attribute[Any]) -> Any:
        make = a.metadata.get("structure")
        hint = hints.get(a.name, Any)  # a class made by attrs.make_class has no annotations

        def hook(value: Any, _t: Any) -> Any:
            if a.name not in renames:  # (a renamed key is checked where the file has it)
                check(a, value)
            if make is not None:
                return make(conv, value)
            return value if hint is Any else conv.structure(value, hint)
        return hook

    overrides: dict[str, Any] = {a.name: override(struct_hook=value_hook(a)) for a in fields}
    build: Any = make_dict_structure_fn(cls, conv, **overrides)

    def structure(value: Any, _t: Any) -> Any:
        if shorthand is not None:
            value = shorthand(value)
        if not isinstance(value, dict):
            raise ValueError(f"must be {what}, got {shown(value)}")
        extra = next((k for k in value if k not in keys), None)
        if extra is not None:
            raise at_key(extra, unknown)
        for key, a in required:
            if key not in value:
                raise at_key(key, a.metadata.get("missing", "missing"))
        if renames:
            value = dict(value)
            for name, key in renames.items():
                if key in value:
                    try:
                        check(attrs.fields_dict(cls)[name], value[key])
                    except Exception as exc:  # noqa: BLE001 - located at the file's key
                        import cattrs

                        raise cattrs.ClassValidationError(
                            "in a table", [located(exc, key, keys=True)], cls) from None
                    value[name] = value.pop(key)
        return build(value, cls)
    return structure


def structured(conv: cattrs.Converter, data: Any, cls: type, file: str, root: str = "") -> Any:
    """``data`` structured as ``cls``, or ``InputError`` naming ``file``, the key path of
    the first problem (under ``root``) and what is wrong, with how many more there are."""
    from .cards import format_cattrs_error

    try:
        return conv.structure(data, cls)
    except Exception as exc:  # cattrs raises ClassValidationError / exception groups
        problems = format_cattrs_error(exc, root)
        where, what = problems[0] if problems else (root, str(exc))
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        raise InputError(file, where, ("missing" if what == "required field missing" else what)
                         + more) from None
