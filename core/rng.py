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

#: bounds up to this size accept any draw under ``_SURE`` at once: the rejection limit of
#: such a bound (the largest multiple of it that fits in 64 bits) is never below it, so the
#: limit need not be worked out (64-bit arithmetic is costly in Python)
_SMALL = 1 << 32
_SURE = _MASK - _SMALL


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
        written out here to save a call per draw, and a small bound takes a draw under
        ``_SURE`` without working out its limit; ``tests/unit/test_rng.py`` checks the
        numbers against draws made with ``next64``."""
        if 0 < n <= _SMALL:
            state = (self.state + _GAMMA) & _MASK
            z = ((state ^ (state >> 30)) * _MIX1) & _MASK
            z = ((z ^ (z >> 27)) * _MIX2) & _MASK
            z ^= z >> 31
            if z < _SURE:
                self.state = state
                return z % n
        return self._rejecting(n)

    def _rejecting(self, n: int) -> int:
        """``below`` for any bound: draws until one falls under the bound's limit."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _MASK - (_MASK % n)
        while True:
            z = self.next64()
            if z < limit:
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
