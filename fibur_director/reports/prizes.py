"""The prize-giving of any game (issue 37, items 5-6): the awards of a tournament's prize list over its game's
standings (``games.base.Game.prize_ranking``), and how they print and export — the «Premiati» under the
definitive final standings of burraco and Sicilian Tarot alike, the workbook's sheet, the command line's lines.
Written once: nothing here names a game. The books import it: reportlab and openpyxl load inside the functions
that print, as the books' own forms do."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from fibur_director.domain.prizes import (
    Award,
    PrizeList,
    PrizeListError,
    allocate,
    check_against,
    default_list,
    read_prize_list,
)
from fibur_director.domain.tournament import Tournament
from fibur_director.games.registry import game_of

if TYPE_CHECKING:
    from reportlab.platypus import Flowable

    from fibur_director.reports.workbook import Sheet


@dataclass(frozen=True)
class Awarded:
    """A tournament's prize-giving: the list it went by (``own``: the tournament's, else the default one), the
    awards in list order, and why nobody is awarded when nobody is."""

    plist: PrizeList
    own: bool
    awards: tuple[Award, ...]
    no_prizes: tuple[str, str] | None


def entry_names(tournament: Tournament) -> dict[int, tuple[str, str]]:
    """Each entry's (name, players as «Surname Name – Surname Name»)."""
    players = {p.id: p for p in tournament.players}
    return {
        e.id: (
            e.name,
            " – ".join(f"{players[p].surname} {players[p].name}" for p in e.players if p in players),
        )
        for e in tournament.entries
    }


def several_players(tournament: Tournament) -> bool:
    """An entry has more than one player (a pair, a team): ``pair_category`` applies. Not read from the names: a
    pair named after its players is still a pair."""
    return any(len(e.players) > 1 for e in tournament.entries)


def own_list(tournament: Tournament) -> PrizeList | None:
    """The tournament's own prize list (``Setup.prize_list``, checked when it was stored or read); None: none."""
    text = tournament.setup.prize_list
    return None if text is None else read_prize_list(text, "tournament.prize_list")


def tournament_awards(
    tournament: Tournament,
    plist: PrizeList | None = None,
    source: str = "premi",
    known: frozenset[str] = frozenset(),
) -> Awarded:
    """The awards of ``plist`` (None: the tournament's own list, else the default one: the first N of each group)
    over the tournament's own standings, whatever its game."""
    given = plist  # a list being checked or saved; the tournament's own list was checked when it was kept
    plist = plist if plist is not None else own_list(tournament)
    if plist is not None:
        check_against(plist, tournament.setup.planned_rounds, source)
    spans = {p.rounds for p in plist.prizes if p.rounds} if plist is not None else set()
    ranking = game_of(tournament.setup.kind).prize_ranking(tournament, spans)
    if given is not None:
        _check_groups(given, tournament, {p.group for p in ranking.placings if p.group}, source)
        _check_categories(
            given, known | {(p.category or "").strip().upper() for p in tournament.players}, source
        )
    used = (
        plist
        if plist is not None
        else default_list((p.group for p in ranking.placings), ranking.default_places)
    )
    players = {p.id: p for p in tournament.players}
    categories = {e.id: [players[p].category for p in e.players if p in players] for e in tournament.entries}
    return Awarded(used, plist is not None, tuple(allocate(used, ranking, categories)), ranking.no_prizes)


def _check_groups(plist: PrizeList, tournament: Tournament, formed: set[str], source: str) -> None:
    """A prize for a group the tournament does not have is refused naming the prize (a typo would silently
    give nobody the prize): once groups are formed, or every round is played, the letter must be one formed.
    Before that the groups are not known yet (their count follows the entries), and any letter waits."""
    over = len(tournament.rounds) >= tournament.setup.planned_rounds or tournament.setup.interrupted_after
    if not formed and not over:
        return
    for i, prize in enumerate(plist.prizes):
        if prize.group is not None and prize.group not in formed:
            has_en = f"groups {', '.join(sorted(formed))}" if formed else "no merit groups"
            has_it = f"i gironi {', '.join(sorted(formed))}" if formed else "nessun girone di merito"
            raise PrizeListError(
                f"{source}: prize[{i}].group: «{prize.name}»: group {prize.group}: the tournament has {has_en}",
                f"{source}: prize[{i}].group: «{prize.name}»: girone {prize.group}: il torneo ha {has_it}",
            )


def _check_categories(plist: PrizeList, known: set[str] | frozenset[str], source: str) -> None:
    """A category no player has — of the tournament, and at the desk of the archive or the member list in use
    (``known``) — is refused naming the prize: «Z» for «C» gives nobody the prize without a word. The codes
    name no list of categories, so the players' own are the ones that exist."""
    known = {c for c in known if c}
    if not known:
        return  # nobody has a category anywhere: nothing to tell a typo from
    for i, prize in enumerate(plist.prizes):
        missing = [c for c in prize.categories if c not in known]
        if missing:
            listed = ", ".join(sorted(known))
            raise PrizeListError(
                f"{source}: prize[{i}].category: «{prize.name}»: category {missing[0]}: no player has it "
                f"(known: {listed})",
                f"{source}: prize[{i}].category: «{prize.name}»: categoria {missing[0]}: nessun giocatore "
                f"l'ha (note: {listed})",
            )


def award_lines(tournament: Tournament, awarded: Awarded) -> list[str]:
    """The command line's lines: one per award, «prize · place · entry name (players): why»."""
    if awarded.no_prizes is not None:
        return [awarded.no_prizes[0]]
    if not awarded.plist.prizes:
        return ["no prize in the list"]
    names = entry_names(tournament)
    lines = []
    for index, prize in enumerate(awarded.plist.prizes):
        mine = [a for a in awarded.awards if a.index == index]
        for a in mine:
            name, players = names.get(a.entry, (str(a.entry), ""))
            # One player per entry (Tarot): the entry is its player, named once.
            who = name if players in ("", name) else f"{name} ({players})"
            lines.append(f"{a.prize} · {a.rank} · {a.entry} {who}: {a.why}")
        if not mine:
            lines.append(f"{prize.name}: nobody eligible")
    return lines


def awards_story(
    tournament: Tournament, awarded: Awarded, entry_word: str, preamble: Sequence[Flowable] = ()
) -> list[Flowable]:
    """The «Premiati» under the definitive final standings: one row per award, prize by prize in list order,
    each with the rule and the figures in words; ``preamble``: the game's words under the heading (an
    interrupted tournament's article)."""
    # The PDF and workbook writers load when the referee first prints (issue 23): the books import this module.
    from reportlab.lib.units import mm
    from reportlab.platypus import CondPageBreak, Paragraph, Spacer

    from fibur_director.reports.pdf import BODY, HEADING, SMALL, grid_table, markup, text

    story: list[Flowable] = [
        CondPageBreak(30 * mm),
        Spacer(1, 3 * mm),
        Paragraph("Premiati", HEADING),
        *preamble,
    ]
    if awarded.no_prizes is not None:
        return [
            *story,
            Paragraph(markup(awarded.no_prizes[1][:1].upper() + awarded.no_prizes[1][1:] + "."), BODY),
        ]
    names = entry_names(tournament)
    # One player per entry (Tarot): the entry is its player, and the players' column would say it twice.
    both = any(name != players for name, players in names.values())
    table: list[list[object]] = [
        ["Premio", "Pos.", "N.", entry_word, *(["Giocatori"] if both else []), "Perché"]
    ]
    given = {a.index for a in awarded.awards}
    for index, prize in enumerate(awarded.plist.prizes):
        for a in (x for x in awarded.awards if x.index == index):
            name, players = names.get(a.entry, (str(a.entry), ""))
            shown = [text(name), *([text(players)] if both else [])]
            table.append([text(prize.name), str(a.rank), str(a.entry), *shown, text(a.perche)])
        if index not in given:
            table.append([text(prize.name), "", "", text("nessun premiabile"), *([""] if both else []), ""])
    if not awarded.plist.prizes:
        table.append([text("nessun premio nell'elenco"), "", "", "", *([""] if both else []), ""])
    widths = [38 * mm, 11 * mm, 10 * mm, 40 * mm, *([62 * mm] if both else []), (105 if both else 167) * mm]
    story.append(grid_table(table, widths, numeric_columns=(1, 2)))
    story.append(Paragraph(markup(list_words(awarded, pairs=several_players(tournament))), SMALL))
    return story


def list_words(awarded: Awarded, *, pairs: bool = True) -> str:
    """How the list was applied, in one sentence under it (docs/rulesets.md, "Prize lists"). ``pairs``: the
    entries have more than one player; one player's entry (Sicilian Tarot) has that player's category, and
    ``pair_category`` does not apply (said so when a list sets it)."""
    plist = awarded.plist
    whose = (
        "del torneo"
        if awarded.own
        else "predefinito (i primi della classifica, di ogni girone se ce ne sono)"
    )
    one = (
        "un solo premio per formazione (il primo nell'ordine dell'elenco; il successivo premiabile prende l'altro)"
        if plist.one_per_entry
        else "una formazione può ricevere più premi"
    )
    if pairs:
        pair = "del giocatore migliore" if plist.pair_category == "better" else "del giocatore peggiore"
        category = f"categoria di una coppia: quella {pair}"
    elif plist.pair_category != "better":
        category = "pair_category non si applica: ogni concorrente ha la propria categoria"
    else:
        category = "categoria: quella del giocatore"
    ties = (
        "a pari merito su tutti i criteri all'ultimo posto premiato, premiati tutti"
        if plist.ties == "share"
        else "a pari merito all'ultimo posto premiato, vale l'ordine della classifica"
    )
    return f"Elenco dei premi {whose}: {one}; {category}; {ties}."


def awards_sheet(tournament: Tournament, awarded: Awarded, entry_word: str, due: str | None) -> Sheet:
    """The workbook's «Premiati» sheet; ``due``: why the list is not given yet (the final standings are not
    definitive), printed instead of the awards."""
    from fibur_director.reports.workbook import Sheet

    names = entry_names(tournament)
    # One player per entry (Tarot): the entry is its player, and a players' column would say it twice (as the
    # PDF's table leaves it out).
    both = any(name != players for name, players in names.values())
    sheet = Sheet(
        "Premiati",
        ["Premio", "Pos.", "N.", entry_word, *(["Giocatori"] if both else []), "Perché"],
        [24, 6, 6, 28, *([44] if both else []), 70],
    )
    if due is not None:
        sheet.rows.append([due])
        return sheet
    if awarded.no_prizes is not None:
        sheet.rows.append([awarded.no_prizes[1][:1].upper() + awarded.no_prizes[1][1:]])
        return sheet
    given = {a.index for a in awarded.awards}
    for index, prize in enumerate(awarded.plist.prizes):
        for a in (x for x in awarded.awards if x.index == index):
            name, players = names.get(a.entry, (str(a.entry), ""))
            sheet.rows.append([a.prize, a.rank, a.entry, name, *([players] if both else []), a.perche])
        if index not in given:  # as the PDF lists it: a prize nobody can take is said, not left out
            sheet.rows.append([prize.name, "", "", "nessun premiabile", *([""] if both else []), ""])
    if not awarded.plist.prizes:
        sheet.rows.append(["Nessun premio nell'elenco"])
    sheet.rows.append([])
    sheet.rows.append([list_words(awarded, pairs=several_players(tournament))])
    return sheet
