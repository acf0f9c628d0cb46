"""Broken plugins as a user meets them: each installed as a real distribution (a module
and its ``*.dist-info`` with an entry point, on ``PYTHONPATH``) and driven through the
``vsrules`` command: a failed plugin is reported and provides nothing, a wrong-typed
option value is refused (the rules' value applies), a plugin calling ``sys.exit`` ends
nothing but itself."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

TIMEOUT = 120
HEADER = "from vsrules.core.hookspecs import hookimpl\n"


def install(root: Path, name: str, source: str) -> Path:
    """A distribution ``name`` holding the module ``name`` with ``source``, as pip lays
    it out: found through its ``vsrules`` entry point."""
    (root / f"{name}.py").write_text(HEADER + textwrap.dedent(source), encoding="utf-8")
    info = root / f"{name}-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: 0.1\n",
                                   encoding="utf-8")
    (info / "entry_points.txt").write_text(f"[vsrules]\n{name} = {name}\n", encoding="utf-8")
    return root


def vsrules(root: Path, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(root))
    return subprocess.run([sys.executable, "-m", "vsrules.core.cli", *args], env=env,
                          capture_output=True, text=True, timeout=TIMEOUT)


def plugin_rows(root: Path) -> dict[str, dict]:
    done = vsrules(root, "plugins", "--json")
    assert done.returncode == 0, done.stderr
    return {row["name"]: row for row in json.loads(done.stdout)}




def test_a_plugin_whose_first_variant_clashes_provides_none_of_its_variants(tmp_path):
    install(tmp_path, "vsr_clash", """
    from vsrules.variants.twopcg.edition import TwoPcgEdition

    class Clash(TwoPcgEdition):
        id = "2pcg"

    class Second(TwoPcgEdition):
        id = "second-variant"
        name = "Second"

    @hookimpl
    def vsrules_variants():
        return [Clash(), Second()]
    """)
    row = plugin_rows(tmp_path)["vsr_clash"]
    assert row["status"] == "failed" and "'2pcg' already provided" in row["error"]
    assert row["provides"] == []
    listed = vsrules(tmp_path, "variants", "--json")
    assert "second-variant" not in {v["id"] for v in json.loads(listed.stdout)}
    compared = vsrules(tmp_path, "compare", "--games", "1", "--workers", "1", "--json",
                       "--no-progress", "--max-turns", "5")
    assert compared.returncode == 0, compared.stderr
    assert "second-variant" not in compared.stdout


def test_an_option_of_the_wrong_type_fails_the_plugin_and_games_play_on(tmp_path):
    install(tmp_path, "vsr_seven", """
    @hookimpl
    def vsrules_option(game, name):
        return "seven" if name == "opening_hand" else None
    """)
    played = vsrules(tmp_path, "simulate", "--variant", "2pcg", "--games", "2", "--json")
    assert played.returncode == 0, played.stderr
    assert json.loads(played.stdout)["games"] == 2
    assert "Traceback" not in played.stderr


def test_the_wrong_typed_option_is_reported_as_the_plugins_failure(tmp_path):
    """In one process: the game asks, the plugin is marked failed with the reason, and the
    rules' own opening hand (7) is dealt."""
    install(tmp_path, "vsr_seven", """
    @hookimpl
    def vsrules_option(game, name):
        return "seven" if name == "opening_hand" else None
    """)
    script = textwrap.dedent("""
        import json
        from vsrules.core.plugins import default_registry
        from vsrules.core.cli import main
        main(["simulate", "--variant", "2pcg", "--games", "1", "--json"])
        row = {p.name: p for p in default_registry().plugins}["vsr_seven"]
        print(json.dumps([row.status, row.error]))
    """)
    env = dict(os.environ, PYTHONPATH=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True,
                          text=True, timeout=TIMEOUT)
    assert done.returncode == 0, done.stderr
    status, error = json.loads(done.stdout.splitlines()[-1])
    assert status == "failed"
    assert "opening_hand" in error and "is not a whole number" in error and "'seven'" in error


def test_a_plugin_calling_sys_exit_is_marked_failed_and_the_command_goes_on(tmp_path):
    install(tmp_path, "vsr_exits", """
    import sys

    @hookimpl
    def vsrules_variants():
        sys.exit(3)
    """)
    install(tmp_path, "vsr_exits_in_game", """
    import sys

    @hookimpl
    def vsrules_event(game, event):
        sys.exit(3)
    """)
    rows = plugin_rows(tmp_path)
    assert rows["vsr_exits"]["status"] == "failed"
    assert "SystemExit" in rows["vsr_exits"]["error"]
    played = vsrules(tmp_path, "simulate", "--variant", "2pcg", "--games", "2", "--json")
    assert played.returncode == 0, played.stderr
    assert json.loads(played.stdout)["unfinished"] == 0


def test_hooks_answering_values_of_the_wrong_kind_fail_their_plugins_and_games_play_on(tmp_path):
    install(tmp_path, "vsr_bad_variants", """
    @hookimpl
    def vsrules_variants():
        return ["chess"]
    """)
    install(tmp_path, "vsr_bad_agents", """
    @hookimpl
    def vsrules_agents():
        return ["random"]
    """)
    install(tmp_path, "vsr_bad_options", """
    @hookimpl
    def vsrules_options(variant):
        return "seven"
    """)
    assert plugin_rows(tmp_path)["vsr_bad_variants"]["status"] == "failed"
    played = vsrules(tmp_path, "simulate", "--variant", "2pcg", "--games", "1", "--json")
    assert played.returncode == 0, played.stderr
    assert json.loads(played.stdout)["games"] == 1
    assert "Traceback" not in played.stderr


def test_a_plugin_deck_folder_with_a_bad_missing_count_is_reported_not_a_traceback(tmp_path):
    decks = tmp_path / "decks"
    decks.mkdir()
    (decks / "reference.toml").write_text(
        'name = "A reference list"\nvariant = "refdecks"\ncards = []\n'
        'missing = [{ name = "Somebody", count = "x" }]\n', encoding="utf-8")
    (decks / "fine.toml").write_text(
        'name = "Another list"\nvariant = "refdecks"\ncards = []\n'
        'missing = [{ name = "Somebody", count = 4, why = "not transcribed" }]\n',
        encoding="utf-8")
    install(tmp_path, "vsr_refdecks", f"""
    from pathlib import Path

    from vsrules.variants.original.variant import Original

    class RefDecks(Original):
        id = "refdecks"
        name = "Reference decks"

        def deck_folder(self):
            return Path({str(decks)!r})

    @hookimpl
    def vsrules_variants():
        return [RefDecks()]
    """)
    done = vsrules(tmp_path, "decks", "--variant", "refdecks", "--json")
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    rows = {r["file"]: r for r in json.loads(done.stdout)}
    assert rows["reference.toml"]["valid"] is False
    assert any("missing[0].count" in p and "whole number" in p
               for p in rows["reference.toml"]["problems"])
    assert rows["fine.toml"]["reference"] is True
    assert (rows["fine.toml"]["known"], rows["fine.toml"]["total"]) == (0, 4)
