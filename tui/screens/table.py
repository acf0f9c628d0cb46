"""The table both the game and the replay screens show: the status line, the board, and
beside it the combat, chain, card and log panels."""

from __future__ import annotations

from collections.abc import Iterator

from textual.containers import Horizontal, Vertical
from textual.widget import Widget

from ..widgets.board import Board
from ..widgets.chain_panel import ChainPanel
from ..widgets.combat_panel import CombatPanel
from ..widgets.game_log import GameLog
from ..widgets.inspector import CardInspector
from ..widgets.status_bar import StatusBar


def compose_table(board: Board) -> Iterator[Widget]:
    """Use inside ``compose``: ``yield from compose_table(Board(...))``."""
    yield StatusBar(id="status")
    with Horizontal(id="table"):
        yield board
        with Vertical(id="side"):
            yield CombatPanel(id="combat")
            yield ChainPanel(id="chain")
            yield CardInspector(id="inspector")
            yield GameLog(id="log")
