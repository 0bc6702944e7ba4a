from django.urls import path

from clientdata import api, views

api_urlpatterns = [
    path("clients/<str:external_id>/export", api.ExportApi.as_view(), name="export"),
    path("clients/<str:external_id>/erase", api.EraseApi.as_view(), name="erase"),
]

console_urlpatterns = [
    path("admin/retention/", views.retention, name="retention"),
    path("admin/clients/<str:external_id>/data/", views.client_data, name="client_data"),
    path("admin/clients/<str:external_id>/data/export", views.client_export, name="client_export"),
    path("admin/clients/<str:external_id>/data/erase", views.client_erase, name="client_erase"),
]
