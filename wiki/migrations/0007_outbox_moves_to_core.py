"""The outbox moved to core (coda_console.OutboxEvent): copy the rows over, then drop the wiki table.

The copied events predate webhooks, so nothing could have subscribed to them: they are copied as
already dispatched, and no endpoint registered later receives them.
"""

from django.db import migrations
from django.utils import timezone


def copy_outbox_to_core(apps, schema_editor):
    old = apps.get_model("wiki", "OutboxEvent")
    new = apps.get_model("coda_console", "OutboxEvent")
    now = timezone.now()
    batch = []
    for row in old.objects.order_by("id").iterator(chunk_size=2000):
        batch.append(
            new(
                tenant_id=row.tenant_id,
                client_id=row.client_id,
                kind=row.kind,
                payload=row.payload,
                created_at=row.created_at,
                dispatched_at=row.dispatched_at or now,
            )
        )
        if len(batch) >= 2000:
            new.objects.bulk_create(batch)
            batch = []
    new.objects.bulk_create(batch)


def copy_outbox_back(apps, schema_editor):
    old = apps.get_model("wiki", "OutboxEvent")
    new = apps.get_model("coda_console", "OutboxEvent")
    old.objects.bulk_create(
        old(
            tenant_id=row.tenant_id,
            client_id=row.client_id,
            kind=row.kind,
            payload=row.payload,
            created_at=row.created_at,
            dispatched_at=row.dispatched_at,
        )
        for row in new.objects.filter(client__isnull=False, kind="wiki.distilled").order_by("id")
    )


class Migration(migrations.Migration):
    dependencies = [
        ("coda_console", "0004_outbox"),
        ("wiki", "0006_alert_evidence_at"),
    ]

    operations = [
        migrations.RunPython(copy_outbox_to_core, copy_outbox_back),
        migrations.DeleteModel(name="OutboxEvent"),
    ]
