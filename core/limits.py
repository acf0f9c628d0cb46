"""Reading a file a person gave: size, encoding and nesting limits, each broken one
reported as an ``InputError`` naming the file and the place (never a traceback).

Every file the project reads (decks, card files, scenarios, saves, plugin data) comes
through ``read_text`` and, parsed, through ``check_depth``."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path
from typing import Any

from .errors import InputError

#: the largest TOML file read (decks, cards, scenarios): far above any real one
MAX_TOML_BYTES = 2 * 1024 * 1024
#: the largest save read (a long game's answers and state snapshot are a few megabytes)
MAX_SAVE_BYTES = 64 * 1024 * 1024
#: the largest seed a file may give (scenarios, saves): seeds are 64-bit whole numbers
MAX_SEED = 2**64 - 1
#: the deepest nesting of tables and lists a file may have (real ones stay under 12)
MAX_DEPTH = 40


def read_bytes(path: Path, limit: int) -> bytes:
    file = str(path)
    try:
        size = Path(path).stat().st_size
        if Path(path).is_dir():
            raise InputError(file, "", "is a folder, not a file")
        if size > limit:
            raise InputError(file, "", f"too large ({size:,} bytes; at most {limit:,})")
        with Path(path).open("rb") as fh:
            data = fh.read(limit + 1)
    except FileNotFoundError:
        raise InputError(file, "", "no such file") from None
    except OSError as exc:
        raise InputError(file, "", f"can't read it: {exc.strerror or exc}") from None
    if len(data) > limit:  # grew while read, or a device
        raise InputError(file, "", f"too large (at most {limit:,} bytes)")
    return data


def decode(data: bytes, file: str) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[:exc.start].count(b"\n") + 1
        raise InputError(file, f"line {line}", f"not UTF-8 text (byte {exc.start})") from None


def read_text(path: Path, limit: int = MAX_TOML_BYTES) -> str:
    """The UTF-8 text of ``path``; a missing, unreadable, too large or binary file raises
    ``InputError``."""
    return decode(read_bytes(path, limit), str(path))


def check_depth(data: Any, file: str, limit: int = MAX_DEPTH) -> None:
    """``InputError`` naming the first place nested deeper than ``limit``. The places are
    spelled out only for a file found too deep."""
    if _depth(data) > limit:
        raise InputError(file, _deep_place(data, limit), f"nested too deeply (more than "
                         f"{limit} levels of tables or lists)")


def _children(value: Any) -> list[tuple[str, Any]] | None:
    if isinstance(value, dict):
        return [(str(k), v) for k, v in value.items()]
    if isinstance(value, list):
        return [(f"[{i}]", v) for i, v in enumerate(value)]
    return None


def _depth(data: Any) -> int:
    deepest = 0
    stack: list[tuple[Any, int]] = [(data, 0)]
    while stack:
        value, depth = stack.pop()
        deepest = max(deepest, depth)
        if isinstance(value, dict):
            stack.extend((v, depth + 1) for v in value.values())
        elif isinstance(value, list):
            stack.extend((v, depth + 1) for v in value)
    return deepest


def _deep_place(data: Any, limit: int) -> str:
    stack: list[tuple[Any, str, int]] = [(data, "", 0)]
    while stack:
        value, where, depth = stack.pop()
        if depth > limit:
            return where or "(top)"
        for key, child in _children(value) or ():
            place = where + key if key.startswith("[") else (f"{where}.{key}" if where else key)
            stack.append((child, place, depth + 1))
    return "(top)"


def parse_toml(path: Path, limit: int = MAX_TOML_BYTES) -> dict[str, Any]:
    """A TOML file read within the limits."""
    file = str(path)
    text = read_text(path, limit)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise InputError(file, "", f"not valid TOML: {exc}") from None
    except RecursionError:
        raise InputError(file, "", f"nested too deeply (more than {MAX_DEPTH} levels)") from None
    check_depth(data, file)
    return data


def parse_json(path: Path, limit: int = MAX_SAVE_BYTES, what: str = "JSON") -> Any:
    """A JSON file read within the limits."""
    file = str(path)
    text = read_text(path, limit)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(file, f"line {exc.lineno}", f"not {what} (bad JSON: {exc.msg})") from None
    except RecursionError:
        raise InputError(file, "", f"nested too deeply (more than {MAX_DEPTH} levels)") from None
    check_depth(data, file)
    return data


def writable(path: Path) -> None:
    """``InputError`` unless a file can be written at ``path`` (its folder exists and it is
    not a folder itself): checked before any work."""
    target = Path(path)
    if target.is_dir():
        raise InputError(str(path), "", "is a folder: give a file name to write")
    if not target.parent.is_dir():
        raise InputError(str(path), "", f"no folder {str(target.parent)!r} to write into")
