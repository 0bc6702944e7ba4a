from django.contrib import admin

from clientdata.models import Erasure, RetentionPolicy


@admin.register(RetentionPolicy)
class RetentionPolicyAdmin(admin.ModelAdmin):
    list_display = ["tenant", "chat_text_days", "updated_at"]


@admin.register(Erasure)
class ErasureAdmin(admin.ModelAdmin):
    list_display = ["tenant", "subject", "status", "started_at", "finished_at"]
    readonly_fields = [f.name for f in Erasure._meta.fields]
