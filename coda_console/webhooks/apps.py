from django.apps import AppConfig


class WebhooksConfig(AppConfig):
    name = "coda_console.webhooks"
    label = "webhooks"
    verbose_name = "Webhooks"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from coda_console.outbox import outbox_committed
        from coda_console.webhooks.tasks import enqueue_fan_out

        # Core announces committed outbox events; delivery is composition and listens (docs/webhooks.md).
        outbox_committed.connect(enqueue_fan_out, dispatch_uid="webhooks.fan_out")
