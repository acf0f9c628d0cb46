"""The registry finds installed plugins without importing ``importlib.metadata`` (slow to
import at start-up): ``core.plugins.entry_points`` must give what it gives, in its order,
and leave to it what it does not read itself."""

from __future__ import annotations

import importlib.metadata
import sys
import zipfile

import pytest

from vsrules.core import plugins


def reference(group: str) -> list[tuple[str, str, str, str]]:
    return [(ep.name, ep.value, ep.group, ep.dist.metadata["Name"])
            for ep in importlib.metadata.entry_points(group=group)]


def scanned(group: str) -> list[tuple[str, str, str, str]]:
    return [(ep.name, ep.value, ep.group, plugins._dist_name(ep))
            for ep in plugins.entry_points(group)]


@pytest.mark.parametrize("group", ["vsrules", "console_scripts", "pytest11", "no.such.group"])
def test_the_same_as_importlib_metadata_here(group):
    assert scanned(group) == reference(group)


def test_the_host_plugins_are_found_and_load():
    found = {ep.name: ep for ep in plugins.entry_points("vsrules")}
    assert {"twopcg", "original", "tui", "agents"} <= set(found)
    assert all(plugins._dist_name(ep) == plugins.OWN_DISTRIBUTION for ep in found.values())
    assert found["twopcg"].load().__name__ == "vsrules.variants.twopcg.plugin"


def make_dist(folder, name, version, entry_points, kind="dist-info", meta_name=None):
    info = folder / f"{name}-{version}.{kind}"
    info.mkdir(parents=True)
    (info / ("METADATA" if kind == "dist-info" else "PKG-INFO")).write_text(
        f"Metadata-Version: 2.1\nName: {meta_name or name}\nVersion: {version}\n\nA body.\n")
    (info / "entry_points.txt").write_text(entry_points)


def test_folders_of_their_own(tmp_path, monkeypatch):
    """Comments, other groups, extras, an egg-info, the same project twice on the path
    (the first one counts), a name spelt otherwise in METADATA."""
    first, second = tmp_path / "a", tmp_path / "b"
    make_dist(first, "vsr_plug", "1.0",
              "# a comment\n[console_scripts]\nx = y:z\n\n[vsr.test]\n"
              "one = vsr_one:hooks [extra]\n# another comment\ntwo=vsr_two\n",
              meta_name="VSR-Plug")
    make_dist(second, "vsr_plug", "0.9", "[vsr.test]\nold = vsr_old\n")
    make_dist(second, "vsr_legacy", "2.0", "[vsr.test]\nlegacy = vsr_legacy.mod:obj.attr\n",
              kind="egg-info")
    monkeypatch.setattr(sys, "path", [str(first), str(tmp_path / "missing"), str(second)])
    assert scanned("vsr.test") == reference("vsr.test")
    assert [ep.name for ep in plugins.entry_points("vsr.test")] == ["one", "two", "legacy"]


def test_a_zip_on_the_path_is_left_to_importlib_metadata(tmp_path, monkeypatch):
    archive = tmp_path / "plugins.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        zf.writestr("vsr_zipped-1.0.dist-info/METADATA", "Name: vsr_zipped\nVersion: 1.0\n")
        zf.writestr("vsr_zipped-1.0.dist-info/entry_points.txt", "[vsr.test]\nzipped = vsr_z\n")
    monkeypatch.setattr(sys, "path", [str(archive)])
    found = plugins.entry_points("vsr.test")
    assert [ep.name for ep in found] == ["zipped"]
    assert isinstance(found[0], importlib.metadata.EntryPoint)
