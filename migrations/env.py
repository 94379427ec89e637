"""Alembic environment, run in-process by fibur_director.db.migrate on a connection it provides.

The caller has already begun the transaction (``BEGIN IMMEDIATE``, foreign keys off), so alembic runs inside
it and the caller decides whether to commit after ``PRAGMA foreign_key_check``.
"""

from alembic import context

from fibur_director.db.games import METADATA  # every game's own tables too

connection = context.config.attributes.get("connection")
if connection is None:
    raise RuntimeError("FIBur Director migrations run in-process: use fibur_director.db.migrate")

context.configure(
    connection=connection,
    target_metadata=METADATA,
    render_as_batch=True,  # SQLite cannot ALTER most things: alembic's batch mode copies the table
    transactional_ddl=True,
    compare_type=True,
)
with context.begin_transaction():
    context.run_migrations()
