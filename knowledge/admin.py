"""Django admin for knowledge: read-only, because records are written only through the services
(nothing is edited in place; a correction is a new record that supersedes)."""

from django.contrib import admin

from knowledge.models import Distinction, Domain, Edge, ImportRun, LintReport, Record


class ReadOnlyAdmin(admin.ModelAdmin):
    def has_add_permission(self, request, obj=None) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False


@admin.register(Domain)
class DomainAdmin(admin.ModelAdmin):
    list_display = ["slug", "name", "tenant", "is_default", "revision", "created_at"]
    list_filter = ["tenant", "is_default"]
    search_fields = ["slug", "name"]
    readonly_fields = ["next_number", "revision", "created_at"]


@admin.register(Record)
class RecordAdmin(ReadOnlyAdmin):
    list_display = ["ref", "title", "domain", "authority", "status", "created_at"]
    list_filter = ["status", "authority", "domain__tenant", "domain"]
    search_fields = ["ref", "key", "title"]


@admin.register(Edge)
class EdgeAdmin(ReadOnlyAdmin):
    list_display = ["source", "type", "target", "created_by", "created_at"]
    list_filter = ["type", "tenant"]
    search_fields = ["source__ref", "target__ref"]


@admin.register(Distinction)
class DistinctionAdmin(ReadOnlyAdmin):
    list_display = ["record", "other", "created_by", "created_at"]
    list_filter = ["tenant"]


@admin.register(ImportRun)
class ImportRunAdmin(ReadOnlyAdmin):
    list_display = ["source_name", "domain", "file_name", "created", "superseded", "unchanged", "created_at"]
    list_filter = ["tenant", "domain"]


@admin.register(LintReport)
class LintReportAdmin(ReadOnlyAdmin):
    list_display = ["domain", "domain_revision", "live_heads", "created_at"]
    list_filter = ["tenant", "domain"]
