from django.apps import AppConfig
from django.conf import settings
from django.core.exceptions import ImproperlyConfigured


class WikiConfig(AppConfig):
    name = "wiki"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from coda_console.event_kinds import register_inline_trigger
        from coda_console.signals import events_stored
        from wiki.distillers import distiller_names
        from wiki.ingest.dispatch import parse_clock
        from wiki.tasks import on_events_stored
        from wiki.understanding.extract import flags_pain_in_turn

        # Core announces stored batches; the wiki subscribes (docs/architecture.md, "Layers").
        events_stored.connect(on_events_stored, dispatch_uid="wiki.inline_ingest")

        # Pain said in chat reaches a safety alert promptly: an inline run (docs/understanding.md).
        register_inline_trigger("chat.turn", flags_pain_in_turn)

        try:  # fail at start-up, not at 02:30, on a bad WIKI_NIGHTLY_AT
            parse_clock(settings.WIKI_NIGHTLY_AT)
        except ValueError as error:
            raise ImproperlyConfigured(f"WIKI_NIGHTLY_AT: {error}") from None
        if settings.WIKI_DISTILLER not in distiller_names():
            raise ImproperlyConfigured(
                f"WIKI_DISTILLER={settings.WIKI_DISTILLER!r} is not one of {', '.join(distiller_names())}"
            )
