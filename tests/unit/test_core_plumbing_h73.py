"""Records the engine makes at every decision without calling their class (a Python
``__init__`` entered from C costs more than the record): ``Game.new_object``, ``Game.ask``,
``state.new_log_entry`` and ``state.new_event`` must make exactly what the class makes, every
field set, so a field added to a class and forgotten in its builder fails here."""

from __future__ import annotations

import attrs
import pytest
from helpers import bundled_decks, every_decision

from vsrules.core.decisions import PASS, Decision, Pick
from vsrules.core.events import EventsInPlay
from vsrules.core.objects import GameObject
from vsrules.core.state import Event, LogEntry, new_event, new_log_entry

DECKS = ["captain-america-avengers-test", "green-goblin-super-villains-test"]


def _fields(record: object) -> dict[str, object]:
    """Every field of ``record`` (an unset slot raises ``AttributeError``)."""
    return {f.name: getattr(record, f.name) for f in attrs.fields(type(record))}


@pytest.mark.parametrize("face_up", [True, False])
def test_new_object_is_the_class_default(registry, face_up):
    game = next(every_decision(registry, "2pcg", bundled_decks("twopcg", DECKS), range(1), 1))
    clock = game.state.clock
    uid = game.new_object("MNB-001", 0, "hand", 1, None, face_up)
    made = game.state.objects[uid]
    expected = GameObject(uid, "MNB-001", 0, 1, "hand", face_up, timestamp=clock + 1)
    assert type(made) is GameObject
    assert _fields(made) == _fields(expected)
    other = game.state.objects[game.new_object("MNB-001", 0, "hand")]
    assert made.counters is not other.counters and made.memory is not other.memory


def test_new_log_entry_is_the_class():
    data = {"card": "MNB-001", "old": 3}
    made = new_log_entry(5, 2, "move", "X moves", data)
    expected = LogEntry(5, 2, "move", "X moves", data)
    assert type(made) is LogEntry
    assert _fields(made) == _fields(expected)
    assert made.data is data


def test_ask_makes_the_class_decision(registry):
    game = next(every_decision(registry, "2pcg", bundled_decks("twopcg", DECKS), range(1), 1))
    options = [PASS, Pick(3)]
    game.ask(1, "target", "Pick one", options, True, source=3)
    made = game.state.pending
    expected = Decision(1, "target", "Pick one", options, True, {"source": 3})
    assert type(made) is Decision
    assert _fields(made) == _fields(expected)
    assert made.options is options


@pytest.mark.parametrize("before", [None, GameObject(4, "MNB-001", 0, 0, "front")])
def test_new_event_is_the_class(before):
    data = {"from": "hand", "to": "front"}
    made = new_event("enters-play", 7, 1, 3, data, before)
    expected = Event("enters-play", 7, 1, 3, data, before)
    assert type(made) is Event
    assert _fields(made) == _fields(expected)
    assert made.data is data and made.before is before
    assert _fields(new_event("stunned", None, None, None, {})) == _fields(Event("stunned"))


@pytest.mark.parametrize(("variant", "folder", "decks", "seed"), [
    ("2pcg", "twopcg", DECKS, 81),
    ("2pcg", "twopcg", ["storm-x-men", "green-goblin-super-villains-test", "deadpool-x-men"], 82),
    ("original", "original", ["1-legionnaires-cosmic", "2-future-foes-darkseid"], 83),
])
def test_records_made_in_games_are_whole(registry, monkeypatch, variant, folder, decks, seed):
    """At every decision of random games: the pending decision, every object, every log
    entry and every event emitted since the last decision has all its fields (as the class
    would have made it)."""
    events: list[Event] = []
    emit = EventsInPlay.emit

    def recording_emit(game: EventsInPlay, event: Event) -> None:
        events.append(event)
        emit(game, event)

    monkeypatch.setattr(EventsInPlay, "emit", recording_emit)
    seen = heard = 0
    for game in every_decision(registry, variant, bundled_decks(folder, decks), range(1), seed):
        st = game.state
        records = [st.pending, *st.objects.values(), *st.log[seen:], *events]
        seen = len(st.log)
        heard += len(events)
        events.clear()
        for record in records:
            fields = _fields(record)
            assert _fields(type(record)(**fields)) == fields
    assert seen > 200 and heard > 20
