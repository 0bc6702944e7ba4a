from django.core.management.base import BaseCommand, CommandError, CommandParser

from coda_console import services
from coda_console.errors import ApiError
from coda_console.models import Tenant


class Command(BaseCommand):
    help = "Create a coach (or, with --admin, a tenant admin) for a tenant."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("username")
        parser.add_argument("--tenant", required=True, help="tenant slug")
        parser.add_argument("--admin", action="store_true", help="tenant admin: sees every client")
        parser.add_argument("--password", help="set this password (otherwise the login is disabled)")

    def handle(self, *args, username: str, tenant: str, admin: bool, password: str | None, **options) -> None:
        tenant_row = Tenant.objects.filter(slug=tenant).first()
        if tenant_row is None:
            raise CommandError(f"no tenant {tenant!r}; create it with create_tenant first")
        try:
            services.coach_create(username=username, tenant=tenant_row, is_admin=admin, password=password)
        except ApiError as error:
            raise CommandError(error.message) from None
        role = "tenant admin" if admin else "coach"
        self.stdout.write(f"{role} {username} in {tenant_row.slug}")
