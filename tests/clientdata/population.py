"""A client with data in every place erasure and export must reach (docs/data.md)."""

import datetime as dt
from zoneinfo import ZoneInfo

from django.core.cache import cache
from django.utils import timezone
from django_q.models import Schedule, Task
from django_q.tasks import async_task

from coda_console import services as core_services
from coda_console.models import Client
from knowledge import services as knowledge_services
from knowledge.inputs import RecordFields
from knowledge.models import Domain
from memory import decay
from memory.consolidation import run_consolidation
from tests.wiki.conftest import at, day_of_events, ev, post
from wiki.ingest.runs import ingest_nightly
from wiki.llm.models import LlmBatch, LlmBatchRequest, LlmCall
from wiki.models import Alert, DeadLetter, IngestRun, Question

KYIV = ZoneInfo("Europe/Kyiv")
MARKER = "QUOKKA-7731-SECRET-MARKER"
DAYS = [dt.date(2026, 8, 10), dt.date(2026, 8, 11)]


def populate(client: Client, *, marker: str = MARKER, knowledge: bool = True) -> None:
    """Events (chat with the marker), two nightly ingests (pages, raw digests), facts, alerts, a
    question, a dead letter, LLM records, jobs and a cache entry naming her, a knowledge record."""
    for day in DAYS:
        events = [
            *day_of_events(day),
            ev("chat.turn", at(day, "20:00"), role="user", text=f"My code word is {marker} today"),
            ev("tool.success", at(day, "20:05"), tool="log_meal"),
            ev("entity.access", at(day, "20:06"), entity_type="exercise", entity_id="squat", label="Squat"),
        ]
        post(client, *events)
    for day in DAYS:
        ingest_nightly(client=client, local_date=day)
    run_consolidation(client=client, now=timezone.now(), strategy=decay.get_strategy())
    run = IngestRun.objects.filter(client=client).first()
    Alert.objects.create(
        client=client, kind="safety", page="wiki/constraints-injuries.md", message=f"{marker} knee"
    )
    Question.objects.create(
        client=client,
        text=f"Did {client.display_name} mean {marker}?",
        options=["yes"],
        page="wiki/goals.md",
        finding=f"gap:{marker}",
    )
    DeadLetter.objects.create(
        client=client, run=run, distiller="rules", attempts=3, proposal={"x": marker}, error=marker
    )
    batch = LlmBatch.objects.create(batch_id=f"msgbatch_{client.pk}_test", model="m")
    LlmBatchRequest.objects.create(
        batch=batch, custom_id="c1", client=client, run=run, local_date=DAYS[0], task_sha256="0" * 64
    )
    LlmCall.objects.create(client=client, run=run, batch=batch, kind="batch", model="m", local_date=DAYS[0])
    async_task("wiki.tasks.run_nightly", client.pk)
    async_task("wiki.tasks.submit_nightly_batch", [client.pk, 999_999])
    Task.objects.create(
        id=f"t{client.pk}x",
        name=f"task-{client.pk}",
        func="wiki.tasks.run_lint",
        args=(client.pk,),
        kwargs={},
        started=timezone.now(),
        stopped=timezone.now(),
        success=True,
    )
    Schedule.objects.create(
        name=f"one-off {client.pk}",
        func="memory.tasks.consolidate_client",
        args=str(client.pk),
        schedule_type=Schedule.ONCE,
    )
    cache.set(f"context:{client.tenant.slug}:{client.external_id}", f"{marker} cached", 600)
    core_services.audit_record(
        action="client.note",
        tenant=client.tenant,
        target=client.external_id,
        detail={"name": client.display_name, "said": "hello"},
    )
    if not knowledge:
        return
    domain = Domain.objects.filter(tenant=client.tenant, slug="coaching").first()
    domain = domain or knowledge_services.domain_create(
        tenant=client.tenant, slug="coaching", name="Coaching"
    )
    knowledge_services.record_create(
        domain=domain,
        fields=RecordFields(
            title=f"Protocol {marker[:5]} for the knee",
            body=f"Variant {marker}.",
            provenance_source=f"session notes with {client.display_name}",
            authority="coach",
            created_by="nata",
        ),
    )
