"""The ASGI entry point every web server runs (bin/run, docs/deploy.md): Django, plus MCP at /mcp.

uvicorn (or gunicorn with uvicorn workers) serves this; `wsgi.py` stays for tools that want WSGI,
but it has no /mcp.
"""

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "coda_console.settings")
django_application = get_asgi_application()  # sets Django up before anything imports models

from coda_console.mcp.asgi import CodaAsgi  # noqa: E402

application = CodaAsgi(django_application)
