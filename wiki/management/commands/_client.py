"""Shared by the wiki commands: find a client by external id (and tenant slug when ambiguous)."""

from django.core.management.base import CommandError, CommandParser

from coda_console.models import Client


def add_client_arguments(parser: CommandParser) -> None:
    parser.add_argument("client", help="The client's external id (e.g. marta-7f3a).")
    parser.add_argument("--tenant", help="Tenant slug, when the external id exists in several tenants.")


def find_client(external_id: str, tenant_slug: str | None) -> Client:
    clients = Client.objects.select_related("tenant").filter(external_id=external_id)
    if tenant_slug:
        clients = clients.filter(tenant__slug=tenant_slug)
    found = list(clients[:2])
    if not found:
        raise CommandError(
            f"No client {external_id!r}" + (f" in tenant {tenant_slug!r}" if tenant_slug else "")
        )
    if len(found) > 1:
        raise CommandError(f"{external_id!r} exists in several tenants; pass --tenant SLUG")
    return found[0]
