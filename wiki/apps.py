from django.apps import AppConfig


class WikiConfig(AppConfig):
    name = "wiki"
    default_auto_field = "django.db.models.BigAutoField"
