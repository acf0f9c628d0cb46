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
T = TypeVar("T")


@attrs.define(slots=True)
class Rng:
    state: int = 0

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _MASK - (_MASK % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def choice(self, seq: list[T] | tuple[T, ...]) -> T:
        return seq[self.below(len(seq))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def fork(self) -> Rng:
        """A new generator seeded from this one (for agents that must not disturb the game)."""
        return Rng(self.next64())
