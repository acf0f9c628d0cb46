"""The look-back copy of an object (``GameObject.snapshot``, taken as a 2PCG character
is stunned) copies every field, and its counters and memory are its own."""

import attrs

from vsrules.core.objects import GameObject


def test_snapshot_copies_every_field() -> None:
    values = {"uid": 7, "card": "MNB-001", "owner": 1, "controller": 0, "zone": "back",
              "face_up": False, "exhausted": True, "stunned": True, "counters": {"wound": 2},
              "attached_to": 3, "column": 2, "area": "support", "timestamp": 41,
              "memory": {"used:Power": 5}}
    assert [f.name for f in attrs.fields(GameObject)] == list(values), \
        "a new GameObject field: copy it in snapshot() and list it here"
    obj = GameObject(**values)
    copy = obj.snapshot()
    assert copy == obj and copy is not obj
    copy.counters["wound"] = 3
    copy.memory["x"] = 1
    assert obj.counters == {"wound": 2} and obj.memory == {"used:Power": 5}
