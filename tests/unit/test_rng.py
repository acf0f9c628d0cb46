"""The generator's fast paths give the numbers of its reference definition (``next64``,
SplitMix64), so games and saves play the same as before."""

from __future__ import annotations

import pytest
from helpers import reference_below

from vsrules.core.rng import Rng


def test_splitmix64_known_values() -> None:
    """SplitMix64 from seed 0 (the published sequence)."""
    rng = Rng(0)
    assert [rng.next64() for _ in range(3)] == [
        0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]


@pytest.mark.parametrize("seed", [0, 1, 12345, 2**64 - 1, 0x9E3779B97F4A7C15])
def test_below_matches_next64(seed: int) -> None:
    fast, slow = Rng(seed), Rng(seed)
    for i in range(20_000):
        n = 1 + (i * 7919) % 97 if i % 5 else (1 << (i % 64)) + i
        assert fast.below(n) == reference_below(slow, n)
        assert fast.state == slow.state


def test_below_rejects_like_the_reference() -> None:
    """A bound just over half of 2**64 rejects about half the draws: the loop must
    advance the state once per rejected draw, as ``next64`` would."""
    n = (1 << 63) + 12345
    fast, slow = Rng(7), Rng(7)
    for _ in range(2_000):
        assert fast.below(n) == reference_below(slow, n)
    assert fast.state == slow.state


def test_choice_and_shuffle_match_next64() -> None:
    fast, slow = Rng(99), Rng(99)
    items = list(range(60))
    expected = list(items)
    for _ in range(200):
        fast.shuffle(items)
        for i in range(len(expected) - 1, 0, -1):
            j = reference_below(slow, i + 1)
            expected[i], expected[j] = expected[j], expected[i]
        assert items == expected
        assert fast.choice(items) == items[reference_below(slow, len(items))]
    assert fast.state == slow.state


def test_below_needs_a_positive_bound() -> None:
    with pytest.raises(ValueError):
        Rng(1).below(0)
