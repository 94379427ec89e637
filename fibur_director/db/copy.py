"""Moving an event between engines: every row of one database into an empty other, ids and all.

A club's SQLite file goes to the national event's PostgreSQL server and back (``fibur-director-cli database
copy SRC DST``). Rows keep their ids, so the audit log (which names rows by id), the undo stacks and every
reference stay true; each table's id high-water mark is carried too, so an id used and freed in the source
is never handed out again in the copy (revision 0004). The copy is one transaction on the destination,
under its write lock: a failure leaves it empty.
"""

from __future__ import annotations

from sqlalchemy import Connection, Table, func, select, text

from fibur_director.db.database import Database
from fibur_director.db.engine import WRITE_LOCK
from fibur_director.db.games import METADATA
from fibur_director.db.models import ProgramRecord
from fibur_director.domain.errors import FiburError

BATCH = 1000
# Each database records the program that last wrote it (revision 0008): the target's own row stays.
COPIED = [table for table in METADATA.sorted_tables if table is not ProgramRecord.__table__]


class CopyRefused(FiburError):
    pass


def _high_water(connection: Connection, table: Table) -> int:
    """The largest id ever handed out in ``table`` (deleted rows included)."""
    largest = int(connection.execute(select(func.coalesce(func.max(table.c.id), 0))).scalar_one())
    if connection.dialect.name == "sqlite":
        seq = connection.execute(
            text("SELECT seq FROM sqlite_sequence WHERE name = :t"), {"t": table.name}
        ).scalar()
    else:
        seq = connection.execute(
            text("SELECT pg_sequence_last_value(pg_get_serial_sequence(:t, 'id'))"), {"t": table.name}
        ).scalar()
    return max(largest, int(seq or 0))


def _set_high_water(connection: Connection, table: Table, value: int) -> None:
    if value <= 0:
        return
    if connection.dialect.name == "sqlite":
        # Inserting explicit ids has already raised it to the largest copied id; lift it to the source's.
        connection.execute(text("DELETE FROM sqlite_sequence WHERE name = :t"), {"t": table.name})
        connection.execute(
            text("INSERT INTO sqlite_sequence (name, seq) VALUES (:t, :v)"), {"t": table.name, "v": value}
        )
    else:
        connection.execute(
            text("SELECT setval(pg_get_serial_sequence(:t, 'id'), :v, true)"), {"t": table.name, "v": value}
        )


def copy_rows(source: Database, target: Database) -> dict[str, int]:
    """Copy every row of ``source`` into the empty ``target`` (both at the same schema); returns the rows
    copied per table. Refused, with nothing written, when the target already holds anything."""
    if source.migration.after != target.migration.after:
        raise CopyRefused(
            f"the two databases are at different schemas ({source.migration.after}, {target.migration.after})",
            f"i due database sono a schemi diversi ({source.migration.after}, {target.migration.after})",
        )
    copied: dict[str, int] = {}
    with (
        source.engine.connect() as reading,
        target.engine.connect().execution_options(**WRITE_LOCK) as writing,
    ):
        with writing.begin():
            for table in COPIED:
                if writing.execute(select(func.count()).select_from(table)).scalar_one():
                    raise CopyRefused(
                        f"{target.label} already holds data ({table.name}): copy only into an empty database; "
                        "nothing was changed",
                        f"{target.label} contiene già dei dati ({table.name}): copiare solo in un database vuoto; "
                        "nulla è stato modificato",
                    )
            # Parents before children, so every foreign key finds its row.
            for table in COPIED:
                rows = reading.execute(select(table).order_by(table.c.id)).mappings()
                count = 0
                while batch := rows.fetchmany(BATCH):
                    writing.execute(table.insert(), [dict(row) for row in batch])
                    count += len(batch)
                copied[table.name] = count
                _set_high_water(writing, table, _high_water(reading, table))
        reading.rollback()
    return copied
