"""Migrations that move data: existing rows end up as the code that wrote them would have written them."""

import datetime as dt

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

BEFORE = [("wiki", "0003_llm")]
AFTER = [("wiki", "0004_changeset_distiller_version")]


@pytest.mark.django_db(transaction=True)
def test_existing_changesets_get_the_version_that_wrote_them():
    executor = MigrationExecutor(connection)
    executor.migrate(BEFORE)
    apps = executor.loader.project_state(BEFORE).apps
    tenant = apps.get_model("coda_console", "Tenant").objects.create(slug="t", name="T")
    client = apps.get_model("coda_console", "Client").objects.create(
        tenant=tenant, external_id="c", display_name="C"
    )
    Changeset = apps.get_model("wiki", "Changeset")
    fields = {"client": client, "kind": "nightly", "local_date": dt.date(2026, 8, 3), "updated_by": "x"}
    Changeset.objects.create(distiller="rules", **fields)
    Changeset.objects.create(distiller="", **fields)  # a quiet day: no distiller wrote anything

    executor = MigrationExecutor(connection)
    executor.migrate(AFTER)
    Changeset = executor.loader.project_state(AFTER).apps.get_model("wiki", "Changeset")
    assert sorted(Changeset.objects.values_list("distiller", "distiller_version")) == [
        ("", None),
        ("rules", 1),
    ]
    executor = MigrationExecutor(connection)
    executor.migrate(executor.loader.graph.leaf_nodes())  # leave the schema as the other tests expect
