"""The cattrs converter for game state, saves and views.

Tagged records (frames, choices, and any family a variant declares) are dumped with a
``"type"`` field and loaded back by looking the tag up in their family's registry.
"""

from __future__ import annotations

import json
from typing import Any

import attrs
import cattrs
from cattrs.gen import make_dict_structure_fn, make_dict_unstructure_fn, override

from .records import Tagged


def _is_family_base(t: Any) -> bool:
    return isinstance(t, type) and issubclass(t, Tagged) and Tagged in t.__bases__


def _is_tagged(t: Any) -> bool:
    return isinstance(t, type) and issubclass(t, Tagged) and t is not Tagged


#: an attrs field whose default is left out of dumps (``metadata=OMIT_DEFAULT``): a field
#: added later that most records leave at its default keeps older dumps (and digests) as
#: they were
OMIT_DEFAULT = {"omit_if_default": True}


def _omitted(cls: type) -> dict[str, Any]:
    return {f.name: override(omit_if_default=True) for f in attrs.fields(cls)
            if f.metadata.get("omit_if_default")} if attrs.has(cls) else {}


def _has_omitted(t: Any) -> bool:
    return isinstance(t, type) and not _is_tagged(t) and bool(_omitted(t))


def make_converter() -> cattrs.Converter:
    conv = cattrs.Converter()
    unstructurers: dict[type, Any] = {}
    structurers: dict[type, Any] = {}

    def unstructure_factory(_cls: type) -> Any:
        def unstructure(obj: Tagged) -> dict[str, Any]:
            cls = type(obj)
            fn = unstructurers.get(cls)
            if fn is None:
                fn = unstructurers[cls] = make_dict_unstructure_fn(cls, conv, **_omitted(cls))
            return {"type": cls.tag, **fn(obj)}

        return unstructure

    def structure_factory(family: type) -> Any:
        def structure(data: Any, _t: Any) -> Tagged:
            if not isinstance(data, dict) or "type" not in data:
                raise ValueError(f"a {family.__name__} record needs a 'type' field")
            tag = data["type"]
            cls = family.registry.get(tag)  # type: ignore[attr-defined]
            if cls is None:
                raise ValueError(f"unknown {family.__name__} type {tag!r}")
            fn = structurers.get(cls)
            if fn is None:
                fn = structurers[cls] = make_dict_structure_fn(cls, conv)
            return fn({k: v for k, v in data.items() if k != "type"}, cls)

        return structure

    # Unions of JSON scalars (modifier values, keyword values) load as they are.
    for scalar_union in (int | str | bool, int | str, str | int | None, int | str | bool | None):
        conv.register_structure_hook(scalar_union, _passthrough)
    conv.register_unstructure_hook_factory(_is_tagged, unstructure_factory)
    conv.register_unstructure_hook_factory(
        _has_omitted, lambda cls: make_dict_unstructure_fn(cls, conv, **_omitted(cls)))
    conv.register_structure_hook_factory(_is_tagged, structure_factory)
    return conv


def _passthrough(value: Any, _t: Any) -> Any:
    return value


CONVERTER = make_converter()


def dump(obj: Any) -> Any:
    return CONVERTER.unstructure(obj)


def load(data: Any, cls: type) -> Any:
    return CONVERTER.structure(data, cls)


def to_json(obj: Any, **kw: Any) -> str:
    return json.dumps(dump(obj), separators=(",", ":"), sort_keys=True, **kw)
