from django.core.management.base import BaseCommand, CommandParser

from coda_console import services


class Command(BaseCommand):
    help = "Create (or rename) a tenant: a coaching business or an agent platform."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("slug")
        parser.add_argument("--name", required=True)

    def handle(self, *args, slug: str, name: str, **options) -> None:
        tenant = services.tenant_create(slug=slug, name=name)
        self.stdout.write(f"tenant {tenant.slug} ({tenant.name})")
