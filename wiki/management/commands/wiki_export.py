from pathlib import Path

from django.core.management.base import BaseCommand, CommandError, CommandParser

from wiki.management.commands._client import add_client_arguments, find_client
from wiki.tree.export import ExportError, export_git, export_tree


class Command(BaseCommand):
    help = "Export a client's tree as files; with --git, a git repository with one commit per version."

    def add_arguments(self, parser: CommandParser) -> None:
        add_client_arguments(parser)
        parser.add_argument("dir", help="Target directory (must be empty or absent with --git).")
        parser.add_argument("--git", action="store_true", help="Write the full history as git commits.")

    def handle(self, *args, **options) -> None:
        client = find_client(options["client"], options["tenant"])
        directory = Path(options["dir"])
        try:
            if options["git"]:
                commits = export_git(client, directory)
                self.stdout.write(f"{client.external_id}: {commits} commits in {directory}")
            else:
                directory.mkdir(parents=True, exist_ok=True)
                files = export_tree(client, directory)
                self.stdout.write(f"{client.external_id}: {files} files in {directory}")
        except ExportError as error:
            raise CommandError(str(error)) from None
