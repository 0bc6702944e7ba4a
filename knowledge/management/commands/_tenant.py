"""Shared option handling for the knowledge commands: which tenant to act on."""

from django.core.management.base import CommandError

from coda_console.models import Tenant


def tenant_from_option(slug: str | None) -> Tenant:
    """The named tenant; without --tenant, the only tenant there is."""
    if slug:
        tenant = Tenant.objects.filter(slug=slug).first()
        if tenant is None:
            raise CommandError(f"no tenant {slug!r}")
        return tenant
    tenants = list(Tenant.objects.order_by("slug")[:2])
    if len(tenants) != 1:
        raise CommandError("pass --tenant SLUG (there is not exactly one tenant)")
    return tenants[0]
