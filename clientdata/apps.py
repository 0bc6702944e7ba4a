from django.apps import AppConfig


class ClientDataConfig(AppConfig):
    """A client's data, whole: export, import, erasure, retention (docs/data.md).

    A composition app: it reads and removes the rows of every app (core, memory, wiki) that hold a
    client's data, so no feature app has to know about the others.
    """

    name = "clientdata"
    verbose_name = "Client data"
    default_auto_field = "django.db.models.BigAutoField"
