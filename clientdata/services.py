"""Writes of the client-data app that are not erasure or retention (those resume across
transactions on purpose: docs/data.md, "Erasure")."""

from django.db import transaction

from coda_console.actors import Actor
from coda_console.models import Client
from coda_console.services import audit_record


@transaction.atomic
def export_record(*, client: Client, actor: Actor, ip_address: str | None) -> None:
    """An export hands her whole record out: the audit row says who took it and from where."""
    audit_record(
        action="client.export",
        tenant=client.tenant,
        target=client.external_id,
        actor=actor,
        ip_address=ip_address,
    )
