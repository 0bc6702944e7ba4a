from django.core.management.base import BaseCommand
from django.db import transaction

from knowledge.search_backends import backend


class Command(BaseCommand):
    help = (
        "Rebuild the knowledge search index from the records (SQLite FTS5). On PostgreSQL the index is a "
        "generated column the database keeps current, so there is nothing to do."
    )

    def handle(self, *args, **options) -> None:
        search = backend()
        with transaction.atomic():
            count = search.rebuild()
        if search.vendor == "postgresql":
            self.stdout.write("PostgreSQL: the search vector is a generated column; nothing to rebuild.")
        else:
            self.stdout.write(f"indexed {count} live heads")
