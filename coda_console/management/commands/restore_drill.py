from django.core.management.base import BaseCommand, CommandError, CommandParser

from coda_console.restore_drill import run_drill


class Command(BaseCommand):
    help = (
        "Restore drill: dump this database (pg_dump / SQLite backup API), restore it into a fresh "
        "database, and check it there (row counts, migrate --check, wiki_verify). Exit 1 on any problem."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--workdir", help="where the dump goes (default: a temporary directory)")
        parser.add_argument(
            "--keep", action="store_true", help="keep the dump file and the restored database for inspection"
        )

    def handle(self, *args, workdir: str | None, keep: bool, **options) -> None:
        report = run_drill(workdir=workdir, keep=keep)
        self.stdout.write(
            f"restore drill on {report.vendor}: dump {report.dump_bytes:,} bytes → {report.target}"
        )
        for table, (before, restored) in report.counts.items():
            self.stdout.write(f"  {table:<32} live {before:>9,}  restored {restored:>9,}")
        for line in report.verify_output.strip().splitlines():
            self.stdout.write(f"  | {line}")
        if report.ledger_output:
            self.stdout.write(f"  erasure ledger: {report.ledger_output.splitlines()[-1]}")
        if keep:
            self.stdout.write(f"kept: {report.target}")
        if not report.ok:
            for problem in report.problems:
                self.stderr.write(f"PROBLEM {problem}")
            raise CommandError(
                f"restore drill failed ({len(report.problems)} problems, {report.seconds:.1f} s)"
            )
        self.stdout.write(self.style.SUCCESS(f"restore drill passed in {report.seconds:.1f} s"))
