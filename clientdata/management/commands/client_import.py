from pathlib import Path

from django.core.management.base import BaseCommand, CommandError, CommandParser

from clientdata.importer import ImportRefused, import_archive
from coda_console.models import Tenant


class Command(BaseCommand):
    help = "Load a client archive (client_export) into a tenant that does not hold that client."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("archive", help="The zip written by client_export or the export API.")
        parser.add_argument("--tenant", required=True, help="Tenant slug to import into.")
        parser.add_argument("--as", dest="external_id", help="Import under another external id.")

    def handle(self, *args, **options) -> None:
        tenant = Tenant.objects.filter(slug=options["tenant"]).first()
        if tenant is None:
            raise CommandError(f"No tenant {options['tenant']!r}")
        try:
            client = import_archive(
                path=Path(options["archive"]), tenant=tenant, external_id=options["external_id"]
            )
        except ImportRefused as error:
            raise CommandError(str(error)) from None
        self.stdout.write(f"{client.external_id}: imported into {tenant.slug}")
