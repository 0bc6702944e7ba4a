from django.contrib import admin

from coda_console.models import ApiKey, AuditEntry, Client, Event, Membership, OutboxEvent, Tenant


@admin.register(Tenant)
class TenantAdmin(admin.ModelAdmin):
    list_display = ["slug", "name", "created_at"]
    search_fields = ["slug", "name"]


@admin.register(Membership)
class MembershipAdmin(admin.ModelAdmin):
    list_display = ["user", "tenant", "is_admin"]
    list_filter = ["tenant", "is_admin"]


@admin.register(Client)
class ClientAdmin(admin.ModelAdmin):
    list_display = ["external_id", "display_name", "tenant", "timezone", "active"]
    list_filter = ["tenant", "active"]
    search_fields = ["external_id", "display_name"]
    filter_horizontal = ["coaches"]


@admin.register(ApiKey)
class ApiKeyAdmin(admin.ModelAdmin):
    list_display = [
        "prefix", "name", "tenant", "role", "max_authority", "created_at", "last_used_at", "revoked_at",
    ]  # fmt: skip
    list_filter = ["tenant", "role", "max_authority"]
    readonly_fields = ["prefix", "hashed_key", "created_at", "last_used_at"]


@admin.register(Event)
class EventAdmin(admin.ModelAdmin):
    """Read-only: the log is append-only, even for superusers."""

    list_display = ["event_id", "client", "kind", "occurred_at", "received_at"]
    list_filter = ["kind", "client__tenant"]
    search_fields = ["event_id", "client__external_id"]

    def has_change_permission(self, request, obj=None) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False

    def has_add_permission(self, request) -> bool:
        return False


@admin.register(AuditEntry)
class AuditEntryAdmin(admin.ModelAdmin):
    list_display = ["created_at", "action", "target", "tenant", "actor_user", "actor_key", "ip_address"]
    list_filter = ["action", "tenant"]

    def has_change_permission(self, request, obj=None) -> bool:
        return False

    def has_add_permission(self, request) -> bool:
        return False


@admin.register(OutboxEvent)
class OutboxEventAdmin(admin.ModelAdmin):
    list_display = ["kind", "tenant", "client", "created_at", "dispatched_at"]
    list_filter = ["kind", "tenant"]
    raw_id_fields = ["client", "tenant"]
