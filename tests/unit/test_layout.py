"""The repo's layout and layering rules (ARCHITECTURE.md: import direction is one way)."""

from __future__ import annotations

import ast
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FORBIDDEN = ("textual", "vsrules.tui", "vsrules.variants", "vsrules.plugins")


def test_core_imports_no_higher_layer():
    offenders = []
    for path in (ROOT / "core").rglob("*.py"):
        tree = ast.parse(path.read_text(), str(path))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module]
            for name in names:
                if any(name == f or name.startswith(f + ".") for f in FORBIDDEN):
                    offenders.append(f"{path.relative_to(ROOT)}: {name}")
    assert offenders == []


def test_every_package_is_installed():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    listed = set(config["packages"])
    mapping = config["package-dir"]
    found = set()
    for installed, folder in mapping.items():
        for init in (ROOT / folder).rglob("__init__.py"):
            rel = init.parent.relative_to(ROOT / folder)
            found.add(".".join([installed, *rel.parts]))
    assert found <= listed, f"packages missing from pyproject.toml: {sorted(found - listed)}"


def test_type_checker_sees_the_installed_names():
    """mypy reads the packages under their installed names through .ci/namespace (it does
    not read setuptools' package-dir): every mapped folder, and every module of the
    top-level package, must be linked there, or imports of it are checked as Any."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    tree = ROOT / ".ci" / "namespace"
    for installed, folder in config["package-dir"].items():
        if installed == "vsrules":
            for module in (ROOT / folder).glob("*.py"):
                link = tree / "vsrules" / module.name
                assert link.resolve() == module.resolve(), f"{link} must link {module}"
        else:
            link = tree.joinpath(*installed.split("."))
            assert link.resolve() == (ROOT / folder).resolve(), f"{link} must link {folder}/"
