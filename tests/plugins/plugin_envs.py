"""Plugin packages installed into a new virtual environment next to this vsrules, as a
plugin's user would: the new environment sees this one's packages (vsrules, pip,
setuptools) through a .pth file, and the plugins install with ``--no-build-isolation
--no-deps --no-index``: nothing is downloaded, except ``wheel`` (setuptools < 70.1 needs it
to build) when this environment lacks it, from the package index."""

from __future__ import annotations

import os
import shutil
import site
import subprocess
import sys
from pathlib import Path

import pytest

TIMEOUT = 120


def run(cmd: list[str], **kw) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PIP_REQUIRE_VIRTUALENV")}
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    return subprocess.run(cmd, capture_output=True, text=True, timeout=TIMEOUT, env=env, **kw)


def host_site_dirs() -> list[str]:
    dirs = [d for d in site.getsitepackages() if Path(d).is_dir()]
    return dirs or [p for p in sys.path if p.endswith("site-packages")]


def venv_with_plugins(root: Path, sources: list[Path]) -> Path:
    """A new virtual environment in ``root`` that sees this one's packages and has the
    plugin packages ``sources`` installed (offline); its python."""
    env = root / "venv"
    made = run([sys.executable, "-m", "venv", "--without-pip", str(env)])
    assert made.returncode == 0, made.stderr
    python = env / "bin" / "python"
    purelib = run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"])
    lib = Path(purelib.stdout.strip())
    lib.mkdir(parents=True, exist_ok=True)
    # this environment's packages (an editable vsrules included) are seen from the new one
    lines = "; ".join(f"site.addsitedir({d!r})" for d in host_site_dirs())
    (lib / "zz-vsrules-host.pth").write_text(f"import site; {lines}\n")
    has_wheel = run([str(python), "-c", "import wheel"]).returncode == 0
    new_setuptools = run([str(python), "-c", "import setuptools, sys; "
                          "v = tuple(int(x) for x in setuptools.__version__.split('.')[:2]); "
                          "sys.exit(0 if v >= (70, 1) else 1)"]).returncode == 0
    if not has_wheel and not new_setuptools:
        got = run([str(python), "-m", "pip", "install", "--no-deps", "wheel"])
        if got.returncode != 0:
            pytest.skip(f"wheel (needed to build with setuptools < 70.1) could not be "
                        f"installed: {got.stderr.strip().splitlines()[-1:]}")
    copies = []
    for source in sources:
        copy = root / source.name
        shutil.copytree(source, copy)  # builds write into the source folder: use a copy
        copies.append(str(copy))
    done = run([str(python), "-m", "pip", "install", "--no-build-isolation", "--no-deps",
                "--no-index", *copies])
    assert done.returncode == 0, done.stdout + done.stderr
    return python


def vsrules(python: Path, *args: str) -> subprocess.CompletedProcess:
    """``vsrules ARGS`` run with ``python`` (the plugin environment's)."""
    return run([str(python), "-m", "vsrules.core.cli", *args])
