"""The bad-input corpus: broken files of every kind the project reads (deck files, rules
lab scenarios, saves, text deck lists), each with the place its error must name.

A case is ``(name, kind, make, place)``: ``make(good)`` turns the text of a good file of
``kind`` into the broken bytes (or returns a ``Path`` maker for folders and sparse files);
``place`` is what the message must name besides the file ("" = the file alone)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

DEEP = 5000


def _toml_set(key: str, value: str) -> Callable[[str], bytes]:
    """A good TOML file with the top-level ``key`` set to ``value`` (TOML text)."""
    def make(good: str) -> bytes:
        lines = [ln for ln in good.splitlines() if not ln.startswith(f"{key} =")]
        return "\n".join([f"{key} = {value}", *lines]).encode()
    return make


def _replace(old: str, new: str) -> Callable[[str], bytes]:
    def make(good: str) -> bytes:
        assert old in good, old
        return good.replace(old, new, 1).encode()
    return make


def _json_edit(edit: Callable[[dict[str, Any]], None]) -> Callable[[str], bytes]:
    def make(good: str) -> bytes:
        data = json.loads(good)
        edit(data)
        return json.dumps(data).encode()
    return make


def _set(path: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def edit(data: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        for p in parents:
            data = data[int(p)] if p.isdigit() else data[p]
        data[int(last) if last.isdigit() else last] = value  # type: ignore[index]
    return edit


#: broken in the same way whatever the kind
GENERIC: list[tuple[str, Any, str]] = [
    ("binary", lambda good: b"\x00\xff\xfe\x80" * 64 + b"\n\x9c", "line 1"),
    ("non-utf8-late", lambda good: good.encode() + b"\n# \xff\xfe\n", "line "),
    ("truncated", lambda good: good.encode()[: len(good) // 2 + 7], ""),
    ("folder", "folder", "is a folder"),
    ("missing", "missing", "no such file"),
    ("huge", "huge", "too large"),
]

TOML_DEEP = lambda good: ("x = " + "[" * DEEP + "]" * DEEP + "\n").encode()  # noqa: E731
JSON_DEEP = lambda good: ("[" * DEEP + "]" * DEEP).encode()  # noqa: E731

#: per kind: (name, make, place)
CASES: dict[str, list[tuple[str, Any, str]]] = {
    "deck": [
        ("empty", lambda good: b"", "name"),
        ("deep", TOML_DEEP, "nested too deeply"),
        ("deep-table", lambda good: ("x = " + "{a = " * 60 + "1" + "}" * 60 + "\n").encode(),
         "nested too deeply"),
        ("count-negative", _replace("count = 3", "count = -2"), "cards[0].count"),
        ("count-text", _replace("count = 3", 'count = "four"'), "cards[0].count"),
        ("count-huge", _replace("count = 3", "count = 10000000"), "cards[0].count"),
        ("count-true", _replace("count = 3", "count = true"), "cards[0].count"),
        ("count-fraction", _replace("count = 3", "count = 3.0"), "cards[0].count"),
        ("entry-number", lambda good: b'name = "x"\nvariant = "2pcg"\ncards = [5]\n',
         "cards[0]"),
        ("id-number", lambda good: b'name = "x"\nvariant = "2pcg"\ncards = [{ id = 5 }]\n',
         "cards[0].id"),
        ("cards-empty", lambda good: b'name = "x"\nvariant = "2pcg"\ncards = []\n', "cards"),
        ("cards-text", lambda good: b'name = "x"\nvariant = "2pcg"\ncards = "MNB-001"\n', "cards"),
        ("cards-many", lambda good: ('name = "x"\nvariant = "2pcg"\ncards = [\n' +
                                     '{ id = "x", count = 1 },\n' * 5000 + "]\n").encode(),
         "cards"),
        ("main-number", _toml_set("main", "5"), "main"),
        ("name-list", _toml_set("name", '["a"]'), "name"),
        ("variant-unknown", _toml_set("variant", '"chess"'), "variant"),
    ],
    "scenario": [
        ("empty", lambda good: b"", "variant"),
        ("deep", TOML_DEEP, "nested too deeply"),
        ("wounds-negative", _replace('front = [{ card = "falcon", label = "f" }]',
                                     'front = [{ card = "falcon", label = "f", wounds = -2 }]'),
         "wounds"),
        ("xp-negative", _replace('front = [{ card = "falcon", label = "f" }]',
                                 'front = [{ card = "falcon", label = "f", xp = -5 }]'), "xp"),
        ("keywords-text", _replace('keywords = ["flight"]', 'keywords = "ranged"'), "keywords"),
        ("defender-list", _replace('defender = "b"', 'defender = ["guard"]'), "defender"),
        ("deck-huge", _replace("[players.p1]", "[players.p1]\ndeck = 10000000"), "deck"),
        ("deck-negative", _replace("[players.p1]", "[players.p1]\ndeck = -1"), "deck"),
        ("five-players", lambda good: good.encode() + b"".join(
            f"\n[players.p{i}]\n".encode() for i in range(3, 6)), "players"),
        ("choice-deep", lambda good: good.encode() + (
            '\n[[do]]\naction = "choose"\nchoice = ' + "[" * 500 + "1" + "]" * 500 + "\n"
        ).encode(), "nested too deeply"),
        ("column-negative", _replace('front = [{ card = "falcon", label = "f" }]',
                                     'front = [{ card = "falcon", label = "f", column = -1 }]'),
         "column"),
        ("counter-negative", _replace('front = [{ card = "falcon", label = "f" }]',
                                      'front = [{ card = "falcon", label = "f", counters = { plus = -1 } }]'),
         "counters.plus"),
        ("counters-number", _replace('front = [{ card = "falcon", label = "f" }]',
                                     'front = [{ card = "falcon", label = "f", counters = 3 }]'),
         "counters"),
        ("level-zero", _replace('front = [{ card = "falcon", label = "f" }]',
                                'front = [{ card = "falcon", label = "f", level = 0 }]'),
         "level"),
        ("exhausted-text", _replace('front = [{ card = "falcon", label = "f" }]',
                                    'front = [{ card = "falcon", label = "f", exhausted = "yes" }]'),
         "exhausted"),
        ("xp-true", _replace('front = [{ card = "falcon", label = "f" }]',
                             'front = [{ card = "falcon", label = "f", xp = true }]'),
         "xp"),
        ("area-unknown", _replace('front = [{ card = "falcon", label = "f" }]',
                                  'front = [{ card = "falcon", label = "f", area = "up" }]'),
         "area"),
    ],
    "save": [
        ("empty", lambda good: b"", "line 1"),
        ("deep", JSON_DEEP, "nested too deeply"),
        ("deep-object", lambda good: ('{"a":' * 300 + "1" + "}" * 300).encode(),
         "nested too deeply"),
        ("not-an-object", lambda good: b"[1, 2]", "format"),
        ("format", _json_edit(_set("format", 99)), "format"),
        ("no-decks", _json_edit(_set("setup.decks", [])), "setup.decks"),
        ("one-deck", _json_edit(lambda d: d["setup"]["decks"].__delitem__(slice(1, None))),
         "setup.decks"),
        ("ten-decks", _json_edit(lambda d: d["setup"].__setitem__(
            "decks", d["setup"]["decks"] * 5)), "setup.decks"),
        ("unknown-card", _json_edit(_set("setup.decks.0.cards.0", "NOPE-999")),
         "setup.decks[0].cards[0]"),
        ("unknown-main", _json_edit(_set("setup.decks.0.main", "NOPE-999")), "setup.decks[0].main"),
        ("bad-custom-card", _json_edit(_set("setup.custom_cards", [{"id": "X", "cost": "two"}])),
         "setup.custom_cards[0]"),
        ("seed-negative", _json_edit(_set("setup.seed", -1)), "setup.seed"),
        ("seed-text", _json_edit(_set("setup.seed", "abc")), "setup.seed"),
        ("variant-unknown", _json_edit(_set("setup.variant", "chess")), "setup.variant"),
        ("answers-text", _json_edit(_set("answers", "pass")), "answers"),
        ("answer-wrong-type", _json_edit(_set("answers", [{"type": "Nope"}])), "answers[0]"),
        ("answer-illegal", _json_edit(_set("answers", [{"type": "Pick", "value": 99}])),
         "answers[0]"),
        ("snapshot-wrong", _json_edit(_set("snapshot", {"variant": 5})), "snapshot"),
    ],
    "list": [
        ("empty", lambda good: b"", "no cards"),
        ("count-word", lambda good: b"four Ant-Man\n", "line 1"),
        ("unknown-name", lambda good: b"4 Nobody At All\n", "line 1"),
        ("negative", lambda good: b"-3 Ant-Man\n", "line 1"),
        ("zero", lambda good: b"0 Ant-Man\n", "line 1"),
        ("huge-count", lambda good: b"100000000000 Ant-Man\n", "line 1"),
        ("unknown-id", lambda good: b"4 Ant-Man (NOPE-1)\n", "line 1"),
    ],
}

#: per kind, the commands reading such a file ({f}: the file, {o}: an output path)
COMMANDS: dict[str, list[list[str]]] = {
    "deck": [["deck", "check", "{f}"],
             ["simulate", "--variant", "2pcg", "--games", "1", "--decks", "{f},{f}"]],
    "scenario": [["lab", "run", "{f}"], ["lab", "run", "--json", "{f}"],
                 ["lab", "compare", "{f}"]],
    "save": [["log", "{f}"], ["log", "--format", "jsonl", "{f}", "-o", "{o}"],
             ["replay", "{f}"], ["play", "--load", "{f}"]],
    "list": [["deck", "import", "{f}", "--variant", "2pcg", "-o", "{o}"]],
}
