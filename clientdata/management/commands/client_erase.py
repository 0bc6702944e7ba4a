from django.core.management.base import BaseCommand, CommandError, CommandParser

from clientdata.erasure import NothingToErase, erase_client, replay_ledger
from coda_console.models import Tenant


class Command(BaseCommand):
    help = (
        "Erase a client: her events, derived rows, every stored version, jobs and cache entries naming "
        "her; audit rows pseudonymised (docs/data.md). Re-running finishes an interrupted erasure. "
        "--replay-ledger erases again everyone in the erasure ledger (after restoring an older backup)."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("client", nargs="?", help="The client's external id (e.g. marta-7f3a).")
        parser.add_argument("--tenant", help="Tenant slug (required with CLIENT).")
        parser.add_argument("--reason", default="", help="Why (kept in the audit row, her names replaced).")
        parser.add_argument("--yes", action="store_true", help="Do not ask to type the client id.")
        parser.add_argument("--replay-ledger", action="store_true", help="Re-erase everyone in the ledger.")
        parser.add_argument("--by", default="operator", help="Who asked (for the audit row).")

    def handle(self, *args, **options) -> None:
        if options["replay_ledger"]:
            reports = replay_ledger(requested_by=options["by"])
            self.stdout.write(f"ledger replayed: {len(reports)} client(s) erased again")
            return
        external_id, slug = options["client"], options["tenant"]
        if not external_id or not slug:
            raise CommandError("Pass CLIENT and --tenant SLUG (or --replay-ledger).")
        if not options["reason"].strip():
            raise CommandError("Pass --reason: an erasure is audited with why it was done.")
        tenant = Tenant.objects.filter(slug=slug).first()
        if tenant is None:
            raise CommandError(f"No tenant {slug!r}")
        if not options["yes"]:
            typed = input(
                f"This erases {external_id!r} of {slug!r} for good. Type the client id to confirm: "
            )
            if typed.strip() != external_id:
                raise CommandError("Not confirmed: nothing was erased.")
        try:
            report = erase_client(
                tenant=tenant, external_id=external_id, reason=options["reason"], requested_by=options["by"]
            )
        except NothingToErase:
            raise CommandError(
                f"No client {external_id!r} in {slug!r} and no erasure of it in progress"
            ) from None
        state = (
            "already erased"
            if report.already_done
            else ("finished (resumed)" if report.resumed else "erased")
        )
        self.stdout.write(f"{external_id}: {state}; pseudonym {report.subject[:16]}")
        for label, number in sorted(report.counts.items()):
            self.stdout.write(f"  {label}: {number}")
        for ref in report.knowledge_to_review:
            self.stdout.write(f"  knowledge record naming her, to review: {ref}")
