"""fibur-director-cli prizes FILE|--tournament T [--list PRIZES.toml] [--json] [--save|--clear] (issue 37, item 5):
the awards of a list with why, from a tournament file or a database's tournament; a bad list refused naming the
place, exit 2, and nothing changed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from sqlalchemy import func, select

from fibur_director.cli import main
from fibur_director.db import models as m
from fibur_director.db.database import open_location
from fibur_director.domain.tournament_file import dumps_with_standings
from fibur_director.games.burraco.ruleset import get_ruleset
from fibur_director.games.burraco.simulation import simulate
from fibur_director.games.burraco.standings import standings

LIST = """
[[prize]]
name = "Assoluti"
places = 2

[[prize]]
name = "Ultima coppia"
places = 1
from_bottom = true
"""


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        code = main(list(argv))
    except SystemExit as exit_:
        code = int(exit_.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def played(tmp_path: Path) -> tuple[Path, list[int]]:
    tournament = simulate(entries=10, rounds=3, plan="danish:3", seed=7)
    path = tmp_path / "torneo.json"
    path.write_text(dumps_with_standings(tournament), encoding="utf-8")
    order = [s.entry for s in standings(tournament, get_ruleset(tournament.setup.ruleset))]
    return path, order


def stored(database: str) -> tuple[str | None, int]:
    with open_location(database) as db, db.sessions() as session:
        t = session.get(m.Tournament, 1)
        assert t is not None
        return t.prize_list, session.scalar(select(func.count()).select_from(m.AuditEntry)) or 0


def test_prizes_of_a_file_and_of_a_database_tournament_with_its_saved_list(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, played: tuple[Path, list[int]]
) -> None:
    path, order = played
    listing = tmp_path / "premi.toml"
    listing.write_text(LIST, encoding="utf-8")
    code, out, err = run(capsys, "prizes", str(path), "--list", str(listing), "--json")
    assert (code, err) == (0, "")
    awards = json.loads(out)
    assert [(a["prize"], a["entry"], a["rank"]) for a in awards] == [
        ("Assoluti", order[0], 1), ("Assoluti", order[1], 2), ("Ultima coppia", order[-1], 1)
    ]  # fmt: skip
    assert awards[0]["why"].startswith("1. eligible: 1. in the standings, ")
    assert set(awards[0]) == {"prize", "entry", "rank", "why", "perche"}

    database = str(tmp_path / "club.sqlite3")
    assert run(capsys, "tournament", "import", str(path), "--database", database)[0] == 0
    code, out, _ = run(capsys, "prizes", "--tournament", "1", "--database", database)
    assert code == 0 and out.splitlines()[0].startswith(f"Classifica · 1 · {order[0]} ")  # the default list
    code, out, err = run(
        capsys, "prizes", "--tournament", "1", "--list", str(listing), "--save", "--database", database
    )
    assert code == 0 and len(out.splitlines()) == 3
    assert err == "tournament 1: prize list of premi.toml saved, 2 prizes (undo takes it back)\n"
    assert (
        stored(database)[0]
        == '[[prize]]\nname = "Assoluti"\nplaces = 2\n\n[[prize]]\nname = "Ultima coppia"\nplaces = 1\nfrom_bottom = true\n'
    )
    code, out, _ = run(capsys, "prizes", "--tournament", "1", "--database", database, "--json")
    assert [a["entry"] for a in json.loads(out)] == [order[0], order[1], order[-1]]
    code, _out, err = run(capsys, "prizes", "--tournament", "1", "--clear", "--database", database)
    assert (code, err) == (0, "tournament 1: back to the default prize list (undo takes it back)\n")
    assert stored(database)[0] is None


def test_an_empty_list_says_so(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, played: tuple[Path, list[int]]
) -> None:
    path, _order = played
    empty = tmp_path / "vuoto.toml"
    empty.write_text("", encoding="utf-8")
    assert run(capsys, "prizes", str(path), "--list", str(empty)) == (0, "no prize in the list\n", "")
    assert run(capsys, "prizes", str(path), "--list", str(empty), "--json") == (0, "[]\n", "")
    database = str(tmp_path / "club.sqlite3")
    assert run(capsys, "tournament", "import", str(path), "--database", database)[0] == 0
    code, out, err = run(
        capsys, "prizes", "--tournament", "1", "--list", str(empty), "--save", "--database", database
    )
    assert (code, out) == (0, "no prize in the list\n")
    assert err == "tournament 1: prize list of vuoto.toml saved, 0 prizes (undo takes it back)\n"


@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            '[[prize]]\nname = "Assoluti"\nplaces = "tre"\n',
            "premi.toml: prize[0].places: must be a whole number",
        ),
        ('[[prize]]\nname = "Assoluti"\nplaces = 3\n[prize\n', "premi.toml: is not valid TOML"),
        (
            '[[prize]]\nname = "Ultimi turni"\nplaces = 1\nrounds = [3, 4]\n',
            "error: premi.toml: prize[0].rounds: round 4: the tournament plans 3",
        ),
    ],
)
def test_a_bad_list_is_refused_naming_the_place_and_changes_nothing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, played: tuple[Path, list[int]], text: str, said: str
) -> None:
    path, _order = played
    database = str(tmp_path / "club.sqlite3")
    assert run(capsys, "tournament", "import", str(path), "--database", database)[0] == 0
    good = tmp_path / "buona.toml"
    good.write_text(LIST, encoding="utf-8")
    assert (
        run(capsys, "prizes", "--tournament", "1", "--list", str(good), "--save", "--database", database)[0]
        == 0
    )
    before = stored(database)
    listing = tmp_path / "premi.toml"
    listing.write_text(text, encoding="utf-8")
    code, out, err = run(
        capsys, "prizes", "--tournament", "1", "--list", str(listing), "--save", "--database", database
    )
    assert code == 2 and out == ""
    assert said in err
    assert stored(database) == before


def test_the_list_travels_with_the_tournament_file_and_leaves_the_fingerprints_alone(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, played: tuple[Path, list[int]]
) -> None:
    import dataclasses

    from fibur_director.domain.tournament_file import TournamentError, fingerprints, loads

    path, _order = played
    database = str(tmp_path / "club.sqlite3")
    listing = tmp_path / "premi.toml"
    listing.write_text(LIST, encoding="utf-8")
    assert run(capsys, "tournament", "import", str(path), "--database", database)[0] == 0
    assert (
        run(capsys, "prizes", "--tournament", "1", "--list", str(listing), "--save", "--database", database)[
            0
        ]
        == 0
    )
    exported = tmp_path / "esportato.json"
    assert run(capsys, "tournament", "export", "1", "--out", str(exported), "--database", database)[0] == 0
    again = loads(exported.read_text(encoding="utf-8"))
    assert again.setup.prize_list == stored(database)[0]
    before = loads(path.read_text(encoding="utf-8"))
    assert fingerprints(again) == fingerprints(before)  # the prizes decide no result
    # The file's own list: printed and listed from the file alone.
    code, out, _ = run(capsys, "prizes", str(exported), "--json")
    assert code == 0 and [a["prize"] for a in json.loads(out)][-1] == "Ultima coppia"
    pdf = tmp_path / "finale.pdf"
    assert run(capsys, "print", "standings", str(exported), "--final", "--out", str(pdf))[0] == 0
    # A file whose list cannot be read is refused naming the place.
    broken = json.loads(exported.read_text(encoding="utf-8"))
    broken["tournament"]["prize_list"] = '[[prize]]\nname = "X"\nplaces = -1\n'
    with pytest.raises(
        TournamentError, match=r"tournament.prize_list: prize\[0\].places: must be a whole number"
    ):
        loads(json.dumps(broken))
    assert dataclasses.replace(before.setup, prize_list=None) == before.setup


def test_saving_the_same_list_again_records_nothing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, played: tuple[Path, list[int]]
) -> None:
    """F3 of issue 37's attack: a save that changes nothing says so and leaves no action for undo to take."""
    path, _order = played
    database = str(tmp_path / "club.sqlite3")
    listing = tmp_path / "premi.toml"
    listing.write_text(LIST, encoding="utf-8")
    assert run(capsys, "tournament", "import", str(path), "--database", database)[0] == 0
    save = ("prizes", "--tournament", "1", "--list", str(listing), "--save", "--database", database)
    assert run(capsys, *save)[0] == 0
    before = stored(database)
    code, _out, err = run(capsys, *save)
    assert (code, err) == (0, "tournament 1: already has this prize list; nothing was changed\n")
    assert stored(database) == before  # the list and the count of audit rows
    clear = ("prizes", "--tournament", "1", "--clear", "--database", database)
    assert run(capsys, *clear)[0] == 0
    before = stored(database)
    code, _out, err = run(capsys, *clear)  # the default list already: said as such (the attack's C1)
    assert (code, err) == (0, "tournament 1: already uses the default prize list; nothing was changed\n")
    assert stored(database) == before
    one = tmp_path / "uno.toml"
    one.write_text('[[prize]]\nname = "Primi"\nplaces = 1\n', encoding="utf-8")
    code, _out, err = run(
        capsys, "prizes", "--tournament", "1", "--list", str(one), "--save", "--database", database
    )
    assert (code, err) == (0, "tournament 1: prize list of uno.toml saved, 1 prize (undo takes it back)\n")


def test_saving_after_the_standings_became_definitive_is_allowed_and_said(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """F2 of issue 37's attack: the final standings published hours ago are definitive; a new list is kept (a
    reprint needs it) and the referee is told, in one line on stderr, that it may differ from the one handed out."""
    import dataclasses

    from fibur_director.domain.tournament import Published

    tournament = simulate(entries=10, rounds=3, plan="danish:3", seed=7)
    done = dataclasses.replace(
        tournament,
        setup=dataclasses.replace(
            tournament.setup, published=Published("final", 3, "2026-11-01T18:00:00+00:00")
        ),
    )
    path = tmp_path / "definitiva.json"
    path.write_text(dumps_with_standings(done), encoding="utf-8")
    database = str(tmp_path / "club.sqlite3")
    assert run(capsys, "tournament", "import", str(path), "--database", database)[0] == 0
    listing = tmp_path / "premi.toml"
    listing.write_text(LIST, encoding="utf-8")
    code, out, err = run(
        capsys, "prizes", "--tournament", "1", "--list", str(listing), "--save", "--database", database
    )
    assert code == 0 and len(out.splitlines()) == 3
    assert err == (
        "tournament 1: prize list of premi.toml saved, 2 prizes (undo takes it back); the final standings are "
        "already definitive: a «Premiati» printed now may differ from the one handed out\n"
    )


def test_a_group_the_tournament_does_not_have_is_refused_naming_the_prize(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, played: tuple[Path, list[int]]
) -> None:
    """F4 of issue 37's attack: «Girone Q» of a finished tournament with no merit groups gave nobody the prize
    and was kept; now refused naming the file, the prize and the key, and nothing is saved."""
    path, _order = played
    database = str(tmp_path / "club.sqlite3")
    assert run(capsys, "tournament", "import", str(path), "--database", database)[0] == 0
    listing = tmp_path / "gironi.toml"
    listing.write_text('[[prize]]\nname = "Girone Q"\nplaces = 1\ngroup = "Q"\n', encoding="utf-8")
    before = stored(database)
    code, out, err = run(
        capsys, "prizes", "--tournament", "1", "--list", str(listing), "--save", "--database", database
    )
    assert (code, out) == (2, "")
    assert err == (
        "fibur-director-cli: error: gironi.toml: prize[0].group: «Girone Q»: group Q: the tournament has no "
        "merit groups\n"
    )
    assert stored(database) == before
    code, _out, err = run(capsys, "prizes", str(path), "--list", str(listing))
    assert code == 2 and "gironi.toml: prize[0].group: «Girone Q»" in err


def test_a_category_no_player_has_is_refused_naming_the_prize(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """F4 of issue 37's attack: «Z» when the players are A, B and C is a typo, refused with the categories
    that exist; «c» is C; nothing is saved."""
    import dataclasses

    tournament = simulate(entries=8, rounds=3, plan="mitchell:3", seed=1)
    players = tuple(dataclasses.replace(p, category="ABC"[i % 3]) for i, p in enumerate(tournament.players))
    path = tmp_path / "torneo.json"
    path.write_text(dumps_with_standings(dataclasses.replace(tournament, players=players)), encoding="utf-8")
    database = str(tmp_path / "club.sqlite3")
    assert run(capsys, "tournament", "import", str(path), "--database", database)[0] == 0
    listing = tmp_path / "categorie.toml"
    listing.write_text('[[prize]]\nname = "Categoria Z"\nplaces = 1\ncategory = "Z"\n', encoding="utf-8")
    before = stored(database)
    code, out, err = run(
        capsys, "prizes", "--tournament", "1", "--list", str(listing), "--save", "--database", database
    )
    assert (code, out) == (2, "")
    assert err == (
        "fibur-director-cli: error: categorie.toml: prize[0].category: «Categoria Z»: category Z: no player has "
        "it (known: A, B, C)\n"
    )
    assert stored(database) == before
    assert run(capsys, "prizes", str(path), "--list", str(listing))[0] == 2
    listing.write_text('[[prize]]\nname = "Categoria C"\nplaces = 1\ncategory = "c"\n', encoding="utf-8")
    assert run(capsys, "prizes", str(path), "--list", str(listing))[0] == 0


def test_pair_category_on_one_player_entries_is_said_not_to_apply(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """The attack's C2: a list with ``pair_category = "worse"`` over a Sicilian Tarot tournament is taken (the same
    list may serve the club's burraco evenings) and the command says, on stderr, that it does not apply; over a
    burraco tournament, where it applies, nothing is said."""
    from fibur_director.domain.tournament_file import dumps
    from fibur_director.games.tarot.simulation import simulate_tarot

    listing = tmp_path / "premi.toml"
    listing.write_text('pair_category = "worse"\n' + LIST, encoding="utf-8")
    tarot = tmp_path / "tarocchi.json"
    tarot.write_text(dumps(simulate_tarot(entries=8, seed=2)), encoding="utf-8")
    code, out, err = run(capsys, "prizes", str(tarot), "--list", str(listing))
    assert (code, err) == (
        0,
        "premi.toml: pair_category does not apply, each entry is one player with their own category\n",
    )
    assert out.startswith("Assoluti · 1 · ")
    pairs = tmp_path / "coppie.json"
    pairs.write_text(dumps(simulate(entries=8, rounds=3, plan="danish:3", seed=2)), encoding="utf-8")
    code, _out, err = run(capsys, "prizes", str(pairs), "--list", str(listing))
    assert (code, err) == (0, "")
