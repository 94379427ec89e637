"""The federation file (issue 27, item 6; docs/federation.md): written from the database, checked as the federation
checks it, the same bytes for the same tournament, every refusal naming its place with nothing written, the
Sicilian Tarot refused by its game, and the desk's reminder of files not yet sent."""

from __future__ import annotations

import copy
import dataclasses
import datetime as dt
import json
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import func, select

from fibur_director.db import models as dbm
from fibur_director.db.database import Database, open_database
from fibur_director.domain.errors import FiburError
from fibur_director.domain.fingerprint import verify_text
from fibur_director.domain.tournament import Sanction
from fibur_director.domain.tournament_file import dumps, fingerprints
from fibur_director.games.burraco import federation
from fibur_director.games.burraco.simulation import simulate
from fibur_director.games.tarot.simulation import simulate_tarot
from fibur_director.services import federation as service
from fibur_director.services import registration as reg
from fibur_director.services.actions import Desk
from fibur_director.services.exchange import import_text
from fibur_director.services.results import enter_result
from tests.support.cli import run
from tests.support.federation import PLAYED, TODAY, played_tournament


@pytest.fixture
def desk(db: Database) -> Desk:
    return Desk(db, actor="banco 2")  # the desk's name is not the referee's (issue 38)


@pytest.fixture
def tid(desk: Desk) -> int:
    return import_text(desk, dumps(played_tournament()))


@pytest.fixture
def good(desk: Desk, tid: int) -> dict[str, Any]:
    return json.loads(service.export(desk, tid, TODAY).text)


def test_the_file_holds_the_standings_and_the_last_rounds_fingerprint(desk: Desk, tid: int) -> None:
    t = played_tournament()
    exported = service.export(desk, tid, TODAY)
    document = json.loads(exported.text)
    setup = document["tournament"]
    assert setup == {
        "name": "Torneo simulato",
        "date": PLAYED,
        "level": "club",
        "ruleset": "burraco-italiano",
        "referee": "Maria Arbitra",
        "deals_per_round": 4,
        "rounds_played": 3,
        "round_time_reduction": 0,
        "announced_800": False,
        "vp_per_table": 20,
        "fingerprint": {"round": 3, "value": fingerprints(t)[3]},
    }
    assert exported.fingerprint == fingerprints(t)[3] and exported.entries == 6
    first = document["entries"][0]
    assert first["rank"] == 1 and len(first["players"]) == 2 and all(p["card"] for p in first["players"])
    assert first["vp"] == sum(r["vp"] for r in first["rounds"]) - first["vp_deduction"]
    assert exported.file_name == "torneo-simulato-2026-11-10-federazione.json"


def test_the_same_tournament_gives_the_same_bytes(desk: Desk, tid: int, db: Database) -> None:
    once = service.export(desk, tid, TODAY).text
    assert service.export(desk, tid, TODAY).text == once
    assert service.export(desk, tid, TODAY + dt.timedelta(days=3)).text == once  # no time of writing
    assert once == federation.dumps(json.loads(once))  # canonical: sorted keys, one spelling
    # The same tournament imported again (a second tournament of the file) gives the same bytes.
    again = import_text(desk, dumps(played_tournament()))
    assert service.export(desk, again, TODAY).text == once


def _refused(document: dict[str, Any], place: str, words: str) -> None:
    with pytest.raises(FiburError) as caught:
        federation.check(document, TODAY)
    assert str(caught.value).startswith(f"{place}: "), str(caught.value)
    assert words in str(caught.value)
    assert caught.value.italian.startswith(f"{place}: ")


def test_the_good_file_passes(good: dict[str, Any]) -> None:
    federation.check(good, TODAY)


def test_a_missing_card(good: dict[str, Any]) -> None:
    bad = copy.deepcopy(good)
    del bad["entries"][2]["players"][1]["card"]
    who = f"{good['entries'][2]['players'][1]['surname']} {good['entries'][2]['players'][1]['name']}"
    _refused(bad, "entries[2].players[1].card", f"{who} has no card: the federation cannot credit them")


def test_a_duplicate_card(good: dict[str, Any]) -> None:
    bad = copy.deepcopy(good)
    bad["entries"][4]["players"][0]["card"] = good["entries"][1]["players"][1]["card"]
    other = good["entries"][1]["players"][1]
    _refused(
        bad,
        "entries[4].players[0].card",
        f"is also the card of {other['surname']} {other['name']} (entries[1].players[1]): a card is one person's",
    )


def test_a_player_in_two_entries(good: dict[str, Any]) -> None:
    bad = copy.deepcopy(good)
    bad["entries"][3]["players"][0] = dict(good["entries"][0]["players"][1])
    p = good["entries"][0]["players"][1]
    _refused(
        bad,
        "entries[3].players[0]",
        f"{p['surname']} {p['name']} (card {p['card']}) also plays in entry {good['entries'][0]['entry']}",
    )


def test_a_table_whose_vp_do_not_add_up(good: dict[str, Any]) -> None:
    bad = copy.deepcopy(good)
    row = bad["entries"][0]["rounds"][1]
    row["vp"] += 1
    bad["entries"][0]["vp"] += 1  # the entry's own total still agrees: only the table's sum is off
    _refused(
        bad,
        "entries[0].rounds[1].vp",  # the table's first row in the file's order: the changed one here
        f"round 2, table {row['table']}: the VP add up to",
    )
    with pytest.raises(FiburError, match="not the table's 20"):
        federation.check(bad, TODAY)


def test_an_entry_whose_vp_are_not_its_rounds(good: dict[str, Any]) -> None:
    bad = copy.deepcopy(good)
    bad["entries"][5]["vp"] += 3
    _refused(bad, "entries[5].vp", f"{bad['entries'][5]['vp']} is not the sum of its rounds")


def test_a_side_moved_to_a_table_of_its_own_is_refused(good: dict[str, Any]) -> None:
    bad = copy.deepcopy(good)
    row = bad["entries"][0]["rounds"][0]
    row["table"], row["vp"] = 99, row["vp"] + 7  # alone at its table, its VP raised, its total agreeing
    bad["entries"][0]["vp"] += 7
    # its opponent, left alone at table 1, is the first place found
    with pytest.raises(
        FiburError, match=r"round 1, table 1 seats entry \d+ \(result\): a table played to its"
    ):
        federation.check(bad, TODAY)


def test_an_unknown_how_is_refused_and_does_not_switch_the_table_check_off(good: dict[str, Any]) -> None:
    bad = copy.deepcopy(good)
    bad["entries"][0]["rounds"][0]["how"] = "whatever"
    _refused(bad, "entries[0].rounds[0].how", "'whatever' is not a way of scoring a round")


def test_the_table_total_comes_from_the_ruleset_not_the_file(good: dict[str, Any]) -> None:
    bad = copy.deepcopy(good)
    del bad["tournament"]["vp_per_table"]
    bad["entries"][0]["rounds"][0]["vp"] += 7
    bad["entries"][0]["vp"] += 7
    _refused(bad, "entries[0].rounds[0].vp", "not the table's 20")
    lied = copy.deepcopy(good)
    lied["tournament"]["vp_per_table"] = 27
    _refused(lied, "tournament.vp_per_table", "27, but a table shares out 20 VP in ruleset")


def test_an_entry_deleted_from_the_file_leaves_its_opponents_alone(good: dict[str, Any]) -> None:
    bad = copy.deepcopy(good)
    del bad["entries"][-1]  # the last: the ranks above it still run 1, 2, ...
    with pytest.raises(FiburError, match="a table played to its score sheet has two sides"):
        federation.check(bad, TODAY)


def test_a_round_listed_twice_beyond_the_played_or_missing_is_refused(good: dict[str, Any]) -> None:
    twice = copy.deepcopy(good)
    twice["entries"][0]["rounds"].append(dict(good["entries"][0]["rounds"][0], table=None))
    entry = good["entries"][0]["entry"]
    _refused(twice, "entries[0].rounds[3].round", f"round 1 is listed twice for entry {entry}")
    beyond = copy.deepcopy(good)
    beyond["entries"][0]["rounds"][2]["round"] = 9
    _refused(beyond, "entries[0].rounds[2].round", "round 9, but the file says 3 rounds were played")
    missing = copy.deepcopy(good)
    dropped = missing["entries"][0]["rounds"].pop()
    missing["entries"][0]["vp"] -= dropped["vp"]
    _refused(missing, "entries[0].rounds", f"entry {entry} has no row for round 3")
    gap = copy.deepcopy(good)
    dropped = gap["entries"][0]["rounds"].pop(1)
    gap["entries"][0]["vp"] -= dropped["vp"]
    gap["entries"][0]["mp"] -= dropped["mp"]
    with pytest.raises(FiburError, match=f"entry {entry} has no row for round 2"):
        federation.check(gap, TODAY)


def test_a_late_entry_without_the_rounds_before_it_joined_passes(desk: Desk) -> None:
    tid = import_text(desk, dumps(played_tournament(entries=7)))
    late = json.loads(service.export(desk, tid, TODAY).text)
    # the entry resting in round 1, as if it had joined in round 2 (IT/REV Art. 39)
    rest = next(e for e in late["entries"] if e["rounds"][0].get("table") is None)
    dropped = rest["rounds"].pop(0)
    rest["vp"] -= dropped["vp"]
    rest["mp"] -= dropped["mp"]
    late["entries"].sort(key=lambda e: (-e["vp"], e["entry"]))
    for position, e in enumerate(late["entries"], 1):
        e["rank"] = position
    federation.check(late, TODAY)


def test_an_entrys_mp_and_a_tables_mp_must_agree(good: dict[str, Any]) -> None:
    bad = copy.deepcopy(good)
    bad["entries"][5]["mp"] += 1000
    _refused(bad, "entries[5].mp", f"{bad['entries'][5]['mp']} is not the sum of its rounds")
    table = copy.deepcopy(good)
    table["entries"][0]["rounds"][0]["mp"] += 1000
    table["entries"][0]["mp"] += 1000
    _refused(table, "entries[0].rounds[0].mp", "but one side's MP are the other's, negated")


def test_a_card_differing_only_in_spaces_and_case_is_a_duplicate(good: dict[str, Any]) -> None:
    bad = copy.deepcopy(good)
    card = good["entries"][1]["players"][1]["card"]
    bad["entries"][4]["players"][0]["card"] = f" {card[:3].lower()} {card[3:]}"
    _refused(bad, "entries[4].players[0].card", "a card is one person's")


def test_ranks_out_of_the_listed_order_are_refused(good: dict[str, Any]) -> None:
    bad = copy.deepcopy(good)
    bad["entries"][0]["rank"], bad["entries"][3]["rank"] = 4, 1
    _refused(bad, "entries[0].rank", "4, but it is listed 1")


def test_a_date_that_does_not_fit(good: dict[str, Any]) -> None:
    bad = copy.deepcopy(good)
    bad["tournament"]["date"] = "2026-11-16"
    _refused(bad, "tournament.date", "2026-11-16 is after today (2026-11-15)")
    bad["tournament"]["date"] = "2026-02-30"
    _refused(bad, "tournament.date", "is not a date such as 2026-12-20")
    none = copy.deepcopy(good)
    none["tournament"]["rounds_played"] = 0
    _refused(none, "tournament.rounds_played", "no round was played")


def test_a_level_that_does_not_fit(good: dict[str, Any]) -> None:
    bad = copy.deepcopy(good)
    bad["tournament"]["level"] = "national"
    bad["tournament"]["round_time_reduction"] = 2
    _refused(bad, "tournament.level", "national, but the rounds were shortened by 2 minutes")
    club_800 = copy.deepcopy(good)
    club_800["tournament"]["announced_800"] = True
    _refused(club_800, "tournament.level", "club, but the 800-MP rule was announced")
    unknown = copy.deepcopy(good)
    unknown["tournament"]["level"] = "world"
    _refused(unknown, "tournament.level", "unknown level 'world'")


def test_the_check_command_exits_2_naming_the_place(
    capsys: pytest.CaptureFixture[str], good: dict[str, Any], tmp_path: Path
) -> None:
    path = tmp_path / "fed.json"
    path.write_text(federation.dumps(good), encoding="utf-8")
    code, out, _ = run(capsys, "federation", "check", str(path))
    assert code == 0 and "every card, table and total holds" in out
    bad = copy.deepcopy(good)
    del bad["entries"][0]["players"][0]["card"]
    path.write_text(federation.dumps(bad), encoding="utf-8")
    code, out, err = run(capsys, "federation", "check", str(path))
    assert (code, out) == (2, "") and "entries[0].players[0].card: " in err


def test_an_export_refused_writes_nothing_and_records_nothing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "club.sqlite3"
    with open_database(path) as database:
        desk = Desk(database, actor="Maria Arbitra")
        tid = import_text(desk, dumps(played_tournament()))
        nameless = reg.add_player(desk, "Senza", "Tessera")
        # A member of entry 1 turns out to be a player without a card: the file cannot be credited.
        with database.sessions() as session, session.begin():
            entry_id = session.scalar(
                select(dbm.Entry.id).where(dbm.Entry.tournament_id == tid, dbm.Entry.number == 1)
            )
            member = session.scalars(
                select(dbm.EntryPlayer).where(dbm.EntryPlayer.entry_id == entry_id)
            ).first()
            assert member is not None
            member.player_id = nameless
    target = tmp_path / "fed.json"
    monkeypatch.setattr(dt, "date", _Today)
    code, _, err = run(
        capsys,
        "federation",
        "export",
        str(tid),
        "--database",
        str(path),
        "--referee",
        "M. A.",
        "-o",
        str(target),
    )
    assert code == 2 and ".card: Senza Tessera has no card" in err, err
    assert not target.exists() and list(tmp_path.glob("*.json")) == []
    with open_database(path) as database, Desk(database).read() as session:
        assert session.scalar(select(func.count(dbm.FederationExport.id))) == 0


def test_the_referee_is_the_tournament_s_and_a_tournament_without_one_is_refused(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 38: the file said "arbitro" unless --referee was given. The tournament's own referee is the
    default; without one the export is refused in one line, naming both ways to give it, and writes nothing."""
    path = tmp_path / "club.sqlite3"
    with open_database(path) as database:
        named = import_text(Desk(database), dumps(played_tournament()))
        nameless = import_text(Desk(database), dumps(played_tournament(referee=None)))
    monkeypatch.chdir(tmp_path)

    def export(tid: int, out: str) -> tuple[int, str, str]:
        with monkeypatch.context() as today:
            today.setattr(dt, "date", _Today)
            return run(capsys, "federation", "export", str(tid), "--database", str(path), "-o", out)

    assert export(named, "named.json")[::2] == (0, "")
    assert json.loads((tmp_path / "named.json").read_text(encoding="utf-8"))["tournament"]["referee"] == (
        "Maria Arbitra"
    )
    code, out, err = export(nameless, "x.json")
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1
    assert f"the tournament has no referee: give it one (tournament edit {nameless} --referee NAME" in err
    assert not (tmp_path / "x.json").exists()
    edited = run(
        capsys, "tournament", "edit", str(nameless), "--referee", "  Carla   Neri ", "--database", str(path)
    )
    assert edited == (0, "referee: Carla Neri\n", "")
    assert export(nameless, "x.json")[::2] == (0, "")
    assert (
        json.loads((tmp_path / "x.json").read_text(encoding="utf-8"))["tournament"]["referee"] == "Carla Neri"
    )


def test_an_export_from_the_command_line_is_written_and_recorded(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "club.sqlite3"
    with open_database(path) as database:
        tid = import_text(Desk(database), dumps(played_tournament()))
    monkeypatch.setattr(dt, "date", _Today)
    monkeypatch.chdir(tmp_path)
    code, out, err = run(
        capsys, "federation", "export", str(tid), "--database", str(path), "--referee", "M. A."
    )
    assert (code, err) == (0, "")
    written = tmp_path / "torneo-simulato-2026-11-10-federazione.json"
    assert out == f"{written.name}: federation file of tournament {tid}, 6 entries, checked\n"
    assert json.loads(written.read_text(encoding="utf-8"))["tournament"]["referee"] == "M. A."
    with open_database(path) as database:
        desk = Desk(database)
        assert service.reminders(desk, dt.date(2026, 11, 25)) == []
        with desk.read() as session:
            row = session.scalars(select(dbm.FederationExport)).one()
        assert row.fingerprint == fingerprints(played_tournament())[3]


class _Today(dt.date):
    @classmethod
    def today(cls) -> _Today:
        return cls(2026, 11, 15)


def test_a_tarot_tournament_is_refused_by_its_game(desk: Desk) -> None:
    t = simulate_tarot(entries=8, seed=1)
    tarot_id = import_text(
        desk, dumps(dataclasses.replace(t, setup=dataclasses.replace(t.setup, date=PLAYED)))
    )
    with pytest.raises(FiburError, match="a Sicilian Tarot tournament is not played under it"):
        service.export(desk, tarot_id, TODAY)
    assert service.reminders(desk, dt.date(2026, 11, 25)) == []


def test_the_reminder_names_files_not_yet_sent(desk: Desk, tid: int) -> None:
    assert service.reminders(desk, dt.date(2026, 11, 9)) == []  # not played yet by its date
    due = dt.date(2026, 11, 20)
    assert service.reminders(desk, TODAY) == [service.Reminder(tid, "Torneo simulato", due, late=False)]
    assert service.reminders(desk, due) == [service.Reminder(tid, "Torneo simulato", due, late=False)]
    assert service.reminders(desk, dt.date(2026, 11, 21)) == [
        service.Reminder(tid, "Torneo simulato", due, late=True)
    ]
    exported = service.export(desk, tid, TODAY)
    service.record_export(desk, tid, exported.fingerprint)
    assert service.reminders(desk, dt.date(2026, 11, 21)) == []
    service.record_export(desk, tid, exported.fingerprint)  # a second export keeps one row
    with desk.read() as session:
        assert session.scalar(select(func.count(dbm.FederationExport.id))) == 1


def test_the_documented_example_passes_and_quotes_its_tournament_files_fingerprint() -> None:
    docs = Path(__file__).parents[1] / "docs"
    example = json.loads((docs / "federation-example.json").read_text(encoding="utf-8"))
    federation.check(example, TODAY)
    assert (docs / "federation-example.json").read_text(encoding="utf-8") == federation.dumps(example)
    tournament = (docs / "federation-example-tournament.json").read_text(encoding="utf-8")
    verdict = verify_text(
        tournament,
        f"{example['tournament']['fingerprint']['round']}:{example['tournament']['fingerprint']['value']}",
    )
    assert verdict.intact and verdict.computed[-1] == example["tournament"]["fingerprint"]["value"]


def test_a_round_still_being_played_is_refused_naming_its_tables(desk: Desk) -> None:
    t = played_tournament()
    last = t.rounds[-1]
    unplayed = dataclasses.replace(
        last, tables=tuple(dataclasses.replace(x, result=None) for x in last.tables[:2]) + last.tables[2:]
    )
    tid = import_text(desk, dumps(dataclasses.replace(t, rounds=(*t.rounds[:-1], unplayed))))
    with pytest.raises(FiburError) as caught:
        service.export(desk, tid, TODAY)
    numbers = ", ".join(str(x.number) for x in last.tables[:2])
    assert str(caught.value) == f"round 3 still misses the result of table(s) {numbers}"


def test_a_tournament_with_rounds_still_to_play_has_no_file_and_keeps_its_reminder(desk: Desk) -> None:
    t = played_tournament(rounds=2)
    setup = dataclasses.replace(t.setup, planned_rounds=4, sessions=((1, 2, 3, 4),))
    tid = import_text(desk, dumps(dataclasses.replace(t, setup=setup)))
    with pytest.raises(FiburError) as caught:
        service.export(desk, tid, TODAY)
    assert str(caught.value) == (
        "Torneo simulato: round 3, 4 of 4 still to play: the federation file is written when the tournament is "
        "over (or after it is declared interrupted)"
    )
    assert caught.value.italian.startswith("Torneo simulato: turno 3, 4 di 4 ancora da giocare")
    with desk.read() as session:
        assert session.scalar(select(func.count(dbm.FederationExport.id))) == 0
    assert [r.tournament_id for r in service.reminders(desk, TODAY)] == [tid]
    # declared interrupted after round 2, its standings of record are final: the file is written
    interrupted = dataclasses.replace(setup, interrupted_after=2, name="Interrotto")
    other = import_text(desk, dumps(dataclasses.replace(t, setup=interrupted)))
    assert json.loads(service.export(desk, other, TODAY).text)["tournament"]["rounds_played"] == 2


def test_a_correction_after_the_export_brings_the_reminder_back(desk: Desk) -> None:
    t = played_tournament()
    tid = import_text(desk, dumps(t))
    exported = service.export(desk, tid, TODAY)
    service.record_export(desk, tid, exported.fingerprint)
    assert service.reminders(desk, TODAY) == []
    last = t.rounds[-1]
    table = last.tables[0]
    assert table.result is not None
    enter_result(
        desk,
        tid,
        last.number,
        table.number,
        table.result.ns_points + 500,
        table.result.ew_points,
        confirmed_by_opponents=True,
        countersigned=True,
    )
    assert service.current_fingerprint(desk, tid) != exported.fingerprint
    due = dt.date(2026, 11, 20)
    assert service.reminders(desk, TODAY) == [
        service.Reminder(tid, "Torneo simulato", due, late=False, changed=True)
    ]
    # the file written again is the one the federation holds: the reminder goes
    service.record_export(desk, tid, service.export(desk, tid, TODAY).fingerprint)
    assert service.reminders(desk, TODAY) == []


@pytest.mark.parametrize(
    ("kind", "entries", "plan"),
    [("teams", 8, "danish:3"), ("individual", 16, "danish:3"), ("giallo", 8, "giallo:3")],
)
def test_every_burraco_kind_passes_the_table_checks(desk: Desk, kind: str, entries: int, plan: str) -> None:
    # Team matches are one unit of two rooms, giallo sides two individuals each: the stricter table checks
    # (two sides, MP summing to 0, VP to the total) hold for what the writer writes for each.
    t = simulate(entries=entries, rounds=3, plan=plan, seed=3, kind=kind)
    tid = import_text(
        desk,
        dumps(
            dataclasses.replace(t, setup=dataclasses.replace(t.setup, date=PLAYED, referee="Maria Arbitra"))
        ),
    )
    written = json.loads(service.export(desk, tid, TODAY).text)
    federation.check(written, TODAY)
    assert {row["how"] for e in written["entries"] for row in e["rounds"]} >= {"result"}


@pytest.mark.parametrize("withdrawal", [Sanction("withdrawal", entry=3, from_round=2, quarrel=True), None])
def test_a_quarrel_and_an_absence_pass_the_table_checks(desk: Desk, withdrawal: Sanction | None) -> None:
    # A quarrel: the guilty side's quarrel_guilty beside the innocent side's result at one table, then the
    # excluded entry out and its opponents alone at theirs (IT Art. 38); an absence: absent beside
    # withdrawal_opponent. None of them is a moved or deleted side.
    t = played_tournament(rounds=3)
    sanctions = (withdrawal,) if withdrawal else (Sanction("absent", entry=3, round=2),)
    covered = [r for r in t.rounds if sanctions[0].decides_instead_of_sheet(r.number)]
    rounds = tuple(
        dataclasses.replace(
            r,
            tables=tuple(dataclasses.replace(x, result=None) if 3 in x.entries() else x for x in r.tables),
        )
        if r in covered
        else r
        for r in t.rounds
    )
    tid = import_text(desk, dumps(dataclasses.replace(t, rounds=rounds, sanctions=sanctions)))
    written = json.loads(service.export(desk, tid, TODAY).text)
    federation.check(written, TODAY)
    three = next(e for e in written["entries"] if e["entry"] == 3)
    assert [r["how"] for r in three["rounds"]][1] in ("quarrel_guilty", "absent")


def test_a_round_decided_by_a_rule_scores_that_rules_figures(desk: Desk) -> None:
    tid = import_text(desk, dumps(played_tournament(entries=7)))  # a rest each round
    good = json.loads(service.export(desk, tid, TODAY).text)
    federation.check(good, TODAY)
    bad = copy.deepcopy(good)
    index, entry = next((i, e) for i, e in enumerate(bad["entries"]) if e["rounds"][0]["how"] == "bye")
    bye = dict(entry["rounds"][0])
    entry["rounds"][0]["vp"] += 5
    entry["vp"] += 5
    bad["entries"].sort(key=lambda e: (-e["vp"], e["entry"]))
    for position, e in enumerate(bad["entries"], 1):
        e["rank"] = position
    index = next(i for i, e in enumerate(bad["entries"]) if e is entry)
    # the file does not say pairs or teams: either's bye is accepted, both named
    _refused(bad, f"entries[{index}].rounds[0]", f"bye gives {bye['vp']} VP, {bye['mp']} MP or ")
    with pytest.raises(FiburError, match=f"on 4 deals, not {bye['vp'] + 5} VP, {bye['mp']} MP$"):
        federation.check(bad, TODAY)
