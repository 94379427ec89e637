"""Persistence: ORM models, the SQLite engine, migrations, backups and the per-file lock."""
