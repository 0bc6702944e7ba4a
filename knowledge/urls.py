from django.urls import path

from knowledge import api, views, views_actions

app_name = "knowledge"

# API routes under /api/v1/ (namespace "knowledge_api"); console routes under /knowledge/ ("knowledge").
api_urlpatterns: list = [
    path("domains", api.DomainsApi.as_view(), name="domains"),
    path("domains/<slug:slug>/records", api.RecordsApi.as_view(), name="records"),
    # Before the record route: "batch" is not a record id (ids are <domain>-<number>).
    path("domains/<slug:slug>/records/batch", api.RecordsBatchApi.as_view(), name="records_batch"),
    path("domains/<slug:slug>/records/<str:ref>", api.RecordDetailApi.as_view(), name="record"),
    path("domains/<slug:slug>/records/<str:ref>/retract", api.RecordRetractApi.as_view(), name="retract"),
    path("domains/<slug:slug>/edges", api.EdgesApi.as_view(), name="edges"),
    path("domains/<slug:slug>/search", api.SearchApi.as_view(), name="search"),
    path("domains/<slug:slug>/prompt", api.PromptApi.as_view(), name="prompt"),
    path("domains/<slug:slug>/lint", api.LintApi.as_view(), name="lint"),
]

_domain = "knowledge/<slug:tenant>/<slug:slug>/"
console_urlpatterns: list = [
    path("knowledge/", views.domains, name="domains"),
    path(_domain, views.domain_index, name="domain"),
    path(_domain + "search/", views.search, name="search"),
    path(_domain + "lint/", views.lint_report, name="lint"),
    path(
        _domain + "contradictions/<int:edge_id>/retract",
        views_actions.contradiction_retract,
        name="contradiction_retract",
    ),
    path(_domain + "records/<str:ref>/", views.record_page, name="record"),
    path(_domain + "records/<str:ref>/chain/", views.chain_page, name="chain"),
    path(_domain + "records/<str:ref>/graph.svg", views.graph_svg, name="graph"),
]
