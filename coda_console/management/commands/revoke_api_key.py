from django.core.management.base import BaseCommand, CommandError, CommandParser

from coda_console import services
from coda_console.models import ApiKey


class Command(BaseCommand):
    help = "Revoke a bot API key by its visible prefix."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("prefix")

    def handle(self, *args, prefix: str, **options) -> None:
        key = ApiKey.objects.select_related("tenant").filter(prefix=prefix).first()
        if key is None:
            raise CommandError(f"no key with prefix {prefix!r}")
        services.api_key_revoke(key=key)
        self.stdout.write(f"revoked {key.prefix} ({key.name}, {key.tenant.slug})")
