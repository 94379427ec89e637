"""The shipped rulesets hold the figures of DIGEST §3–§7, and broken ruleset files are refused."""

from __future__ import annotations

from pathlib import Path

import pytest

from fibur_director.domain.errors import RulesetError, ScoreError
from fibur_director.domain.rulesets import load_any
from fibur_director.games.burraco.ruleset import SANCTION_AWARDS, Award, get_ruleset, ruleset_ids
from fibur_director.games.burraco.ruleset_loader import load_ruleset
from fibur_director.games.burraco.scoring import equivalent_mp
from fibur_director.locations import rulesets_dir

IT, REV, FED = "burraco-italiano", "burraco-revolution", "fedibur-1985"


def test_shipped_rulesets() -> None:
    assert ruleset_ids() == [IT, REV, FED]


@pytest.mark.parametrize("rid", [IT, REV])
def test_late_over_ten_minutes_is_the_printed_pair(rid: str) -> None:
    # IT/REV Art. 39: 13-7 +505 (4 deals), 14-6 +355 (3), 14-6 +305 (2), teams 13-7 +555 — REV prints IT's pairs.
    ruleset = get_ruleset(rid)
    assert ruleset.award("forfeit_win", 4) == Award(13, 505)
    assert ruleset.award("forfeit_win", 3) == Award(14, 355)
    assert ruleset.award("forfeit_win", 2) == Award(14, 305)
    assert ruleset.award("forfeit_win", 3, teams=True) == Award(13, 555)
    assert ruleset.award("both_late_loss", 4) == Award(7, -505)
    assert ruleset.award("both_late_loss", 3) == Award(6, -355)


@pytest.mark.parametrize("rid", [IT, REV])
def test_art_38_printed_figures(rid: str) -> None:
    ruleset = get_ruleset(rid)
    assert ruleset.absent_first_rounds == 3
    assert ruleset.award("absent_first", 4) == Award(7, -505)
    assert ruleset.award("absent_later", 4).vp == 0
    assert ruleset.award("withdrawal_opponent", 4) == Award(13, 505)
    assert ruleset.award("suspended_misconduct", 4) == Award(7, -505)
    assert ruleset.award("suspended_misconduct", 3, teams=True).mp == -555
    assert ruleset.award("both_abandoned", 4) == Award(0, 0)
    assert ruleset.award("quarrel_guilty", 4).vp == 0


# Pairs the codes print as numbers; every other figure must be the "equivalent" MP of its VP (DIGEST §3).
PRINTED = {
    (REV, "forfeit_win"): {"2", "3", "4", "teams"},
    (REV, "both_late_loss"): {"2", "3", "4", "teams"},
    (REV, "absent_first"): {"4"},
    (REV, "withdrawal_opponent"): {"4"},
    (REV, "suspended_misconduct"): {"4", "teams"},
}


@pytest.mark.parametrize("rid", [IT, REV, FED])
def test_unprinted_figures_are_equivalent_mp(rid: str) -> None:
    ruleset = get_ruleset(rid)
    for name in SANCTION_AWARDS:
        for key, award in ruleset.sanctions[name].awards.items():
            deals, teams = (3 if rid == REV else 4, True) if key == "teams" else (int(key), False)
            if key in PRINTED.get((rid, name), set()):
                continue
            if name == "both_abandoned":
                assert award == Award(0, 0)
            elif name == "quarrel_guilty":  # open: mirrors the innocent side, zero-sum
                assert award == Award(0, -ruleset.award("withdrawal_opponent", deals, teams=teams).mp)
            else:
                assert award.mp == equivalent_mp(rid, deals, award.vp, teams=teams), (rid, name, key)
    for key, award in ruleset.bye.awards.items():
        deals, teams = (3 if rid == REV else 4, True) if key == "teams" else (int(key), False)
        assert award == Award(12, equivalent_mp(rid, deals, 12, teams=teams))


def test_round_times() -> None:
    # IT/REV Art. 6; the director may shorten a round by at most 2 minutes.
    assert [get_ruleset(IT).round_time(d) for d in (2, 3, 4)] == [25, 32, 42]
    assert [get_ruleset(REV).round_time(d) for d in (2, 3, 4)] == [30, 42, 52]
    assert get_ruleset(IT).round_time(4, reduction=2) == 40
    with pytest.raises(ScoreError, match="0 to 2 minutes"):
        get_ruleset(IT).round_time(4, reduction=3)
    with pytest.raises(ScoreError):
        get_ruleset(FED).round_time(2)


@pytest.mark.parametrize("rid", [IT, REV, FED])
def test_every_second_warning_costs_one_vp(rid: str) -> None:
    rule = get_ruleset(rid).warnings
    assert [rule.deduction(n) for n in range(6)] == [0, 0, 1, 1, 2, 2]


def test_infractions_that_carry_a_warning() -> None:
    italiano = get_ruleset(IT).warnings
    wrong = italiano.infraction("wrong_table")
    assert wrong is not None and wrong.article == "IT Art. 2" and "tavolo sbagliato" in wrong.italian
    slow = get_ruleset(REV).warnings.infraction("slow_play")
    assert slow is not None and slow.article == "REV Art. 36"  # IT Art. 37 is REV Art. 36
    assert italiano.infraction("smoking") is None
    assert get_ruleset(FED).warnings.infractions == ()  # the 1985 rules list none: free text at the desk


def test_late_ladder() -> None:
    late = get_ruleset(IT).late
    assert late.warning_up_to_minutes == 2
    assert late.bonus == ((5, 150), (10, 200))
    assert late.forfeit_over_minutes == 10
    assert late.team_bonus_room == "open"


def test_unmonitored_difference_caps() -> None:
    rule = get_ruleset(IT).unmonitored
    assert rule.threshold_mp == 800
    assert rule.caps[20] == (7, 0)
    assert rule.caps[14] == (7, 6)
    assert rule.caps[13] == rule.caps[10] == (7, 7)


def test_scoring_values() -> None:
    it, rev, fed = (get_ruleset(r).scoring for r in (IT, REV, FED))
    assert (it.burraco_pulito, it.burraco_semipulito, it.burraco_sporco, it.chiusura, it.pozzetto_non_preso) == (
        200, 150, 100, 100, -100,
    )  # fmt: skip
    assert (rev.burraco_revolution, rev.burraco_pulito, rev.chiusura, rev.pozzetto_non_preso) == (
        500,
        300,
        200,
        -200,
    )
    assert fed.burraco_semipulito is None and fed.burraco_revolution is None
    cards = it.card_values
    assert (cards.jolly, cards.pinella, cards.asso, cards.figure_e_alte, cards.basse) == (30, 20, 15, 10, 5)


def test_tie_breaks_and_rests() -> None:
    assert get_ruleset(IT).tie_break == ("vp", "mp")
    assert get_ruleset(FED).tie_break == ("vp", "mp", "points")
    assert get_ruleset(IT).max_rests_per_session == 1
    assert get_ruleset(IT).substitutions.before_fraction_of_rounds == 0.5


# ---- broken files -------------------------------------------------------------------------------------------

BROKEN = [
    ("[45, 120, 11, 9]", "[50, 120, 11, 9]", "vp_tables[0].ranges[1]", "must start at 45"),
    ("[0, 40, 10, 10]", "[0, 42, 10, 10]", "vp_tables[0].ranges[0]", "not a multiple of 5"),
    ("[45, 120, 11, 9]", "[45, 120, 11, 8]", "vp_tables[0].ranges[1]", "do not sum to 20"),
    ("[125, 200, 12, 8]", "[125, 200, 11, 9]", "vp_tables[0].ranges[2]", "must grow"),
    ("[0, 40, 10, 10]", "[0, 40, 11, 9]", "vp_tables[0].ranges[0]", "10-10"),
    ("[45, 120, 11, 9]", "[45, 120, 11]", "vp_tables[0].ranges[1]", "list of 4 numbers"),
    (
        "over = [1000, 20, 0]",
        "over = [995, 20, 0]",
        "vp_tables[0].over",
        "must start where the last range ends",
    ),
    ("deals = [3]\n", "deals = [2]\n", "vp_tables[1].deals", "already has a table"),
    (
        "teams = [13, 555]\n\n[sanctions.both_late_loss]",
        "\n[sanctions.both_late_loss]",
        "sanctions.forfeit_win.teams",
        "is missing",
    ),
    ("4 = [13, 505]", "4 = [23, 505]", "sanctions.forfeit_win.4", "0 to 20"),
    ("4 = [13, 505]", "4 = [13, 507]", "sanctions.forfeit_win.4", "not a multiple of 5"),
    ("4 = [13, 505]", "5 = [13, 505]", "sanctions.forfeit_win.5", "no VP table for '5'"),
    ('tie_break = ["vp", "mp"]', 'tie_break = ["vp", "goals"]', "standings.tie_break", "distinct keys"),
    ("bonus = [[5, 150], [10, 200]]", "bonus = [[5, 150], [4, 200]]", "late.bonus[1]", "must increase"),
    ("per_deduction = 2", 'per_deduction = "two"', "warnings.per_deduction", "whole number"),
    ("format = 1\n", "format = 1\nvp_table = 3\n", "vp_table", "not a ruleset field"),
    (
        "[sanctions.lost_score_sheet]",
        "[sanctions.lost_scoresheet]",
        "sanctions.lost_scoresheet",
        "not a known sanction",
    ),
    ("10 = [7, 7]", "", "unmonitored_difference.caps.10", "is missing"),
    ("ranges = [\n  [0, 40", "ranges = [[\n  [0, 40", "-", "not valid TOML"),
    ('key = "shuffling"', 'key = "wrong_table"', "warnings.infractions[1].key", "listed twice"),
    (
        'it = "Carte mescolate',
        'italian = "Carte mescolate',
        "warnings.infractions[1].italian",
        "not an infraction",
    ),
    ('article = "IT Art. 9"', 'article = ""', "warnings.infractions[5].article", "non-empty text"),
    ('"registration", "ranking"]', '"registration", "rank"]', "first_round.seating", "distinct methods"),
    (
        '"category", "registration", "ranking"]',
        '"category", "draw", "ranking"]',
        "first_round.seating",
        "distinct",
    ),
    (
        "difference_factor = 2\n",
        "difference_factor = 2\n[score_sheet]\ndeals = 1\n",
        "score_sheet.deals",
        "true or",
    ),
    (
        "difference_factor = 2\n",
        "difference_factor = 2\n[score_sheet]\ndeal = true\n",
        "score_sheet.deal",
        "not a score sheet field",
    ),
]


def test_the_paper_sheet_is_deal_by_deal_unless_the_ruleset_says_totals(tmp_path: Path) -> None:
    # The shipped codes say nothing: their sheets are written deal by deal, as the program prints them.
    assert all(get_ruleset(rid).sheet_deals for rid in (IT, REV, FED))
    text = (rulesets_dir() / "burraco-italiano.toml").read_text(encoding="utf-8")
    club = tmp_path / "club-rules.toml"
    club.write_text(text + "\n[score_sheet]\ndeals = false\n", "utf-8")
    assert not load_ruleset(club).sheet_deals


@pytest.mark.parametrize(("old", "new", "field", "words"), BROKEN, ids=[b[2] + ":" + b[3] for b in BROKEN])
def test_broken_file_is_refused_naming_file_and_field(
    tmp_path: Path, old: str, new: str, field: str, words: str
) -> None:
    text = (rulesets_dir() / "burraco-italiano.toml").read_text(encoding="utf-8")
    assert old in text
    broken = tmp_path / "club-rules.toml"
    broken.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(RulesetError) as caught:
        load_ruleset(broken)
    error = caught.value
    assert error.file == "club-rules.toml" and error.field == field
    assert "club-rules.toml" in str(error) and field in str(error) and words in str(error)
    assert "club-rules.toml" in error.italian and "campo" in error.italian


def test_unreadable_and_binary_files(tmp_path: Path) -> None:
    with pytest.raises(RulesetError, match="cannot be read"):
        load_ruleset(tmp_path / "missing.toml")
    binary = tmp_path / "zip.toml"
    binary.write_bytes(b"PK\x03\x04\xff\xfe\x00")
    with pytest.raises(RulesetError, match=r"zip\.toml"):
        load_ruleset(binary)


@pytest.mark.parametrize("path", sorted(rulesets_dir().glob("*.toml")), ids=lambda p: p.name)
def test_shipped_file_loads(path: Path) -> None:
    assert load_any(path).id == path.stem
