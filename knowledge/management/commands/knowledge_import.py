from pathlib import Path

from django.core.management.base import BaseCommand, CommandError, CommandParser

from knowledge.importer import ImportFileError, import_document, load_file
from knowledge.management.commands._tenant import tenant_from_option


class Command(BaseCommand):
    help = (
        "Load a JSON or YAML glossary/schema file into a knowledge domain (created if missing). "
        "Re-importing the same file is a no-op; a changed entry supersedes its head (authority `source`). "
        "Format: docs/knowledge.md."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("domain", help="domain slug, e.g. coaching")
        parser.add_argument("file", type=Path, help="path to a .json, .yaml or .yml file")
        parser.add_argument("--tenant", help="tenant slug (optional when there is exactly one tenant)")

    def handle(self, *args, domain: str, file: Path, tenant: str | None, **options) -> None:
        tenant_row = tenant_from_option(tenant)
        if not file.is_file():
            raise CommandError(f"no such file: {file}")
        try:
            document, sha256 = load_file(file)
            result = import_document(
                tenant=tenant_row,
                domain_slug=domain,
                document=document,
                file_name=file.name,
                file_sha256=sha256,
            )
        except ImportFileError as error:
            raise CommandError(
                "import refused, nothing was written:\n  " + "\n  ".join(error.problems)
            ) from None
        if result.noop:
            self.stdout.write(f"{file.name}: no changes ({result.unchanged} entries already imported)")
            return
        self.stdout.write(
            f"{file.name} → {tenant_row.slug}/{result.domain.slug}: {len(result.created)} new records, "
            f"{len(result.superseded)} superseded, {len(result.contradicted)} contradictions raised, "
            f"{result.unchanged} unchanged, {result.edges_created} edges"
        )
        for new, old in result.superseded:
            self.stdout.write(f"  {new} supersedes {old}")
        for new, old in result.contradicted:
            self.stdout.write(f"  {new} contradicts {old} (higher authority): a person has to decide")
