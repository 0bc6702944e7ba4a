from typing import Any

from django.contrib import admin
from django.contrib.auth import views as auth_views
from django.urls import URLPattern, URLResolver, include, path, re_path
from django.utils.csp import CSP
from django.views.decorators.csp import csp_override
from drf_spectacular.views import SpectacularAPIView, SpectacularRedocView, SpectacularSwaggerSplitView

import clientdata.urls
import knowledge.urls
import memory.urls
import wiki.web.urls
from coda_console import admin_views, api, stats_api, views
from coda_console.context import api as context_api
from coda_console.webhooks import urls as webhooks_urls

# The vendored Swagger UI and ReDoc bundles set inline styles; only these two pages allow them.
_DOCS_CSP: dict[str, Any] = {
    "default-src": [CSP.SELF],
    "script-src": [CSP.SELF],
    "style-src": [CSP.SELF, CSP.UNSAFE_INLINE],
    "img-src": [CSP.SELF, "data:"],
    "worker-src": [CSP.SELF, "blob:"],
    "frame-ancestors": [CSP.NONE],
}

api_v1: list[URLPattern | URLResolver] = [
    path("clients", api.ClientsApi.as_view(), name="clients"),
    path("clients/<str:external_id>/events", api.EventsApi.as_view(), name="events"),
    path("clients/<str:external_id>/context", context_api.ContextApi.as_view(), name="context"),
    path("clients/<str:external_id>/stats", stats_api.StatsApi.as_view(), name="stats"),
    path("clients/<str:external_id>/turns", context_api.TurnsApi.as_view(), name="turns"),
    path("clients/<str:external_id>/notes", context_api.NotesApi.as_view(), name="notes"),
    path("", include((memory.urls.api_urlpatterns, "memory_api"))),
    path("", include((knowledge.urls.api_urlpatterns, "knowledge_api"))),
    path("", include((wiki.web.urls.api_urlpatterns, "wiki_api"))),
    path("", include((clientdata.urls.api_urlpatterns, "clientdata_api"))),
    path("", include((webhooks_urls.api_urlpatterns, "webhooks_api"))),
]

console = [
    path("", views.home, name="home"),
    path("clients/", views.clients, name="clients"),
    path("admin/", admin_views.hub, name="admin"),
    path("admin/jobs/", admin_views.jobs, name="admin_jobs"),
    path("admin/keys/", admin_views.api_keys, name="admin_keys"),
    path("admin/keys/<int:key_id>/revoke", admin_views.api_key_revoke, name="admin_key_revoke"),
    path("admin/audit/", admin_views.audit, name="admin_audit"),
]

urlpatterns = [
    path("api/v1/", include((api_v1, "api"))),
    path("api/schema/", SpectacularAPIView.as_view(), name="schema"),
    path(
        "api/docs/",
        csp_override(_DOCS_CSP)(SpectacularSwaggerSplitView.as_view(url_name="schema")),
        name="api-docs",
    ),
    path(
        "api/redoc/",
        csp_override(_DOCS_CSP)(SpectacularRedocView.as_view(url_name="schema")),
        name="api-redoc",
    ),
    path("api/redoc/redoc.standalone.js", views.redoc_bundle, name="api-redoc-bundle"),
    re_path(r"^api/", views.api_not_found),  # after every API route: the JSON 404 for the rest
    path("login/", views.login, name="login"),
    path("logout/", auth_views.LogoutView.as_view(), name="logout"),
    path("healthz", views.healthz, name="healthz"),
    path("favicon.ico", views.favicon, name="favicon"),
    path("django-admin/", admin.site.urls),
    path("", include((console, "console"))),
    path("", include((memory.urls.console_urlpatterns, "memory"))),
    path("", include((knowledge.urls.console_urlpatterns, "knowledge"))),
    path("", include((wiki.web.urls.console_urlpatterns, "wiki"))),
    path("", include((clientdata.urls.console_urlpatterns, "clientdata"))),
    path("", include((webhooks_urls.console_urlpatterns, "webhooks"))),
]

handler404 = "coda_console.views.not_found"
handler500 = "coda_console.views.server_error"
