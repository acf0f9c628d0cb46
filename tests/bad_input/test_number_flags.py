"""Every number flag of every command refuses what is not a number in its range (text,
a fraction, negative, zero where it counts something, huge) as a usage error: exit code
2, a message naming the flag, no traceback, nothing run."""

from __future__ import annotations

import pytest

from vsrules.core.cli import main

#: (the command, a flag taking a whole number, the least it takes)
NUMBER_FLAGS = [
    (["simulate", "--variant", "2pcg"], "--games", 1),
    (["simulate", "--variant", "2pcg"], "--seed", 0),
    (["simulate", "--variant", "2pcg"], "--players", 0),
    (["simulate", "--variant", "2pcg"], "--max-turns", 1),
    (["compare"], "--games", 1),
    (["compare"], "--seed", 0),
    (["compare"], "--workers", 1),
    (["compare"], "--max-turns", 1),
    (["demo"], "--seed", 0),
    (["play"], "--seed", 0),
]
BAD = ["ten", "", "3.5", "1e3", "0x10", "-1", "99999999999999999999999999"]


def cases():
    for command, flag, least in NUMBER_FLAGS:
        values = [*BAD, str(least - 1)] if least > 0 else BAD
        for value in dict.fromkeys(values):
            yield pytest.param(command, flag, value, id=f"{command[0]} {flag} {value!r}")


@pytest.mark.parametrize("command,flag,value", list(cases()))
def test_a_number_flag_out_of_its_range_is_a_usage_error_naming_it(capsys, command, flag, value):
    with pytest.raises(SystemExit) as ended:
        main([*command, flag, value])
    assert ended.value.code == 2
    err = capsys.readouterr().err
    assert f"argument {flag}" in err and "Traceback" not in err


def test_every_number_flag_of_the_help_is_checked(capsys):
    """The flags listed above are every flag the commands' help shows taking a number."""
    numbered = set()
    for command in {tuple(c[:1]) for c, _f, _l in NUMBER_FLAGS} | {("lab",), ("log",),
                                                                  ("deck",), ("decks",)}:
        with pytest.raises(SystemExit):
            main([*command, "--help"])
        text = capsys.readouterr().out
        for word in ("--games", "--seed", "--players", "--max-turns", "--workers", "--rounds"):
            if f"{word} " in text:
                numbered.add((command[0], word))
    assert numbered == {(c[0], f) for c, f, _l in NUMBER_FLAGS}


@pytest.mark.parametrize("players", ["1", "5", "8"])
def test_a_player_count_the_edition_is_not_played_by_names_the_flag(capsys, players):
    assert main(["simulate", "--variant", "2pcg", "--games", "1", "--players", players]) == 2
    err = capsys.readouterr().err
    assert "--players" in err and "2, 3, 4" in err and "Traceback" not in err
