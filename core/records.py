"""Polymorphic plain-data records (frames, choices, effect steps, ...).

Every subclass of a ``Tagged`` base registers itself under a tag, so a
dumped record carries a ``"type"`` tag and loads back into the right class. This is
what lets the engine save, load and clone a game in the middle of any procedure.
"""

from __future__ import annotations

from typing import Any, ClassVar


class Tagged:
    """Base for a family of tagged records. A direct subclass starts a new family."""

    __slots__ = ()
    registry: ClassVar[dict[str, type]]
    tag: ClassVar[str]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if Tagged in cls.__bases__:
            cls.registry = {}
        cls.tag = cls.__dict__.get("tag", _default_tag(cls))
        family = cls.registry
        if cls.tag in family and family[cls.tag] is not cls:
            other = family[cls.tag]
            if (other.__module__, other.__qualname__) != (cls.__module__, cls.__qualname__):
                raise TypeError(f"two {cls.family_name()} records are tagged {cls.tag!r}")
        family[cls.tag] = cls

    @classmethod
    def family_name(cls) -> str:
        for base in cls.__mro__:
            if Tagged in base.__bases__:
                return base.__name__
        return cls.__name__


def _default_tag(cls: type) -> str:
    """Core records are tagged by class name; others by ``package.ClassName`` so two
    variants (or plugins) may each have, say, a ``Turn`` frame."""
    module = cls.__module__
    if module.startswith("vsrules.core") or "." not in module:
        return cls.__name__
    return f"{module.split('.')[-2]}.{cls.__name__}"
