import secrets
from importlib import import_module

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandParser
from django.db import transaction

from coda_console import demo, services
from coda_console.models import ApiKey

# Each app extends the demo with its own idempotent builder, run in this order.
EXTENSIONS = ["knowledge.demo", "memory.demo", "wiki.demo"]


class Command(BaseCommand):
    help = "Create (or top up) the demo tenants, people, clients and N days of events. Idempotent."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--days", type=int, default=180, help="days of history per client (default 180)")
        parser.add_argument("--password", help="password for every demo user (default: generated, printed)")
        parser.add_argument("--skip-extensions", action="store_true", help="only tenants, people and events")

    def handle(self, *args, days: int, password: str | None, skip_extensions: bool, **options) -> None:
        already_built = get_user_model().objects.filter(username="nata").exists()
        generated = password is None and not already_built
        if generated:
            password = secrets.token_urlsafe(9)
        with transaction.atomic():
            # A re-run without --password keeps everyone's password as it is.
            tenants, clients = demo.build_people(password=password)
        accepted, duplicates = demo.build_events(clients=clients, days=days)
        self.stdout.write(f"events: {accepted} stored, {duplicates} already there")
        if not skip_extensions:
            for module_name in EXTENSIONS:
                module = import_module(module_name)
                nata_clients = {
                    k: c for k, c in clients.items() if c.tenant_id == tenants["nata-coaching"].pk
                }
                module.build_demo(
                    tenant=tenants["nata-coaching"], clients=nata_clients, days=days, stdout=self.stdout
                )
        self._print_logins(password, generated)
        self._print_key(tenants["nata-coaching"])

    def _print_logins(self, password: str | None, generated: bool) -> None:
        if password is None:
            self.stdout.write("logins (passwords unchanged; pass --password to reset them):")
        else:
            note = " (generated; pass --password to choose one)" if generated else ""
            self.stdout.write(f"logins (password for all: {password}){note}:")
        for username, tenant, is_admin in demo.COACHES:
            role = "tenant admin" if is_admin else "coach"
            self.stdout.write(f"  {username:<11} {role} @ {tenant}")

    def _print_key(self, tenant) -> None:
        existing = ApiKey.objects.filter(tenant=tenant, name="demo bot", revoked_at__isnull=True).first()
        if existing:
            self.stdout.write(f"demo bot API key exists ({existing.prefix}…); it is shown only once.")
            return
        _, raw_key = services.api_key_create(tenant=tenant, name="demo bot")
        self.stdout.write("demo bot API key (shown once, keep it):")
        self.stdout.write(raw_key)
