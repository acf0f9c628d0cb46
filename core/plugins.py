"""The plugin manager: loads the ``vsrules`` entry-point group (the two editions are
plugins there too) and isolates failures: a plugin that fails to import, to register,
or raises inside a hook is reported by name and everything else keeps working."""

from __future__ import annotations

import functools
import importlib
import importlib.machinery
import os
import re
import sys
import traceback
from collections.abc import Callable, Iterable
from typing import Any

import attrs
import pluggy

from . import hookspecs
from .errors import VsrulesError
from .variant import Variant

OWN_DISTRIBUTION = "vsrules"


@attrs.define
class PluginInfo:
    name: str
    module: str
    distribution: str
    status: str = "loaded"
    error: str = ""
    provides: list[str] = attrs.Factory(list)

    @property
    def builtin(self) -> bool:
        return self.distribution == OWN_DISTRIBUTION


class UnknownVariant(VsrulesError):
    pass


class Registry:
    def __init__(self) -> None:
        self.pm = pluggy.PluginManager(hookspecs.PROJECT)
        self.pm.add_hookspecs(hookspecs)
        self.plugins: list[PluginInfo] = []
        self.variants: dict[str, Variant] = {}
        self.hooks = GameHooks(self)

    # -- loading -----------------------------------------------------------------------
    def register(self, module: Any, name: str, distribution: str = "") -> PluginInfo:
        info = PluginInfo(name, getattr(module, "__name__", repr(module)), distribution)
        self.plugins.append(info)
        try:
            self.pm.register(module, name=name)
            self.pm.check_pending()
        except Exception as exc:
            if self.pm.is_registered(module):
                self.pm.unregister(module)
            self._fail(info, "registration", exc)
            return info
        for variant in self._call_one(info, module, "vsrules_variants") or []:
            if variant.id in self.variants:
                self._fail(info, "registration", ValueError(
                    f"variant id {variant.id!r} already provided by {self.variants[variant.id].plugin}"))
                continue
            variant.plugin = name
            self.variants[variant.id] = variant
            info.provides.append(variant.id)
        return info

    def load_entry_points(self, eps: Iterable[Any] | None = None) -> None:
        """Load the plugins ``eps`` (``importlib.metadata.EntryPoint``s or alike; default:
        every installed one of the ``vsrules`` group)."""
        if eps is None:
            eps = entry_points(hookspecs.PROJECT)
        # the host's own plugins first, then third parties, each group by name
        ordered = sorted(eps, key=lambda ep: (_dist_name(ep) != OWN_DISTRIBUTION, ep.name))
        for ep in ordered:
            dist = _dist_name(ep)
            try:
                module = ep.load()
            except BaseException as exc:  # a plugin may raise anything on import
                if isinstance(exc, KeyboardInterrupt):
                    raise
                info = PluginInfo(ep.name, ep.value, dist)
                self.plugins.append(info)
                self._fail(info, "import", exc)
                continue
            self.register(module, ep.name, dist)

    def _fail(self, info: PluginInfo, stage: str, exc: BaseException) -> None:
        info.status = "failed"
        last = traceback.extract_tb(exc.__traceback__)[-1:] if exc.__traceback__ else []
        where = f" ({last[0].filename}:{last[0].lineno})" if last else ""
        info.error = f"{stage} failed: {type(exc).__name__}: {exc}{where}"

    def _call_one(self, info: PluginInfo, module: Any, hook: str, **kwargs: Any) -> Any:
        fn = getattr(module, hook, None)
        if fn is None:
            return None
        try:
            return fn(**kwargs)
        except Exception as exc:
            self._fail(info, hook, exc)
            if self.pm.is_registered(module):
                self.pm.unregister(module)
            return None

    # -- queries -----------------------------------------------------------------------
    def variant(self, variant_id: str) -> Variant:
        """The variant to play, its rules loaded (``variants`` holds them as registered: a
        ``LazyVariant`` answers its declared facts before its rules are imported)."""
        try:
            variant = self.variants[variant_id]
        except KeyError:
            known = ", ".join(sorted(self.variants)) or "none"
            raise UnknownVariant(f"unknown variant {variant_id!r} (known: {known})") from None
        return variant.load_rules()

    def call_each(self, hook: str, **kwargs: Any) -> list[tuple[PluginInfo, Any]]:
        """Call ``hook`` on every loaded plugin separately; a failing one is reported."""
        out = []
        for info, module in self._loaded():
            if getattr(module, hook, None) is not None:
                result = self._call_one(info, module, hook, **kwargs)
                if info.status == "loaded":
                    out.append((info, result))
        return out

    def _loaded(self) -> list[tuple[PluginInfo, Any]]:
        out = []
        for info in self.plugins:
            if info.status != "loaded":
                continue
            module = self.pm.get_plugin(info.name)
            if module is not None:
                out.append((info, module))
        return out

    def agents(self) -> dict[str, Callable[..., Any]]:
        found: dict[str, Callable[..., Any]] = {}
        for _info, result in self.call_each("vsrules_agents"):
            found.update(result or {})
        return found


class GameHooks:
    """The hooks a game calls while it runs, each plugin isolated from the others."""

    def __init__(self, registry: Registry) -> None:
        self._registry = registry
        self._cache: dict[str, list[tuple[PluginInfo, Any]]] = {}
        #: the kept ``vsrules_event`` implementations (None until asked for, and again
        #: once the cache is cleared): games read it directly on every event, to skip
        #: building and emitting events when it is empty (``EventsInPlay.listens``)
        self.event_impls: list[tuple[PluginInfo, Any]] | None = None

    def _impls(self, hook: str) -> list[tuple[PluginInfo, Any]]:
        impls = self._cache.get(hook)
        if impls is None:
            impls = [(i, getattr(m, hook)) for i, m in self._registry._loaded()
                     if getattr(m, hook, None) is not None]
            self._cache[hook] = impls
            if hook == "vsrules_event":
                self.event_impls = impls
        return impls

    def _call(self, hook: str, first: bool, **kwargs: Any) -> Any:
        for info, fn in self._impls(hook):
            if info.status != "loaded":
                continue
            try:
                result = fn(**kwargs)
            except Exception as exc:
                self._registry._fail(info, hook, exc)
                self._cache.clear()  # made again without the failed plugin
                self.event_impls = None
                continue
            if first and result is not None:
                return result
        return None

    def vsrules_game_created(self, game: Any) -> None:
        self._call("vsrules_game_created", False, game=game)

    def listening(self, hook: str) -> bool:
        """Whether some plugin implements ``hook`` (kept: read on every event)."""
        impls = self._cache.get(hook)
        return bool(impls if impls is not None else self._impls(hook))

    def vsrules_event(self, game: Any, event: Any) -> None:
        # games call it when ``event_impls`` is not known to be empty
        if self._impls("vsrules_event"):
            self._call("vsrules_event", False, game=game, event=event)

    def vsrules_option(self, game: Any, name: str) -> Any:
        return self._call("vsrules_option", True, game=game, name=name)


def _dist_name(ep: Any) -> str:
    known = getattr(ep, "dist_name", None)
    if known is not None:
        return str(known)
    dist = getattr(ep, "dist", None)
    return dist.metadata["Name"] if dist is not None else ""


# -- finding the installed plugins ---------------------------------------------------------
# ``importlib.metadata`` takes 30-80 ms to import at start-up (zipfile, email, csv...) and
# parses each plugin's whole METADATA to name its distribution. What it does for the
# usual installs (folders on sys.path holding ``*.dist-info``/``*.egg-info``) is redone
# here in about 2 ms; anything else (a zip or egg on the path, another finder that lists
# distributions) goes to ``importlib.metadata`` itself.


class FoundEntryPoint:
    """An installed entry point: ``name``, ``value`` ("module:attr"), ``group``, the
    ``dist_name`` of its distribution, and ``load()`` as in ``importlib.metadata``."""

    _PATTERN = re.compile(r"(?P<module>[\w.]+)\s*(:\s*(?P<attr>[\w.]+)\s*)?((?P<extras>\[.*\])\s*)?$")

    def __init__(self, name: str, value: str, group: str, dist_name: str) -> None:
        self.name, self.value, self.group, self.dist_name = name, value, group, dist_name

    def load(self) -> Any:
        match = self._PATTERN.match(self.value)
        if match is None:
            raise ValueError(f"not an entry point value: {self.value!r}")
        module = importlib.import_module(match.group("module"))
        attrs_ = filter(None, (match.group("attr") or "").split("."))
        return functools.reduce(getattr, attrs_, module)

    def __repr__(self) -> str:
        return f"FoundEntryPoint({self.name!r}, {self.value!r}, {self.group!r}, {self.dist_name!r})"


class _NotPlain(Exception):
    """The fast scan can't answer like ``importlib.metadata``: use it."""


def entry_points(group: str) -> list[Any]:
    """The installed entry points of ``group``, in ``importlib.metadata``'s order (each
    distribution once: the first found on ``sys.path``)."""
    try:
        return _scan_entry_points(group, sys.path)
    except _NotPlain:
        import importlib.metadata

        return list(importlib.metadata.entry_points(group=group))


def _normalize(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower().replace("-", "_")


def _scan_entry_points(group: str, path: Iterable[str]) -> list[FoundEntryPoint]:
    for finder in sys.meta_path:
        if hasattr(finder, "find_distributions") and finder is not importlib.machinery.PathFinder:
            raise _NotPlain(f"{finder!r} lists distributions")
    seen: set[str] = set()
    out: list[FoundEntryPoint] = []
    for entry in path:
        folder = entry or "."
        if not isinstance(entry, str) or not os.path.isdir(folder):
            if isinstance(entry, str) and os.path.isfile(folder):
                raise _NotPlain(f"{entry} is a file (a zip)")
            continue  # missing, or a path hook's name: no distributions
        try:
            children = os.listdir(folder)
        except OSError:
            continue
        for child in children:
            low = child.lower()
            if low.endswith(".egg") or low == "egg-info":
                raise _NotPlain(f"an egg in {entry}")
            if not low.endswith((".dist-info", ".egg-info")):
                continue
            key = _normalize(os.path.splitext(child)[0].partition("-")[0])
            if key in seen:
                continue
            seen.add(key)
            info = os.path.join(folder, child)
            found = _section(_read(os.path.join(info, "entry_points.txt")), group)
            if found:
                meta = "METADATA" if low.endswith(".dist-info") else "PKG-INFO"
                dist = _metadata_name(_read(os.path.join(info, meta)))
                out.extend(FoundEntryPoint(n, v, group, dist) for n, v in found)
    return out


def _read(path: str) -> str:
    try:
        with open(path, encoding="utf-8") as fh:
            return fh.read()
    except (OSError, UnicodeDecodeError):
        return ""


def _section(text: str, group: str) -> list[tuple[str, str]]:
    """``name = value`` pairs of the ``[group]`` section of an ``entry_points.txt``."""
    out, current = [], None
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            current = line.strip("[]")
        elif current == group and "=" in line:
            name, value = line.split("=", 1)
            out.append((name.strip(), value.strip()))
    return out


def _metadata_name(text: str) -> str:
    """The ``Name`` header of a METADATA / PKG-INFO file."""
    for line in text.splitlines():
        if not line.strip():
            break
        key, sep, value = line.partition(":")
        if sep and key.strip().lower() == "name":
            return value.strip()
    return ""


_DEFAULT: Registry | None = None


def default_registry() -> Registry:
    """The process-wide registry with every installed plugin loaded (once)."""
    global _DEFAULT
    if _DEFAULT is None:
        _DEFAULT = Registry()
        _DEFAULT.load_entry_points()
    return _DEFAULT
