"""Faces and stuns of objects already made change only through ``Game.turn_face``
(docs/design.md, Caches, Powered objects): copied powers (Hope Summers) follow the count it
keeps, so a direct assignment anywhere in the rules code would leave them stale. The
sources of core, the variants and the plugins are read for such assignments."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WATCHED = frozenset({"face_up", "stunned"})
#: (file name, function) allowed to assign the watched attributes. ``new_object`` and
#: ``new_objects`` (a deck at once) set the fields of the objects they are making (built
#: without calling their class): no object already made changes there (a new object ticks
#: the clock and ``next_uid``, which ``powers_key`` reads). ``GameObject.snapshot`` sets
#: those of a copy it is making, never put in the state (last known information)
ALLOWED = {("game.py", "turn_face"), ("game.py", "new_object"), ("game.py", "new_objects"),
           ("objects.py", "snapshot")}


def _targets(node: ast.AST) -> Iterator[ast.AST]:
    if isinstance(node, ast.Assign):
        stack = list(node.targets)
    elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
        stack = [node.target]
    else:
        return
    while stack:
        target = stack.pop()
        if isinstance(target, (ast.Tuple, ast.List)):
            stack.extend(target.elts)
        elif isinstance(target, ast.Starred):
            stack.append(target.value)
        else:
            yield target


def _sets_watched(node: ast.AST) -> bool:
    if any(isinstance(t, ast.Attribute) and t.attr in WATCHED for t in _targets(node)):
        return True
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
            and node.func.id == "setattr" and len(node.args) > 1
            and isinstance(node.args[1], ast.Constant) and node.args[1].value in WATCHED)


def direct_writes(source: str, file_name: str) -> list[int]:
    """Lines of ``source`` that set ``face_up`` or ``stunned`` outside ``ALLOWED``."""
    tree = ast.parse(source)
    allowed: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and (file_name, node.name) in ALLOWED:
            allowed.update(id(n) for n in ast.walk(node))
    return sorted(node.lineno for node in ast.walk(tree)  # type: ignore[attr-defined]
                  if id(node) not in allowed and _sets_watched(node))


def _sources() -> list[Path]:
    return sorted(p for top in ("core", "variants", "plugins") for p in (ROOT / top).rglob("*.py"))


def test_the_rules_code_turns_faces_only_through_turn_face():
    found = {str(p.relative_to(ROOT)): lines for p in _sources()
             if (lines := direct_writes(p.read_text(encoding="utf-8"), p.name))}
    assert found == {}


@pytest.mark.parametrize("line", [
    "o.face_up = False",
    "game.state.objects[u].stunned = True",
    "o.stunned, o.face_up, o.exhausted = True, False, True",
    "o.face_up: bool = True",
    "setattr(o, 'stunned', False)",
])
def test_each_form_of_direct_write_is_found(line):
    assert direct_writes(f"def f(game, o, u):\n    {line}\n", "any.py") == [2]


def test_turn_face_itself_and_plain_names_are_allowed():
    source = "def turn_face(self, obj, face_up):\n    obj.face_up = face_up\n" \
             "def g(o):\n    face_up = o.face_up\n    stunned: bool = o.stunned\n"
    assert direct_writes(source, "game.py") == []
    assert direct_writes(source, "other.py") == [2]
