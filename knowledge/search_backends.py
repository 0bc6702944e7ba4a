"""Relevance ranking over live heads, one contract on two databases.

PostgreSQL: `knowledge_record.search_vector`, a stored generated tsvector (title and key weighted A,
body B, `english` configuration) with a partial GIN index over live rows (migration 0002), matched
with `@@` and ranked by SearchRank — `ts_rank(vector, query, 1)`, normalised by document length.

SQLite: the FTS5 table `knowledge_record_fts` (porter stemmer, unicode61; a `scope` column holding one
token per domain) holding exactly the live heads — the services insert a record when it is written
and delete it when it is superseded or retracted, in the same transaction — ranked by `-bm25()` with
title and key weighted 4× the body.
`rebuild()` (manage.py knowledge_reindex) recreates it from the records: the index is a view.

Contract, both backends: OR over the query terms (stop words already dropped by `text.query_terms`),
live heads of one domain only, score rounded to 6 decimals, ordered by score desc, then authority
(coach > source > agent > llm), then newest first, then id.
"""

from collections.abc import Iterable, Sequence

from django.contrib.postgres.search import SearchQuery, SearchRank, SearchVectorField
from django.core.exceptions import ImproperlyConfigured
from django.db import connection
from django.db.models import Case, DecimalField, Func, IntegerField, Value, When
from django.db.models.expressions import RawSQL
from django.db.models.functions import Cast

_TIE_BREAK = (
    "CASE r.authority WHEN 'coach' THEN 0 WHEN 'source' THEN 1 WHEN 'agent' THEN 2 ELSE 3 END, "
    "r.created_at DESC, r.id DESC"
)


# The generated column is not a model field (declaring a SearchVectorField would need
# django.contrib.postgres installed and would break SQLite); the ORM reads it through RawSQL.
_DECIMAL = DecimalField(max_digits=30, decimal_places=15)
_VECTOR = RawSQL('"knowledge_record"."search_vector"', [], output_field=SearchVectorField())
_AUTHORITY_ORDER = Case(
    *(
        When(authority=name, then=Value(rank))
        for rank, name in enumerate(["coach", "source", "agent", "llm"])
    ),
    default=Value(4),
    output_field=IntegerField(),
)


def _raw_query(terms: list[str], title_only: bool) -> str:
    """`t1 | t2 …` for to_tsquery; `:A` keeps a term to the title and key (weight A)."""
    suffix = ":A" if title_only else ""
    return " | ".join(f"{term}{suffix}" for term in terms)


class PostgresSearch:
    """The generated column keeps itself current, so indexing is the database's job."""

    vendor = "postgresql"

    def index(self, records: Iterable) -> None:
        return None

    def unindex(self, record_ids: Iterable[int]) -> None:
        return None

    def rebuild(self, *, domain_id: int | None = None) -> int:
        return 0

    def rank(
        self, *, domain_id: int, terms: list[str], limit: int, title_only: bool = False
    ) -> list[tuple[int, float]]:
        if not terms:
            return []
        from knowledge.models import Record, Status

        query = SearchQuery(_raw_query(terms, title_only), search_type="raw", config="english")
        rank = SearchRank(_VECTOR, query, normalization=1)
        rows = (
            Record.objects.alias(vector=_VECTOR)
            .filter(status=Status.LIVE, domain_id=domain_id, vector=query)  # `@@`: the partial GIN index
            .annotate(score=Func(Cast(rank, _DECIMAL), 6, function="ROUND", output_field=_DECIMAL))
            .order_by("-score", _AUTHORITY_ORDER, "-created_at", "-id")
            .values_list("id", "score")[:limit]
        )
        return [(pk, float(score)) for pk, score in rows]

    def rank_many(
        self, *, domain_id: int, queries: Sequence[list[str]], limit: int, title_only: bool = False
    ) -> list[list[tuple[int, float]]]:
        """`rank` for several queries in one statement (a batch write's duplicate candidates): each
        query's best `limit`, in the same order as `rank` gives them."""
        results: list[list[tuple[int, float]]] = [[] for _ in queries]
        asked = [(index, _raw_query(terms, title_only)) for index, terms in enumerate(queries) if terms]
        if not asked:
            return results
        sql = (
            # The tsquery is parsed once per query (a function in FROM), not once per matching row.
            "SELECT q.i, x.id, x.score FROM unnest(%s::text[], %s::int[]) AS q(query, i) "
            "CROSS JOIN LATERAL to_tsquery('english', q.query) AS t(tsq) "
            "CROSS JOIN LATERAL (SELECT r.id, r.authority, r.created_at, "
            "ROUND(ts_rank(r.search_vector, t.tsq, 1)::numeric, 6) AS score "
            "FROM knowledge_record r WHERE r.status = 'live' AND r.domain_id = %s "
            "AND r.search_vector @@ t.tsq "
            f"ORDER BY score DESC, {_TIE_BREAK} LIMIT %s) AS x "
            f"ORDER BY q.i, x.score DESC, {_TIE_BREAK.replace('r.', 'x.')}"
        )
        with connection.cursor() as cursor:
            cursor.execute(sql, [[q for _, q in asked], [i for i, _ in asked], domain_id, limit])
            for index, pk, score in cursor.fetchall():
                results[index].append((pk, float(score)))
        return results


class SqliteSearch:
    """FTS5 over the live heads. The `scope` column holds one token, `d<domain id>`, so the domain filter
    is part of the full-text match (an intersection of doclists) instead of a scan of every match."""

    vendor = "sqlite"
    table = "knowledge_record_fts"
    slack = 50  # rows ranked beyond `limit` before ties are broken on the joined record columns

    def index(self, records: Iterable) -> None:
        rows = [
            (record.pk, record.title, record.key.replace("-", " "), record.body, f"d{record.domain_id}")
            for record in records
        ]
        if not rows:
            return
        with connection.cursor() as cursor:
            cursor.executemany(
                f"INSERT OR REPLACE INTO {self.table}(rowid, title, key, body, scope) "
                "VALUES (%s, %s, %s, %s, %s)",
                rows,
            )

    def unindex(self, record_ids: Iterable[int]) -> None:
        ids = list(record_ids)
        with connection.cursor() as cursor:
            for start in range(0, len(ids), 500):
                chunk = ids[start : start + 500]
                placeholders = ", ".join(["%s"] * len(chunk))
                cursor.execute(f"DELETE FROM {self.table} WHERE rowid IN ({placeholders})", chunk)

    def rebuild(self, *, domain_id: int | None = None) -> int:
        where, params = ("AND domain_id = %s", [domain_id]) if domain_id is not None else ("", [])
        with connection.cursor() as cursor:
            if domain_id is None:
                cursor.execute(f"DELETE FROM {self.table}")
            else:
                cursor.execute(
                    f"DELETE FROM {self.table} "
                    "WHERE rowid IN (SELECT id FROM knowledge_record WHERE domain_id = %s)",
                    [domain_id],
                )
            cursor.execute(
                f"INSERT INTO {self.table}(rowid, title, key, body, scope) "
                "SELECT id, title, replace(key, '-', ' '), body, 'd' || domain_id FROM knowledge_record "
                f"WHERE status = 'live' {where}",
                params,
            )
            return cursor.rowcount

    def _ranked(self, match: str, limit: int, inner_limit: int | None) -> list[tuple[int, float]]:
        # FTS5 ranks alone first (a MATERIALIZED CTE keeps SQLite from joining before the LIMIT); the
        # join then breaks ties on the record's authority and age.
        inner = f"ORDER BY raw LIMIT {int(inner_limit)}" if inner_limit else ""
        sql = (
            f"WITH ranked AS MATERIALIZED (SELECT rowid AS id, bm25({self.table}, 4.0, 4.0, 1.0, 0.0) AS raw "
            f"FROM {self.table} WHERE {self.table} MATCH %s {inner}) "
            "SELECT r.id, ROUND(-ranked.raw, 6) AS score "
            "FROM ranked JOIN knowledge_record r ON r.id = ranked.id "
            f"WHERE r.status = 'live' ORDER BY score DESC, {_TIE_BREAK} LIMIT %s"
        )
        with connection.cursor() as cursor:
            cursor.execute(sql, [match, inner_limit or limit])
            return [(row[0], float(row[1])) for row in cursor.fetchall()]

    @staticmethod
    def _match(domain_id: int, terms: list[str], title_only: bool) -> str:
        columns = "{title key}" if title_only else "{title key body}"
        return f"scope : d{int(domain_id)} AND {columns} : (" + " OR ".join(f'"{t}"' for t in terms) + ")"

    def rank_many(
        self, *, domain_id: int, queries: Sequence[list[str]], limit: int, title_only: bool = False
    ) -> list[list[tuple[int, float]]]:
        """`rank` for several queries in one statement per 200 (a batch write's duplicate candidates):
        each query's best `limit`, in the same order as `rank` gives them."""
        if len(queries) == 1:  # `rank` limits before its join, which one query can afford to
            return [self.rank(domain_id=domain_id, terms=queries[0], limit=limit, title_only=title_only)]
        results: list[list[tuple[int, float]]] = [[] for _ in queries]
        asked = [(i, self._match(domain_id, terms, title_only)) for i, terms in enumerate(queries) if terms]
        t = self.table
        for start in range(0, len(asked), 200):
            chunk = asked[start : start + 200]
            sql = (
                f"WITH q(i, m) AS (VALUES {', '.join(['(%s, %s)'] * len(chunk))}), "
                f"ranked AS MATERIALIZED (SELECT q.i AS i, {t}.rowid AS id, "
                f"bm25({t}, 4.0, 4.0, 1.0, 0.0) AS raw FROM q JOIN {t} ON {t} MATCH q.m), "
                "scored AS (SELECT ranked.i AS i, r.id AS id, ROUND(-ranked.raw, 6) AS score, "
                "ROW_NUMBER() OVER (PARTITION BY ranked.i "
                f"ORDER BY ROUND(-ranked.raw, 6) DESC, {_TIE_BREAK}) AS n "
                "FROM ranked JOIN knowledge_record r ON r.id = ranked.id WHERE r.status = 'live') "
                "SELECT i, id, score FROM scored WHERE n <= %s ORDER BY i, n"
            )
            with connection.cursor() as cursor:
                cursor.execute(sql, [value for pair in chunk for value in pair] + [limit])
                for index, pk, score in cursor.fetchall():
                    results[index].append((pk, float(score)))
        return results

    def rank(
        self, *, domain_id: int, terms: list[str], limit: int, title_only: bool = False
    ) -> list[tuple[int, float]]:
        if not terms:
            return []
        match = self._match(domain_id, terms, title_only)
        inner_limit = limit + self.slack
        rows = self._ranked(match, limit, inner_limit)
        if len(rows) == inner_limit and rows[limit - 1][1] == rows[-1][1]:
            rows = self._ranked(match, limit, None)  # a tie runs past the window: rank every match
        return rows[:limit]


def backend() -> PostgresSearch | SqliteSearch:
    if connection.vendor == "postgresql":
        return PostgresSearch()
    if connection.vendor == "sqlite":
        return SqliteSearch()
    raise ImproperlyConfigured("knowledge search supports PostgreSQL and SQLite only")
