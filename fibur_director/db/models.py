"""The ORM models: the whole tournament domain, typed with SQLAlchemy 2 ``Mapped[...]``.

Integrity that the regulation guarantees is also enforced by the database where it is cheap to do so
(an entry number is unique in its tournament, a table has one result), so a bug in a service cannot store what
a referee could never write on a score sheet. A game's own numbers are the game's to check (burraco's points in
multiples of 5: ``games.burraco.check``, since revision 0018), and a game's own tables are mapped in its folder of
this layer (``db/tarot/deals.py``) on this ``Base``, listed by the layer's dispatch module ``db/games.py``: import
``db.games`` where the whole schema matters (create_all, alembic, the copy between engines, undo).
"""

from __future__ import annotations

import datetime as dt
from typing import Any, ClassVar

from sqlalchemy import (
    JSON,
    CheckConstraint,
    Date,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Text,
    UniqueConstraint,
    false,
    text,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship

from fibur_director.domain import vocabulary as words
from fibur_director.domain.checkin import DEFAULT_FEE_CENTS
from fibur_director.domain.text import search_key

# Named constraints let alembic's batch mode (SQLite "move and copy") find and recreate them.
NAMING = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


def _now() -> dt.datetime:
    return dt.datetime.now(dt.UTC).replace(tzinfo=None)


# SQLite reuses the row id of a deleted last row unless the table is AUTOINCREMENT; undo and the audit log name
# rows by id, so an id must never come back for another row (revision 0004).
NEVER_REUSE_IDS = {"sqlite_autoincrement": True}


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING)
    # none_as_null: None is SQL NULL, never the JSON text 'null', so a row undone and redone is the same row.
    type_annotation_map: ClassVar[dict[Any, Any]] = {
        dict[str, Any]: JSON(none_as_null=True),
        list[Any]: JSON(none_as_null=True),
    }


class Player(Base):
    """A person in the archive, reused across tournaments."""

    __tablename__ = "players"
    __table_args__ = NEVER_REUSE_IDS

    id: Mapped[int] = mapped_column(primary_key=True)
    surname: Mapped[str] = mapped_column(String(80))
    name: Mapped[str] = mapped_column(String(80))
    card: Mapped[str | None] = mapped_column(String(32), unique=True)  # federation card (tessera)
    club: Mapped[str | None] = mapped_column(String(120))
    category: Mapped[str | None] = mapped_column(String(32))
    ranking_points: Mapped[int] = mapped_column(Integer, default=0)  # national ranking points
    # Accent- and case-free "surname name card" for the desk's incremental search (revision 0002).
    search_key: Mapped[str] = mapped_column(String(300), default="", server_default="", index=True)
    created_at: Mapped[dt.datetime] = mapped_column(DateTime, default=_now)

    @classmethod
    def new(
        cls,
        surname: str,
        name: str,
        card: str | None = None,
        club: str | None = None,
        category: str | None = None,
        ranking_points: int = 0,
    ) -> Player:
        """A new archive player with its search key already set (every way in: the form, a file, a list)."""
        player = cls(
            surname=surname, name=name, card=card, club=club, category=category, ranking_points=ranking_points
        )
        player.refresh_search_key()
        return player

    def refresh_search_key(self) -> None:
        self.search_key = search_key(self.surname, self.name, self.card or "")


class Tournament(Base):
    __tablename__ = "tournaments"
    __table_args__ = (
        CheckConstraint("deals_per_round >= 1", name="deals"),
        CheckConstraint("planned_rounds >= 1", name="rounds"),
        CheckConstraint("round_time_reduction >= 0", name="reduction"),
        CheckConstraint(words.sql_in("level", words.LEVELS), name="level"),
        CheckConstraint("prizes IS NULL OR prizes >= 0", name="prizes"),
        NEVER_REUSE_IDS,
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(200))
    date: Mapped[dt.date] = mapped_column(Date)
    ruleset_id: Mapped[str] = mapped_column(String(64))
    # No CHECK: the kinds are the games' (games.registry), refused there when unknown (revision 0009).
    kind: Mapped[str] = mapped_column(String(16), default="pairs")
    deals_per_round: Mapped[int] = mapped_column(Integer)
    planned_rounds: Mapped[int] = mapped_column(Integer)
    # [[1, 2, 3], [4, 5, 6]]: the round numbers of each session (rests are counted per session, IT Art. 39).
    sessions: Mapped[list[Any]] = mapped_column(default=list)
    # [{"rounds": [1, 2, 3], "system": "mitchell"}, {"after_round": 4, "groups": [16, 16]}, ...]
    pairing_plan: Mapped[list[Any]] = mapped_column(default=list)
    round_time_reduction: Mapped[int] = mapped_column(Integer, default=0)  # minutes, IT Art. 6
    draw_seed: Mapped[int | None] = mapped_column(Integer)  # stored so a first-round draw can be repeated
    interrupted_after_round: Mapped[int | None] = mapped_column(Integer)  # IT Art. 40 (revision 0003)
    # club, federal, regional, national: the round cut and the 800-MP rule depend on it (revision 0005).
    level: Mapped[str] = mapped_column(String(16), default="club", server_default="club")
    announced_800: Mapped[bool] = mapped_column(default=False, server_default=false())
    prizes: Mapped[int | None] = mapped_column(Integer)  # per group; NULL: the ruleset's default
    tie_break: Mapped[list[Any] | None] = mapped_column()  # criteria after VP; NULL: the ruleset's chain
    # The tables may enter their own score sheets from a phone (issue 26, revision 0010); off unless turned on.
    table_entry: Mapped[bool] = mapped_column(default=False, server_default=false())
    # What each player pays at the door, in euro cents (issue 26; domain.checkin.DEFAULT_FEE_CENTS, revision
    # 0011). Not a sporting setting: the one the desk may change after creating the tournament.
    fee_cents: Mapped[int] = mapped_column(
        Integer, default=DEFAULT_FEE_CENTS, server_default=str(DEFAULT_FEE_CENTS)
    )
    # The referee who directs it (direttore di gara; issue 38, revision 0015): printed on the standings, the
    # workbook and the federation file. NULL: not given (tournaments made before it was asked).
    referee: Mapped[str | None] = mapped_column(String(100))
    # The prize list as TOML (issue 37, revision 0017; domain/prizes.py): NULL, the default list (the first
    # ``prizes`` of each group). Not a rule of play: it decides no result, and the fingerprints leave it out.
    prize_list: Mapped[str | None] = mapped_column(Text)
    created_at: Mapped[dt.datetime] = mapped_column(DateTime, default=_now)

    entries: Mapped[list[Entry]] = relationship(back_populates="tournament", cascade="all, delete-orphan")
    rounds: Mapped[list[Round]] = relationship(back_populates="tournament", cascade="all, delete-orphan")
    sanctions: Mapped[list[Sanction]] = relationship(
        back_populates="tournament", cascade="all, delete-orphan"
    )


class Entry(Base):
    """A registered pair, team or single player (individual and giallo).

    Whether it is still playing is not stored here: it follows from its withdrawal sanction, the one place
    that fact lives (``services.readmodel.entry_statuses``), so removing that sanction brings the entry back."""

    __tablename__ = "entries"
    __table_args__ = (
        UniqueConstraint("tournament_id", "number"),
        CheckConstraint(words.sql_in("kind", words.ENTRY_KINDS), name="kind"),
        NEVER_REUSE_IDS,
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    tournament_id: Mapped[int] = mapped_column(ForeignKey("tournaments.id", ondelete="CASCADE"), index=True)
    number: Mapped[int] = mapped_column(Integer)  # the number printed on score sheets and standings
    kind: Mapped[str] = mapped_column(String(16), default="pair")
    # A name the referee gave (a team's); None: the current members' surnames, derived when read, so an
    # edited surname or a substitution shows everywhere (``services.readmodel.entry_name``).
    name: Mapped[str | None] = mapped_column(String(200))
    late_entry: Mapped[bool] = mapped_column(default=False)  # completed an incomplete table (Art. 39)
    registered_at: Mapped[dt.datetime] = mapped_column(DateTime, default=_now)

    tournament: Mapped[Tournament] = relationship(back_populates="entries")
    members: Mapped[list[EntryPlayer]] = relationship(
        back_populates="entry", cascade="all, delete-orphan", order_by="EntryPlayer.position"
    )


class EntryPlayer(Base):
    """A player's membership of an entry; a substitution closes one row and opens another (Art. 38)."""

    __tablename__ = "entry_players"
    __table_args__ = (UniqueConstraint("entry_id", "player_id"), NEVER_REUSE_IDS)

    id: Mapped[int] = mapped_column(primary_key=True)
    entry_id: Mapped[int] = mapped_column(ForeignKey("entries.id", ondelete="CASCADE"), index=True)
    player_id: Mapped[int] = mapped_column(ForeignKey("players.id", ondelete="RESTRICT"), index=True)
    position: Mapped[int] = mapped_column(Integer, default=1)
    from_round: Mapped[int] = mapped_column(Integer, default=1)
    to_round: Mapped[int | None] = mapped_column(Integer)  # last round played, when substituted
    # The player's category and points as this tournament played them (revision 0019): copied from the archive
    # when the first round the member plays is proposed, or from the tournament file. NULL points: not yet
    # (before the draw), and the archive's current values are read. The archive keeps the current value, the
    # tournament the value as played: a later member list changes no played prize-giving.
    played_category: Mapped[str | None] = mapped_column(String(32))
    played_points: Mapped[int | None] = mapped_column(Integer)

    entry: Mapped[Entry] = relationship(back_populates="members")
    player: Mapped[Player] = relationship()


class Round(Base):
    __tablename__ = "rounds"
    __table_args__ = (
        # NULL never equals NULL in a UNIQUE constraint: the group is compared as '' so the number is unique
        # in a tournament without groups too.
        Index("uq_rounds_number", "tournament_id", "number", text("coalesce(group_label, '')"), unique=True),
        CheckConstraint(words.sql_in("status", words.ROUND_STATUSES), name="status"),
        NEVER_REUSE_IDS,
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    tournament_id: Mapped[int] = mapped_column(ForeignKey("tournaments.id", ondelete="CASCADE"), index=True)
    number: Mapped[int] = mapped_column(Integer)
    system: Mapped[str] = mapped_column(String(32))  # mitchell, danish, danish-modified, ..., manual
    group_label: Mapped[str | None] = mapped_column(String(8))  # merit or round-robin group
    status: Mapped[str] = mapped_column(String(16), default="proposed")
    seed: Mapped[int | None] = mapped_column(Integer)
    warnings: Mapped[list[Any]] = mapped_column(default=list)  # what the engine flagged when proposing
    published_at: Mapped[dt.datetime | None] = mapped_column(DateTime)
    closed_at: Mapped[dt.datetime | None] = mapped_column(DateTime)
    # Sicilian Tarot, round 1: the trump each player drew, [[entry id, trump], ...] highest first, which seats
    # the round (TAROT §2); NULL for every other round and kind (revision 0007).
    draw: Mapped[list[Any] | None] = mapped_column()

    tournament: Mapped[Tournament] = relationship(back_populates="rounds")
    tables: Mapped[list[RoundTable]] = relationship(
        back_populates="round", cascade="all, delete-orphan", order_by="RoundTable.number"
    )
    rests: Mapped[list[Rest]] = relationship(back_populates="round", cascade="all, delete-orphan")


class RoundTable(Base):
    """A table of a round; for teams, one room of a team match."""

    __tablename__ = "round_tables"
    __table_args__ = (
        Index("uq_round_tables_number", "round_id", "number", text("coalesce(room, '')"), unique=True),
        CheckConstraint("room IS NULL OR " + words.sql_in("room", words.ROOMS), name="room"),
        NEVER_REUSE_IDS,
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    round_id: Mapped[int] = mapped_column(ForeignKey("rounds.id", ondelete="CASCADE"), index=True)
    number: Mapped[int] = mapped_column(Integer)
    room: Mapped[str | None] = mapped_column(String(8))
    match: Mapped[int | None] = mapped_column(Integer)  # links the two rooms of a team match
    group_label: Mapped[str | None] = mapped_column(String(8))  # merit or round-robin group (revision 0003)
    ns_players: Mapped[list[Any] | None] = mapped_column()  # team pair seated North-South (IT Art. 3)
    ew_players: Mapped[list[Any] | None] = mapped_column()
    # Round 1 of a team match: the team that turned up the lower card declares first (IT Art. 3, revision 0005).
    declares_first_id: Mapped[int | None] = mapped_column(ForeignKey("entries.id", ondelete="RESTRICT"))

    round: Mapped[Round] = relationship(back_populates="tables")
    seats: Mapped[list[Seat]] = relationship(back_populates="table", cascade="all, delete-orphan")
    result: Mapped[Result | None] = relationship(back_populates="table", cascade="all, delete-orphan")
    # A game's own rows of a table (the Sicilian Tarot's deals) are mapped in db/<game>/, listed by db/games.py.


class Seat(Base):
    """An entry on one side of a table: one per side for pairs, two per side for giallo."""

    __tablename__ = "seats"
    __table_args__ = (
        UniqueConstraint("table_id", "side", "position"),
        CheckConstraint(words.sql_in("side", words.SIDES), name="side"),
        NEVER_REUSE_IDS,
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("round_tables.id", ondelete="CASCADE"), index=True)
    side: Mapped[str] = mapped_column(String(2))  # ns = fixed line, ew = moving line
    position: Mapped[int] = mapped_column(Integer, default=1)
    entry_id: Mapped[int] = mapped_column(ForeignKey("entries.id", ondelete="RESTRICT"), index=True)

    table: Mapped[RoundTable] = relationship(back_populates="seats")
    entry: Mapped[Entry] = relationship()


class Rest(Base):
    """An entry sitting out a round (riposo); it scores the bye."""

    __tablename__ = "rests"
    __table_args__ = (UniqueConstraint("round_id", "entry_id"), NEVER_REUSE_IDS)

    id: Mapped[int] = mapped_column(primary_key=True)
    round_id: Mapped[int] = mapped_column(ForeignKey("rounds.id", ondelete="CASCADE"), index=True)
    entry_id: Mapped[int] = mapped_column(ForeignKey("entries.id", ondelete="RESTRICT"), index=True)

    round: Mapped[Round] = relationship(back_populates="rests")


class Result(Base):
    """The two sides' point totals from a score sheet; MP and VP are derived from the ruleset."""

    __tablename__ = "results"
    # No multiple-of-5 CHECK since revision 0018: that is burraco's rule, checked by its game
    # (``games.burraco.check``) before a sheet is written; another game's points need not follow it.
    __table_args__ = (
        CheckConstraint("oddity IS NULL OR " + words.sql_in("oddity", words.ODDITIES), name="oddity"),
        NEVER_REUSE_IDS,
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("round_tables.id", ondelete="CASCADE"), unique=True)
    ns_points: Mapped[int] = mapped_column(Integer)
    ew_points: Mapped[int] = mapped_column(Integer)
    deals: Mapped[list[Any] | None] = mapped_column()  # optional per-deal detail [[ns, ew], ...]
    confirmed_by_opponents: Mapped[bool] = mapped_column(default=False)  # corrections, Art. 20
    countersigned: Mapped[bool] = mapped_column(default=False)  # referee's countersignature, Art. 20
    # An implausible sheet (ruleset [plausibility]) saved all the same: "questioned" until the referee has
    # checked it against the paper, then "confirmed"; None for a plausible one (revision 0005).
    oddity: Mapped[str | None] = mapped_column(String(16))
    entered_at: Mapped[dt.datetime] = mapped_column(DateTime, default=_now)

    table: Mapped[RoundTable] = relationship(back_populates="result")


class RoundClock(Base):
    """The round clock of a round (IT Art. 6), so it survives a restart of the desk (revision 0005).

    Kept apart from ``rounds`` and written outside the audit log: pausing a clock is not a tournament action to
    undo, and an undo of the round's own actions must not find its row changed by the clock's ticks."""

    __tablename__ = "round_clocks"
    __table_args__ = (
        CheckConstraint("total_seconds >= 0 AND left_seconds >= 0", name="seconds"),
        NEVER_REUSE_IDS,
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    round_id: Mapped[int] = mapped_column(ForeignKey("rounds.id", ondelete="CASCADE"), unique=True)
    total_seconds: Mapped[int] = mapped_column(Integer)
    left_seconds: Mapped[int] = mapped_column(Integer)  # when paused; while running, at ``started_at``
    started_at: Mapped[dt.datetime | None] = mapped_column(DateTime)  # UTC; None while paused


class TableCode(Base):
    """The code of one line (NS or EW) of a table of a published round: the phone page's address ``/t/CODE``
    (issue 26, revision 0010). Random, so it cannot be derived from anything printed elsewhere; tied to the
    round's table, so it is valid for that round only. Written outside the audit log, as the round clocks:
    a code is an access key, not a fact of the tournament to undo."""

    __tablename__ = "table_codes"
    __table_args__ = (
        UniqueConstraint("table_id", "line"),
        CheckConstraint(words.sql_in("line", words.SIDES), name="line"),
        NEVER_REUSE_IDS,
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("round_tables.id", ondelete="CASCADE"))
    line: Mapped[str] = mapped_column(String(2))
    code: Mapped[str] = mapped_column(String(8), unique=True)


class TableSubmission(Base):
    """A score sheet (or a confirmation) sent by one line of a table from its phone page (issue 26, revision
    0010). The table's phone state (pending, disputed, recorded) is derived from its rows in order
    (``domain.table_entry``); a recorded sheet is a ``results`` row written by ``results.enter_result``."""

    __tablename__ = "table_submissions"
    __table_args__ = (
        CheckConstraint(words.sql_in("line", words.SIDES), name="line"),
        CheckConstraint("ns_points IS NULL OR ns_points % 5 = 0", name="ns_points"),
        CheckConstraint("ew_points IS NULL OR ew_points % 5 = 0", name="ew_points"),
        NEVER_REUSE_IDS,
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("round_tables.id", ondelete="CASCADE"), index=True)
    line: Mapped[str] = mapped_column(String(2))
    ns_points: Mapped[int | None] = mapped_column(Integer)  # None: a confirmation of the other line's sheet
    ew_points: Mapped[int | None] = mapped_column(Integer)
    submitted_at: Mapped[dt.datetime] = mapped_column(DateTime, default=_now)
    # The deals as the line entered them, [[ns, ew], ...] (revision 0013); None: totals only, or a confirmation.
    deals: Mapped[list[Any] | None] = mapped_column()
    # The client address the row came from (revision 0014): both lines from one device are marked at the desk.
    device: Mapped[str | None] = mapped_column(String(64))


class FederationExport(Base):
    """When the tournament's federation file was last written, and the fingerprint of the round it reports
    (issue 27, revision 0012): the tournament list reminds the referee of the files still to send.

    Written outside the audit log, like the round clock: writing a file is not a tournament action to undo, and
    the tournament's own undo must never find this row changed."""

    __tablename__ = "federation_exports"
    __table_args__ = (NEVER_REUSE_IDS,)

    id: Mapped[int] = mapped_column(primary_key=True)
    tournament_id: Mapped[int] = mapped_column(ForeignKey("tournaments.id", ondelete="CASCADE"), unique=True)
    exported_at: Mapped[dt.datetime] = mapped_column(DateTime)  # UTC
    fingerprint: Mapped[str] = mapped_column(String(64))


class Sanction(Base):
    """Warnings, lateness, absences, withdrawals and special outcomes (TOURNAMENT-FILE.md, DIGEST §4)."""

    __tablename__ = "sanctions"
    __table_args__ = (
        CheckConstraint(words.sql_in("type", words.SANCTION_TYPES), name="type"),
        NEVER_REUSE_IDS,
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    tournament_id: Mapped[int] = mapped_column(ForeignKey("tournaments.id", ondelete="CASCADE"), index=True)
    type: Mapped[str] = mapped_column(String(32))
    entry_id: Mapped[int | None] = mapped_column(ForeignKey("entries.id", ondelete="RESTRICT"), index=True)
    round_id: Mapped[int | None] = mapped_column(ForeignKey("rounds.id", ondelete="CASCADE"), index=True)
    table_id: Mapped[int | None] = mapped_column(ForeignKey("round_tables.id", ondelete="CASCADE"))
    minutes: Mapped[int | None] = mapped_column(Integer)  # late
    from_round: Mapped[int | None] = mapped_column(Integer)  # withdrawal (revision 0003)
    points: Mapped[int | None] = mapped_column(Integer)  # referee_award
    quarrel: Mapped[bool] = mapped_column(default=False)  # withdrawal after a quarrel
    article: Mapped[str | None] = mapped_column(String(64))
    note: Mapped[str | None] = mapped_column(Text)
    created_at: Mapped[dt.datetime] = mapped_column(DateTime, default=_now)

    tournament: Mapped[Tournament] = relationship(back_populates="sanctions")


class StandingsPublication(Base):
    """Standings shown to the players: provisional before a group split, final at the end. They become
    definitive after the ruleset's verification minutes (IT Art. 20); then the rounds up to them are locked."""

    __tablename__ = "standings_publications"
    __table_args__ = (
        CheckConstraint(words.sql_in("kind", words.PUBLICATION_KINDS), name="kind"),
        NEVER_REUSE_IDS,
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    tournament_id: Mapped[int] = mapped_column(ForeignKey("tournaments.id", ondelete="CASCADE"), index=True)
    after_round: Mapped[int] = mapped_column(Integer)
    kind: Mapped[str] = mapped_column(String(16))
    published_at: Mapped[dt.datetime] = mapped_column(DateTime, default=_now)


class AuditEntry(Base):
    """Who changed what, when, with the values before and after; undo writes a compensating entry."""

    __tablename__ = "audit_log"
    __table_args__ = (Index("ix_audit_log_tournament_at", "tournament_id", "at"), NEVER_REUSE_IDS)

    id: Mapped[int] = mapped_column(primary_key=True)
    at: Mapped[dt.datetime] = mapped_column(DateTime, default=_now)
    actor: Mapped[str] = mapped_column(String(80))
    action: Mapped[str] = mapped_column(String(64))
    entity: Mapped[str] = mapped_column(String(64))
    entity_id: Mapped[int | None] = mapped_column(Integer)
    # Not a foreign key: the journal outlives what it describes (the undo of a tournament's creation deletes
    # the tournament and is itself logged under it); ids are never reused, so the number stays unambiguous.
    tournament_id: Mapped[int | None] = mapped_column(Integer)
    before: Mapped[dict[str, Any] | None] = mapped_column()
    after: Mapped[dict[str, Any] | None] = mapped_column()


class ProgramRecord(Base):
    """The version of FIBur Director that last opened the database to write (one row, revision 0008): a program
    older than it refuses the database instead of writing with rules it does not know (issue 23)."""

    __tablename__ = "program"
    __table_args__ = (CheckConstraint("id = 1", name="one_row"),)

    id: Mapped[int] = mapped_column(primary_key=True, autoincrement=False)
    version: Mapped[str] = mapped_column(String(64))
    updated_at: Mapped[dt.datetime] = mapped_column(DateTime, default=_now)


class CheckIn(Base):
    """A player at the door of a tournament: here or not, and what they paid (issue 26, revision 0011). No row:
    not here, nothing paid. Written through ``services.checkin`` as audited actions, so a mark from a helper's
    phone is in the journal under its device and can be taken back at the desk."""

    __tablename__ = "checkins"
    __table_args__ = (
        UniqueConstraint("tournament_id", "player_id"),
        CheckConstraint("paid_cents >= 0", name="paid"),
        NEVER_REUSE_IDS,
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    tournament_id: Mapped[int] = mapped_column(ForeignKey("tournaments.id", ondelete="CASCADE"), index=True)
    player_id: Mapped[int] = mapped_column(ForeignKey("players.id", ondelete="RESTRICT"), index=True)
    present: Mapped[bool] = mapped_column(default=False)
    paid_cents: Mapped[int] = mapped_column(Integer, default=0)
    updated_at: Mapped[dt.datetime] = mapped_column(DateTime, default=_now)


class CheckInDevice(Base):
    """A helper's phone paired with the desk for one tournament's check-in (issue 26, revision 0011).

    A row is born with the hash of the one-time code the desk shows; pairing replaces it with the hash of the
    device's token (its cookie). Neither secret is stored. Written outside the audit log, like the round clock:
    pairing or revoking a phone is not a tournament action for Ctrl+Z, and an undo must never re-open a phone
    the referee revoked."""

    __tablename__ = "checkin_devices"
    __table_args__ = (UniqueConstraint("tournament_id", "number"), NEVER_REUSE_IDS)

    id: Mapped[int] = mapped_column(primary_key=True)
    tournament_id: Mapped[int] = mapped_column(ForeignKey("tournaments.id", ondelete="CASCADE"), index=True)
    number: Mapped[int] = mapped_column(Integer)  # "accoglienza N" in the journal
    code_hash: Mapped[str | None] = mapped_column(String(64), unique=True)  # until paired
    token_hash: Mapped[str | None] = mapped_column(String(64), unique=True)  # once paired
    created_at: Mapped[dt.datetime] = mapped_column(DateTime, default=_now)
    paired_at: Mapped[dt.datetime | None] = mapped_column(DateTime)
    revoked_at: Mapped[dt.datetime | None] = mapped_column(DateTime)


class RosterList(Base):
    """One federation member list as read from its file (issue 37, revision 0016): its date, the file it came
    from and a digest of its bytes. With its members it is a snapshot, written once and never changed or deleted,
    outside the audit log: the audited fact is which list is in use (``RosterImport``), so undoing an import of
    20,000 members writes one row, not 20,000 (docs/architecture.md, "The member list")."""

    __tablename__ = "roster_lists"
    __table_args__ = (CheckConstraint("members >= 0", name="members"), NEVER_REUSE_IDS)

    id: Mapped[int] = mapped_column(primary_key=True)
    listed_on: Mapped[dt.date] = mapped_column(Date)  # the list's own date: "elenco tesserati del 3 nov."
    source: Mapped[str] = mapped_column(String(255))  # the file's name
    digest: Mapped[str] = mapped_column(String(64), index=True)  # SHA-256 of the file's bytes
    members: Mapped[int] = mapped_column(Integer)
    read_at: Mapped[dt.datetime] = mapped_column(DateTime, default=_now)


class RosterMember(Base):
    """A row of a member list: people, not a game's (issue 37). ``search_key`` is " surname name card" folded
    (accents and case ignored), so a word typed at the desk matches the start of any of the three."""

    __tablename__ = "roster_members"
    __table_args__ = (UniqueConstraint("list_id", "card_key"), NEVER_REUSE_IDS)

    id: Mapped[int] = mapped_column(primary_key=True)
    list_id: Mapped[int] = mapped_column(ForeignKey("roster_lists.id", ondelete="CASCADE"))
    card: Mapped[str] = mapped_column(String(32))
    card_key: Mapped[str] = mapped_column(String(32))  # domain.roster.card_key: how cards are compared
    surname: Mapped[str] = mapped_column(String(80))
    name: Mapped[str] = mapped_column(String(80))
    club: Mapped[str | None] = mapped_column(String(120))
    category: Mapped[str | None] = mapped_column(String(32))
    card_type: Mapped[str | None] = mapped_column(String(32))
    expires_on: Mapped[dt.date | None] = mapped_column(Date)
    points: Mapped[int] = mapped_column(Integer, default=0)
    born_on: Mapped[dt.date | None] = mapped_column(Date)
    search_key: Mapped[str] = mapped_column(String(300))


class RosterImport(Base):
    """A member list put in use (issue 37): the newest row's list is the one the desk uses. Audited: an import is
    one action, and its undo removes this row (the previous import's list is in use again) and puts back the
    archive's categories and points it refreshed."""

    __tablename__ = "roster_imports"
    __table_args__ = (NEVER_REUSE_IDS,)

    id: Mapped[int] = mapped_column(primary_key=True)
    list_id: Mapped[int] = mapped_column(ForeignKey("roster_lists.id", ondelete="RESTRICT"), index=True)
    imported_at: Mapped[dt.datetime] = mapped_column(DateTime, default=_now)
