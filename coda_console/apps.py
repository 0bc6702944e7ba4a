from django.apps import AppConfig


class CodaConsoleConfig(AppConfig):
    name = "coda_console"
    verbose_name = "Coda Console"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from coda_console import schema  # noqa: F401 — registers the OpenAPI auth extension
        from coda_console.choices import install

        install()  # enum errors list the valid values
