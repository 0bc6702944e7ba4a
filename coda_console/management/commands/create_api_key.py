from django.core.management.base import BaseCommand, CommandError, CommandParser

from coda_console import services
from coda_console.models import KeyRole, KnowledgeAuthority, Tenant


class Command(BaseCommand):
    help = "Create a bot API key. The key is printed once, alone on the last line; it cannot be shown again."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--tenant", required=True, help="tenant slug")
        parser.add_argument("--name", required=True, help="what the key is for, e.g. 'telegram bot'")
        parser.add_argument(
            "--role",
            choices=KeyRole.values,
            default=KeyRole.BOT,
            help="bot (default): events, context, turns, notes, questions, knowledge; "
            "admin: also webhooks, export and erasure (a tenant admin's automation)",
        )
        parser.add_argument(
            "--max-authority",
            choices=KnowledgeAuthority.values,
            default=KnowledgeAuthority.AGENT,
            help="the highest knowledge authority the key may write or overrule (default: agent)",
        )

    def handle(self, *args, tenant: str, name: str, role: str, max_authority: str, **options) -> None:
        tenant_row = Tenant.objects.filter(slug=tenant).first()
        if tenant_row is None:
            raise CommandError(f"no tenant {tenant!r}")
        key, raw_key = services.api_key_create(
            tenant=tenant_row, name=name, role=role, max_authority=max_authority
        )
        self.stderr.write(
            f"key {key.prefix}… for {tenant_row.slug} ({name}, role {role}, max authority "
            f"{max_authority}); store it now, it is not kept:"
        )
        self.stdout.write(raw_key)
