"""Consolidate behavioural memory now, in this process (no worker needed), or install the schedule."""

from django.core.management.base import BaseCommand, CommandError, CommandParser

from coda_console.models import Client
from memory import selectors, services, tasks


class Command(BaseCommand):
    help = "Consolidate observations into facts for one client, every pending client, or every client."

    def add_arguments(self, parser: CommandParser) -> None:
        target = parser.add_mutually_exclusive_group(required=True)
        target.add_argument("--client", metavar="EXTERNAL_ID", help="one client (add --tenant if ambiguous)")
        target.add_argument("--pending", action="store_true", help="clients with unconsolidated observations")
        target.add_argument("--all", action="store_true", help="every client (also brings decay up to date)")
        target.add_argument(
            "--ensure-schedule", action="store_true", help="create/update the periodic catch-up schedule"
        )
        parser.add_argument("--tenant", metavar="SLUG", help="tenant of --client")

    def handle(self, *args, **options) -> None:
        if options["ensure_schedule"]:
            schedule = tasks.ensure_schedules()
            self.stdout.write(f"Schedule {schedule.name!r}: {schedule.func} every {schedule.minutes} min")
            return
        for client in self._clients(options):
            result = services.consolidate(client=client, trigger="command")
            counts = ", ".join(f"{name} {value}" for name, value in result.counts().items())
            self.stdout.write(f"{client.tenant.slug}/{client.external_id}: {counts}")

    def _clients(self, options: dict) -> list[Client]:
        if options["pending"]:
            return list(selectors.clients_with_pending_observations().select_related("tenant"))
        if options["all"]:
            return list(Client.objects.select_related("tenant").order_by("pk"))
        clients = Client.objects.select_related("tenant").filter(external_id=options["client"])
        if options["tenant"]:
            clients = clients.filter(tenant__slug=options["tenant"])
        found = list(clients)
        if len(found) != 1:
            raise CommandError(
                "No such client." if not found else "That id exists in several tenants; add --tenant."
            )
        return found
