from __future__ import annotations

import pytest

from vsrules.tui.app import VsApp


@pytest.fixture
def make_app(registry, tmp_path):
    """A VsApp with no AI delay, the random AI, and saves in a temporary folder."""

    def make(**kwargs) -> VsApp:
        kwargs.setdefault("seed", 7)
        kwargs.setdefault("ai_delay", 0)
        kwargs.setdefault("opponent", "random")  # fast, and the same whatever else is installed
        kwargs.setdefault("save_path", tmp_path / "game.json")
        return VsApp(registry, **kwargs)

    return make


@pytest.fixture(autouse=True)
def autosave_in_tmp(tmp_path, monkeypatch):
    """The autosave written on quit goes to a temporary folder, never the home folder."""
    path = tmp_path / "state" / "autosave.json"
    monkeypatch.setenv("VSRULES_AUTOSAVE", str(path))
    return path
