"""A small seeded random generator whose whole state is one integer.

The game state must be plain data (saves, clones, digests), so the generator is
SplitMix64: one 64-bit word of state, fast in pure Python, and identical on every
machine and Python version (unlike relying on ``random.Random`` internals).
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import TypeVar

import attrs

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB
T = TypeVar("T")

#: bound -> the rejection limit of ``Rng.below`` (the largest multiple of the bound that
#: fits, worked out once per bound: 64-bit arithmetic is costly in Python); small bounds
#: only, so the table stays small
_LIMITS: dict[int, int] = {}
_KEPT_BOUNDS = 4096


def _limit(n: int) -> int:
    if n <= 0:
        raise ValueError("below() needs a positive bound")
    limit = _MASK - (_MASK % n)
    if n <= _KEPT_BOUNDS:
        _LIMITS[n] = limit
    return limit


@attrs.define(slots=True)
class Rng:
    state: int = 0

    def next64(self) -> int:
        self.state = (self.state + _GAMMA) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * _MIX1) & _MASK
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (rejection sampling, no modulo bias).

        The hottest use of the generator (agents' choices, shuffles): ``next64`` is
        written out here to save a call per draw; ``tests/unit/test_rng.py`` checks the
        numbers against draws made with ``next64``."""
        limit = _LIMITS.get(n) or _limit(n)
        state = self.state
        while True:
            state = (state + _GAMMA) & _MASK
            z = ((state ^ (state >> 30)) * _MIX1) & _MASK
            z = ((z ^ (z >> 27)) * _MIX2) & _MASK
            z ^= z >> 31
            if z < limit:
                self.state = state
                return z % n

    def choice(self, seq: list[T] | tuple[T, ...]) -> T:
        return seq[self.below(len(seq))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        below = self.below
        for i in range(len(items) - 1, 0, -1):
            j = below(i + 1)
            items[i], items[j] = items[j], items[i]

    def fork(self) -> Rng:
        """A new generator seeded from this one (for agents that must not disturb the game)."""
        return Rng(self.next64())
