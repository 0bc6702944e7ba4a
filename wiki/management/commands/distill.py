import datetime as dt

from django.core.management.base import BaseCommand, CommandError, CommandParser

from wiki.distillers import UnknownDistiller, get_distiller
from wiki.ingest.runs import IngestRefused, ingest_nightly
from wiki.management.commands._client import add_client_arguments, find_client
from wiki.models import DeadLetter
from wiki.services import client_today


class Command(BaseCommand):
    help = "Run the nightly ingest for one client and local date now (default: yesterday, client-local)."

    def add_arguments(self, parser: CommandParser) -> None:
        add_client_arguments(parser)
        parser.add_argument("--date", type=dt.date.fromisoformat, help="Local date to distil (YYYY-MM-DD).")
        parser.add_argument("--distiller", help="rules | scripted | anthropic (default: WIKI_DISTILLER).")

    def handle(self, *args, **options) -> None:
        client = find_client(options["client"], options["tenant"])
        local_date = options["date"] or client_today(client) - dt.timedelta(days=1)
        try:
            distiller = get_distiller(options["distiller"])
        except UnknownDistiller as error:
            raise CommandError(str(error)) from None
        try:
            run = ingest_nightly(client=client, local_date=local_date, distiller=distiller)
        except IngestRefused as refusal:
            raise CommandError(str(refusal)) from None
        self.stdout.write(
            f"{client.external_id} {local_date}: {run.status} — {run.events_count} events, "
            f"pages {', '.join(run.pages_touched) or 'none'}, {run.contradictions} contradiction(s), "
            f"{run.attempts} attempt(s), distiller {run.distiller}"
        )
        if run.status == "dead_letter":
            letter = DeadLetter.objects.filter(run=run).order_by("-id").first()
            for message in letter.violations[-1] if letter and letter.violations else []:
                self.stderr.write(f"  {message}")
            raise CommandError(f"the run was dead-lettered (dead letter {letter.pk if letter else '?'})")
