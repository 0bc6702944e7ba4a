from django.urls import path  # noqa: F401

app_name = "memory"

# API routes under /api/v1/ ("api" names) and console routes ("console" names) are split below.
api_urlpatterns: list = []
console_urlpatterns: list = []
