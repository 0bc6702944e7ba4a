from django.core.management.base import BaseCommand, CommandError, CommandParser

from clientdata.retention import chat_text_days, prune_all, retention_set
from coda_console.models import Tenant


class Command(BaseCommand):
    help = (
        "Chat-text retention per tenant (docs/data.md): --set-days N (0 = keep forever) for --tenant, "
        "and/or --prune now (the daily job does the same)."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--tenant", help="Tenant slug (for --set-days and to show the setting).")
        parser.add_argument("--set-days", type=int, help="Days of chat text to keep; 0 = forever.")
        parser.add_argument("--prune", action="store_true", help="Prune every tenant now.")

    def handle(self, *args, **options) -> None:
        if options["set_days"] is not None:
            tenant = Tenant.objects.filter(slug=options["tenant"] or "").first()
            if tenant is None:
                raise CommandError("--set-days needs --tenant SLUG of an existing tenant")
            if options["set_days"] < 0:
                raise CommandError("--set-days must be 0 (forever) or more")
            retention_set(tenant=tenant, chat_text_days=options["set_days"] or None)
            self.stdout.write(f"{tenant.slug}: chat text kept {options['set_days'] or 'forever'} days")
        if options["prune"]:
            for result in prune_all():
                if result.days:
                    self.stdout.write(
                        f"{result.tenant}: {result.events_redacted} chat turns redacted, "
                        f"{result.raw_files_pruned} raw files pruned (older than {result.days} days)"
                    )
        elif options["set_days"] is None and options["tenant"]:
            tenant = Tenant.objects.filter(slug=options["tenant"]).first()
            if tenant is None:
                raise CommandError(f"No tenant {options['tenant']!r}")
            self.stdout.write(f"{tenant.slug}: chat text kept {chat_text_days(tenant) or 'forever'} days")
