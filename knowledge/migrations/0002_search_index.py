"""The full-text index of live heads, per database (see knowledge/search_backends.py).

PostgreSQL: a stored generated tsvector column + a partial GIN index over live rows. Note for later
migrations: PostgreSQL refuses to change the type of `title`, `key` or `body` while this generated
column reads them — drop the column first, alter, and add it back.
SQLite: an FTS5 table holding the live heads, maintained by knowledge.services.
"""

from django.db import migrations

PG_FORWARD = [
    """
    ALTER TABLE knowledge_record ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') ||
        setweight(to_tsvector('english'::regconfig, replace(key, '-', ' ')), 'A') ||
        setweight(to_tsvector('english'::regconfig, coalesce(body, '')), 'B')
    ) STORED
    """,
    "CREATE INDEX knowledge_record_live_fts ON knowledge_record USING GIN (search_vector) "
    "WHERE status = 'live'",
]
PG_BACKWARD = [
    "DROP INDEX IF EXISTS knowledge_record_live_fts",
    "ALTER TABLE knowledge_record DROP COLUMN IF EXISTS search_vector",
]
SQLITE_FORWARD = [
    # `scope` holds one token, d<domain id>: the domain filter becomes part of the MATCH.
    "CREATE VIRTUAL TABLE IF NOT EXISTS knowledge_record_fts USING fts5("
    "title, key, body, scope, tokenize = 'porter unicode61 remove_diacritics 2')",
    "INSERT INTO knowledge_record_fts(rowid, title, key, body, scope) "
    "SELECT id, title, replace(key, '-', ' '), body, 'd' || domain_id FROM knowledge_record WHERE status = 'live'",
]
SQLITE_BACKWARD = ["DROP TABLE IF EXISTS knowledge_record_fts"]


def _run(schema_editor, statements_by_vendor: dict[str, list[str]]) -> None:
    statements = statements_by_vendor.get(schema_editor.connection.vendor)
    if statements is None:
        raise RuntimeError("knowledge search supports PostgreSQL and SQLite only")
    for statement in statements:
        schema_editor.execute(statement)


def forward(apps, schema_editor) -> None:
    _run(schema_editor, {"postgresql": PG_FORWARD, "sqlite": SQLITE_FORWARD})


def backward(apps, schema_editor) -> None:
    _run(schema_editor, {"postgresql": PG_BACKWARD, "sqlite": SQLITE_BACKWARD})


class Migration(migrations.Migration):
    dependencies = [("knowledge", "0001_initial")]

    operations = [migrations.RunPython(forward, backward)]
