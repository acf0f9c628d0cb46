"""Replays: a game rebuilt from its setup and answers, stepped forward and back, and
resumed from any point as a new game (same seed, same answers up to there)."""

from __future__ import annotations

from pathlib import Path

from .decisions import Choice
from .game import Game
from .plugins import Registry
from .saves import load_save
from .serialize import dump, load
from .setup import Setup
from .state import GameState

SNAPSHOT_EVERY = 50


class Replay:
    def __init__(self, setup: Setup, answers: list[Choice], registry: Registry) -> None:
        self.setup = setup
        self.answers = list(answers)
        self.registry = registry
        self.variant = registry.variant(setup.variant)
        self._snapshots: dict[int, object] = {}
        self.position = 0
        self.game = self._fresh()

    @classmethod
    def from_save(cls, path: Path, registry: Registry) -> Replay:
        """A saved (or finished) game's replay; a bad file raises ``InputError`` naming it."""
        game = load_save(path, registry)
        assert game.setup is not None
        return cls(game.setup, game.answers, registry)

    def _fresh(self) -> Game:
        game = Game.create(self.variant, self.setup, self.registry.hooks)
        self._snapshots.setdefault(0, dump(game.state))
        return game

    def __len__(self) -> int:
        return len(self.answers)

    def seek(self, position: int) -> Game:
        """The game after ``position`` answers (0 = the start)."""
        position = max(0, min(position, len(self.answers)))
        base = max(k for k in self._snapshots if k <= position)
        if not (self.position <= position and self.position >= base):
            game = Game(self.variant, load(self._snapshots[base], GameState), self.game.cards,
                        self.setup, self.registry.hooks)
            game.answers = list(self.answers[:base])
            self.game, self.position = game, base
        while self.position < position:
            self.game.apply(self.answers[self.position])
            self.position += 1
            if self.position % SNAPSHOT_EVERY == 0:
                self._snapshots.setdefault(self.position, dump(self.game.state))
        return self.game

    def turns(self) -> list[int]:
        """The turn number after each count of answers (index 0: the start); one pass."""
        here = self.position
        out = [self.seek(0).state.turn]
        for k in range(1, len(self.answers) + 1):
            out.append(self.seek(k).state.turn)
        self.seek(here)
        return out

    def step(self, delta: int) -> Game:
        return self.seek(self.position + delta)

    def resume(self, position: int | None = None) -> Game:
        """A new game that continues from here (or from ``position``)."""
        at = self.position if position is None else position
        game = Game.create(self.variant, self.setup, self.registry.hooks)
        for answer in self.answers[:at]:
            game.apply(answer)
        return game
