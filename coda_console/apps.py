from django.apps import AppConfig


class CodaConsoleConfig(AppConfig):
    name = "coda_console"
    verbose_name = "Coda Console"
    default_auto_field = "django.db.models.BigAutoField"
