import datetime as dt

from django.core.management.base import BaseCommand, CommandError, CommandParser

from coda_console.models import Client
from wiki.lint_runs import lint_client


class Command(BaseCommand):
    help = "Run the weekly lint for one client now: findings, stale claims retired, gap questions queued."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("client", help="the client's external id")
        parser.add_argument("--tenant", help="tenant slug, when the external id is not unique")
        parser.add_argument("--date", type=dt.date.fromisoformat, help="client-local date (default: today)")

    def handle(self, *args, client: str, tenant: str | None, date: dt.date | None, **options) -> None:
        clients = Client.objects.filter(external_id=client)
        if tenant:
            clients = clients.filter(tenant__slug=tenant)
        if clients.count() != 1:
            raise CommandError(f"{clients.count()} clients match {client!r}; pass --tenant")
        report = lint_client(client=clients.get(), local_date=date)
        for finding in report.findings:
            self.stdout.write(f"{finding['check']:<22} {finding['page']:<34} {finding['message']}")
        self.stdout.write(
            f"{len(report.findings)} finding(s); {report.retired_claims} stale claim(s) retired; "
            f"{report.questions_queued} question(s) queued"
        )
