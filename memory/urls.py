from django.urls import path

from memory import api, views

app_name = "memory"

# API routes under /api/v1/ (namespace "api:memory_api"); console routes under / (namespace "memory").
api_urlpatterns: list = [
    path("clients/<str:external_id>/memory", api.MemoryApi.as_view(), name="memory"),
    # Fact keys are "category:subject" and a subject may hold "/" (tool names): take the rest of the path.
    path(
        "clients/<str:external_id>/memory/facts/<path:key>", api.FactForgetApi.as_view(), name="fact_forget"
    ),
]
console_urlpatterns: list = [
    path("admin/memory/", views.clients, name="clients"),
    path("admin/clients/<str:external_id>/memory/", views.client_memory, name="client_memory"),
    path("admin/clients/<str:external_id>/memory/forget", views.fact_forget, name="fact_forget"),
    path("admin/clients/<str:external_id>/memory/consolidate", views.consolidate_now, name="consolidate_now"),
]
