import datetime as dt

from django.core.management.base import BaseCommand, CommandError, CommandParser

from coda_console.models import Client
from wiki.lint.runs import lint_client
from wiki.llm.lint_pass import llm_lint_pass
from wiki.llm.switches import lint_pass_enabled


class Command(BaseCommand):
    help = "Run the weekly lint for one client now: findings, stale claims retired, gap questions queued."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("client", help="the client's external id")
        parser.add_argument("--tenant", help="tenant slug, when the external id is not unique")
        parser.add_argument("--date", type=dt.date.fromisoformat, help="client-local date (default: today)")
        parser.add_argument(
            "--no-llm",
            action="store_true",
            help="skip the weekly LLM lint pass (it runs when WIKI_DISTILLER=anthropic)",
        )

    def handle(
        self, *args, client: str, tenant: str | None, date: dt.date | None, no_llm: bool, **options
    ) -> None:
        clients = Client.objects.filter(external_id=client)
        if tenant:
            clients = clients.filter(tenant__slug=tenant)
        if clients.count() != 1:
            raise CommandError(f"{clients.count()} clients match {client!r}; pass --tenant")
        report = lint_client(client=clients.get(), local_date=date)
        if lint_pass_enabled() and not no_llm:
            report = llm_lint_pass(client=report.client, report=report)
        for finding in report.findings:
            self.stdout.write(f"{finding['check']:<22} {finding['page']:<34} {finding['message']}")
        self.stdout.write(
            f"{len(report.findings)} finding(s); {report.retired_claims} stale claim(s) retired; "
            f"{report.questions_queued} question(s) queued"
        )
        if report.llm_status:
            outcomes = [finding["outcome"] for finding in report.llm_findings]
            self.stdout.write(
                f"LLM lint pass {report.llm_status}: {outcomes.count('question')} question(s), "
                f"{outcomes.count('alert')} alert(s), {outcomes.count('dropped')} dropped"
                + (f" — {report.llm_error}" if report.llm_error else "")
            )
