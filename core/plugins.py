"""The plugin manager: one ``pluggy.PluginManager`` holding every plugin of the ``vsrules``
entry-point group (the two editions, the AI players and the TUI are plugins there too),
each hook called through ``pm.hook.<name>``.

Failures are isolated per plugin: a plugin that fails to import, to register, or raises
inside a hook is reported by name with the error and the place, unregistered, and the
hook is called again without it, so everything else keeps working (docs/design.md,
"Plugin failures")."""

from __future__ import annotations

import traceback
from collections.abc import Callable, Iterable
from types import TracebackType
from typing import Any

import attrs
import pluggy

from . import hookspecs
from .errors import VsrulesError
from .options import Option
from .options import chosen as chosen_options
from .options import declared as declared_options
from .strict import shown
from .variant import Variant

OWN_DISTRIBUTION = "vsrules"

#: hooks that tell plugins something (their results are not used): after a failure only
#: the implementations not yet called are called again; the others' answers are asked
#: again of every remaining plugin (an answer from before the failure is lost with it)
_NOTICES = frozenset({"vsrules_event", "vsrules_game_created", "vsrules_cli_commands"})


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
        self.hooks.refresh()
        others = [p for p in self.pm.get_plugins() if p is not module]
        own = self.pm.subset_hook_caller("vsrules_variants", remove_plugins=others)
        try:
            answers = own()
        except (Exception, SystemExit) as exc:  # a plugin's sys.exit ends nothing but it
            self._switch_off(info, "vsrules_variants", exc)
            return info
        wrong = next(((a, w) for a in answers if (w := _variants_problem(a)) is not None), None)
        if wrong is not None:
            self._switch_off(info, "vsrules_variants", _wrong_answer(*wrong))
            return info
        provided = [v for found in answers for v in found or ()]
        clash = next((v for v in provided if v.id in self.variants), None)
        if clash is not None:  # a plugin that fails provides nothing, not even its others
            self._fail(info, "registration", ValueError(
                f"variant id {clash.id!r} already provided by {self.variants[clash.id].plugin}"))
            if self.pm.is_registered(module):
                self.pm.unregister(module)
            return info
        for variant in provided:
            variant.plugin = name
            self.variants[variant.id] = variant
            info.provides.append(variant.id)
        return info

    def load_entry_points(self, eps: Iterable[Any] | None = None) -> None:
        """Load the plugins ``eps`` (``importlib.metadata.EntryPoint``s; default: every
        installed one of the ``vsrules`` group)."""
        if eps is None:
            import importlib.metadata

            eps = importlib.metadata.entry_points(group=hookspecs.PROJECT)
        # the host's own plugins first, then third parties, each group by name (pluggy
        # calls the last registered first: a third party's answer comes before the host's)
        names: dict[int, str] = {}  # each distribution's metadata read once
        ordered = sorted(eps, key=lambda ep: (_dist_name(ep, names) != OWN_DISTRIBUTION, ep.name))
        for ep in ordered:
            dist = _dist_name(ep, names)
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

    # -- calling -----------------------------------------------------------------------
    def call(self, hook: str, **kwargs: Any) -> Any:
        """``pm.hook.<hook>(**kwargs)``, each plugin isolated: one that raises is switched
        off (reported, and noted in the game log when the hook has a ``game``) and the
        hook is called again without it."""
        caller: Any = getattr(self.pm.hook, hook)
        called: list[Any] = []  # plugins already called, for a notice
        while True:
            try:
                return caller(**kwargs)
            except (Exception, SystemExit) as exc:  # a plugin's sys.exit ends nothing but it
                found = self._culprit(hook, exc)
                if found is None:
                    raise
                plugin, order = found
                info = self._info(plugin)
                if hook in _NOTICES:
                    called.extend(order)
                self._switch_off(info, hook, exc, kwargs.get("game"))
                gone = [p for p in called if self.pm.is_registered(p)]
                caller = self.pm.subset_hook_caller(hook, remove_plugins=gone) if gone \
                    else getattr(self.pm.hook, hook)

    def answers(self, hook: str, problem: Callable[[Any], str | None], **kwargs: Any) -> list[Any]:
        """The plugins' answers to ``hook`` (``call``), each checked by ``problem`` (what is
        wrong with it, or None): the plugin that gave an answer of the wrong kind is
        switched off and reported, as one that raises is, and the others are asked again
        without it."""
        while True:
            results = self.call(hook, **kwargs)
            wrong = next(((r, w) for r in results if (w := problem(r)) is not None), None)
            if wrong is None:
                return list(results)
            plugin = self._answered(hook, lambda given: problem(given) is not None, kwargs)
            if plugin is None:  # (a wrapper's: not one plugin's own answer)
                raise VsrulesError(f"{hook}: {_wrong_answer(*wrong)}")
            self._switch_off(self._info(plugin), hook, _wrong_answer(*wrong), kwargs.get("game"))

    def _answered(self, hook: str, wrong: Callable[[Any], bool], kwargs: dict[str, Any]) -> Any:
        """The first plugin whose own answer to ``hook`` is ``wrong`` (each asked alone,
        through ``pm.subset_hook_caller``), or None."""
        caller: Any = getattr(self.pm.hook, hook)
        first = bool(caller.spec is not None and caller.spec.opts.get("firstresult"))
        every = self.pm.get_plugins()
        for impl in caller.get_hookimpls():
            if impl.wrapper or impl.hookwrapper:
                continue
            alone = self.pm.subset_hook_caller(
                hook, remove_plugins=[p for p in every if p is not impl.plugin])
            try:
                given = alone(**kwargs)
            except (Exception, SystemExit):  # noqa: BLE001, S112 - not the one asked for
                continue
            if (given is not None and wrong(given)) if first else any(wrong(g) for g in given):
                return impl.plugin
        return None

    def _culprit(self, hook: str, exc: BaseException) -> tuple[Any, list[Any]] | None:
        """The plugin whose implementation of ``hook`` raised ``exc`` (the deepest frame
        of the traceback that is one of the hook's implementations, or in a plugin
        module's code), and the plugins pluggy called before it."""
        import inspect  # (only on a failure: not a start-up cost)

        impls = getattr(self.pm.hook, hook).get_hookimpls()
        by_code = {inspect.unwrap(i.function).__code__: i for i in impls}
        by_module = {getattr(i.plugin, "__name__", None): i for i in impls}
        frames = list(_frames(exc.__traceback__))
        hit = next((by_code[f.f_code] for f in reversed(frames) if f.f_code in by_code), None)
        if hit is None:
            hit = next((by_module[f.f_globals.get("__name__")] for f in reversed(frames)
                        if f.f_globals.get("__name__") in by_module), None)
        if hit is None:
            return None
        # pluggy calls the implementations last to first: those after it came before it
        plain = [i for i in impls if not (i.wrapper or i.hookwrapper)]
        before = plain[plain.index(hit) + 1:] if hit in plain else []
        return hit.plugin, [i.plugin for i in before]

    def _info(self, plugin: Any) -> PluginInfo:
        name = self.pm.get_name(plugin)
        for info in self.plugins:
            if info.name == name and info.status == "loaded":
                return info
        info = PluginInfo(str(name), getattr(plugin, "__name__", repr(plugin)), "")
        self.plugins.append(info)
        return info

    def _switch_off(self, info: PluginInfo, hook: str, exc: BaseException, game: Any = None) -> None:
        plugin = self.pm.get_plugin(info.name)
        if plugin is not None:
            self.pm.unregister(plugin)
        self.hooks.refresh()
        self._fail(info, hook, exc)
        if game is not None:
            game.log_event("plugin-failed", f"Plugin {info.name} switched off: {info.error}",
                           plugin=info.name, hook=hook, error=info.error)

    def _fail(self, info: PluginInfo, stage: str, exc: BaseException) -> None:
        info.status = "failed"
        last = traceback.extract_tb(exc.__traceback__)[-1:] if exc.__traceback__ else []
        where = f" ({last[0].filename}:{last[0].lineno})" if last else ""
        info.error = f"{stage} failed: {type(exc).__name__}: {exc}{where}"

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

    def agents(self) -> dict[str, Callable[..., Any]]:
        found: dict[str, Callable[..., Any]] = {}
        for result in reversed(self.answers("vsrules_agents", _agents_problem)):  # the host's first
            found.update(result or {})
        return found

    def plugin_options(self, variant: Variant) -> list[Option]:
        """The rule options plugins declare for games of ``variant``."""
        return [o for found in reversed(self.answers("vsrules_options", _options_problem,
                                                     variant=variant))
                for o in found or ()]

    def options(self, variant: Variant) -> dict[str, Option]:
        """Every rule option of ``variant``'s games, the plugins' included, by name."""
        return declared_options(variant, self)


class GameHooks:
    """The hooks a game calls while it runs (through the registry's ``call``)."""

    def __init__(self, registry: Registry) -> None:
        self._registry = registry
        #: the ``vsrules_event`` implementations (None until asked for, and again after a
        #: plugin registers or is switched off): games read it on every event, to skip
        #: building and emitting events when it is empty (``EventsInPlay.listens``)
        self.event_impls: list[Any] | None = None
        self._declared: dict[str, dict[str, Option]] = {}

    def refresh(self) -> None:
        self.event_impls = None
        self._declared.clear()

    def listening(self, hook: str) -> bool:
        """Whether some plugin implements ``hook``."""
        impls = getattr(self._registry.pm.hook, hook).get_hookimpls()
        if hook == "vsrules_event":
            self.event_impls = impls
        return bool(impls)

    def vsrules_game_created(self, game: Any) -> None:
        # the rule options chosen for the game head its log (saves and replays keep them)
        declared = self.declared(game.variant)
        for name, value in chosen_options(game.setup).items():
            opt = declared.get(name)
            what = f" ({opt.description})" if opt is not None else ""
            game.log_event("option", f"Rule option: {name} = {value!r}{what}", name=name,
                           value=value)
        self._registry.call("vsrules_game_created", game=game)

    def vsrules_event(self, game: Any, event: Any) -> None:
        # games call it when ``event_impls`` is not known to be empty
        impls = self.event_impls
        if impls or (impls is None and self.listening("vsrules_event")):
            self._registry.call("vsrules_event", game=game, event=event)

    def vsrules_option(self, game: Any, name: str) -> Any:
        return self._registry.call("vsrules_option", game=game, name=name)

    def refuse_option(self, game: Any, name: str, answer: Any, exc: BaseException) -> bool:
        """Switch off the plugin whose ``vsrules_option`` gave ``answer`` for ``name``
        (a value of the wrong type or range); False if none did."""
        registry = self._registry
        plugin = registry._answered("vsrules_option", lambda given: bool(given == answer),
                                    {"game": game, "name": name})
        if plugin is None:
            return False
        registry._switch_off(registry._info(plugin), "vsrules_option", exc, game)
        return True

    def declared(self, variant: Variant) -> dict[str, Option]:
        """The rule options of ``variant``'s games (kept until the plugins change)."""
        found = self._declared.get(variant.id)
        if found is None:
            found = self._declared[variant.id] = self._registry.options(variant)
        return found


# -- what a hook's answer must be -----------------------------------------------------------
def _wrong_answer(answer: Any, what: str) -> TypeError:
    return TypeError(f"answered {shown(answer)}: {what}")


def _variants_problem(answer: Any) -> str | None:
    if not isinstance(answer, list | tuple) or not all(
            isinstance(v, Variant) and isinstance(v.id, str) and v.id for v in answer):
        return "must be a list of variants (vsrules.core.variant.Variant, each with an id)"
    return None


def _agents_problem(answer: Any) -> str | None:
    if not isinstance(answer, dict) or not all(
            isinstance(k, str) and callable(v) for k, v in answer.items()):
        return "must be a table of agent name: factory(seed)"
    return None


def _options_problem(answer: Any) -> str | None:
    if not isinstance(answer, list | tuple) or not all(isinstance(o, Option) for o in answer):
        return "must be a list of rule options (vsrules.core.options.Option)"
    return None


def _frames(tb: TracebackType | None) -> Iterable[Any]:
    while tb is not None:
        yield tb.tb_frame
        tb = tb.tb_next


def _dist_name(ep: Any, known: dict[int, str]) -> str:
    dist = getattr(ep, "dist", None)
    if dist is None:
        return ""
    if id(dist) not in known:
        known[id(dist)] = str(dist.metadata["Name"])
    return known[id(dist)]


_DEFAULT: Registry | None = None


def default_registry() -> Registry:
    """The process-wide registry with every installed plugin loaded (once)."""
    global _DEFAULT
    if _DEFAULT is None:
        _DEFAULT = Registry()
        _DEFAULT.load_entry_points()
    return _DEFAULT
