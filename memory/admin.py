from django.contrib import admin

from memory.models import ConsolidationCheckpoint, ConsolidationRun, Fact, ForgottenFact


@admin.register(Fact)
class FactAdmin(admin.ModelAdmin):
    list_display = [
        "key",
        "client",
        "category",
        "confidence",
        "reinforcement_count",
        "ease_factor",
        "last_reinforced",
    ]
    list_filter = ["category", "client__tenant"]
    search_fields = ["key", "client__external_id"]
    readonly_fields = ["first_seen", "last_reinforced", "last_decayed_at", "updated_at"]


@admin.register(ConsolidationCheckpoint)
class ConsolidationCheckpointAdmin(admin.ModelAdmin):
    list_display = [
        "client",
        "last_event_id",
        "last_event_received_at",
        "consolidated_at",
        "pruned_through_id",
    ]
    search_fields = ["client__external_id"]


@admin.register(ConsolidationRun)
class ConsolidationRunAdmin(admin.ModelAdmin):
    """Read-only: runs are a record of what happened."""

    list_display = [
        "started_at",
        "client",
        "trigger",
        "status",
        "observations_read",
        "facts_created",
        "duration_ms",
    ]
    list_filter = ["status", "trigger", "client__tenant"]
    search_fields = ["client__external_id"]

    def has_change_permission(self, request, obj=None) -> bool:
        return False

    def has_add_permission(self, request) -> bool:
        return False


@admin.register(ForgottenFact)
class ForgottenFactAdmin(admin.ModelAdmin):
    list_display = ["forgotten_at", "client", "key", "reason", "confidence"]
    list_filter = ["reason", "client__tenant"]
    search_fields = ["key", "client__external_id"]

    def has_change_permission(self, request, obj=None) -> bool:
        return False

    def has_add_permission(self, request) -> bool:
        return False
