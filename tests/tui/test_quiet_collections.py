"""Full garbage collections in play wait for a quiet moment (tui/startup.py): put far off,
and run once due when the game screen has shown a person their decision."""

from __future__ import annotations

import gc

import pytest

from vsrules.tui.startup import DUE, FAR_OFF, collect_if_due, quiet_full_collections


@pytest.fixture
def quiet():
    usual = gc.get_threshold()
    quiet_full_collections(True)
    yield
    quiet_full_collections(False)
    assert gc.get_threshold() == usual


def test_full_collections_are_put_far_off_and_back(quiet):
    assert gc.get_threshold()[2] == FAR_OFF


def test_a_full_collection_runs_at_a_quiet_moment_once_due(quiet):
    gc.collect()
    assert not collect_if_due()  # none of the middle generation since the last full one
    for _ in range(DUE):
        gc.collect(1)  # each counts towards the next full collection
    full = gc.get_stats()[2]["collections"]
    assert collect_if_due()
    assert gc.get_stats()[2]["collections"] == full + 1
    assert not collect_if_due()


def test_nothing_is_collected_outside_the_app_process():
    gc.collect()
    for _ in range(DUE):
        gc.collect(1)
    assert not collect_if_due()
