from django.core.management.base import BaseCommand, CommandError, CommandParser

from wiki.distillers import UnknownDistiller, get_distiller
from wiki.ingest.replay import quarantine_replay
from wiki.ingest.runs import IngestRefused
from wiki.management.commands._client import add_client_arguments, find_client
from wiki.models import QuarantinedEvent


class Command(BaseCommand):
    help = (
        "List a client's quarantined (poison) events, or re-play them after a fix: --replay ID … or "
        "--replay-all (docs/wiki.md 'Poison events')."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        add_client_arguments(parser)
        parser.add_argument("--replay", type=int, nargs="*", default=[], help="Quarantine ids to re-play.")
        parser.add_argument("--replay-all", action="store_true", help="Re-play every open quarantine.")
        parser.add_argument("--distiller", help="rules | anthropic (default: WIKI_DISTILLER).")

    def handle(self, *args, **options) -> None:
        client = find_client(options["client"], options["tenant"])
        rows = QuarantinedEvent.objects.filter(client=client).select_related("event").order_by("id")
        chosen = rows.filter(status=QuarantinedEvent.Status.OPEN) if options["replay_all"] else None
        if options["replay"]:
            chosen = rows.filter(pk__in=options["replay"])
            missing = set(options["replay"]) - set(chosen.values_list("pk", flat=True))
            if missing:
                raise CommandError(f"no quarantined event {sorted(missing)} for {client.external_id}")
        if chosen is None:
            for row in rows:
                self.stdout.write(
                    f"{row.pk}\t{row.status}\t{row.event.kind}\t{row.event.event_id}\t{row.reason[:160]}"
                )
            return
        try:
            distiller = get_distiller(options["distiller"])
        except UnknownDistiller as error:
            raise CommandError(str(error)) from None
        failed = 0
        for row in chosen:
            try:
                run = quarantine_replay(quarantined=row, distiller=distiller)
            except IngestRefused as refusal:
                raise CommandError(str(refusal)) from None
            row.refresh_from_db()
            failed += row.status != QuarantinedEvent.Status.REPLAYED
            self.stdout.write(f"{row.pk}\t{row.event.event_id}\trun {run.pk} {run.status}\t{row.status}")
        if failed:
            raise CommandError(f"{failed} event(s) still quarantined")
