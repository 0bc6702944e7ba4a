from django.contrib import admin

from wiki.models import (
    Alert,
    Changeset,
    DeadLetter,
    IngestRun,
    IngestState,
    LintReport,
    PageVersion,
    Question,
    WikiPage,
)


@admin.register(WikiPage)
class WikiPageAdmin(admin.ModelAdmin):
    list_display = ["path", "client", "current_number", "updated_by", "updated_on", "updated_at"]
    list_filter = ["client__tenant"]
    search_fields = ["path", "client__external_id"]
    raw_id_fields = ["client", "current_version"]


@admin.register(PageVersion)
class PageVersionAdmin(admin.ModelAdmin):
    list_display = ["page", "number", "updated_by", "line_count", "size", "storage_backend", "created_at"]
    search_fields = ["page__path", "page__client__external_id", "sha256"]
    raw_id_fields = ["page", "parent", "changeset"]


@admin.register(Changeset)
class ChangesetAdmin(admin.ModelAdmin):
    list_display = ["id", "client", "kind", "local_date", "updated_by", "distiller", "created_at"]
    list_filter = ["kind", "distiller"]
    raw_id_fields = ["client", "run", "alert"]


@admin.register(IngestState)
class IngestStateAdmin(admin.ModelAdmin):
    list_display = ["client", "watermark_seq", "folded_through", "updated_at"]
    raw_id_fields = ["client"]


@admin.register(IngestRun)
class IngestRunAdmin(admin.ModelAdmin):
    list_display = [
        "client",
        "kind",
        "local_date",
        "slot",
        "status",
        "distiller",
        "attempts",
        "events_count",
        "pages_read",
        "finished_at",
    ]
    list_filter = ["kind", "status", "distiller"]
    raw_id_fields = ["client"]


@admin.register(DeadLetter)
class DeadLetterAdmin(admin.ModelAdmin):
    list_display = ["client", "run", "distiller", "attempts", "status", "created_at"]
    list_filter = ["status"]
    raw_id_fields = ["client", "run"]


@admin.register(Alert)
class AlertAdmin(admin.ModelAdmin):
    list_display = ["client", "kind", "severity", "status", "page", "created_at", "resolution"]
    list_filter = ["kind", "severity", "status"]
    raw_id_fields = ["client", "run", "dead_letter", "resolved_by"]


@admin.register(LintReport)
class LintReportAdmin(admin.ModelAdmin):
    list_display = [
        "client",
        "iso_week",
        "local_date",
        "retired_claims",
        "questions_queued",
        "llm_status",
        "created_at",
    ]
    list_filter = ["client__tenant", "llm_status"]
    readonly_fields = ["findings", "counts", "llm_findings"]


@admin.register(Question)
class QuestionAdmin(admin.ModelAdmin):
    list_display = ["client", "status", "page", "finding", "created_at", "asked_on", "answered_at"]
    list_filter = ["status", "client__tenant"]
    search_fields = ["text", "finding"]


# --- LLM accounting (docs/anthropic.md, "Costs") ------------------------------------------------------------
from wiki.llm.models import LlmBatch, LlmBatchRequest, LlmCall  # noqa: E402  (appended section)

BATCH_REQUEST_FIELDS = (
    "custom_id", "client", "run", "local_date", "status", "result_type", "answer_used", "error",
)  # fmt: skip


class LlmBatchRequestInline(admin.TabularInline):
    model = LlmBatchRequest
    extra = 0
    fields = BATCH_REQUEST_FIELDS
    readonly_fields = BATCH_REQUEST_FIELDS
    can_delete = False


@admin.register(LlmBatch)
class LlmBatchAdmin(admin.ModelAdmin):
    list_display = [
        "batch_id",
        "status",
        "model",
        "request_count",
        "succeeded_count",
        "errored_count",
        "expired_count",
        "cost",
        "submitted_at",
        "ended_at",
    ]
    list_filter = ["status", "model"]
    search_fields = ["batch_id"]
    inlines = [LlmBatchRequestInline]


@admin.register(LlmBatchRequest)
class LlmBatchRequestAdmin(admin.ModelAdmin):
    list_display = ["custom_id", "batch", "client", "local_date", "status", "result_type", "answer_used"]
    list_filter = ["status", "result_type"]
    search_fields = ["custom_id", "client__external_id"]
    raw_id_fields = ["batch", "client", "run"]


@admin.register(LlmCall)
class LlmCallAdmin(admin.ModelAdmin):
    list_display = [
        "created_at",
        "kind",
        "client",
        "model",
        "input_tokens",
        "output_tokens",
        "cache_read_tokens",
        "cache_write_tokens",
        "cost",
    ]
    list_filter = ["kind", "model"]
    search_fields = ["client__external_id", "custom_id"]
    raw_id_fields = ["client", "run", "batch"]
    date_hierarchy = "created_at"
