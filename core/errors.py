"""Errors that carry where a problem is, so every message can name file and place."""

from __future__ import annotations


class VsrulesError(Exception):
    """Base of the errors vsrules reports to a person."""


class InputError(VsrulesError):
    """A file or value a person gave is wrong: names the file, the key path and what."""

    def __init__(self, file: str, where: str, what: str) -> None:
        self.file = file
        self.where = where
        self.what = what
        place = f"{file}: {where}: " if where else f"{file}: "
        super().__init__(f"{place}{what}")


class IllegalChoice(VsrulesError):
    """An answer the engine refuses; the game state is left exactly as it was."""

    def __init__(self, reason: str) -> None:
        self.reason = reason
        super().__init__(reason)
