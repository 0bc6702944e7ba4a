"""Existing databases migrate forward: the wiki's outbox rows move to core's OutboxEvent."""

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from django.utils import timezone

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.slow]

BEFORE = [("coda_console", "0003_edge_limits_idempotency_hash_version"), ("wiki", "0003_llm")]


def _migrate(targets) -> object:
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(targets)
    return executor.loader.project_state(targets).apps


def test_outbox_rows_written_by_the_wiki_are_copied_to_core_as_already_dispatched():
    old_apps = _migrate(BEFORE)
    tenant = old_apps.get_model("coda_console", "Tenant").objects.create(slug="t", name="T")
    client = old_apps.get_model("coda_console", "Client").objects.create(
        tenant=tenant, external_id="c", display_name="C"
    )
    old_apps.get_model("wiki", "OutboxEvent").objects.create(
        tenant=tenant, client=client, kind="wiki.distilled", payload={"run": 1}, created_at=timezone.now()
    )

    executor = MigrationExecutor(connection)
    new_apps = _migrate(executor.loader.graph.leaf_nodes())

    (event,) = new_apps.get_model("coda_console", "OutboxEvent").objects.all()
    assert (event.kind, event.payload, event.client_id) == ("wiki.distilled", {"run": 1}, client.pk)
    assert event.dispatched_at is not None  # predates webhooks: never delivered to later endpoints
    assert "wiki_outboxevent" not in connection.introspection.table_names()
