"""Console routes of the wiki app (mounted at /, namespace "wiki").

The client's wiki tab lives under /clients/<external_id>/wiki/; tree paths (wiki/goals.md,
raw/2026-08-09-events.md, log.md…) are the tail of the URL. The alert inbox is /alerts/; the admin
lists are under /admin/ next to the console's admin hub.
"""

from django.urls import path

from wiki.web import views, views_admin, views_alerts, views_pages, views_today

_tab = "clients/<str:external_id>/wiki/"

urlpatterns: list = [
    path(_tab, views_pages.tree, name="tree"),
    path(_tab + "start/", views_pages.start, name="start"),
    path(_tab + "new/", views_pages.new_page, name="new_page"),
    path(_tab + "view/<path:path>", views_pages.page, name="page"),
    path(_tab + "edit/<path:path>", views_pages.edit, name="edit"),
    path(_tab + "preview/<path:path>", views_pages.preview, name="preview"),
    path(_tab + "history/<path:path>", views_pages.history, name="history"),
    path(_tab + "diff/<path:path>", views_pages.diff, name="diff"),
    path(_tab + "alerts/", views_alerts.client_alerts, name="client_alerts"),
    path(_tab + "log/", views.log, name="log"),
    path(_tab + "raw/", views.raw, name="raw"),
    path(_tab + "questions/", views.questions, name="questions"),
    path("today/<str:external_id>/seen", views_today.mark_seen, name="mark_seen"),
    path("alerts/", views_alerts.inbox, name="alerts"),
    path("alerts/dismiss-rollups", views_alerts.dismiss_rollups, name="alerts_dismiss_rollups"),
    path("alerts/<int:alert_id>/resolve", views_alerts.resolve, name="alert_resolve"),
    path("dead-letters/<int:dead_letter_id>/rerun", views_alerts.rerun, name="dead_letter_rerun"),
    path("quarantine/<int:quarantined_id>/replay", views_alerts.replay, name="quarantine_replay"),
    path("admin/lint/", views_admin.lint_reports, name="admin_lint_reports"),
    path("admin/lint/<int:report_id>/", views_admin.lint_report, name="admin_lint_report"),
    path("admin/dead-letters/", views_admin.dead_letters, name="admin_dead_letters"),
]
