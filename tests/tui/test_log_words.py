"""The log in a player's words: recruits, discards, KOs and one attacker "attacks"; no
engine zone names or effect ids; 2PCG plot twists never "move to the chain"."""

from __future__ import annotations

import re

from vsrules.core.ai.agent import ask
from vsrules.core.ai.random_agent import RandomAgent
from vsrules.core.decisions import Pass, Pick
from vsrules.core.game import Game
from vsrules.core.setup import Setup
from vsrules.tui.decks import deck_choices
from vsrules.tui.session import Session

#: 2PCG, seed 1, random agents: after this many answers seat 0 gives Find Cover's +0/+3
#: to the one defending character, Deadpool (uid 126)
LONE_TARGET_AT, DEADPOOL = 22, 126
#: 2PCG, seed 3, random agents: after this many answers Black Widow's Sting asks its target
STING_AT = 27


def played(registry, variant_id: str, turns: int = 6) -> Session:
    variant = registry.variant(variant_id)
    decks, _ = deck_choices(variant)
    game = Game.create(variant, Setup(variant_id, 5, [decks[0].spec, decks[1].spec]),
                       registry.hooks)
    agents = [registry.agents()["heuristic"](i) for i in range(2)]
    while game.state.turn < turns and not game.over:
        game.apply(ask(agents[game.pending.player], game, game.pending))
    return Session(registry, game, ["human", "ai:heuristic"])


def test_the_original_log_reads_as_a_player_says_it(registry):
    lines = [text for _t, text in played(registry, "original").log_lines(None)]
    assert any(" recruits " in line for line in lines)
    assert any(line.endswith(" to the front row") for line in lines)
    assert any(line.startswith("The normal draw goes on the chain") for line in lines)
    assert any(" attacks " in line for line in lines)
    for line in lines:
        assert "normal-draw" not in line and not line.startswith("power-up")
        assert " moves from hand to front" not in line and " to back" not in line
        assert not (" attack " in line and " and " not in line.split(" attack ")[0]), line


def test_2pcg_plot_twists_are_played_not_moved_to_a_chain(registry):
    lines = [text for _t, text in played(registry, "2pcg", 8).log_lines(None)]
    assert any(" plays " in line for line in lines)
    assert not any("chain" in line for line in lines)
    assert any(" recruits " in line for line in lines)


def random_game(registry, variant_id: str, seed: int, answers: int | None = None) -> Game:
    """The bundled decks played by random agents (seeds ``seed``, ``seed + 1``) for
    ``answers`` answers (None: to the end)."""
    variant = registry.variant(variant_id)
    decks, _ = deck_choices(variant)
    game = Game.create(variant, Setup(variant_id, seed, [decks[0].spec, decks[1].spec]),
                       registry.hooks)
    agents = [RandomAgent(seed), RandomAgent(seed + 1)]
    while not game.over and (answers is None or len(game.answers) < answers):
        game.apply(agents[game.pending.player].choose(game.pending))
    return game


def texts_since(game: Game, start: int) -> list[str]:
    return [e.text for e in game.log[start:]]


def test_a_plot_twist_names_whom_it_is_aimed_at_and_what_it_did(registry):
    """2PCG Find Cover (MNB-108): "A defending character of your choice gets +0/+3 this
    combat": the log says which character and what it got."""
    game = random_game(registry, "2pcg", 1, LONE_TARGET_AT)
    assert game.pending.prompt == "Find Cover: which defender gets +0/+3?"
    start = len(game.log)
    game.apply(Pick(DEADPOOL))
    lines = texts_since(game, start)
    assert lines[:2] == ["Find Cover: Deadpool is chosen",
                         "Deadpool gets +3 DEF this combat (Find Cover)"]


def test_a_keyword_trigger_reads_as_the_card_prints_it(registry):
    """2PCG Sting (Black Widow): the trigger, its target and the counter, "Sting" as
    printed (not the engine's "sting"); counters in the card's words, not "minus x1"."""
    game = random_game(registry, "2pcg", 3, STING_AT)
    assert game.pending.prompt == "Sting: put a -1/-1 counter on which enemy?"
    before = [e.text for e in game.log]
    assert before[-1] == "Black Widow: Sting"
    start = len(game.log)
    game.apply(game.pending.options[0])
    lines = texts_since(game, start)
    assert lines[0].startswith("Sting: ") and lines[0].endswith(" is chosen")
    target = lines[0].removeprefix("Sting: ").removesuffix(" is chosen")
    assert lines[1] == f"{target} gets a -1/-1 counter (Sting)"


def test_an_effect_that_did_nothing_says_so(registry):
    """2PCG Inventive: "you may turn a face-down location face up": with none to turn,
    the log says it did nothing instead of saying nothing."""
    game = random_game(registry, "2pcg", 2)
    lines = [e.text for e in game.log]
    at = lines.index("Inventive does nothing")
    assert lines[at - 1].endswith(": Inventive")  # the trigger it ends
    assert not any("(Inventive)" in line for line in lines[at - 1:at + 1])


def test_no_engine_ids_or_lower_case_keywords_in_a_whole_game_of_each_edition(registry):
    for variant_id, seed in (("2pcg", 3), ("original", 1)):
        game = random_game(registry, variant_id, seed)
        keywords = {k for card in game.cards.by_id.values() for k in card.keyword_values}
        for e in game.log:
            assert not re.search(r"\b[a-z]+-[a-z-]+\b goes on", e.text), e.text
            assert " x1" not in e.text and "plus" not in e.text and "minus" not in e.text
            assert "nullify-ends" not in e.text, e.text
            if e.kind == "attack":
                continue  # "(ranged)": the kind of attack, as the attack options say it
            for part in re.split(r"[:()]", e.text):
                assert part.strip() not in keywords, e.text  # a keyword alone is capitalised


def test_the_original_chain_names_recruits_and_targets(registry):
    """Original edition: a recruit names its row (the support row, not "back"), an
    equipment the character it equips, a power-up the character it powers up; nothing
    "recruits X from the chain"; one attacker "attacks" (seed 14: a game with a
    reinforcement)."""
    game = random_game(registry, "original", 14)
    lines = [text for _t, text in Session(registry, game, ["human", "human"]).log_lines(None)]
    assert any(re.fullmatch(r"p\d recruits .+ to the (front|support) row", line)
               for line in lines)
    assert any(re.fullmatch(r"p\d recruits T-Jet to equip .+", line) for line in lines)
    assert any(re.fullmatch(r"A power-up on .+ goes on the chain", line) for line in lines)
    assert any(re.fullmatch(r"A reinforcement on .+ goes on the chain", line) for line in lines)
    assert not any(" from the chain to " in line for line in lines)
    single = [e.text for e in game.log if e.kind == "attack" and len(e.data["attackers"]) == 1]
    assert single and all(" attacks " in text for text in single)


def guardians_game(registry, seed: int, until: str) -> list[str]:
    """Star-Lord's Guardians (with Cosmo) against the first bundled deck, random agents,
    until a log line contains ``until``; the log's lines so far."""
    variant = registry.variant("2pcg")
    decks, _ = deck_choices(variant)
    guardians = next(d for d in decks if d.key == "star-lord-guardians")
    game = Game.create(variant, Setup("2pcg", seed, [guardians.spec, decks[0].spec]),
                       registry.hooks)
    agents = [RandomAgent(seed), RandomAgent(seed + 1)]
    while not game.over and not any(until in e.text for e in game.log):
        game.apply(agents[game.pending.player].choose(game.pending))
    return [e.text for e in game.log]


def test_nullify_says_whom_it_nullified(registry):
    """2PCG Nullify (Cosmo, MNB-061): the log names the source, the enemy chosen and
    what happened to it, not only that Nullify was used."""
    lines = guardians_game(registry, 2, " is nullified ")
    at = next(i for i, line in enumerate(lines) if " is nullified " in line)
    assert lines[at - 2] == "Cosmo: Nullify"
    target = lines[at - 1].removeprefix("Nullify: ").removesuffix(" is chosen")
    assert lines[at] == (f"{target} is nullified (no powers) until Cosmo is stunned or "
                         "leaves play (Cosmo's Nullify)")


def test_nullify_with_no_face_up_enemy_does_nothing_and_says_so(registry):
    """Every enemy character stunned: Nullify has nothing to choose."""
    lines = guardians_game(registry, 1, "Nullify does nothing")
    at = lines.index("Nullify does nothing")
    assert lines[at - 1] == "Cosmo: Nullify"


def test_an_original_recruit_is_one_line_unless_something_answers_it(registry):
    """The recruit's line says who recruits what to which row; its going on the chain,
    resolving and entering are left out when nothing answered it, and told when something
    did (seed 1: Titans of Tomorrow is played on top of the recruit of Bette Kane)."""
    quiet = [text for _t, text in Session(registry, random_game(registry, "original", 3),
                                          ["human", "human"]).log_lines(None)]
    recruits = [i for i, line in enumerate(quiet) if re.fullmatch(r"p\d recruits .+", line)]
    assert len(recruits) > 10
    assert not any(line.startswith("Recruiting ") and line.endswith(" goes on the chain")
                   for line in quiet)
    for i in recruits:
        if quiet[i + 1].startswith(("p1 plays ", "p2 plays ")):
            continue  # answered
        name = re.fullmatch(r"p\d recruits (.+?)( from the resource row)? to (the|equip) .+",
                            quiet[i]).group(1)
        assert not any(line == f"{name} enters the {row} row" or
                       line.startswith(f"{name} is equipped")
                       for line in quiet[i + 1:i + 4] for row in ("front", "support"))
    answered = [text for _t, text in Session(registry, random_game(registry, "original", 1),
                                             ["human", "human"]).log_lines(None)]
    at = answered.index("p1 recruits Bette Kane to the support row")
    assert answered[at + 1:at + 6] == [
        "p1 plays Titans of Tomorrow", "Titans of Tomorrow goes on the chain",
        "Titans of Tomorrow resolves", "Recruiting Bette Kane resolves",
        "Bette Kane enters the support row"]


def test_a_mulligan_puts_cards_at_the_bottom_of_the_deck(registry):
    """Original edition: the mulligan's cards go to the bottom (the log said "(to the
    bottom))" with a parenthesis too many)."""
    game = random_game(registry, "original", 3, 12)
    lines = [text for _t, text in Session(registry, game, ["human", "human"]).log_lines(None)]
    assert "p1 puts Live Wire at the bottom of the deck (mulligan)" in lines
    assert not any(line.endswith("))") for line in lines)
    full = [text for _t, text in Session(registry, random_game(registry, "original", 3),
                                         ["human", "human"]).log_lines(None)]
    assert any(re.fullmatch(r"p\d discards .+ \(Mobilize\)", line) for line in full)
    assert not any("((" in line for line in full)


def test_the_uniqueness_rule_ko_is_told_once(registry):
    """704.1: the older copy goes to the KO'd pile; the log says so in one line, not a
    second "is KO'd (uniqueness rule)" line after it."""
    game = random_game(registry, "original", 3)
    lines = [text for _t, text in Session(registry, game, ["human", "ai:random"]).log_lines(None)]
    told = [n for n, line in enumerate(lines) if "the older copy is KO'd" in line]
    assert told
    for n in told:
        assert not any("uniqueness" in line for line in lines[n + 1:n + 2]), lines[n:n + 2]
    assert not any(line.endswith("(uniqueness rule (704.1))") for line in lines)


def test_an_original_formation_move_says_to_which_row(registry):
    game = random_game(registry, "original", 3)
    moves = [text for _t, text in Session(registry, game, ["human", "ai:random"]).log_lines(None)
             if " moves" in text and "Triad" in text]
    assert moves
    for line in moves:
        assert line.endswith((" to the front row", " to the support row",
                              " along the front row", " along the support row")), line


def test_the_ai_turn_summary_tells_the_persons_own_cards_first(registry):
    """The summary of the AI's turn counts what the person answered with in it (the
    original: a plot twist, their own build steps), and every line about the person's
    cards (a KO of their character, their answers) comes before the AI's other doings,
    and the summary keeps to its room (those lines first, the rest counted)."""
    variant = registry.variant("original")
    decks, _ = deck_choices(variant)
    game = Game.create(variant, Setup("original", 1, [decks[0].spec, decks[1].spec]),
                       registry.hooks)
    session = Session(registry, game, ["human", "ai:random"])
    agents = [RandomAgent(1), RandomAgent(2)]
    own: list[tuple[int, str]] = []  # (turn, line) the person's own answers brought in AI turns
    while game.state.turn < 6 and not game.over:
        pending = game.pending
        before = len(session.log_lines(0))
        choice = ask(agents[pending.player], game, pending)
        assert session.apply(choice, manual=pending.player == 0) is None
        if pending.player == 0 and choice != Pass() and session.turn_owner(game.state.turn) == 1:
            own += [(t, line) for t, line in session.log_lines(0)[before:]
                    if t == game.state.turn and not line.startswith("Turn ") and
                    not any(w in line for w in (" draws ", " recovers"))]
    assert own, "the person answered in none of the AI's turns"
    for turn, line in own:
        mine, _rest = session.summary_parts(turn, 0)
        told = any(x == line or x.startswith(f"{line} (x") for x in mine)  # repeats merged
        assert told or " goes on the chain" in line or " resolves" in line, (line, mine)
    ai_turns = [t for t in range(1, game.state.turn) if session.turn_owner(t) == 1]
    assert any(" recruits " in x for t in ai_turns for x in session.turn_summary(t, 0))
    for t in ai_turns:
        mine, rest = session.summary_parts(t, 0)
        assert session.turn_summary(t, 0) == mine + rest
        # the AI's own recruits and resources are not about the person's cards
        assert not any(x.startswith(("p2 recruits", "p2 puts")) for x in mine), mine
        for room in (3, 12):  # the room is never overrun: the person's lines go first
            text = session.turn_summary_text(t, 0, room)
            lines = text.split("\n")
            assert len(lines) <= room, text
            if len(mine) + len(rest) > room:
                assert lines[:-1] == (mine + rest)[:room - 1], text
                assert text.endswith(f"… and {len(mine) + len(rest) - room + 1} more in "
                                     "the log"), text


def test_a_discard_to_stop_it_question_counts_its_cards_in_words(registry):
    """"discard 2 cards to stop it?", "discard 1 card": no "card(s)"."""
    asked = []
    for seed in (1, 3, 5):
        variant = registry.variant("original")
        decks, _ = deck_choices(variant)
        game = Game.create(variant, Setup("original", seed, [decks[0].spec, decks[1].spec]),
                           registry.hooks)
        agents = [RandomAgent(seed), RandomAgent(seed + 1)]
        while not game.over and game.state.turn < 12:
            if " to stop it?" in game.pending.prompt:
                asked.append(game.pending.prompt)
            game.apply(ask(agents[game.pending.player], game, game.pending))
    assert asked
    for prompt in asked:
        assert re.search(r"discard (1 card|[2-9] cards) to stop it\?$", prompt), prompt


def test_2pcg_main_characters_are_put_in_their_rows_in_words(registry):
    """2PCG rulebook, Setting Up: each player puts their main character in a row."""
    lines = [text for _t, text in played(registry, "2pcg", 1).log_lines(None)]
    placed = [line for line in lines if "main character" in line]
    assert len(placed) == 2, lines
    assert all(re.fullmatch(r"\w+ puts [\w .'-]+, their main character, in the (front|back) row",
                            line) for line in placed), placed
    assert not any("aside" in line for line in lines)


def test_a_player_leaving_the_game_takes_their_cards_in_one_line(registry):
    """CR 102.3: a player who leaves the game takes their cards with them; the log says
    it once, not once per card."""
    game = random_game(registry, "original", 1)
    lines = [text for _t, text in Session(registry, game, ["human", "ai:random"]).log_lines(None)]
    leaving = [line for line in lines if "leave the game" in line]
    assert leaving == ["p2's cards leave the game with them"]
    assert not any("out of the game" in line and "CR 102.3" in line for line in lines)
