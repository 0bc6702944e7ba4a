import sys

from django.core.management.base import BaseCommand, CommandError, CommandParser

from wiki.ingest.rebuild import rebuild
from wiki.management.commands._client import add_client_arguments, find_client


class Command(BaseCommand):
    help = (
        "Replay a client's history (events through digest + rules distiller, coach edits, resolutions) "
        "into a scratch tree; with --verify, compare every file with the live wiki byte for byte. "
        'Under a chat-text retention period (docs/data.md, "Retention") redacted chat turns and pruned '
        "raw/ files cannot be replayed as they were: --verify holds only from the retained horizon on."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        add_client_arguments(parser)
        parser.add_argument(
            "--verify",
            action="store_true",
            help="Compare with the live tree; exit 1 on a difference (valid from the retention horizon on).",
        )
        parser.add_argument("--out", help="Also write the scratch tree to this directory.")

    def handle(self, *args, **options) -> None:
        client = find_client(options["client"], options["tenant"])
        scratch, report = rebuild(client)
        if options["out"]:
            from pathlib import Path

            root = Path(options["out"])
            for path, text in scratch.files.items():
                target = root / path
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_text(text, encoding="utf-8")
        self.stdout.write(f"{client.external_id}: replayed into a scratch tree of {len(scratch.files)} files")
        if not options["verify"]:
            return
        self.stdout.write(
            f"identical: {len(report.identical)} of {report.files} files (raw digests included)"
        )
        for day in report.llm_days:
            pages = ", ".join(day.differing) or "no page differs"
            self.stdout.write(
                f"LLM-distilled {day.local_date} ({day.distiller}): differs from rules on {pages}"
            )
        for other in report.other_version_days:
            self.stdout.write(
                f"written by {other.written_by} on {other.local_date}: adopted as recorded "
                f"(the current distiller is {other.current})"
            )
        for label, paths in (
            ("DIFFERENT", report.differing),
            ("ONLY LIVE", report.only_live),
            ("ONLY IN REPLAY", report.only_scratch),
            ("REPLAY FAILED", report.problems),
        ):
            for path in paths:
                self.stdout.write(f"{label}: {path}")
        if report.first_divergence and not report.ok:
            self.stdout.write(f"first divergence: {report.first_divergence}")
        if not report.ok:
            raise CommandError("the rebuilt tree differs from the live wiki")
        self.stdout.write(self.style.SUCCESS("rebuild verified: every file is byte-identical"))
        sys.stdout.flush()
