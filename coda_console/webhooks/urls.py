from django.urls import path

from coda_console.webhooks import api, views

# Mounted under /api/v1/ (namespace "webhooks_api").
api_urlpatterns: list = [
    path("webhooks", api.WebhooksApi.as_view(), name="endpoints"),
    path("webhooks/<str:endpoint_id>", api.WebhookDetailApi.as_view(), name="endpoint"),
]

# Console admin (namespace "webhooks").
console_urlpatterns: list = [
    path("admin/webhooks/", views.webhooks, name="admin"),
    path("admin/webhooks/<int:endpoint_id>/enable", views.webhook_enable, name="enable"),
    path("admin/webhooks/<int:endpoint_id>/delete", views.webhook_delete, name="delete"),
    path("admin/webhooks/deliveries/<int:delivery_id>/redeliver", views.webhook_redeliver, name="redeliver"),
]
