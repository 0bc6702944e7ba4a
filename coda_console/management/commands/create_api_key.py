from django.core.management.base import BaseCommand, CommandError, CommandParser

from coda_console import services
from coda_console.models import Tenant


class Command(BaseCommand):
    help = "Create a bot API key. The key is printed once, alone on the last line; it cannot be shown again."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--tenant", required=True, help="tenant slug")
        parser.add_argument("--name", required=True, help="what the key is for, e.g. 'telegram bot'")

    def handle(self, *args, tenant: str, name: str, **options) -> None:
        tenant_row = Tenant.objects.filter(slug=tenant).first()
        if tenant_row is None:
            raise CommandError(f"no tenant {tenant!r}")
        key, raw_key = services.api_key_create(tenant=tenant_row, name=name)
        self.stderr.write(f"key {key.prefix}… for {tenant_row.slug} ({name}); store it now, it is not kept:")
        self.stdout.write(raw_key)
