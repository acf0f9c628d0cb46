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


def _append(text: str) -> Callable[[str], bytes]:
    """A good TOML file with more tables after it."""
    return lambda good: (good + "\n" + text).encode()


def _without_script(text: str) -> Callable[[str], bytes]:
    """A good scenario with its ``[[do]]`` steps replaced by ``text`` (top-level keys go
    first, tables last)."""
    def make(good: str) -> bytes:
        rest = good.split("[[do]]")[0]
        return (text + rest if not text.startswith("[") else rest + text).encode()
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
        # the file's own keys
        ("top-unknown-key", _toml_set("colour", '"red"'), "colour"),
        ("title-number", _toml_set("title", "5"), "title"),
        ("decisions-unknown", _toml_set("decisions", '"maybe"'), "decisions"),
        ("options-number", _toml_set("options", "5"), "options"),
        ("card-number", _append("[cards]\nbolt = 5\n"), "cards.bolt"),
        ("cards-many", _append("".join(f'[cards.c{i}]\nname = "C"\n' for i in range(1001))),
         "cards"),
        ("option-list", _append("[options]\nopening_hand = [7]\n"), "options.opening_hand"),
        # [game]
        ("game-number", _toml_set("game", "5"), "game"),
        ("game-unknown-key", _append("[game]\nround = 3\n"), "game.round"),
        ("game-turn-text", _append('[game]\nturn = "three"\n'), "game.turn"),
        ("game-turn-zero", _append("[game]\nturn = 0\n"), "game.turn"),
        ("game-active-number", _append("[game]\nactive = 1\n"), "game.active"),
        ("game-seed-negative", _append("[game]\nseed = -1\n"), "game.seed"),
        ("game-seed-huge", _append("[game]\nseed = 99999999999999999999\n"), "game.seed"),
        ("game-deep", _append("[game]\nphase = " + "[" * 60 + "]" * 60 + "\n"), "game.phase"),
        # [players.pN]
        ("player-unknown-key", _replace("[players.p1]", "[players.p1]\nlife = 3"),
         "players.p1.life"),
        ("player-misnamed", _replace("[players.p2]", "[players.p7]"), "players.p7"),
        ("player-endurance-text", _replace("[players.p1]", '[players.p1]\nendurance = "fifty"'),
         "players.p1.endurance"),
        ("player-zone-text", _replace("[players.p1]", '[players.p1]\nhand = "all"'),
         "players.p1.hand"),
        ("player-zone-huge", _replace("[players.p1]", "[players.p1]\nhand = [" +
                                      '"falcon", ' * 5000 + "]"), "players.p1.hand"),
        ("player-back-and-support", _replace("[players.p1]", "[players.p1]\nback = []\n"
                                             "support = []"), "players.p1.support"),
        ("player-main-row", _replace("[players.p1]", '[players.p1]\nmain = { card = "falcon", '
                                     'row = "up" }'), "players.p1.main.row"),
        ("player-entry-unknown-key", _replace('label = "b" }', 'label = "b", colour = 1 }'),
         "players.p2.front[0].colour"),
        ("player-label-twice", _replace('label = "b" }', 'label = "f" }'),
         "players.p2.front[0].label"),
        ("player-label-reserved", _replace('label = "b" }', 'label = "p2" }'),
         "players.p2.front[0].label"),
        ("player-deep", _replace("[players.p1]", "[players.p1]\nhand = " + "[" * 60 + "]" * 60),
         "players.p1.hand"),
        # [[do]]
        ("do-unknown-action", _replace('action = "attack"', 'action = "fly"'), "do[0].action"),
        ("do-no-action", _append('[[do]]\nplayer = "p1"\n'), "do[1].action"),
        ("do-missing-field", _replace('defender = "b"\n', ""), "do[0].defender"),
        ("do-unknown-field", _replace('defender = "b"', 'defender = "b"\nspeed = 3'),
         "do[0].speed"),
        ("do-player-number", _replace('player = "p1"', "player = 1"), "do[0].player"),
        ("do-expect-other", _replace('defender = "b"', 'defender = "b"\nexpect = "legal"'),
         "do[0].expect"),
        ("do-attackers-number", _replace('attackers = ["f"]', "attackers = 5"), "do[0].attackers"),
        ("do-attacker-number", _replace('attackers = ["f"]', 'attackers = ["f", 5]'),
         "do[0].attackers[1]"),
        ("do-column-negative", _append('[[do]]\naction = "move"\ncharacter = "f"\n'
                                       'row = "back"\ncolumn = -1\n'), "do[1].column"),
        ("do-targets-many", _append('[[do]]\naction = "play"\ncard = "f"\ntargets = [' +
                                    '"b", ' * 500 + "]\n"), "do[1].targets"),
        ("do-number", _without_script("do = [1]\n"), "do[0]"),
        ("do-table", _without_script('[do]\naction = "pass"\n'), "do"),
        ("do-huge", _append('[[do]]\naction = "pass"\n' * 6000), "do"),
        # [expect]
        ("expect-unknown-key", _append('[expect]\nf = { colour = "red" }\n'), "expect.f.colour"),
        ("expect-wrong-type", _append('[expect]\nf = { stunned = "yes" }\n'), "expect.f.stunned"),
        ("expect-def-text", _append('[expect]\nf = { def = "three" }\n'), "expect.f.def"),
        ("expect-level-zero", _append("[expect]\nf = { level = 0 }\n"), "expect.f.level"),
        ("expect-counter-negative", _append("[expect]\nf = { counters = { plus = -1 } }\n"),
         "expect.f.counters.plus"),
        ("expect-keywords-text", _append('[expect]\nf = { keywords = "flight" }\n'),
         "expect.f.keywords"),
        ("expect-player-negative", _append("[expect]\np2 = { hand = -1 }\n"), "expect.p2.hand"),
        ("expect-player-unknown-key", _append("[expect]\np2 = { life = 3 }\n"),
         "expect.p2.life"),
        ("expect-game-unknown-key", _append("[expect]\ngame = { loser = \"p2\" }\n"),
         "expect.game.loser"),
        ("expect-unknown-label", _append('[expect]\nnobody = { zone = "ko" }\n'),
         "expect.nobody"),
        ("expect-unknown-player", _append("[expect]\np3 = { hand = 1 }\n"), "expect.p3"),
        ("expect-number", _append("[expect]\nf = 3\n"), "expect.f"),
        ("expect-huge", _append("[expect]\n" + "".join(f'x{i} = {{ zone = "ko" }}\n'
                                                        for i in range(6000))), "expect"),
        ("expect-deep", _append("[expect]\nf = { counters = " + "{ a = " * 60 + "1" +
                                " }" * 60 + " }\n"), "expect.f.counters"),
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
        ("format-text", _json_edit(_set("format", "1")), "format"),
        ("top-unknown-key", _json_edit(_set("colour", "red")), "colour"),
        ("setup-missing", _json_edit(lambda d: d.__delitem__("setup")), "setup"),
        ("setup-unknown-key", _json_edit(_set("setup.colour", 1)), "setup.colour"),
        ("seed-fraction", _json_edit(_set("setup.seed", 5.0)), "setup.seed"),
        ("seed-huge", _json_edit(_set("setup.seed", 2**70)), "setup.seed"),
        ("deck-no-cards", _json_edit(_set("setup.decks.0.cards", [])), "setup.decks[0].cards"),
        ("deck-cards-text", _json_edit(_set("setup.decks.0.cards", "MNB-001")),
         "setup.decks[0].cards"),
        ("deck-card-number", _json_edit(_set("setup.decks.0.cards.3", 7)),
         "setup.decks[0].cards[3]"),
        ("deck-many-cards", _json_edit(_set("setup.decks.0.cards", ["MNB-001"] * 600)),
         "setup.decks[0].cards"),
        ("deck-main-number", _json_edit(_set("setup.decks.0.main", 1)), "setup.decks[0].main"),
        ("deck-unknown-key", _json_edit(_set("setup.decks.0.colour", 1)),
         "setup.decks[0].colour"),
        ("players-number", _json_edit(_set("setup.players", 2)), "setup.players"),
        ("custom-cards-many", _json_edit(_set("setup.custom_cards", [{}] * 1001)),
         "setup.custom_cards"),
        ("option-wrong-type", _json_edit(_set("setup.options", {"rules": {"opening_hand": "seven"}})),
         "setup.options.rules.opening_hand"),
        ("option-unknown", _json_edit(_set("setup.options", {"rules": {"nope": 1}})),
         "setup.options.rules.nope"),
        ("options-rules-number", _json_edit(_set("setup.options", {"rules": 5})),
         "setup.options.rules"),
        ("answers-missing", _json_edit(lambda d: d.__delitem__("answers")), "answers"),
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

def _first_row(edit: Callable[[dict[str, Any]], None]) -> Callable[[str], bytes]:
    """A good rows file with its first row edited."""
    def make(good: str) -> bytes:
        first, *rest = good.splitlines()
        data = json.loads(first)
        edit(data)
        return "\n".join([json.dumps(data), *rest, ""]).encode()
    return make


CASES["rows"] = [
    ("not-json", lambda good: b"hello\n" + good.encode(), "line 1"),
    ("not-a-table", lambda good: b"[1, 2]\n" + good.encode(), "line 1"),
    ("bad-later-line", lambda good: good.encode() + b"{\"game\": \n", "line 2"),
    ("line-huge", lambda good: b"[" + b"1," * 60000 + b"1]\n", "line 1"),
    ("deep", lambda good: b"[" * DEEP + b"]" * DEEP + b"\n", "nested too deeply"),
    ("no-variant", _first_row(lambda d: d.__delitem__("variant")), "line 1.variant"),
    ("variant-null", _first_row(_set("variant", None)), "line 1.variant"),
    ("unknown-key", _first_row(_set("colour", "red")), "line 1.colour"),
    ("game-text", _first_row(_set("game", "one")), "line 1.game"),
    ("turns-negative", _first_row(_set("turns", -1)), "line 1.turns"),
    ("draw-text", _first_row(_set("draw", "yes")), "line 1.draw"),
    ("seconds-text", _first_row(_set("seconds", "fast")), "line 1.seconds"),
    ("agents-number", _first_row(_set("agents", 5)), "line 1.agents"),
    ("variant-unknown", _first_row(_set("variant", "chess")), "line 1.variant"),
]
CASES["cards"] = [
    ("empty", lambda good: b"", "set"),
    ("deep", TOML_DEEP, "nested too deeply"),
    ("top-unknown-key", _toml_set("colour", '"red"'), "colour"),
    ("set-number", lambda good: b"set = 5\n", "set"),
    ("set-id-number", _replace('id = "test-set"', "id = 5"), "set.id"),
    ("set-unknown-key", _replace('[set]', '[set]\ncolour = 1'), "set.colour"),
    ("card-table", _replace("[[card]]", "[card]"), "card"),
    ("card-number", lambda good: b"card = [5]\n" + good.split("[[card]]")[0].encode(), "card[0]"),
    ("cards-many", _append('[[card]]\nid = "x"\n' * 5001), "card"),
    ("keywords-text", _replace('keywords = ["flight"]', 'keywords = "ranged"'),
     "card[0].keywords: must be a list of words"),
    ("teams-text", _replace('teams = ["Avengers"]', 'teams = "Avengers"'), "card[0].teams"),
    ("name-number", _replace('name = "Test Falcon"', "name = 5"), "card[0].name"),
    ("cost-text", _replace("cost = 2", 'cost = "two"'), "card[0].cost"),
    ("type-unknown", _replace('type = "character"', 'type = "dragon"'), "card[0].type"),
    ("card-unknown-key", _replace("cost = 2", "cost = 2\ncolour = 1"), "colour"),
    ("id-twice", _append('[[card]]\nid = "T-1"\nname = "X"\ntype = "character"\n'),
     "card[1].id"),
]
CASES["run"] = [
    ("empty", lambda good: b"", "line 1"),
    ("deep", JSON_DEEP, "nested too deeply"),
    ("not-a-table", lambda good: b"[1, 2]", "must be a table"),
    ("groups-text", _json_edit(_set("groups", "all")), "groups"),
    ("group-short", _json_edit(_set("groups", [["2pcg"]])), "groups[0]"),
    ("group-unknown-variant", _json_edit(_set("groups", [["chess", "x"]])), "groups[0][0]"),
    ("variants-number", _json_edit(_set("variants", [5])), "variants[0]"),
    ("variant-no-id", _json_edit(_set("variants", [{"name": "x"}])), "variants[0]"),
    ("seed-negative", _json_edit(_set("seed", -1)), "seed"),
    ("total-text", _json_edit(_set("total_games", "many")), "total_games"),
    ("agents-text", _json_edit(_set("agents", "random")), "agents"),
]
#: generic breaks a kind does not have (a rows file may be large: a long run's; a run's
#: settings may be left out)
SKIP_GENERIC = {"rows": {"huge"}, "run": {"missing"}}

#: per kind, the commands reading such a file ({f}: the file, {o}: an output path)
COMMANDS: dict[str, list[list[str]]] = {
    "deck": [["deck", "check", "{f}"],
             ["simulate", "--variant", "2pcg", "--games", "1", "--decks", "{f},{f}"]],
    "scenario": [["lab", "run", "{f}"], ["lab", "run", "--json", "{f}"],
                 ["lab", "compare", "{f}"]],
    "save": [["log", "{f}"], ["log", "--format", "jsonl", "{f}", "-o", "{o}"],
             ["replay", "{f}"], ["play", "--load", "{f}"]],
    "list": [["deck", "import", "{f}", "--variant", "2pcg", "-o", "{o}"]],
    "cards": [["card", "check", "{f}"]],
    # {d}: the folder holding the file (the games rows beside good rounds and cards rows)
    "rows": [["compare", "--from", "{d}", "--no-plots"], ["compare", "--from", "{d}", "--json"],
             ["compare", "--from", "{d}", "--report", "{o}"]],
    "run": [["compare", "--from", "{d}", "--no-plots"]],
}
