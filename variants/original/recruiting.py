"""Recruiting characters and equipment through the chain (original CR seed 000:
Characters 301, Equipment 302, Recruit Step 404, Playing Effects 505, Resolving recruit
effects 508.3; digest 5 Reservist, Loyalty, Boost).

A card is recruited only in its controller's recruit step while the chain is empty. The
card itself represents the recruit effect: as it is played it goes on the chain first,
revealed (505.1a), and then boost is announced, costs paid, an equipment's target chosen
and a reservist's replacement made; priority passes as for any effect and players may
respond; as the effect resolves the card leaves the chain and enters play (a character's
concealed-optional area is chosen then, 214.1), after the uniqueness check (508.3b). An
equipment whose target is no longer legal is negated (508.3a) and goes to its owner's
KO'd pile.

The rule of recruiting a character is ``RecruitRule`` (``candidates`` + ``check``); its
faster listing is fast/recruiting.py's ``RecruitListing``."""

from __future__ import annotations

from collections.abc import Iterator

from vsrules.core.actions import ActionRule
from vsrules.core.cards import CardDb
from vsrules.core.chain import add_link
from vsrules.core.decisions import Choice, Recruit
from vsrules.core.effects import Call, ChooseFrom, ChooseOption, May, Resolve, Step, call
from vsrules.core.game import Game
from vsrules.core.objects import GameObject
from vsrules.core.state import ChainLink

from .affiliations import teams_of
from .entering import put_into_play
from .powers import can_hold_equipment, recruit_cost, unique_equipment
from .tracking import asked_by_words, note_if_asked
from .turn import current_turn

CR = "original CR"

def loyalty_ok(game: Game, uid: int, player: int) -> bool:
    """Loyalty: recruit only while you control a character sharing an affiliation with it."""
    mine = game.teams(game.state.objects[uid])
    return any(teams_of(game, o) & mine for o in game.characters(player))


class RecruitRule(ActionRule):
    """Recruit a character from hand, or a reservist from your resource row (original CR,
    Recruit Step; digest 5 Reservist, Loyalty)."""

    choice_type = Recruit
    phases = frozenset({"build:recruit"})

    def candidates(self, game: Game, player: int) -> Iterator[Choice]:
        for o in self._cards(game, player):
            yield Recruit(o.uid, "front")
            yield Recruit(o.uid, "back")

    def _cards(self, game: Game, player: int) -> Iterator[GameObject]:
        """The character cards in your hand and the face-down reservists in your resource
        row: those ``check`` lets you recruit if you can pay."""
        objs = game.state.objects
        characters = game.cards.of_type("character")
        zones = game.state.players[player].zones
        for u in game.cards_among(zones["hand"], characters):
            o = objs[u]
            if o.owner == player:
                yield o
        for u in game.cards_among(zones["resources"], game.pool.table(
                "original:reservists", _reservist_ids)):
            o = objs[u]
            if o.controller == player and not o.face_up:
                yield o

    def check(self, game: Game, player: int, choice: Choice) -> str | None:
        assert isinstance(choice, Recruit)
        st = game.state
        if st.phase != "build:recruit" or st.step_owner != player:
            return f"you recruit only during your own recruit step ({CR} 301.2, Recruit Step)"
        if st.chain:
            return (f"you recruit only while the chain is empty: resolve the effects on it "
                    f"first ({CR} 301.2, Recruit Step)")
        o = st.objects.get(choice.card)
        if o is None or not ((o.zone == "hand" and o.owner == player) or
                             (o.zone == "resources" and o.controller == player)):
            return "recruit a character card from your hand (or a reservist from your resource row)"
        card = game.card(o)
        if card.type != "character":
            return f"{card.name} is not a character"
        if o.zone == "resources" and (not card.keyword("reservist") or o.face_up):
            return (f"{card.name} is in your resource row: only a face-down reservist is "
                    f"recruited from there (digest 5, Reservist)")
        if choice.row not in ("front", "back"):
            return "row must be front or support"
        return self._unaffordable(game, player, o, current_turn(game).points)

    @staticmethod
    def _unaffordable(game: Game, player: int, o: GameObject, points: int) -> str | None:
        """Why you can't recruit ``o`` with ``points`` resource points (cost, loyalty)."""
        card = game.card(o)
        cost = recruit_cost(game, o.uid, player)
        if cost > points:
            return f"{card.name} costs {cost}; you have {points} resource points ({CR}, Recruit Step)"
        loyalty = card.keyword("loyalty")
        if loyalty and loyalty != "reveal" and not loyalty_ok(game, o.uid, player):
            return (f"{card.name} has loyalty: you control no character sharing an affiliation "
                    f"with it (digest 5, Loyalty)")
        teams = reveal_teams(game, o, player)
        if teams is not None and not revealable(game, o, player, teams):
            return (f"{card.name}: to recruit it you must reveal a character card of "
                    f"{' or '.join(sorted(teams))} from your hand or resource row ({CR} "
                    "Recruit Costs, Additional Costs)")
        return None


def reveal_teams(game: Game, o: GameObject, player: int) -> frozenset[str] | None:
    """The affiliations a card revealed to recruit ``o`` may have (one shared is
    enough), or None when no reveal is needed: a printed extra cost (Thor), or loyalty -
    reveal while you control no character sharing an affiliation with it (seed 000
    Recruit Costs, the Superman example)."""
    card = game.card(o)
    team = card.keyword("reveal-to-recruit")  # "to recruit X, also reveal a <team> ..."
    if isinstance(team, str):
        return frozenset({team})
    if card.keyword("loyalty") == "reveal" and not loyalty_ok(game, o.uid, player):
        return frozenset(game.teams(o))
    return None


def revealable(game: Game, o: GameObject, player: int, teams: frozenset[str]) -> list[int]:
    """Character cards of ``player``'s hand and face-down resources (a face-up resource
    can't be revealed, 708.9b) sharing one of ``teams``, other than ``o`` itself."""
    objs = game.state.objects
    return [u for z in ("hand", "resources") for u in game.zone(player, z)
            if u != o.uid and not (z == "resources" and objs[u].face_up) and
            game.card(u).is_character and teams & game.teams(objs[u])]


def _reservist_ids(cards: CardDb) -> frozenset[str]:
    """The characters with printed reservist."""
    return frozenset(c.id for c in cards if c.type == "character" and c.keyword("reservist"))


# -- playing a recruit effect (505) ------------------------------------------------------------
def recruit(game: Game, player: int, choice: Recruit) -> None:
    """Play a character's recruit effect in the order of 505.1: the card is announced,
    revealed and put on the chain first (505.1a: from then on every player sees it), then
    boost is announced (an additional cost, 505.1b), then the costs are paid (505.1d: a
    card revealed as an additional cost, the recruit cost and boost); a reservist
    recruited from the resource row may have a card from hand put face down in its place
    as part of playing it (digest 5 Reservist). Its controller then gets priority
    (505.1f). ``check`` has already refused a recruit whose costs can't be paid, so the
    rewind of 505.1 (a recruit that can't be finished) never starts."""
    o = game.state.objects[choice.card]
    card = game.card(o)
    steps: list[Step] = [Call("original.recruit-announce")]
    boost = card.keyword("boost")
    cost = recruit_cost(game, o.uid, player)
    if isinstance(boost, int) and not isinstance(boost, bool) and \
            cost + boost <= current_turn(game).points:
        steps.append(May((Call("original.boost"),), prompt=f"{card.name}: pay boost {boost}?"))
    teams = reveal_teams(game, o, player)
    if teams is not None:
        steps += [Call("original.reveal-list", {"teams": sorted(teams)}),
                  ChooseFrom("revealable", "revealed", f"{card.name}: reveal which card to "
                             "recruit it?", kind="pay"),
                  Call("original.reveal-shown")]
    steps.append(Call("original.recruit-pay"))
    if o.zone == "resources":
        steps += [Call("original.hand-list"),
                  ChooseFrom("hand", "replace", "Reservist: put a card from your hand face "
                             "down in its place? (or decline)", optional=True, kind="choose"),
                  Call("original.reservist-replace")]
    steps.append(Call("original.recruit-link"))
    game.push(Resolve(steps, player, o.uid, "recruit",
                      {"card": o.uid, "row": choice.row, "column": choice.column,
                       "from": o.zone, "cost": cost,
                       "position": game.zone(player, "resources").index(o.uid)
                       if o.zone == "resources" else None}))


#: "recruited" records are kept in a game with a ``recruit-discount:recruited/...`` card
asked_by_words("recruited", "recruit-discount:recruited")


@call("original.recruit-announce")
def _recruit_announce(game: Game, res: Resolve) -> None:
    """Announce the recruit: the card goes on the chain, revealed to every player (505.1a)."""
    uid = res.ctx["card"]
    name = game.name_of(uid)
    # the card on the chain has the affiliations it had where it was recruited from
    # (seed 000 301.3a), for "each <affiliation> character you recruited this turn"
    note_if_asked(game, "recruited", [res.controller, sorted(teams_of(game, uid))])
    res.ctx["card"] = game.move(uid, "chain", cause="recruited")
    rows = game.variant.row_words
    where = " from the resource row" if res.ctx.get("from") == "resources" else ""
    row = rows.get(str(res.ctx.get("row")), "")
    game.log_event("recruit", f"{game.player_name(res.controller)} recruits {name}{where}"
                   + (f" to the {row}" if row else ""), subject=res.ctx["card"])


@call("original.reveal-list")
def _reveal_list(game: Game, res: Resolve, teams: list[str]) -> None:
    o = game.state.objects[res.ctx["card"]]
    res.ctx["revealable"] = revealable(game, o, res.controller, frozenset(teams))


@call("original.reveal-shown")
def _reveal_shown(game: Game, res: Resolve) -> None:
    u = res.ctx.get("revealed")
    if u is not None:
        game.log_event("reveal", f"{game.player_name(res.controller)} reveals "
                       f"{game.name_of(u)} to recruit {game.name_of(res.ctx['card'])}")


@call("original.boost")
def _boost(game: Game, res: Resolve) -> None:
    card = game.card(res.ctx["card"])
    res.ctx["boost"] = int(card.keyword("boost") or 0)


@call("original.recruit-pay")
def _recruit_pay(game: Game, res: Resolve) -> None:
    """Pay the recruit cost and boost in resource points (505.1d)."""
    boost = int(res.ctx.get("boost") or 0)
    current_turn(game).points -= int(res.ctx["cost"]) + boost
    if boost:
        game.log_event("boost", f"{game.player_name(res.controller)} pays boost {boost} "
                       f"for {game.name_of(res.ctx['card'])}", subject=res.ctx["card"])


@call("original.recruit-link")
def _recruit_link(game: Game, res: Resolve) -> None:
    uid = res.ctx["card"]
    add_link(game, "recruit", res.controller, source=uid, card=game.state.objects[uid].card,
             row=res.ctx["row"], column=res.ctx.get("column"),
             boost=int(res.ctx.get("boost") or 0))


@call("original.hand-list")
def _hand_list(game: Game, res: Resolve) -> None:
    res.ctx["hand"] = list(game.zone(res.controller, "hand"))


@call("original.reservist-replace")
def _reservist_replace(game: Game, res: Resolve) -> None:
    u = res.ctx.get("replace")
    if u is None or u not in game.state.objects:
        return
    position = res.ctx.get("position")
    new = game.move(u, "resources", to_player=res.controller, face_up=False,
                    index=position, cause="put in the reservist's place")
    game.turn_face(game.state.objects[new], False)


def play_equipment(game: Game, player: int, card: int, character: int) -> None:
    """Play an equipment's recruit effect: its target is the character it will equip
    (302.3c); the cost is paid and the card goes on the chain."""
    current_turn(game).points -= recruit_cost(game, card, player)
    name = game.name_of(card)
    uid = game.move(card, "chain", cause="recruited")
    game.log_event("recruit", f"{game.player_name(player)} recruits {name} to equip "
                   f"{game.name_of(character)}", subject=uid)
    add_link(game, "recruit", player, source=uid, card=game.state.objects[uid].card,
             targets=[character])


# -- resolving a recruit effect (508.3) ----------------------------------------------------------
def resolve_recruit(game: Game, link: ChainLink) -> None:
    uid = link.source
    o = game.state.objects.get(uid) if uid is not None else None
    if o is None or o.zone != "chain":
        return  # the card left the chain: nothing enters play
    card = game.card(o)
    if card.type == "equipment":
        _resolve_equipment(game, link, o)
        return
    steps: list[Step] = []
    if card.keyword("concealed-optional"):
        steps.append(ChooseOption(("visible", "hidden"), "area",
                                  f"{card.name}: enter play visible or hidden?"))
    steps.append(Call("original.recruit-enter"))
    game.push(Resolve(steps, link.controller, o.uid, "recruit",
                      {"card": o.uid, "row": link.data.get("row", "front"),
                       "column": link.data.get("column"),
                       "boost": int(link.data.get("boost") or 0)}))


@call("original.recruit-enter")
def _recruit_enter(game: Game, res: Resolve) -> None:
    uid = res.ctx["card"]
    if uid not in game.state.objects:
        return
    boost = int(res.ctx.get("boost") or 0)
    res.ctx["recruited"] = put_into_play(
        game, uid, res.controller, res.ctx["row"], area=res.ctx.get("area"),
        column=res.ctx.get("column"), how="recruit", boosted=bool(boost))


def _resolve_equipment(game: Game, link: ChainLink, o: GameObject) -> None:
    host = game.state.objects.get(link.targets[0]) if link.targets else None
    if host is None or host.controller != link.controller or \
            not can_hold_equipment(game, host, o):
        game.log_event("negated", f"{game.name_of(o.uid)} is negated: its target can't take "
                       f"it any more ({CR} 508.3a)")
        game.move(o.uid, "ko", cause="negated")
        return
    uid = game.move(o.uid, "equipment", to_player=link.controller, cause="recruited")
    game.attach(uid, host.uid)
    game.log_event("equip", f"{game.name_of(uid)} is equipped to {game.name_of(host.uid)}",
                   subject=uid)
    unique_equipment(game, uid, link.controller)


def negate_link(game: Game, link: ChainLink) -> None:
    """Negate an effect on the chain (509.1): it will not resolve, and a card
    representing it (a plot twist played from hand, a recruited card) goes from the
    chain to its owner's KO'd pile."""
    link.negated = True
    game.log_event("negate", f"{link.effect} ({link.data.get('name', '')}) is negated")
    card = game.state.objects.get(link.source) if link.source is not None else None
    if card is not None and card.zone == "chain":
        game.move(card.uid, "ko", cause="negated")
