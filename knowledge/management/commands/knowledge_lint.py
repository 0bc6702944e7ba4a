from django.core.management.base import BaseCommand, CommandError, CommandParser

from knowledge import services
from knowledge.management.commands._tenant import tenant_from_option
from knowledge.models import Domain


class Command(BaseCommand):
    help = "Lint knowledge domains and store a report for each (shown at /knowledge/…/lint/)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--tenant", help="tenant slug (optional when there is exactly one tenant)")
        parser.add_argument("--domain", help="one domain slug (default: every domain of the tenant)")

    def handle(self, *args, tenant: str | None, domain: str | None, **options) -> None:
        tenant_row = tenant_from_option(tenant)
        domains = Domain.objects.filter(tenant=tenant_row).order_by("slug")
        if domain:
            domains = domains.filter(slug=domain)
            if not domains.exists():
                raise CommandError(f"no domain {domain!r} in {tenant_row.slug}")
        for row in domains:
            report = services.lint_domain(domain=row)
            summary = ", ".join(f"{rule} {count}" for rule, count in sorted(report.counts.items())) or "clean"
            self.stdout.write(f"{tenant_row.slug}/{row.slug}: {len(report.warnings)} warnings ({summary})")
            for warning in report.warnings:
                self.stdout.write(f"  [{warning['rule']}] {warning['message']}")
