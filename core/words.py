"""Engine names in a player's words, for the log and the screens: keyword ids as the cards
print them ("sting" -> "Sting"), counters ("plus" -> "+1/+1 counter"), granted flags and
stat changes. Shared by every edition (each prints its keywords capitalised)."""

from __future__ import annotations

#: flags an effect grants or takes away, as a sentence's end ("Hulk <is frozen>")
FLAG_WORDS = {"cant-ready": "won't ready", "nullified": "is nullified (no powers)",
              "no-powers": "has no powers", "cant-attack": "can't attack",
              "cant-strike-back": "can't strike back", "cant-be-attacked": "can't be attacked",
              "cant-reinforce": "can't reinforce", "cant-stun": "can't be stunned",
              "no-teams": "has no team affiliations"}
#: counters by kind: (one, several)
COUNTER_WORDS = {"plus": ("a +1/+1 counter", "+1/+1 counters"),
                 "minus": ("a -1/-1 counter", "-1/-1 counters"),
                 "wound": ("a wound", "wounds"), "xp": ("an XP counter", "XP counters")}
#: how long a change lasts, as a sentence's end
UNTIL_WORDS = {"end-of-turn": " this turn", "end-of-combat": " this combat",
               "while-source-exhausted": " while its source remains exhausted this turn"}
#: stats as the cards print them
STAT_WORDS = {"atk": "ATK", "def": "DEF", "attack": "ATK", "defense": "DEF",
              "health": "health", "cost": "cost"}


def keyword_words(name: str) -> str:
    """A keyword id as the card prints it: "sting" -> "Sting", "kw:flight" -> "Flight",
    "cosmic-surge" -> "Cosmic-Surge", "lethal:wounds" -> "Lethal" (one keyword's second
    trigger), "nullify-ends" -> "Nullify ends" (the end of what it did)."""
    name = name.removeprefix("kw:").split(":")[0]
    ends = name.endswith("-ends")
    name = name.removesuffix("-ends")
    words = "-".join(part.capitalize() for part in name.split("-"))
    return f"{words} ends" if ends else words


def ability_words(name: str) -> str:
    """A power's name for people: printed names and words stay as they are; a keyword's
    trigger (named by its lower-case id, one word) becomes the keyword as printed."""
    return keyword_words(name) if name and name == name.lower() and " " not in name else name


#: how a power printed without a name begins: the data names it by its trigger
TRIGGER_WORDS = ("When ", "Whenever ", "At ")


def power_words(card: str | None, name: str) -> str:
    """A power for people, where the card it is on may be unclear (a yes/no question, a
    decline): its printed name or keyword ("Lightning Strike", "Cosmic-Surge"); a power
    printed without a name, which the card data names by its trigger ("When Triad comes
    into play"), as its card's power: "Triad's power (when Triad comes into play)"."""
    words = ability_words(name)
    if card and words.startswith(TRIGGER_WORDS):
        return f"{card}'s power ({words[0].lower()}{words[1:]})"
    return words


def counter_words(kind: str, n: int) -> str:
    """``n`` counters of ``kind``: "a +1/+1 counter", "2 -1/-1 counters", "a cosmic
    counter"."""
    one, several = COUNTER_WORDS.get(kind, (f"a {kind} counter", f"{kind} counters"))
    return one if n == 1 else f"{n} {several}"


def granted_words(what: str, lose: bool) -> str | None:
    """The end of "Hulk gains Flight" / "Hulk loses Flight" / "Hulk won't ready" for a
    granted (or taken away) keyword or flag; None for a card's own flag, which has no
    words but its card's."""
    if what.startswith("kw:"):
        return f"{'loses' if lose else 'gains'} {keyword_words(what)}"
    words = FLAG_WORDS.get(what)
    if words is None:
        return None
    return f"is no longer affected: {words}" if lose else words


def stat_words(stat: str, op: str, amount: int, until: str = "") -> str:
    """The end of "Hulk gets +2 ATK this turn" / "Hulk has DEF 0"."""
    name, lasts = STAT_WORDS.get(stat, stat), UNTIL_WORDS.get(until, "")
    if op == "add":
        return f"gets {amount:+d} {name}{lasts}"
    return f"has {name} {amount}{lasts}"
