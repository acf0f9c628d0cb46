"""Reading back the rows a comparison wrote (``--out DIR``, read by ``--from DIR``): each
``.jsonl`` line structured strictly by cattrs into the attrs class of its table (every
field the table has, each of its kind, no other), and the run's settings (``run.json``)
checked for the keys the report reads. A file that is not such rows (edited, truncated,
another program's) is refused with an ``InputError`` naming the file, the line and the key.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Collection, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import attrs

from ..errors import InputError
from ..limits import MAX_DEPTH, check_depth, decode, parse_json
from ..strict import Check, field, flag, shown, sized, structured, table_hook, text, whole
from .records import CARD_FIELDS, GAME_FIELDS, ROUND_FIELDS

if TYPE_CHECKING:
    import cattrs

#: the longest line a rows file may have (a game row is well under a kilobyte)
MAX_LINE = 64 * 1024
#: the most groups and variants a run's settings may list
MAX_LISTED = 10_000


def _number(_inst: Any, _attr: Any, value: Any) -> None:
    if value is not None and (isinstance(value, bool) or not isinstance(value, int | float)):
        raise ValueError(f"must be a number, got {shown(value)}")


_WORDS = ("variant", "experiment", "matchup", "options", "agents", "deck_0", "deck_1",
          "first_deck", "winner_deck", "ended_by", "reason", "life_unit", "error",
          "plugin_failures", "deck", "card")
_FLAGS = ("first_won", "draw", "first_stunned_won", "comeback", "won")
_NUMBERS = ("choices_per_decision", "real_choice_share", "life_left_0", "life_left_1",
            "seconds", "life_0", "life_1", "life_norm_0", "life_norm_1")
#: the fields a row can't do without (they say which game and group it belongs to)
_NEEDED = ("variant", "experiment", "game", "agents")


def _check(name: str) -> Check:
    if name in _WORDS:
        return text("text")
    if name in _FLAGS:
        return flag
    if name in _NUMBERS:
        return _number
    return whole(0)  # counts, seats, turns, seeds


def _needed(check: Check) -> Check:
    def needed(inst: Any, attr: Any, value: Any) -> None:
        if value is None:
            raise ValueError("must be given, got null")
        check(inst, attr, value)
    return needed


def _row_class(table: str, names: tuple[str, ...]) -> type:
    body = {n: field(_needed(_check(n)) if n in _NEEDED else _check(n), default=attrs.NOTHING)
            for n in names}
    return attrs.make_class(table.title() + "Row", body, frozen=True)


ROW_CLASSES: dict[str, type] = {t: _row_class(t, f) for t, f in
                                (("games", GAME_FIELDS), ("rounds", ROUND_FIELDS),
                                 ("cards", CARD_FIELDS))}
#: each row class's checks by key: a row passing them all, with exactly these keys, is
#: what cattrs would accept (the same checks), so only a row that fails goes through
#: cattrs, for the place of its problem (a long run has hundreds of thousands of rows)
_CHECKS: dict[type, dict[str, Check]] = {
    cls: {a.name: a.validator for a in attrs.fields(cls) if a.validator is not None}
    for cls in ROW_CLASSES.values()}


def _fits(data: Any, cls: type) -> bool:
    checks = _CHECKS[cls]
    if type(data) is not dict or data.keys() != checks.keys():
        return False
    try:
        for key, value in data.items():
            checks[key](None, None, value)
    except ValueError:
        return False
    return True


def _variant_row(_inst: Any, _attr: Any, value: Any) -> None:
    if not isinstance(value, dict) or not isinstance(value.get("id"), str):
        raise ValueError(f"must be a table with the variant's id, got {shown(value)}")


@attrs.frozen
class RunData:
    """``run.json``: the settings of the run, and the keys the report reads (other keys
    are the run's own notes)."""

    groups: list[Any] = field(sized("a list of [variant, setting] pairs", list, MAX_LISTED,
                                    item=sized("a [variant, setting] pair", list, 2, 2,
                                               item=text("text"))), default=list)
    variants: list[Any] = field(sized("a list of tables", list, MAX_LISTED, item=_variant_row),
                                default=list)
    total_games: int | None = field(whole(0))
    seed: int | None = field(whole(0))
    agents: list[str] | None = field(sized("a list of agent names", list, 64,
                                           item=text("an agent name")))
    paired: bool | None = field(flag)
    sweep: str | None = field(text("text"))
    max_turns: int | None = field(whole(0))


@functools.cache
def rows_converter() -> cattrs.Converter:
    import cattrs

    conv = cattrs.Converter()
    for table, cls in ROW_CLASSES.items():
        conv.register_structure_hook(cls, table_hook(conv, cls, f"a {table} row (a table)"))
    return conv


def read_rows(path: Path, table: str | None = None) -> list[dict[str, Any]]:
    """Every row of a ``.jsonl`` file written by ``--out`` (``iter_rows``)."""
    return list(iter_rows(path, table))


def iter_rows(path: Path, table: str | None = None,
              variants: Collection[str] | None = None) -> Iterator[dict[str, Any]]:
    """The rows of a ``.jsonl`` file written by ``--out``, line by line, each checked
    against its table (``table``; default: the file's name, ``games.jsonl``...) and, given
    ``variants``, naming one of them."""
    table = table or Path(path).stem
    cls = ROW_CLASSES[table]
    file = str(path)
    try:
        fh = open(path, "rb")  # noqa: SIM115 - closed below, read line by line
    except OSError as exc:
        raise InputError(file, "", f"can't read it: {exc.strerror or exc}") from None
    with fh:
        for lineno, raw in enumerate(iter(lambda: fh.readline(MAX_LINE + 1), b""), 1):
            where = f"line {lineno}"
            if len(raw) > MAX_LINE:
                raise InputError(file, where, f"too long (at most {MAX_LINE:,} bytes a line)")
            line = decode(raw, file).strip() if raw.strip() else ""
            if not line:
                continue
            try:
                data = json.loads(line)
            except json.JSONDecodeError as exc:
                raise InputError(file, where, f"not a row (bad JSON: {exc.msg})") from None
            except RecursionError:
                raise InputError(file, where, f"nested too deeply (more than {MAX_DEPTH} "
                                 "levels)") from None
            check_depth(data, file)
            if not _fits(data, cls):
                structured(rows_converter(), data, cls, file, where)
            if variants is not None and data["variant"] not in variants:
                raise InputError(file, f"{where}.variant", _unknown(data["variant"], variants))
            yield data


def _unknown(variant: str, variants: Collection[str]) -> str:
    return f"unknown variant {shown(variant)} (known: {', '.join(sorted(variants))})"


def run_settings(folder: Path, variants: Collection[str] | None = None) -> dict[str, Any]:
    """A run's ``run.json`` (none: no settings), its keys checked (and, given
    ``variants``, the variants it names)."""
    path = folder / "run.json"
    if not path.exists():
        return {}
    data = parse_json(path, what="a compare run's settings")
    if not isinstance(data, dict):
        raise InputError(str(path), "", f"must be a table of settings, got {shown(data)}")
    known = {a.name for a in attrs.fields(RunData)}
    run: RunData = structured(_settings_converter(),
                              {k: v for k, v in data.items() if k in known}, RunData, str(path))
    if variants is not None:
        named = [(f"groups[{i}][0]", g[0]) for i, g in enumerate(run.groups)] + \
            [(f"variants[{i}].id", v["id"]) for i, v in enumerate(run.variants)]
        for where, vid in named:
            if vid not in variants:
                raise InputError(str(path), where, _unknown(vid, variants))
    return data


@functools.cache
def _settings_converter() -> cattrs.Converter:
    import cattrs

    conv = cattrs.Converter()
    conv.register_structure_hook(RunData, table_hook(conv, RunData, "a table"))
    return conv
