from django.core.management.base import BaseCommand, CommandError, CommandParser

from coda_console.models import Client
from wiki.management.commands._client import find_client
from wiki.tree.export import verify_storage


class Command(BaseCommand):
    help = "Re-read every stored page version and check its sha256 (all clients, or one)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--client", help="Only this client's external id.")
        parser.add_argument("--tenant", help="Tenant slug, with --client when ambiguous.")

    def handle(self, *args, **options) -> None:
        if options["client"]:
            clients = [find_client(options["client"], options["tenant"])]
        else:
            clients = list(Client.objects.select_related("tenant").order_by("tenant__slug", "external_id"))
        checked, problems = verify_storage(clients)
        for problem in problems:
            self.stdout.write(f"BAD {problem}")
        if problems:
            raise CommandError(f"{len(problems)} of {checked} versions failed verification")
        self.stdout.write(self.style.SUCCESS(f"{checked} versions verified"))
