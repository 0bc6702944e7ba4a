"""Shared bench bootstrap: a throwaway data dir and database unless DATABASE_URL says otherwise."""

import os
import sys
import tempfile
from pathlib import Path


def bootstrap() -> str:
    """Configure Django for a benchmark run, migrate, and return a label for the database in use."""
    root = Path(__file__).resolve().parent.parent
    sys.path.insert(0, str(root))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "coda_console.settings")
    os.environ.setdefault("DEBUG", "1")
    os.environ.setdefault("CODA_DATA_DIR", tempfile.mkdtemp(prefix="coda-bench-"))
    os.environ.setdefault("LOG_LEVEL", "WARNING")
    import django

    django.setup()
    from django.core.management import call_command
    from django.db import connection

    call_command("migrate", verbosity=0)
    return connection.vendor
