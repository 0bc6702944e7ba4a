from importlib import import_module

from django.core.management.base import BaseCommand

# Each app that has periodic work exposes tasks.ensure_schedules(), idempotent.
SCHEDULED_APPS = ["memory", "knowledge", "wiki", "clientdata", "coda_console.webhooks"]


class Command(BaseCommand):
    help = "Create or update the django-q2 schedules (memory catch-up, nightly dispatcher). Idempotent."

    def handle(self, *args, **options) -> None:
        for app in SCHEDULED_APPS:
            import_module(f"{app}.tasks").ensure_schedules()
            self.stdout.write(f"schedules ensured for {app}")
