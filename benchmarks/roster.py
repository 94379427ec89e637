"""The federation's member list (issue 37): a generated roster of 20,000 members with planted duplicates.

    .venv/bin/python benchmarks/roster.py [--members 20000] [--seed 1] [--repeats 15]

The roster: Italian names drawn with a long tail (the 49 common surnames of the simulations, most often, and
some 8,000 made of Italian syllables, the commonest one member in 180; 120 first names with their near twins, Mario and Maria, Franco and Franca),
clubs of 20 to 300 members, one member in six a relative of another in the same club (same surname, another
first name and birth date: the natural near-duplicates), a birth date for 99 in 100 (``--no-birth``: the
federation's form asks it; the figures with 3 in 100 missing are in docs/performance.md too). Then about 2 % of the
members are planted again under a second card:

    exact     the same name and birth date, any club
    typo      one letter changed, dropped, doubled or two swapped (name or surname), same birth date, any club
    club      a typo, in the same club, the birth date left out
    swapped   surname and name swapped, same birth date
    card      the same card under another person's name (a card typed for someone else)

Printed: the share of planted pairs ``domain.roster.same_people`` finds (target >= 95 %), the share of the pairs
it reports that were not planted (target <= 1 %) with a sample of each kind of miss, and its time; then, in a
database file: the import of the roster (a csv) as one action and its undo, the search the registration page
runs as the referee types (target <= 50 ms), service alone and the whole page's refresh (Qt offscreen), and for
comparison the same 20,000 rows written through the audit log (``actions.insert_rows``) and undone row by row.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import platform
import random
import statistics
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from timing import median_seconds

NAMES = [
    "Mario",
    "Maria",
    "Franco",
    "Franca",
    "Paolo",
    "Paola",
    "Giulio",
    "Giulia",
    "Luca",
    "Lucia",
    "Carlo",
    "Carla",
    "Marco",
    "Marta",
    "Anna",
    "Anno",
    "Luigi",
    "Luigia",
    "Giuseppe",
    "Giuseppina",
    "Antonio",
    "Antonia",
    "Francesco",
    "Francesca",
    "Giovanni",
    "Giovanna",
    "Roberto",
    "Roberta",
    "Stefano",
    "Stefania",
    "Andrea",
    "Alessandro",
    "Alessandra",
    "Davide",
    "Daniele",
    "Daniela",
    "Simone",
    "Simona",
    "Matteo",
    "Lorenzo",
    "Lorena",
    "Riccardo",
    "Fabio",
    "Fabia",
    "Claudio",
    "Claudia",
    "Massimo",
    "Sergio",
    "Sergia",
    "Bruno",
    "Bruna",
    "Enrico",
    "Enrica",
    "Pietro",
    "Piera",
    "Angelo",
    "Angela",
    "Michele",
    "Michela",
    "Salvatore",
    "Vincenzo",
    "Vincenza",
    "Nicola",
    "Nicoletta",
    "Emanuele",
    "Emanuela",
    "Raffaele",
    "Raffaella",
    "Gabriele",
    "Gabriella",
    "Silvio",
    "Silvia",
    "Renato",
    "Renata",
    "Sandro",
    "Sandra",
    "Rita",
    "Elena",
    "Laura",
    "Valeria",
    "Valerio",
    "Cristina",
    "Cristiano",
    "Monica",
    "Patrizia",
    "Patrizio",
    "Barbara",
    "Federica",
    "Federico",
    "Elisa",
    "Eliseo",
    "Chiara",
    "Sara",
    "Ilaria",
    "Ugo",
    "Eva",
    "Ida",
    "Ada",
    "Rosa",
    "Rosanna",
    "Rosaria",
    "Rosario",
    "Teresa",
    "Luisa",
    "Luciano",
    "Luciana",
    "Gino",
    "Gina",
    "Nino",
    "Nina",
    "Lino",
    "Lina",
    "Dino",
    "Dina",
    "Marisa",
    "Maurizio",
    "Mauro",
    "Maura",
]
SYLLABLES = ["ba", "be", "bi", "bo", "bu", "ca", "ce", "ci", "co", "cu", "da", "de", "di", "do", "fa", "fe", "fi", "fo", "ga", "ge", "gi", "go", "la", "le", "li", "lo", "lu", "ma", "me", "mi", "mo", "mu", "na", "ne", "ni", "no", "pa", "pe", "pi", "po", "ra", "re", "ri", "ro", "ru", "sa", "se", "si", "so", "ta", "te", "ti", "to", "va", "ve", "vi", "vo", "za", "ze", "zo"]  # fmt: skip
ENDINGS = (
    "lli",
    "tti",
    "ni",
    "ri",
    "ssi",
    "cci",
    "rdi",
    "nti",
    "lla",
    "sco",
    "ndo",
    "rra",
    "gna",
    "zzi",
    "ti",
)


def surnames(rng: random.Random, count: int) -> list[str]:
    """The simulations' 49 common surnames first, then made ones, most common first."""
    from fibur_director.games.simulated_names import SURNAMES

    made: list[str] = list(SURNAMES)
    seen = set(made)
    while len(made) < count:
        word = (
            "".join(rng.choice(SYLLABLES) for _ in range(rng.randint(1, 3))) + rng.choice(ENDINGS)
        ).capitalize()
        if word not in seen:
            seen.add(word)
            made.append(word)
    return made


def typo(rng: random.Random, word: str) -> str:
    """One keying slip in a word of at least three letters."""
    i = rng.randrange(1, len(word) - 1)
    kind = rng.choice(("change", "drop", "double", "swap"))
    if kind == "change":
        return word[:i] + rng.choice("aeioulnrst".replace(word[i].lower(), "")) + word[i + 1 :]
    if kind == "drop":
        return word[:i] + word[i + 1 :]
    if kind == "double":
        return word[:i] + word[i] + word[i:]
    return word[: i - 1] + word[i] + word[i - 1] + word[i + 1 :]


def roster(
    members: int, seed: int, no_birth: float = 0.01
) -> tuple[list[dict[str, object]], dict[tuple[str, str], str]]:
    """(records, the planted pairs of keys with their kind). Each record's ``person`` says who it is: a pair of
    records of one person is a true pair even when not planted as such (two copies of one member)."""
    rng = random.Random(seed)
    family = surnames(rng, 8000)
    # A long tail: the commonest surname is one member in 180 (Rossi, Italy's commonest, is one in 600 or so).
    weights = [1 / (rank + 1) ** 0.5 for rank in range(len(family))]
    clubs = []
    while sum(size for _name, size in clubs) < members:
        clubs.append((f"Circolo {rng.choice(family)} {len(clubs) + 1}", rng.randint(20, 300)))
    records: list[dict[str, object]] = []
    for club, size in clubs:
        start = len(records)
        for _ in range(size):
            if len(records) >= members:
                break
            relative = (
                records[rng.randrange(start, len(records))]
                if len(records) > start and rng.random() < 1 / 6
                else None
            )
            surname = str(relative["surname"]) if relative else rng.choices(family, weights)[0]
            born = dt.date(1935, 1, 1) + dt.timedelta(days=rng.randrange(365 * 70))
            key = f"FIB{100000 + len(records)}"
            records.append(
                {
                    "key": key,
                    "person": key,
                    "surname": surname,
                    "name": rng.choice(NAMES),
                    "club": club,
                    "born": born if rng.random() >= no_birth else None,
                }
            )
    planted: dict[tuple[str, str], str] = {}
    originals = rng.sample(records, members // 50)
    for number, original in enumerate(originals):
        kind = rng.choices(("exact", "typo", "club", "swapped", "card"), (35, 30, 15, 10, 10))[0]
        copy = dict(original, key=f"FIB{900000 + number}")
        if original["born"] is None and kind != "card":
            kind = "club"  # only the club can tell a person without a birth date
        if kind in ("exact", "typo", "swapped"):
            copy["club"] = rng.choice(clubs)[0] if rng.random() < 0.5 else original["club"]
        if kind in ("typo", "club"):
            field = rng.choice(("surname", "name"))
            copy[field] = typo(rng, str(original[field]))
        if kind == "club":
            copy["born"] = None
        if kind == "swapped":
            copy["surname"], copy["name"] = original["name"], original["surname"]
        if kind == "card":
            # Someone registered under another's card: one card under two names, and that someone twice.
            stranger = rng.choice(records[:members])
            copy = dict(stranger, key=f"X{number}", card=original["key"])
            first, second = sorted((str(stranger["key"]), str(copy["key"])))
            planted[(first, second)] = "card, same person"
        records.append(copy)
        first, second = sorted((str(original["key"]), str(copy["key"])))
        planted[(first, second)] = kind
    return records, planted


def people(records: list[dict[str, object]]) -> list[object]:
    from fibur_director.domain.roster import Person

    return [
        Person(
            str(r["key"]),
            str(r["surname"]),
            str(r["name"]),
            str(r.get("card") or r["key"]),
            str(r["club"]),
            r["born"],  # type: ignore[arg-type]
        )
        for r in records
    ]


def duplicates(args: argparse.Namespace) -> None:
    from fibur_director.domain.roster import same_people

    records, planted = roster(args.members, args.seed, args.no_birth)
    who = people(records)
    start = time.perf_counter()
    found = same_people(who)  # type: ignore[arg-type]
    took = time.perf_counter() - start
    start = time.perf_counter()
    _exact_pairs(who)
    floor = time.perf_counter() - start
    pairs = {(p.first.key, p.second.key) for p in found}
    hit = [pair for pair in planted if pair in pairs]
    by_key = {str(r["key"]): r for r in records}
    false = [
        p
        for p in found
        if (p.first.key, p.second.key) not in planted
        and by_key[p.first.key]["person"] != by_key[p.second.key]["person"]
    ]
    missed = Counter(kind for pair, kind in planted.items() if pair not in pairs)
    extra = len(records) - args.members
    print(
        f"roster: {len(records)} records ({args.members} members + {extra} planted: {len(planted)} pairs), seed {args.seed}"
    )
    print(f"planted: {dict(Counter(planted.values()))}")
    print(
        f"found:   {len(found)} pairs in {took * 1000:.0f} ms (floor {floor * 1000:.0f} ms); reasons {dict(Counter(p.reason for p in found))}"
    )
    print(
        f"recall:  {len(hit)}/{len(planted)} planted pairs found = {100 * len(hit) / len(planted):.1f} % (target >= 95 %)"
    )
    print(f"         missed by kind: {dict(missed)}")
    share = 100 * len(false) / max(1, len(found))
    print(f"false:   {len(false)}/{len(found)} reported pairs not planted = {share:.2f} % (target <= 1 %)")
    for pair in false[: args.samples]:
        print(
            f"         e.g. {pair.reason} {pair.score:.0f}: {_shown(by_key.get(pair.first.key))} / {_shown(by_key.get(pair.second.key))}"
        )
    shown = 0
    for (a, b), kind in planted.items():
        if (a, b) not in pairs and shown < args.samples:
            shown += 1
            print(f"         missed {kind}: {_shown(by_key.get(a))} / {_shown(by_key.get(b))}")


def _exact_pairs(who: list[object]) -> int:
    """The floor, in the same run: only the exact rules (one card, one name and birth date), by dictionaries,
    with no fuzzy comparison at all."""
    from fibur_director.domain.roster import name_key

    seen: dict[object, list[object]] = {}
    for person in who:
        seen.setdefault(person.card, []).append(person)  # type: ignore[attr-defined]
        key = (name_key(person.surname, person.name), person.born)  # type: ignore[attr-defined]
        seen.setdefault(key, []).append(person)
    return sum(len(group) - 1 for group in seen.values())


def _shown(record: dict[str, object] | None) -> str:
    if record is None:
        return "?"
    return f"{record.get('card') or record['key']} {record['surname']} {record['name']} ({record['club']}, {record['born']})"


def database(args: argparse.Namespace) -> None:
    from fibur_director.db import models as m
    from fibur_director.db.database import open_database
    from fibur_director.services import registration as reg
    from fibur_director.services import roster as service
    from fibur_director.services.actions import Desk, insert_rows

    records, _planted = roster(args.members, args.seed)
    members = [r for r in records if not str(r["key"]).startswith("X")][: args.members]
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "elenco.csv"
        lines = ["Tessera;Cognome;Nome;Circolo;Categoria;Tipo;Scadenza;Punti;Nascita"]
        for r in members:
            born = r["born"].strftime("%d/%m/%Y") if r["born"] else ""  # type: ignore[attr-defined]
            lines.append(
                f"{r['key']};{r['surname']};{r['name']};{r['club']};{rng.choice('ABCD')};Ordinaria;31/12/2026;"
                f"{rng.randrange(5000)};{born}"
            )
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
        with open_database(Path(folder) / "club.sqlite3") as db:
            desk = Desk(db)
            archive = rng.sample(members, 2000)
            with desk.action("seed", "player") as (session, _note):
                insert_rows(
                    session,
                    m.Player,
                    [
                        {"surname": r["surname"], "name": r["name"], "card": r["key"], "club": r["club"],
                         "ranking_points": 0, "search_key": "", "created_at": dt.datetime(2026, 1, 1)}
                        for r in archive
                    ],
                )  # fmt: skip
            start = time.perf_counter()
            found = service.read_roster(path)
            read = time.perf_counter() - start
            start = time.perf_counter()
            done = service.import_roster(desk, path, dt.date(2026, 11, 3), found=found)
            imported = time.perf_counter() - start
            start = time.perf_counter()
            desk.undo(None)
            undone = time.perf_counter() - start
            start = time.perf_counter()
            desk.redo(None)
            redone = time.perf_counter() - start
            print(
                f"import: {len(found.members)} members read in {read * 1000:.0f} ms, put in use in {imported * 1000:.0f} ms "
                f"({done.refreshed.players} archive players refreshed); undo {undone * 1000:.0f} ms, redo {redone * 1000:.0f} ms"
            )
            typed = []
            for r in rng.sample(members, 40):
                surname = str(r["surname"])
                typed += [surname[:n] for n in range(2, min(len(surname), 6) + 1)]
                typed += [str(r["key"])[:n] for n in (4, 6, 9)]
            samples = []
            for text in typed:
                start = time.perf_counter()
                service.find_members(desk, text)
                samples.append(time.perf_counter() - start)
            print(
                f"search (service): {len(typed)} keystrokes over {len(members)} members: median "
                f"{statistics.median(samples) * 1000:.1f} ms, 95th {_pct(samples, 95) * 1000:.1f} ms, slowest "
                f"{max(samples) * 1000:.1f} ms (target <= 50 ms)"
            )
            search_floor(Path(folder) / "club.sqlite3", typed)
            page_search(desk, typed)
            check_time(desk, archive, reg, service)
            naive(desk, db, path, members)


def _pct(samples: list[float], percent: int) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, len(ordered) * percent // 100)]


def search_floor(path: Path, typed: list[str]) -> None:
    """The floor, in the same run: the search's one SELECT (the same LIKE scan of the list's 20,000 keys, its
    order and limit) through the sqlite3 module alone, without the ORM, the folding or the archive's cards."""
    import sqlite3

    from fibur_director.domain.text import fold

    connection = sqlite3.connect(path)
    try:
        samples = []
        for text in typed:
            start = time.perf_counter()
            query = "SELECT card, surname, name, club, category, points FROM roster_members WHERE list_id = 1"
            words = fold(text).split()
            query += " AND search_key LIKE ?" * len(words) + " ORDER BY surname, name LIMIT 50"
            connection.execute(query, [f"% {w}%" for w in words]).fetchall()
            samples.append(time.perf_counter() - start)
    finally:
        connection.close()
    print(
        f"search (floor):   the same keystrokes, one bare SELECT through sqlite3: median "
        f"{statistics.median(samples) * 1000:.1f} ms, 95th {_pct(samples, 95) * 1000:.1f} ms"
    )


def page_search(desk: object, typed: list[str]) -> None:
    """The whole registration page per keystroke: archive search, list search, marks, model (Qt offscreen)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from fibur_director.ui.context import DeskContext
    from fibur_director.ui.registration_page import RegistrationPage

    app = QApplication.instance() or QApplication([])
    page = RegistrationPage(DeskContext(desk, "it"))  # type: ignore[arg-type]
    samples = []
    for text in typed:
        start = time.perf_counter()
        page.search.setText(text)  # textChanged refreshes the list, as each key does
        samples.append(time.perf_counter() - start)
    app.processEvents()
    print(
        f"search (page):    the same keystrokes, page refreshed: median {statistics.median(samples) * 1000:.1f} ms, "
        f"95th {_pct(samples, 95) * 1000:.1f} ms, slowest {max(samples) * 1000:.1f} ms (the first: "
        f"{samples[0] * 1000:.1f} ms)"
    )


def check_time(desk: object, archive: list[dict[str, object]], reg: object, service: object) -> None:
    tid = reg.create_tournament(
        desk, reg.TournamentSettings("Nazionale", dt.date(2026, 11, 20), level="national")
    )  # type: ignore[attr-defined]
    ids = [p.id for p in reg.search_players(desk, "")[:400]]  # type: ignore[attr-defined]
    with desk.action("seed", "entry", tournament_id=tid) as (session, _note):  # type: ignore[attr-defined]
        from fibur_director.db import models as m

        for number in range(200):
            entry = m.Entry(tournament_id=tid, number=number + 1, kind="pair")
            session.add(entry)
            session.flush()
            for position, player in enumerate(ids[2 * number : 2 * number + 2], start=1):
                session.add(m.EntryPlayer(entry_id=entry.id, player_id=player, position=position))
    took = median_seconds(lambda: service.check(desk, tid), 5)  # type: ignore[attr-defined]
    found = service.check(desk, tid)  # type: ignore[attr-defined]
    print(
        f"check:  200 pairs (400 players) against the list: {len(found.problems)} problems in {took * 1000:.0f} ms"
    )


def naive(desk: object, db: object, path: Path, members: list[dict[str, object]]) -> None:
    """The road not taken: the 20,000 rows logged in the action's audit record and undone row by row."""
    from fibur_director.db import models as m
    from fibur_director.services.actions import insert_rows

    with desk.action("seed", "roster") as (session, _note):  # type: ignore[attr-defined]
        list_id = session.execute(
            m.RosterList.__table__.insert().returning(m.RosterList.id),
            {
                "listed_on": dt.date(2026, 1, 1),
                "source": "x",
                "digest": "x",
                "members": 0,
                "read_at": dt.datetime(2026, 1, 1),
            },
        ).scalar_one()
    start = time.perf_counter()
    with desk.action("naive_import", "roster") as (session, _note):  # type: ignore[attr-defined]
        insert_rows(
            session,
            m.RosterMember,
            [
                {"list_id": list_id, "card": str(r["key"]), "card_key": str(r["key"]), "surname": r["surname"],
                 "name": r["name"], "club": r["club"], "points": 0, "search_key": ""}
                for r in members
            ],
        )  # fmt: skip
    logged = time.perf_counter() - start
    start = time.perf_counter()
    desk.undo(None)  # type: ignore[attr-defined]
    undone = time.perf_counter() - start
    print(
        f"naive:  the same {len(members)} rows through the audit log: written in {logged * 1000:.0f} ms, undone in "
        f"{undone:.1f} s"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--members", type=int, default=20_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeats", type=int, default=15)
    parser.add_argument("--skip-database", action="store_true")
    parser.add_argument("--samples", type=int, default=5, help="misses and false pairs to print")
    parser.add_argument(
        "--no-birth",
        type=float,
        default=0.01,
        help="share of members listed without a birth date (default 0.01)",
    )
    args = parser.parse_args()
    print(f"{platform.node()} · Python {platform.python_version()} · {os.cpu_count()} cores")
    duplicates(args)
    if not args.skip_database:
        database(args)


if __name__ == "__main__":
    main()
