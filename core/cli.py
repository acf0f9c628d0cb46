"""The ``vsrules`` command line: a thin shell over the engine and the plugin registry.
Subcommand names and JSON shapes are stable: other tools rely on them."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

from .ai.random_agent import RandomAgent
from .cards import read_toml
from .decks import load_deck
from .errors import InputError, VsrulesError
from .limits import read_text, writable
from .options import parse_assignments
from .plugins import Registry, default_registry


def _variants(args: argparse.Namespace, reg: Registry) -> int:
    rows = [{"id": v.id, "name": v.name, "description": v.description, "plugin": v.plugin}
            for v in reg.variants.values()]
    if args.json:
        print(json.dumps(rows, indent=2))
    else:
        for r in rows:
            print(f"{r['id']:<10} {r['name']}  [{r['plugin']}]\n           {r['description']}")
    return 0


def _plugins(args: argparse.Namespace, reg: Registry) -> int:
    rows = [{"name": p.name, "module": p.module, "distribution": p.distribution,
             "status": p.status, "error": p.error, "provides": p.provides} for p in reg.plugins]
    if args.json:
        print(json.dumps(rows, indent=2))
    else:
        for r in rows:
            extra = f"  {r['error']}" if r["error"] else (
                f"  provides: {', '.join(r['provides'])}" if r["provides"] else "")
            print(f"{r['status']:<7} {r['name']:<14} {r['module']}{extra}")
    return 0


def _cards(args: argparse.Namespace, reg: Registry) -> int:
    if args.folder is not None or args.variant is None:
        from .card_commands import card_folder

        return card_folder(args, reg)
    variant = reg.variant(args.variant)
    db = variant.card_db()
    rules_only = {c.id for c in variant.rules_cards()}
    cards = [c for c in (db.search(args.search) if args.search else list(db))
             if c.id not in rules_only]
    rows = []
    for c in cards:
        row: dict[str, Any] = {"id": f"{variant.id}:{c.id}", "name": c.name, "type": c.type}
        if c.version:
            row["version"] = c.version
        for key, value in (("cost", c.cost), ("atk", c.atk), ("def", c.defense),
                           ("health", c.health), ("level", c.level)):
            if value is not None:
                row[key] = value
        row["teams"] = list(c.teams)
        row["implemented"] = variant.is_implemented(c)
        rows.append(row)
    if args.json:
        print(json.dumps(rows, indent=2))
        return 0
    for r in rows:
        stats = "/".join(str(r[k]) for k in ("atk", "def") if k in r)
        mark = "" if r["implemented"] else "  (powers not implemented)"
        print(f"{r['id']:<16} {r['name']:<28} {r['type']:<15} {stats}{mark}")
    print(f"{len(rows)} cards")
    return 0


def _card_check(args: argparse.Namespace, reg: Registry) -> int:
    from .card_commands import card_check

    return card_check(args, reg)


def _lab_run(args: argparse.Namespace, reg: Registry) -> int:
    from .lab.runner import run_files

    results, errors = run_files([Path(f) for f in args.files], reg, args.variant, args.option)
    if args.json:
        print(json.dumps({r.scenario.path: r.final for r in results}, indent=2))
    else:
        for r in results:
            print(f"== {r.scenario.path}: {r.scenario.title} [{r.variant}]")
            if r.scenario.source:
                print(f"   source: {r.scenario.source}")
            for note in r.notes:
                print(f"   note: {note}")
            for c in r.checks:
                print(f"   {c.line()}")
            if not r.checks:
                for key, facts in r.final.items():
                    print(f"   {key}: {json.dumps(facts)}")
        passed = sum(r.passed for r in results)
        failed = sum(r.failed for r in results)
        print(f"{passed} passed, {failed} failed")
    for e in errors:
        print(f"error: {e}", file=sys.stderr)
    if errors:
        return 2
    return 1 if any(r.failed for r in results) else 0


def _decks(args: argparse.Namespace, reg: Registry) -> int:
    """The bundled decks with their legality; a file that lists cards it could not
    transcribe (``missing``) is a reference decklist, shown apart with how many of its
    cards are known (the TUI's start screen hides those too)."""
    from .decks import deck_from_data, reference_deck

    variant = reg.variant(args.variant)
    chosen = parse_assignments(variant, args.option, reg)
    rows: list[dict[str, Any]] = []
    references: list[dict[str, Any]] = []
    for path in variant.deck_files():
        try:
            data = read_toml(path)
            reference = reference_deck(data, str(path))
            if reference is not None:
                references.append({"name": reference.name, "file": path.name,
                                   "reference": True, "known": reference.known,
                                   "total": reference.total})
                continue
            deck = deck_from_data(data, str(path))
        except InputError as exc:
            rows.append({"name": path.stem, "file": path.name, "size": 0, "valid": False,
                         "main": None, "problems": [f"{exc.where}: {exc.what}"]})
            continue
        problems = variant.deck_problems(deck, chosen)
        rows.append({"name": deck.name, "file": path.name, "size": deck.size,
                     "valid": not problems, "main": deck.main,
                     "problems": [f"{w}: {p}" for w, p in problems]})
    if args.json:
        print(json.dumps(rows + references, indent=2))
        return 0
    for r in rows:
        mark = "legal" if r["valid"] else "NOT LEGAL: " + "; ".join(r["problems"])
        print(f"{r['file']:<44} {r['size']:>3} cards  {mark}")
    if references:
        print("\nReference decklists (not playable: some cards are not transcribed yet):")
        for r in references:
            print(f"{r['file']:<44} {r['known']:>3} of {r['total']} cards known  {r['name']}")
    return 0


def _deck_check(args: argparse.Namespace, reg: Registry) -> int:
    from .decks import deck_from_data, reference_deck

    path = Path(args.file)
    data = read_toml(path)
    reference = reference_deck(data, str(path))
    if reference is not None and not reference.cards:  # a list kept for the record
        print(f"{path}: missing: none of its {reference.total} cards is in the card database "
              "(a reference decklist: see the file's 'missing' list)")
        print(f"{path}: 0 cards, 1 problem(s)")
        return 1
    deck = deck_from_data(data, str(path))
    try:
        variant = reg.variant(deck.variant)
    except VsrulesError as exc:
        raise InputError(str(path), "variant", str(exc)) from None
    problems = variant.deck_problems(deck, parse_assignments(variant, args.option, reg))
    for where, what in problems:
        print(f"{path}: {where}: {what}")
    print(f"{path}: {deck.size} cards, " + ("legal" if not problems else
                                              f"{len(problems)} problem(s)"))
    return 1 if problems else 0


def _deck_import(args: argparse.Namespace, reg: Registry) -> int:
    from .decks import parse_text_list

    variant = reg.variant(args.variant)
    path = Path(args.file)
    if args.output:
        writable(Path(args.output))
    text = read_text(path)
    counts, main = parse_text_list(text, variant.card_db(), str(path))
    name = args.name or path.stem
    lines = [f'name = "{name}"', f'variant = "{variant.id}"']
    if main:
        lines.append(f'main = "{main}"')
    lines.append("cards = [")
    lines += [f'  {{ id = "{cid}", count = {n} }},  # {variant.card_db().get(cid).name}'
              for cid, n in counts]
    lines.append("]")
    _write_or_print(args.output, "\n".join(lines) + "\n")
    return 0


def _write_or_print(output: str | None, text: str, detail: str = "") -> None:
    """Write ``text`` to the file ``output`` (atomically) and say so, or print it."""
    if output:
        from .saves import write_atomically

        write_atomically(Path(output), text)
        print(f"wrote {output}{detail}")
    else:
        print(text, end="")


def _simulate(args: argparse.Namespace, reg: Registry) -> int:
    from .simulate import simulate

    variant = reg.variant(args.variant)
    chosen = parse_assignments(variant, args.option, reg)
    paths = [Path(p) for p in args.decks.split(",")] if args.decks else variant.deck_files()[:2]
    if len(paths) < 2:
        raise VsrulesError(f"{variant.id} has fewer than two bundled decks: give --decks A,B")
    files = [load_deck(p, variant.card_db()) for p in paths]
    for deck in files:
        if deck.variant not in reg.variants:
            raise InputError(deck.path, "variant", f"unknown variant {deck.variant!r}")
    decks = [deck.spec() for deck in files]
    if args.players:
        if args.players not in variant.player_counts:
            counts = ", ".join(str(n) for n in variant.player_counts)
            raise VsrulesError(f"--players: {variant.id} is played by {counts} players, "
                               f"not {args.players}")
        decks = [decks[i % len(decks)] for i in range(args.players)]
    agents = reg.agents()
    names = args.agents.split(",")
    factories = []
    for name in names:
        if name not in agents:
            raise VsrulesError(f"unknown agent {name!r} (known: {', '.join(sorted(agents))})")
        factories.append(agents[name])
    while len(factories) < len(decks):
        factories.append(factories[-1])
    report = simulate(reg, variant.id, decks, args.games, args.seed, factories,
                      max_turns=args.max_turns, digest=args.digest,
                      autopass=not args.no_autopass, options=chosen)
    if args.json:
        print(json.dumps(report))
    else:
        for k, v in report.items():
            if k != "plugin_failures":
                print(f"{k:>22}: {v}")
        _print_failures(report["plugin_failures"])
    return 0


def _print_failures(failures: list[str]) -> None:
    for text in failures:
        print(f"plugin failure: {text}")


def _log(args: argparse.Namespace, reg: Registry) -> int:
    from .log_words import log_text
    from .logexport import log_jsonl
    from .saves import load_save

    if args.output:
        writable(Path(args.output))
    game = load_save(Path(args.file), reg)
    viewer = _log_viewer(args, game)
    text = log_jsonl(game, viewer) if args.format == "jsonl" else log_text(game, viewer)
    seen = "every card shown" if viewer is None else f"as {game.player_name(viewer)} sees it"
    _write_or_print(args.output, text, f" ({len(game.log)} events, {seen})")
    return 0


def _log_viewer(args: argparse.Namespace, game: Any) -> int | None:
    """Whose eyes read the log: ``--all`` every card, ``--seat`` that seat; by default a
    finished game shows every card and a game in progress is read by the save's person
    (the other seats' hands, decks and face-down resources stay unnamed)."""
    from .log_words import person_seat

    if args.all:
        return None
    if args.seat is None:
        return None if game.over else person_seat(game)
    names = [game.player_name(i) for i in range(len(game.state.players))]
    if args.seat.isdigit() and 1 <= int(args.seat) <= len(names):
        return int(args.seat) - 1
    if args.seat in names:
        return names.index(args.seat)
    raise VsrulesError(f"{args.file}: --seat {args.seat!r} is not a seat of this game "
                       f"(1-{len(names)} or a name: {', '.join(names)})")


def _compare(args: argparse.Namespace, reg: Registry) -> int:
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeElapsedColumn,
        TimeRemainingColumn,
    )

    from .compare import compare, report_from_rows
    from .compare.html import render_html  # noqa: F401  (loaded before a long run, not after)
    from .compare.text import render  # noqa: F401

    if args.from_rows:
        return _compare_show(args, report_from_rows(reg, [Path(f) for f in args.from_rows]))
    variants = [v for v in args.variants.split(",") if v] if args.variants else None
    decks: dict[str, list[str]] = {}
    for spec in args.decks:
        vid, sep, names = spec.partition("=")
        if not sep or not names:
            raise VsrulesError(f"--decks {spec!r}: write VARIANT=deck,deck (bundled deck file "
                               "names without .toml, or paths)")
        decks[vid] = [n for n in names.split(",") if n]
    workers = args.workers if args.workers is not None else (os.cpu_count() or 1)
    columns = (TextColumn("simulating"), BarColumn(), MofNCompleteColumn(), TextColumn("games"),
               TimeElapsedColumn(), TextColumn("left"), TimeRemainingColumn())
    with Progress(*columns, console=Console(stderr=True), disable=args.no_progress,
                  transient=False) as bar:
        task = bar.add_task("games", total=None)
        report = compare(reg, variants, games=args.games, seed=args.seed,
                         agents=[a for a in args.agents.split(",") if a],
                         workers=max(1, workers), backend=args.backend,
                         address=args.address or None, max_turns=args.max_turns,
                         progress=lambda n: bar.advance(task, n),
                         on_start=lambda total: bar.update(task, total=total),
                         decks=decks, matchups=args.matchups, mirror=args.mirror,
                         paired=args.paired, sweep=args.sweep or None,
                         out=Path(args.out) if args.out else None, options=args.option)
    return _compare_show(args, report)


def _compare_show(args: argparse.Namespace, report: dict[str, Any]) -> int:
    from .compare.html import render_html
    from .compare.text import render

    if args.report:
        Path(args.report).write_text(render_html(report), encoding="utf-8")
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print(render(report, plots=not args.no_plots), end="")
        if args.report:
            print(f"report written: {args.report}")
        _print_failures(report["plugin_failures"])
    return 0


def _lab_compare(args: argparse.Namespace, reg: Registry) -> int:
    from .compare import compare_scenario, render_scenario, scenario_json

    variants = [v for v in args.variants.split(",") if v] if args.variants else None
    outputs, code = [], 0
    for file in args.files:
        scenario, runs = compare_scenario(Path(file), reg, variants, args.option)
        if not any(r.expressed for r in runs):
            code = 2
        outputs.append((scenario, runs))
    if args.json:
        data = [scenario_json(s, r) for s, r in outputs]
        print(json.dumps(data[0] if len(data) == 1 else data, indent=2))
    else:
        print("\n\n".join(render_scenario(s, r, log=not args.no_log, every=args.all) for s, r in outputs))
    return code


def _demo(args: argparse.Namespace, reg: Registry) -> int:
    """A headless game between two random players, printed as its log."""
    from .game import Game
    from .setup import Setup
    from .simulate import play_game

    variant = reg.variant("2pcg")
    decks = [load_deck(p, variant.card_db()).spec() for p in variant.deck_files()[:2]]
    game = Game.create(variant, Setup("2pcg", args.seed, decks), reg.hooks)
    play_game(game, [RandomAgent(args.seed), RandomAgent(args.seed + 1)])
    for e in game.log:
        if e.kind not in ("move",) or args.verbose:
            print(f"[t{e.turn:>3}] {e.text}")
    print(f"{game.state.decisions} decisions, {game.state.turn} turns")
    return 0


def _whole(low: int, high: int | None = None) -> Any:
    """An argparse type: a whole number from ``low`` (to ``high``), else a usage error."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
        if value < low or (high is not None and value > high):
            span = f"from {low} to {high}" if high is not None else f"{low} or more"
            raise argparse.ArgumentTypeError(f"must be {span}, got {value}")
        return value

    parse.__name__ = "whole number"
    return parse


#: the flags' bounds: games and turns within what a run can finish, seeds of 64 bits
GAMES, TURNS, SEED = _whole(1, 10_000_000), _whole(1, 100_000), _whole(0, (1 << 64) - 1)


class _Version(argparse.Action):
    """``--version``: the installed version, looked up only when asked (importing
    importlib.metadata costs every other command 30-80 ms of start-up)."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: Any, option_string: str | None = None) -> None:
        import importlib.metadata

        print(f"vsrules {importlib.metadata.version('vsrules')}")
        parser.exit()


def build_parser(reg: Registry) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="vsrules", description=__doc__.splitlines()[0])
    parser.add_argument("--version", action=_Version, nargs=0,
                        help="show program's version number and exit")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    p = sub.add_parser("variants", help="list the rules variants")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_variants)

    p = sub.add_parser("plugins", help="list loaded and failed plugins")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_plugins)

    p = sub.add_parser("cards", help="list a variant's cards, or the user card files of a "
                       "folder (--folder; neither: the folders VSRULES_CARDS names)")
    p.add_argument("--variant", default=None)
    p.add_argument("--folder", default=None, help="a folder of card files (docs/cards.md)")
    p.add_argument("--search", default="")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_cards)

    card = sub.add_parser("card", help="card files: check one")
    card_sub = card.add_subparsers(dest="card_command", metavar="CARD_COMMAND", required=True)
    p = card_sub.add_parser("check", help="check a card file (TOML, docs/cards.md)")
    p.add_argument("file", metavar="FILE")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_card_check)

    lab = sub.add_parser("lab", help="the rules lab: run scenario files")
    lab_sub = lab.add_subparsers(dest="lab_command", metavar="LAB_COMMAND", required=True)
    p = lab_sub.add_parser("run", help="run scenario files and check their expectations")
    p.add_argument("files", nargs="+", metavar="FILE")
    p.add_argument("--json", action="store_true")
    p.add_argument("--variant", default=None)
    add_option_flag(p)
    p.set_defaults(func=_lab_run)
    p = lab_sub.add_parser("compare", help="run a scenario under every variant that can "
                           "express it, side by side")
    p.add_argument("files", nargs="+", metavar="FILE")
    p.add_argument("--variants", default="", help="only these variants (a,b,...)")
    p.add_argument("--no-log", action="store_true", help="leave out each game's log")
    p.add_argument("--all", action="store_true", help="every fact, not only those that "
                   "differ or are expected")
    p.add_argument("--json", action="store_true")
    add_option_flag(p)
    p.set_defaults(func=_lab_compare)

    p = sub.add_parser("decks", help="list a variant's bundled decks and whether they are legal")
    p.add_argument("--variant", required=True)
    p.add_argument("--json", action="store_true")
    add_option_flag(p)
    p.set_defaults(func=_decks)

    p = sub.add_parser("options", help="list the rule options of a variant's games")
    p.add_argument("--variant", required=True)
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_options)

    deck = sub.add_parser("deck", help="deck files: check one, import a text list")
    deck_sub = deck.add_subparsers(dest="deck_command", metavar="DECK_COMMAND", required=True)
    p = deck_sub.add_parser("check", help="check a deck file against its edition's rules")
    p.add_argument("file", metavar="FILE")
    add_option_flag(p)
    p.set_defaults(func=_deck_check)
    p = deck_sub.add_parser("import", help="turn a text list ('4 Ant-Man' lines) into a deck file")
    p.add_argument("file", metavar="FILE")
    p.add_argument("--variant", required=True)
    p.add_argument("--name", default="")
    p.add_argument("--output", "-o", default="")
    p.set_defaults(func=_deck_import)

    p = sub.add_parser("simulate", help="play headless games between agents")
    p.add_argument("--variant", required=True)
    p.add_argument("--games", type=GAMES, default=10)
    p.add_argument("--seed", type=SEED, default=1)
    p.add_argument("--agents", default="random,random")
    p.add_argument("--decks", default="", help="deck files A,B (default: bundled decks)")
    p.add_argument("--players", type=_whole(0, 8), default=0,
                   help="seats (decks are reused in turn)")
    p.add_argument("--digest", action="store_true",
                   help="also report a SHA-256 of every final game state")
    p.add_argument("--max-turns", type=TURNS, default=200)
    p.add_argument("--no-autopass", action="store_true",
                   help="ask the agents even when passing is their only option")
    p.add_argument("--json", action="store_true")
    add_option_flag(p)
    p.set_defaults(func=_simulate)

    p = sub.add_parser("log", help="export a saved game's log as text or JSON lines")
    p.add_argument("file", metavar="SAVE")
    p.add_argument("--format", choices=("text", "jsonl"), default="text")
    p.add_argument("--output", "-o", default="")
    seen = p.add_mutually_exclusive_group()
    seen.add_argument("--seat", default=None, metavar="SEAT",
                      help="read the log as this seat sees it (a number from 1, or a "
                      "player's name); default: a game in progress as the save's person "
                      "sees it, a finished game with every card shown")
    seen.add_argument("--all", action="store_true",
                      help="show every card, hidden ones too")
    p.set_defaults(func=_log)

    p = sub.add_parser("compare", help="the editions side by side: declared mechanics and "
                       "measured play (simulated games)")
    p.add_argument("--games", type=GAMES, default=100,
                   help="games per cell: a variant, a matchup and a swept value")
    p.add_argument("--seed", type=SEED, default=1)
    p.add_argument("--variants", default="",
                   help="variants a,b,... (default: the published editions)")
    p.add_argument("--agents", default="heuristic",
                   help="agents by seat, a,b (one name: every seat; default heuristic)")
    p.add_argument("--decks", action="append", default=[], metavar="VARIANT=DECK,DECK",
                   help="a variant's decks (bundled file names without .toml, or paths); "
                   "repeat for each variant (default: its first two bundled decks)")
    p.add_argument("--matchups", action="store_true",
                   help="every pair of the decks (default pool: every bundled legal deck)")
    p.add_argument("--mirror", action="store_true", help="each deck against itself")
    p.add_argument("--paired", action="store_true",
                   help="paired seeds: each seed played in both seatings")
    p.add_argument("--sweep", default="", metavar="OPTION=a,b,c",
                   help="play every value of a rule option (e.g. opening_hand=5,6,7)")
    p.add_argument("--out", default="", metavar="DIR",
                   help="write the games, rounds and cards rows there (CSV, JSON lines; "
                   "Parquet with pyarrow)")
    p.add_argument("--report", default="", metavar="FILE", help="write an HTML report")
    p.add_argument("--from", dest="from_rows", action="append", default=[], metavar="DIR",
                   help="no games: the report of the rows a run wrote with --out DIR "
                   "(repeat to put runs side by side)")
    p.add_argument("--workers", type=_whole(1, 1024), default=None,
                   help="worker processes (default: every core)")
    p.add_argument("--backend", choices=("process", "ray"), default="process",
                   help="ray: run the games on a Ray cluster (pip install 'vsrules[ray]')")
    p.add_argument("--address", default="", help="Ray cluster address (default: a local Ray)")
    p.add_argument("--max-turns", type=TURNS, default=200)
    p.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")
    p.add_argument("--no-plots", action="store_true", help="tables only, no charts")
    p.add_argument("--json", action="store_true")
    add_option_flag(p)
    p.set_defaults(func=_compare)

    p = sub.add_parser("demo", help="watch a headless 2PCG game between random players")
    p.add_argument("--seed", type=SEED, default=1)
    p.add_argument("--verbose", action="store_true", help="also print every card move")
    p.set_defaults(func=_demo)

    reg.call("vsrules_cli_commands", subparsers=sub)
    return parser


def add_option_flag(parser: argparse.ArgumentParser) -> None:
    """``--option NAME=VALUE`` (repeatable): a rule option for the games a command plays."""
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="set a rule option (repeatable; `vsrules options --variant V` "
                        "lists them)")


def _options(args: argparse.Namespace, reg: Registry) -> int:
    variant = reg.variant(args.variant)
    rows = [{"name": o.name, "kind": o.kind, "default": o.default, "accepts": o.accepts(),
             "description": o.description, "rule": o.rule}
            for o in reg.options(variant).values()]
    if args.json:
        print(json.dumps(rows, indent=2))
        return 0
    for r in rows:
        print(f"{r['name']:<20} {json.dumps(r['default']):<8} {r['description']} "
              f"({r['accepts']})\n{'':<29} rule: {r['rule']}")
    return 0


def main(argv: list[str] | None = None) -> int:
    reg = default_registry()
    parser = build_parser(reg)
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 0
    try:
        return int(args.func(args, reg) or 0)
    except VsrulesError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        # the reader of a pipe stopped (``| head``): what it did not read is not an error;
        # stdout goes to devnull so the interpreter's own flush at exit stays quiet
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0


if __name__ == "__main__":
    sys.exit(main())
