from pathlib import Path

from django.core.management.base import BaseCommand, CommandParser

from clientdata.archive import stream_archive
from coda_console.services import audit_record
from wiki.management.commands._client import add_client_arguments, find_client


class Command(BaseCommand):
    help = (
        "Write a client's archive (zip: events, every wiki version, facts, alerts, questions; docs/data.md)."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        add_client_arguments(parser)
        parser.add_argument("--out", required=True, help="The zip file to write.")

    def handle(self, *args, **options) -> None:
        client = find_client(options["client"], options["tenant"])
        target = Path(options["out"])
        size = 0
        with target.open("wb") as handle:
            for chunk in stream_archive(client):
                handle.write(chunk)
                size += len(chunk)
        audit_record(
            action="client.export", tenant=client.tenant, target=client.external_id, detail={"by": "operator"}
        )
        self.stdout.write(f"{client.external_id}: {size} bytes in {target}")
