from django.core.management.base import BaseCommand, CommandError, CommandParser

from coda_console import ranking
from knowledge import services, vectors


class Command(BaseCommand):
    help = (
        "Embed every knowledge record whose vector is missing or was made by another model than "
        "EMBEDDING_MODEL (run after changing the model or upgrading wordllama). Until then those records "
        "rank by full text only. --check only counts them (exit status 1 when any)."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--check", action="store_true", help="count stale records, change nothing")

    def handle(self, *args, check: bool, **options) -> None:
        if not ranking.enabled():
            self.stdout.write("EMBEDDING_MODEL=none: knowledge ranks by full text only; nothing to embed.")
            return
        version = ranking.model_version()
        if check:
            stale = vectors.stale_records().count()
            self.stdout.write(f"{stale} records without a {version} vector")
            if stale:
                raise CommandError("run manage.py knowledge_reembed", returncode=1)
            return
        count = services.records_reembed()
        self.stdout.write(f"embedded {count} records with {version}")
